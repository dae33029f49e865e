/**
 * Ratings and the seller's record (contract/trade.ts) on both drivers: the buyer of a completed sale rates it once
 * and may change it for RATING_EDIT_DAYS (409 after), nobody else may (the seller 403, a stranger 404), bad input
 * changes nothing, the record is computed from real rows (positive rate, average, handover time, dispute rate) and
 * shown on the goods detail and the seller page, whose listings and ratings lists are public.
 */
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { eq, sql } from 'drizzle-orm'
import { RATING_COMMENT_MAX } from '../../contract/trade'
import { goods } from '../../server/modules/goods/schema'
import { orders } from '../../server/modules/order/schema'
import { users } from '../../server/modules/user/schema'
import { maskNickname } from '../../server/modules/goods/service'
import { ratings } from '../../server/modules/rating/schema'
import { boughtSale, listing, verifiedUser, type SaleStage } from './buying'
import { call, DRIVERS, registerUser, useTestEnv, type TestEnv, type TestUser } from './helpers'

const DAY = 86_400_000
const MINUTE = 60_000
const NOTHING_BOUND = { phone: false, email: false, thirdParty: false }

/** A sale of `seller`'s new listing (nothing bound) to a new buyer, paid and left at `upTo`. */
const sale = (e: TestEnv, seller: TestUser, upTo: SaleStage = 'completed') =>
  boughtSale(e, { seller, upTo, listing: { bindings: NOTHING_BOUND } })

const rate = (e: TestEnv, token: string | undefined, orderId: number, body: unknown) =>
  call(e.app, 'PUT', `/api/need/order/${orderId}/rating`, { token, body })
const rating = (e: TestEnv, token: string | undefined, orderId: number) => call(e.app, 'GET', `/api/need/order/${orderId}/rating`, { token })

async function ratingCount(e: TestEnv, orderId: number): Promise<number> {
  const [{ n }] = await e.db.select({ n: sql<number>`count(*)::int` }).from(ratings).where(eq(ratings.orderId, orderId))
  return n
}

