/**
 * Background work of orders, run by main.ts every JOB_INTERVAL_SECONDS: unpaid orders past their pay deadline are
 * cancelled (listing back on sale, coupons released, wallet part refunded) and delivered orders past the
 * protection window, or rentals at the end of their period, complete (seller credited). Each order is picked
 * with FOR UPDATE SKIP LOCKED and handled in its own transaction (jobs/runner.ts), so several server processes on
 * one PostgreSQL share the work without doing anything twice, and an order whose step fails is recorded, retried
 * with backoff and finally set aside while the others go on. Each run also escalates unanswered disputes
 * (dispute/jobs.ts), releases seller deposits nothing keeps (deposit/jobs.ts) and deletes the listing-view rows of
 * past days (goods/views.ts).
 */
import { and, asc, eq, lte } from 'drizzle-orm'
import type { Ctx } from '../../context'
import { orders } from './schema'
import { copy } from '../../lib/copy'
import { startLoop } from '../../lib/loop'
import { describeError } from '../../lib/log'
import { depositReleaseStep } from '../deposit/jobs'
import { escalationStep } from '../dispute/jobs'
import { purgeOldViews } from '../goods/views'
import { noOpenDispute } from '../dispute/open'
import { retryPolicy } from '../jobs/backoff'
import { drain, runOnce, type JobRun, type JobStep } from '../jobs/runner'
import { cancelOrder, completeOrder, type OrderRow } from './lifecycle'

export type JobCtx = Pick<Ctx, 'db' | 'config'>

/** Orders handled per kind and run at most; the next run takes the rest. */
const MAX_PER_RUN = 500

export interface JobResult {
  expired: number
  completed: number
  /** disputes the seller did not answer in time, handed to staff (dispute/jobs.ts) */
  escalated: number
  /** items whose step threw this run: recorded in job_failures and tried again later */
  failed: number
}

const byId = (o: OrderRow) => ({ itemId: o.id, orderId: o.id })

const expiry = (now: Date): JobStep<OrderRow> => ({
  kind: 'order.expire',
  pick: async (tx, ready) => {
    const [order] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.status, 'pending_payment'), lte(orders.payDeadline, now), ready(orders.id)))
      .orderBy(asc(orders.payDeadline))
      .limit(1)
      .for('update', { skipLocked: true })
    return order
  },
  ref: byId,
  handle: (tx, order) => cancelOrder(tx, order, copy('order.note.payExpired'), now),
})

const completion = (now: Date): JobStep<OrderRow> => ({
  kind: 'order.complete',
  pick: async (tx, ready) => {
    const [order] = await tx
      .select()
      .from(orders)
      // an order with an open dispute waits for its outcome
      .where(and(eq(orders.status, 'delivered'), lte(orders.autoCompleteAt, now), noOpenDispute, ready(orders.id)))
      .orderBy(asc(orders.autoCompleteAt))
      .limit(1)
      .for('update', { skipLocked: true })
    return order
  },
  ref: byId,
  handle: (tx, order) => completeOrder(tx, order, copy(order.kind === 'rental' ? 'order.note.rentalEnded' : 'order.note.autoConfirmed'), now),
})

/**
 * One run: each kind drains on its own, so neither a failing item nor a failing kind (its pick itself throwing:
 * the database is gone) stops the others; such a kind's error is told to `report` and the run goes on.
 */
export async function runDueJobs(ctx: JobCtx, now = new Date(), report?: (line: string) => void): Promise<JobResult> {
  const run: JobRun = { now, policy: retryPolicy(ctx.config), max: MAX_PER_RUN, report }
  const guarded = async <T>(step: JobStep<T>) => {
    try {
      return await drain(ctx.db, step, run)
    } catch (err) {
      report?.(`${step.kind} stopped: ${describeError(err)}`)
      return { done: 0, failed: 0 }
    }
  }
  const expired = await guarded(expiry(now))
  const completed = await guarded(completion(now))
  const escalated = await guarded(escalationStep(now))
  const deposits = await guarded(depositReleaseStep(ctx.config, now))
  let purgeFailed = 0
  try {
    if ((await runOnce(ctx.db, 'views.purge', (tx) => purgeOldViews({ db: tx }, now), run)) === 'failed') purgeFailed = 1
  } catch (err) {
    report?.(`views.purge stopped: ${describeError(err)}`)
  }
  return {
    expired: expired.done,
    completed: completed.done,
    escalated: escalated.done,
    failed: expired.failed + completed.failed + escalated.failed + deposits.failed + purgeFailed,
  }
}

/** The job loop of main.ts (lib/loop.ts: every JOB_INTERVAL_SECONDS, one run at a time); failures go to `report`. */
export function startJobLoop(ctx: JobCtx, report: (line: string) => void): { stop(): Promise<void> } {
  return startLoop(ctx.config.jobIntervalSeconds, () => runDueJobs(ctx, new Date(), report), (err) => report(`order jobs failed: ${describeError(err)}`))
}
