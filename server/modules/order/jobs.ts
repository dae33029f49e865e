/**
 * Background work of orders, run by main.ts every JOB_INTERVAL_SECONDS: unpaid orders past their pay deadline are
 * cancelled (listing back on sale, coupons released, wallet part refunded) and delivered orders past the
 * protection window, or rentals at the end of their period, complete (seller credited). Each order is picked
 * with FOR UPDATE SKIP LOCKED and handled in its own transaction, so several server processes on one PostgreSQL
 * share the work without doing anything twice. Each run also deletes the listing-view rows of past days
 * (goods/views.ts).
 */
import { and, asc, eq, lte } from 'drizzle-orm'
import type { Ctx } from '../../context'
import { orders } from '../../db/schema'
import { startLoop } from '../../lib/loop'
import { escalateOverdue } from '../dispute/jobs'
import { purgeOldViews } from '../goods/views'
import { noOpenDispute } from '../dispute/open'
import { cancelOrder, completeOrder } from './lifecycle'

export type JobCtx = Pick<Ctx, 'db' | 'config'>

/** Orders handled per kind and run at most; the next run takes the rest. */
const MAX_PER_RUN = 500

export interface JobResult {
  expired: number
  completed: number
  /** disputes the seller did not answer in time, handed to staff (dispute/jobs.ts) */
  escalated: number
}

export async function runDueJobs(ctx: JobCtx, now = new Date()): Promise<JobResult> {
  const result: JobResult = { expired: 0, completed: 0, escalated: 0 }
  for (; result.expired < MAX_PER_RUN; result.expired++) {
    const done = await ctx.db.transaction(async (tx) => {
      const [order] = await tx
        .select()
        .from(orders)
        .where(and(eq(orders.status, 'pending_payment'), lte(orders.payDeadline, now)))
        .orderBy(asc(orders.payDeadline))
        .limit(1)
        .for('update', { skipLocked: true })
      return order ? cancelOrder(tx, order, '超时未支付，订单已自动取消', now) : null
    })
    if (done === null) break
  }
  for (; result.completed < MAX_PER_RUN; result.completed++) {
    const done = await ctx.db.transaction(async (tx) => {
      const [order] = await tx
        .select()
        .from(orders)
        // an order with an open dispute waits for its outcome
        .where(and(eq(orders.status, 'delivered'), lte(orders.autoCompleteAt, now), noOpenDispute))
        .orderBy(asc(orders.autoCompleteAt))
        .limit(1)
        .for('update', { skipLocked: true })
      if (!order) return null
      return completeOrder(tx, order, order.kind === 'rental' ? '租期已到，系统自动结束租用' : '保障期结束，系统自动确认收货', now)
    })
    if (done === null) break
  }
  result.escalated = await escalateOverdue(ctx, now)
  await purgeOldViews(ctx, now)
  return result
}

/** The job loop of main.ts (lib/loop.ts: every JOB_INTERVAL_SECONDS, one run at a time). */
export function startJobLoop(ctx: JobCtx, onError: (err: unknown) => void): { stop(): Promise<void> } {
  return startLoop(ctx.config.jobIntervalSeconds, () => runDueJobs(ctx), onError)
}
