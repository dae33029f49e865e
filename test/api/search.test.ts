/**
 * Hot searches: the catalogue's keyword search counts each searcher once a day per keyword; the list orders
 * keywords by searchers over the last 7 days, shows a word only once two searchers used it, and ignores blank,
 * too long and number-like keywords, later pages and refused queries. The demo data makes it non-empty.
 */
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { and, count, eq } from 'drizzle-orm'
import { goods } from '../../server/modules/goods/schema'
import { games } from '../../server/modules/game/schema'
import { auditLog } from '../../server/modules/audit/schema'
import { hotSearchRules, searchEvents } from '../../server/modules/search/schema'
import { goodsSearchTokens } from '../../server/lib/search-tokens'
import { chinaDate } from '../../contract/clock'
import type { AdminHotSearch } from '../../contract/admin-search'
import { listing } from './buying'
import { call, DRIVERS, randomIp, registerUser, roleToken, useTestEnv, type TestEnv } from './helpers'

const search = (e: TestEnv, keyword: string, ip: string, extra: Record<string, unknown> = {}) =>
  call(e.app, 'POST', '/api/web/good/allList', { body: { keyword, ...extra }, ip })

const hot = async (e: TestEnv, limit?: number) => {
  const res = await call(e.app, 'GET', '/api/web/search/hot' + (limit ? `?limit=${limit}` : ''))
  assert.equal(res.code, 200)
  return res.data as { keyword: string; count: number }[]
}

/** an admin's rule on words the catalogue does not know, so the counting tests can see them on the list */
const rule = async (e: TestEnv, rule: 'hidden' | 'allowed', ...keywords: string[]) => {
  const admin = await roleToken(e, 'admin')
  for (const keyword of keywords) {
    const res = await call(e.app, 'PUT', '/api/admin/search/rules', { token: admin.token, body: { keyword, rule } })
    assert.equal(res.code, 200, res.msg)
  }
}

/** the same keyword searched from `n` addresses */
const searchFrom = async (e: TestEnv, keyword: string, n: number) => {
  for (let i = 0; i < n; i++) assert.equal((await search(e, keyword, randomIp())).code, 200)
}

const consoleHot = async (e: TestEnv, token: string) => {
  const res = await call(e.app, 'GET', '/api/admin/search/hot', { token })
  assert.equal(res.code, 200, res.msg)
  return res.data as AdminHotSearch[]
}

const eventsOf = async (e: TestEnv, keyword: string) => e.db.select().from(searchEvents).where(eq(searchEvents.keyword, keyword))

