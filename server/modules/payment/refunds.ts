/**
 * Money going back to the buyer. What the wallet paid, and what the sandbox "took" (no card was ever charged),
 * goes back to the wallet with its ledger row; what a real provider took (WeChat Pay, Alipay) goes back to where it
 * came from: a payment_refunds row written in the caller's transaction, sent to the provider after the commit by
 * sendPendingRefunds (the job loop), never while an order row is locked. It does not touch the wallet, so the
 * ledger still sums to every balance.
 */
import { and, asc, eq, isNull, lt, lte, ne, or, sql } from 'drizzle-orm'
import type { Ctx } from '../../context'
import type { Db } from '../../db/client'
import { orders } from '../order/schema'
import { paymentRefunds, payments } from './schema'
import { startLoop } from '../../lib/loop'
import { zhText, type Line } from '../../lib/copy'
import { describeError } from '../../lib/log'
import { afterFailure, retryPolicy, type RetryPolicy } from '../jobs/backoff'
import { credit } from '../wallet/service'

type OrderRef = Pick<typeof orders.$inferSelect, 'id' | 'orderNo' | 'buyerId'>
type PaymentRow = typeof payments.$inferSelect

/** Where a refund went: fen to the wallet, fen back through the provider. */
export interface RefundSplit {
  toWallet: number
  toProvider: number
}

/**
 * Refunds `amount` of one provider payment: through its provider unless it was the sandbox's (wallet). `refundNo`
 * must be unique for this refund (the provider's idempotency key).
 */
export async function refundPayment(tx: Db, order: OrderRef, p: PaymentRow, amount: number, reason: Line, walletNote: Line): Promise<RefundSplit> {
  if (amount <= 0) return { toWallet: 0, toProvider: 0 }
  if (p.provider === 'sandbox') {
    await credit(tx, order.buyerId, amount, { kind: 'refund', orderId: order.id, note: walletNote })
    return { toWallet: amount, toProvider: 0 }
  }
  const [{ n }] = await tx.select({ n: sql<number>`count(*)::int` }).from(paymentRefunds).where(eq(paymentRefunds.paymentId, p.id))
  await tx.insert(paymentRefunds).values({ refundNo: `R${p.paymentNo.slice(1)}${String(n + 1).padStart(2, '0')}`, paymentId: p.id, orderId: order.id, amount, reason: zhText(reason) })
  return { toWallet: 0, toProvider: amount }
}

/**
 * Gives `amount` of what the order was paid back to its buyer: what WeChat Pay or Alipay took goes back through
 * them first (to where the money came from), the rest (the wallet part, what the sandbox took) to the wallet.
 * Call with the order row locked.
 */
export async function refundToBuyer(tx: Db, order: OrderRef & { externalPaid: number }, amount: number, note: Line): Promise<RefundSplit> {
  const paidBy = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, order.id), eq(payments.status, 'succeeded'), ne(payments.provider, 'sandbox')))
    .orderBy(asc(payments.id))
  let left = amount
  let providerLeft = order.externalPaid
  let toProvider = 0
  for (const p of paidBy) {
    // a payment refunded already as a late one (refundLatePayment) never counted in externalPaid
    const [{ back }] = await tx
      .select({ back: sql<number>`coalesce(sum(${paymentRefunds.amount}), 0)::int` })
      .from(paymentRefunds)
      .where(eq(paymentRefunds.paymentId, p.id))
    const part = Math.min(p.amount - back, providerLeft, left)
    if (part <= 0) continue
    toProvider += (await refundPayment(tx, order, p, part, note, note)).toProvider
    providerLeft -= part
    left -= part
  }
  if (left > 0) await credit(tx, order.buyerId, left, { kind: 'refund', orderId: order.id, note })
  return { toWallet: left, toProvider }
}

/** A whole refund of an order just moved to 'refunded': everything it was paid, as refundToBuyer says. */
export function refundOrderPaid(tx: Db, order: OrderRef & { walletPaid: number; externalPaid: number }, note: Line): Promise<RefundSplit> {
  return refundToBuyer(tx, order, order.walletPaid + order.externalPaid, note)
}

/** a claim older than this was left by a process that stopped mid-call: the refund may be sent again */
const STALE_SENDING_MS = 10 * 60_000

type RefundRow = typeof paymentRefunds.$inferSelect

/**
 * Claims a pending refund for one sender: one conditional update (pending, and not claimed by another sender in
 * the last STALE_SENDING_MS) that counts the attempt. Answers the claimed row, or null when it is sent or another
 * sender holds it; of two concurrent claims exactly one wins. Run it in the transaction that records why it is
 * sent (an admin's retry writes its audit entry there).
 */
