import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { eq } from 'drizzle-orm'
import { messages } from '../../server/modules/inbox/schema'
import { orders } from '../../server/modules/order/schema'
import { payments } from '../../server/modules/payment/schema'
import { ledger } from '../../server/modules/wallet/schema'
import { SandboxPayProvider } from '../../server/lib/pay'
import { assertLedgerMatches, balanceOf, CREDENTIALS, fund, goodsStatus, heldOf, listing, PAY_PASSWORD, verifiedUser } from './buying'
import { call, DRIVERS, SECRET, useTestEnv, type TestEnv, type TestUser } from './helpers'

const sandbox = new SandboxPayProvider(SECRET)

/** An order of a fresh buyer with an open sandbox payment of its whole total (or of the rest after `wallet`). */
async function openPayment(env: TestEnv, opts: { price?: number; wallet?: number } = {}) {
  const seller = await verifiedUser(env)
  const buyer = await verifiedUser(env)
  if (opts.wallet) await fund(env, buyer.id, opts.wallet)
  const goodsId = await listing(env, seller.id, { price: opts.price ?? 10_000, compensation: 'none' })
  const created = await call(env.app, 'POST', '/api/need/order', { token: buyer.token, body: { goodsId, compensation: 'none', agree: true } })
  assert.equal(created.code, 200, created.msg)
  const body = opts.wallet ? { useWallet: true, payPassword: PAY_PASSWORD } : { useWallet: false }
  const pay = await call(env.app, 'POST', `/api/need/order/${created.data.id}/pay`, { token: buyer.token, body })
  assert.equal(pay.code, 200, pay.msg)
  assert.equal(pay.data.paid, false)
  return { seller, buyer, goodsId, order: created.data, payment: pay.data.payment, walletPaid: pay.data.walletPaid as number }
}

async function orderRow(env: TestEnv, id: number) {
  const [row] = await env.db.select().from(orders).where(eq(orders.id, id))
  return row
}

async function notifyRaw(env: TestEnv, body: unknown) {
  return call(env.app, 'POST', '/api/pay/notify/sandbox', { body })
}

async function snapshot(env: TestEnv, orderId: number, buyer: TestUser) {
  return {
    order: await orderRow(env, orderId),
    payments: await env.db.select().from(payments).where(eq(payments.orderId, orderId)),
    balance: await balanceOf(env, buyer.id),
    ledger: (await env.db.select().from(ledger).where(eq(ledger.userId, buyer.id))).length,
  }
}

