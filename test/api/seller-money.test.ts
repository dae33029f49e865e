/**
 * The seller's money and to-dos: the wallet says what each held, settling or withdrawing amount is (which order or
 * withdrawal, why, what ends it) without counting anything twice; sold orders show what the seller receives; the
 * sales waiting for the seller (a handover step to mark, a dispute to answer) are counted in 我的 and listed by
 * GET /need/myOrder?waiting=. Nobody sees another user's items or orders.
 */
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { eq } from 'drizzle-orm'
import type { WalletItem, WalletSummary } from '../../contract/wallet'
import type { MeSummary, OrderSummary } from '../../contract/orders'
import { orders } from '../../server/modules/order/schema'
import { disputes } from '../../server/modules/dispute/schema'
import { sellerProceeds } from '../../contract/pricing'
import { boughtSale, completeHandover, fund, listing, PAY_PASSWORD, verifiedUser } from './buying'
import { call, DRIVERS, registerUser, useTestEnv, type TestEnv, type TestUser } from './helpers'

const DAY = 86_400_000
const NOTHING_BOUND = { phone: false, email: false, thirdParty: false }

async function wallet(e: TestEnv, u: TestUser): Promise<WalletSummary> {
  const res = await call<WalletSummary>(e.app, 'GET', '/api/need/wallet', { token: u.token })
  assert.equal(res.code, 200, res.msg)
  return res.data
}

async function me(e: TestEnv, u: TestUser): Promise<MeSummary> {
  const res = await call<MeSummary>(e.app, 'GET', '/api/need/me/summary', { token: u.token })
  assert.equal(res.code, 200, res.msg)
  return res.data
}

async function waiting(e: TestEnv, u: TestUser, kind: string): Promise<number[]> {
  const res = await call<{ rows: OrderSummary[] }>(e.app, 'GET', `/api/need/myOrder?waiting=${kind}`, { token: u.token })
  assert.equal(res.code, 200, res.msg)
  return res.data.rows.map((o) => o.id)
}

/** each bucket's items sum to its figure, and the free part plus the settling and held parts make the balance */
function assertAddsUp(w: WalletSummary): void {
  const sum = (b: WalletItem['bucket']) => w.items.filter((i) => i.bucket === b).reduce((s, i) => s + i.amount, 0)
  assert.equal(sum('held'), w.held, 'held items')
  assert.equal(sum('settling'), w.settling, 'settling items')
  assert.equal(sum('withdrawing'), w.withdrawing, 'withdrawing items')
  assert.equal(w.withdrawable + w.settling + w.held, w.balance, 'nothing counted twice')
}

async function openDispute(e: TestEnv, buyer: TestUser, orderId: number): Promise<number> {
  const opened = await call(e.app, 'POST', `/api/need/order/${orderId}/dispute`, {
    token: buyer.token,
    body: { type: 'not_as_described', description: '登录后发现账号英雄数量与描述不符，少了二十个。', images: [] },
  })
  assert.equal(opened.code, 200, opened.msg)
  return opened.data.id
}

