/**
 * An order's money timeline (issue 24, "money you can follow"): GET /api/need/orders/{id}/money for a completed
 * sale (buyer, seller, staff; settling, then withdrawable), a refunded order, an open dispute on a delivered and on a
 * completed order, and anyone else (404).
 */
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { eq } from 'drizzle-orm'
import type { MoneyStep, OrderMoney } from '../../contract/money'
import { defaultConfig } from '../../server/config'
import { orders } from '../../server/modules/order/schema'
import { boughtSale, type SaleStage } from './buying'
import { staff } from './chat-fixtures'
import { ownImages } from './recycling'
import { call, DRIVERS, registerUser, useTestEnv, type TestEnv } from './helpers'
import type { App } from '../../server/app'

const NOTHING_BOUND = { phone: false, email: false, thirdParty: false }
const DAY_MS = 86_400_000

const money = async (app: App, token: string, orderId: number): Promise<OrderMoney> => {
  const res = await call<OrderMoney>(app, 'GET', `/api/need/orders/${orderId}/money`, { token })
  assert.equal(res.code, 200, res.msg)
  return res.data
}
const kinds = (m: OrderMoney) => m.steps.map((s) => `${s.kind}:${s.state}`)
const stepOf = (m: OrderMoney, kind: MoneyStep['kind']) => {
  const s = m.steps.find((x) => x.kind === kind)
  assert.ok(s, `a ${kind} step in ${kinds(m).join(', ')}`)
  return s
}

async function sale(e: TestEnv, upTo: SaleStage, compensation: 'none' | 'standard' = 'none') {
  const s = await boughtSale(e, { upTo, listing: { bindings: NOTHING_BOUND, compensation } })
  const [o] = await e.db.select().from(orders).where(eq(orders.id, s.orderId))
  return { ...s, o }
}

async function openDispute(e: TestEnv, token: string, orderId: number): Promise<number> {
  const res = await call(e.app, 'POST', `/api/need/order/${orderId}/dispute`, {
    token,
    body: { type: 'handover_failed', description: '卖家没有完成换绑，账号登录不上去，请平台处理。', images: [] },
  })
  assert.equal(res.code, 200, res.msg)
  return res.data.id
}

