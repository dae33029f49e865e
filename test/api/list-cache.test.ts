/**
 * The catalogue's page cache (server/modules/goods/list-cache.ts): pages are served from it, any change to a
 * listing a page can show invalidates it at once in the process that made it and within moments in the others
 * (a trigger on goods, LISTEN/NOTIFY), nothing of one viewer reaches another, and LIST_CACHE off works.
 */
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { eq, sql } from 'drizzle-orm'
import { Redis } from 'ioredis'
import { games } from '../../server/modules/game/schema'
import { goods } from '../../server/modules/goods/schema'
import { listCacheOfApp } from '../../server/modules/goods/list-cache'
import { detailCacheStats } from '../../server/modules/goods/detail-cache'
import { listing, verifiedUser } from './buying'
import { call, DRIVERS, roleToken, untilAppKnowsVersion, useTestEnv, type TestEnv } from './helpers'

type App = TestEnv['app']

const REDIS_URL = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379'

/** a Redis to share pages through (TEST_REDIS_URL); its test is skipped without one */
async function redisUp(): Promise<boolean> {
  const r = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 0, enableOfflineQueue: false, retryStrategy: () => null })
  r.on('error', () => {})
  try {
    await r.connect()
    return (await r.ping()) === 'PONG'
  } catch {
    return false
  } finally {
    r.disconnect()
  }
}

const LIST = '/api/web/good/allList'

async function firstGame(env: TestEnv): Promise<number> {
  return (await env.db.select({ id: games.id }).from(games).orderBy(games.id).limit(1))[0].id
}

/** the game's newest listings on sale, as the list shows them */
async function newest(app: App, gameId: number, opts: { token?: string; lang?: string } = {}) {
  const res = await call(app, 'POST', LIST, { body: { gameId, sort: 'newest', pageSize: 20 }, ...opts })
  assert.equal(res.code, 200, res.msg)
  return res
}

const ids = (res: { data: { rows: { id: number }[] } }) => res.data.rows.map((r) => r.id)
const rowOf = (res: { data: { rows: { id: number; price: number; status: string; views: number }[] } }, id: number) =>
  res.data.rows.find((r) => r.id === id)

function stats(app: App) {
  const cache = listCacheOfApp(app)
  assert.ok(cache, 'the app has a list cache')
  return { ...cache.stats }
}

/** retries `check` until it holds (another process hears of a change through a notification, within moments) */
async function eventually(check: () => Promise<boolean>, what: string) {
  const until = Date.now() + 5000
  while (Date.now() < until) {
    if (await check()) return
    await new Promise((r) => setTimeout(r, 20))
  }
  assert.fail(what)
}

const redis = await redisUp()