for (const driver of DRIVERS) {
  describe(`payment [${driver}]`, () => {
    const env = useTestEnv(driver)

    it('wallet part held, the rest through the sandbox cashier; paying takes both and delivers the credentials in escrow', async () => {
      const e = env()
      const { buyer, seller, order, payment, walletPaid, goodsId } = await openPayment(e, { wallet: 4000 })
      // issue 10: nothing leaves the wallet before the payment completes
      assert.equal(walletPaid, 0)
      assert.equal(payment.walletAmount, 4000)
      assert.equal(await balanceOf(e, buyer.id), 4000)
      assert.equal(await heldOf(e, buyer.id), 4000)
      const wallet = (await call(e.app, 'GET', '/api/need/wallet', { token: buyer.token })).data
      assert.deepEqual(wallet, {
        balance: 4000,
        held: 4000,
        available: 0,
        settling: 0,
        withdrawable: 0,
        withdrawing: 0,
        withdrawn: 0,
        payPasswordSet: true,
        payPasswordLockedUntil: null,
        // what the held part is: this order's payment, until its deadline
        items: [{ kind: 'payment', bucket: 'held', amount: 4000, orderId: order.id, orderNo: order.orderNo, withdrawalNo: null, endsAt: order.payDeadline }],
      })
      const forOrder = (await call(e.app, 'GET', `/api/need/wallet?orderId=${order.id}`, { token: buyer.token })).data
      assert.equal(forOrder.available, 4000, "this order's own hold is usable again on the pay page")
      const d0 = (await call(e.app, 'GET', `/api/need/order/${order.id}`, { token: buyer.token })).data
      assert.equal(d0.walletPaid, 0)
      assert.match(payment.paymentNo, /^P\d{20}$/)
      assert.equal(payment.provider, 'sandbox')
      assert.equal(payment.amount, order.total - 4000)
      assert.equal(payment.status, 'pending')
      assert.equal(payment.orderNo, order.orderNo)
      assert.equal(payment.subject, `游戏账号交易 - 订单 ${order.orderNo}`)
      assert.equal(payment.expiresAt, order.payDeadline)
      const seen = await call(e.app, 'GET', `/api/pay/sandbox/${payment.paymentNo}`, { token: buyer.token, lang: 'en-US' })
      assert.equal(seen.data.subject, `Game account purchase - order ${order.orderNo}`)
      // only the buyer sees the cashier
      for (const token of [seller.token, (await verifiedUser(e)).token]) {
        const res = await call(e.app, 'GET', `/api/pay/sandbox/${payment.paymentNo}`, { token })
        assert.equal(res.code, 404)
        assert.equal(res.msg, '支付单不存在')
        assert.equal((await call(e.app, 'POST', `/api/pay/sandbox/${payment.paymentNo}/confirm`, { token })).code, 404)
      }
      assert.equal((await orderRow(e, order.id)).status, 'pending_payment')
      const res = await call(e.app, 'POST', `/api/pay/sandbox/${payment.paymentNo}/confirm`, { token: buyer.token })
      assert.equal(res.code, 200, res.msg)
      assert.equal(res.data.status, 'succeeded')
      const d = (await call(e.app, 'GET', `/api/need/order/${order.id}`, { token: buyer.token })).data
      assert.equal(d.status, 'handover', 'paid: the seller now hands the account over')
      assert.equal(d.walletPaid, 4000)
      assert.equal(d.externalPaid, order.total - 4000)
      assert.equal(await balanceOf(e, buyer.id), 0)
      assert.equal(await heldOf(e, buyer.id), 0)
      assert.deepEqual(d.credentials, CREDENTIALS)
      assert.equal(await goodsStatus(e, goodsId), 'reserved')
      const [p] = await e.db.select().from(payments).where(eq(payments.paymentNo, payment.paymentNo))
      assert.match(p.providerTxnId ?? '', /^SBX/)
      assert.ok(p.paidAt)
      const told = await e.db.select().from(messages).where(eq(messages.userId, seller.id))
      assert.ok(told.some((m) => m.title === '买家已付款'))
      await assertLedgerMatches(e, buyer.id)
      // pressing pay again changes nothing
      const again = await call(e.app, 'POST', `/api/pay/sandbox/${payment.paymentNo}/confirm`, { token: buyer.token })
      assert.equal(again.code, 200)
      assert.equal((await orderRow(e, order.id)).externalPaid, order.total - 4000)
    })

    it('a signed notification pays once; repeated -> 200 and nothing changes', async () => {
      const e = env()
      const { buyer, order, payment } = await openPayment(e)
      const body = sandbox.signNotification({ paymentNo: payment.paymentNo, amount: payment.amount, txnId: 'SBXtest1' })
      const first = await notifyRaw(e, body)
      assert.equal(first.code, 200, first.msg)
      assert.deepEqual(first.data, { result: 'applied' })
      const before = await snapshot(e, order.id, buyer)
      assert.equal(before.order.status, 'handover')
      for (const repeat of [body, sandbox.signNotification({ paymentNo: payment.paymentNo, amount: payment.amount, txnId: 'SBXother' })]) {
        const res = await notifyRaw(e, repeat)
        assert.equal(res.code, 200)
        assert.deepEqual(res.data, { result: 'repeated' })
      }
      assert.deepEqual(await snapshot(e, order.id, buyer), before)
    })

    it('forged or altered notifications -> 400 and nothing changes', async () => {
      const e = env()
      const { buyer, order, payment } = await openPayment(e)
      const before = await snapshot(e, order.id, buyer)
      const good = sandbox.signNotification({ paymentNo: payment.paymentNo, amount: payment.amount, txnId: 'SBXforge' })
      const otherKey = new SandboxPayProvider('another-secret-key-0123456789abcdef0123').signNotification({
        paymentNo: payment.paymentNo,
        amount: payment.amount,
        txnId: 'SBXforge',
      })
      const forged: [unknown, string][] = [
        [{ ...good, sign: 'a'.repeat(64) }, '支付通知签名无效'],
        [{ ...good, sign: '' }, '支付通知签名无效'],
        [{ ...good, amount: good.amount + 1 }, '支付通知签名无效'],
        [{ ...good, txnId: 'SBXaltered' }, '支付通知签名无效'],
        [otherKey, '支付通知签名无效'],
      ]
      for (const [body, msg] of forged) {
        const res = await notifyRaw(e, body)
        assert.equal(res.code, 400, JSON.stringify(body))
        assert.equal(res.msg, msg)
      }
      for (const body of [{ ...good, status: 'FAIL' }, { ...good, extra: 1 }, { paymentNo: good.paymentNo }, 'x', null]) {
        const res = await notifyRaw(e, body)
        assert.equal(res.code, 400, JSON.stringify(body))
      }
      // genuine signature, but an amount that does not match the payment
      const wrongAmount = sandbox.signNotification({ paymentNo: payment.paymentNo, amount: payment.amount - 1, txnId: 'SBXx' })
      const res = await notifyRaw(e, wrongAmount)
      assert.equal(res.code, 400)
      assert.equal(res.msg, '支付金额与支付单不符')
      const unknown = await notifyRaw(e, sandbox.signNotification({ paymentNo: 'P00000000000000000000', amount: 1, txnId: 'SBXx' }))
      assert.equal(unknown.code, 400)
      assert.equal(unknown.msg, '支付单不存在')
      assert.deepEqual(await snapshot(e, order.id, buyer), before)
      assert.equal(before.order.status, 'pending_payment')
    })

    it('a notification for a cancelled order sends the money to the buyer\u2019s wallet', async () => {
      const e = env()
      const { buyer, order, payment, goodsId } = await openPayment(e, { wallet: 1000 })
      const cancel = await call(e.app, 'POST', `/api/need/order/${order.id}/cancel`, { token: buyer.token })
      assert.equal(cancel.code, 200, cancel.msg)
      assert.equal(await balanceOf(e, buyer.id), 1000, 'the wallet part was never taken')
      assert.equal(await heldOf(e, buyer.id), 0, 'and its hold is released')
      // the cashier refuses a closed payment
      const closed = await call(e.app, 'POST', `/api/pay/sandbox/${payment.paymentNo}/confirm`, { token: buyer.token })
      assert.equal(closed.code, 409)
      assert.equal(closed.msg, '该支付单已关闭，请返回订单重新发起支付')
      // but the provider may still report money it took before the payment closed
      const body = sandbox.signNotification({ paymentNo: payment.paymentNo, amount: payment.amount, txnId: 'SBXlate' })
      const res = await notifyRaw(e, body)
      assert.equal(res.code, 200, res.msg)
      assert.deepEqual(res.data, { result: 'refunded' })
      assert.equal(await balanceOf(e, buyer.id), 1000 + payment.amount)
      assert.equal((await orderRow(e, order.id)).status, 'cancelled')
      assert.equal(await goodsStatus(e, goodsId), 'on_sale')
      await assertLedgerMatches(e, buyer.id)
      const rows = (await call(e.app, 'GET', '/api/need/wallet/ledger', { token: buyer.token })).data.rows
      assert.deepEqual(rows.map((r: { kind: string; amount: number }) => [r.kind, r.amount]), [
        ['refund', payment.amount],
        ['adjustment', 1000],
      ])
      // repeated: refunded once only
      assert.deepEqual((await notifyRaw(e, body)).data, { result: 'repeated' })
      assert.equal(await balanceOf(e, buyer.id), 1000 + payment.amount)
    })

    it('the sandbox cashier takes no money after the pay deadline', async () => {
      const e = env()
      const { buyer, order, payment } = await openPayment(e)
      await e.db.update(payments).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(payments.paymentNo, payment.paymentNo))
      const res = await call(e.app, 'POST', `/api/pay/sandbox/${payment.paymentNo}/confirm`, { token: buyer.token })
      assert.equal(res.code, 409)
      assert.equal(res.msg, '订单已超过支付期限，请重新下单')
      assert.equal((await orderRow(e, order.id)).status, 'pending_payment')
      const [p] = await e.db.select().from(payments).where(eq(payments.paymentNo, payment.paymentNo))
      assert.equal(p.status, 'pending')
    })

    it('paying again replaces the open payment; the replaced one, if it still pays, is refunded to the wallet', async () => {
      const e = env()
      const { buyer, order, payment: first } = await openPayment(e)
      const second = (await call(e.app, 'POST', `/api/need/order/${order.id}/pay`, { token: buyer.token, body: { useWallet: false } })).data.payment
      assert.notEqual(second.paymentNo, first.paymentNo)
      const [old] = await e.db.select().from(payments).where(eq(payments.paymentNo, first.paymentNo))
      assert.equal(old.status, 'closed')
      assert.deepEqual((await notifyRaw(e, sandbox.signNotification({ paymentNo: second.paymentNo, amount: second.amount, txnId: 'SBX2' }))).data, {
        result: 'applied',
      })
      assert.deepEqual((await notifyRaw(e, sandbox.signNotification({ paymentNo: first.paymentNo, amount: first.amount, txnId: 'SBX1' }))).data, {
        result: 'refunded',
      })
      const row = await orderRow(e, order.id)
      assert.equal(row.status, 'handover')
      assert.equal(row.externalPaid, order.total, 'the order was paid once')
      assert.equal(await balanceOf(e, buyer.id), first.amount)
      await assertLedgerMatches(e, buyer.id)
    })

    it('the ledger lists my own rows only, newest first, paged; bad input is refused', async () => {
      const e = env()
      const a = await verifiedUser(e)
      const b = await verifiedUser(e)
      await fund(e, a.id, 100)
      await fund(e, a.id, 200)
      await fund(e, b.id, 999)
      const res = await call(e.app, 'GET', '/api/need/wallet/ledger?pageSize=1', { token: a.token })
      assert.equal(res.code, 200)
      assert.equal(res.data.total, 2)
      assert.deepEqual(Object.keys(res.data.rows[0]).sort(), ['amount', 'balanceAfter', 'createdAt', 'id', 'kind', 'note', 'orderNo'])
      assert.equal(res.data.rows[0].amount, 200)
      assert.equal(res.data.rows[0].balanceAfter, 300)
      assert.ok(!res.raw.includes('999'))
      for (const q of ['?pageSize=0', '?pageNum=x', '?userId=' + b.id]) {
        assert.equal((await call(e.app, 'GET', '/api/need/wallet/ledger' + q, { token: a.token })).code, 400, q)
      }
      for (const url of [`/api/pay/sandbox/abc`, `/api/pay/sandbox/P1/confirm`]) {
        const r = await call(e.app, url.endsWith('confirm') ? 'POST' : 'GET', url, { token: a.token })
        assert.equal(r.code, 400, url)
      }
      assert.equal((await call(e.app, 'GET', '/api/pay/sandbox/P00000000000000000000')).code, 401)
    })
  })
}
