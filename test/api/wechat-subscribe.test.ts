/**
 * WeChat subscribe messages (issue 24): the 'wechat' channel against a local fake of WeChat's endpoints (access
 * token shared by two processes' holders and fetched once, renewed once on 40001, the send's body, one-time
 * grants used once under concurrency, no grant / refused / busy), the app's grant route and the link -> page map.
 */
import assert from 'node:assert/strict'
import { randomBytes } from 'node:crypto'
import { after, before, describe, it } from 'node:test'
import { bindWechatIds } from '../../server/modules/user/accounts'
import type { Delivery } from '../../server/modules/notification/channel'
import type { SubscribeTemplate, WechatSubscribeConfig } from '../../server/modules/notification/wechat-config'
import { loadConfig } from '../../server/config'
import { miniProgramPage, SandboxSubscribeApi, templateData, WechatChannel, WeixinSubscribeApi } from '../../server/modules/notification/wechat-channel'
import { addGrants, grantsOf } from '../../server/modules/notification/wechat-grants'
import { wechatAccessToken } from '../../server/modules/notification/wechat-schema'
import { WechatTokenHolder } from '../../server/modules/notification/wechat-token'
import { routes } from '../../src/routes'
import { startFakeHttp, type FakeHttp, type FakeRequest } from './fake-http'
import { call, configProblem, DRIVERS, registerUser, SECRET, useTestEnv, type TestEnv } from './helpers'

const PAID: SubscribeTemplate = {
  key: 'salePaid',
  id: 'TPL_PAID_0123',
  kinds: ['order.paid.seller'],
  moments: ['paid'],
  fields: { thing1: '{title}', character_string2: '{orderNo}', time3: '{deadline}', thing4: '请在截止前开始换绑', amount5: '{paid}', thing6: '{@title}' },
}
const LISTED: SubscribeTemplate = { key: 'listed', id: 'TPL_LISTED_45', kinds: ['goods.approved'], moments: ['listed'], fields: { thing1: '{title}' } }
const CONFIG: WechatSubscribeConfig = { templates: [PAID, LISTED], state: 'trial' }
const APP = { appId: 'wx0123456789abcdef', secret: 'app-secret' }

let seq = 0
const delivery = (userId: number, over: Partial<Delivery> = {}): Delivery => ({
  id: ++seq,
  userId,
  copy: {
    kind: 'order.paid.seller',
    params: { title: '王者荣耀 V10 全皮肤 典藏账号 一手实名可换绑', orderNo: 'SO20261128103000123', deadline: '2026-11-28T04:30:00.000Z', steps: ['password'], paid: 12345 },
  },
  link: '/index/orderDetail?id=42',
  ...over,
})

/** WeChat's token and send endpoints; `sendAnswer` decides each send's answer */
function weixinFake(state: { tokens: number; sendAnswer: (req: FakeRequest, n: number) => { errcode: number; errmsg: string; msgid?: number } }) {
  let sends = 0
  return (req: FakeRequest) => {
    if (req.url.pathname === '/cgi-bin/stable_token') return { json: { access_token: `AT${++state.tokens}`, expires_in: 7200 } }
    if (req.url.pathname === '/cgi-bin/message/subscribe/send') return { json: state.sendAnswer(req, ++sends) }
    return { status: 404, json: { errcode: 404, errmsg: 'no such path' } }
  }
}