for (const driver of DRIVERS) {
  describe(`seller money (${driver})`, () => {
    const env = useTestEnv(driver)

    it('the wallet lists a sale in its settlement period with the date it becomes withdrawable', async () => {
      const e = env()
      const s = await boughtSale(e, { upTo: 'completed', listing: { bindings: NOTHING_BOUND } })
      const [o] = await e.db.select().from(orders).where(eq(orders.id, s.orderId))
      const w = await wallet(e, s.seller)
      assertAddsUp(w)
      assert.equal(w.items.length, 1)
      const [item] = w.items
      assert.equal(item.kind, 'settlement')
      assert.equal(item.bucket, 'settling')
      assert.equal(item.amount, o.sellerProceeds)
      assert.equal(item.orderId, s.orderId)
      assert.equal(item.orderNo, o.orderNo)
      assert.equal(item.withdrawalNo, null)
      assert.equal(new Date(item.endsAt!).getTime(), o.completedAt!.getTime() + 3 * DAY, 'SETTLEMENT_HOLD_DAYS after completion')
      // the buyer's wallet says nothing of the seller's money
      assert.deepEqual((await wallet(e, s.buyer)).items, [])
      assert.deepEqual((await wallet(e, await registerUser(e))).items, [])
    })

    it('a dispute on a completed sale: its hold is listed once, as held, never also as settling', async () => {
      const e = env()
      const s = await boughtSale(e, { upTo: 'completed', listing: { bindings: NOTHING_BOUND } })
      const disputeId = await openDispute(e, s.buyer, s.orderId)
      const [d] = await e.db.select().from(disputes).where(eq(disputes.id, disputeId))
      assert.ok(d.heldAmount > 0, 'the dispute holds the proceeds')
      const w = await wallet(e, s.seller)
      assertAddsUp(w)
      const held = w.items.filter((i) => i.kind === 'dispute')
      assert.equal(held.length, 1)
      assert.equal(held[0].amount, d.heldAmount)
      assert.equal(held[0].bucket, 'held')
      assert.equal(held[0].orderId, s.orderId)
      assert.equal(held[0].endsAt, null, 'the outcome ends it, not a date')
      assert.equal(w.items.filter((i) => i.kind === 'settlement').length, 0, 'not also in the settlement period')
      // past the hold the rest of the proceeds (if any) stays frozen by the dispute, said so
      await e.db.update(orders).set({ completedAt: new Date(Date.now() - 5 * DAY) }).where(eq(orders.id, s.orderId))
      const later = await wallet(e, s.seller)
      assertAddsUp(later)
      for (const i of later.items.filter((x) => x.bucket === 'settling')) assert.equal(i.kind, 'dispute_frozen')
      // the dispute withdrawn: nothing is held any more
      const gone = await call(e.app, 'POST', `/api/need/dispute/${disputeId}/withdraw`, { token: s.buyer.token })
      assert.equal(gone.code, 200, gone.msg)
      const after = await wallet(e, s.seller)
      assertAddsUp(after)
      assert.deepEqual(after.items, [])
    })

    it("an order being paid holds the buyer's wallet part until its deadline; a withdrawal on its way is listed", async () => {
      const e = env()
      const seller = await verifiedUser(e)
      const buyer = await verifiedUser(e)
      await fund(e, buyer.id, 4000)
      const goodsId = await listing(e, seller.id, { price: 10_000, compensation: 'none' })
      const created = await call(e.app, 'POST', '/api/need/order', { token: buyer.token, body: { goodsId, compensation: 'none', agree: true } })
      assert.equal(created.code, 200, created.msg)
      const pay = await call(e.app, 'POST', `/api/need/order/${created.data.id}/pay`, { token: buyer.token, body: { useWallet: true, payPassword: PAY_PASSWORD } })
      assert.equal(pay.code, 200, pay.msg)
      const [o] = await e.db.select().from(orders).where(eq(orders.id, created.data.id))
      const w = await wallet(e, buyer)
      assertAddsUp(w)
      assert.deepEqual(w.items, [
        { kind: 'payment', bucket: 'held', amount: 4000, orderId: o.id, orderNo: o.orderNo, withdrawalNo: null, endsAt: o.payDeadline.toISOString() },
      ])
      // the seller of that unpaid order has nothing held or settling
      assert.deepEqual((await wallet(e, seller)).items, [])

      // a settled balance, withdrawn in part: the withdrawal is listed, out of the balance
      const payee = await verifiedUser(e)
      await fund(e, payee.id, 20_000)
      const bound = await call(e.app, 'POST', '/api/need/payout/accounts', { token: payee.token, body: { kind: 'alipay', account: '13912345678', holderName: '张三' } })
      assert.equal(bound.code, 200, bound.msg)
      const asked = await call(e.app, 'POST', '/api/need/payout/withdrawals', { token: payee.token, body: { amount: 5000, accountId: bound.data.id, payPassword: PAY_PASSWORD } })
      assert.equal(asked.code, 200, asked.msg)
      const p = await wallet(e, payee)
      assertAddsUp(p)
      assert.deepEqual(p.items, [
        { kind: 'withdrawal', bucket: 'withdrawing', amount: 5000, orderId: null, orderNo: null, withdrawalNo: asked.data.withdrawalNo, endsAt: null },
      ])
      assert.deepEqual((await wallet(e, buyer)).items.map((i) => i.kind), ['payment'], "not the payee's withdrawal")
    })

    it('sold orders show what the seller receives; bought orders the total', async () => {
      const e = env()
      const s = await boughtSale(e, { listing: { bindings: NOTHING_BOUND, price: 12_345 } })
      const sold = await call<{ rows: OrderSummary[] }>(e.app, 'GET', '/api/need/myOrder?role=seller', { token: s.seller.token })
      assert.equal(sold.code, 200, sold.msg)
      const [row] = sold.data.rows
      assert.equal(row.role, 'seller')
      const rules = await call(e.app, 'GET', '/api/need/consignment/rules', { token: s.seller.token })
      assert.equal(rules.code, 200, rules.msg)
      assert.equal(row.sellerProceeds, sellerProceeds(12_345, rules.data.sellerFeePercent), 'the price less the seller fee')
      assert.ok(row.sellerProceeds < row.total, 'less than what the buyer paid')
      const detail = await call(e.app, 'GET', `/api/need/order/${s.orderId}`, { token: s.seller.token })
      assert.equal(detail.data.sellerProceeds, row.sellerProceeds, 'the same figure as the order page')
      const bought = await call<{ rows: OrderSummary[] }>(e.app, 'GET', '/api/need/myOrder', { token: s.buyer.token })
      assert.equal(bought.data.rows[0].total, s.total)
    })

    it('counts and lists the sales waiting for the seller: a handover step to mark, a dispute to answer', async () => {
      const e = env()
      const seller = await verifiedUser(e)
      const inHandover = await boughtSale(e, { seller, listing: { bindings: NOTHING_BOUND } })
      const delivered = await boughtSale(e, { seller, upTo: 'delivered', listing: { bindings: NOTHING_BOUND } })
      assert.deepEqual((await me(e, seller)).sellerWaiting, { handover: 1, dispute: 0 })
      assert.deepEqual(await waiting(e, seller, 'handover'), [inHandover.orderId])
      assert.deepEqual(await waiting(e, seller, 'dispute'), [])

      const disputeId = await openDispute(e, delivered.buyer, delivered.orderId)
      assert.deepEqual((await me(e, seller)).sellerWaiting, { handover: 1, dispute: 1 })
      assert.deepEqual(await waiting(e, seller, 'dispute'), [delivered.orderId])

      // the buyer and a stranger see none of them, whatever they ask for
      for (const other of [inHandover.buyer, delivered.buyer, await registerUser(e)]) {
        assert.deepEqual((await me(e, other)).sellerWaiting, { handover: 0, dispute: 0 })
        assert.deepEqual(await waiting(e, other, 'handover'), [])
        assert.deepEqual(await waiting(e, other, 'dispute'), [])
        const asBuyer = await call(e.app, 'GET', '/api/need/myOrder?waiting=handover&role=buyer', { token: other.token })
        assert.deepEqual(asBuyer.data.rows, [], 'waiting means my sales, even with role=buyer')
      }

      // the seller answers, the handover is done: nothing waits any more
      const answered = await call(e.app, 'POST', `/api/need/dispute/${disputeId}/answer`, {
        token: seller.token,
        body: { text: '账号英雄数量与描述一致，已附上截图，请再核对。' },
      })
      assert.equal(answered.code, 200, answered.msg)
      await completeHandover(e, inHandover.orderId)
      assert.deepEqual((await me(e, seller)).sellerWaiting, { handover: 0, dispute: 0 })
      assert.deepEqual(await waiting(e, seller, 'handover'), [])
    })

    it('refuses a waiting kind it does not know, and strangers to the wallet', async () => {
      const e = env()
      const u = await registerUser(e)
      const bad = await call(e.app, 'GET', '/api/need/myOrder?waiting=refund', { token: u.token })
      assert.equal(bad.code, 400)
      assert.match(bad.msg, /waiting/)
      assert.equal((await call(e.app, 'GET', '/api/need/myOrder?waiting=handover')).code, 401)
      assert.equal((await call(e.app, 'GET', '/api/need/wallet')).code, 401)
    })
  })
}
