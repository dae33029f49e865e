/**
 * Hot searches: the catalogue's keyword search counts each searcher once a day per keyword; the list orders
 * keywords by searchers over the last 7 days, shows a word only once two searchers used it, and ignores blank,
 * too long and number-like keywords, later pages and refused queries. The demo data makes it non-empty.
 */
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { eq } from 'drizzle-orm'
import { searchEvents } from '../../server/modules/search/schema'
import { chinaDate } from '../../contract/clock'
import { call, DRIVERS, randomIp, useTestEnv, type TestEnv } from './helpers'

const search = (e: TestEnv, keyword: string, ip: string, extra: Record<string, unknown> = {}) =>
  call(e.app, 'POST', '/api/web/good/allList', { body: { keyword, ...extra }, ip })

const hot = async (e: TestEnv, limit?: number) => {
  const res = await call(e.app, 'GET', '/api/web/search/hot' + (limit ? `?limit=${limit}` : ''))
  assert.equal(res.code, 200)
  return res.data as { keyword: string; count: number }[]
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
      await search(e, 'ＡＢＣ典藏', randomIp())
      await search(e, 'abc典藏', randomIp())
      await search(e, '只有一人搜过', randomIp())
      const list = await hot(e, 20)
      assert.equal(list.find((h) => h.keyword === 'abc典藏')?.count, 2)
      assert.ok(!list.some((h) => h.keyword === '只有一人搜过'))
    })

    it('only the last 7 days count', async () => {
      const e = env()
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

    it('refuses a bad limit', async () => {
      const { app } = env()
      for (const q of ['limit=0', 'limit=21', 'limit=abc', 'other=1']) {
        const res = await call(app, 'GET', '/api/web/search/hot?' + q)
        assert.equal(res.code, 400, q)
      }
    })
  })
}
