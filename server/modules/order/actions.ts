/**
 * The buyer's actions on their order: cancel, pay, confirm receipt, ask for a refund. Each runs on the locked
 * order and moves it through lifecycle.ts.
 */
import { refundReasonOk } from '../../../contract/rules'
import { eq } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import type { OrderDetail, PayInput, PayLaunch, PayResult } from '../../../contract/orders'
import type { Ctx } from '../../context'
import type { Db } from '../../db/client'
import { users } from '../user/schema'
import { copy } from '../../lib/copy'
import { AppError } from '../../lib/errors'
import type { Lang } from '../../lib/i18n'
import { assertNoOpenDispute } from '../dispute/open'
import { openidOf } from '../identity/service'
import { closeOpenPayments, closePayment, openPayment } from '../payment/holds'
import { paymentInfo } from '../payment/service'
import { verifyPayPassword } from '../wallet/pay-password'
import { assertBuyerAccepted } from '../contract/service'
import { debit } from '../wallet/service'
import { cancelOrder, completeOrder, lockOrder, markPaid, REFUNDABLE, requestRefund, type OrderRow } from './lifecycle'
import { getOrder } from './service'
import { addWalletPaid } from './rows'

/**
 * Runs `fn` on the locked order if the caller is its buyer: 404 for strangers (ids reveal nothing), 403 for the
 * seller (who can see the order but not act for the buyer).
 */
async function asBuyer<T>(ctx: Ctx, userId: number, id: number, fn: (tx: Db, order: OrderRow, now: Date) => Promise<T>): Promise<T> {
  return ctx.db.transaction(async (tx) => {
    const order = await lockOrder(tx, id)
    if (!order || (order.buyerId !== userId && order.sellerId !== userId)) throw new AppError(404, 'orderNotFound')
    if (order.buyerId !== userId) throw new AppError(403, 'orderBuyerOnly')
    return fn(tx, order, new Date())
  })
}

/** POST /need/order/{id}/cancel */
export async function cancelByBuyer(ctx: Ctx, userId: number, id: number, reason: string | undefined, lang: Lang): Promise<OrderDetail> {
  await asBuyer(ctx, userId, id, async (tx, order, now) => {
    if (order.status !== 'pending_payment') throw new AppError(409, 'orderNotPending')
    await cancelOrder(tx, order, copy('order.note.buyerCancelled', { reason: reason?.trim() || null }), now, 'buyer')
  })
  return getOrder(ctx, userId, id, lang)
}

/**
 * POST /need/order/{id}/pay. The wallet pays only with the payment password, checked (and counted) before
 * anything changes. When the wallet covers what is due it is taken now and the order is paid; otherwise its part
 * is held (the balance does not change) and the rest becomes a payment with the provider, and the held part is
 * taken only when that payment succeeds (payment/service.ts). Every call replaces the order's open payment and
 * releases its hold, so at most one can pay the order; a notification for a replaced one refunds its money to the
 * wallet (lifecycle.refundLatePayment).
 */