for (const driver of DRIVERS) {
  describe(`ratings and the seller's record [${driver}]`, () => {
    const env = useTestEnv(driver)

    it('the buyer rates a completed sale once and changes it within RATING_EDIT_DAYS', async () => {
      const e = env()
      const seller = await verifiedUser(e)
      const { orderId, buyer } = await sale(e, seller)
      assert.equal((await rating(e, buyer.token, orderId)).data, null)

      const first = await rate(e, buyer.token, orderId, { stars: 5, tags: ['fast_handover', 'as_described'], comment: '  换绑很快，描述相符  ' })
      assert.equal(first.code, 200, first.msg)
      assert.equal(first.msg, '评价已保存')
      const r = first.data
      assert.equal(r.orderId, orderId)
      assert.equal(r.stars, 5)
      assert.deepEqual(r.tags, ['fast_handover', 'as_described'])
      assert.equal(r.comment, '换绑很快，描述相符')
      assert.equal(r.goodsTitle, '测试账号 王者 V8')
      const [me] = await e.db.select({ nickname: users.nickname }).from(users).where(eq(users.id, buyer.id))
      assert.equal(r.buyer, maskNickname(me.nickname))
      assert.notEqual(r.buyer, me.nickname)
      assert.equal(Date.parse(r.editableUntil), Date.parse(r.createdAt) + 7 * DAY)

      // the seller reads it; a stranger learns nothing
      const stranger = await verifiedUser(e)
      assert.deepEqual((await rating(e, seller.token, orderId)).data, r)
      assert.equal((await rating(e, stranger.token, orderId)).code, 404)
      assert.equal((await rating(e, undefined, orderId)).code, 401)

      const changed = await rate(e, buyer.token, orderId, { stars: 4, tags: ['friendly'], comment: null })
      assert.equal(changed.code, 200, changed.msg)
      assert.equal(changed.data.stars, 4)
      assert.deepEqual(changed.data.tags, ['friendly'])
      assert.equal(changed.data.comment, null)
      assert.equal(changed.data.createdAt, r.createdAt, 'an edit keeps the first time (and the window)')
      assert.ok(Date.parse(changed.data.updatedAt) >= Date.parse(r.updatedAt))
      assert.equal(await ratingCount(e, orderId), 1)

      // past the window: refused, unchanged
      await e.db.update(ratings).set({ createdAt: new Date(Date.now() - 7 * DAY - MINUTE) }).where(eq(ratings.orderId, orderId))
      const late = await rate(e, buyer.token, orderId, { stars: 1, tags: [] })
      assert.equal(late.code, 409)
      assert.equal(late.msg, '评价发表已超过7天，不能再修改')
      assert.equal((await rating(e, buyer.token, orderId)).data.stars, 4)

      // concurrent first ratings of another order make one row
      const other = await sale(e, seller)
      const results = await Promise.all([3, 4, 5].map((stars) => rate(e, other.buyer.token, other.orderId, { stars, tags: [] })))
      assert.deepEqual(results.map((x) => x.code), [200, 200, 200])
      assert.equal(await ratingCount(e, other.orderId), 1)
    })

    it('only the buyer, only a completed sale; bad input changes nothing', async () => {
      const e = env()
      const seller = await verifiedUser(e)
      const stranger = await verifiedUser(e)
      const { orderId, buyer } = await sale(e, seller)
      const ok = { stars: 4, tags: [] }
      assert.equal((await rate(e, seller.token, orderId, ok)).code, 403, 'the seller does not rate themselves')
      assert.equal((await rate(e, stranger.token, orderId, ok)).code, 404)
      assert.equal((await rate(e, undefined, orderId, ok)).code, 401)
      assert.equal((await rate(e, buyer.token, 999_999, ok)).code, 404)

      for (const [body, pattern] of [
        [{ stars: 0, tags: [] }, /星级/],
        [{ stars: 6, tags: [] }, /星级/],
        [{ stars: 3.5, tags: [] }, /星级/],
        [{ stars: 5 }, /评价标签不能为空/],
        [{ stars: 5, tags: ['cheap'] }, /评价标签不正确或重复/],
        [{ stars: 5, tags: ['friendly', 'friendly'] }, /评价标签不正确或重复/],
        [{ stars: 5, tags: [], comment: '好'.repeat(RATING_COMMENT_MAX + 1) }, /评价内容不能超过300个字/],
        [{ stars: 5, tags: [], mood: 'happy' }, /不支持的字段/],
      ] as const) {
        const res = await rate(e, buyer.token, orderId, body)
        assert.equal(res.code, 400, JSON.stringify(body))
        assert.match(res.msg, pattern)
      }
      assert.equal(await ratingCount(e, orderId), 0)
      // a comment of exactly the limit (counted in characters) is fine
      assert.equal((await rate(e, buyer.token, orderId, { stars: 5, tags: [], comment: '好'.repeat(RATING_COMMENT_MAX) })).code, 200)

      const delivered = await sale(e, seller, 'delivered')
      const early = await rate(e, delivered.buyer.token, delivered.orderId, ok)
      assert.equal(early.code, 409)
      assert.equal(early.msg, '交易完成后才能评价')
      const rental = await sale(e, seller)
      await e.db.update(orders).set({ kind: 'rental', rentUnit: 'hour', rentQuantity: 1, rentStart: new Date(), rentEnd: new Date() }).where(eq(orders.id, rental.orderId))
      assert.equal((await rate(e, rental.buyer.token, rental.orderId, ok)).code, 409)
      assert.equal(await ratingCount(e, rental.orderId), 0)
    })

    it("the seller's record comes from real rows, on the goods detail and the seller page", async () => {
      const e = env()
      const seller = await verifiedUser(e)
      const empty = await call(e.app, 'GET', `/api/web/seller/${seller.id}`)
      assert.equal(empty.code, 404, 'no listing and no sale yet: no page')

      const a = await sale(e, seller)
      const b = await sale(e, seller)
      const c = await sale(e, seller)
      const d = await sale(e, seller, 'delivered')
      // payment -> handover complete: 30, 60 and 90 minutes (the fourth order's own time counts too: make it 60)
      for (const [id, minutes] of [
        [a.orderId, 30],
        [b.orderId, 60],
        [c.orderId, 90],
        [d.orderId, 60],
      ] as const) {
        await e.db
          .update(orders)
          .set({ handoverCompletedAt: sql`${orders.paidAt} + make_interval(mins => ${minutes})` })
          .where(eq(orders.id, id))
      }
      for (const [o, stars] of [
        [a, 5],
        [b, 4],
        [c, 2],
      ] as const) {
        assert.equal((await rate(e, o.buyer.token, o.orderId, { stars, tags: [] })).code, 200)
      }
      const disputed = await call(e.app, 'POST', `/api/need/order/${d.orderId}/dispute`, {
        token: d.buyer.token,
        body: { type: 'other', description: '换绑后仍收到原号主的验证短信。', images: [] },
      })
      assert.equal(disputed.code, 200, disputed.msg)

      const expected = {
        completedTrades: 3,
        ratingCount: 3,
        averageStars: 3.67,
        positiveRate: 0.6667,
        avgHandoverMinutes: 60,
        disputeRate: 0.25,
      }
      const page = await call(e.app, 'GET', `/api/web/seller/${seller.id}`)
      assert.equal(page.code, 200, page.msg)
      const [row] = await e.db.select().from(users).where(eq(users.id, seller.id))
      assert.deepEqual(page.data, {
        id: seller.id,
        nickname: row.nickname,
        avatar: row.avatar,
        verified: true,
        memberSince: row.createdAt.toISOString(),
        stats: expected,
      })
      assert.ok(!('phone' in page.data))

      // the goods detail shows the same record, and its sales count agrees
      const onSale = await listing(e, seller.id, { price: 8_000, title: '在售的号' })
      const detail = await call(e.app, 'GET', `/api/web/goods/${onSale}`)
      assert.equal(detail.code, 200, detail.msg)
      assert.deepEqual(detail.data.seller.stats, expected)
      assert.equal(detail.data.seller.sales, 3)

      // a seller with nothing yet: zeros and nulls, not made-up numbers
      const fresh = await verifiedUser(e)
      const freshGoods = await listing(e, fresh.id)
      assert.deepEqual((await call(e.app, 'GET', `/api/web/goods/${freshGoods}`)).data.seller.stats, {
        completedTrades: 0,
        ratingCount: 0,
        averageStars: null,
        positiveRate: null,
        avgHandoverMinutes: null,
        disputeRate: null,
      })
    })

    it('the seller page: who has one, their listings on sale and their ratings, newest first', async () => {
      const e = env()
      assert.equal((await call(e.app, 'GET', '/api/web/seller/999999')).code, 404)
      assert.equal((await call(e.app, 'GET', '/api/web/seller/abc')).code, 400)
      const nobody = await registerUser(e)
      assert.equal((await call(e.app, 'GET', `/api/web/seller/${nobody.id}`)).code, 404)
      const waiting = await verifiedUser(e)
      await listing(e, waiting.id, { status: 'pending_review' })
      assert.equal((await call(e.app, 'GET', `/api/web/seller/${waiting.id}`)).code, 404, 'a listing under review is not public')
      assert.equal((await call(e.app, 'GET', `/api/web/seller/${waiting.id}/goods`)).code, 404)
      assert.equal((await call(e.app, 'GET', `/api/web/seller/${waiting.id}/ratings`)).code, 404)

      // sold everything: still has a page, with no listings on sale
      const seller = await verifiedUser(e)
      const first = await sale(e, seller)
      const second = await sale(e, seller)
      assert.equal((await call(e.app, 'GET', `/api/web/seller/${seller.id}`)).code, 200)
      const none = await call(e.app, 'GET', `/api/web/seller/${seller.id}/goods`)
      assert.deepEqual(none.data, { rows: [], total: 0 })

      const older = await listing(e, seller.id, { title: '较早上架的号' })
      await e.db.update(goods).set({ publishedAt: new Date(Date.now() - DAY) }).where(eq(goods.id, older))
      const newer = await listing(e, seller.id, { title: '最新上架的号' })
      await listing(e, seller.id, { status: 'off_shelf' })
      await listing(e, seller.id, { status: 'pending_review' })
      const lists = await call(e.app, 'GET', `/api/web/seller/${seller.id}/goods?pageSize=1`)
      assert.equal(lists.code, 200, lists.msg)
      assert.equal(lists.data.total, 2, 'on sale only')
      assert.deepEqual(lists.data.rows.map((g: { id: number }) => g.id), [newer])
      assert.equal(lists.data.rows[0].status, 'on_sale')
      const next = await call(e.app, 'GET', `/api/web/seller/${seller.id}/goods?pageSize=1&pageNum=2`)
      assert.deepEqual(next.data.rows.map((g: { id: number }) => g.id), [older])
      assert.equal((await call(e.app, 'GET', `/api/web/seller/${seller.id}/goods?pageSize=99`)).code, 400)

      assert.equal((await rate(e, first.buyer.token, first.orderId, { stars: 5, tags: ['friendly'], comment: '很好' })).code, 200)
      assert.equal((await rate(e, second.buyer.token, second.orderId, { stars: 3, tags: [] })).code, 200)
      await e.db.update(ratings).set({ createdAt: new Date(Date.now() - DAY) }).where(eq(ratings.orderId, first.orderId))
      const rated = await call(e.app, 'GET', `/api/web/seller/${seller.id}/ratings`)
      assert.equal(rated.code, 200, rated.msg)
      assert.equal(rated.data.total, 2)
      assert.deepEqual(rated.data.rows.map((r: { orderId: number }) => r.orderId), [second.orderId, first.orderId], 'newest first')
      const [buyerRow] = await e.db.select({ nickname: users.nickname }).from(users).where(eq(users.id, first.buyer.id))
      assert.equal(rated.data.rows[1].buyer, maskNickname(buyerRow.nickname))
      assert.equal(rated.data.rows[1].comment, '很好')
    })
  })
}