for (const driver of DRIVERS) {
  describe(`list cache [${driver}]`, () => {
    const env = useTestEnv(driver)

    it('a page is served from the cache: the second ask builds nothing, and a views-only update leaves it as it was', async () => {
      const e = env()
      const gameId = await firstGame(e)
      const seller = await verifiedUser(e)
      const id = await listing(e, seller.id, { gameId })
      const first = await newest(e.app, gameId)
      assert.equal(ids(first)[0], id)
      const before = stats(e.app)
      const second = await newest(e.app, gameId)
      assert.equal(second.raw, first.raw, 'the same answer')
      assert.deepEqual(stats(e.app), { ...before, hits: before.hits + 1 })
      // a detail page counting a view is not a change of the list (views show at most LIST_CACHE_TTL_SECONDS old)
      await e.db.update(goods).set({ views: sql`${goods.views} + 7` }).where(eq(goods.id, id))
      const third = await newest(e.app, gameId)
      assert.equal(rowOf(third, id)!.views, rowOf(first, id)!.views)
      // the same query written another way is the same page
      const same = await call(e.app, 'POST', LIST, { body: { sort: 'newest', pageSize: 20, gameId, pageNum: 1, compensation: 'none' } })
      assert.equal(same.raw, first.raw)
    })

    it('a sale (the order reserves the listing) takes it off the cached page at once; ordering re-checks the status', async () => {
      const e = env()
      const gameId = await firstGame(e)
      const seller = await verifiedUser(e)
      const buyer = await verifiedUser(e)
      const other = await verifiedUser(e)
      const id = await listing(e, seller.id, { gameId })
      assert.equal(ids(await newest(e.app, gameId))[0], id)
      assert.equal(ids(await newest(e.app, gameId))[0], id, 'cached')
      const ordered = await call(e.app, 'POST', '/api/need/order', { token: buyer.token, body: { goodsId: id, compensation: 'none', agree: true } })
      assert.equal(ordered.code, 200, ordered.msg)
      assert.ok(!ids(await newest(e.app, gameId)).includes(id), 'gone from the page right after the sale')
      // a page still showing it elsewhere cannot sell it twice
      const again = await call(e.app, 'POST', '/api/need/order', { token: other.token, body: { goodsId: id, compensation: 'none', agree: true } })
      assert.equal(again.code, 409, again.msg)
    })

    it('delist, a price edit and an approval show at once', async () => {
      const e = env()
      const gameId = await firstGame(e)
      const seller = await verifiedUser(e)
      const admin = await roleToken(e, 'admin')
      const id = await listing(e, seller.id, { gameId, price: 30_000 })
      await newest(e.app, gameId)
      assert.equal(rowOf(await newest(e.app, gameId), id)!.price, 30_000)

      let res = await call(e.app, 'POST', '/api/need/goods/editPrice', { token: seller.token, body: { id, price: 31_500 } })
      assert.equal(res.code, 200, res.msg)
      assert.equal(rowOf(await newest(e.app, gameId), id)!.price, 31_500, 'new price at once')

      res = await call(e.app, 'POST', '/api/goods/info/downGoods', { token: seller.token, body: { id } })
      assert.equal(res.code, 200, res.msg)
      assert.ok(!ids(await newest(e.app, gameId)).includes(id), 'delisted: gone at once')

      const pending = await listing(e, seller.id, { gameId, status: 'pending_review' })
      assert.ok(!ids(await newest(e.app, gameId)).includes(pending))
      res = await call(e.app, 'POST', `/api/admin/goods/${pending}/review`, { token: admin.token, body: { approve: true } })
      assert.equal(res.code, 200, res.msg)
      assert.equal(ids(await newest(e.app, gameId))[0], pending, 'approved: on the page at once')
    })

    it("two apps on one database see each other's changes, and a change made outside any app", async () => {
      const e = env()
      const gameId = await firstGame(e)
      const seller = await verifiedUser(e)
      const other = await e.build()
      const id = await listing(e, seller.id, { gameId, price: 40_000 })
      for (const app of [e.app, other]) {
        await newest(app, gameId)
        await newest(app, gameId)
      }
      const hits = stats(other).hits
      assert.ok(hits >= 1, 'the other app answers from its cache')

      const res = await call(e.app, 'POST', '/api/need/goods/editPrice', { token: seller.token, body: { id, price: 45_000 } })
      assert.equal(res.code, 200, res.msg)
      await eventually(async () => rowOf(await newest(other, gameId), id)?.price === 45_000, 'the other app shows the new price')

      // by hand (an operator's SQL, another program): the trigger tells both
      await e.db.update(goods).set({ status: 'off_shelf' }).where(eq(goods.id, id))
      for (const app of [e.app, other]) {
        await eventually(async () => !ids(await newest(app, gameId)).includes(id), 'gone from both apps')
      }
    })

    it('nothing per viewer: a logged-in page equals the anonymous one, and each language has its own', async () => {
      const e = env()
      const gameId = await firstGame(e)
      const seller = await verifiedUser(e)
      const buyer = await verifiedUser(e)
      const id = await listing(e, seller.id, { gameId })
      assert.equal((await call(e.app, 'POST', '/api/web/goods/collect', { token: buyer.token, body: { goodsId: id } })).code, 200)
      const mine = await newest(e.app, gameId, { token: buyer.token })
      const anonymous = await newest(e.app, gameId)
      assert.equal(anonymous.raw, mine.raw)
      const card = rowOf(mine, id)!
      assert.deepEqual(
        Object.keys(card).sort(),
        ['compensation', 'cover', 'gameId', 'gameName', 'goodsNo', 'highlights', 'id', 'price', 'publishedAt', 'region', 'sellerStanding', 'status', 'title', 'views'],
        'a card has no per-viewer field',
      )
      const english = await newest(e.app, gameId, { lang: 'en-US' })
      assert.equal(english.msg, 'success')
      assert.notEqual(english.raw, mine.raw)
      assert.equal((await newest(e.app, gameId, { lang: 'zh-CN' })).raw, mine.raw)
    })

    it('a cached page is compressed once for clients that accept it, and reads the same', async () => {
      const e = env()
      const gameId = await firstGame(e)
      const payload = JSON.stringify({ gameId, pageSize: 20 })
      const ask = (encoding?: string) =>
        e.app.inject({ method: 'POST', url: LIST, payload, headers: { 'content-type': 'application/json', ...(encoding ? { 'accept-encoding': encoding } : {}) } })
      const plain = await ask()
      assert.equal(plain.headers['content-encoding'], undefined)
      for (const [accept, encoding, unzip] of [
        ['gzip, deflate, br', 'br', brotliDecompressSync],
        ['gzip;q=1, br;q=0', 'gzip', gunzipSync],
      ] as const) {
        for (let i = 0; i < 2; i++) {
          const res = await ask(accept)
          assert.equal(res.statusCode, 200)
          assert.equal(res.headers['content-encoding'], encoding)
          assert.match(String(res.headers.vary), /accept-encoding/i)
          assert.equal(unzip(res.rawPayload).toString('utf8'), plain.body)
        }
      }
    })

    it('LIST_CACHE off: every page is built, and changes show at once', async () => {
      const e = env()
      const gameId = await firstGame(e)
      const seller = await verifiedUser(e)
      const off = await e.build({ listCache: { enabled: false, maxEntries: 10, ttlSeconds: 30, redisUrl: null } })
      const id = await listing(e, seller.id, { gameId })
      assert.equal(ids(await newest(off, gameId))[0], id)
      await e.db.update(goods).set({ views: 4242 }).where(eq(goods.id, id))
      assert.equal(rowOf(await newest(off, gameId), id)!.views, 4242, 'even a views-only update shows')
      assert.deepEqual(stats(off), { hits: 0, shared: 0, misses: 0 })
      assert.equal(listCacheOfApp(off)!.size, 0)
    })

    it('deep pages: by offset, then from the remembered start, the same rows as one long first page, in every sort', async () => {
      const e = env()
      const gameId = await firstGame(e)
      const off = await e.build({ listCache: { enabled: false, maxEntries: 10, ttlSeconds: 30, redisUrl: null } })
      for (const sort of ['newest', 'priceAsc', 'priceDesc', 'views'] as const) {
        for (const filter of [{ gameId }, { gameId, priceMin: 5_000, priceMax: 500_000 }, { keyword: '王者' }]) {
          const long = await call(off, 'POST', LIST, { body: { ...filter, sort, pageSize: 40 } })
          assert.equal(long.code, 200, long.msg)
          const expected = ids(long)
          for (const round of ['offset', 'remembered start']) {
            const got: number[] = []
            // page 3 before page 2: a start is remembered from an ask of the same page too
            for (const pageNum of [1, 3, 2, 4]) {
              const res = await call(off, 'POST', LIST, { body: { ...filter, sort, pageSize: 10, pageNum } })
              assert.equal(res.code, 200, res.msg)
              assert.equal(res.data.total, long.data.total)
              got[pageNum - 1] = ids(res) as unknown as number
            }
            assert.deepEqual(got.flat(), expected, `${sort} ${JSON.stringify(filter)} (${round})`)
          }
        }
      }
      // a change forgets the starts: a listing on page 1 goes, and page 2 moves up by one
      const first = ids(await call(off, 'POST', LIST, { body: { gameId, pageSize: 10 } }))
      const before = ids(await call(off, 'POST', LIST, { body: { gameId, pageSize: 10, pageNum: 2 } }))
      await e.db.update(goods).set({ status: 'off_shelf' }).where(eq(goods.id, first[0]))
      await eventually(async () => {
        const page2 = ids(await call(off, 'POST', LIST, { body: { gameId, pageSize: 10, pageNum: 2 } }))
        return page2[0] === before[1] && page2.length === before.length
      }, 'page 2 moved up by one')
    })

    it('deep pages while listings change: each page is the slice of the catalogue as it then is, never a stale start', async () => {
      const e = env()
      const gameId = await firstGame(e)
      const seller = await verifiedUser(e)
      const off = await e.build({ listCache: { enabled: false, maxEntries: 10, ttlSeconds: 30, redisUrl: null } })
      const added: number[] = []
      try {
        for (const sort of ['newest', 'priceAsc'] as const) {
          const filter = { gameId, sort }
          const whole = async () => ids(await call(off, 'POST', LIST, { body: { ...filter, pageSize: 50 } }))
          // every page start remembered (walked) under the version before the changes
          for (const pageNum of [4, 2, 3]) await call(off, 'POST', LIST, { body: { ...filter, pageSize: 10, pageNum } })
          for (const pageNum of [2, 3, 4, 3, 2]) {
            // a new listing that sorts first, and one of the next page's listings sold, before each page
            added.push(await listing(e, seller.id, { gameId, price: 100 + added.length }))
            const before = await whole()
            await e.db.update(goods).set({ status: 'sold' }).where(eq(goods.id, before[pageNum * 10 + 1]))
            let expected: number[] = []
            await eventually(async () => {
              expected = (await whole()).slice((pageNum - 1) * 10, pageNum * 10)
              const page = await call(off, 'POST', LIST, { body: { ...filter, pageSize: 10, pageNum } })
              return JSON.stringify(ids(page)) === JSON.stringify(expected)
            }, `${sort} page ${pageNum} equals the catalogue's slice after a change`)
            // and asked again under the same version (now from a remembered start): the same rows
            const again = await call(off, 'POST', LIST, { body: { ...filter, pageSize: 10, pageNum } })
            assert.deepEqual(ids(again), expected)
          }
          // with no change in between, the pages of one version join with no row twice and none missing
          const joined: number[] = []
          for (const pageNum of [1, 2, 3, 4, 5]) joined.push(...ids(await call(off, 'POST', LIST, { body: { ...filter, pageSize: 10, pageNum } })))
          assert.deepEqual(joined, await whole())
          assert.equal(new Set(joined).size, joined.length)
        }
      } finally {
        await e.db.update(goods).set({ status: 'off_shelf' }).where(sql`${goods.id} in ${added}`)
      }
    })

    it('the listing detail is cached, and a price edit, a sale or a delist shows on it at once', async () => {
      const e = env()
      const gameId = await firstGame(e)
      const seller = await verifiedUser(e)
      const buyer = await verifiedUser(e)
      const id = await listing(e, seller.id, { gameId, price: 40_000 })
      const detail = async () => {
        const res = await call(e.app, 'GET', `/api/web/goods/${id}`)
        assert.equal(res.code, 200, res.msg)
        return res.data
      }
      const first = await detail()
      assert.equal(first.price, 40_000)
      const stats = detailCacheStats(listCacheOfApp(e.app)!)
      const hits = stats.hits
      const second = await detail()
      assert.equal(stats.hits, hits + 1, 'the second ask is served from the cache')
      assert.deepEqual({ ...second, views: 0 }, { ...first, views: 0 })

      let res = await call(e.app, 'POST', '/api/need/goods/editPrice', { token: seller.token, body: { id, price: 41_000 } })
      assert.equal(res.code, 200, res.msg)
      assert.equal((await detail()).price, 41_000, 'the new price at once')
      // per viewer, never cached: the seller cannot buy their own listing, a buyer can
      const own = await call(e.app, 'GET', `/api/web/goods/${id}`, { token: seller.token })
      assert.equal(own.data.buyable, false)
      assert.equal((await call(e.app, 'GET', `/api/web/goods/${id}`, { token: buyer.token })).data.buyable, true)

      res = await call(e.app, 'POST', '/api/need/order', { token: buyer.token, body: { goodsId: id, compensation: 'none', agree: true } })
      assert.equal(res.code, 200, res.msg)
      const reserved = await detail()
      assert.equal(reserved.status, 'reserved', 'ordered: the detail says so at once')
      assert.equal(reserved.buyable, false)

      // a change made outside any app (another process, by hand): shown as soon as its notification arrives
      await e.db.update(goods).set({ status: 'sold' }).where(eq(goods.id, id))
      await eventually(async () => (await detail()).status === 'sold', 'sold shows')

      const other = await listing(e, seller.id, { gameId })
      assert.equal((await call(e.app, 'GET', `/api/web/goods/${other}`)).code, 200)
      res = await call(e.app, 'POST', '/api/goods/info/downGoods', { token: seller.token, body: { id: other } })
      assert.equal(res.code, 200, res.msg)
      const down = await call(e.app, 'GET', `/api/web/goods/${other}`)
      assert.equal(down.data.status, 'off_shelf', 'delisted: at once')
      assert.equal(down.data.buyable, false)
    })

    it('with REDIS_URL, a page one app built serves the other, and a change still shows at once', { skip: driver === 'pglite' ? 'PGlite is one process: no Redis' : !redis && `no Redis at ${REDIS_URL}` }, async () => {
      const e = env()
      const gameId = await firstGame(e)
      const config = { listCache: { enabled: true, maxEntries: 100, ttlSeconds: 30, redisUrl: REDIS_URL } }
      const [a, b] = [await e.build(config), await e.build(config)]
      const seller = await verifiedUser(e)
      const id = await listing(e, seller.id, { gameId, price: 50_000 })
      // both apps on the version that listing made
      for (const app of [a, b]) await eventually(async () => ids(await newest(app, gameId))[0] === id, 'the new listing shows')
      const body = { gameId, sort: 'newest', pageSize: 20, priceMin: 100 }
      await eventually(async () => {
        await call(a, 'POST', LIST, { body })
        const before = stats(b).shared
        const res = await call(b, 'POST', LIST, { body })
        return res.code === 200 && stats(b).shared === before + 1
      }, 'b answers from what a put in Redis')
      const res = await call(a, 'POST', '/api/need/goods/editPrice', { token: seller.token, body: { id, price: 52_000 } })
      assert.equal(res.code, 200, res.msg)
      for (const app of [a, b]) await eventually(async () => rowOf(await newest(app, gameId), id)?.price === 52_000, 'the new price shows in both')
    })

    it('a page older than the TTL is built again; the entry limit holds', async () => {
      const e = env()
      const gameId = await firstGame(e)
      const small = await e.build({ listCache: { enabled: true, maxEntries: 2, ttlSeconds: 3, redisUrl: null } })
      for (const pageNum of [1, 2, 3]) await call(small, 'POST', LIST, { body: { gameId, pageNum } })
      assert.equal(listCacheOfApp(small)!.size, 2)
      const seller = await verifiedUser(e)
      const id = await listing(e, seller.id, { gameId })
      // the app hears of the listing's version by notification: until then a page is kept under the old version
      // and the notification's arrival alone would build it again
      await untilAppKnowsVersion(e.db, small)
      await newest(small, gameId)
      await e.db.update(goods).set({ views: 777 }).where(eq(goods.id, id))
      assert.notEqual(rowOf(await newest(small, gameId), id)!.views, 777, 'within the TTL: cached')
      await new Promise((r) => setTimeout(r, 3100))
      assert.equal(rowOf(await newest(small, gameId), id)!.views, 777, 'after the TTL: built again')
    })
  })
}
