import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { eq, sql } from 'drizzle-orm'
import { captchas, sessions, smsCodes } from '../../server/modules/auth/schema'
import { users } from '../../server/modules/user/schema'
import { sha256 } from '../../server/lib/crypto'
import { call, captcha, DRIVERS, newPhone, newUsername, randomIp, registerUser, useTestEnv } from './helpers'

for (const driver of DRIVERS) {
  describe(`accounts [${driver}]`, () => {
    const env = useTestEnv(driver)

    it('GET /captchaImage returns an SVG data URL, an id and the expiry', async () => {
      const res = await call(env().app, 'GET', '/api/captchaImage')
      assert.equal(res.code, 200)
      assert.match(res.data.img, /^data:image\/svg\+xml;base64,/)
      assert.match(Buffer.from(res.data.img.split(',')[1], 'base64').toString(), /<svg/)
      assert.equal(res.data.expiresIn, 300)
      assert.equal(env().captchas.get(res.data.captchaId)?.length, 4)
    })

    it('the captcha letters read at 4.5:1 or more on the white login card, whatever colours are drawn', async () => {
      const luminance = (hex: string) =>
        [0, 2, 4]
          .map((i) => parseInt(hex.slice(i, i + 2), 16) / 255)
          .map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4))
          .reduce((sum, v, i) => sum + v * [0.2126, 0.7152, 0.0722][i], 0)
      let letters = 0
      for (let i = 0; i < 20; i++) {
        const res = await call(env().app, 'GET', '/api/captchaImage', { ip: randomIp() })
        const svg = Buffer.from(res.data.img.split(',')[1], 'base64').toString()
        for (const [, hex] of svg.matchAll(/fill="#([0-9a-f]{6})"/gi)) {
          letters++
          const contrast = 1.05 / (luminance(hex) + 0.05)
          assert.ok(contrast >= 4.5, `letter #${hex} reads at ${contrast.toFixed(2)}:1 on white`)
        }
      }
      assert.ok(letters >= 80, `the letters are filled paths (${letters})`)
    })

    it('sendYzm: the answer does not tell whether a phone has an account; codes go only where they can be used', async () => {
      const { app, sms } = env()
      const fresh = newPhone()
      const user = await registerUser(env())
      const before = sms.sent.length
      const same = (a: Awaited<ReturnType<typeof call>>, b: Awaited<ReturnType<typeof call>>) =>
        assert.deepEqual([a.code, a.msg, a.data], [b.code, b.msg, b.data])
      for (const scene of ['login', 'reset']) {
        const unknown = await call(app, 'GET', `/api/sms/sendYzm?phone=${fresh}&scene=${scene}`)
        const known = await call(app, 'GET', `/api/sms/sendYzm?phone=${user.phone}&scene=${scene}`)
        assert.equal(known.code, 200)
        same(unknown, known)
      }
      const taken = await call(app, 'GET', `/api/sms/sendYzm/new?phone=${user.phone}`)
      const free = await call(app, 'GET', `/api/sms/sendYzm/new?phone=${fresh}`)
      assert.equal(free.code, 200)
      assert.deepEqual(free.data, { expiresIn: 300, resendIn: 0 }, 'this app has the resend gap switched off')
      same(taken, free)
      const sent = sms.sent.slice(before).map((s) => [s.phone, s.scene])
      assert.deepEqual(sent, [
        [user.phone, 'login'],
        [user.phone, 'reset'],
        [fresh, 'register'],
      ])
      assert.match(sms.last(fresh, 'register'), /^\d{6}$/)
      // an unknown phone that asks for a login code then has a wrong code, like anyone
      let res = await call(app, 'POST', '/api/h5/login', { body: { phone: fresh, code: '123456' } })
      assert.equal(res.code, 400)
      assert.equal(res.msg, '短信验证码错误或已失效')

      res = await call(app, 'GET', '/api/sms/sendYzm/new?phone=12345')
      assert.equal(res.code, 400)
      assert.equal(res.msg, '手机号格式不正确')
      res = await call(app, 'GET', '/api/sms/sendYzm/new?phone=12345', { lang: 'en-US,en;q=0.9' })
      assert.equal(res.msg, 'phone number is invalid')
      res = await call(app, 'GET', '/api/sms/sendYzm/new')
      assert.equal(res.msg, '手机号不能为空')
      res = await call(app, 'GET', `/api/sms/sendYzm?phone=13800000001&scene=register`)
      assert.equal(res.code, 400)
      assert.equal(res.msg, '验证码用途格式不正确')
    })

    it('sendYzm: a code not sent is counted like one sent (resend gap, daily and IP limits)', async () => {
      const app = await env().build({ limits: { smsResendSeconds: 60, smsPerIpPerHour: 8 } })
      const [user, other] = [await registerUser(env()), await registerUser(env())]
      const ip = randomIp()
      const pairs: [string, string][] = [
        [`/api/sms/sendYzm?phone=${newPhone()}`, `/api/sms/sendYzm?phone=${user.phone}`],
        [`/api/sms/sendYzm/new?phone=${other.phone}`, `/api/sms/sendYzm/new?phone=${newPhone()}`],
      ]
      for (const [notSent, sent] of pairs) {
        const a = [await call(app, 'GET', notSent, { ip }), await call(app, 'GET', notSent, { ip })]
        const b = [await call(app, 'GET', sent, { ip }), await call(app, 'GET', sent, { ip })]
        // (the seconds left in the two messages may differ by one)
        assert.deepEqual(a.map((r) => [r.code, r.data]), b.map((r) => [r.code, r.data]))
        assert.deepEqual(a.map((r) => r.code), [200, 429])
        for (const r of [a[1], b[1]]) assert.match(r.msg, /^验证码发送过于频繁，请\d+秒后再试$/)
      }
      const res = await call(app, 'GET', `/api/sms/sendYzm/new?phone=${newPhone()}`, { ip })
      assert.equal(res.code, 429, 'every request counted against the IP, sent or not')
      assert.equal(res.msg, '当前网络获取验证码过于频繁，请稍后再试')
    })

    it('register: every field is checked, nothing is created on bad input', async () => {
      const { app, sms, db } = env()
      const phone = newPhone()
      await call(app, 'GET', `/api/sms/sendYzm/new?phone=${phone}`)
      const code = sms.last(phone, 'register')
      const good = { phone, code, password: 'Passw0rd1', username: newUsername() }
      const cases: [Record<string, unknown>, string][] = [
        [{ ...good, phone: '2380000' }, '手机号格式不正确'],
        [{ ...good, code: '' }, '验证码不能为空'],
        [{ ...good, code: '12ab56' }, '验证码格式不正确'],
        [{ ...good, password: 'short1' }, '密码需为8-32位，且同时包含字母和数字'],
        [{ ...good, password: 'lettersonly' }, '密码需为8-32位，且同时包含字母和数字'],
        [{ ...good, username: '1abc' }, '账号需以字母开头，由4-20位字母、数字或下划线组成'],
        [{ ...good, nickname: 'x'.repeat(21) }, '昵称不能超过20个字符'],
        [{ ...good, role: 'admin' }, '不支持的字段：role'],
        [{ phone, password: 'Passw0rd1' }, '验证码不能为空'],
      ]
      for (const [body, msg] of cases) {
        const res = await call(app, 'POST', '/api/register', { body })
        assert.equal(res.code, 400, JSON.stringify(body))
        assert.equal(res.msg, msg)
      }
      const res = await call(app, 'POST', '/api/register', { body: { ...good, code: code === '000000' ? '111111' : '000000' } })
      assert.equal(res.code, 400)
      assert.equal(res.msg, '短信验证码错误或已失效')
      assert.equal((await db.select().from(users).where(eq(users.phone, phone))).length, 0)

      const ok = await call(app, 'POST', '/api/register', { body: good, headers: { token: '', authorization: '' } })
      assert.equal(ok.code, 200)
      assert.equal(ok.data.user.phone, phone)
      assert.equal(ok.data.user.username, good.username)
      assert.equal(ok.data.user.role, 'user')
      assert.equal(ok.data.user.balance, 0)
      assert.equal(ok.data.user.realName.verified, false)
      assert.match(ok.data.token, /^[A-Za-z0-9_-]{43}$/)
      assert.ok(Date.parse(ok.data.expiresAt) > Date.now() + 100 * 3600_000)
      const [row] = await db.select().from(users).where(eq(users.phone, phone))
      assert.match(row.passwordHash, /^\$argon2id\$/)
      const [session] = await db.select().from(sessions).where(eq(sessions.userId, row.id))
      assert.equal(session.tokenHash, sha256(ok.data.token), 'only the hash of the token is stored')

      // the code was used up; the phone and the name are now taken
      const again = await call(app, 'POST', '/api/register', { body: { ...good, phone: newPhone(), username: newUsername() } })
      assert.equal(again.code, 400)
      const phone2 = newPhone()
      await call(app, 'GET', `/api/sms/sendYzm/new?phone=${phone2}`)
      const taken = await call(app, 'POST', '/api/register', {
        body: { ...good, phone: phone2, code: sms.last(phone2), username: good.username.toUpperCase() },
      })
      assert.equal(taken.code, 409)
      assert.equal(taken.msg, '该账号名已被使用')
      // a registered phone is told apart only by its owner, who holds a code: a guessed or used one is just wrong
      const dup = await call(app, 'POST', '/api/register', { body: { ...good, username: newUsername() } })
      assert.equal(dup.code, 400)
      assert.equal(dup.msg, '短信验证码错误或已失效')
    })

    it('register without username or nickname; empty strings count as not given', async () => {
      const { app, sms } = env()
      const phone = newPhone()
      await call(app, 'GET', `/api/sms/sendYzm/new?phone=${phone}`)
      const res = await call(app, 'POST', '/api/register', {
        body: { phone, code: sms.last(phone), password: 'Passw0rd1', username: '', nickname: '' },
      })
      assert.equal(res.code, 200, res.msg)
      assert.equal(res.data.user.username, null)
      assert.equal(res.data.user.nickname, '用户' + phone.slice(-4))
    })

    it('concurrent registrations with one phone and code create exactly one account', async () => {
      const { app, sms, db } = env()
      const phone = newPhone()
      await call(app, 'GET', `/api/sms/sendYzm/new?phone=${phone}`)
      const code = sms.last(phone)
      const results = await Promise.all(
        Array.from({ length: 5 }, () => call(app, 'POST', '/api/register', { body: { phone, code, password: 'Passw0rd1' } })),
      )
      const codes = results.map((r) => r.code).sort()
      assert.deepEqual(codes.filter((c) => c === 200), [200], JSON.stringify(results.map((r) => [r.code, r.msg])))
      for (const r of results.filter((x) => x.code !== 200)) {
        assert.ok([400, 409].includes(r.code), r.msg)
        assert.ok(r.msg.length > 0)
      }
      const rows = await db.select({ id: users.id }).from(users).where(eq(users.phone, phone))
      assert.equal(rows.length, 1)
    })

    it('SMS code: single use, dead after 5 wrong tries, expires', async () => {
      const { app, sms, db } = env()
      const user = await registerUser(env())
      await call(app, 'GET', `/api/sms/sendYzm?phone=${user.phone}`)
      const code = sms.last(user.phone, 'login')
      const wrong = code === '999999' ? '888888' : '999999'
      for (let i = 0; i < 5; i++) {
        const res = await call(app, 'POST', '/api/h5/login', { body: { phone: user.phone, code: wrong } })
        assert.equal(res.code, 400)
      }
      let res = await call(app, 'POST', '/api/h5/login', { body: { phone: user.phone, code } })
      assert.equal(res.code, 400, 'the right code no longer works after 5 wrong tries')
      assert.equal(res.msg, '短信验证码错误或已失效')

      // a fresh code (resend gap lifted in the database) works once
      await db.execute(sql`delete from rate_limits where key like ${'sms:%' + user.phone}`)
      await call(app, 'GET', `/api/sms/sendYzm?phone=${user.phone}`)
      const code2 = sms.last(user.phone, 'login')
      res = await call(app, 'POST', '/api/h5/login', { body: { phone: user.phone, code: code2 } })
      assert.equal(res.code, 200)
      assert.equal(res.data.user.id, user.id)
      res = await call(app, 'POST', '/api/h5/login', { body: { phone: user.phone, code: code2 } })
      assert.equal(res.code, 400, 'single use')

      // expired
      await db.execute(sql`delete from rate_limits where key like ${'sms:%' + user.phone}`)
      await call(app, 'GET', `/api/sms/sendYzm?phone=${user.phone}`)
      const code3 = sms.last(user.phone, 'login')
      await db.update(smsCodes).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(smsCodes.phone, user.phone))
      res = await call(app, 'POST', '/api/h5/login', { body: { phone: user.phone, code: code3 } })
      assert.equal(res.code, 400)

      // a code of another scene does not log in
      await db.execute(sql`delete from rate_limits where key like ${'sms:%' + user.phone}`)
      await call(app, 'GET', `/api/sms/sendYzm?phone=${user.phone}&scene=reset`)
      res = await call(app, 'POST', '/api/h5/login', { body: { phone: user.phone, code: sms.last(user.phone, 'reset') } })
      assert.equal(res.code, 400)
    })

    it('h5/login: bad input named, an unknown phone has a wrong code like a known one', async () => {
      const { app } = env()
      let res = await call(app, 'POST', '/api/h5/login', { body: { phone: 'abc', code: '123456' } })
      assert.equal(res.msg, '手机号格式不正确')
      res = await call(app, 'POST', '/api/h5/login', { body: { phone: newPhone(), code: '123456' } })
      const known = await call(app, 'POST', '/api/h5/login', { body: { phone: '13800000001', code: '123456' } })
      assert.equal(res.code, 400)
      assert.equal(res.msg, '短信验证码错误或已失效')
      assert.deepEqual([known.code, known.msg], [res.code, res.msg])
      res = await call(app, 'POST', '/api/h5/login', { body: { phone: '13800000001' } })
      assert.equal(res.msg, '验证码不能为空')
      res = await call(app, 'POST', '/api/h5/login', { body: { phone: '13800000001', code: '123456', x: 1 } })
      assert.equal(res.msg, '不支持的字段：x')
      res = await call(app, 'POST', '/api/h5/login', {})
      assert.equal(res.code, 400)
      assert.equal(res.msg, '请求内容不能为空')
      res = await call(app, 'POST', '/api/h5/login', { rawBody: '{"phone":' })
      assert.equal(res.code, 400)
      assert.equal(res.msg, '请求格式不正确')
    })

    it('password login: captcha first (single use, case-insensitive), by username or phone', async () => {
      const { app } = env()
      let res = await call(app, 'POST', '/api/login', {
        body: { username: 'buyer01', password: 'Demo1234', captchaId: 'nope', captchaCode: 'abcd' },
      })
      assert.equal(res.code, 400)
      assert.equal(res.msg, '图形验证码错误或已过期')
      res = await call(app, 'POST', '/api/login', { body: { username: 'buyer01', password: 'Demo1234', captchaId: 'x' } })
      assert.equal(res.msg, '图形验证码不能为空')

      const c1 = await captcha(env())
      res = await call(app, 'POST', '/api/login', {
        body: { username: 'buyer01', password: 'Demo1234', captchaId: c1.captchaId, captchaCode: c1.captchaCode.toUpperCase() },
      })
      assert.equal(res.code, 200, res.msg)
      assert.equal(res.data.user.username, 'buyer01')
      res = await call(app, 'POST', '/api/login', { body: { username: 'buyer01', password: 'Demo1234', ...c1 } })
      assert.equal(res.code, 400, 'a captcha is single use')

      const c2 = await captcha(env())
      res = await call(app, 'POST', '/api/login', {
        body: { username: '13800000002', password: 'Demo1234', captchaId: c2.captchaId, captchaCode: c2.captchaCode.toLowerCase() },
      })
      assert.equal(res.code, 200)
      assert.equal(res.data.user.username, 'seller01')

      const c3 = await captcha(env())
      res = await call(app, 'POST', '/api/login', { body: { username: 'ADMIN', password: 'Admin1234', ...c3 } })
      assert.equal(res.code, 200)
      assert.equal(res.data.user.role, 'admin')

      // an expired captcha is refused
      const c5 = await captcha(env())
      await env().db.update(captchas).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(captchas.id, c5.captchaId))
      res = await call(app, 'POST', '/api/login', { body: { username: 'buyer01', password: 'Demo1234', ...c5 } })
      assert.equal(res.code, 400)
      assert.equal(res.msg, '图形验证码错误或已过期')

      // a wrong answer uses the captcha up too
      const c4 = await captcha(env())
      res = await call(app, 'POST', '/api/login', {
        body: { username: 'buyer01', password: 'Demo1234', captchaId: c4.captchaId, captchaCode: 'zzzz' },
      })
      assert.equal(res.code, 400)
      res = await call(app, 'POST', '/api/login', { body: { username: 'buyer01', password: 'Demo1234', ...c4 } })
      assert.equal(res.code, 400)
    })

    it('password login: wrong password and unknown account give the same message', async () => {
      const { app } = env()
      const user = await registerUser(env())
      const wrongPw = await call(app, 'POST', '/api/login', {
        body: { username: user.username, password: 'Wrong1234', ...(await captcha(env())) },
      })
      const noUser = await call(app, 'POST', '/api/login', {
        body: { username: 'nobody_here', password: 'Wrong1234', ...(await captcha(env())) },
      })
      assert.equal(wrongPw.code, 400)
      assert.equal(wrongPw.msg, '账号或密码错误')
      assert.equal(noUser.msg, wrongPw.msg)
      const en = await call(app, 'POST', '/api/login', {
        body: { username: user.username, password: 'Wrong1234', ...(await captcha(env())) },
        lang: 'en-US',
      })
      assert.equal(en.msg, 'wrong account or password')
    })

    it('tokens: Token header, Authorization raw or Bearer; empty, unknown, expired and revoked are 401', async () => {
      const { app, db } = env()
      const user = await registerUser(env())
      for (const tokenHeader of ['Token', 'Authorization', 'Bearer'] as const) {
        const res = await call(app, 'GET', '/api/system/user/profile', { token: user.token, tokenHeader })
        assert.equal(res.code, 200)
        assert.equal(res.data.id, user.id)
      }
      const unauthorized = async (opts: Parameters<typeof call>[3]) => {
        const res = await call(app, 'GET', '/api/system/user/profile', opts)
        assert.equal(res.code, 401)
        assert.equal(res.msg, '登录已过期，请重新登录')
      }
      await unauthorized({})
      await unauthorized({ headers: { token: '', authorization: '' } })
      await unauthorized({ headers: { authorization: 'Bearer ' } })
      await unauthorized({ token: 'not-a-real-token' })
      const en = await call(app, 'GET', '/api/system/user/profile', { lang: 'en-US' })
      assert.equal(en.msg, 'login expired, please log in again')

      const other = await registerUser(env())
      await db.update(sessions).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(sessions.tokenHash, sha256(other.token)))
      await unauthorized({ token: other.token })
      await db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.tokenHash, sha256(user.token)))
      await unauthorized({ token: user.token })
    })

    it('logout revokes only the current token and needs a valid one', async () => {
      const { app } = env()
      const user = await registerUser(env())
      const second = await call(app, 'POST', '/api/login', {
        body: { username: user.username, password: user.password, ...(await captcha(env())) },
      })
      assert.equal(second.code, 200)
      let res = await call(app, 'POST', '/api/logout', { token: user.token })
      assert.equal(res.code, 200)
      assert.equal(res.data, null)
      res = await call(app, 'GET', '/api/system/user/profile', { token: user.token })
      assert.equal(res.code, 401)
      res = await call(app, 'POST', '/api/logout', { token: user.token })
      assert.equal(res.code, 401, 'an already revoked token cannot log out again')
      res = await call(app, 'POST', '/api/logout', {})
      assert.equal(res.code, 401)
      res = await call(app, 'GET', '/api/system/user/profile', { token: second.data.token })
      assert.equal(res.code, 200, 'the other session lives on')
      // the app posts logout with a JSON content type and an empty body
      res = await call(app, 'POST', '/api/logout', { token: second.data.token, rawBody: '' })
      assert.equal(res.code, 200)
    })

    it('SmsforPwd: new password works, old fails, every session is revoked; bad input named', async () => {
      const { app, sms } = env()
      const user = await registerUser(env())
      const other = await call(app, 'POST', '/api/login', {
        body: { username: user.phone, password: user.password, ...(await captcha(env())) },
      })
      await call(app, 'GET', `/api/sms/sendYzm?phone=${user.phone}&scene=reset`)
      const code = sms.last(user.phone, 'reset')
      let res = await call(app, 'POST', '/api/h5/SmsforPwd', { body: { phone: user.phone, code, password: 'weak' } })
      assert.equal(res.code, 400)
      assert.equal(res.msg, '密码需为8-32位，且同时包含字母和数字')
      res = await call(app, 'POST', '/api/h5/SmsforPwd', { body: { phone: user.phone, password: 'NewPassw0rd' } })
      assert.equal(res.msg, '验证码不能为空')
      res = await call(app, 'POST', '/api/h5/SmsforPwd', { body: { phone: newPhone(), code, password: 'NewPassw0rd' } })
      assert.equal(res.code, 400)
      assert.equal(res.msg, '短信验证码错误或已失效', 'an unknown phone is not told apart')
      res = await call(app, 'POST', '/api/h5/SmsforPwd', { body: { phone: user.phone, code, password: 'NewPassw0rd' } })
      assert.equal(res.code, 200, res.msg)
      assert.equal(res.data, null)
      for (const token of [user.token, other.data.token]) {
        const r = await call(app, 'GET', '/api/system/user/profile', { token })
        assert.equal(r.code, 401, 'every session ends')
      }
      res = await call(app, 'POST', '/api/login', { body: { username: user.username, password: user.password, ...(await captcha(env())) } })
      assert.equal(res.code, 400)
      res = await call(app, 'POST', '/api/login', { body: { username: user.username, password: 'NewPassw0rd', ...(await captcha(env())) } })
      assert.equal(res.code, 200)
      res = await call(app, 'POST', '/api/h5/SmsforPwd', { body: { phone: user.phone, code, password: 'Another1x' } })
      assert.equal(res.code, 400, 'the reset code is single use')
    })
  })
}
