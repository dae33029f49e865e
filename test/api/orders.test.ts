import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { and, eq, sql } from 'drizzle-orm'
import { defaultConfig } from '../../server/config'
import { couponRecords } from '../../server/modules/coupon/schema'
import { messages } from '../../server/modules/inbox/schema'
import { orderEvents, orders } from '../../server/modules/order/schema'
import { payments } from '../../server/modules/payment/schema'
import { users } from '../../server/modules/user/schema'
import { createSession } from '../../server/modules/auth/sessions'
import { runDueJobs } from '../../server/modules/order/jobs'
import {
  assertLedgerMatches,
  balanceOf,
  claimed,
  completeHandover,
  CREDENTIALS,
  fund,
  goodsStatus,
  heldOf,
  listing,
  PAY_PASSWORD,
  template,
  verifiedUser,
} from './buying'
import { call, DRIVERS, registerUser, SECRET, useTestEnv, type TestEnv } from './helpers'

const EN = 'en-US,en;q=0.9'
const jobCtx = (env: TestEnv) => ({ db: env.db, config: { ...defaultConfig(), secretKey: SECRET } })
const hours = (h: number) => new Date(Date.now() + h * 3600_000)

async function adminToken(env: TestEnv): Promise<string> {
  const [admin] = await env.db.select({ id: users.id }).from(users).where(eq(users.role, 'admin')).limit(1)
  return (await createSession(env.db, admin.id, 1)).token
}

async function order(env: TestEnv, token: string, body: Record<string, unknown>) {
  return call(env.app, 'POST', '/api/need/order', { token, body: { compensation: 'none', agree: true, ...body } })
}