for (const driver of DRIVERS) {
  describe(`WeChat subscribe messages [${driver}]`, () => {
    const env = useTestEnv(driver)
    let weixin: FakeHttp
    const state = { tokens: 0, sendAnswer: (_req: FakeRequest, n: number) => ({ errcode: 0, errmsg: 'ok', msgid: 1000 + n }) as { errcode: number; errmsg: string; msgid?: number } }
    before(async () => {
      weixin = await startFakeHttp(weixinFake(state))
    })
    after(async () => weixin.close())

    /** a channel as one server process has it: its own token holder (memory), the shared row */
    const process = (e: TestEnv) => {
      const tokens = new WechatTokenHolder(e.db, { ...APP, apiBase: weixin.base })
      return { tokens, channel: new WechatChannel(e.db, CONFIG, new WeixinSubscribeApi(weixin.base, tokens)) }
    }
    const wechatUser = async (e: TestEnv) => {
      const u = await registerUser(e)
      const openid = 'o' + randomBytes(12).toString('hex')
      assert.ok(await bindWechatIds(e.db, u.id, { openid, unionid: null }))
      return { ...u, openid }
    }
    const sends = () => weixin.requests.filter((r) => r.url.pathname === '/cgi-bin/message/subscribe/send')
    const tokenAsks = () => weixin.requests.filter((r) => r.url.pathname === '/cgi-bin/stable_token')

    it('two processes sending at once fetch the access token once; the send carries touser, template, page, data and state', async () => {
      const e = env()
      const a = process(e)
      const b = process(e)
      const users = await Promise.all([1, 2, 3, 4].map(() => wechatUser(e)))
      for (const u of users) await addGrants(e.db, u.id, ['salePaid'])
      const results = await Promise.all(users.map((u, i) => (i % 2 ? a : b).channel.send(delivery(u.id))))
      for (const r of results) assert.equal(r.ok, true, JSON.stringify(r))
      assert.equal(tokenAsks().length, 1, 'one token request for both processes')
      assert.equal(a.tokens.fetched + b.tokens.fetched, 1)
      assert.deepEqual(JSON.parse(tokenAsks()[0].body), { grant_type: 'client_credential', appid: APP.appId, secret: APP.secret })
      assert.equal(sends().length, 4)
      for (const s of sends()) assert.equal(s.url.searchParams.get('access_token'), 'AT1')
      const body = JSON.parse(sends().find((s) => JSON.parse(s.body).touser === users[0].openid)!.body)
      assert.deepEqual(body, {
        touser: users[0].openid,
        template_id: 'TPL_PAID_0123',
        page: 'pages/index/orderDetail/index?id=42',
        data: {
          thing1: { value: '王者荣耀 V10 全皮肤 典藏账号 一…' },
          character_string2: { value: 'SO20261128103000123' },
          time3: { value: '2026-11-28 12:30' },
          thing4: { value: '请在截止前开始换绑' },
          amount5: { value: '123.45元' },
          thing6: { value: '买家已付款' },
        },
        miniprogram_state: 'trial',
        lang: 'zh_CN',
      })
      assert.equal(Array.from(body.data.thing1.value as string).length, 20, 'thing values fit in 20 characters')
      // a third process later reads the stored token: still no request
      const c = process(e)
      const u = users[0]
      await addGrants(e.db, u.id, ['salePaid'])
      assert.equal((await c.channel.send(delivery(u.id))).ok, true)
      assert.equal(tokenAsks().length, 1)
      assert.equal(c.tokens.fetched, 0)
    })

    it('a token WeChat refuses (40001) is renewed once, by one of two processes, and the sends go through', async () => {
      const e = env()
      const a = process(e)
      const b = process(e)
      await a.tokens.get()
      await b.tokens.get()
      const before = tokenAsks().length
      const [current] = await e.db.select().from(wechatAccessToken)
      state.sendAnswer = (req, n) => (req.url.searchParams.get('access_token') === current.token ? { errcode: 40001, errmsg: 'invalid credential' } : { errcode: 0, errmsg: 'ok', msgid: n })
      try {
        const u1 = await wechatUser(e)
        const u2 = await wechatUser(e)
        await addGrants(e.db, u1.id, ['salePaid'])
        await addGrants(e.db, u2.id, ['salePaid'])
        const [r1, r2] = await Promise.all([a.channel.send(delivery(u1.id)), b.channel.send(delivery(u2.id))])
        assert.equal(r1.ok, true, JSON.stringify(r1))
        assert.equal(r2.ok, true, JSON.stringify(r2))
        const renewals = tokenAsks().slice(before)
        assert.equal(renewals.length, 1, 'renewed once for both')
        assert.equal(JSON.parse(renewals[0].body).force_refresh, true)
        assert.deepEqual(await grantsOf(e.db, u1.id), { salePaid: 0 })
      } finally {
        state.sendAnswer = (_req, n) => ({ errcode: 0, errmsg: 'ok', msgid: 1000 + n })
      }
    })

    it('grants: counted per accept, each used once under concurrency, never below zero; no grant means no send', async () => {
      const e = env()
      const { channel } = process(e)
      const u = await wechatUser(e)
      await addGrants(e.db, u.id, ['salePaid'])
      await addGrants(e.db, u.id, ['salePaid', 'listed'])
      assert.deepEqual(await grantsOf(e.db, u.id), { salePaid: 2, listed: 1 })
      const before = sends().length
      const results = await Promise.all([1, 2, 3, 4, 5].map(() => channel.send(delivery(u.id))))
      assert.equal(results.filter((r) => r.ok).length, 2, 'two grants, two sends')
      for (const r of results.filter((x) => !x.ok)) assert.deepEqual(r, { ok: false, retry: false, skip: true, error: 'no grant' })
      assert.equal(sends().length - before, 2)
      assert.deepEqual(await grantsOf(e.db, u.id), { salePaid: 0, listed: 1 })

      const noOpenid = await registerUser(e)
      await addGrants(e.db, noOpenid.id, ['salePaid'])
      assert.deepEqual(await channel.send(delivery(noOpenid.id)), { ok: false, retry: false, skip: true, error: 'no openid' })
      assert.deepEqual(await channel.send(delivery(u.id, { copy: { kind: 'order.created.buyer', params: {} } })), { ok: false, retry: false, skip: true, error: 'no template' })
    })

    it('43101 (the user turned it off) drops the grants; a busy WeChat keeps the grant and asks for a retry; a bad template gives up', async () => {
      const e = env()
      const { channel } = process(e)
      const u = await wechatUser(e)
      await addGrants(e.db, u.id, ['salePaid'])
      await addGrants(e.db, u.id, ['salePaid'])
      try {
        state.sendAnswer = () => ({ errcode: -1, errmsg: 'system error' })
        assert.deepEqual(await channel.send(delivery(u.id)), { ok: false, retry: true, error: 'errcode -1: system error' })
        assert.deepEqual(await grantsOf(e.db, u.id), { salePaid: 2 }, 'not delivered: the grant stays')
        state.sendAnswer = () => ({ errcode: 40037, errmsg: 'invalid template_id' })
        assert.deepEqual(await channel.send(delivery(u.id)), { ok: false, retry: false, error: 'errcode 40037: invalid template_id' })
        state.sendAnswer = () => ({ errcode: 43101, errmsg: 'user refuse to accept the msg' })
        assert.deepEqual(await channel.send(delivery(u.id)), { ok: false, retry: false, skip: true, error: 'user refused (43101)' })
        assert.deepEqual(await grantsOf(e.db, u.id), { salePaid: 0 })
      } finally {
        state.sendAnswer = (_req, n) => ({ errcode: 0, errmsg: 'ok', msgid: 1000 + n })
      }
      const down = new WechatChannel(e.db, CONFIG, new WeixinSubscribeApi('http://127.0.0.1:9', new WechatTokenHolder(e.db, { ...APP, apiBase: 'http://127.0.0.1:9' })))
      await e.db.delete(wechatAccessToken)
      await addGrants(e.db, u.id, ['salePaid'])
      const r = await down.send(delivery(u.id))
      assert.equal(r.ok, false)
      assert.equal(!r.ok && r.retry, true, 'WeChat unreachable: tried again later')
      assert.deepEqual(await grantsOf(e.db, u.id), { salePaid: 1 })
    })

    it('the sandbox logs the message and uses the grant', async () => {
      const e = env()
      const lines: string[] = []
      const channel = new WechatChannel(e.db, CONFIG, new SandboxSubscribeApi((l) => lines.push(l)))
      const u = await wechatUser(e)
      await addGrants(e.db, u.id, ['salePaid'])
      assert.deepEqual(await channel.send(delivery(u.id)), { ok: true, providerId: 'sandbox-1' })
      assert.match(lines[0], /^WeChat subscribe message to o\w+ \(template TPL_PAID_0123, page pages\/index\/orderDetail\/index\?id=42\): thing1=/)
      assert.deepEqual(await channel.send(delivery(u.id)), { ok: false, retry: false, skip: true, error: 'no grant' })
    })

    it('the app asks for the templates of a moment and reports the answers: accepts are counted, unknown ids ignored, bad input refused', async () => {
      const e = env()
      const app = await e.build({ wechatSubscribe: CONFIG })
      const u = await wechatUser(e)
      let res = await call(app, 'GET', '/api/need/notify/wechat-grants?moment=paid', { token: u.token })
      assert.equal(res.code, 200, res.msg)
      assert.deepEqual(res.data, { tmplIds: ['TPL_PAID_0123'] })
      res = await call(app, 'GET', '/api/need/notify/wechat-grants?moment=listed', { token: u.token })
      assert.deepEqual(res.data, { tmplIds: ['TPL_LISTED_45'] })
      res = await call(app, 'GET', '/api/need/notify/wechat-grants?moment=dispute', { token: u.token })
      assert.deepEqual(res.data, { tmplIds: [] })
      assert.equal((await call(app, 'GET', '/api/need/notify/wechat-grants?moment=later', { token: u.token })).code, 400)
      assert.equal((await call(app, 'GET', '/api/need/notify/wechat-grants?moment=paid')).code, 401)

      res = await call(app, 'POST', '/api/need/notify/wechat-grants', { token: u.token, body: { results: { TPL_PAID_0123: 'accept', TPL_LISTED_45: 'reject', TPL_OTHER: 'accept' } } })
      assert.equal(res.code, 200, res.msg)
      assert.deepEqual(res.data, { counted: ['TPL_PAID_0123'] })
      await call(app, 'POST', '/api/need/notify/wechat-grants', { token: u.token, body: { results: { TPL_PAID_0123: 'accept', TPL_LISTED_45: 'accept' } } })
      assert.deepEqual(await grantsOf(e.db, u.id), { salePaid: 2, listed: 1 })
      for (const body of [{ results: { TPL_PAID_0123: 'maybe' } }, { results: { 'bad id!': 'accept' } }, { results: 'accept' }, {}]) {
        res = await call(app, 'POST', '/api/need/notify/wechat-grants', { token: u.token, body })
        assert.equal(res.code, 400, JSON.stringify(body))
        assert.ok(res.msg.length > 0)
      }
      assert.deepEqual(await grantsOf(e.db, u.id), { salePaid: 2, listed: 1 }, 'bad input changes nothing')
      const off = await e.build({ wechatSubscribe: CONFIG, wechatLogin: { provider: 'off' } })
      res = await call(off, 'GET', '/api/need/notify/wechat-grants?moment=paid', { token: u.token })
      assert.deepEqual(res.data, { tmplIds: [] }, 'WeChat login off: nothing to ask')
    })
  })
}