for (const driver of DRIVERS) {
  describe(`hot searches [${driver}]`, () => {
    const env = useTestEnv(driver)

    it('the demo data gives a list, most searchers first', async () => {
      const list = await hot(env())
      assert.equal(list.length, 10)
      assert.equal(list[0].keyword, '王者荣耀')
      for (let i = 1; i < list.length; i++) assert.ok(list[i - 1].count >= list[i].count, 'ordered by count')
      assert.equal((await hot(env(), 3)).length, 3)
    })

    it('counts a searcher once a day per keyword, and orders by searchers', async () => {
      const e = env()
      await rule(e, 'allowed', '测试热词甲', '测试热词乙')
      const [a, b, c] = [randomIp(), randomIp(), randomIp()]
      for (const ip of [a, a, a, b]) assert.equal((await search(e, '测试热词甲', ip)).code, 200)
      for (const ip of [a, b, c]) assert.equal((await search(e, '  测试热词乙 ', ip)).code, 200)
      assert.equal((await eventsOf(e, '测试热词甲')).length, 2, 'one row per searcher and day')
      const list = await hot(e, 20)
      const jia = list.find((h) => h.keyword === '测试热词甲')
      const yi = list.find((h) => h.keyword === '测试热词乙')
      assert.equal(jia?.count, 2)
      assert.equal(yi?.count, 3, 'trimmed keywords count as one')
      assert.ok(list.indexOf(yi!) < list.indexOf(jia!), 'more searchers first')
    })

    it('case and width variants count as one keyword; one searcher alone never shows', async () => {
      const e = env()
      await rule(e, 'allowed', 'abc典藏', '只有一人搜过')
      await search(e, 'ＡＢＣ典藏', randomIp())
      await search(e, 'abc典藏', randomIp())
      await search(e, '只有一人搜过', randomIp())
      const list = await hot(e, 20)
      assert.equal(list.find((h) => h.keyword === 'abc典藏')?.count, 2)
      assert.ok(!list.some((h) => h.keyword === '只有一人搜过'))
    })

    it('only the last 7 days count', async () => {
      const e = env()
      await rule(e, 'allowed', '上周热词', '本周热词')
      const old = Date.now() - 8 * 86400_000
      const recent = Date.now() - 6 * 86400_000
      await e.db.insert(searchEvents).values([
        ...['o1', 'o2', 'o3', 'o4', 'o5', 'o6'].map((client) => ({ keyword: '上周热词', client, day: chinaDate(old), createdAt: new Date(old) })),
        ...['r1', 'r2'].map((client) => ({ keyword: '本周热词', client, day: chinaDate(recent), createdAt: new Date(recent) })),
        { keyword: '本周热词', client: 'r3', day: chinaDate(old), createdAt: new Date(old) },
      ])
      // a new counted search refreshes the cached list
      await search(e, '刷新热词', randomIp())
      await search(e, '刷新热词', randomIp())
      const list = await hot(e, 20)
      assert.ok(!list.some((h) => h.keyword === '上周热词'), 'older than 7 days')
      assert.equal(list.find((h) => h.keyword === '本周热词')?.count, 2)
    })

    it('ignores blank, too long and number-like keywords, later pages and refused queries', async () => {
      const e = env()
      const before = (await e.db.select().from(searchEvents)).length
      const ip = randomIp()
      assert.equal((await search(e, '   ', ip)).code, 200)
      assert.equal((await search(e, '很'.repeat(31), ip)).code, 200)
      assert.equal((await search(e, '13800000001', ip)).code, 200)
      assert.equal((await search(e, '第二页', ip, { pageNum: 2 })).code, 200)
      assert.equal((await search(e, '拒绝的', ip, { priceMin: 500, priceMax: 100 })).code, 400)
      assert.equal((await search(e, '未知属性', ip, { attrs: [{ key: 'nope', values: ['x'] }] })).code, 400)
      assert.equal((await call(e.app, 'POST', '/api/web/good/allList', { body: {}, ip })).code, 200)
      assert.equal((await e.db.select().from(searchEvents)).length, before)
    })

    it('scam text searched from eight addresses never reaches the list, and cannot be allowed', async () => {
      const e = env()
      const scam = '加薇信abcdefg低价出号'
      await searchFrom(e, scam, 8)
      await searchFrom(e, '官网 evil。com 退款', 8)
      const list = await hot(e, 20)
      assert.ok(!list.some((h) => h.keyword.includes('abcdefg') || h.keyword.includes('evil')), JSON.stringify(list))
      const admin = await roleToken(e, 'admin')
      const seen = (await consoleHot(e, admin.token)).find((h) => h.keyword === scam)
      assert.deepEqual(seen, { keyword: scam, count: 8, verdict: 'contact', shown: false })
      const allow = await call(e.app, 'PUT', '/api/admin/search/rules', { token: admin.token, body: { keyword: scam, rule: 'allowed' } })
      assert.equal(allow.code, 400)
      assert.equal(allow.msg, '热词含联系方式，不能加入白名单')
      assert.ok(!(await hot(e, 20)).some((h) => h.keyword === scam))
    })

    it('a word the catalogue does not know is not shown until an admin allows it; a title word of a listing on sale is', async () => {
      const e = env()
      await searchFrom(e, '随便什么词', 8)
      assert.ok(!(await hot(e, 20)).some((h) => h.keyword === '随便什么词'), 'unknown to the catalogue')
      const admin = await roleToken(e, 'admin')
      assert.equal((await consoleHot(e, admin.token)).find((h) => h.keyword === '随便什么词')?.verdict, 'unknown')

      await rule(e, 'allowed', '随便什么词')
      assert.equal((await hot(e, 20)).find((h) => h.keyword === '随便什么词')?.count, 8, 'allowed')
      const gone = await call(e.app, 'DELETE', '/api/admin/search/rules/' + encodeURIComponent('随便什么词'), { token: admin.token })
      assert.equal(gone.code, 200, gone.msg)
      assert.ok(!(await hot(e, 20)).some((h) => h.keyword === '随便什么词'), 'no longer allowed')

      // a listing on sale titled with the word makes it a catalogue word; the same title off the shelf does not
      const seller = await registerUser(e)
      await searchFrom(e, '星河限定', 3)
      await searchFrom(e, '月影限定', 3)
      for (const [title, status] of [['星河限定 典藏号', 'on_sale'], ['月影限定 典藏号', 'off_shelf']] as const) {
        const id = await listing(e, seller.id, { title, status })
        const tokens = goodsSearchTokens({ title, description: '测试用商品', gameName: '' })
        await e.db.update(goods).set({ searchTokens: tokens }).where(eq(goods.id, id))
      }
      const list = await hot(e, 20)
      assert.equal(list.find((h) => h.keyword === '星河限定')?.count, 3, 'a title word of a listing on sale')
      assert.ok(!list.some((h) => h.keyword === '月影限定'), 'only listings on sale count')
      assert.ok(list.some((h) => h.keyword === '王者荣耀'), 'a game name')
      const verdicts = await consoleHot(e, admin.token)
      assert.equal(verdicts.find((h) => h.keyword === '星河限定')?.verdict, 'catalogue')
    })

    it('an admin hides a word: it leaves the list at once, the console still shows it, and unhiding brings it back; both audited', async () => {
      const e = env()
      const admin = await roleToken(e, 'admin')
      assert.ok((await hot(e, 20)).some((h) => h.keyword === '王者荣耀'))
      const hid = await call(e.app, 'PUT', '/api/admin/search/rules', { token: admin.token, body: { keyword: ' 王者荣耀 ', rule: 'hidden' } })
      assert.equal(hid.code, 200, hid.msg)
      assert.equal(hid.msg, '已隐藏')
      assert.equal(hid.data.keyword, '王者荣耀', 'stored as searches count it')
      assert.ok(!(await hot(e, 20)).some((h) => h.keyword === '王者荣耀'), 'hidden')
      assert.equal((await hot(e)).length, 10, 'the next word takes its place')
      const row = (await consoleHot(e, admin.token)).find((h) => h.keyword === '王者荣耀')
      assert.equal(row?.verdict, 'hidden')
      assert.equal(row?.shown, false)
      const rules = await call(e.app, 'GET', '/api/admin/search/rules', { token: admin.token })
      assert.deepEqual([rules.data[0].keyword, rules.data[0].rule], ['王者荣耀', 'hidden'], 'newest first')
      const back = await call(e.app, 'DELETE', '/api/admin/search/rules/' + encodeURIComponent('王者荣耀'), { token: admin.token })
      assert.equal(back.code, 200, back.msg)
      assert.ok((await hot(e, 20)).some((h) => h.keyword === '王者荣耀'), 'unhidden')
      const entries = await e.db
        .select({ action: auditLog.action, actorId: auditLog.actorId })
        .from(auditLog)
        .where(and(eq(auditLog.targetType, 'hot_search'), eq(auditLog.targetId, '王者荣耀')))
        .orderBy(auditLog.id)
      assert.deepEqual(entries, [
        { action: 'hot_search.hide', actorId: admin.id },
        { action: 'hot_search.unhide', actorId: admin.id },
      ])
    })

    it('the console routes: 401 without login, 403 for a user and for staff, and bad input changes nothing', async () => {
      const e = env()
      const user = await registerUser(e)
      const staff = await roleToken(e, 'staff')
      const admin = await roleToken(e, 'admin')
      const routes: [string, string, unknown][] = [
        ['GET', '/api/admin/search/hot', undefined],
        ['GET', '/api/admin/search/rules', undefined],
        ['PUT', '/api/admin/search/rules', { keyword: '王者荣耀', rule: 'hidden' }],
        ['DELETE', '/api/admin/search/rules/' + encodeURIComponent('王者荣耀'), undefined],
      ]
      for (const [method, url, body] of routes) {
        assert.equal((await call(e.app, method, url, { body })).code, 401, `${method} ${url}`)
        for (const token of [user.token, staff.token]) assert.equal((await call(e.app, method, url, { token, body })).code, 403, `${method} ${url}`)
      }
      const rulesNow = async () => Number((await e.db.select({ n: count() }).from(hotSearchRules))[0].n)
      const auditNow = async () => Number((await e.db.select({ n: count() }).from(auditLog).where(eq(auditLog.targetType, 'hot_search')))[0].n)
      const [rulesBefore, auditBefore] = [await rulesNow(), await auditNow()]
      const bad: [unknown, string | null][] = [
        [{ keyword: '', rule: 'hidden' }, '热词需为1-30个字，且不能含6位以上的数字'],
        [{ keyword: '   ', rule: 'allowed' }, '热词需为1-30个字，且不能含6位以上的数字'],
        [{ keyword: '很'.repeat(31), rule: 'hidden' }, '热词需为1-30个字，且不能含6位以上的数字'],
        [{ keyword: '13800138000', rule: 'hidden' }, '热词需为1-30个字，且不能含6位以上的数字'],
        [{ keyword: 'vx abc_12345', rule: 'allowed' }, '热词含联系方式，不能加入白名单'],
        [{ keyword: '王者荣耀', rule: 'pinned' }, null],
        [{ keyword: '王者荣耀' }, null],
        [{ keyword: 123, rule: 'hidden' }, null],
        [{ keyword: '王者荣耀', rule: 'hidden', by: 'me' }, null],
        [undefined, null],
      ]
      for (const [body, msg] of bad) {
        const res = await call(e.app, 'PUT', '/api/admin/search/rules', { token: admin.token, body })
        assert.equal(res.code, 400, JSON.stringify(body))
        if (msg) assert.equal(res.msg, msg, JSON.stringify(body))
      }
      const none = await call(e.app, 'DELETE', '/api/admin/search/rules/' + encodeURIComponent('没有规则'), { token: admin.token })
      assert.equal(none.code, 404)
      assert.equal(none.msg, '该词没有隐藏或加入白名单')
      assert.equal(await rulesNow(), rulesBefore)
      assert.equal(await auditNow(), auditBefore)
      const en = await call(e.app, 'PUT', '/api/admin/search/rules', { token: admin.token, body: { keyword: '', rule: 'hidden' }, headers: { 'accept-language': 'en-US' } })
      assert.equal(en.msg, 'a hot search word has 1-30 characters and no run of 6 or more digits')
    })

    it('refuses a bad limit', async () => {
      const { app } = env()
      for (const q of ['limit=0', 'limit=21', 'limit=abc', 'other=1']) {
        const res = await call(app, 'GET', '/api/web/search/hot?' + q)
        assert.equal(res.code, 400, q)
      }
    })
  })
}

