/**
 * Open payments and the wallet parts they hold. A payment's wallet part stays in the buyer's balance (held) until
 * the payment succeeds; whatever closes an open payment (a new attempt, the order paid, cancelled or expired)
 * releases its hold in the same transaction.
 */
import { and, eq, gt } from 'drizzle-orm'
import type { Db } from '../../db/client'
import type { Ctx } from '../../context'
import { payments } from './schema'
import { lockOrder } from '../order/rows'
import { orders } from '../order/schema'
import { hold, release } from '../wallet/service'
import { humanNo } from '../../lib/human-no'
import type { PayProviderName } from '../../../contract/orders'

/**
 * A new provider payment for the order, holding its wallet part (answers the payment number). Call with the order
 * row locked, after closeOpenPayments.
 */
export async function openPayment(
  tx: Db,
  p: { orderId: number; buyerId: number; provider: PayProviderName; amount: number; walletAmount: number; expiresAt: Date },
  now: Date,
): Promise<string> {
  if (p.walletAmount > 0 && !(await hold(tx, p.buyerId, p.walletAmount))) throw new Error('wallet hold failed under the row lock')
  const paymentNo = humanNo('P', now)
  await tx.insert(payments).values({ paymentNo, orderId: p.orderId, provider: p.provider, amount: p.amount, walletAmount: p.walletAmount, expiresAt: p.expiresAt, createdAt: now })
  return paymentNo
}

/** Closes the order's pending payments and gives back their holds (returns the fen released). Call with the order row locked. */
export async function closeOpenPayments(tx: Db, orderId: number, buyerId: number): Promise<number> {
  const closed = await tx
    .update(payments)
    .set({ status: 'closed' })
    .where(and(eq(payments.orderId, orderId), eq(payments.status, 'pending')))
    .returning({ walletAmount: payments.walletAmount })
  const held = closed.reduce((sum, p) => sum + p.walletAmount, 0)
  await release(tx, buyerId, held)
  return held
}

/** A payment the provider would not register: closed and its hold given back, as if never made. */
export async function closePayment(ctx: Ctx, orderId: number, paymentNo: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId)
    if (!order) return
    const closed = await tx
      .update(payments)
      .set({ status: 'closed' })
      .where(and(eq(payments.paymentNo, paymentNo), eq(payments.status, 'pending')))
      .returning({ walletAmount: payments.walletAmount })
    await release(tx, order.buyerId, closed.reduce((sum, p) => sum + p.walletAmount, 0))
  })
}


/** A wallet part held by an open payment of the buyer's: which order, and until when the order can be paid. */
export interface PaymentHold {
  orderId: number
  orderNo: string
  amount: number
  payDeadline: Date
}

/** The buyer's open payments that hold wallet money (their sum is the payments' part of wallet_held), oldest first. */
export async function openWalletHolds(db: Pick<Db, 'select'>, buyerId: number): Promise<PaymentHold[]> {
  return db
    .select({ orderId: orders.id, orderNo: orders.orderNo, amount: payments.walletAmount, payDeadline: orders.payDeadline })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(and(eq(orders.buyerId, buyerId), eq(payments.status, 'pending'), gt(payments.walletAmount, 0)))
    .orderBy(payments.id)
}
