/**
 * The catalogue: the game tree, attribute templates, POST /web/good/allList (every filter and sort checked against
 * an expected set computed here from the database rows), the goods detail, recommendations, promotions and recent
 * deals; bad input on every endpoint; nothing secret in any response.
 */
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { and, eq, ne, sql } from 'drizzle-orm'
import { chinaDate } from '../../contract/clock'
import { promotions } from '../../server/modules/content/schema'
import { gameAttrs, gameNodes, games } from '../../server/modules/game/schema'
import { goods, goodsViews } from '../../server/modules/goods/schema'
import { orders } from '../../server/modules/order/schema'
import { users } from '../../server/modules/user/schema'
import { createSession } from '../../server/modules/auth/sessions'
import { goodsSearchTokens } from '../../server/lib/search-tokens'
import { purgeOldViews } from '../../server/modules/goods/views'
import { call, DRIVERS, randomIp, useTestEnv, type TestEnv } from './helpers'

type GoodsRow = typeof goods.$inferSelect & { gameName: string }

/** Every listing with its game name, straight from the table. */
async function allGoods(env: TestEnv): Promise<GoodsRow[]> {
  const rows = await env.db.select({ g: goods, gameName: games.name }).from(goods).innerJoin(games, eq(games.id, goods.gameId))
  return rows.map((r) => ({ ...r.g, gameName: r.gameName }))
}

/** Keys and values that must never reach a client. */
function assertNoSecrets(raw: string, where: string) {
  for (const bad of ['credentials', 'costPrice', 'cost_price', 'contact', 'password', 'searchTokens', '"v1:']) {
    assert.ok(!raw.includes(bad), `${where}: response contains ${bad}`)
  }
}

const LEVELS = ['none', 'standard', 'extended']

/** Independent implementation of the documented filter rules. */
function matches(g: GoodsRow, q: Record<string, any>, types: Map<string, string>): boolean {
  if (g.status !== 'on_sale') return false
  if (q.gameId !== undefined && g.gameId !== q.gameId) return false
  if (q.systemId !== undefined && g.systemId !== q.systemId) return false
  if (q.carrierId !== undefined && g.carrierId !== q.carrierId) return false
  if (q.areaId !== undefined && g.areaId !== q.areaId) return false
  if (q.serverId !== undefined && g.serverId !== q.serverId) return false
  if (q.priceMin !== undefined && g.price < q.priceMin) return false
  if (q.priceMax !== undefined && g.price > q.priceMax) return false
  if (q.compensation !== undefined && LEVELS.indexOf(g.compensation) < LEVELS.indexOf(q.compensation)) return false
  if (q.accountRealName !== undefined && g.accountRealName !== q.accountRealName) return false
  for (const f of q.attrs ?? []) {
    const v = (g.attrs as Record<string, unknown>)[f.key]
    if (types.get(f.key) === 'number') {
      if (typeof v !== 'number') return false
      if (f.min !== undefined && v < f.min) return false
      if (f.max !== undefined && v > f.max) return false
    } else if (Array.isArray(v)) {
      if (!f.values.some((x: string) => v.includes(x))) return false
    } else if (!f.values.includes(v)) return false
  }
  if (q.keyword) {
    // every space-separated term occurs in title, description or game name (case-insensitive)
    const text = [g.title, g.description, g.gameName].join('\n').toLowerCase()
    if (!q.keyword.toLowerCase().split(/\s+/).filter(Boolean).every((t: string) => text.includes(t))) return false
  }
  return true
}

function sorted(rows: GoodsRow[], sort = 'newest'): number[] {
  const by: Record<string, (a: GoodsRow, b: GoodsRow) => number> = {
    newest: (a, b) => b.publishedAt!.getTime() - a.publishedAt!.getTime() || b.id - a.id,
    priceAsc: (a, b) => a.price - b.price || a.id - b.id,
    priceDesc: (a, b) => b.price - a.price || b.id - a.id,
    views: (a, b) => b.views - a.views || b.id - a.id,
  }
  return [...rows].sort(by[sort]).map((g) => g.id)
}

/** Every page of a query; checks that `total` is the same on each page and equals the rows seen. */
async function fetchAll(env: TestEnv, q: Record<string, unknown>, pageSize = 50): Promise<{ ids: number[]; raw: string[] }> {
  const ids: number[] = []
  const raw: string[] = []
  for (let pageNum = 1; ; pageNum++) {
    const res = await call(env.app, 'POST', '/api/web/good/allList', { body: { ...q, pageNum, pageSize } })
    assert.equal(res.code, 200, `${JSON.stringify(q)}: ${res.msg}`)
    raw.push(res.raw)
    ids.push(...res.data.rows.map((r: any) => r.id))
    if (res.data.rows.length < pageSize) {
      assert.equal(res.data.total, ids.length, `total of ${JSON.stringify(q)}`)
      return { ids, raw }
    }
    assert.ok(pageNum < 100, 'paging ends')
  }
}

