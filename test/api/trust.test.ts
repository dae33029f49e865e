import assert from 'node:assert/strict'
import { before, describe, it } from 'node:test'
import { count, eq } from 'drizzle-orm'
import { lookupValueOk, normaliseLookup } from '../../contract/rules'
import { blacklist, cooperationEnquiries, officialAccounts } from '../../server/modules/trust/schema'
import { users } from '../../server/modules/user/schema'
import { createSession } from '../../server/modules/auth/sessions'
import { call, DRIVERS, randomIp, registerUser, useTestEnv, type TestEnv } from './helpers'

const EN = 'en-US,en;q=0.9'
const q = (params: Record<string, string>) => new URLSearchParams(params).toString()
const lookup = (e: TestEnv, kind: string, value: string, opts: { ip?: string; lang?: string; app?: TestEnv['app'] } = {}) =>
  call(opts.app ?? e.app, 'GET', `/api/black/blackList?${q({ kind, value })}`, opts)
const checkAccount = (e: TestEnv, kind: string, value: string, opts: { ip?: string; lang?: string; app?: TestEnv['app'] } = {}) =>
  call(opts.app ?? e.app, 'GET', `/api/V2/H5/checkAccount?${q({ kind, value })}`, opts)

async function adminToken(e: TestEnv): Promise<string> {
  const [admin] = await e.db.select({ id: users.id }).from(users).where(eq(users.role, 'admin')).limit(1)
  return (await createSession(e.db, admin.id, 1)).token
}

const rowCount = async (e: TestEnv, table: typeof blacklist | typeof cooperationEnquiries | typeof officialAccounts) =>
  Number((await e.db.select({ n: count() }).from(table))[0].n)

const COOP = { kind: 'channel', company: '星河游戏工作室', name: '王经理', contact: '13912345678', message: '我们是一家游戏账号渠道商，希望洽谈长期合作。' }

