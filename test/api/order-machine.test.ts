/**
 * The order state machine (server/modules/order/machine.ts) on both drivers: what the transition table refuses
 * (a move it does not list, or one listed for another actor) changes nothing and fires nothing; every allowed
 * transition a user or the system makes through the API fires its event's subscribers exactly once; a transition
 * whose transaction rolls back leaves nothing of its reactions behind; and one that lost a race (the status read
 * is stale) changes nothing.
 */
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { count, eq } from 'drizzle-orm'
import { defaultConfig } from '../../server/config'
import { goods } from '../../server/modules/goods/schema'
import { messages } from '../../server/modules/inbox/schema'
import { orders } from '../../server/modules/order/schema'
import { users } from '../../server/modules/user/schema'
import { createSession } from '../../server/modules/auth/sessions'
import { AppError } from '../../server/lib/errors'
import { runDueJobs } from '../../server/modules/order/jobs'
import { completeOrder } from '../../server/modules/order/lifecycle'
import { ORDER_EVENT_KINDS, onOrder, ruleFor, transition, TRANSITIONS, type OrderEventKind } from '../../server/modules/order/machine'
import { lockOrder } from '../../server/modules/order/rows'
import { assertLedgerMatches, balanceOf, boughtSale, listing, verifiedUser } from './buying'
import { call, DRIVERS, SECRET, useTestEnv, type TestEnv } from './helpers'

const jobCtx = (env: TestEnv) => ({ db: env.db, config: { ...defaultConfig(), secretKey: SECRET } })

/** every event fired, by order number (ids repeat across the two databases), while the tests run */
const fired = new Map<string, OrderEventKind[]>()
const off: (() => void)[] = []
before(() => {
  for (const kind of ORDER_EVENT_KINDS) {
    off.push(onOrder(kind, async ({ order }) => void fired.set(order.orderNo, [...(fired.get(order.orderNo) ?? []), kind])))
  }
})
after(() => off.forEach((f) => f()))

async function adminToken(env: TestEnv): Promise<string> {
  const [admin] = await env.db.select({ id: users.id }).from(users).where(eq(users.role, 'admin')).limit(1)
  return (await createSession(env.db, admin.id, 1)).token
}

/** the events fired for the order so far */
async function firedFor(env: TestEnv, id: number): Promise<OrderEventKind[]> {
  const [row] = await env.db.select({ no: orders.orderNo }).from(orders).where(eq(orders.id, id))
  return [...(fired.get(row.no) ?? [])]
}

async function statusOf(env: TestEnv, id: number): Promise<string> {
  const [row] = await env.db.select({ status: orders.status }).from(orders).where(eq(orders.id, id))
  return row.status
}

async function inboxCount(env: TestEnv, userId: number): Promise<number> {
  const [row] = await env.db.select({ n: count() }).from(messages).where(eq(messages.userId, userId))
  return Number(row.n)
}

describe('the transition table', () => {
  it('lists each from -> to once, with its actors, and only known statuses', () => {
    const pairs = TRANSITIONS.map((r) => `${r.from}->${r.to}`)
    assert.equal(new Set(pairs).size, pairs.length)
    assert.equal(ruleFor('completed', 'handover', 'staff'), undefined)
    assert.equal(ruleFor('delivered', 'refunded', 'buyer'), undefined, 'a buyer cannot refund a delivered order by themselves')
    assert.equal(ruleFor('refunding', 'refunded', 'staff')?.event, 'order.refunded')
    assert.equal(ruleFor('pending_payment', 'cancelled', 'seller'), undefined)
  })
})

