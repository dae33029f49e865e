/**
 * WeChat login in the mini program (issue 12, identity): code2Session through the sandbox and through WeChat's
 * jscode2session (a local fake), binding a phone by SMS code (new account or the phone's existing one), binding and
 * unbinding in settings, authorization, bad input, and openidOf for WeChat Pay.
 */
import assert from 'node:assert/strict'
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { after, before, describe, it } from 'node:test'
import { eq } from 'drizzle-orm'
import { buildApp, type App } from '../../server/app'
import { loadConfig } from '../../server/config'
import { users } from '../../server/modules/user/schema'
import { createCipher } from '../../server/lib/crypto'
import { openidOf } from '../../server/modules/identity/service'
import type { WechatLoginConfig } from '../../server/modules/identity/wechat-config'
import { startFakeHttp, type FakeHttp } from './fake-http'
import { call, CapturingSms, configProblem, DRIVERS, newPhone, registerUser, SECRET, useTestEnv, type TestEnv } from './helpers'

const wxCode = () => randomBytes(16).toString('hex')

/** WeChat login up to the ticket of a WeChat user with no account yet. */
async function ticketOf(app: App, code = wxCode()): Promise<string> {
  const res = await call(app, 'POST', '/api/wechat/login', { body: { wxCode: code } })
  assert.equal(res.code, 200, res.msg)
  assert.equal(res.data.bound, false)
  assert.equal(res.data.expiresIn, 600)
  assert.equal(res.data.phoneButton, false, "the sandbox has no phone-number button: a made-up code would prove any phone")
  return res.data.ticket
}

/** The SMS step of a new WeChat user: the code sent to `phone`, then /wechat/bindPhone. */
async function bindPhone(env: TestEnv, app: App, ticket: string, phone: string) {
  const sent = await call(app, 'POST', '/api/wechat/sendYzm', { body: { ticket, phone } })
  assert.equal(sent.code, 200, sent.msg)
  return call(app, 'POST', '/api/wechat/bindPhone', { body: { ticket, phone, code: env.sms.last(phone) } })
}