for (const driver of DRIVERS) {
  describe(`catalogue [${driver}]`, () => {
    const env = useTestEnv(driver)

    async function wzry() {
      const [g] = await env().db.select().from(games).where(eq(games.name, '王者荣耀'))
      return g
    }

    it('tree: systems, carriers by systemKey, children by parentId, one level per list endpoint', async () => {
      const { app, db } = env()
      const game = await wzry()
      const systems = await call(app, 'GET', `/api/web/keylist?gameId=${game.id}`)
      assert.equal(systems.code, 200)
      assert.deepEqual(systems.data.map((n: any) => n.key), ['android', 'ios'])
      assert.ok(systems.data.every((n: any) => n.level === 'system' && n.parentId === null && n.hasChildren && n.gameId === game.id))
      assert.deepEqual(Object.keys(systems.data[0]).sort(), ['gameId', 'hasChildren', 'id', 'key', 'level', 'name', 'parentId'])

      const carriers = await call(app, 'GET', `/api/web/keylist?gameId=${game.id}&systemKey=ios`)
      assert.deepEqual(carriers.data.map((n: any) => n.name), ['QQ', '微信'])
      assert.ok(carriers.data.every((n: any) => n.parentId === systems.data[1].id && n.level === 'carrier'))
      const en = await call(app, 'GET', `/api/web/keylist?gameId=${game.id}&systemKey=ios`, { lang: 'en-US' })
      assert.deepEqual(en.data.map((n: any) => n.name), ['QQ', 'WeChat'])

      const byParent = await call(app, 'GET', `/api/web/keylist?parentId=${carriers.data[0].id}`)
      const suit = await call(app, 'GET', `/api/web/districtSuit?parentId=${carriers.data[0].id}`)
      assert.deepEqual(byParent.data, suit.data)
      assert.ok(suit.data.length >= 2 && suit.data.every((n: any) => n.level === 'area'))
      const servers = await call(app, 'GET', `/api/need/server/list?parentId=${suit.data[0].id}`)
      assert.ok(servers.data.length >= 1 && servers.data.every((n: any) => n.level === 'server' && n.hasChildren === false))
      const areas = await call(app, 'GET', `/api/need/area/list?parentId=${carriers.data[0].id}`)
      assert.deepEqual(areas.data, suit.data)
      const ops = await call(app, 'GET', `/api/need/operator/list?gameId=${game.id}&parentId=${systems.data[0].id}`)
      assert.deepEqual(ops.data.map((n: any) => n.key), ['qq', 'wechat'])

      // with only gameId: every node of that level in the game, as stored
      const allServers = await call(app, 'GET', `/api/need/server/list?gameId=${game.id}`)
      const stored = await db.select().from(gameNodes).where(and(eq(gameNodes.gameId, game.id), eq(gameNodes.level, 'server')))
      assert.deepEqual(allServers.data.map((n: any) => n.id).sort(), stored.map((n) => n.id).sort())
    })

    it('tree: unknown game or node is 404, bad ids and wrong levels are 400 with clear messages', async () => {
      const { app } = env()
      const game = await wzry()
      const systems = (await call(app, 'GET', `/api/web/keylist?gameId=${game.id}`)).data
      const cases: [string, number, string][] = [
        ['/api/web/keylist?gameId=999999', 404, '游戏不存在或已下线'],
        [`/api/web/keylist?gameId=${game.id}&systemKey=pc`, 404, '区服不存在'],
        ['/api/web/keylist?parentId=999999', 404, '区服不存在'],
        [`/api/web/keylist?gameId=${game.id + 1}&parentId=${systems[0].id}`, 404, '区服不存在'],
        ['/api/web/keylist', 400, '请提供游戏编号或上级节点编号'],
        ['/api/web/keylist?gameId=abc', 400, '游戏编号格式不正确'],
        ['/api/web/keylist?gameId=0', 400, '游戏编号格式不正确'],
        ['/api/web/keylist?gameId=1&systemKey=%E5%AE%89', 400, '系统标识格式不正确'],
        ['/api/web/keylist?gameId=1&foo=1', 400, '不支持的字段：foo'],
        ['/api/web/districtSuit', 400, '上级节点编号不能为空'],
        ['/api/web/districtSuit?parentId=-1', 400, '上级节点编号格式不正确'],
        ['/api/web/districtSuit?parentId=999999', 404, '区服不存在'],
        ['/api/need/operator/list', 400, '请提供游戏编号或上级节点编号'],
        [`/api/need/area/list?parentId=${systems[0].id}`, 400, '请先选择运营商，再查询大区'],
        [`/api/need/server/list?parentId=${systems[0].id}`, 400, '请先选择大区，再查询服务器'],
        [`/api/need/operator/list?parentId=${systems[0].id + 2}`, 400, '请先选择系统（如安卓/苹果），再查询运营商'],
        ['/api/need/server/list?gameId=999999', 404, '游戏不存在或已下线'],
        ['/api/need/area/list?gameId=1.5', 400, '游戏编号格式不正确'],
      ]
      for (const [url, code, msg] of cases) {
        const res = await call(app, 'GET', url)
        assert.equal(res.code, code, url)
        assert.equal(res.msg, msg, url)
      }
      const en = await call(app, 'GET', '/api/web/keylist?gameId=999999', { lang: 'en-US' })
      assert.equal(en.msg, 'the game does not exist or is no longer listed')
    })

    it('GET /web/gameTempAttr: the template in display order, English labels, errors', async () => {
      const { app, db } = env()
      const game = await wzry()
      const res = await call(app, 'GET', `/api/web/gameTempAttr?gameId=${game.id}`)
      assert.equal(res.code, 200)
      const stored = await db.select().from(gameAttrs).where(eq(gameAttrs.gameId, game.id)).orderBy(gameAttrs.sort)
      assert.deepEqual(res.data.map((a: any) => a.key), stored.map((a) => a.key))
      const labels = res.data.map((a: any) => a.label)
      for (const l of ['英雄数量', '皮肤数量', '贵族等级', '段位']) assert.ok(labels.includes(l), l)
      // how the account is real-name registered is the listing's own fact (accountRealName), not a game attribute
      for (const l of ['实名情况', '可二次实名']) assert.ok(!labels.includes(l), l)
      assert.equal(res.data.find((a: any) => a.key === 'noble').type, 'radio')
      assert.equal(res.data.find((a: any) => a.key === 'rank').type, 'radio')
      assert.deepEqual(Object.keys(res.data[0]).sort(), ['filterable', 'key', 'label', 'max', 'min', 'optionLabels', 'options', 'required', 'type', 'unit'])
      const en = await call(app, 'GET', `/api/web/gameTempAttr?gameId=${game.id}`, { lang: 'en-US' })
      assert.equal(en.data[0].label, 'Heroes')
      // every seeded game has a template
      for (const g of await db.select().from(games)) {
        const t = await call(app, 'GET', `/api/web/gameTempAttr?gameId=${g.id}`)
        assert.ok(t.data.length >= 4, `template of ${g.name}`)
      }
      assert.equal((await call(app, 'GET', '/api/web/gameTempAttr?gameId=999999')).code, 404)
      const bad = await call(app, 'GET', '/api/web/gameTempAttr')
      assert.equal(bad.code, 400)
      assert.equal(bad.msg, '游戏编号不能为空')
    })

    it('allList: no filter lists exactly the goods on sale, newest first, paged with a stable total', async () => {
      const e = env()
      const rows = await allGoods(e)
      assert.ok(rows.filter((g) => g.status === 'on_sale').length >= 300, 'a few hundred listings on sale')
      assert.ok(rows.some((g) => g.status !== 'on_sale'), 'the seed has listings not on sale')
      const { ids, raw } = await fetchAll(e, {})
      assert.deepEqual(ids, sorted(rows.filter((g) => g.status === 'on_sale')))
      for (const r of raw) assertNoSecrets(r, 'allList')
      // an empty POST is the same as {}
      const empty = await call(e.app, 'POST', '/api/web/good/allList')
      assert.equal(empty.code, 200)
      assert.deepEqual(empty.data.rows.map((r: any) => r.id), ids.slice(0, 10))
      assert.equal(empty.data.total, ids.length)
      const page3 = await call(e.app, 'POST', '/api/web/good/allList', { body: { pageNum: 3, pageSize: 7 } })
      assert.deepEqual(page3.data.rows.map((r: any) => r.id), ids.slice(14, 21))
      assert.equal(page3.data.total, ids.length)
      // past the last row but within the first 1 000 results: an empty page with the total
      const beyond = await call(e.app, 'POST', '/api/web/good/allList', { body: { pageNum: 19, pageSize: 50 } })
      assert.equal(beyond.code, 200, beyond.msg)
      assert.deepEqual(beyond.data.rows, [])
      assert.equal(beyond.data.total, ids.length)
      const card = empty.data.rows[0]
      assert.deepEqual(Object.keys(card).sort(), [
        'compensation', 'cover', 'gameId', 'gameName', 'goodsNo', 'highlights', 'id', 'price', 'publishedAt', 'region', 'sellerStanding', 'status', 'title', 'views',
      ])
      assert.match(card.cover, /^\/api\/assets\/goods\/.+\.jpg$/)
      assert.ok(card.highlights.length >= 1 && card.highlights.length <= 3)
      assert.equal(card.region.split(' / ').length, 4)
    })

    it('allList: every filter, sort and combination returns exactly the matching goods', async () => {
      const e = env()
      const rows = await allGoods(e)
      const game = await wzry()
      const types = new Map((await e.db.select().from(gameAttrs).where(eq(gameAttrs.gameId, game.id))).map((a) => [a.key, a.type]))
      const ofGame = rows.filter((g) => g.gameId === game.id && g.status === 'on_sale')
      const sample = ofGame[0]
      const prices = ofGame.map((g) => g.price).sort((a, b) => a - b)
      const mid = prices[Math.floor(prices.length / 2)]
      const rareSkin = ((ofGame.find((g) => ((g.attrs as any).rare ?? []).length > 0)!.attrs as any).rare as string[])[0]
      const queries: Record<string, unknown>[] = [
        { gameId: game.id },
        { gameId: game.id, systemId: sample.systemId },
        { gameId: game.id, carrierId: sample.carrierId },
        { areaId: sample.areaId },
        { serverId: sample.serverId, sort: 'priceAsc' },
        { priceMin: prices[2], priceMax: mid },
        { priceMin: mid, sort: 'priceDesc' },
        { priceMax: mid, priceMin: mid },
        { compensation: 'standard' },
        { compensation: 'extended', gameId: game.id, sort: 'views' },
        { compensation: 'none', sort: 'priceAsc' },
        { keyword: '典藏' },
        { keyword: '王者荣耀 可换绑实名', sort: 'priceAsc' },
        { keyword: '神' },
        { keyword: 'v8' },
        { keyword: 'V8 王者荣耀' },
        { keyword: '英雄联盟' },
        { keyword: '没有这个词的商品' },
        { gameId: game.id, attrs: [{ key: 'heroes', min: 80 }] },
        { gameId: game.id, attrs: [{ key: 'heroes', min: 60, max: 100 }, { key: 'skins', max: 300 }] },
        { gameId: game.id, attrs: [{ key: 'rank', values: ['钻石', '星耀'] }] },
        { gameId: game.id, attrs: [{ key: 'noble', values: ['V1', 'V2'] }, { key: 'rank', values: ['青铜', '白银', '黄金'] }] },
        { gameId: game.id, attrs: [{ key: 'rare', values: [rareSkin] }], sort: 'priceDesc' },
        { gameId: game.id, attrs: [{ key: 'rare', values: [rareSkin, '孙悟空-至尊宝'] }, { key: 'heroes', min: 50 }], priceMax: mid, keyword: '王者' },
        // the listing's real-name fact replaces the 实名情况 attribute as a filter
        { accountRealName: 'changeable' },
        { accountRealName: 'none', gameId: game.id, sort: 'priceAsc' },
        { accountRealName: 'seller', compensation: 'standard', priceMax: mid },
      ]
      for (const q of queries) {
        const expected = sorted(rows.filter((g) => matches(g, q, types)), (q.sort as string) ?? 'newest')
        const { ids } = await fetchAll(e, q, 20)
        assert.deepEqual(ids, expected, JSON.stringify(q))
      }
      // the interesting queries do match something (so "exactly" is not trivially [])
      for (const q of [queries[11], queries[12], queries[13], queries[14], queries[18], queries[20], queries[22], ...queries.slice(-3)]) {
        assert.ok(rows.some((g) => matches(g, q, types)), `seed has matches for ${JSON.stringify(q)}`)
      }
    })

    it('allList: keyword search is exact (bigrams that only occur apart do not match) and goes through the tokens', async () => {
      const e = env()
      const target = (await allGoods(e)).find((g) => g.status === 'on_sale')!
      const title = '甲乙 乙丙 测试专用'
      await e.db
        .update(goods)
        .set({ title, searchTokens: goodsSearchTokens({ title, description: target.description, gameName: target.gameName }) })
        .where(eq(goods.id, target.id))
      try {
        assert.deepEqual((await fetchAll(e, { keyword: '甲乙' })).ids, [target.id])
        assert.deepEqual((await fetchAll(e, { keyword: '乙 测试' })).ids, [target.id])
        // 甲乙 and 乙丙 are both tokens of the listing, but "甲乙丙" is not in its text
        assert.deepEqual((await fetchAll(e, { keyword: '甲乙丙' })).ids, [])
        // the tokens decide the candidates: text that is not in search_tokens is not found
        await e.db.update(goods).set({ title: title + ' 丁戊' }).where(eq(goods.id, target.id))
        assert.deepEqual((await fetchAll(e, { keyword: '丁戊' })).ids, [])
      } finally {
        await e.db
          .update(goods)
          .set({ title: target.title, searchTokens: target.searchTokens })
          .where(eq(goods.id, target.id))
      }
    })

    it('allList: a query reaches its first 1 000 results; the page crossing them is cut, one past them is a 400 that says so', async () => {
      const e = env()
      // 1 200 more listings on sale, copied from the demo ones (newest of all, so they lead the default sort)
      const added = await e.db.execute(sql`
        insert into goods (goods_no, seller_id, game_id, system_id, carrier_id, area_id, server_id, title, description, price,
                           cost_price, images, attrs, compensation, credentials_enc, contact_enc, status, search_tokens,
                           published_at)
        select 'CAP' || lpad(i::text, 6, '0'), t.seller_id, t.game_id, t.system_id, t.carrier_id, t.area_id, t.server_id, t.title,
               t.description, t.price + i, t.cost_price, t.images, t.attrs, t.compensation, t.credentials_enc, t.contact_enc,
               'on_sale', t.search_tokens, now() + i * interval '1 second'
        from generate_series(1, 1200) as i
        cross join lateral (select * from goods where status = 'on_sale' order by id limit 1 offset (i % 50)) t
        returning id`)
      const addedIds = (added as unknown as { rows: { id: number }[] }).rows.map((r) => Number(r.id))
      try {
        const all = sorted((await allGoods(e)).filter((g) => g.status === 'on_sale'))
        assert.ok(all.length > 1200)
        const list = (body: Record<string, unknown>, lang?: string) => call(e.app, 'POST', '/api/web/good/allList', { body, lang })
        // the last page of 10 and of 20 is whole and in order; the page of 30 that crosses the limit stops at it
        for (const [pageNum, pageSize, from, to] of [[100, 10, 990, 1000], [50, 20, 980, 1000], [34, 30, 990, 1000]]) {
          const res = await list({ pageNum, pageSize })
          assert.equal(res.code, 200, res.msg)
          assert.deepEqual(res.data.rows.map((r: any) => r.id), all.slice(from, to), `page ${pageNum} of ${pageSize}`)
          assert.equal(res.data.total, all.length, 'total still counts every match')
        }
        // a page starting past the first 1 000: a 400 saying what to do, in the caller's language
        for (const [pageNum, pageSize] of [[101, 10], [51, 20], [35, 30], [10_000, 50]]) {
          const res = await list({ pageNum, pageSize, keyword: '王者' })
          assert.equal(res.code, 400, `page ${pageNum} of ${pageSize}`)
          assert.equal(res.msg, '最多只能查看前1000条结果，请缩小筛选范围或换个关键词')
          assert.equal(res.data, null)
        }
        const en = await list({ pageNum: 101 }, 'en-US')
        assert.equal(en.msg, 'only the first 1000 results can be browsed: narrow the filters or try another keyword')
      } finally {
        await e.db.delete(goods).where(sql`${goods.id} in ${addedIds}`)
      }
    })

    it('allList: keyword pages asked in any order (walked, then from remembered starts) give exactly the matches, Chinese and English', async () => {
      const e = env()
      const rows = await allGoods(e)
      const onSale = rows.filter((g) => g.status === 'on_sale')
      // the commonest latin word and CJK pair of the listings' tokens, and the two together
      const counts = new Map<string, number>()
      for (const g of onSale) for (const t of g.searchTokens) counts.set(t, (counts.get(t) ?? 0) + 1)
      const commonest = (re: RegExp) => [...counts].filter(([t, n]) => re.test(t) && n < onSale.length).sort((a, b) => b[1] - a[1])[0][0]
      const latin = commonest(/^[a-z][a-z0-9]+$/)
      const cjk = commonest(/^\p{Script=Han}{2}$/u)
      for (const keyword of [latin, latin.toUpperCase(), cjk, `${cjk} ${latin}`, '典藏']) {
        const expectedSet = onSale.filter((g) => matches(g, { keyword }, new Map()))
        assert.ok(expectedSet.length > 0, `${keyword} matches something`)
        for (const sort of ['newest', 'priceAsc', 'priceDesc', 'views']) {
          const expected = sorted(expectedSet, sort)
          const pages = Math.ceil(expected.length / 10)
          const order = [...Array(pages).keys()].map((i) => i + 1).reverse()
          const got: number[][] = []
          for (const pageNum of [...order, ...order]) {
            const res = await call(e.app, 'POST', '/api/web/good/allList', { body: { keyword, sort, pageNum, pageSize: 10 } })
            assert.equal(res.code, 200, res.msg)
            assert.equal(res.data.total, expected.length, `total of ${keyword} ${sort}`)
            got[pageNum - 1] = res.data.rows.map((r: any) => r.id)
          }
          assert.deepEqual(got.flat(), expected, `${keyword} ${sort}`)
        }
      }
    })

    it('allList: bad input is a 400 with a clear message', async () => {
      const { app } = env()
      const game = await wzry()
      const cases: [unknown, string][] = [
        [{ pageSize: 0 }, '每页条数格式不正确'],
        [{ pageSize: 51 }, '每页条数格式不正确'],
        [{ pageNum: 0 }, '页码格式不正确'],
        [{ pageNum: '1' }, '页码格式不正确'],
        [{ gameId: 'abc' }, '游戏编号格式不正确'],
        [{ priceMin: -1 }, '最低价格式不正确'],
        [{ priceMin: 500, priceMax: 100 }, '最低价不能高于最高价'],
        [{ sort: 'cheapest' }, '排序方式格式不正确'],
        [{ compensation: 'gold' }, '包赔类型格式不正确'],
        [{ accountRealName: 'maybe' }, '账号实名情况格式不正确'],
        [{ keyword: '字'.repeat(51) }, '关键词不能超过50个字符'],
        [{ foo: 1 }, '不支持的字段：foo'],
        [{ attrs: [{ key: 'heroes', min: 1 }] }, '按属性筛选前请先选择游戏'],
        [{ gameId: game.id, attrs: [{ key: 'nope', values: ['x'] }] }, '该游戏没有属性“nope”'],
        [{ gameId: game.id, attrs: [{ key: 'heroes', values: ['1'] }] }, '属性“英雄数量”请按数值范围筛选'],
        [{ gameId: game.id, attrs: [{ key: 'heroes' }] }, '属性“英雄数量”请按数值范围筛选'],
        [{ gameId: game.id, attrs: [{ key: 'rank', min: 1 }] }, '属性“段位”请选择要筛选的选项'],
        [{ gameId: game.id, attrs: [{ key: 'heroes', min: 9, max: 1 }] }, '属性“英雄数量”的最小值不能大于最大值'],
        [{ gameId: game.id, attrs: [{ key: 'rank', values: [] }] }, '属性格式不正确'],
        [{ gameId: game.id, attrs: [{ key: 'rank', values: ['王者'], extra: 1 }] }, '不支持的字段：extra'],
      ]
      for (const [body, msg] of cases) {
        const res = await call(app, 'POST', '/api/web/good/allList', { body })
        assert.equal(res.code, 400, JSON.stringify(body))
        assert.equal(res.msg, msg, JSON.stringify(body))
      }
      const en = await call(app, 'POST', '/api/web/good/allList', { body: { priceMin: 5, priceMax: 1 }, lang: 'en-US' })
      assert.equal(en.msg, 'the minimum price cannot be above the maximum price')
      const json = await call(app, 'POST', '/api/web/good/allList', { rawBody: '{"gameId":', headers: { 'content-type': 'application/json' } })
      assert.equal(json.code, 400)
    })

    it('real-name status has one source: every demo listing has accountRealName and no real-name attribute', async () => {
      const e = env()
      const rows = await allGoods(e)
      const kinds = new Set(rows.map((g) => g.accountRealName))
      assert.deepEqual([...kinds].sort(), ['changeable', 'none', 'seller'], 'the demo data shows all three')
      for (const g of rows) {
        const keys = Object.keys((g.attrs ?? {}) as Record<string, unknown>)
        assert.ok(!keys.includes('realname') && !keys.includes('reverify'), `${g.goodsNo} carries a real-name attribute`)
      }
      const templates = await e.db.select({ key: gameAttrs.key, label: gameAttrs.label }).from(gameAttrs)
      assert.ok(!templates.some((a) => /实名/.test(a.label)), 'no template asks about real-name registration')
      const changeable = rows.find((g) => g.status === 'on_sale' && g.accountRealName === 'changeable')!
      const res = await call(e.app, 'GET', `/api/web/goods/${changeable.id}`)
      assert.equal(res.data.accountRealName, 'changeable')
      assert.ok(!res.data.attrs.some((a: { label: string }) => a.label.includes('实名')), 'shown once: not again among the attributes')
    })

    it('GET /web/goods/{id}: public detail, views, hidden listings, own listing, sold listing', async () => {
      const e = env()
      const rows = await allGoods(e)
      const onSale = rows.find((g) => g.status === 'on_sale')!
      const res = await call(e.app, 'GET', `/api/web/goods/${onSale.id}`)
      assert.equal(res.code, 200)
      assertNoSecrets(res.raw, 'detail')
      const d = res.data
      assert.equal(d.views, onSale.views + 1)
      assert.equal(d.description, onSale.description)
      assert.deepEqual(d.images, onSale.images)
      assert.equal(d.cover, onSale.images[0])
      assert.equal(d.favourite, false)
      assert.equal(d.buyable, true)
      assert.equal(d.gameName, onSale.gameName)
      assert.equal([d.systemName, d.carrierName, d.areaName, d.serverName].join(' / '), d.region)
      assert.ok(d.attrs.length >= 4)
      assert.ok(d.attrs.every((a: any) => typeof a.label === 'string' && a.label.length > 0 && a.value !== undefined))
      assert.deepEqual(Object.keys(d.seller).sort(), ['avatar', 'id', 'memberSince', 'nickname', 'sales', 'stats', 'verified'])
      const [seller] = await e.db.select().from(users).where(eq(users.id, onSale.sellerId))
      assert.ok(!res.raw.includes(seller.phone), 'no seller phone')
      const [{ n: sales }] = await e.db
        .select({ n: sql<number>`count(*)::int` })
        .from(orders)
        .where(and(eq(orders.sellerId, onSale.sellerId), eq(orders.status, 'completed'), eq(orders.kind, 'sale')))
      assert.equal(d.seller.sales, sales, 'completed sales (rentals are not sales)')
      assert.equal(d.seller.stats.completedTrades, sales, "the seller's record says the same")
      const [stored] = await e.db.select({ views: goods.views }).from(goods).where(eq(goods.id, onSale.id))
      assert.equal(stored.views, onSale.views + 1)
      const en = await call(e.app, 'GET', `/api/web/goods/${onSale.id}`, { lang: 'en-US' })
      assert.ok(['Android', 'iOS', 'PC'].includes(en.data.systemName), en.data.systemName)

      // an invalid token on this public route is "logged out", not a 401
      const stale = await call(e.app, 'GET', `/api/web/goods/${onSale.id}`, { token: 'not-a-token' })
      assert.equal(stale.code, 200)
      assert.equal(stale.data.favourite, false)

      const hidden = rows.find((g) => g.status === 'pending_review')!
      const rejected = rows.find((g) => g.status === 'rejected')!
      for (const h of [hidden, rejected]) {
        const r = await call(e.app, 'GET', `/api/web/goods/${h.id}`)
        assert.equal(r.code, 404)
        assert.equal(r.msg, '商品不存在或已下架')
      }
      // its own seller sees it, without counting a view, and cannot buy it
      const { token } = await createSession(e.db, hidden.sellerId, 1)
      const own = await call(e.app, 'GET', `/api/web/goods/${hidden.id}`, { token })
      assert.equal(own.code, 200)
      assert.equal(own.data.status, 'pending_review')
      assert.equal(own.data.buyable, false)
      assert.equal(own.data.views, hidden.views)

      const sold = rows.find((g) => g.status === 'sold' && g.channel === 'consign')! // a sold recycling listing is never public
      const s = await call(e.app, 'GET', `/api/web/goods/${sold.id}`)
      assert.equal(s.code, 200)
      assert.equal(s.data.status, 'sold')
      assert.equal(s.data.buyable, false)

      for (const [url, code] of [
        ['/api/web/goods/999999', 404],
        ['/api/web/goods/abc', 400],
        ['/api/web/goods/0', 400],
      ] as const) {
        assert.equal((await call(e.app, 'GET', url)).code, code, url)
      }
    })

    it('GET /web/goods/{id}: a viewer counts once a day (user, or IP address when logged out), so views cannot be bought', async () => {
      const e = env()
      // a listing no other test here looks at (they take the first on sale)
      const listing = (await allGoods(e)).filter((g) => g.status === 'on_sale' && g.channel === 'consign').at(-1)!
      const stored = async () => (await e.db.select({ views: goods.views }).from(goods).where(eq(goods.id, listing.id)))[0].views
      const before = await stored()
      const dayRows = async () => (await e.db.select({ day: goodsViews.day }).from(goodsViews).where(eq(goodsViews.goodsId, listing.id))).map((r) => r.day)
      const rowsBefore = (await dayRows()).length
      const url = `/api/web/goods/${listing.id}`
      const [ipA, ipB] = ['10.77.1.1', '10.77.1.2']

      // 50 requests of one anonymous client, at once: one view (the day's row is the one key, taken once)
      const burst = await Promise.all(Array.from({ length: 50 }, () => call(e.app, 'GET', url, { ip: ipA })))
      assert.ok(burst.every((r) => r.code === 200))
      assert.equal(await stored(), before + 1)
      assert.equal(Math.max(...burst.map((r) => r.data.views)), before + 1, 'the page shows the count as stored')
      assert.equal((await call(e.app, 'GET', url, { ip: ipA, headers: { 'user-agent': 'another browser' } })).data.views, before + 1, 'a new user agent is the same client')
      // another client counts
      assert.equal((await call(e.app, 'GET', url, { ip: ipB })).data.views, before + 2)
      assert.equal(await stored(), before + 2)
      // a logged-in viewer counts by account, whichever address they come from
      const viewer = (await e.db.select({ id: users.id }).from(users).where(ne(users.id, listing.sellerId)).limit(1))[0]
      const { token } = await createSession(e.db, viewer.id, 1)
      assert.equal((await call(e.app, 'GET', url, { token, ip: ipA })).data.views, before + 3)
      assert.equal((await call(e.app, 'GET', url, { token, ip: randomIp() })).data.views, before + 3)
      // the seller looking at their own listing never counts
      const own = await createSession(e.db, listing.sellerId, 1)
      assert.equal((await call(e.app, 'GET', url, { token: own.token })).data.views, before + 3)

      // the next China-time day counts again: the day is part of the key
      const today = chinaDate(Date.now())
      const rows = await dayRows()
      assert.equal(rows.length, rowsBefore + 3, 'one row per counted viewer: ipA, ipB, the account')
      assert.ok(rows.every((d) => d === today))
      await e.db.update(goodsViews).set({ day: chinaDate(Date.now() - 86_400_000) }).where(eq(goodsViews.goodsId, listing.id))
      // the rows now say yesterday, but this app remembers counting ipA today: another app (a process started
      // after midnight) stands in for the next day
      const nextDay = await e.build()
      assert.equal((await call(nextDay, 'GET', url, { ip: ipA })).data.views, before + 4)
      assert.equal((await call(nextDay, 'GET', url, { ip: ipA })).data.views, before + 4)
      assert.equal(await stored(), before + 4)
      // a repeat this app already counted today changes nothing (the count it shows may lag what another app
      // counted by up to the cache's TTL)
      assert.equal((await call(e.app, 'GET', url, { ip: ipB })).code, 200)
      assert.equal(await stored(), before + 4)
      // the background jobs delete the rows of past days and keep today's
      await purgeOldViews(e)
      const left = await e.db.select({ day: goodsViews.day }).from(goodsViews)
      assert.ok(left.length >= 1 && left.every((r) => r.day === today), 'only today is kept')
    })

    it('GET /web/recommend/{id}: up to 6 on sale of the same game, nearest price first, never itself', async () => {
      const e = env()
      const rows = await allGoods(e)
      const base = rows.find((g) => g.status === 'on_sale')!
      const res = await call(e.app, 'GET', `/api/web/recommend/${base.id}`)
      assert.equal(res.code, 200)
      assertNoSecrets(res.raw, 'recommend')
      const expected = rows
        .filter((g) => g.status === 'on_sale' && g.gameId === base.gameId && g.id !== base.id)
        .sort((a, b) => Math.abs(a.price - base.price) - Math.abs(b.price - base.price) || a.id - b.id)
        .slice(0, 6)
        .map((g) => g.id)
      assert.deepEqual(res.data.map((r: any) => r.id), expected)
      assert.equal(expected.length, 6)
      assert.equal((await call(e.app, 'GET', '/api/web/recommend/999999')).code, 404)
      assert.equal((await call(e.app, 'GET', '/api/web/recommend/x')).code, 400)
    })

    it('GET /account/zhubo/list: enabled promotions of a slot in order; bad type is 400', async () => {
      const e = env()
      const all = await e.db.select().from(promotions)
      for (const slot of ['banner', 'featured'] as const) {
        const res = await call(e.app, 'GET', `/api/account/zhubo/list?type=${slot}`)
        assert.equal(res.code, 200)
        const expected = all.filter((p) => p.slot === slot && p.enabled).sort((a, b) => a.sort - b.sort || a.id - b.id)
        assert.ok(expected.length >= 3)
        assert.deepEqual(res.data.map((p: any) => p.id), expected.map((p) => p.id))
        for (const p of res.data) assert.match(p.image, /^\/api\/assets\/goods\//)
      }
      const img = await e.app.inject({ method: 'GET', url: '/api/assets/goods/banner-1.jpg' })
      assert.equal(img.statusCode, 200)
      assert.match(String(img.headers['content-type']), /image\/jpeg/)
      for (const q of ['', '?type=top', '?type=banner&x=1']) {
        assert.equal((await call(e.app, 'GET', `/api/account/zhubo/list${q}`)).code, 400, q)
      }
    })

    it('GET /web/recentlydeal: completed sales newest first, buyers masked, paged', async () => {
      const e = env()
      const done = await e.db
        .select({ o: orders, nickname: users.nickname })
        .from(orders)
        .innerJoin(users, eq(users.id, orders.buyerId))
        .innerJoin(goods, eq(goods.id, orders.goodsId))
        // recycling trades are not deals of the catalogue
        .where(and(eq(orders.status, 'completed'), eq(goods.channel, 'consign')))
      assert.ok(done.length >= 10, 'the seed has completed orders')
      const expected = done.sort((a, b) => b.o.completedAt!.getTime() - a.o.completedAt!.getTime() || b.o.id - a.o.id)
      const res = await call(e.app, 'GET', '/api/web/recentlydeal?pageSize=5&pageNum=2')
      assert.equal(res.code, 200)
      assert.equal(res.data.total, done.length)
      assert.deepEqual(res.data.rows.map((r: any) => r.orderNo), expected.slice(5, 10).map((x) => x.o.orderNo))
      for (const [i, r] of res.data.rows.entries()) {
        const nick = expected[5 + i].nickname
        assert.notEqual(r.buyer, nick)
        assert.equal(r.buyer[0], nick[0])
        assert.match(r.buyer, /\*/)
      }
      assertNoSecrets(res.raw, 'recentlydeal')
      for (const q of ['pageSize=0', 'pageSize=51', 'pageNum=x', 'foo=1']) {
        assert.equal((await call(e.app, 'GET', `/api/web/recentlydeal?${q}`)).code, 400, q)
      }
    })
  })
}