for (const driver of DRIVERS) {
  describe(`trust and service [${driver}]`, () => {
    const env = useTestEnv(driver)
    let admin = ''
    let user = ''

    before(async () => {
      const e = env()
      admin = await adminToken(e)
      user = (await registerUser(e)).token
    })

    it('seeded values are normalised and valid for their kind', async () => {
      const e = env()
      for (const r of await e.db.select().from(blacklist)) {
        assert.equal(normaliseLookup(r.kind, r.value), r.value, `${r.kind} ${r.value} is stored normalised`)
        assert.ok(lookupValueOk(r.kind, r.value), `${r.kind} ${r.value} is valid`)
      }
      for (const r of await e.db.select().from(officialAccounts)) {
        assert.equal(normaliseLookup(r.kind, r.value), r.value, `${r.kind} ${r.value} is stored normalised`)
        assert.ok(lookupValueOk(r.kind, r.value), `${r.kind} ${r.value} is valid`)
      }
    })

    it('blacklist: a listed QQ answers its entries newest first with game names; a clean one answers none', async () => {
      const e = env()
      const res = await lookup(e, 'qq', '10001001')
      assert.equal(res.code, 200, res.msg)
      assert.equal(res.data.kind, 'qq')
      assert.equal(res.data.value, '10001001')
      assert.equal(res.data.listed, true)
      assert.equal(res.data.entries.length, 2)
      assert.deepEqual(Object.keys(res.data.entries[0]).sort(), ['gameName', 'listedAt', 'reason'])
      assert.equal(res.data.entries[0].reason, '账号已被原号主找回，买家损失8000元')
      assert.equal(res.data.entries[0].gameName, '王者荣耀')
      assert.equal(res.data.entries[1].gameName, '和平精英')
      assert.ok(res.data.entries[0].listedAt > res.data.entries[1].listedAt, 'newest first')

      const clean = await lookup(e, 'qq', '10001002')
      assert.equal(clean.code, 200)
      assert.deepEqual(clean.data, { kind: 'qq', value: '10001002', listed: false, entries: [] })

      const phone = await lookup(e, 'phone', '13900000013')
      assert.equal(phone.data.listed, true)
      assert.equal(phone.data.entries[0].reason, '冒充平台客服诈骗')
      assert.equal(phone.data.entries[0].gameName, null)

      // the same value under another kind is another lookup
      assert.equal((await lookup(e, 'wechat', '13900000013')).data.listed, false)
    })

    it('blacklist: values are normalised before matching', async () => {
      const e = env()
      const qq = await lookup(e, 'qq', ' 100-01001 ')
      assert.equal(qq.code, 200, qq.msg)
      assert.equal(qq.data.value, '10001001')
      assert.equal(qq.data.listed, true)
      const phone = await lookup(e, 'phone', '139 0000 0013')
      assert.equal(phone.data.value, '13900000013')
      assert.equal(phone.data.listed, true)
      const wechat = await lookup(e, 'wechat', '  Game_Trader_LEE ')
      assert.equal(wechat.data.value, 'game_trader_lee')
      assert.equal(wechat.data.listed, true)
      const account = await lookup(e, 'game_account', 'WZ_King_2077')
      assert.equal(account.data.value, 'wz_king_2077')
      assert.equal(account.data.listed, true)
    })

    it('blacklist: a value that cannot be of its kind is a 400 naming the kind', async () => {
      const e = env()
      const cases: [string, string, string, string][] = [
        ['qq', 'abc', '请输入正确的QQ号', 'enter a valid QQ number'],
        ['qq', '0123456', '请输入正确的QQ号', 'enter a valid QQ number'],
        ['qq', '', '请输入正确的QQ号', 'enter a valid QQ number'],
        ['phone', '12345', '请输入正确的手机号', 'enter a valid mobile phone number'],
        ['wechat', '1abcdef', '请输入正确的微信号', 'enter a valid WeChat ID'],
        ['game_account', 'a', '请输入正确的游戏账号（2-64个字符）', 'enter a valid game account (2-64 characters)'],
        ['game_account', 'x'.repeat(65), '请输入正确的游戏账号（2-64个字符）', 'enter a valid game account (2-64 characters)'],
      ]
      for (const [kind, value, zh, en] of cases) {
        const res = await lookup(e, kind, value)
        assert.equal(res.code, 400, `${kind} ${value}`)
        assert.equal(res.msg, zh)
        assert.equal((await lookup(e, kind, value, { lang: EN })).msg, en)
      }
      for (const url of [
        '/api/black/blackList?kind=email&value=a%40b.cn',
        '/api/black/blackList?kind=qq',
        '/api/black/blackList?value=10001001',
        '/api/black/blackList?kind=qq&value=10001001&extra=1',
        `/api/black/blackList?kind=qq&value=${'1'.repeat(201)}`,
      ]) {
        const res = await call(e.app, 'GET', url)
        assert.equal(res.code, 400, url)
      }
      assert.equal((await call(e.app, 'GET', '/api/black/blackList?kind=qq')).msg, '查询内容不能为空')
    })

    it('lookups: one hourly limit per client IP shared by both checks; bad values do not count', async () => {
      const e = env()
      const app = await e.build({ limits: { lookupsPerIpPerHour: 3 } })
      const ip = randomIp()
      assert.equal((await lookup(e, 'qq', '10001001', { app, ip })).code, 200)
      assert.equal((await lookup(e, 'qq', 'not-a-qq', { app, ip })).code, 400)
      assert.equal((await checkAccount(e, 'qq', '800012345', { app, ip })).code, 200)
      assert.equal((await lookup(e, 'phone', '13900000013', { app, ip })).code, 200)
      let res = await lookup(e, 'qq', '10001001', { app, ip })
      assert.equal(res.code, 429)
      assert.match(res.msg, /^查询过于频繁，请\d+分钟后再试$/)
      res = await checkAccount(e, 'qq', '800012345', { app, ip, lang: EN })
      assert.equal(res.code, 429)
      assert.match(res.msg, /^too many lookups, please try again in \d+ minutes$/)
      const raw = await app.inject({ method: 'GET', url: '/api/black/blackList?kind=qq&value=10001001', remoteAddress: ip })
      assert.equal(raw.statusCode, 429)
      assert.ok(Number(raw.headers['retry-after']) > 0, 'Retry-After is sent')
      assert.equal((await lookup(e, 'qq', '10001001', { app, ip: randomIp() })).code, 200, 'another IP is not affected')
    })

    it('checkAccount: public and non-public official accounts count, values normalised; others are not official', async () => {
      const e = env()
      let res = await checkAccount(e, 'qq', '800012345')
      assert.equal(res.code, 200, res.msg)
      assert.deepEqual(res.data, { kind: 'qq', value: '800012345', official: true, name: '售前客服-小橙' })
      res = await checkAccount(e, 'payee', '  PAY@yxzh-trade.com ')
      assert.deepEqual(res.data, { kind: 'payee', value: 'pay@yxzh-trade.com', official: true, name: '平台对公收款账户' })
      res = await checkAccount(e, 'qq_group', '612-345-001')
      assert.equal(res.data.official, true)
      assert.equal(res.data.name, '官方交易1群')
      res = await checkAccount(e, 'wechat', 'XiaoCheng_Kefu')
      assert.equal(res.data.official, true)
      res = await checkAccount(e, 'phone', '177 0000 0100')
      assert.equal(res.data.official, true)
      res = await checkAccount(e, 'qq', '10001001')
      assert.deepEqual(res.data, { kind: 'qq', value: '10001001', official: false, name: null })
      // the same number under another kind is not official
      assert.equal((await checkAccount(e, 'qq_group', '800012345')).data.official, false)

      res = await checkAccount(e, 'qq_group', '12345')
      assert.equal(res.code, 400)
      assert.equal(res.msg, '请输入正确的QQ群号')
      res = await checkAccount(e, 'payee', 'x', { lang: EN })
      assert.equal(res.code, 400)
      assert.equal(res.msg, 'enter a valid payee account (2-64 characters)')
      assert.equal((await checkAccount(e, 'game_account', 'abcdef')).code, 400, 'game accounts are not official kinds')
    })

    it('contact lists: only public rows of their kinds, in display order', async () => {
      const e = env()
      // a hidden QQ and one that sorts first
      const hidden = await call(e.app, 'POST', '/api/admin/official-accounts', {
        token: admin,
        body: { kind: 'qq', name: '内部客服', value: '800099999', public: false, sort: -5 },
      })
      assert.equal(hidden.code, 200, hidden.msg)
      const first = await call(e.app, 'POST', '/api/admin/official-accounts', {
        token: admin,
        body: { kind: 'qq', name: '大客户专线', value: '800088888', description: '大额交易', public: true, sort: -1 },
      })
      assert.equal(first.code, 200, first.msg)

      const qqs = await call(e.app, 'GET', '/api/V2/H5/allQQlist')
      assert.equal(qqs.code, 200, qqs.msg)
      assert.ok(qqs.data.every((c: { kind: string }) => c.kind === 'qq'))
      assert.ok(!qqs.data.some((c: { value: string }) => c.value === '800099999'), 'not public: not listed')
      assert.equal(qqs.data[0].value, '800088888', 'the smallest sort comes first')
      assert.deepEqual(
        qqs.data.slice(1).map((c: { name: string }) => c.name),
        ['售前客服-小橙', '售后客服-小橘', '卖号客服-小柚'],
      )
      assert.deepEqual(Object.keys(qqs.data[0]).sort(), ['description', 'id', 'kind', 'name', 'qrText', 'value'])
      // hidden, yet still official
      assert.equal((await checkAccount(e, 'qq', '800099999')).data.official, true)

      const groups = await call(e.app, 'GET', '/api/V2/H5/qqGroup')
      assert.deepEqual(
        groups.data.map((c: { name: string }) => c.name),
        ['官方交易1群', '官方交易2群', '卖家交流群'],
      )
      assert.ok(groups.data.every((c: { qrText: string | null }) => c.qrText?.startsWith('https://')), 'groups carry join links')

      const accounts = await call(e.app, 'GET', '/api/V2/H5/account')
      const kinds = accounts.data.map((c: { kind: string }) => c.kind)
      assert.ok(kinds.includes('wechat') && kinds.includes('phone'))
      assert.ok(kinds.every((k: string) => k === 'wechat' || k === 'phone'), 'no payee account is listed')
      assert.equal((await call(e.app, 'GET', '/api/V2/H5/account?x=1')).code, 400)

      for (const id of [hidden.data.id, first.data.id]) {
        assert.equal((await call(e.app, 'DELETE', `/api/admin/official-accounts/${id}`, { token: admin })).code, 200)
      }
    })

    it('media accounts in display order', async () => {
      const e = env()
      const res = await call(e.app, 'GET', '/api/web/social/list')
      assert.equal(res.code, 200, res.msg)
      assert.deepEqual(
        res.data.map((s: { platform: string }) => s.platform),
        ['wechat_mp', 'weibo', 'douyin', 'bilibili', 'xiaohongshu'],
      )
      assert.ok(res.data.every((s: { followers: number | null }) => typeof s.followers === 'number' && s.followers > 0))
      assert.deepEqual(Object.keys(res.data[0]).sort(), ['description', 'followers', 'handle', 'id', 'name', 'platform', 'url'])
    })

    it('cooperation: stored with the user when logged in; bad input is a 400 that stores nothing', async () => {
      const e = env()
      let res = await call(e.app, 'POST', '/api/web/cooperate', { body: COOP })
      assert.equal(res.code, 200, res.msg)
      assert.equal(res.msg, '提交成功，我们的商务人员会尽快与您联系')
      assert.deepEqual(Object.keys(res.data), ['id'])
      let [row] = await e.db.select().from(cooperationEnquiries).where(eq(cooperationEnquiries.id, res.data.id))
      assert.equal(row.userId, null)
      assert.equal(row.company, '星河游戏工作室')

      const me = await registerUser(e)
      res = await call(e.app, 'POST', '/api/web/cooperate', {
        token: me.token,
        body: { kind: 'media', name: '  小李 ', contact: 'li@example.com', message: '  自媒体博主，想做账号交易防骗科普合作。  ' },
      })
      assert.equal(res.code, 200, res.msg)
      ;[row] = await e.db.select().from(cooperationEnquiries).where(eq(cooperationEnquiries.id, res.data.id))
      assert.equal(row.userId, me.id)
      assert.equal(row.company, null)
      assert.equal(row.name, '小李')
      assert.equal(row.message, '自媒体博主，想做账号交易防骗科普合作。')
      // a stale token is treated as logged out
      res = await call(e.app, 'POST', '/api/web/cooperate', { token: 'not-a-token', body: COOP })
      assert.equal(res.code, 200)

      const stored = await rowCount(e, cooperationEnquiries)
      const bad: [Record<string, unknown>, string][] = [
        [{ ...COOP, name: '   ' }, '请填写联系人姓名（最多30个字）'],
        [{ ...COOP, name: '名'.repeat(31) }, '请填写联系人姓名（最多30个字）'],
        [{ ...COOP, company: '公'.repeat(51) }, '公司或工作室名称不能超过50个字'],
        [{ ...COOP, contact: '1234' }, '联系方式需为5-50个字符（手机号、QQ或微信）'],
        [{ ...COOP, message: '想合作' }, '合作内容需为10-1000个字'],
        [{ ...COOP, message: '合'.repeat(1001) }, '合作内容需为10-1000个字'],
        [{ ...COOP, kind: 'spam' }, ''],
        [{ ...COOP, extra: 1 }, '不支持的字段：extra'],
        [{ kind: 'other', name: '王', contact: '13912345678' }, '合作内容不能为空'],
      ]
      for (const [body, msg] of bad) {
        res = await call(e.app, 'POST', '/api/web/cooperate', { body })
        assert.equal(res.code, 400, JSON.stringify(body).slice(0, 80))
        if (msg) assert.equal(res.msg, msg)
      }
      res = await call(e.app, 'POST', '/api/web/cooperate', { body: { ...COOP, message: '想合作' }, lang: EN })
      assert.equal(res.msg, 'the message must be 10-1000 characters')
      assert.equal(await rowCount(e, cooperationEnquiries), stored, 'nothing stored')
    })

    it('cooperation: limited per client IP and day; bad input does not count', async () => {
      const e = env()
      const app = await e.build({ limits: { cooperationPerIpPerDay: 2 } })
      const ip = randomIp()
      assert.equal((await call(app, 'POST', '/api/web/cooperate', { body: COOP, ip })).code, 200)
      assert.equal((await call(app, 'POST', '/api/web/cooperate', { body: { ...COOP, message: '短' }, ip })).code, 400)
      assert.equal((await call(app, 'POST', '/api/web/cooperate', { body: COOP, ip })).code, 200)
      const stored = await rowCount(e, cooperationEnquiries)
      const res = await call(app, 'POST', '/api/web/cooperate', { body: COOP, ip })
      assert.equal(res.code, 429)
      assert.equal(res.msg, '今日提交合作申请次数过多，请明天再试')
      assert.equal(await rowCount(e, cooperationEnquiries), stored, 'a limited enquiry is not stored')
      assert.equal((await call(app, 'POST', '/api/web/cooperate', { body: COOP, ip: randomIp() })).code, 200)
    })

    it('admin routes: 401 without a session, 403 for other users, before the input is looked at', async () => {
      const e = env()
      const routes: [string, string, unknown?][] = [
        ['GET', '/api/admin/blacklist'],
        ['POST', '/api/admin/blacklist', { kind: 'qq', value: '55555555', reason: '测试原因' }],
        ['DELETE', '/api/admin/blacklist/1'],
        ['GET', '/api/admin/official-accounts'],
        ['POST', '/api/admin/official-accounts', { kind: 'qq', name: '客服', value: '55555555', public: true }],
        ['DELETE', '/api/admin/official-accounts/1'],
        ['GET', '/api/admin/cooperation'],
        ['POST', '/api/admin/blacklist', { bogus: true }],
      ]
      const before = [await rowCount(e, blacklist), await rowCount(e, officialAccounts)]
      for (const [method, url, body] of routes) {
        assert.equal((await call(e.app, method, url, { body })).code, 401, `${method} ${url} logged out`)
        assert.equal((await call(e.app, method, url, { body, token: user })).code, 403, `${method} ${url} as a user`)
      }
      assert.deepEqual([await rowCount(e, blacklist), await rowCount(e, officialAccounts)], before, 'nothing changed')
    })

    it('admin blacklist: add normalised, duplicates 409, list and filter, remove (then no longer listed), 404 unknown', async () => {
      const e = env()
      const value = '8' + String(Date.now()).slice(-8)
      const [game] = (await call(e.app, 'GET', '/api/admin/blacklist?kind=qq&value=10001001', { token: admin })).data.rows
      assert.ok(game, 'the seeded entry is found by the admin filter')

      let res = await call(e.app, 'POST', '/api/admin/blacklist', {
        token: admin,
        body: { kind: 'qq', value: ` ${value.slice(0, 4)}-${value.slice(4)} `, reason: '  冒充平台客服诈骗  ', gameId: game.gameId },
      })
      assert.equal(res.code, 200, res.msg)
      assert.equal(res.msg, '已加入黑名单')
      const entry = res.data
      assert.equal(entry.value, value)
      assert.equal(entry.reason, '冒充平台客服诈骗')
      assert.equal(entry.gameId, game.gameId)
      assert.equal(entry.gameName, '王者荣耀')
      assert.deepEqual(Object.keys(entry).sort(), ['gameId', 'gameName', 'id', 'kind', 'listedAt', 'reason', 'value'])

      let look = await lookup(e, 'qq', value)
      assert.equal(look.data.listed, true)
      assert.equal(look.data.entries[0].reason, '冒充平台客服诈骗')

      // the same kind, value and game (however typed) is a duplicate; another game or none is not
      res = await call(e.app, 'POST', '/api/admin/blacklist', { token: admin, body: { kind: 'qq', value, reason: '重复拉黑', gameId: game.gameId } })
      assert.equal(res.code, 409)
      assert.equal(res.msg, '该账号已在黑名单中')
      res = await call(e.app, 'POST', '/api/admin/blacklist', { token: admin, body: { kind: 'qq', value, reason: '无游戏的记录' } })
      assert.equal(res.code, 200, res.msg)
      const noGame = res.data
      assert.equal(noGame.gameId, null)
      assert.equal(noGame.gameName, null)
      res = await call(e.app, 'POST', '/api/admin/blacklist', { token: admin, body: { kind: 'qq', value, reason: '无游戏的记录', gameId: null } })
      assert.equal(res.code, 409)

      const list = await call(e.app, 'GET', `/api/admin/blacklist?kind=qq&value=${value}&pageSize=5`, { token: admin })
      assert.equal(list.code, 200, list.msg)
      assert.equal(list.data.total, 2)
      assert.deepEqual(list.data.rows.map((r: { id: number }) => r.id), [noGame.id, entry.id], 'newest first')
      const all = await call(e.app, 'GET', '/api/admin/blacklist?pageSize=50', { token: admin })
      assert.ok(all.data.total >= 14)
      assert.equal((await call(e.app, 'GET', '/api/admin/blacklist?value=%25', { token: admin })).data.total, 0, 'LIKE wildcards are literal')

      // bad input changes nothing
      const stored = await rowCount(e, blacklist)
      const bad: [Record<string, unknown>, string][] = [
        [{ kind: 'qq', value: 'abc', reason: '原因原因' }, '请输入正确的QQ号'],
        [{ kind: 'phone', value: '1390000', reason: '原因原因' }, '请输入正确的手机号'],
        [{ kind: 'qq', value: '55555555', reason: '短' }, '拉黑原因需为2-200个字'],
        [{ kind: 'qq', value: '55555555', reason: '原'.repeat(201) }, '拉黑原因需为2-200个字'],
        [{ kind: 'qq', value: '55555555', reason: '原因原因', gameId: 999999 }, '所选游戏不存在'],
        [{ kind: 'qq_group', value: '55555555', reason: '原因原因' }, ''],
        [{ kind: 'qq', value: '55555555' }, '原因不能为空'],
      ]
      for (const [body, msg] of bad) {
        res = await call(e.app, 'POST', '/api/admin/blacklist', { token: admin, body })
        assert.equal(res.code, 400, JSON.stringify(body))
        if (msg) assert.equal(res.msg, msg)
      }
      assert.equal(await rowCount(e, blacklist), stored)

      // removal
      res = await call(e.app, 'DELETE', `/api/admin/blacklist/${entry.id}`, { token: admin })
      assert.equal(res.code, 200, res.msg)
      assert.equal(res.msg, '已移出黑名单')
      look = await lookup(e, 'qq', value)
      assert.deepEqual(look.data.entries.map((x: { reason: string }) => x.reason), ['无游戏的记录'])
      res = await call(e.app, 'DELETE', `/api/admin/blacklist/${noGame.id}`, { token: admin })
      assert.equal(res.code, 200)
      look = await lookup(e, 'qq', value)
      assert.equal(look.data.listed, false, 'a removed entry is no longer listed')
      res = await call(e.app, 'DELETE', `/api/admin/blacklist/${entry.id}`, { token: admin })
      assert.equal(res.code, 404)
      assert.equal(res.msg, '黑名单记录不存在')
      assert.equal((await call(e.app, 'DELETE', '/api/admin/blacklist/abc', { token: admin })).code, 400)
    })

    it('admin official accounts: add normalised, duplicates 409, list all with public and sort, remove, 404 unknown', async () => {
      const e = env()
      let res = await call(e.app, 'POST', '/api/admin/official-accounts', {
        token: admin,
        body: { kind: 'wechat', name: ' 微信客服-小柚 ', value: ' XiaoYou_Kefu ', description: '每日 9:00-18:00', qrText: null, public: true, sort: 9 },
      })
      assert.equal(res.code, 200, res.msg)
      const acc = res.data
      assert.deepEqual(
        { ...acc, id: 0 },
        { id: 0, kind: 'wechat', name: '微信客服-小柚', value: 'xiaoyou_kefu', description: '每日 9:00-18:00', qrText: null, public: true, sort: 9 },
      )
      assert.equal((await checkAccount(e, 'wechat', 'xiaoyou_kefu')).data.official, true)
      const listed = await call(e.app, 'GET', '/api/V2/H5/account')
      assert.equal(listed.data.at(-1).value, 'xiaoyou_kefu', 'largest sort comes last')

      res = await call(e.app, 'POST', '/api/admin/official-accounts', {
        token: admin,
        body: { kind: 'wechat', name: '另一个名字', value: 'xiaoyou_kefu', public: false },
      })
      assert.equal(res.code, 409)
      assert.equal(res.msg, '该官方账号已存在')

      const all = await call(e.app, 'GET', '/api/admin/official-accounts', { token: admin })
      assert.equal(all.code, 200, all.msg)
      assert.ok(all.data.some((a: { kind: string; public: boolean }) => a.kind === 'payee' && !a.public), 'non-public ones are listed for admins')
      const wechats = await call(e.app, 'GET', '/api/admin/official-accounts?kind=wechat', { token: admin })
      assert.ok(wechats.data.every((a: { kind: string }) => a.kind === 'wechat'))
      assert.equal((await call(e.app, 'GET', '/api/admin/official-accounts?kind=email', { token: admin })).code, 400)

      const stored = await rowCount(e, officialAccounts)
      const bad: [Record<string, unknown>, string][] = [
        [{ kind: 'phone', name: '客服热线', value: '400-800-12', public: true }, '请输入正确的手机号'],
        [{ kind: 'qq', name: '   ', value: '800077777', public: true }, '请填写名称（最多30个字）'],
        [{ kind: 'qq', name: '客服', value: '800077777' }, ''],
        [{ kind: 'qq', name: '客服', value: '800077777', public: true, extra: 1 }, '不支持的字段：extra'],
      ]
      for (const [body, msg] of bad) {
        res = await call(e.app, 'POST', '/api/admin/official-accounts', { token: admin, body })
        assert.equal(res.code, 400, JSON.stringify(body))
        if (msg) assert.equal(res.msg, msg)
      }
      assert.equal(await rowCount(e, officialAccounts), stored)
      // a 400 / 800 service hotline is a phone of the platform too
      res = await call(e.app, 'POST', '/api/admin/official-accounts', {
        token: admin,
        body: { kind: 'phone', name: '客服热线', value: '400-800-1234', public: true },
      })
      assert.equal(res.code, 200, res.msg)
      assert.equal(res.data.value, '4008001234')
      const hotline = await call(e.app, 'GET', '/api/V2/H5/checkAccount?kind=phone&value=400-800-1234')
      assert.equal(hotline.data.official, true)

      res = await call(e.app, 'DELETE', `/api/admin/official-accounts/${acc.id}`, { token: admin })
      assert.equal(res.code, 200, res.msg)
      assert.equal((await checkAccount(e, 'wechat', 'xiaoyou_kefu')).data.official, false)
      assert.ok(!(await call(e.app, 'GET', '/api/V2/H5/account')).data.some((c: { id: number }) => c.id === acc.id))
      res = await call(e.app, 'DELETE', `/api/admin/official-accounts/${acc.id}`, { token: admin })
      assert.equal(res.code, 404)
      assert.equal(res.msg, '官方账号不存在')
    })

    it('admin cooperation: enquiries newest first, paged', async () => {
      const e = env()
      const a = await call(e.app, 'POST', '/api/web/cooperate', { body: { ...COOP, kind: 'studio', company: null } })
      const b = await call(e.app, 'POST', '/api/web/cooperate', { body: { ...COOP, kind: 'advertising' } })
      assert.equal(a.code, 200)
      assert.equal(b.code, 200)
      const res = await call(e.app, 'GET', '/api/admin/cooperation?pageSize=2', { token: admin })
      assert.equal(res.code, 200, res.msg)
      assert.ok(res.data.total >= 2)
      assert.deepEqual(res.data.rows.map((r: { id: number }) => r.id), [b.data.id, a.data.id])
      assert.deepEqual(Object.keys(res.data.rows[1]).sort(), ['company', 'contact', 'createdAt', 'handledAt', 'handledNote', 'id', 'kind', 'message', 'name'])
      assert.equal(res.data.rows[1].company, null)
      assert.equal(res.data.rows[0].kind, 'advertising')
    })
  })
}
