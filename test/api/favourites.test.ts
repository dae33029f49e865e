/**
 * Favourites and browsing history: login required, idempotent add/remove, newest first, paging, the detail's
 * favourite flag, clearing, and one user never seeing another's lists. Bad input changes nothing.
 */
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { eq } from 'drizzle-orm'
import { browseHistory, favourites, goods } from '../../server/modules/goods/schema'
import { call, DRIVERS, registerUser, useTestEnv, type TestEnv } from './helpers'

/** Keys and values that must never reach a client (the same list as catalogue.test.ts). */
function assertNoSecrets(raw: string, where: string) {
  for (const bad of ['credentials', 'costPrice', 'cost_price', 'contact', 'password', 'searchTokens', '"v1:']) {
    assert.ok(!raw.includes(bad), `${where}: response contains ${bad}`)
  }
}

async function onSaleIds(env: TestEnv, n: number): Promise<number[]> {
  const rows = await env.db.select({ id: goods.id }).from(goods).where(eq(goods.status, 'on_sale')).orderBy(goods.id).limit(n)
  return rows.map((r) => r.id)
}

for (const driver of DRIVERS) {
  describe(`favourites and history [${driver}]`, () => {
    const env = useTestEnv(driver)

    it('every endpoint needs a login', async () => {
      const { app } = env()
      for (const [method, url, body] of [
        ['POST', '/api/web/goods/collect', { goodsId: 1 }],
        ['POST', '/api/web/goods/collect/remove', { goodsId: 1 }],
        ['GET', '/api/web/goods/collect/list', undefined],
        ['GET', '/api/need/myBrowse', undefined],
        ['POST', '/api/need/myBrowse/clear', undefined],
      ] as const) {
        const res = await call(app, method, url, { body })
        assert.equal(res.code, 401, url)
        const stale = await call(app, method, url, { body, token: 'expired-or-forged' })
        assert.equal(stale.code, 401, url)
      }
    })

    it('add and remove are idempotent; the list is newest first and paged; the detail shows the flag', async () => {
      const e = env()
      const a = await registerUser(e)
      const ids = await onSaleIds(e, 3)
      for (const id of ids) {
        const res = await call(e.app, 'POST', '/api/web/goods/collect', { token: a.token, body: { goodsId: id } })
        assert.equal(res.code, 200)
        assert.equal(res.msg, '已收藏')
        assert.equal(res.data, null)
        await new Promise((r) => setTimeout(r, 5))
      }
      const again = await call(e.app, 'POST', '/api/web/goods/collect', { token: a.token, body: { goodsId: ids[0] } })
      assert.equal(again.code, 200)
      const list = await call(e.app, 'GET', '/api/web/goods/collect/list', { token: a.token })
      assert.equal(list.code, 200)
      assert.equal(list.data.total, 3)
      assert.deepEqual(list.data.rows.map((r: any) => r.goods.id), [...ids].reverse())
      assert.ok(list.data.rows.every((r: any) => !Number.isNaN(Date.parse(r.at))))
      assertNoSecrets(list.raw, 'favourites')
      const page2 = await call(e.app, 'GET', '/api/web/goods/collect/list?pageNum=2&pageSize=2', { token: a.token })
      assert.deepEqual(page2.data.rows.map((r: any) => r.goods.id), [ids[0]])
      assert.equal(page2.data.total, 3)

      const detail = await call(e.app, 'GET', `/api/web/goods/${ids[1]}`, { token: a.token })
      assert.equal(detail.data.favourite, true)
      const anon = await call(e.app, 'GET', `/api/web/goods/${ids[1]}`)
      assert.equal(anon.data.favourite, false)

      for (let i = 0; i < 2; i++) {
        const rm = await call(e.app, 'POST', '/api/web/goods/collect/remove', { token: a.token, body: { goodsId: ids[1] } })
        assert.equal(rm.code, 200)
        assert.equal(rm.msg, '已取消收藏')
      }
      const after = await call(e.app, 'GET', '/api/web/goods/collect/list', { token: a.token })
      assert.deepEqual(after.data.rows.map((r: any) => r.goods.id), [ids[2], ids[0]])
      assert.equal((await call(e.app, 'GET', `/api/web/goods/${ids[1]}`, { token: a.token })).data.favourite, false)
    })

    it('user B never sees user A\u2019s favourites or history', async () => {
      const e = env()
      const a = await registerUser(e)
      const b = await registerUser(e)
      const [id] = await onSaleIds(e, 1)
      await call(e.app, 'POST', '/api/web/goods/collect', { token: a.token, body: { goodsId: id } })
      await call(e.app, 'GET', `/api/web/goods/${id}`, { token: a.token })
      const favB = await call(e.app, 'GET', '/api/web/goods/collect/list', { token: b.token })
      assert.deepEqual(favB.data, { rows: [], total: 0 })
      const histB = await call(e.app, 'GET', '/api/need/myBrowse', { token: b.token })
      assert.deepEqual(histB.data, { rows: [], total: 0 })
      assert.equal((await call(e.app, 'GET', `/api/web/goods/${id}`, { token: b.token })).data.favourite, false)
      // B removing and clearing touches only B's rows
      await call(e.app, 'POST', '/api/web/goods/collect/remove', { token: b.token, body: { goodsId: id } })
      await call(e.app, 'POST', '/api/need/myBrowse/clear', { token: b.token })
      assert.equal((await call(e.app, 'GET', '/api/web/goods/collect/list', { token: a.token })).data.total, 1)
      assert.equal((await call(e.app, 'GET', '/api/need/myBrowse', { token: a.token })).data.total, 1)
    })

    it('browsing history: a view by a logged-in caller, viewing again moves it to the top, clear empties it', async () => {
      const e = env()
      const a = await registerUser(e)
      const ids = await onSaleIds(e, 4)
      for (const id of ids) {
        assert.equal((await call(e.app, 'GET', `/api/web/goods/${id}`, { token: a.token })).code, 200)
        await new Promise((r) => setTimeout(r, 5))
      }
      // anonymous views record nothing for anybody
      await call(e.app, 'GET', `/api/web/goods/${ids[0]}`)
      let hist = await call(e.app, 'GET', '/api/need/myBrowse', { token: a.token })
      assert.deepEqual(hist.data.rows.map((r: any) => r.goods.id), [...ids].reverse())
      assertNoSecrets(hist.raw, 'history')
      await call(e.app, 'GET', `/api/web/goods/${ids[1]}`, { token: a.token })
      hist = await call(e.app, 'GET', '/api/need/myBrowse?pageSize=2', { token: a.token })
      assert.deepEqual(hist.data.rows.map((r: any) => r.goods.id), [ids[1], ids[3]])
      assert.equal(hist.data.total, 4)
      const rows = await e.db.select().from(browseHistory).where(eq(browseHistory.userId, a.id))
      assert.equal(rows.length, 4, 'one row per listing')

      const clear = await call(e.app, 'POST', '/api/need/myBrowse/clear', { token: a.token })
      assert.equal(clear.code, 200)
      assert.equal(clear.msg, '浏览记录已清空')
      assert.deepEqual((await call(e.app, 'GET', '/api/need/myBrowse', { token: a.token })).data, { rows: [], total: 0 })
    })

    it('bad input: 400 or 404 with a clear message, and nothing changes', async () => {
      const e = env()
      const a = await registerUser(e)
      const hidden = await e.db.select({ id: goods.id }).from(goods).where(eq(goods.status, 'pending_review')).limit(1)
      const cases: [string, unknown, number, string][] = [
        ['/api/web/goods/collect', { goodsId: 999999 }, 404, '商品不存在或已下架'],
        ['/api/web/goods/collect', { goodsId: hidden[0].id }, 404, '商品不存在或已下架'],
        ['/api/web/goods/collect', {}, 400, '商品编号不能为空'],
        ['/api/web/goods/collect', { goodsId: '12' }, 400, '商品编号格式不正确'],
        ['/api/web/goods/collect', { goodsId: 0 }, 400, '商品编号格式不正确'],
        ['/api/web/goods/collect', { goodsId: 1, note: 'x' }, 400, '不支持的字段：note'],
        ['/api/web/goods/collect', undefined, 400, '请求内容不能为空'],
        ['/api/web/goods/collect/remove', { goodsId: 999999 }, 404, '商品不存在或已下架'],
        ['/api/web/goods/collect/remove', { goodsId: null }, 400, '商品编号格式不正确'],
      ]
      for (const [url, body, code, msg] of cases) {
        const res = await call(e.app, 'POST', url, { token: a.token, body })
        assert.equal(res.code, code, `${url} ${JSON.stringify(body)}`)
        assert.equal(res.msg, msg, `${url} ${JSON.stringify(body)}`)
      }
      const en = await call(e.app, 'POST', '/api/web/goods/collect', { token: a.token, body: { goodsId: 999999 }, lang: 'en-US' })
      assert.equal(en.msg, 'the listing does not exist or is not available')
      for (const url of ['/api/web/goods/collect/list', '/api/need/myBrowse']) {
        for (const q of ['pageSize=0', 'pageSize=51', 'pageNum=0', 'pageNum=a', 'x=1']) {
          assert.equal((await call(e.app, 'GET', `${url}?${q}`, { token: a.token })).code, 400, `${url}?${q}`)
        }
      }
      const favs = await e.db.select().from(favourites).where(eq(favourites.userId, a.id))
      assert.equal(favs.length, 0, 'nothing was added')
    })
  })
}