describe('WeChat subscribe configuration and pages', () => {
  const base = { SECRET_KEY: SECRET, DATA_DIR: '/tmp' }
  it('reads WECHAT_SUBSCRIBE_TEMPLATES and refuses a broken one, naming it', () => {
    const c = loadConfig({ ...base, WECHAT_SUBSCRIBE_TEMPLATES: JSON.stringify({ salePaid: { id: PAID.id, kinds: PAID.kinds, moments: ['paid'], fields: PAID.fields } }) })
    assert.deepEqual(c.wechatSubscribe, { templates: [PAID], state: 'formal' })
    assert.deepEqual(loadConfig(base).wechatSubscribe, { templates: [], state: 'formal' })
    assert.match(configProblem({ ...base, WECHAT_SUBSCRIBE_TEMPLATES: '{oops' }), /WECHAT_SUBSCRIBE_TEMPLATES must be JSON/)
    const four = Object.fromEntries([1, 2, 3, 4].map((n) => [`t${n}`, { id: `T${n}`, kinds: [`k${n}`], moments: ['paid'], fields: { thing1: '{title}' } }]))
    assert.match(configProblem({ ...base, WECHAT_SUBSCRIBE_TEMPLATES: JSON.stringify(four) }), /at most 3 templates per moment/)
    assert.match(configProblem({ ...base, WECHAT_SUBSCRIBE_TEMPLATES: JSON.stringify({ x: { id: 'T1', kinds: ['a'], moments: ['never'], fields: { thing1: '{title}' } } }) }), /WECHAT_SUBSCRIBE_TEMPLATES\.x: moments/)
    assert.match(configProblem({ ...base, WECHAT_SUBSCRIBE_TEMPLATES: JSON.stringify({ x: { id: 'T1', kinds: ['a'], moments: [], fields: { title: 'x' } } }) }), /WECHAT_SUBSCRIBE_TEMPLATES\.x: fields/)
  })

  it("every app URL maps to its mini program page (the route table's page)", () => {
    for (const r of routes) assert.equal(miniProgramPage(r.urls[0]), r.page, r.urls[0])
    assert.equal(miniProgramPage('/index/orderDetail?id=3'), 'pages/index/orderDetail/index?id=3')
    assert.equal(miniProgramPage(null), undefined)
    // a nested copy (a system reason) is rendered; lists joined; fixed text kept; a missing parameter is empty
    const t: SubscribeTemplate = { ...PAID, fields: { thing1: '{reason}', thing2: '{steps}', thing3: '原因：{reason}', phrase4: '{nothing}' } }
    const data = templateData(t, delivery(1, { copy: { kind: 'order.paid.seller', params: { reason: { kind: 'order.note.payExpired' }, steps: ['a', 'b'] } } }))
    assert.ok(data.thing1.value.length > 0 && !data.thing1.value.includes('[object'), data.thing1.value)
    assert.equal(data.thing2.value, 'a、b')
    assert.ok(data.thing3.value.startsWith('原因：') && !data.thing3.value.includes('[object'), data.thing3.value)
    assert.equal(data.phrase4.value, '')
    assert.equal(miniProgramPage('https://evil.example/x'), undefined)
  })
})
