import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { lt, sql } from 'drizzle-orm'
import { ConfigError, loadConfig } from '../../server/config'
import { captchas } from '../../server/modules/auth/schema'
import type { App } from '../../server/app'
import { call, captcha, DRIVERS, newPhone, randomIp, registerUser, SECRET, useTestEnv } from './helpers'

describe('TRUST_PROXY', () => {
  const load = (value: string) => loadConfig({ SECRET_KEY: SECRET, TRUST_PROXY: value }).trustProxy

  it('takes the proxies\' addresses / CIDRs; true and hop counts are refused with what to set instead', () => {
    assert.equal(load(''), false)
    assert.equal(load('false'), false)
    assert.deepEqual(load('127.0.0.1, 10.0.0.0/8,::1,Loopback'), ['127.0.0.1', '10.0.0.0/8', '::1', 'loopback'])
    for (const bad of ['true', 'yes', 'on', '1', '2']) {
      assert.throws(() => load(bad), (err: Error) => {
        assert.ok(err instanceof ConfigError)
        assert.match(err.message, new RegExp(`TRUST_PROXY=${bad}: |TRUST_PROXY=${bad} would take the client IP from whatever X-Forwarded-For a client sends`))
        assert.match(err.message, /set TRUST_PROXY=127\.0\.0\.1 \(or loopback\)/)
        return true
      }, bad)
    }
    for (const bad of ['10.0.0.0/33', 'proxy.local', '1.2.3.4,']) {
      assert.throws(() => load(bad), /TRUST_PROXY must be IP addresses or CIDRs/, bad)
    }
  })
})

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

    it('login: 60 concurrent wrong passwords on one account get 5 password checks; then even the right one is refused', async () => {
      const app = await env().build({ limits: { loginFailsPerAccount: 5 } })
      const user = await registerUser(env())
      const forms = await Promise.all(Array.from({ length: 60 }, () => captcha(env(), app)))
      const results = await Promise.all(
        forms.map((c) => call(app, 'POST', '/api/login', { body: { username: user.username, password: 'Wrong1234', ...c } })),
      )
      // a 400 (wrong account or password) is an answer after the password was checked
      const checked = results.filter((r) => r.code === 400)
      assert.equal(checked.length, 5, JSON.stringify(results.map((r) => r.code)))
      assert.ok(checked.every((r) => r.msg === '账号或密码错误'))
      assert.equal(results.filter((r) => r.code === 429).length, 55)
      const res = await call(app, 'POST', '/api/login', {
        body: { username: user.phone, password: user.password, ...(await captcha(env(), app)) },
      })
      assert.equal(res.code, 429, 'the right password waits for the window too')
      assert.match(res.msg, /^登录失败次数过多，请\d+分钟后再试$/)
    })

    it('login: 60 concurrent wrong logins from one IP get 5 password checks; then that IP is refused', async () => {
      const app = await env().build({ limits: { loginFailsPerIp: 5 } })
      const ip = randomIp()
      const forms = await Promise.all(Array.from({ length: 60 }, () => captcha(env(), app)))
      const results = await Promise.all(
        forms.map((c, i) => call(app, 'POST', '/api/login', { body: { username: `nobody${i}ip`, password: 'Wrong1234', ...c }, ip })),
      )
      assert.equal(results.filter((r) => r.code === 400).length, 5, JSON.stringify(results.map((r) => r.code)))
      assert.equal(results.filter((r) => r.code === 429).length, 55)
      let res = await call(app, 'POST', '/api/login', { body: { username: 'buyer01', password: 'Demo1234', ...(await captcha(env(), app)) }, ip })
      assert.equal(res.code, 429)
      res = await call(app, 'POST', '/api/login', { body: { username: 'buyer01', password: 'Demo1234', ...(await captcha(env(), app)) } })
      assert.equal(res.code, 200, 'another IP logs in')
    })

    it('login: only failures count; right passwords and refused tries take nothing from the budgets', async () => {
      const app = await env().build({ limits: { loginFailsPerIp: 3, loginFailsPerAccount: 2 } })
      const ip = randomIp()
      const user = await registerUser(env())
      const login = async (username: string, password: string) =>
        (await call(app, 'POST', '/api/login', { body: { username, password, ...(await captcha(env(), app)) }, ip })).code
      assert.equal(await login(user.username, 'Wrong1234'), 400)
      for (let i = 0; i < 4; i++) assert.equal(await login('buyer01', 'Demo1234'), 200, 'right passwords are not failures')
      assert.equal(await login(user.username, 'Wrong1234'), 400)
      for (let i = 0; i < 3; i++) assert.equal(await login(user.username, 'Wrong1234'), 429, 'the account is locked')
      // the refused tries on the locked account did not use up the IP's third failure
      assert.equal(await login('nobody_else', 'Wrong1234'), 400)
      assert.equal(await login('buyer01', 'Demo1234'), 429, 'now the IP is locked')
    })

    it('TRUST_PROXY=<proxy>: a client cannot choose its IP with a made-up X-Forwarded-For', async () => {
      const proxy = randomIp()
      const { trustProxy } = loadConfig({ SECRET_KEY: SECRET, TRUST_PROXY: `${proxy},127.0.0.1` })
      const app = await env().build({ trustProxy, limits: { captchaPerIpPerMinute: 3 } })
      const client = randomIp()
      // the proxy appends the address it saw; whatever the client sent stays in front of it
      const viaProxy = (sent: string, seen: string) => ({ ip: proxy, headers: { 'x-forwarded-for': `${sent}, ${seen}` } })
      for (let i = 0; i < 3; i++) {
        const res = await call(app, 'GET', '/api/captchaImage', viaProxy(randomIp(), client))
        assert.equal(res.code, 200)
      }
      let res = await call(app, 'GET', '/api/captchaImage', viaProxy(randomIp(), client))
      assert.equal(res.code, 429, 'a new made-up address in front does not reset the count')
      res = await call(app, 'GET', '/api/captchaImage', { ip: proxy, headers: { 'x-forwarded-for': client } })
      assert.equal(res.code, 429, 'nor does sending none')
      res = await call(app, 'GET', '/api/captchaImage', viaProxy(client, randomIp()))
      assert.equal(res.code, 200, 'the limit follows the address the proxy saw')
      // a client that reaches the server directly is counted as itself, whatever it sends
      const direct = randomIp()
      for (let i = 0; i < 3; i++) {
        res = await call(app, 'GET', '/api/captchaImage', { ip: direct, headers: { 'x-forwarded-for': randomIp() } })
        assert.equal(res.code, 200)
      }
      res = await call(app, 'GET', '/api/captchaImage', { ip: direct, headers: { 'x-forwarded-for': randomIp() } })
      assert.equal(res.code, 429)
    })

    it('captcha: limited per IP per minute; the refused ones store nothing', async () => {
      const { db } = env()
      const app = await env().build({ limits: { captchaPerIpPerMinute: 3 } })
      const ip = randomIp()
      for (let i = 0; i < 3; i++) assert.equal((await call(app, 'GET', '/api/captchaImage', { ip })).code, 200)
      const [{ n: before }] = await db.select({ n: sql<number>`count(*)::int` }).from(captchas)
      let res = await call(app, 'GET', '/api/captchaImage', { ip })
      assert.equal(res.code, 429)
      assert.equal(res.msg, '获取图形验证码过于频繁，请1分钟后再试')
      res = await call(app, 'GET', '/api/captchaImage', { ip, lang: 'en' })
      assert.equal(res.msg, 'too many image codes requested, try again in 1 min')
      const [{ n: after }] = await db.select({ n: sql<number>`count(*)::int` }).from(captchas)
      assert.equal(after, before)
      res = await call(app, 'GET', '/api/captchaImage', { ip: randomIp() })
      assert.equal(res.code, 200, 'another IP is not affected')
    })

    it('captcha: expired ones are removed when a new one is made', async () => {
      const { db, app } = env()
      await db.insert(captchas).values(
        Array.from({ length: 50 }, (_, i) => ({ id: `old-${i}-${randomIp()}`, answer: 'abcd', expiresAt: new Date(Date.now() - 1000) })),
      )
      assert.equal((await call(app, 'GET', '/api/captchaImage')).code, 200)
      const expired = await db.select({ id: captchas.id }).from(captchas).where(lt(captchas.expiresAt, sql`now()`))
      assert.deepEqual(expired, [])
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

for (const driver of DRIVERS) {
  describe(`per-client request limit (REQUESTS_PER_IP_PER_MINUTE) [${driver}]`, () => {
    const env = useTestEnv(driver)
    const get = (app: App, url: string, ip: string, headers: Record<string, string> = {}) =>
      app.inject({ method: 'GET', url, remoteAddress: ip, headers })

    it('the request past the budget gets 429 in the envelope with Retry-After; another IP and /api/health are unaffected', async () => {
      const app = await env().build({ limits: { requestsPerIpPerMinute: 3 } })
      const ip = randomIp()
      for (let i = 0; i < 3; i++) assert.equal((await call(app, 'GET', '/api/web/game/list', { ip })).code, 200, `request ${i + 1}`)
      const refused = await call(app, 'GET', '/api/web/game/list', { ip })
      assert.equal(refused.code, 429)
      assert.match(refused.msg, /^请求过于频繁，请\d+秒后再试$/)
      const en = await call(app, 'GET', '/api/web/notice/list', { ip, lang: 'en-US' })
      assert.match(en.msg, /^too many requests, please try again in \d+ seconds$/)
      const raw = await get(app, '/api/web/game/list', ip)
      assert.equal(raw.statusCode, 429)
      const after = Number(raw.headers['retry-after'])
      assert.ok(after >= 1 && after <= 60, `Retry-After ${raw.headers['retry-after']}`)
      // unknown URLs count too (a scanner), and answer 429 like the rest
      assert.equal((await call(app, 'GET', '/api/no/such/thing', { ip })).code, 429)
      assert.equal((await call(app, 'GET', '/api/health', { ip })).code, 200, 'health checks are exempt')
      assert.equal((await call(app, 'GET', '/api/web/game/list', { ip: randomIp() })).code, 200, 'another client has its own budget')
    })

    it('behind TRUST_PROXY the budget is the client\'s from X-Forwarded-For, not the proxy\'s', async () => {
      const app = await env().build({ trustProxy: ['127.0.0.1'], limits: { requestsPerIpPerMinute: 2 } })
      const [a, b] = [randomIp(), randomIp()]
      for (let i = 0; i < 2; i++) assert.equal((await get(app, '/api/web/game/list', '127.0.0.1', { 'x-forwarded-for': a })).statusCode, 200)
      assert.equal((await get(app, '/api/web/game/list', '127.0.0.1', { 'x-forwarded-for': a })).statusCode, 429)
      assert.equal((await get(app, '/api/web/game/list', '127.0.0.1', { 'x-forwarded-for': b })).statusCode, 200)
    })

    it('with REDIS_URL two processes share one budget per IP', async () => {
      const redisUrl = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379'
      const config = { listCache: { enabled: false, maxEntries: 10, ttlSeconds: 1, redisUrl }, limits: { requestsPerIpPerMinute: 4 } }
      const [one, two] = [await env().build(config), await env().build(config)]
      const ip = randomIp()
      // the first request may come before the connection is up (then it is not counted): wait for it
      await waitForRedis(one)
      await waitForRedis(two)
      for (const app of [one, two, one, two]) assert.equal((await call(app, 'GET', '/api/web/game/list', { ip })).code, 200)
      assert.equal((await call(two, 'GET', '/api/web/game/list', { ip })).code, 429)
      assert.equal((await call(one, 'GET', '/api/web/game/list', { ip })).code, 429)
    })
  })
}

/** until a request is counted in Redis (the limiter lets requests through uncounted while it connects) */
async function waitForRedis(app: App) {
  const probe = randomIp()
  for (let i = 0; i < 100; i++) {
    const res = await app.inject({ method: 'GET', url: '/api/web/game/list', remoteAddress: probe })
    // uncounted, the limiter still writes its headers, with a window that never started (reset 0)
    if (Number(res.headers['x-ratelimit-reset']) > 0) return
    await new Promise((r) => setTimeout(r, 50))
  }
  assert.fail('the rate limiter never reached Redis')
}