export async function payOrder(
  ctx: Ctx,
  userId: number,
  id: number,
  input: PayInput,
  lang: Lang,
  client: { ip: string; log: FastifyBaseLogger },
): Promise<PayResult> {
  const [me] = await ctx.db.select({ balance: users.balance }).from(users).where(eq(users.id, userId))
  const verified = input.useWallet && (me?.balance ?? 0) > 0
  if (verified) await verifyPayPassword(ctx, userId, input.payPassword)
  const payer = { openid: await openidOf(ctx.db, userId) }
  const method = input.method ?? ctx.pay.methods(payer)[0]
  const provider = method ? ctx.pay.forMethod(method, payer) : null
  const result = await asBuyer(ctx, userId, id, async (tx, order, now) => {
    if (order.status !== 'pending_payment') throw new AppError(409, 'orderNotPending')
    if (order.payDeadline <= now) throw new AppError(409, 'orderExpired')
    await assertBuyerAccepted(tx, order.id)
    await closeOpenPayments(tx, order.id, userId)
    const due = order.total - order.walletPaid
    let take = 0
    if (input.useWallet && due > 0) {
      const [u] = await tx.select({ balance: users.balance, held: users.walletHeld }).from(users).where(eq(users.id, userId)).for('update')
      take = Math.min(u.balance - u.held, due)
      // the balance grew after the check above: the password was not asked for
      if (take > 0 && !verified) throw new AppError(400, 'payPasswordRequired')
    }
    if (take === due) {
      if (take > 0) {
        const after = await debit(tx, userId, take, { kind: 'order_payment', orderId: order.id, note: copy('order.ledger.walletPaid', { orderNo: order.orderNo }) })
        if (after === null) throw new Error('wallet debit failed under the row lock')
        await addWalletPaid(tx, order.id, take, now)
      }
      await markPaid(tx, ctx.config, { ...order, walletPaid: order.walletPaid + take }, 0, now, 'buyer')
      return { paid: true as const, walletPaid: order.walletPaid + take }
    }
    if (!provider) throw new AppError(400, 'payMethodUnavailable')
    const rest = due - take
    const paymentNo = await openPayment(tx, { orderId: order.id, buyerId: userId, provider: provider.name, amount: rest, walletAmount: take, expiresAt: order.payDeadline }, now)
    return { paid: false as const, walletPaid: order.walletPaid, paymentNo, amount: rest, orderNo: order.orderNo, expiresAt: order.payDeadline }
  })
  if (result.paid) return { paid: true, walletPaid: result.walletPaid, payment: null, launch: null }
  // registered after the commit: a provider's HTTP call never holds the order's row lock (nor PGlite's one
  // connection); when it fails the payment is closed and its hold released, and the buyer can try again
  let launch: PayLaunch
  try {
    launch = await provider!.createPayment({
      paymentNo: result.paymentNo,
      amount: result.amount,
      subject: `游戏账号交易 - 订单 ${result.orderNo}`,
      expiresAt: result.expiresAt,
      method: method!,
      openid: payer.openid,
      clientIp: client.ip,
      returnPath: input.returnPath ?? null,
    })
  } catch (err) {
    client.log.error({ err, paymentNo: result.paymentNo, provider: provider!.name }, 'payment provider refused the payment')
    await closePayment(ctx, id, result.paymentNo)
    throw new AppError(409, 'paymentProviderUnavailable')
  }
  return {
    paid: false,
    walletPaid: result.walletPaid,
    payment: await paymentInfo(ctx, userId, result.paymentNo, lang),
    launch,
  }
}

/** POST /need/order/{id}/confirm */
export async function confirmReceipt(ctx: Ctx, userId: number, id: number, lang: Lang): Promise<OrderDetail> {
  await asBuyer(ctx, userId, id, async (tx, order, now) => {
    // the protection window starts when the handover completes: nothing to confirm before
    if (order.status === 'handover') throw new AppError(409, 'orderHandoverPending')
    if (order.status !== 'delivered') throw new AppError(409, 'orderWrongState')
    await assertNoOpenDispute(tx, order.id)
    await completeOrder(tx, order, copy(order.kind === 'rental' ? 'order.note.renterReturned' : 'order.note.buyerConfirmed'), now, { by: 'buyer' })
  })
  return getOrder(ctx, userId, id, lang)
}


/** POST /need/order/{id}/refund */
export async function askRefund(ctx: Ctx, userId: number, id: number, reason: string, lang: Lang): Promise<OrderDetail> {
  const text = reason.trim()
  if (!refundReasonOk(text)) throw new AppError(400, 'refundReasonRule')
  await asBuyer(ctx, userId, id, async (tx, order, now) => {
    if (!REFUNDABLE.includes(order.status)) throw new AppError(409, 'orderWrongState')
    // one request per order (lifecycle.requestRefund): after a refusal the way on is a dispute (a rental: service)
    if (order.refundRequestedAt) throw new AppError(409, order.kind === 'sale' ? 'refundAlreadyAsked' : 'refundAlreadyAskedRental')
    await assertNoOpenDispute(tx, order.id)
    await requestRefund(tx, order, text, now)
  })
  return getOrder(ctx, userId, id, lang)
}