for (const driver of DRIVERS) {
  describe(`orders [${driver}]`, () => {
    const env = useTestEnv(driver)

    it('preview: fees from configuration, usable coupons best first, and why the caller may not buy', async () => {
      const e = env()
      const seller = await verifiedUser(e)
      const buyer = await verifiedUser(e)
      const goodsId = await listing(e, seller.id, { price: 20_000, compensation: 'standard' })
      const small = await claimed(e, buyer, await template(e, { amount: 500, threshold: 0 }))
      const big = await claimed(e, buyer, await template(e, { amount: 1500, threshold: 10_000 }))
      await claimed(e, buyer, await template(e, { amount: 9000, threshold: 50_000 })) // threshold not met
      const red = await claimed(e, buyer, await template(e, { kind: 'red_packet', amount: 300 }))
      const res = await call(e.app, 'GET', `/api/need/order/preview?goodsId=${goodsId}&compensation=standard`, { token: buyer.token })
      assert.equal(res.code, 200, res.msg)
      const p = res.data
      assert.equal(p.goods.id, goodsId)
      assert.deepEqual(p.compensationOptions, [
        { level: 'none', fee: 0, days: 0, capPercent: null },
        { level: 'standard', fee: 2000, days: 90, capPercent: null },
      ])
      assert.equal(p.compensationFee, 2000)
      assert.equal(p.serviceFee, 400, '2 % of 200 yuan')
      assert.deepEqual(p.coupons.map((c: { recordId: number }) => c.recordId), [big, small])
      assert.equal(p.bestCouponId, big)
      assert.equal(p.bestRedPacketId, red)
      assert.equal(p.payMinutes, 15)
      assert.equal(p.blocked, null)
      assert.ok(!/game_acc|S3cret|credentials/i.test(res.raw), 'no credentials before an order')

      const own = await call(e.app, 'GET', `/api/need/order/preview?goodsId=${goodsId}`, { token: seller.token })
      assert.equal(own.data.blocked, 'own')
      const unverified = await registerUser(e)
      const u = await call(e.app, 'GET', `/api/need/order/preview?goodsId=${goodsId}`, { token: unverified.token })
      assert.equal(u.data.blocked, 'realname')
      const minor = await verifiedUser(e, 16)
      const m = await call(e.app, 'GET', `/api/need/order/preview?goodsId=${goodsId}`, { token: minor.token })
      assert.equal(m.data.blocked, 'minor')
      const reserved = await listing(e, seller.id, { status: 'reserved' })
      const r = await call(e.app, 'GET', `/api/need/order/preview?goodsId=${reserved}`, { token: buyer.token })
      assert.equal(r.data.blocked, 'unavailable')
      const ext = await call(e.app, 'GET', `/api/need/order/preview?goodsId=${goodsId}&compensation=extended`, { token: buyer.token })
      assert.equal(ext.code, 400)
      assert.equal(ext.msg, '该商品不支持所选的包赔服务')
    })

    it('unverified users and minors are refused with a clear message, and nothing is reserved', async () => {
      const e = env()
      const seller = await verifiedUser(e)
      const goodsId = await listing(e, seller.id)
      const unverified = await registerUser(e)
      let res = await order(e, unverified.token, { goodsId })
      assert.equal(res.code, 400)
      assert.equal(res.msg, '请先完成实名认证再下单')
      res = await call(e.app, 'POST', '/api/need/order', { token: unverified.token, lang: EN, body: { goodsId, compensation: 'none', agree: true } })
      assert.equal(res.msg, 'complete real-name verification before placing an order')
      const minor = await verifiedUser(e, 17)
      res = await order(e, minor.token, { goodsId })
      assert.equal(res.code, 400)
      assert.equal(res.msg, '未满18周岁的用户不能交易游戏账号')
      res = await order(e, seller.token, { goodsId })
      assert.equal(res.code, 400)
      assert.equal(res.msg, '不能购买自己发布的商品')
      assert.equal(await goodsStatus(e, goodsId), 'on_sale')
      const [{ n }] = await e.db.select({ n: sql<number>`count(*)::int` }).from(orders).where(eq(orders.goodsId, goodsId))
      assert.equal(n, 0)
    })

    it('create: priced by the one pricing function, listing reserved, coupons locked, deadline set, both told', async () => {
      const e = env()
      const seller = await verifiedUser(e)
      const buyer = await verifiedUser(e)
      const goodsId = await listing(e, seller.id, { price: 20_000, compensation: 'extended' })
      const coupon = await claimed(e, buyer, await template(e, { amount: 1000, threshold: 10_000 }))
      const red = await claimed(e, buyer, await template(e, { kind: 'red_packet', amount: 500 }))
      const before = Date.now()
      const res = await order(e, buyer.token, { goodsId, compensation: 'extended', couponId: coupon, redPacketId: red })
      assert.equal(res.code, 200, res.msg)
      const o = res.data
      assert.equal(o.status, 'pending_payment')
      assert.match(o.orderNo, /^O\d{20}$/)
      assert.equal(o.role, 'buyer')
      assert.equal(o.price, 20_000)
      assert.equal(o.compensationFee, 4000)
      assert.equal(o.serviceFee, 400)
      assert.equal(o.couponDiscount, 1000)
      assert.equal(o.redPacketDiscount, 500)
      assert.equal(o.total, 20_000 + 4000 + 400 - 1000 - 500)
      assert.equal(o.sellerProceeds, 19_000, 'price minus 5 %')
      assert.equal(o.credentials, null, 'no credentials before payment')
      const deadline = Date.parse(o.payDeadline)
      assert.ok(deadline >= before + 15 * 60_000 - 1000 && deadline <= Date.now() + 15 * 60_000 + 1000)
      assert.deepEqual(o.timeline.map((t: { status: string }) => t.status), ['pending_payment'])
      assert.equal(await goodsStatus(e, goodsId), 'reserved')
      const recs = await e.db.select().from(couponRecords).where(eq(couponRecords.orderId, o.id))
      assert.equal(recs.length, 2)
      assert.ok(recs.every((r) => r.status === 1 && r.usedAt))
      for (const who of [buyer, seller]) {
        const msgs = await e.db.select().from(messages).where(eq(messages.userId, who.id))
        assert.ok(msgs.some((m) => m.link === `/index/orderDetail?id=${o.id}` && m.kind === 'order'), 'message written')
      }
      // the seller sees the order and the credentials of their own listing
      const asSeller = await call(e.app, 'GET', `/api/need/order/${o.id}`, { token: seller.token })
      assert.equal(asSeller.data.role, 'seller')
      assert.deepEqual(asSeller.data.credentials, CREDENTIALS)
      // a used coupon cannot be used again
      const other = await listing(e, seller.id, { price: 20_000 })
      const again = await order(e, buyer.token, { goodsId: other, couponId: coupon })
      assert.equal(again.code, 409)
      assert.equal(again.msg, '所选优惠券已被使用')
      assert.equal(await goodsStatus(e, other), 'on_sale', 'the refused order reserved nothing')
    })

    it('coupon rules: not mine, wrong kind, threshold, game, expired; discounts never take the total below 0', async () => {
      const e = env()
      const seller = await verifiedUser(e)
      const buyer = await verifiedUser(e)
      const stranger = await verifiedUser(e)
      const goodsId = await listing(e, seller.id, { price: 5000, compensation: 'none' })
      const theirs = await claimed(e, stranger, await template(e, { amount: 100 }))
      const red = await claimed(e, buyer, await template(e, { kind: 'red_packet', amount: 100 }))
      const high = await claimed(e, buyer, await template(e, { amount: 100, threshold: 9000 }))
      const [otherGame] = await e.db.execute<{ id: number }>(sql`select id from games order by id desc limit 1`).then((r) => (r as unknown as { rows: { id: number }[] }).rows)
      const wrongGame = await claimed(e, buyer, await template(e, { amount: 100, gameId: otherGame.id }))
      const expired = await claimed(e, buyer, await template(e, { amount: 100 }))
      await e.db.update(couponRecords).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(couponRecords.id, expired))
      const cases: [Record<string, unknown>, number, string][] = [
        [{ couponId: theirs }, 400, '所选优惠券不存在'],
        [{ couponId: 999_999 }, 400, '所选优惠券不存在'],
        [{ couponId: red }, 400, '所选优惠券类型不正确'],
        [{ couponId: high }, 400, '订单金额未达到优惠券的使用门槛'],
        [{ couponId: wrongGame }, 400, '所选优惠券不适用于该游戏'],
        [{ couponId: expired }, 409, '所选优惠券已过期'],
      ]
      for (const [body, code, msg] of cases) {
        const res = await order(e, buyer.token, { goodsId, ...body })
        assert.equal(res.code, code, JSON.stringify(body))
        assert.equal(res.msg, msg)
      }
      assert.equal(await goodsStatus(e, goodsId), 'on_sale')
      // a red packet bigger than what is left caps at the total
      const huge = await claimed(e, buyer, await template(e, { kind: 'red_packet', amount: 900_000 }))
      const res = await order(e, buyer.token, { goodsId, redPacketId: huge })
      assert.equal(res.code, 200, res.msg)
      assert.equal(res.data.total, 0)
      assert.equal(res.data.redPacketDiscount, 5000 + 100, 'price + minimum service fee')
      // a total of 0 is paid at once, wallet or not
      const paid = await call(e.app, 'POST', `/api/need/order/${res.data.id}/pay`, { token: buyer.token, body: { useWallet: false } })
      assert.equal(paid.code, 200, paid.msg)
      assert.equal(paid.data.paid, true)
    })

    it('50 concurrent buyers of one listing: exactly one order, 49 clear refusals', async () => {
      const e = env()
      const seller = await verifiedUser(e)
      const buyers = await Promise.all(Array.from({ length: 50 }, () => verifiedUser(e)))
      const goodsId = await listing(e, seller.id)
      const results = await Promise.all(buyers.map((b) => order(e, b.token, { goodsId })))
      const won = results.filter((r) => r.code === 200)
      const lost = results.filter((r) => r.code !== 200)
      assert.equal(won.length, 1)
      assert.equal(lost.length, 49)
      for (const r of lost) {
        assert.equal(r.code, 409)
        assert.equal(r.msg, '该商品已被他人下单或已下架，请选择其他商品')
      }
      const rows = await e.db.select().from(orders).where(eq(orders.goodsId, goodsId))
      assert.equal(rows.length, 1)
      assert.equal(rows[0].id, won[0].data.id)
      assert.equal(await goodsStatus(e, goodsId), 'reserved')
    })

    it('user B gets 404 for user A\u2019s order on every route and never sees its credentials', async () => {
      const e = env()
      const seller = await verifiedUser(e)
      const a = await verifiedUser(e)
      const b = await verifiedUser(e)
      const goodsId = await listing(e, seller.id, { price: 1000 })
      const o = (await order(e, a.token, { goodsId })).data
      const routes: [string, string, unknown][] = [
        ['GET', `/api/need/order/${o.id}`, undefined],
        ['POST', `/api/need/order/${o.id}/cancel`, {}],
        ['POST', `/api/need/order/${o.id}/pay`, { useWallet: true, payPassword: PAY_PASSWORD }],
        ['POST', `/api/need/order/${o.id}/confirm`, undefined],
        ['POST', `/api/need/order/${o.id}/refund`, { reason: '账号与描述不符合' }],
      ]
      for (const [method, url, body] of routes) {
        const res = await call(e.app, method, url, { token: b.token, body })
        assert.equal(res.code, 404, `${method} ${url}`)
        assert.equal(res.msg, '订单不存在')
        assert.ok(!res.raw.includes(CREDENTIALS.password))
      }
      const missing = await call(e.app, 'GET', '/api/need/order/99999999', { token: b.token })
      assert.equal(missing.code, 404, 'a missing order answers the same as another user\u2019s')
      // paid by A: still nothing for B, credentials for A
      const paid = await call(e.app, 'POST', `/api/need/order/${o.id}/pay`, { token: a.token, body: { useWallet: false } })
      await call(e.app, 'POST', `/api/pay/sandbox/${paid.data.payment.paymentNo}/confirm`, { token: a.token })
      const forA = await call(e.app, 'GET', `/api/need/order/${o.id}`, { token: a.token })
      assert.equal(forA.data.status, 'handover')
      assert.deepEqual(forA.data.credentials, CREDENTIALS, 'the buyer logs in with them to check the handover')
      const forB = await call(e.app, 'GET', `/api/need/order/${o.id}`, { token: b.token })
      assert.equal(forB.code, 404)
      const listB = await call(e.app, 'GET', '/api/need/myOrder', { token: b.token })
      assert.equal(listB.data.total, 0)
      assert.ok(!listB.raw.includes(CREDENTIALS.password))
      // the seller may see the order but not act as its buyer
      const sellerCancel = await call(e.app, 'POST', `/api/need/order/${o.id}/confirm`, { token: seller.token })
      assert.equal(sellerCancel.code, 403)
      assert.equal(sellerCancel.msg, '只有买家可以执行此操作')
    })

    it('cancel: listing back on sale, coupon released, wallet hold released, payment closed', async () => {
      const e = env()
      const seller = await verifiedUser(e)
      const buyer = await verifiedUser(e)
      await fund(e, buyer.id, 3000)
      const goodsId = await listing(e, seller.id, { price: 10_000, compensation: 'none' })
      const coupon = await claimed(e, buyer, await template(e, { amount: 1000 }))
      const o = (await order(e, buyer.token, { goodsId, couponId: coupon })).data
      const pay = await call(e.app, 'POST', `/api/need/order/${o.id}/pay`, { token: buyer.token, body: { useWallet: true, payPassword: PAY_PASSWORD } })
      assert.equal(pay.code, 200, pay.msg)
      assert.equal(pay.data.paid, false)
      // issue 10: the wallet part is held, not taken, until the payment completes
      assert.equal(pay.data.walletPaid, 0)
      assert.equal(pay.data.payment.walletAmount, 3000)
      assert.equal(pay.data.payment.amount, o.total - 3000)
      assert.equal(await balanceOf(e, buyer.id), 3000)
      assert.equal((await heldOf(e, buyer.id)), 3000)
      const res = await call(e.app, 'POST', `/api/need/order/${o.id}/cancel`, { token: buyer.token, body: { reason: '不想要了' } })
      assert.equal(res.code, 200, res.msg)
      assert.equal(res.data.status, 'cancelled')
      assert.equal(res.data.cancelReason, '买家取消：不想要了')
      assert.equal(res.data.payDeadline, null)
      assert.equal(await goodsStatus(e, goodsId), 'on_sale')
      const [rec] = await e.db.select().from(couponRecords).where(eq(couponRecords.id, coupon))
      assert.equal(rec.status, 0)
      assert.equal(rec.orderId, null)
      assert.equal(await balanceOf(e, buyer.id), 3000)
      assert.equal(await heldOf(e, buyer.id), 0)
      await assertLedgerMatches(e, buyer.id)
      const [p] = await e.db.select().from(payments).where(eq(payments.orderId, o.id))
      assert.equal(p.status, 'closed')
      // twice: refused, nothing changes; a cancel without body works on another order
      const again = await call(e.app, 'POST', `/api/need/order/${o.id}/cancel`, { token: buyer.token })
      assert.equal(again.code, 409)
      assert.equal(again.msg, '订单不是待支付状态，不能执行此操作')
      assert.equal(await balanceOf(e, buyer.id), 3000)
      const o2 = (await order(e, buyer.token, { goodsId, couponId: coupon })).data
      assert.equal(o2.couponDiscount, 1000, 'the released coupon is usable again')
      const bare = await call(e.app, 'POST', `/api/need/order/${o2.id}/cancel`, { token: buyer.token })
      assert.equal(bare.code, 200, bare.msg)
      assert.equal(bare.data.cancelReason, '买家取消订单')
    })

    it('expiry: runDueJobs past the deadline cancels, releases the coupon and the wallet hold', async () => {
      const e = env()
      const seller = await verifiedUser(e)
      const buyer = await verifiedUser(e)
      await fund(e, buyer.id, 2000)
      const goodsId = await listing(e, seller.id, { price: 10_000, compensation: 'none' })
      const coupon = await claimed(e, buyer, await template(e, { amount: 500 }))
      const o = (await order(e, buyer.token, { goodsId, couponId: coupon })).data
      await call(e.app, 'POST', `/api/need/order/${o.id}/pay`, { token: buyer.token, body: { useWallet: true, payPassword: PAY_PASSWORD } })
      assert.equal(await balanceOf(e, buyer.id), 2000, 'held, not taken (issue 10)')
      assert.equal(await heldOf(e, buyer.id), 2000)
      // not yet due: nothing happens
      let result = await runDueJobs(jobCtx(e))
      assert.equal((await call(e.app, 'GET', `/api/need/order/${o.id}`, { token: buyer.token })).data.status, 'pending_payment')
      result = await runDueJobs(jobCtx(e), new Date(Date.now() + 16 * 60_000))
      assert.ok(result.expired >= 1)
      const after = (await call(e.app, 'GET', `/api/need/order/${o.id}`, { token: buyer.token })).data
      assert.equal(after.status, 'cancelled')
      assert.equal(after.cancelReason, '超时未支付，订单已自动取消')
      assert.equal(await goodsStatus(e, goodsId), 'on_sale')
      const [rec] = await e.db.select().from(couponRecords).where(eq(couponRecords.id, coupon))
      assert.deepEqual([rec.status, rec.orderId], [0, null])
      assert.equal(await balanceOf(e, buyer.id), 2000)
      assert.equal(await heldOf(e, buyer.id), 0)
      await assertLedgerMatches(e, buyer.id)
      // paying an expired order is refused
      const late = await call(e.app, 'POST', `/api/need/order/${o.id}/pay`, { token: buyer.token, body: { useWallet: true, payPassword: PAY_PASSWORD } })
      assert.equal(late.code, 409)
      // a second run finds nothing more for this order
      await runDueJobs(jobCtx(e), new Date(Date.now() + 16 * 60_000))
      assert.equal(await balanceOf(e, buyer.id), 2000)
      const events = await e.db.select().from(orderEvents).where(and(eq(orderEvents.orderId, o.id), eq(orderEvents.status, 'cancelled')))
      assert.equal(events.length, 1)
    })

    it('wallet pays all: handover at once, delivered when it completes; confirm credits the seller through the ledger and sells the listing', async () => {
      const e = env()
      const seller = await verifiedUser(e)
      const buyer = await verifiedUser(e)
      await fund(e, buyer.id, 50_000)
      const goodsId = await listing(e, seller.id, { price: 10_000, compensation: 'none' })
      const o = (await order(e, buyer.token, { goodsId })).data
      assert.equal(o.total, 10_200, 'price + 2 % service fee')
      const pay = await call(e.app, 'POST', `/api/need/order/${o.id}/pay`, { token: buyer.token, body: { useWallet: true, payPassword: PAY_PASSWORD } })
      assert.deepEqual(pay.data, { paid: true, walletPaid: 10_200, payment: null, launch: null })
      const h = (await call(e.app, 'GET', `/api/need/order/${o.id}`, { token: buyer.token })).data
      assert.equal(h.status, 'handover')
      assert.deepEqual(h.timeline.map((t: { status: string }) => t.status), ['pending_payment', 'paid', 'handover'])
      assert.deepEqual(h.credentials, CREDENTIALS)
      assert.equal(h.autoCompleteAt, null, 'the protection window waits for the handover')
      const early = await call(e.app, 'POST', `/api/need/order/${o.id}/confirm`, { token: buyer.token })
      assert.equal(early.code, 409)
      assert.equal(early.msg, '请先完成换绑确认')
      await completeHandover(e, o.id)
      const d = (await call(e.app, 'GET', `/api/need/order/${o.id}`, { token: buyer.token })).data
      assert.equal(d.status, 'delivered')
      assert.deepEqual(d.timeline.map((t: { status: string }) => t.status), ['pending_payment', 'paid', 'handover', 'handover', 'delivered'])
      assert.deepEqual(d.credentials, CREDENTIALS)
      assert.ok(Math.abs(Date.parse(d.autoCompleteAt) - Date.now() - 72 * 3600_000) < 60_000)
      assert.equal(await goodsStatus(e, goodsId), 'reserved', 'reserved until completion')
      const done = await call(e.app, 'POST', `/api/need/order/${o.id}/confirm`, { token: buyer.token })
      assert.equal(done.code, 200, done.msg)
      assert.equal(done.data.status, 'completed')
      assert.equal(await goodsStatus(e, goodsId), 'sold')
      assert.equal(await balanceOf(e, seller.id), 9500)
      assert.equal(await balanceOf(e, buyer.id), 50_000 - 10_200)
      await assertLedgerMatches(e, seller.id)
      await assertLedgerMatches(e, buyer.id)
      const ledger = await call(e.app, 'GET', '/api/need/wallet/ledger', { token: seller.token })
      assert.equal(ledger.data.total, 1)
      assert.equal(ledger.data.rows[0].kind, 'sale_proceeds')
      assert.equal(ledger.data.rows[0].orderNo, o.orderNo)
      const twice = await call(e.app, 'POST', `/api/need/order/${o.id}/confirm`, { token: buyer.token })
      assert.equal(twice.code, 409)
      assert.equal(await balanceOf(e, seller.id), 9500)
    })

    it('auto-complete after the protection window: seller credited, ledgers sum to balances', async () => {
      const e = env()
      const seller = await verifiedUser(e)
      const buyer = await verifiedUser(e)
      await fund(e, buyer.id, 30_000)
      const goodsId = await listing(e, seller.id, { price: 20_000, compensation: 'none' })
      const o = (await order(e, buyer.token, { goodsId })).data
      await call(e.app, 'POST', `/api/need/order/${o.id}/pay`, { token: buyer.token, body: { useWallet: true, payPassword: PAY_PASSWORD } })
      // no auto-complete while the account is being handed over, however long it takes
      await runDueJobs(jobCtx(e), hours(100))
      assert.equal((await call(e.app, 'GET', `/api/need/order/${o.id}`, { token: buyer.token })).data.status, 'handover')
      await completeHandover(e, o.id)
      await runDueJobs(jobCtx(e), hours(71))
      assert.equal((await call(e.app, 'GET', `/api/need/order/${o.id}`, { token: buyer.token })).data.status, 'delivered')
      const result = await runDueJobs(jobCtx(e), hours(73))
      assert.ok(result.completed >= 1)
      const d = (await call(e.app, 'GET', `/api/need/order/${o.id}`, { token: seller.token })).data
      assert.equal(d.status, 'completed')
      assert.equal(d.timeline.at(-1).note, '保障期结束，系统自动确认收货')
      assert.equal(await goodsStatus(e, goodsId), 'sold')
      assert.equal(await balanceOf(e, seller.id), 19_000)
      for (const id of [seller.id, buyer.id]) await assertLedgerMatches(e, id)
      // every user's ledger in the database sums to their balance
      const all = await e.db.execute(
        sql`select count(*)::int as n from users u where u.balance <> coalesce((select sum(amount) from ledger l where l.user_id = u.id), 0)`,
      )
      assert.equal((all as unknown as { rows: { n: number }[] }).rows[0].n, 0)
    })

    it('refund: reason rules, admin only (403), approve refunds to the wallet and takes the listing off the shelf', async () => {
      const e = env()
      const seller = await verifiedUser(e)
      const buyer = await verifiedUser(e)
      await fund(e, buyer.id, 5000)
      const goodsId = await listing(e, seller.id, { price: 10_000, compensation: 'none' })
      const coupon = await claimed(e, buyer, await template(e, { amount: 1000 }))
      const o = (await order(e, buyer.token, { goodsId, couponId: coupon })).data
      const pay = await call(e.app, 'POST', `/api/need/order/${o.id}/pay`, { token: buyer.token, body: { useWallet: true, payPassword: PAY_PASSWORD } })
      await call(e.app, 'POST', `/api/pay/sandbox/${pay.data.payment.paymentNo}/confirm`, { token: buyer.token })
      for (const reason of ['短', '   四个字  ', 'x'.repeat(201)]) {
        const bad = await call(e.app, 'POST', `/api/need/order/${o.id}/refund`, { token: buyer.token, body: { reason } })
        assert.equal(bad.code, 400)
        assert.equal(bad.msg, '请填写5-200个字的退款原因')
      }
      const res = await call(e.app, 'POST', `/api/need/order/${o.id}/refund`, { token: buyer.token, body: { reason: '账号无法登录，密码错误' } })
      assert.equal(res.code, 200, res.msg)
      assert.equal(res.data.status, 'refunding')
      assert.equal(res.data.refundReason, '账号无法登录，密码错误')
      assert.deepEqual(res.data.credentials, CREDENTIALS, 'still shown while refunding')
      // the background loop does not complete a refunding order
      await runDueJobs(jobCtx(e), hours(100))
      for (const token of [buyer.token, seller.token]) {
        const denied = await call(e.app, 'POST', `/api/admin/orders/${o.id}/refund`, { token, body: { approve: true } })
        assert.equal(denied.code, 403)
      }
      const admin = await adminToken(e)
      const bad = await call(e.app, 'POST', `/api/admin/orders/${o.id}/refund`, { token: admin, body: { approve: 'yes' } })
      assert.equal(bad.code, 400)
      const ok = await call(e.app, 'POST', `/api/admin/orders/${o.id}/refund`, { token: admin, body: { approve: true, note: '核实账号无法登录' } })
      assert.equal(ok.code, 200, ok.msg)
      assert.equal(ok.data.status, 'refunded')
      assert.equal(ok.data.credentials, null)
      assert.equal(await balanceOf(e, buyer.id), o.total, 'wallet part + external part back in the wallet')
      await assertLedgerMatches(e, buyer.id)
      assert.equal(await balanceOf(e, seller.id), 0)
      assert.equal(await goodsStatus(e, goodsId), 'off_shelf')
      const [rec] = await e.db.select().from(couponRecords).where(eq(couponRecords.id, coupon))
      assert.equal(rec.status, 1, 'coupons stay used')
      const after = await call(e.app, 'GET', `/api/need/order/${o.id}`, { token: buyer.token })
      assert.equal(after.data.credentials, null, 'no credentials after a refund')
      const again = await call(e.app, 'POST', `/api/admin/orders/${o.id}/refund`, { token: admin, body: { approve: true } })
      assert.equal(again.code, 409)
      assert.equal(await balanceOf(e, buyer.id), o.total)
    })

    it('refund rejected: back to handover (or delivered once handed over) with the note; one request per order, then 申请售后', async () => {
      const e = env()
      const seller = await verifiedUser(e)
      const buyer = await verifiedUser(e)
      await fund(e, buyer.id, 20_000)
      const goodsId = await listing(e, seller.id, { price: 10_000, compensation: 'none' })
      const o = (await order(e, buyer.token, { goodsId })).data
      await call(e.app, 'POST', `/api/need/order/${o.id}/pay`, { token: buyer.token, body: { useWallet: true, payPassword: PAY_PASSWORD } })
      const asked = await call(e.app, 'POST', `/api/need/order/${o.id}/refund`, { token: buyer.token, body: { reason: '不想要了，想退款' } })
      assert.equal(asked.code, 200, 'a refund may be asked during the handover')
      assert.equal(asked.data.refundRequested, true)
      const admin = await adminToken(e)
      const res = await call(e.app, 'POST', `/api/admin/orders/${o.id}/refund`, { token: admin, body: { approve: false, note: '账号与描述一致' } })
      assert.equal(res.code, 200, res.msg)
      assert.equal(res.data.status, 'handover', 'the handover was not complete: it goes on')
      assert.equal(res.data.autoCompleteAt, null)
      assert.equal(res.data.timeline.at(-1).note, '退款申请未通过：账号与描述一致')
      assert.equal(res.data.refundRequested, true, 'the app offers 申请售后, not 申请退款 again')
      const [told] = await e.db.select().from(messages).where(eq(messages.userId, buyer.id)).orderBy(sql`${messages.id} desc`).limit(1)
      assert.match(told.content, /每个订单只能申请一次退款，如有异议请在订单页申请售后/)

      // once per order, in handover as once handed over: refused with where to go instead, and nothing changes
      for (const stage of ['handover', 'delivered']) {
        if (stage === 'delivered') await completeHandover(e, o.id)
        const [before] = await e.db.select().from(orders).where(eq(orders.id, o.id))
        const eventsBefore = await e.db.select().from(orderEvents).where(eq(orderEvents.orderId, o.id))
        const second = await call(e.app, 'POST', `/api/need/order/${o.id}/refund`, { token: buyer.token, body: { reason: '换绑后发现问题' } })
        assert.equal(second.code, 409, stage)
        assert.equal(second.msg, '每个订单只能申请一次退款，该订单已申请过；如对处理结果有异议，请在订单页申请售后')
        const en = await call(e.app, 'POST', `/api/need/order/${o.id}/refund`, { token: buyer.token, body: { reason: '换绑后发现问题' }, lang: EN })
        assert.match(en.msg, /once per order.*after-sale dispute/)
        const [after] = await e.db.select().from(orders).where(eq(orders.id, o.id))
        assert.deepEqual(after, before, 'the order is as it was')
        assert.equal((await e.db.select().from(orderEvents).where(eq(orderEvents.orderId, o.id))).length, eventsBefore.length)
      }
      const d = (await call(e.app, 'GET', `/api/need/order/${o.id}`, { token: buyer.token })).data
      assert.deepEqual([d.status, d.refundRequested, d.canDispute], ['delivered', true, true], 'the way on is a dispute')
      const fresh = (await order(e, buyer.token, { goodsId: await listing(e, seller.id, { price: 1000, compensation: 'none' }) })).data
      assert.equal(fresh.refundRequested, false)
      const done = await call(e.app, 'POST', `/api/need/order/${o.id}/confirm`, { token: buyer.token })
      assert.equal(done.data.status, 'completed')
      assert.equal(await balanceOf(e, seller.id), 9500)
    })

    it('refusals push completion a day away at most up to COMPLETION_DELAY_MAX_HOURS past the protection window', async () => {
      const e = env()
      const config = defaultConfig()
      const seller = await verifiedUser(e)
      const buyer = await verifiedUser(e)
      await fund(e, buyer.id, 20_000)
      const admin = await adminToken(e)
      const delivered = async () => {
        const o = (await order(e, buyer.token, { goodsId: await listing(e, seller.id, { price: 5000, compensation: 'none' }) })).data
        await call(e.app, 'POST', `/api/need/order/${o.id}/pay`, { token: buyer.token, body: { useWallet: true, payPassword: PAY_PASSWORD } })
        await completeHandover(e, o.id)
        return o.id as number
      }
      const row = async (id: number) => (await e.db.select().from(orders).where(eq(orders.id, id)))[0]
      const refuse = async (id: number) => {
        const asked = await call(e.app, 'POST', `/api/need/order/${id}/refund`, { token: buyer.token, body: { reason: '账号登录不上去了' } })
        assert.equal(asked.code, 200, asked.msg)
        const res = await call(e.app, 'POST', `/api/admin/orders/${id}/refund`, { token: admin, body: { approve: false } })
        assert.equal(res.code, 200, res.msg)
        return row(id)
      }

      // refused near the end of the window: a day from now
      const a = await delivered()
      await e.db.update(orders).set({ deliveredAt: hours(-70), autoCompleteAt: hours(2) }).where(eq(orders.id, a))
      const ra = await refuse(a)
      assert.ok(ra.autoCompleteAt!.getTime() >= Date.now() + 23.9 * 3600_000, 'at least a day to open a dispute')

      // delivered long ago (the refund waited for staff): never past the window's end + the cap
      const b = await delivered()
      const deliveredAt = hours(-(config.protectionHours + config.completionDelayMaxHours - 3))
      await e.db.update(orders).set({ deliveredAt, autoCompleteAt: hours(1) }).where(eq(orders.id, b))
      const cap = deliveredAt.getTime() + (config.protectionHours + config.completionDelayMaxHours) * 3600_000
      assert.equal((await refuse(b)).autoCompleteAt!.getTime(), cap, 'three hours left, not a day')
      // the dispute that follows, refused too, does not move it further
      const opened = await call(e.app, 'POST', `/api/need/order/${b}/dispute`, {
        token: buyer.token,
        body: { type: 'not_as_described', description: '登录后发现账号英雄数量与描述不符，少了二十个。', images: [] },
      })
      assert.equal(opened.code, 200, opened.msg)
      assert.equal((await call(e.app, 'POST', `/api/need/dispute/${opened.data.id}/escalate`, { token: buyer.token })).code, 200)
      const decided = await call(e.app, 'POST', `/api/admin/dispute/${opened.data.id}/decide`, { token: admin, body: { outcome: 'rejected', reason: '证据不足' } })
      assert.equal(decided.code, 200, decided.msg)
      assert.equal((await row(b)).autoCompleteAt!.getTime(), cap)
      // past the cap the order completes at the next run (the buyer keeps DISPUTE_WINDOW_HOURS after completion)
      await runDueJobs(jobCtx(e), new Date(cap + 1000))
      assert.equal((await row(b)).status, 'completed')
    })

    it('my orders: tabs and roles', async () => {
      const e = env()
      const seller = await verifiedUser(e)
      const buyer = await verifiedUser(e)
      await fund(e, buyer.id, 100_000)
      const ids: number[] = []
      for (let i = 0; i < 3; i++) ids.push((await order(e, buyer.token, { goodsId: await listing(e, seller.id, { price: 1000 }) })).data.id)
      await call(e.app, 'POST', `/api/need/order/${ids[0]}/cancel`, { token: buyer.token })
      const paid = await call(e.app, 'POST', `/api/need/order/${ids[1]}/pay`, { token: buyer.token, body: { useWallet: true, payPassword: PAY_PASSWORD } })
      assert.equal(paid.data?.paid, true, paid.msg)
      const q = async (query: string, token = buyer.token) => (await call(e.app, 'GET', `/api/need/myOrder${query}`, { token })).data
      const all = await q('')
      assert.equal(all.total, 3)
      assert.deepEqual(all.rows.map((r: { id: number }) => r.id), [...ids].reverse(), 'newest first')
      assert.ok(all.rows.every((r: { role: string }) => r.role === 'buyer'))
      assert.deepEqual((await q('?tab=pending_payment')).rows.map((r: { id: number }) => r.id), [ids[2]])
      assert.deepEqual((await q('?tab=in_progress')).rows.map((r: { id: number }) => r.id), [ids[1]])
      assert.deepEqual((await q('?tab=cancelled')).rows.map((r: { id: number }) => r.id), [ids[0]])
      assert.equal((await q('?tab=completed')).total, 0)
      assert.equal((await q('?tab=after_sale')).total, 0)
      const paged = await q('?pageNum=2&pageSize=2')
      assert.equal(paged.rows.length, 1)
      assert.equal(paged.total, 3)
      const sales = await q('?role=seller', seller.token)
      assert.equal(sales.total, 3)
      assert.ok(sales.rows.every((r: { role: string }) => r.role === 'seller'))
      assert.equal((await q('?role=seller')).total, 0, 'the buyer sold nothing')
      assert.ok(!JSON.stringify(all).includes(CREDENTIALS.password))
    })

    it('bad input on every order route: 400, a clear message, nothing changed', async () => {
      const e = env()
      const seller = await verifiedUser(e)
      const buyer = await verifiedUser(e)
      const goodsId = await listing(e, seller.id, { compensation: 'none' })
      const t = buyer.token
      const cases: [string, string, unknown, RegExp][] = [
        ['GET', '/api/need/order/preview', undefined, /goodsId|商品编号/],
        ['GET', '/api/need/order/preview?goodsId=abc', undefined, /goodsId|商品编号/],
        ['GET', `/api/need/order/preview?goodsId=${goodsId}&compensation=gold`, undefined, /compensation|包赔类型/],
        ['GET', `/api/need/order/preview?goodsId=${goodsId}&x=1`, undefined, /不支持的字段：x/],
        ['POST', '/api/need/order', undefined, /请求内容不能为空/],
        ['POST', '/api/need/order', { goodsId, compensation: 'none' }, /agree|协议/],
        ['POST', '/api/need/order', { goodsId, compensation: 'none', agree: false }, /请阅读并同意/],
        ['POST', '/api/need/order', { goodsId: '1', compensation: 'none', agree: true }, /goodsId|商品编号/],
        ['POST', '/api/need/order', { goodsId: -1, compensation: 'none', agree: true }, /goodsId|商品编号/],
        ['POST', '/api/need/order', { goodsId, compensation: 'gold', agree: true }, /compensation|包赔类型/],
        ['POST', '/api/need/order', { goodsId, compensation: 'standard', agree: true }, /不支持所选的包赔服务/],
        ['POST', '/api/need/order', { goodsId, compensation: 'none', agree: true, price: 1 }, /不支持的字段：price/],
        ['POST', '/api/need/order', { goodsId, compensation: 'none', agree: true, couponId: 'x' }, /couponId|优惠券/],
        ['GET', '/api/need/order/abc', undefined, /编号/],
        ['GET', '/api/need/order/0', undefined, /编号/],
        ['POST', '/api/need/order/1/pay', {}, /useWallet|余额/],
        ['POST', '/api/need/order/1/pay', { useWallet: 'yes' }, /useWallet|余额/],
        ['POST', '/api/need/order/1/refund', {}, /reason|原因/],
        ['POST', '/api/need/order/1/cancel', { reason: 'x'.repeat(201) }, /200/],
        ['POST', '/api/need/order/1/cancel', { why: 'x' }, /不支持的字段：why/],
        ['GET', '/api/need/myOrder?tab=foo', undefined, /tab|分类/],
        ['GET', '/api/need/myOrder?role=admin', undefined, /role|角色/],
        ['GET', '/api/need/myOrder?pageSize=51', undefined, /每页条数/],
        ['GET', '/api/need/wallet/ledger?pageNum=0', undefined, /页码/],
      ]
      for (const [method, url, body, msg] of cases) {
        const res = await call(e.app, method, url, { token: t, body })
        assert.equal(res.code, 400, `${method} ${url} ${JSON.stringify(body)}: ${res.msg}`)
        assert.match(res.msg, msg, `${method} ${url}`)
      }
      assert.equal(await goodsStatus(e, goodsId), 'on_sale')
      const [{ n }] = await e.db.select({ n: sql<number>`count(*)::int` }).from(orders).where(eq(orders.buyerId, buyer.id))
      assert.equal(n, 0)
      // without a login: 401 before anything else
      for (const [method, url] of [
        ['GET', `/api/need/order/preview?goodsId=${goodsId}`],
        ['POST', '/api/need/order'],
        ['GET', '/api/need/myOrder'],
        ['GET', '/api/need/wallet/ledger'],
        ['POST', '/api/admin/orders/1/refund'],
      ]) {
        assert.equal((await call(e.app, method, url)).code, 401, url)
      }
      const unknown = await order(e, t, { goodsId: 99_999_999 })
      assert.equal(unknown.code, 404)
      assert.equal(unknown.msg, '商品不存在')
      const hidden = await listing(e, seller.id, { status: 'pending_review' })
      assert.equal((await order(e, t, { goodsId: hidden })).code, 404, 'listings under review are not public')
    })
  })
}
