/**
 * Top-up compensation (充值包赔, issue 25): the third tier, offered wherever extended is but not on high-risk
 * listings, priced by COMPENSATION_TOPUP_PERCENT and charged at order; a claim on it states top-ups with receipts,
 * which raise its cap to the price plus the top-ups, at most COMPENSATION_TOPUP_CAP_PERCENT of the price in all.
 */
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { eq, sql } from 'drizzle-orm'
import { percentOf } from '../../contract/pricing'
import { claims } from '../../server/modules/claim/schema'
import { orders } from '../../server/modules/order/schema'
import { listingRisk } from '../../server/modules/risk/schema'
import { users } from '../../server/modules/user/schema'
import { createSession } from '../../server/modules/auth/sessions'
import { balanceOf, completeHandover, fund, listing, PAY_PASSWORD, verifiedUser } from './buying'
import { call, DRIVERS, useTestEnv, type TestEnv, type TestUser } from './helpers'
import { ownImages } from './recycling'

const EN = 'en-US,en;q=0.9'

async function adminToken(env: TestEnv): Promise<string> {
  const [admin] = await env.db.select({ id: users.id }).from(users).where(eq(users.role, 'admin')).limit(1)
  return (await createSession(env.db, admin.id, 1)).token
}

/** A completed order of `buyer` bought with `compensation` on a listing whose seller offers extended. */
async function completedOrder(env: TestEnv, buyer: TestUser, price: number, compensation: string): Promise<number> {
  const seller = await verifiedUser(env)
  const goodsId = await listing(env, seller.id, { price, compensation: 'extended' })
  await fund(env, buyer.id, price * 2)
  const created = await call(env.app, 'POST', '/api/need/order', { token: buyer.token, body: { goodsId, compensation, agree: true } })
  assert.equal(created.code, 200, created.msg)
  const id = created.data.id
  const paid = await call(env.app, 'POST', `/api/need/order/${id}/pay`, { token: buyer.token, body: { useWallet: true, payPassword: PAY_PASSWORD } })
  assert.equal(paid.code, 200, paid.msg)
  await completeHandover(env, id)
  const done = await call(env.app, 'POST', `/api/need/order/${id}/confirm`, { token: buyer.token })
  assert.equal(done.code, 200, done.msg)
  return id
}

const claimCount = async (env: TestEnv, orderId: number) =>
  (await env.db.select({ n: sql<number>`count(*)::int` }).from(claims).where(eq(claims.orderId, orderId)))[0].n

