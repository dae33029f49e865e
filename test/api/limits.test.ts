import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { call, captcha, DRIVERS, newPhone, randomIp, registerUser, useTestEnv } from './helpers'

for (const driver of DRIVERS) {
  describe(`rate limits [${driver}]`, () => {
    const env = useTestEnv(driver)

    it('SMS: one code per phone per resend gap (default 60 s), whatever the scene', async () => {
      const app = await env().build({ limits: { smsResendSeconds: 60 } })
      const phone = newPhone()
      let res = await call(app, 'GET', `/api/sms/sendYzm/new?phone=${phone}`)
      assert.equal(res.code, 200)
      assert.deepEqual(res.data, { expiresIn: 300, resendIn: 60 })
      res = await call(app, 'GET', `/api/sms/sendYzm/new?phone=${phone}`)
      assert.equal(res.code, 429)
      assert.match(res.msg, /^验证码发送过于频繁，请\d+秒后再试$/)
      res = await call(app, 'GET', `/api/sms/sendYzm/new?phone=${phone}`, { lang: 'en' })
      assert.match(res.msg, /^codes are sent too often, try again in \d+ s$/)
      const sent = env().sms.sent.filter((s) => s.phone === phone).length
      assert.equal(sent, 1, 'no code was sent when limited')
    })

    it('SMS: per phone per day', async () => {
      const app = await env().build({ limits: { smsResendSeconds: 0, smsPerPhonePerDay: 3 } })
      const user = await registerUser(env())
      for (let i = 0; i < 2; i++) {
        const res = await call(app, 'GET', `/api/sms/sendYzm?phone=${user.phone}`)
        assert.equal(res.code, 200, `send ${i + 2} of the day`)
      }
      const res = await call(app, 'GET', `/api/sms/sendYzm?phone=${user.phone}&scene=reset`)
      assert.equal(res.code, 429)
      assert.equal(res.msg, '该手机号今日获取验证码次数已达上限')
    })

    it('SMS: per IP per hour, across phones', async () => {
      const app = await env().build({ limits: { smsPerIpPerHour: 3 } })
      const ip = randomIp()
      for (let i = 0; i < 3; i++) {
        const res = await call(app, 'GET', `/api/sms/sendYzm/new?phone=${newPhone()}`, { ip })
        assert.equal(res.code, 200)
      }
      let res = await call(app, 'GET', `/api/sms/sendYzm/new?phone=${newPhone()}`, { ip })
      assert.equal(res.code, 429)
      assert.equal(res.msg, '当前网络获取验证码过于频繁，请稍后再试')
      res = await call(app, 'GET', `/api/sms/sendYzm/new?phone=${newPhone()}`, { ip: randomIp() })
      assert.equal(res.code, 200, 'another IP is not affected')
    })

    it('login: failures per account lock that account (even with the right password), not others', async () => {
      const app = await env().build({ limits: { loginFailsPerAccount: 3 } })
      const user = await registerUser(env())
      // phone and account name count against the same account
      for (const username of [user.username, user.phone, user.username.toUpperCase()]) {
        const res = await call(app, 'POST', '/api/login', {
          body: { username, password: 'Wrong1234', ...(await captcha(env(), app)) },
        })
        assert.equal(res.code, 400)
      }
      let res = await call(app, 'POST', '/api/login', {
        body: { username: user.username, password: user.password, ...(await captcha(env(), app)) },
      })
      assert.equal(res.code, 429)
      assert.match(res.msg, /^登录失败次数过多，请\d+分钟后再试$/)
      res = await call(app, 'POST', '/api/login', {
        body: { username: user.phone, password: user.password, ...(await captcha(env(), app)) },
      })
      assert.equal(res.code, 429, 'locked by phone too')
      res = await call(app, 'POST', '/api/login', {
        body: { username: 'buyer01', password: 'Demo1234', ...(await captcha(env(), app)) },
      })
      assert.equal(res.code, 200, 'other accounts still log in')
      // SMS login is a separate path and still works for the locked account
      await call(app, 'GET', `/api/sms/sendYzm?phone=${user.phone}`)
      res = await call(app, 'POST', '/api/h5/login', { body: { phone: user.phone, code: env().sms.last(user.phone, 'login') } })
      assert.equal(res.code, 200)
      // resetting the password by SMS lifts the lock
      await call(app, 'GET', `/api/sms/sendYzm?phone=${user.phone}&scene=reset`)
      res = await call(app, 'POST', '/api/h5/SmsforPwd', {
        body: { phone: user.phone, code: env().sms.last(user.phone, 'reset'), password: 'Fresh1234' },
      })
      assert.equal(res.code, 200)
      res = await call(app, 'POST', '/api/login', { body: { username: user.username, password: 'Fresh1234', ...(await captcha(env(), app)) } })
      assert.equal(res.code, 200)
    })

    it('login: failures per IP lock that IP', async () => {
      const app = await env().build({ limits: { loginFailsPerIp: 3 } })
      const ip = randomIp()
      for (let i = 0; i < 3; i++) {
        const res = await call(app, 'POST', '/api/login', {
          body: { username: `nobody${i}x`, password: 'Wrong1234', ...(await captcha(env(), app)) },
          ip,
        })
        assert.equal(res.code, 400)
      }
      let res = await call(app, 'POST', '/api/login', {
        body: { username: 'buyer01', password: 'Demo1234', ...(await captcha(env(), app)) },
        ip,
      })
      assert.equal(res.code, 429)
      res = await call(app, 'POST', '/api/login', {
        body: { username: 'buyer01', password: 'Demo1234', ...(await captcha(env(), app)) },
        ip: randomIp(),
      })
      assert.equal(res.code, 200)
    })
  })
}