for (const driver of DRIVERS) {
  describe(`order state machine [${driver}]`, () => {
    const env = useTestEnv(driver)

    it('refuses a transition the table does not allow, or allows only to another actor: nothing changes', async () => {
      const e = env()
      const done = await boughtSale(e, { upTo: 'completed' })
      const delivered = await boughtSale(e, { upTo: 'delivered' })
      const firedBefore = await firedFor(e, done.orderId)
      for (const [id, to, by, event] of [
        [done.orderId, 'handover', 'staff', 'order.paid'],
        [delivered.orderId, 'refunded', 'buyer', 'order.refunded'],
        [delivered.orderId, 'completed', 'seller', 'order.paid'],
      ] as const) {
        const before = await statusOf(e, id)
        await assert.rejects(
          e.db.transaction(async (tx) => {
            const order = await lockOrder(tx, id)
            await transition(tx, order!, to, { by, event, now: new Date(), detail: {} as never })
          }),
          (err: unknown) => {
            if (to === 'completed') return err instanceof Error // the right move named with the wrong event
            return err instanceof AppError && err.code === 409 && err.messageKey === 'orderWrongState'
          },
        )
        assert.equal(await statusOf(e, id), before)
      }
      assert.deepEqual(await firedFor(e, done.orderId), firedBefore, 'a refused transition fires nothing')
      // through the API: receipt confirmed again on a completed order
      const again = await call(e.app, 'POST', `/api/need/order/${done.orderId}/confirm`, { token: done.buyer.token })
      assert.equal(again.code, 409)
      assert.equal(await statusOf(e, done.orderId), 'completed')
    })

    it('fires each event exactly once per transition, whoever triggers it', async () => {
      const e = env()
      // paid by the wallet, the handover completed by the buyer's confirmations, receipt confirmed
      const sale = await boughtSale(e, { upTo: 'completed' })
      assert.deepEqual(await firedFor(e, sale.orderId), ['order.paid', 'order.handover_completed', 'order.completed'])

      // cancelled by the buyer
      const seller = await verifiedUser(e)
      const buyer = await verifiedUser(e)
      const goodsId = await listing(e, seller.id, { price: 5_000 })
      const created = await call(e.app, 'POST', '/api/need/order', { token: buyer.token, body: { goodsId, compensation: 'none', agree: true } })
      assert.equal(created.code, 200, created.msg)
      const cancelled = await call(e.app, 'POST', `/api/need/order/${created.data.id}/cancel`, { token: buyer.token, body: {} })
      assert.equal(cancelled.code, 200, cancelled.msg)
      assert.deepEqual(await firedFor(e, created.data.id), ['order.cancelled'])

      // asked for a refund, refused by staff, then completed by the system at the end of the window
      const admin = await adminToken(e)
      const refused = await boughtSale(e, { upTo: 'delivered' })
      const ask = await call(e.app, 'POST', `/api/need/order/${refused.orderId}/refund`, { token: refused.buyer.token, body: { reason: '账号无法登录，密码错误' } })
      assert.equal(ask.code, 200, ask.msg)
      const no = await call(e.app, 'POST', `/api/admin/orders/${refused.orderId}/refund`, { token: admin, body: { approve: false, note: '账号与描述一致' } })
      assert.equal(no.code, 200, no.msg)
      await runDueJobs(jobCtx(e), new Date(Date.now() + 1000 * 3600_000))
      assert.deepEqual(await firedFor(e, refused.orderId), [
        'order.paid',
        'order.handover_completed',
        'order.refund_requested',
        'order.refund_rejected',
        'order.completed',
      ])

      // asked for a refund and refunded by staff; asking again fires nothing
      const refunded = await boughtSale(e, { upTo: 'handover' })
      await call(e.app, 'POST', `/api/need/order/${refunded.orderId}/refund`, { token: refunded.buyer.token, body: { reason: '卖家迟迟不换绑，要求退款' } })
      const yes = await call(e.app, 'POST', `/api/admin/orders/${refunded.orderId}/refund`, { token: admin, body: { approve: true } })
      assert.equal(yes.code, 200, yes.msg)
      const twice = await call(e.app, 'POST', `/api/admin/orders/${refunded.orderId}/refund`, { token: admin, body: { approve: true } })
      assert.equal(twice.code, 409)
      assert.deepEqual(await firedFor(e, refunded.orderId), ['order.paid', 'order.refund_requested', 'order.refunded'])
      assert.equal(await balanceOf(e, refunded.buyer.id), 2 * 10_000, 'paid once, refunded once (funded with twice the price)')
      await assertLedgerMatches(e, refunded.buyer.id)
    })

    it('a transition whose transaction rolls back leaves none of its reactions behind', async () => {
      const e = env()
      const sale = await boughtSale(e, { upTo: 'delivered' })
      const sellerBalance = await balanceOf(e, sale.seller.id)
      const sellerInbox = await inboxCount(e, sale.seller.id)
      await assert.rejects(
        e.db.transaction(async (tx) => {
          const order = await lockOrder(tx, sale.orderId)
          assert.equal(await completeOrder(tx, order!, '买家确认收货', new Date(), { by: 'buyer' }), true)
          throw new Error('rolled back after the transition')
        }),
        /rolled back/,
      )
      assert.equal(await statusOf(e, sale.orderId), 'delivered')
      assert.equal(await balanceOf(e, sale.seller.id), sellerBalance, 'the seller was not paid')
      assert.equal(await inboxCount(e, sale.seller.id), sellerInbox, 'nobody was told')
      const [g] = await e.db.select({ status: goods.status }).from(goods).where(eq(goods.id, sale.goodsId))
      assert.equal(g.status, 'reserved', 'the listing was not sold')
    })

    it('a transition on a stale status (a race lost) changes nothing and fires nothing', async () => {
      const e = env()
      const sale = await boughtSale(e, { upTo: 'handover' })
      const firedBefore = await firedFor(e, sale.orderId)
      const moved = await e.db.transaction(async (tx) => {
        const order = await lockOrder(tx, sale.orderId)
        // the caller read it unpaid; it was paid meanwhile
        return transition(tx, { ...order!, status: 'pending_payment' }, 'cancelled', {
          by: 'system',
          event: 'order.cancelled',
          now: new Date(),
          detail: { reason: '超时未支付，订单已自动取消' },
        })
      })
      assert.equal(moved, null)
      assert.equal(await statusOf(e, sale.orderId), 'handover')
      assert.deepEqual(await firedFor(e, sale.orderId), firedBefore)
      const [held] = await e.db.select({ status: goods.status }).from(goods).where(eq(goods.id, sale.goodsId))
      assert.equal(held.status, 'reserved')
    })
  })
}
