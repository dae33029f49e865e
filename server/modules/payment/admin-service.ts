/**
 * The admins' view of provider refunds (payment_refunds): the queue of those WeChat Pay or Alipay have not taken
 * yet, with their attempts and last error, and a retry that sends one now through the refund loop's own sender
 * (refunds.ts claimRefund + sendClaimedRefund), starting its backoff afresh. The retry's claim and its audit entry commit together; the provider
 * is called after the commit, never inside a transaction.
 */
import { asc, desc, eq, sql, type SQL } from 'drizzle-orm'
import type { ProviderRefund, ProviderRefundRetry } from '../../../contract/admin-orders'
import type { PayProviderName } from '../../../contract/orders'
import type { Page } from '../../../contract/types'
import type { Ctx } from '../../context'
import type { Db } from '../../db/client'
import { orders } from '../order/schema'
import { paymentRefunds, payments } from './schema'
import { AppError } from '../../lib/errors'
import { audit, type Actor } from '../audit/service'
import { claimRefund, sendClaimedRefund } from './refunds'

/** a claim this recent means a sender is calling the provider (refunds.ts STALE_SENDING_MS) */
const SENDING_MS = 10 * 60_000

/** Provider refunds matching `where`, in `order`, with their order and payment numbers. */
export async function providerRefunds(db: Db, where: SQL | undefined, order: SQL, page?: { pageNum: number; pageSize: number }): Promise<ProviderRefund[]> {
  const query = db
    .select({ r: paymentRefunds, orderNo: orders.orderNo, paymentNo: payments.paymentNo, provider: payments.provider })
    .from(paymentRefunds)
    .innerJoin(payments, eq(payments.id, paymentRefunds.paymentId))
    .innerJoin(orders, eq(orders.id, paymentRefunds.orderId))
    .where(where)
    .orderBy(order)
  const rows = page ? await query.limit(page.pageSize).offset((page.pageNum - 1) * page.pageSize) : await query
  const now = Date.now()
  return rows.map(({ r, orderNo, paymentNo, provider }) => ({
    id: r.id,
    refundNo: r.refundNo,
    orderId: r.orderId,
    orderNo,
    paymentNo,
    provider: provider as PayProviderName,
    amount: r.amount,
    reason: r.reason,
    status: r.status as 'pending' | 'sent',
    attempts: r.attempts,
    lastError: r.lastError,
    sending: r.sendingSince !== null && now - r.sendingSince.getTime() < SENDING_MS,
    nextAttemptAt: r.status === 'pending' ? r.nextAttemptAt.toISOString() : null,
    deadSince: r.deadSince ? r.deadSince.toISOString() : null,
    createdAt: r.createdAt.toISOString(),
    sentAt: r.sentAt ? r.sentAt.toISOString() : null,
  }))
}

/** GET /admin/refunds: pending ones (the default) oldest first, the queue; sent ones newest first. */
export async function listProviderRefunds(
  ctx: Ctx,
  q: { status?: 'pending' | 'sent'; pageNum: number; pageSize: number },
): Promise<Page<ProviderRefund>> {
  const status = q.status ?? 'pending'
  const where = eq(paymentRefunds.status, status)
  const [rows, [{ total }]] = await Promise.all([
    providerRefunds(ctx.db, where, status === 'pending' ? asc(paymentRefunds.id) : desc(paymentRefunds.id), q),
    ctx.db.select({ total: sql<number>`count(*)::int` }).from(paymentRefunds).where(where),
  ])
  return { rows, total }
}

async function oneRefund(db: Db, id: number): Promise<ProviderRefund> {
  const [row] = await providerRefunds(db, eq(paymentRefunds.id, id), asc(paymentRefunds.id))
  if (!row) throw new AppError(404, 'refundNotFound')
  return row
}

/**
 * POST /admin/refunds/{id}/retry: claims the refund (409 when it is sent already or a sender holds it, so of two
 * concurrent retries one sends), audits the retry in the claim's transaction, then sends it to the provider.
 */
export async function retryRefund(ctx: Ctx, actor: Actor, id: number): Promise<ProviderRefundRetry> {
  const claimed = await ctx.db.transaction(async (tx) => {
    const [before] = await tx.select().from(paymentRefunds).where(eq(paymentRefunds.id, id))
    if (!before) throw new AppError(404, 'refundNotFound')
    if (before.status === 'sent') throw new AppError(409, 'refundAlreadySent')
    if (!(await claimRefund(tx, id))) throw new AppError(409, 'refundBeingSent')
    // an admin's retry starts the backoff afresh and takes a set-aside refund back into the loop
    const [row] = await tx
      .update(paymentRefunds)
      .set({ failures: 0, nextAttemptAt: new Date(), deadSince: null })
      .where(eq(paymentRefunds.id, id))
      .returning()
    await audit(tx, actor, {
      action: 'refund.retry',
      targetType: 'paymentRefund',
      targetId: id,
      before: { attempts: before.attempts, lastError: before.lastError, deadSince: before.deadSince?.toISOString() ?? null },
      after: { attempts: row.attempts },
    })
    return row
  })
  const sent = await sendClaimedRefund(ctx, claimed)
  return { refund: await oneRefund(ctx.db, id), sent }
}