/** every listing on sale of a game (the list's total for a keyword that names the game and nothing else) */
const onSaleOf = async (e: TestEnv, gameId: number) =>
  Number((await e.db.select({ n: count() }).from(goods).where(and(eq(goods.gameId, gameId), eq(goods.status, 'on_sale'))))[0].n)

for (const driver of DRIVERS) {
  describe(`searching by a game's English name [${driver}]`, () => {
    const env = useTestEnv(driver)

    it('the English name or part of it, any case, finds the game’s listings in either language; one letter alone does not', async () => {
      const e = env()
      const [wz] = await e.db.select().from(games).where(eq(games.icon, 'wzry.svg'))
      assert.equal(wz.nameEn, 'Honor of Kings')
      const all = await onSaleOf(e, wz.id)
      assert.ok(all > 0)
      for (const [keyword, lang] of [
        ['Honor of Kings', 'en-US'],
        ['honor of kings', 'zh-CN'],
        ['HONOR', 'en-US'],
        ['kings', 'zh-CN'],
        ['ＨＯＮＯＲ　ｏｆ', 'en-US'],
      ]) {
        const res = await call(e.app, 'POST', '/api/web/good/allList', { body: { keyword, pageSize: 50 }, lang })
        assert.equal(res.code, 200, res.msg)
        assert.equal(res.data.total, all, keyword)
        assert.ok(res.data.rows.every((r: any) => r.gameId === wz.id), keyword)
        assert.equal(res.data.rows[0].gameName, lang === 'en-US' ? 'Honor of Kings' : '王者荣耀')
      }
      // a term of the English name and one of the text: the game's listings with that text
      const both = await call(e.app, 'POST', '/api/web/good/allList', { body: { keyword: 'honor 典藏', pageSize: 50 } })
      const zh = await call(e.app, 'POST', '/api/web/good/allList', { body: { keyword: '王者荣耀 典藏', pageSize: 50 } })
      assert.ok(both.data.total > 0)
      assert.equal(both.data.total, zh.data.total)
      assert.ok(both.data.rows.every((r: any) => r.gameId === wz.id))
      // with a game picked, and on the rent list
      const picked = await call(e.app, 'POST', '/api/web/good/allList', { body: { keyword: 'kings', gameId: wz.id, pageSize: 5 } })
      assert.equal(picked.data.total, all)
      const rent = await call(e.app, 'GET', `/api/web/rent/list?keyword=${encodeURIComponent('Honor of Kings')}`, { lang: 'en-US' })
      assert.equal(rent.code, 200, rent.msg)
      assert.ok(rent.data.total > 0)
      assert.ok(rent.data.rows.every((r: any) => r.goods.gameId === wz.id && r.goods.gameName === 'Honor of Kings'))
      // one letter is no part of a name, only a whole word ('V' of 'Identity V')
      const h = await call(e.app, 'POST', '/api/web/good/allList', { body: { keyword: 'h', pageSize: 50 } })
      assert.ok(h.data.rows.every((r: any) => r.gameId !== wz.id), 'h alone does not name Honor of Kings')
      const [idv] = await e.db.select().from(games).where(eq(games.nameEn, 'Identity V'))
      const v = await call(e.app, 'POST', '/api/web/good/allList', { body: { keyword: 'v', gameId: idv.id, pageSize: 5 } })
      assert.equal(v.data.total, await onSaleOf(e, idv.id))
      // a name no game has finds nothing; too long a keyword is refused in both languages
      assert.equal((await call(e.app, 'POST', '/api/web/good/allList', { body: { keyword: 'Honour of Queens' } })).data.total, 0)
      const long = await call(e.app, 'POST', '/api/web/good/allList', { body: { keyword: 'Honor of Kings '.repeat(4) }, lang: 'en-US' })
      assert.equal(long.code, 400)
      assert.match(long.msg, /keyword/i)
      const longZh = await call(e.app, 'POST', '/api/web/good/allList', { body: { keyword: 'Honor of Kings '.repeat(4) } })
      assert.equal(longZh.code, 400)
      assert.match(longZh.msg, /[\u4e00-\u9fff]/)
    })

    it('an English name the console changes is searched at once, a blank one falls back to the Chinese; the hot list knows English names', async () => {
      const e = env()
      const admin = await roleToken(e, 'admin')
      const [g] = await e.db.select().from(games).where(eq(games.icon, 'ys.svg'))
      const total = await onSaleOf(e, g.id)
      const find = async (keyword: string) => (await call(e.app, 'POST', '/api/web/good/allList', { body: { keyword, pageSize: 5 } })).data.total
      assert.equal(await find('genshin'), total)
      const body = { name: g.name, type: g.type, icon: '/api/assets/games/' + g.icon, hot: g.hot, enabled: true }
      const renamed = await call(e.app, 'PUT', `/api/admin/games/${g.id}`, { token: admin.token, body: { ...body, nameEn: 'Teyvat Adventure' } })
      assert.equal(renamed.code, 200, renamed.msg)
      assert.equal(await find('teyvat'), total)
      assert.equal(await find('genshin'), 0, 'the cached page of the old name is not served')
      // a name without English: found by its Chinese name only
      await call(e.app, 'PUT', `/api/admin/games/${g.id}`, { token: admin.token, body: { ...body, nameEn: '' } })
      assert.equal(await find('teyvat'), 0)
      assert.equal(await find('原神'), total)

      await searchFrom(e, 'honor of kings', 2)
      const admin2 = await consoleHot(e, admin.token)
      assert.equal(admin2.find((x) => x.keyword === 'honor of kings')?.verdict, 'catalogue')
      assert.ok((await hot(e, 20)).some((x) => x.keyword === 'honor of kings'))
    })
  })
}