export async function claimRefund(tx: Db, id: number, now = new Date()): Promise<RefundRow | null> {
  const [row] = await tx
    .update(paymentRefunds)
    .set({ sendingSince: now, attempts: sql`${paymentRefunds.attempts} + 1` })
    .where(
      and(
        eq(paymentRefunds.id, id),
        eq(paymentRefunds.status, 'pending'),
        or(isNull(paymentRefunds.sendingSince), lt(paymentRefunds.sendingSince, new Date(now.getTime() - STALE_SENDING_MS))),
      ),
    )
    .returning()
  return row ?? null
}

/** what the sender needs; without a configuration the retry policy's defaults apply (jobs/backoff.ts) */
export type RefundCtx = Pick<Ctx, 'db' | 'pay'> & { config?: Partial<RetryPolicy> }

/**
 * Sends a refund claimed by claimRefund to its provider, outside any transaction: marked sent only after the
 * provider took it; a refusal or a network error leaves it pending with the (redacted) error kept and its next
 * attempt backed off, dead after JOB_MAX_ATTEMPTS failures in a row. Either way the claim ends.
 */
export async function sendClaimedRefund(ctx: RefundCtx, r: RefundRow, now = new Date()): Promise<boolean> {
  const [p] = await ctx.db.select().from(payments).where(eq(payments.id, r.paymentId))
  const provider = ctx.pay.get(p.provider)
  try {
    if (!provider) throw new Error(`payment provider ${p.provider} is not enabled`)
    await provider.refund({ paymentNo: p.paymentNo, providerTxnId: p.providerTxnId, total: p.amount, amount: r.amount, refundNo: r.refundNo, reason: r.reason })
    await ctx.db
      .update(paymentRefunds)
      .set({ status: 'sent', sentAt: new Date(), lastError: null, sendingSince: null, deadSince: null })
      .where(and(eq(paymentRefunds.id, r.id), eq(paymentRefunds.status, 'pending')))
    return true
  } catch (err) {
    const failures = r.failures + 1
    const next = afterFailure(retryPolicy(ctx.config), failures, now)
    await ctx.db
      .update(paymentRefunds)
      .set({ lastError: describeError(err, 500), sendingSince: null, failures, nextAttemptAt: next.nextAttemptAt, deadSince: next.deadSince })
      .where(eq(paymentRefunds.id, r.id))
    return false
  }
}

/**
 * Sends the provider refunds that are due (the job loop, and tests): pending, not set aside, next attempt reached,
 * soonest first, so a refund that keeps failing waits its backoff while newer ones go out. Each is claimed first,
 * so a loop on another process or an admin's retry never sends the same one at the same time.
 */
export async function sendPendingRefunds(ctx: RefundCtx, opts: { limit?: number; now?: Date } = {}): Promise<{ sent: number; failed: number }> {
  const now = opts.now ?? new Date()
  const due = await ctx.db
    .select({ id: paymentRefunds.id })
    .from(paymentRefunds)
    .where(and(eq(paymentRefunds.status, 'pending'), isNull(paymentRefunds.deadSince), lte(paymentRefunds.nextAttemptAt, now)))
    .orderBy(asc(paymentRefunds.nextAttemptAt), asc(paymentRefunds.id))
    .limit(opts.limit ?? 100)
  let sent = 0
  let failed = 0
  for (const { id } of due) {
    const claimed = await claimRefund(ctx.db, id, now)
    if (!claimed) continue
    if (await sendClaimedRefund(ctx, claimed, now)) sent++
    else failed++
  }
  return { sent, failed }
}

/** The refund sender of main.ts (lib/loop.ts: every JOB_INTERVAL_SECONDS, one run at a time). */
export function startRefundLoop(ctx: Pick<Ctx, 'db' | 'pay' | 'config'>, report: (line: string) => void): { stop(): Promise<void> } {
  return startLoop(
    ctx.config.jobIntervalSeconds,
    async () => {
      const r = await sendPendingRefunds(ctx)
      if (r.failed > 0) report(`${r.failed} provider refund(s) failed, retried with backoff (payment_refunds.last_error)`)
    },
    (err) => report(describeError(err)),
  )
}

/** The refunds of one order sent back through WeChat Pay or Alipay, oldest first (the order's money timeline). */
export async function providerRefundsOf(db: Pick<Db, 'select'>, orderId: number) {
  return db
    .select({ amount: paymentRefunds.amount, status: paymentRefunds.status, at: paymentRefunds.createdAt, sentAt: paymentRefunds.sentAt })
    .from(paymentRefunds)
    .where(eq(paymentRefunds.orderId, orderId))
    .orderBy(paymentRefunds.id)
}
