/**
 * Payments through the provider (lib/pay.ts): the cashier's view of a payment, and the one handler of verified
 * notifications. A notification is applied at most once (the payment row is locked and moved to 'succeeded'
 * conditionally); a repeated one changes nothing. The wallet part of a payment is held while it is pending and
 * taken in the same transaction that marks the order paid.
 */
import { and, eq } from 'drizzle-orm'
import type { PaymentInfo, PayMethods, PayProviderName } from '../../../contract/orders'
import type { Ctx } from '../../context'
import { orders } from '../order/schema'
import { payments } from './schema'
import { copy } from '../../lib/copy'
import { AppError } from '../../lib/errors'
import type { Lang } from '../../lib/i18n'
import type { NotifyRequest, PaymentNotification } from '../../lib/pay'
import { lockOrder, markPaid, refundLatePayment } from '../order/lifecycle'
import { addWalletPaid } from '../order/rows'
import { debitHeld, release } from '../wallet/service'
import { openidOf } from '../identity/service'

const subject = (lang: Lang, orderNo: string) =>
  lang === 'en-US' ? `Game account purchase - order ${orderNo}` : `游戏账号交易 - 订单 ${orderNo}`

/** GET /pay/sandbox/{paymentNo}: the payment of one of the caller's orders as buyer; 404 for anyone else. */
export async function paymentInfo(ctx: Ctx, userId: number, paymentNo: string, lang: Lang): Promise<PaymentInfo> {
  const [row] = await ctx.db
    .select({ p: payments, orderNo: orders.orderNo, buyerId: orders.buyerId })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(eq(payments.paymentNo, paymentNo))
  if (!row || row.buyerId !== userId) throw new AppError(404, 'paymentNotFound')
  return {
    paymentNo: row.p.paymentNo,
    provider: row.p.provider as PayProviderName,
    amount: row.p.amount,
    status: row.p.status,
    orderId: row.p.orderId,
    orderNo: row.orderNo,
    walletAmount: row.p.walletAmount,
    subject: subject(lang, row.orderNo),
    expiresAt: row.p.expiresAt.toISOString(),
  }
}

export type NotificationOutcome = 'applied' | 'repeated' | 'refunded'

/**
 * Applies a verified notification. A payment reported for an order that is still pending pays it even if the
 * deadline passed a moment ago (the provider took the money in time; the expiry job has not run). The money of a payment that can no longer pay its order (cancelled or expired
 * order, or a payment replaced by a newer attempt) is not lost: it goes to the buyer's wallet as a refund.
 */
export async function applyNotification(ctx: Ctx, n: PaymentNotification, now = new Date()): Promise<NotificationOutcome> {
  return ctx.db.transaction(async (tx) => {
    const [found] = await tx.select({ orderId: payments.orderId }).from(payments).where(eq(payments.paymentNo, n.paymentNo))
    if (!found) throw new AppError(400, 'paymentNotFound')
    // order first, then payment: the same lock order as paying and cancelling
    const order = await lockOrder(tx, found.orderId)
    const [p] = await tx.select().from(payments).where(eq(payments.paymentNo, n.paymentNo)).for('update')
    if (!order || !p) throw new AppError(400, 'paymentNotFound')
    if (p.status === 'succeeded') return 'repeated'
    if (n.amount !== p.amount) throw new AppError(400, 'paymentAmountMismatch')
    await tx
      .update(payments)
      .set({ status: 'succeeded', providerTxnId: n.txnId, paidAt: now })
      .where(and(eq(payments.id, p.id), eq(payments.status, p.status)))
    const pays =
      p.status === 'pending' && order.status === 'pending_payment' && order.walletPaid + p.walletAmount + p.amount === order.total
    if (pays) {
      // the wallet part held for this payment is taken now, with its ledger row, as the order becomes paid
      if (p.walletAmount > 0) {
        await debitHeld(tx, order.buyerId, p.walletAmount, { kind: 'order_payment', orderId: order.id, note: copy('order.ledger.walletPaid', { orderNo: order.orderNo }) })
        await addWalletPaid(tx, order.id, p.walletAmount, now)
      }
      const paidOrder = { ...order, walletPaid: order.walletPaid + p.walletAmount }
      if (!(await markPaid(tx, ctx.config, paidOrder, p.amount, now))) throw new Error('order changed under its row lock')
      return 'applied'
    }
    // a pending payment that cannot pay its order gives its hold back (a closed one already did)
    if (p.status === 'pending') await release(tx, order.buyerId, p.walletAmount)
    await refundLatePayment(tx, order, { ...p, status: 'succeeded' })
    return 'refunded'
  })
}

/**
 * POST /pay/notify/{provider}: verify with that provider, then apply; forged, altered or stale bodies change
 * nothing. A notification must name a payment made with the provider that sent it.
 */
export async function handleNotification(ctx: Ctx, provider: PayProviderName, req: NotifyRequest): Promise<NotificationOutcome> {
  const p = ctx.pay.get(provider)
  if (!p) throw new AppError(404, 'notFound')
  const n = await p.verifyNotification(req)
  if (!n) throw new AppError(400, 'paymentSignatureInvalid')
  const [row] = await ctx.db.select({ provider: payments.provider }).from(payments).where(eq(payments.paymentNo, n.paymentNo))
  if (!row) throw new AppError(400, 'paymentNotFound')
  if (row.provider !== provider) throw new AppError(400, 'paymentSignatureInvalid')
  return applyNotification(ctx, n)
}

/**
 * GET /pay/methods: what the pay page offers the caller for the part the wallet does not pay, and whether the mini
 * program on iOS pays at all or sends the buyer to the H5 site (at H5_SITE_URL, else at `requestOrigin`: the H5
 * site is served by this server).
 */
export async function payMethods(ctx: Ctx, userId: number, requestOrigin: string): Promise<PayMethods> {
  const methods = ctx.pay.methods({ openid: await openidOf(ctx.db, userId) })
  return { methods, sandbox: methods.includes('sandbox'), weappIos: ctx.config.weappIosPayment, h5Site: ctx.config.h5SiteUrl ?? requestOrigin }
}

/**
 * POST /pay/sandbox/{paymentNo}/confirm: the buyer pressed "pay" in the sandbox cashier. The sandbox then sends
 * its signed notification through the same handler an outside provider's callback reaches.
 */
export async function sandboxConfirm(ctx: Ctx, userId: number, paymentNo: string, lang: Lang): Promise<PaymentInfo> {
  const info = await paymentInfo(ctx, userId, paymentNo, lang)
  const sandbox = ctx.pay.sandbox
  if (!sandbox || info.provider !== 'sandbox') throw new AppError(404, 'paymentNotFound')
  if (info.status === 'closed') throw new AppError(409, 'paymentClosed')
  // like a real provider's time_expire: the cashier takes no money after the order's pay deadline
  if (info.status === 'pending' && Date.parse(info.expiresAt) <= Date.now()) throw new AppError(409, 'orderExpired')
  if (info.status === 'pending') {
    const body = sandbox.signNotification({ paymentNo, amount: info.amount, txnId: sandbox.newTxnId() })
    await handleNotification(ctx, 'sandbox', { headers: {}, rawBody: JSON.stringify(body) })
  }
  return paymentInfo(ctx, userId, paymentNo, lang)
}