for (const driver of DRIVERS) {
  describe(`WeChat login [${driver}]`, () => {
    const env = useTestEnv(driver)
    const apps: App[] = []
    let weixin: FakeHttp
    let dataDir: string
    const sms = new CapturingSms()
    before(async () => {
      weixin = await startFakeHttp(() => ({ json: { errcode: -1, errmsg: 'system busy' } }))
      dataDir = mkdtempSync(join(tmpdir(), 'shop-wechat-'))
    })
    after(async () => {
      for (const a of apps) await a.close()
      await weixin.close()
      rmSync(dataDir, { recursive: true, force: true })
    })
    const appWith = async (wechatLogin: WechatLoginConfig) => {
      const app = await buildApp({
        db: env().db,
        config: { secretKey: SECRET, staticDir: '/nonexistent', dataDir, wechatLogin, limits: { smsResendSeconds: 1, smsPerIpPerHour: 10_000 } },
        sms,
        logger: false,
      })
      apps.push(app)
      return app
    }

    it('a new WeChat user binds a fresh phone by SMS code and gets an account; the same WeChat then logs straight in', async () => {
      const { app, db } = env()
      const code = wxCode()
      const ticket = await ticketOf(app, code)
      const phone = newPhone()
      const sent = await call(app, 'POST', '/api/wechat/sendYzm', { body: { ticket, phone } })
      assert.equal(sent.code, 200)
      const wrong = env().sms.last(phone) === '000000' ? '111111' : '000000'
      const bad = await call(app, 'POST', '/api/wechat/bindPhone', { body: { ticket, phone, code: wrong } })
      assert.equal(bad.code, 400)
      assert.equal(bad.msg, '短信验证码错误或已失效')
      assert.equal((await db.select().from(users).where(eq(users.phone, phone))).length, 0, 'nothing created on a wrong code')
      const res = await call(app, 'POST', '/api/wechat/bindPhone', { body: { ticket, phone, code: env().sms.last(phone) } })
      assert.equal(res.code, 200, res.msg)
      assert.equal(res.data.user.phone, phone)
      assert.equal(res.data.user.nickname, '微信用户' + phone.slice(-4))
      const me = await call(app, 'GET', '/api/need/wechat', { token: res.data.token })
      assert.equal(me.data.bound, true)
      assert.ok(me.data.boundAt)
      const openid = await openidOf(db, res.data.user.id)
      assert.match(openid ?? '', /^sbx_/)

      const again = await call(app, 'POST', '/api/wechat/login', { body: { wxCode: code } })
      assert.equal(again.code, 200)
      assert.equal(again.data.bound, true)
      assert.equal(again.data.login.user.id, res.data.user.id)
      const profile = await call(app, 'GET', '/api/system/user/profile', { token: again.data.login.token })
      assert.equal(profile.code, 200, 'the login token works')
      assert.equal(profile.data.phone, phone)
    })

    it('a WeChat user binding the phone of an existing account joins that account once the code proves the phone', async () => {
      const { app, db } = env()
      const owner = await registerUser(env())
      const ticket = await ticketOf(app)
      const res = await bindPhone(env(), app, ticket, owner.phone)
      assert.equal(res.code, 200, res.msg)
      assert.equal(res.data.user.id, owner.id)
      assert.ok(await openidOf(db, owner.id))
      // a second WeChat cannot take the same account: one WeChat per account
      const other = await bindPhone(env(), app, await ticketOf(app), owner.phone)
      assert.equal(other.code, 409)
      assert.equal(other.msg, '该账号已绑定其他微信，请先在账号设置中解绑')
    })

    it('tickets are sealed: a made-up, altered, expired or foreign ticket is refused before any SMS is sent', async () => {
      const { app } = env()
      const ticket = await ticketOf(app)
      const phone = newPhone()
      const before = env().sms.sent.length
      const tampered = ticket.slice(0, -6) + (ticket.endsWith('AAAA==') ? 'BBBB==' : 'AAAA==')
      // sealed with the server's key but expired, or not a WeChat login ticket
      const cipher = createCipher(SECRET)
      const expired = cipher.encrypt(JSON.stringify({ kind: 'wechat-login', openid: 'o1', unionid: null, expires: Math.floor(Date.now() / 1000) - 1 }))
      const otherKind = cipher.encrypt(JSON.stringify({ kind: 'other', openid: 'o1', expires: Math.floor(Date.now() / 1000) + 600 }))
      for (const t of ['v1:bm90IGEgdGlja2V0', tampered, expired, otherKind]) {
        const res = await call(app, 'POST', '/api/wechat/sendYzm', { body: { ticket: t, phone } })
        assert.equal(res.code, 400)
        assert.equal(res.msg, '微信登录已过期，请重新点击微信一键登录')
        const bind = await call(app, 'POST', '/api/wechat/bindPhone', { body: { ticket: t, phone, code: '123456' } })
        assert.equal(bind.code, 400)
        assert.equal(bind.msg, '微信登录已过期，请重新点击微信一键登录')
      }
      assert.equal(env().sms.sent.length, before, 'no SMS for a bad ticket')
    })

    it('bad input is a 400 naming the field, in zh-CN and en-US', async () => {
      const { app } = env()
      const ticket = await ticketOf(app)
      const cases: [string, Record<string, unknown>, string][] = [
        ['/api/wechat/login', {}, '微信登录码不能为空'],
        ['/api/wechat/login', { wxCode: 'a b' }, '微信登录码格式不正确'],
        ['/api/wechat/login', { wxCode: 'x'.repeat(129) }, '微信登录码格式不正确'],
        ['/api/wechat/login', { wxCode: 'abc', openid: 'x' }, '不支持的字段：openid'],
        ['/api/wechat/sendYzm', { ticket, phone: '123' }, '手机号格式不正确'],
        ['/api/wechat/sendYzm', { phone: newPhone() }, '微信登录凭证不能为空'],
        ['/api/wechat/bindPhone', { ticket, phone: newPhone(), code: '12ab56' }, '验证码格式不正确'],
        ['/api/wechat/bindPhone', { ticket: 'plain', phone: newPhone(), code: '123456' }, '微信登录凭证格式不正确'],
      ]
      for (const [url, body, msg] of cases) {
        const res = await call(app, 'POST', url, { body })
        assert.equal(res.code, 400, `${url} ${JSON.stringify(body)}`)
        assert.equal(res.msg, msg)
      }
      const en = await call(app, 'POST', '/api/wechat/login', { body: {}, lang: 'en-US' })
      assert.equal(en.msg, 'WeChat login code is required')
    })

    it('settings: bind and unbind need a login, touch only my account, and one WeChat belongs to one account', async () => {
      const { app, db } = env()
      const a = await registerUser(env())
      const b = await registerUser(env())
      for (const [method, url] of [
        ['GET', '/api/need/wechat'],
        ['POST', '/api/need/wechat/bind'],
        ['POST', '/api/need/wechat/unbind'],
      ]) {
        const res = await call(app, method, url, method === 'POST' && url.endsWith('/bind') ? { body: { wxCode: wxCode() } } : {})
        assert.equal(res.code, 401, url)
      }
      let res = await call(app, 'GET', '/api/need/wechat', { token: a.token })
      assert.deepEqual(res.data, { bound: false, boundAt: null })
      const code = wxCode()
      res = await call(app, 'POST', '/api/need/wechat/bind', { token: a.token, body: { wxCode: code } })
      assert.equal(res.code, 200, res.msg)
      assert.equal(res.msg, '微信已绑定')
      assert.equal(res.data.bound, true)
      res = await call(app, 'POST', '/api/need/wechat/bind', { token: a.token, body: { wxCode: code } })
      assert.equal(res.code, 200, 'binding the same WeChat again is no error')
      res = await call(app, 'POST', '/api/need/wechat/bind', { token: a.token, body: { wxCode: wxCode() } })
      assert.equal(res.code, 409)
      assert.equal(res.msg, '该账号已绑定其他微信，请先在账号设置中解绑')
      res = await call(app, 'POST', '/api/need/wechat/bind', { token: b.token, body: { wxCode: code } })
      assert.equal(res.code, 409)
      assert.equal(res.msg, '该微信已绑定其他账号')
      res = await call(app, 'POST', '/api/need/wechat/unbind', { token: b.token })
      assert.equal(res.code, 409)
      assert.equal(res.msg, '当前账号未绑定微信')
      assert.ok(await openidOf(db, a.id), "B's unbind left A's WeChat alone")
      res = await call(app, 'POST', '/api/need/wechat/unbind', { token: a.token })
      assert.equal(res.code, 200)
      assert.equal(res.msg, '微信已解绑')
      assert.deepEqual(res.data, { bound: false, boundAt: null })
      assert.equal(await openidOf(db, a.id), null)
      // unbound, the WeChat is a new WeChat user again, and B may now take it
      const login = await call(app, 'POST', '/api/wechat/login', { body: { wxCode: code } })
      assert.equal(login.data.bound, false)
      res = await call(app, 'POST', '/api/need/wechat/bind', { token: b.token, body: { wxCode: code } })
      assert.equal(res.code, 200)
    })

    it("WeChat's jscode2session: the app's id and secret and the code are sent; openid and unionid are kept; refusals are told apart", async () => {
      const app = await appWith({ provider: 'weixin', appId: 'wx0123456789abcdef', secret: 'app-secret', apiBase: weixin.base })
      const openid = 'o' + randomBytes(12).toString('hex')
      const unionid = 'u' + randomBytes(12).toString('hex')
      weixin.answer = (req) =>
        req.url.searchParams.get('js_code') === 'goodcode'
          ? { json: { openid, unionid, session_key: 'sk' } }
          : req.url.searchParams.get('js_code') === 'usedcode'
            ? { json: { errcode: 40163, errmsg: 'code been used' } }
            : { json: { errcode: -1, errmsg: 'system error' } }
      const res = await call(app, 'POST', '/api/wechat/login', { body: { wxCode: 'goodcode' } })
      assert.equal(res.code, 200, res.msg)
      const req = weixin.requests.at(-1)!
      assert.equal(req.url.pathname, '/sns/jscode2session')
      assert.equal(req.url.searchParams.get('appid'), 'wx0123456789abcdef')
      assert.equal(req.url.searchParams.get('secret'), 'app-secret')
      assert.equal(req.url.searchParams.get('grant_type'), 'authorization_code')
      const phone = newPhone()
      await call(app, 'POST', '/api/wechat/sendYzm', { body: { ticket: res.data.ticket, phone } })
      const bound = await call(app, 'POST', '/api/wechat/bindPhone', { body: { ticket: res.data.ticket, phone, code: sms.last(phone) } })
      assert.equal(bound.code, 200, bound.msg)
      const [row] = await env().db.select().from(users).where(eq(users.id, bound.data.user.id))
      assert.equal(row.wechatOpenid, openid)
      assert.equal(row.wechatUnionid, unionid)

      const used = await call(app, 'POST', '/api/wechat/login', { body: { wxCode: 'usedcode' } })
      assert.equal(used.code, 400)
      assert.equal(used.msg, '微信登录凭证无效或已使用，请重新登录')
      const busy = await call(app, 'POST', '/api/wechat/login', { body: { wxCode: 'busycode' } })
      assert.equal(busy.code, 500)
      assert.equal(busy.msg, '微信登录暂时不可用，请稍后再试')
    })

    it("WeChat's phone-number button (weixin only): the phone WeChat proved joins its account or gets one; bad and foreign numbers are refused", async () => {
      const app = await appWith({ provider: 'weixin', appId: 'wx0123456789abcdef', secret: 'app-secret', apiBase: weixin.base })
      const owner = await registerUser(env())
      const fresh = newPhone()
      const openids = [1, 2, 3].map(() => 'o' + randomBytes(12).toString('hex'))
      let tokens = 0
      weixin.answer = (req) => {
        if (req.url.pathname === '/sns/jscode2session') return { json: { openid: openids[Number(req.url.searchParams.get('js_code')!.slice(-1))], session_key: 'sk' } }
        if (req.url.pathname === '/cgi-bin/stable_token') return { json: { access_token: `AT${++tokens}`, expires_in: 7200 } }
        if (req.url.searchParams.get('access_token') !== 'AT1') return { json: { errcode: 40001, errmsg: 'invalid credential' } }
        const phones: Record<string, unknown> = {
          pcowner: { purePhoneNumber: owner.phone, countryCode: '86' },
          pcfresh: { purePhoneNumber: fresh, countryCode: '86' },
          pcforeign: { purePhoneNumber: '2025550123', countryCode: '1' },
        }
        const { code } = JSON.parse(req.body)
        return phones[code] ? { json: { errcode: 0, errmsg: 'ok', phone_info: phones[code] } } : { json: { errcode: 40029, errmsg: 'invalid code' } }
      }
      const login = async (n: number) => {
        const res = await call(app, 'POST', '/api/wechat/login', { body: { wxCode: `code${n}` } })
        assert.equal(res.data.phoneButton, true)
        return res.data.ticket as string
      }
      let res = await call(app, 'POST', '/api/wechat/bindPhoneNumber', { body: { ticket: await login(0), phoneCode: 'pcowner' } })
      assert.equal(res.code, 200, res.msg)
      assert.equal(res.data.user.id, owner.id, "the phone's account gets the WeChat")
      const [tokenReq] = weixin.requests.filter((r) => r.url.pathname === '/cgi-bin/stable_token')
      assert.deepEqual(JSON.parse(tokenReq.body), { grant_type: 'client_credential', appid: 'wx0123456789abcdef', secret: 'app-secret' })
      res = await call(app, 'POST', '/api/wechat/bindPhoneNumber', { body: { ticket: await login(1), phoneCode: 'pcfresh' } })
      assert.equal(res.code, 200, res.msg)
      assert.equal(res.data.user.phone, fresh, 'a new account for a new phone')
      assert.equal(tokens, 1, 'the access token is fetched once and reused')
      const ticket = await login(2)
      res = await call(app, 'POST', '/api/wechat/bindPhoneNumber', { body: { ticket, phoneCode: 'pcforeign' } })
      assert.equal(res.code, 400)
      assert.equal(res.msg, '该微信绑定的不是中国大陆手机号，请用短信验证码绑定')
      res = await call(app, 'POST', '/api/wechat/bindPhoneNumber', { body: { ticket, phoneCode: 'pcmadeup' } })
      assert.equal(res.code, 400)
      assert.equal(res.msg, '微信登录凭证无效或已使用，请重新登录')
      res = await call(app, 'POST', '/api/wechat/bindPhoneNumber', { body: { ticket: 'v1:AAAA', phoneCode: 'pcfresh' } })
      assert.equal(res.code, 400)
      assert.equal(res.msg, '微信登录已过期，请重新点击微信一键登录')
      res = await call(app, 'POST', '/api/wechat/bindPhoneNumber', { body: { ticket } })
      assert.equal(res.msg, '微信手机号授权码不能为空')
    })

    it('the sandbox has no phone-number button', async () => {
      const { app } = env()
      const res = await call(app, 'POST', '/api/wechat/bindPhoneNumber', { body: { ticket: await ticketOf(app), phoneCode: 'anything' } })
      assert.equal(res.code, 404)
      assert.equal(res.msg, '暂不支持微信手机号快捷绑定，请用短信验证码绑定')
    })

    it('WECHAT_LOGIN=off: the WeChat endpoints say so', async () => {
      const app = await appWith({ provider: 'off' })
      const res = await call(app, 'POST', '/api/wechat/login', { body: { wxCode: wxCode() } })
      assert.equal(res.code, 404)
      assert.equal(res.msg, '未开通微信登录')
    })
  })
}