for (const driver of DRIVERS) {
  describe(`top-up compensation [${driver}]`, () => {
    const env = useTestEnv(driver)

    it('offered beside extended, priced as configured with its cap in the preview, charged at order; not on high-risk listings', async () => {
      const e = env()
      const app = await e.build({ compensationTopupPercent: 12, compensationTopupCapPercent: 200, compensationTopupDays: 400 })
      const seller = await verifiedUser(e)
      const buyer = await verifiedUser(e)
      await fund(e, buyer.id, 1_000_000)
      const ext = await listing(e, seller.id, { price: 50_000, compensation: 'extended' })
      const std = await listing(e, seller.id, { price: 50_000, compensation: 'standard' })

      const preview = await call(app, 'GET', `/api/need/order/preview?goodsId=${ext}&compensation=topup`, { token: buyer.token })
      assert.equal(preview.code, 200, preview.msg)
      assert.deepEqual(
        preview.data.compensationOptions.map((o: { level: string }) => o.level),
        ['none', 'standard', 'extended', 'topup'],
      )
      const topup = preview.data.compensationOptions.find((o: { level: string }) => o.level === 'topup')
      assert.deepEqual(topup, { level: 'topup', fee: percentOf(50_000, 12), days: 400, capPercent: 200 })
      assert.equal(preview.data.compensationOptions.find((o: { level: string }) => o.level === 'extended').capPercent, null)
      assert.equal(preview.data.compensationFee, 6_000)

      const order = await call(app, 'POST', '/api/need/order', { token: buyer.token, body: { goodsId: ext, compensation: 'topup', agree: true } })
      assert.equal(order.code, 200, order.msg)
      assert.equal(order.data.compensationFee, 6_000, 'the order charges what the preview showed')
      const [row] = await e.db.select({ compensation: orders.compensation, fee: orders.compensationFee }).from(orders).where(eq(orders.id, order.data.id))
      assert.deepEqual(row, { compensation: 'topup', fee: 6_000 })
      // the trade contract states the top-up terms with this app's cap
      const contract = await call(app, 'GET', `/api/need/order/${order.data.id}/contract`, { token: buyer.token })
      assert.equal(contract.code, 200, contract.msg)
      assert.match(contract.data.text, /本单购买「充值包赔」，包赔期为交易完成后 400 天/)
      assert.match(contract.data.text, /退还买家在付款后向该账号充值的金额.*不超过成交价的 2 倍（¥1000\.00）/)

      const stdPreview = await call(app, 'GET', `/api/need/order/preview?goodsId=${std}&compensation=standard`, { token: buyer.token })
      assert.deepEqual(stdPreview.data.compensationOptions.map((o: { level: string }) => o.level), ['none', 'standard'], 'only where extended is')
      const refused = await call(app, 'POST', '/api/need/order', { token: buyer.token, body: { goodsId: std, compensation: 'topup', agree: true } })
      assert.equal(refused.code, 400)

      // high risk (the rule that drops extended) drops top-up too
      const risky = await listing(e, seller.id, { price: 50_000, compensation: 'extended' })
      await e.db.insert(listingRisk).values({ goodsId: risky, score: 90, level: 'high' })
      const high = await call(app, 'GET', `/api/need/order/preview?goodsId=${risky}&compensation=standard`, { token: buyer.token })
      assert.equal(high.code, 200, high.msg)
      assert.deepEqual(high.data.compensationOptions.map((o: { level: string }) => o.level), ['none', 'standard'])
      const highOrder = await call(app, 'POST', '/api/need/order', { token: buyer.token, body: { goodsId: risky, compensation: 'topup', agree: true } })
      assert.equal(highOrder.code, 400)
    })

    it('a claim with top-ups: the cap is the price plus the top-ups up to 150 % of the price; staff see them and may pay up to the cap', async () => {
      const e = env()
      const buyer = await verifiedUser(e)
      const orderId = await completedOrder(e, buyer, 20_000, 'topup')
      const eligible = await call(e.app, 'GET', '/api/need/claims/eligible', { token: buyer.token })
      assert.equal(eligible.data.find((c: { order: { id: number } }) => c.order.id === orderId).compensation, 'topup')

      const receipts = await ownImages(e, buyer.id, 2)
      const at = new Date().toISOString()
      const res = await call(e.app, 'POST', '/api/need/claims', {
        token: buyer.token,
        body: {
          orderId,
          reason: 'retrieved',
          description: '收号后充值了两笔，随后账号被原号主找回。',
          images: await ownImages(e, buyer.id, 1),
          contact: 'QQ 12345678',
          topups: [
            { amount: 6_000, paidAt: at, receipt: receipts[0] },
            { amount: 8_000, paidAt: at, receipt: receipts[1] },
          ],
        },
      })
      assert.equal(res.code, 200, res.msg)
      // 14 000 of top-ups, but at most 150 % of 20 000 in all: 20 000 + 10 000
      assert.equal(res.data.cap, 30_000)
      assert.equal(res.data.topups.length, 2)
      assert.deepEqual(res.data.topups[0], { amount: 6_000, paidAt: at, receipt: receipts[0] })

      const admin = await adminToken(e)
      const queue = await call(e.app, 'GET', '/api/admin/claims?status=submitted&pageNum=1&pageSize=50', { token: admin })
      const seen = queue.data.rows.find((c: { id: number }) => c.id === res.data.id)
      assert.equal(seen.topups.length, 2, 'staff see the top-ups')
      const over = await call(e.app, 'POST', `/api/admin/claims/${res.data.id}/decision`, { token: admin, body: { approve: true, amount: 30_001 } })
      assert.equal(over.code, 400)
      const before = await balanceOf(e, buyer.id)
      const paid = await call(e.app, 'POST', `/api/admin/claims/${res.data.id}/decision`, { token: admin, body: { approve: true, amount: 30_000 } })
      assert.equal(paid.code, 200, paid.msg)
      assert.equal(paid.data.paidAmount, 30_000)
      assert.equal((await balanceOf(e, buyer.id)) - before, 30_000, 'paid above the price, into the wallet')

      // small top-ups count in full
      const buyer2 = await verifiedUser(e)
      const order2 = await completedOrder(e, buyer2, 20_000, 'topup')
      const [evidence2, r2] = await ownImages(e, buyer2.id, 2)
      const small = await call(e.app, 'POST', '/api/need/claims', {
        token: buyer2.token,
        body: { orderId: order2, reason: 'retrieved', description: '账号被找回，之前充值了一笔。', images: [evidence2], contact: 'QQ 7654321', topups: [{ amount: 3_000, paidAt: new Date().toISOString(), receipt: r2 }] },
      })
      assert.equal(small.code, 200, small.msg)
      assert.equal(small.data.cap, 23_000)
    })

    it('bad top-ups are refused with a clear message and nothing is stored', async () => {
      const e = env()
      const buyer = await verifiedUser(e)
      const orderId = await completedOrder(e, buyer, 20_000, 'topup')
      const extended = await completedOrder(e, buyer, 20_000, 'extended')
      const [order] = await e.db.select({ paidAt: orders.paidAt }).from(orders).where(eq(orders.id, orderId))
      const [receipt] = await ownImages(e, buyer.id, 1)
      const base = { orderId, reason: 'retrieved', description: '账号被找回，之前充值过。', images: await ownImages(e, buyer.id, 1), contact: 'QQ 12345678' }
      const ok = { amount: 1_000, paidAt: new Date().toISOString(), receipt }
      const submit = (body: unknown, lang?: string) => call(e.app, 'POST', '/api/need/claims', { token: buyer.token, body, lang })

      const zero = await submit({ ...base, topups: [ok, { ...ok, amount: 0 }] })
      assert.equal(zero.code, 400)
      assert.equal(zero.msg, '第2笔充值金额需为0.01-1000000.00元')
      const before = await submit({ ...base, topups: [{ ...ok, paidAt: new Date(order.paidAt!.getTime() - 60_000).toISOString() }] })
      assert.equal(before.code, 400)
      assert.match(before.msg, /^第1笔充值时间需在订单付款（\d{4}-\d\d-\d\d \d\d:\d\d）之后、现在之前$/)
      const future = await submit({ ...base, topups: [{ ...ok, paidAt: new Date(Date.now() + 86_400_000).toISOString() }] }, EN)
      assert.match(future.msg, /top-up 1 must have been paid after the order was paid/)
      const garbage = await submit({ ...base, topups: [{ ...ok, paidAt: 'yesterday' }] })
      assert.equal(garbage.code, 400)
      const others = await ownImages(e, (await verifiedUser(e)).id, 1)
      const notMine = await submit({ ...base, topups: [{ ...ok, receipt: others[0] }] })
      assert.equal(notMine.code, 400, 'receipts must be the claimant’s uploads')
      const notCovered = await submit({ ...base, orderId: extended, topups: [ok] })
      assert.equal(notCovered.code, 400)
      assert.equal(notCovered.msg, '该订单购买的不是充值包赔，不能申报充值金额')
      const twice = await submit({ ...base, topups: [ok, ok] })
      assert.equal(twice.code, 400, 'one receipt for two top-ups')
      const tooMany = await submit({ ...base, topups: Array.from({ length: 21 }, () => ok) })
      assert.equal(tooMany.msg, '最多申报20笔充值')
      assert.equal(await claimCount(e, orderId), 0)
      assert.equal(await claimCount(e, extended), 0)

      // without top-ups a 'topup' claim is capped at the price
      const plain = await submit(base)
      assert.equal(plain.code, 200, plain.msg)
      assert.equal(plain.data.cap, 20_000)
      assert.deepEqual(plain.data.topups, [])
    })
  })
}
