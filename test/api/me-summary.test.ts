import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { eq } from 'drizzle-orm'
import type { MeSummary, OrderShortcut, OrderStatus } from '../../contract/orders'
import { couponRecords } from '../../server/modules/coupon/schema'
import { orders } from '../../server/modules/order/schema'
import { notify } from '../../server/modules/inbox/notify'
import { claimed, fund, listing, template, verifiedUser } from './buying'
import { call, DRIVERS, registerUser, useTestEnv, type TestEnv, type TestUser } from './helpers'

const GROUPS: OrderShortcut[] = ['pending_payment', 'in_progress', 'completed', 'after_sale']

async function summary(env: TestEnv, user: TestUser): Promise<MeSummary> {
  const res = await call<MeSummary>(env.app, 'GET', '/api/need/me/summary', { token: user.token })
  assert.equal(res.code, 200, res.msg)
  return res.data
}

/** An order of `buyer` through the API, then moved to `status` in the database (the lifecycle has its own tests). */
async function orderIn(env: TestEnv, buyer: TestUser, sellerId: number, status: OrderStatus): Promise<number> {
  const goodsId = await listing(env, sellerId, { price: 10_000, compensation: 'none' })
  const res = await call(env.app, 'POST', '/api/need/order', { token: buyer.token, body: { goodsId, compensation: 'none', agree: true } })
  assert.equal(res.code, 200, res.msg)
  if (status !== 'pending_payment') await env.db.update(orders).set({ status }).where(eq(orders.id, res.data.id))
  return res.data.id
}

for (const driver of DRIVERS) {
  describe(`my summary [${driver}]`, () => {
    const env = useTestEnv(driver)

    it('a new user: all zero; login required; nothing but GET', async () => {
      const e = env()
      const user = await registerUser(e)
      assert.deepEqual(await summary(e, user), {
        orders: { pending_payment: 0, in_progress: 0, completed: 0, after_sale: 0 },
        balance: 0,
        coupons: 0,
        redPackets: 0,
        unread: 0,
        chatUnread: 0,
        sellerWaiting: { handover: 0, dispute: 0 },
      })
      const anonymous = await call(e.app, 'GET', '/api/need/me/summary')
      assert.equal(anonymous.code, 401)
      const bogus = await call(e.app, 'GET', '/api/need/me/summary', { token: 'not-a-token' })
      assert.equal(bogus.code, 401)
      const extra = await call(e.app, 'GET', '/api/need/me/summary?userId=1', { token: user.token })
      assert.equal(extra.code, 200, 'a query string is ignored, it cannot name another user')
      assert.deepEqual(extra.data.orders, { pending_payment: 0, in_progress: 0, completed: 0, after_sale: 0 })
    })

    it('counts mine only: orders by group as the myOrder tabs list them, balance, usable coupons, unread', async () => {
      const e = env()
      const seller = await verifiedUser(e)
      const a = await verifiedUser(e)
      const b = await verifiedUser(e)

      // A buys in every status; B has one order of his own; A's sold listings do not count as A's orders
      const statuses: OrderStatus[] = ['pending_payment', 'pending_payment', 'paid', 'handover', 'delivered', 'completed', 'refunding', 'refunded', 'cancelled']
      for (const s of statuses) await orderIn(e, a, seller.id, s)
      await orderIn(e, b, seller.id, 'completed')
      await orderIn(e, seller, a.id, 'paid')

      await fund(e, a.id, 12_345)
      await fund(e, b.id, 1)
      // A: two usable coupons, one expired, one used, one usable red packet; B: one coupon
      await claimed(e, a, await template(e))
      await claimed(e, a, await template(e))
      const expired = await claimed(e, a, await template(e))
      await e.db.update(couponRecords).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(couponRecords.id, expired))
      const used = await claimed(e, a, await template(e))
      await e.db.update(couponRecords).set({ status: 1, usedAt: new Date() }).where(eq(couponRecords.id, used))
      await claimed(e, a, await template(e, { kind: 'red_packet', amount: 300 }))
      await claimed(e, b, await template(e))

      // orders write messages too: count what is unread before adding two of A's and one of B's
      const before = await call(e.app, 'GET', '/api/need/message/unread', { token: a.token })
      await notify(e.db, a.id, { kind: 'system', title: '一', content: '第一条', link: null })
      await notify(e.db, a.id, { kind: 'system', title: '二', content: '第二条', link: null })
      await notify(e.db, b.id, { kind: 'system', title: '三', content: '第三条', link: null })

      const sa = await summary(e, a)
      assert.deepEqual(sa.orders, { pending_payment: 2, in_progress: 3, completed: 1, after_sale: 2 })
      assert.equal(sa.balance, 12_345)
      assert.equal(sa.coupons, 2)
      assert.equal(sa.redPackets, 1)
      assert.equal(sa.unread, before.data.count + 2)
      // each number is what the tab it opens lists
      for (const group of GROUPS) {
        const tab = await call(e.app, 'GET', `/api/need/myOrder?tab=${group}&role=buyer&pageSize=50`, { token: a.token })
        assert.equal(tab.data.total, sa.orders[group], group)
      }
      const unread = await call(e.app, 'GET', '/api/need/message/unread', { token: a.token })
      assert.equal(sa.unread, unread.data.count)
      const usable = await call(e.app, 'GET', '/api/coupon/record/myList?status=0&kind=coupon&pageSize=50', { token: a.token })
      assert.equal(usable.code, 200, usable.msg)
      assert.equal(usable.data.total, sa.coupons)

      const sb = await summary(e, b)
      assert.deepEqual(sb.orders, { pending_payment: 0, in_progress: 0, completed: 1, after_sale: 0 })
      assert.equal(sb.balance, 1)
      assert.equal(sb.coupons, 1)
      assert.equal(sb.redPackets, 0)
      const bUnread = await call(e.app, 'GET', '/api/need/message/unread', { token: b.token })
      assert.equal(sb.unread, bUnread.data.count)

      // the seller's summary counts what the seller bought (one order from A), not what was sold
      const ss = await summary(e, seller)
      assert.deepEqual(ss.orders, { pending_payment: 0, in_progress: 1, completed: 0, after_sale: 0 })
    })
  })
}
