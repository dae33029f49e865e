/**
 * The console's 异常任务 list: background items that failed (job_failures, written by runner.ts), and staff's
 * retry, which puts one back in the queue (due at once, no longer dead, counted afresh) for the loop's next run.
 */
import { and, asc, desc, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm'
import type { JobFailure, JobFailureQuery, JobKind } from '../../../contract/admin-jobs'
import type { Page } from '../../../contract/types'
import type { Ctx } from '../../context'
import type { Db } from '../../db/client'
import { orders } from '../order/schema'
import { AppError } from '../../lib/errors'
import { audit, type Actor } from '../audit/service'
import { jobFailures } from './schema'

type Row = typeof jobFailures.$inferSelect

const toWire = (r: Row, orderNo: string | null): JobFailure => ({
  id: r.id,
  kind: r.kind as JobKind,
  itemId: r.itemId,
  orderId: r.orderId,
  orderNo,
  attempts: r.attempts,
  lastError: r.lastError,
  firstFailedAt: r.firstFailedAt.toISOString(),
  lastFailedAt: r.lastFailedAt.toISOString(),
  nextAttemptAt: r.nextAttemptAt.toISOString(),
  deadSince: r.deadSince ? r.deadSince.toISOString() : null,
})

async function failures(db: Db, where: SQL | undefined, page?: { pageNum: number; pageSize: number }): Promise<JobFailure[]> {
  const query = db
    .select({ f: jobFailures, orderNo: orders.orderNo })
    .from(jobFailures)
    .leftJoin(orders, eq(orders.id, jobFailures.orderId))
    .where(where)
    // dead ones need staff: first, the latest first; then the waiting ones by their next attempt
    .orderBy(sql`${jobFailures.deadSince} desc nulls last`, asc(jobFailures.nextAttemptAt), desc(jobFailures.id))
  const rows = page ? await query.limit(page.pageSize).offset((page.pageNum - 1) * page.pageSize) : await query
  return rows.map(({ f, orderNo }) => toWire(f, orderNo))
}

/** GET /admin/jobs/failures */
export async function listJobFailures(ctx: Pick<Ctx, 'db'>, q: Omit<JobFailureQuery, 'pageNum' | 'pageSize'> & { pageNum: number; pageSize: number }): Promise<Page<JobFailure>> {
  const where = and(
    q.status === 'dead' ? isNotNull(jobFailures.deadSince) : q.status === 'waiting' ? isNull(jobFailures.deadSince) : undefined,
    q.kind ? eq(jobFailures.kind, q.kind) : undefined,
  )
  const [rows, [{ total }]] = await Promise.all([
    failures(ctx.db, where, q),
    ctx.db.select({ total: sql<number>`count(*)::int` }).from(jobFailures).where(where),
  ])
  return { rows, total }
}

/** POST /admin/jobs/failures/{id}/retry: 404 when there is no such row (the item recovered meanwhile). Audited. */
export async function retryJobFailure(ctx: Pick<Ctx, 'db'>, actor: Actor, id: number, now = new Date()): Promise<JobFailure> {
  await ctx.db.transaction(async (tx) => {
    const [before] = await tx.select().from(jobFailures).where(eq(jobFailures.id, id)).for('update')
    if (!before) throw new AppError(404, 'jobFailureNotFound')
    await tx.update(jobFailures).set({ attempts: 0, nextAttemptAt: now, deadSince: null }).where(eq(jobFailures.id, id))
    await audit(tx, actor, {
      action: 'job.retry',
      targetType: 'jobFailure',
      targetId: id,
      before: { kind: before.kind, itemId: before.itemId, attempts: before.attempts, deadSince: before.deadSince?.toISOString() ?? null, lastError: before.lastError },
      after: { attempts: 0, deadSince: null, nextAttemptAt: now.toISOString() },
    })
  })
  const [row] = await failures(ctx.db, eq(jobFailures.id, id))
  return row
}