for (const driver of DRIVERS) {
  describe(`order money timeline [${driver}]`, () => {
    const env = useTestEnv(driver)

    it('a completed sale: the buyer sees what was paid and that it was released; the seller the proceeds after the fee, settling, then withdrawable', async () => {
      const e = env()
      const s = await sale(e, 'completed')
      const buyer = await money(e.app, s.buyer.token, s.orderId)
      assert.equal(buyer.role, 'buyer')
      assert.deepEqual(kinds(buyer), ['paid:done', 'escrow:done', 'released:done'])
      const paid = stepOf(buyer, 'paid')
      assert.deepEqual([paid.amount, paid.wallet, paid.external], [s.o.total, s.o.total, 0], 'paid from the wallet')
      assert.equal(stepOf(buyer, 'escrow').until, s.o.completedAt!.toISOString())
      assert.deepEqual([stepOf(buyer, 'released').amount, stepOf(buyer, 'released').fee], [null, null], "the seller's proceeds are the seller's")
      assert.equal(buyer.walletLink, null)

      const seller = await money(e.app, s.seller.token, s.orderId)
      assert.equal(seller.role, 'seller')
      assert.deepEqual(kinds(seller), ['paid:done', 'escrow:done', 'released:done', 'settling:current', 'withdrawable:next'])
      assert.deepEqual([stepOf(seller, 'paid').wallet, stepOf(seller, 'paid').external], [null, null], "how the buyer paid is the buyer's")
      const released = stepOf(seller, 'released')
      assert.equal(released.amount, s.o.sellerProceeds)
      assert.equal(released.fee, s.o.price - s.o.sellerProceeds)
      const settlesAt = new Date(s.o.completedAt!.getTime() + defaultConfig().payout.settlementDays * DAY_MS).toISOString()
      assert.equal(stepOf(seller, 'settling').until, settlesAt)
      assert.equal(stepOf(seller, 'withdrawable').at, settlesAt)
      assert.equal(seller.walletLink, '/index/other/wallet')

      const { token } = await staff(e)
      assert.equal((await money(e.app, token, s.orderId)).role, 'staff')
      assert.deepEqual(stepOf(await money(e.app, token, s.orderId), 'paid').wallet, s.o.total)

      // with no settlement hold the proceeds are withdrawable at once
      const settled = await e.build({ payout: { ...defaultConfig().payout, settlementDays: 0 } })
      const now = await money(settled, s.seller.token, s.orderId)
      assert.deepEqual(kinds(now), ['paid:done', 'escrow:done', 'released:done', 'settling:done', 'withdrawable:done'])
      assert.equal(stepOf(now, 'withdrawable').amount, s.o.sellerProceeds)
    })

    it('a refunded order: a dispute froze it, decided as a full refund back to the wallet; nothing was released', async () => {
      const e = env()
      const s = await sale(e, 'handover')
      const id = await openDispute(e, s.buyer.token, s.orderId)
      assert.equal((await call(e.app, 'POST', `/api/need/dispute/${id}/escalate`, { token: s.buyer.token })).code, 200)
      const { token } = await staff(e)
      const decided = await call(e.app, 'POST', `/api/admin/dispute/${id}/decide`, { token, body: { outcome: 'refund_full', reason: '卖家无法完成换绑' } })
      assert.equal(decided.code, 200, decided.msg)
      const buyer = await money(e.app, s.buyer.token, s.orderId)
      assert.deepEqual(kinds(buyer), ['paid:done', 'escrow:done', 'freeze:done', 'refund:done'])
      const freeze = stepOf(buyer, 'freeze')
      assert.deepEqual(freeze.freeze, { by: 'dispute', reason: 'handover_failed', outcome: 'refund_full' })
      assert.ok(freeze.until, 'the freeze ended with the decision')
      const refund = stepOf(buyer, 'refund')
      assert.deepEqual([refund.amount, refund.destination], [s.o.total, 'wallet'])
      const seller = await money(e.app, s.seller.token, s.orderId)
      assert.deepEqual(kinds(seller), ['paid:done', 'escrow:done', 'freeze:done', 'refund:done'])
      assert.equal(stepOf(seller, 'refund').destination, null)
      assert.equal(seller.walletLink, null)
    })

    it('an open dispute shows as a freeze with its reason and end: until the answer deadline before completion; holding the proceeds after it', async () => {
      const e = env()
      const s = await sale(e, 'delivered')
      await openDispute(e, s.buyer.token, s.orderId)
      const buyer = await money(e.app, s.buyer.token, s.orderId)
      assert.deepEqual(kinds(buyer), ['paid:done', 'escrow:current', 'freeze:current', 'released:next'])
      const freeze = stepOf(buyer, 'freeze')
      assert.deepEqual(freeze.freeze, { by: 'dispute', reason: 'handover_failed', outcome: null })
      assert.ok(freeze.until && Date.parse(freeze.until) > Date.now(), "until the seller's answer deadline")
      const seller = await money(e.app, s.seller.token, s.orderId)
      assert.deepEqual(kinds(seller), ['paid:done', 'escrow:current', 'freeze:current', 'released:next', 'settling:next', 'withdrawable:next'])
      assert.equal(stepOf(seller, 'released').amount, s.o.sellerProceeds)

      const done = await sale(e, 'completed')
      await openDispute(e, done.buyer.token, done.orderId)
      const held = await money(e.app, done.seller.token, done.orderId)
      assert.deepEqual(kinds(held), ['paid:done', 'escrow:done', 'released:done', 'settling:current', 'freeze:current', 'withdrawable:next'])
      assert.ok((stepOf(held, 'freeze').amount ?? 0) > 0, 'the part of the proceeds the dispute holds')
      assert.equal(stepOf(held, 'settling').until, null, 'frozen: no settlement date while the dispute is open')
    })

    it('a 包赔 claim freezes the settling proceeds with its reason until decided; the compensation paid shows to the buyer', async () => {
      const e = env()
      const s = await sale(e, 'completed', 'standard')
      const made = await call(e.app, 'POST', '/api/need/claims', {
        token: s.buyer.token,
        body: { orderId: s.orderId, reason: 'retrieved', description: '收号一周后账号被原号主通过申诉找回，已无法登录。', images: await ownImages(e, s.buyer.id, 2), contact: 'QQ 12345678' },
      })
      assert.equal(made.code, 200, made.msg)
      let seller = await money(e.app, s.seller.token, s.orderId)
      const freeze = stepOf(seller, 'freeze')
      assert.deepEqual([freeze.state, freeze.until, freeze.freeze], ['current', null, { by: 'claim', reason: 'retrieved', outcome: null }])
      assert.deepEqual([stepOf(seller, 'settling').state, stepOf(seller, 'settling').until], ['current', null], 'frozen: no settlement date')
      const { token } = await staff(e)
      const decided = await call(e.app, 'POST', `/api/admin/claims/${made.data.id}/decision`, { token, body: { approve: true, amount: 5_000 } })
      assert.equal(decided.code, 200, decided.msg)
      seller = await money(e.app, s.seller.token, s.orderId)
      assert.deepEqual(stepOf(seller, 'freeze').freeze, { by: 'claim', reason: 'retrieved', outcome: 'approved' })
      assert.ok(stepOf(seller, 'freeze').until)
      assert.equal(seller.steps.some((x) => x.kind === 'compensation'), false, "the buyer's compensation is the buyer's")
      const buyer = await money(e.app, s.buyer.token, s.orderId)
      assert.equal(stepOf(buyer, 'compensation').amount, 5_000)
    })

    it('anyone but the buyer, the seller and staff gets 404; no login 401', async () => {
      const e = env()
      const s = await sale(e, 'handover')
      const c = await registerUser(e)
      const res = await call(e.app, 'GET', `/api/need/orders/${s.orderId}/money`, { token: c.token })
      assert.equal(res.code, 404)
      assert.equal((await call(e.app, 'GET', '/api/need/orders/99999999/money', { token: c.token })).code, 404)
      assert.equal((await call(e.app, 'GET', `/api/need/orders/${s.orderId}/money`)).code, 401)
      assert.equal((await call(e.app, 'GET', '/api/need/orders/abc/money', { token: c.token })).code, 400)
    })
  })
}