describe('WeChat login configuration', () => {
  const base = { SECRET_KEY: SECRET, DATA_DIR: tmpdir() }
  it('sandbox by default; weixin needs WECHAT_APPID and WECHAT_SECRET; production refuses the sandbox unless allowed', () => {
    assert.deepEqual(loadConfig(base).wechatLogin, { provider: 'sandbox' })
    assert.deepEqual(loadConfig({ ...base, WECHAT_LOGIN: 'weixin', WECHAT_APPID: 'wx1', WECHAT_SECRET: 's' }).wechatLogin, {
      provider: 'weixin',
      appId: 'wx1',
      secret: 's',
      apiBase: 'https://api.weixin.qq.com',
    })
    assert.match(configProblem({ ...base, WECHAT_LOGIN: 'weixin', WECHAT_APPID: 'wx1' }), /WECHAT_LOGIN=weixin needs WECHAT_SECRET/)
    assert.match(configProblem({ ...base, WECHAT_LOGIN: 'qq' }), /WECHAT_LOGIN must be one of sandbox, weixin, off/)
    const prod = { ...base, NODE_ENV: 'production' }
    assert.match(configProblem(prod), /WECHAT_LOGIN is sandbox while NODE_ENV=production: any made-up login code would be accepted/)
    assert.doesNotMatch(configProblem({ ...prod, WECHAT_LOGIN_SANDBOX: 'allow' }), /WECHAT_LOGIN/)
    assert.doesNotMatch(configProblem({ ...prod, WECHAT_LOGIN: 'off' }), /WECHAT_LOGIN/)
  })
})
