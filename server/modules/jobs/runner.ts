/**
 * Runs one kind of background item (an order's expiry, a dispute's escalation...) so that no item can hold up
 * the others. Each item is picked and handled in its own transaction; the work itself runs in a savepoint, so when
 * it throws, its writes are undone while the item stays locked, and the failure is recorded in the same commit
 * (attempts, the redacted error, the next attempt with backoff, dead after too many). The pick skips items that are
 * backing off or dead, so the next due item is handled in the same run.
 */
import { and, eq, gt, isNotNull, or, sql, type SQL } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import type { JobKind } from '../../../contract/admin-jobs'
import type { Db } from '../../db/client'
import { describeError } from '../../lib/log'
import { afterFailure, type RetryPolicy } from './backoff'
import { jobFailures } from './schema'

/** one run of the loop: its clock, how far it goes per kind, and where failures are told (stderr in main.ts) */
export interface JobRun {
  now: Date
  policy: RetryPolicy
  /** items handled per kind and run at most; the next run takes the rest */
  max: number
  report?: (line: string) => void
}

export interface ItemRef {
  itemId: number
  orderId: number | null
}

export interface JobStep<T> {
  kind: JobKind
  /**
   * The next due item, locked FOR UPDATE SKIP LOCKED (several processes share the work), among those `ready`
   * lets through: pass it the item's id column.
   */
  pick(tx: Db, ready: (itemId: AnyPgColumn) => SQL): Promise<T | undefined>
  ref(item: T): ItemRef
  /** the work, on the caller's (savepoint) transaction */
  handle(tx: Db, item: T): Promise<unknown>
}

/** `itemId` has no failure of `kind` that is dead or whose next attempt is after `now` */
export function readyFor(kind: JobKind, itemId: AnyPgColumn | number, now: Date): SQL {
  return sql`not exists (select 1 from ${jobFailures} where ${jobFailures.kind} = ${kind} and ${jobFailures.itemId} = ${itemId}
    and (${jobFailures.deadSince} is not null or ${jobFailures.nextAttemptAt} > ${now.toISOString()}::timestamptz))`
}

/** Records one more failure of an item (in the caller's transaction) and tells `run.report`. */
export async function recordFailure(tx: Db, kind: JobKind, ref: ItemRef, err: unknown, run: JobRun): Promise<void> {
  const error = describeError(err)
  const [before] = await tx
    .select({ attempts: jobFailures.attempts })
    .from(jobFailures)
    .where(and(eq(jobFailures.kind, kind), eq(jobFailures.itemId, ref.itemId)))
    .for('update')
  const attempts = (before?.attempts ?? 0) + 1
  const next = afterFailure(run.policy, attempts, run.now)
  const values = { attempts, lastError: error, lastFailedAt: run.now, nextAttemptAt: next.nextAttemptAt, deadSince: next.deadSince, orderId: ref.orderId }
  await tx
    .insert(jobFailures)
    .values({ kind, itemId: ref.itemId, firstFailedAt: run.now, ...values })
    .onConflictDoUpdate({ target: [jobFailures.kind, jobFailures.itemId], set: values })
  const when = next.deadSince ? 'set aside (dead)' : `next attempt ${next.nextAttemptAt.toISOString()}`
  run.report?.(`${kind} #${ref.itemId} failed (attempt ${attempts}, ${when}): ${error}`)
}

const clearFailure = (tx: Db, kind: JobKind, itemId: number) =>
  tx.delete(jobFailures).where(and(eq(jobFailures.kind, kind), eq(jobFailures.itemId, itemId)))

/** Handles the due items of one step until none is left or `run.max`; answers how many went through and failed. */
export async function drain<T>(db: Db, step: JobStep<T>, run: JobRun): Promise<{ done: number; failed: number }> {
  let done = 0
  let failed = 0
  while (done + failed < run.max) {
    const outcome = await db.transaction(async (tx) => {
      const item = await step.pick(tx, (itemId) => readyFor(step.kind, itemId, run.now))
      if (item === undefined) return null
      const ref = step.ref(item)
      try {
        await tx.transaction((sp) => step.handle(sp, item))
      } catch (err) {
        await recordFailure(tx, step.kind, ref, err, run)
        return 'failed' as const
      }
      await clearFailure(tx, step.kind, ref.itemId)
      return 'done' as const
    })
    if (outcome === null) break
    if (outcome === 'done') done++
    else failed++
  }
  return { done, failed }
}

/**
 * A run-wide step (no items: the purge of old listing views) under the same rules, as item 0: skipped while it
 * backs off or is dead, its failure recorded.
 */
export async function runOnce(db: Db, kind: JobKind, work: (tx: Db) => Promise<unknown>, run: JobRun): Promise<'done' | 'held' | 'failed'> {
  return db.transaction(async (tx) => {
    const [held] = await tx
      .select({ id: jobFailures.id })
      .from(jobFailures)
      .where(and(eq(jobFailures.kind, kind), eq(jobFailures.itemId, 0), or(isNotNull(jobFailures.deadSince), gt(jobFailures.nextAttemptAt, run.now))))
      .for('update')
    if (held) return 'held'
    try {
      await tx.transaction((sp) => work(sp))
    } catch (err) {
      await recordFailure(tx, kind, { itemId: 0, orderId: null }, err, run)
      return 'failed'
    }
    await clearFailure(tx, kind, 0)
    return 'done'
  })
}
