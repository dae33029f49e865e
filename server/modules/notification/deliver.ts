/**
 * The outbox worker: delivers the due rows of notification_outbox through their channel. Each row is claimed with
 * a conditional update first (queued or held and due, or a claim a stopped process left), so two processes never
 * send one row twice; then it is skipped (channel not available, the user opted out, over the daily SMS cap, or
 * the channel says it was never for this user: no phone), held until the quiet hours end (not urgent), or sent.
 * A failure that may pass is retried with the background jobs' backoff (jobs/backoff.ts) up to JOB_MAX_ATTEMPTS,
 * then the row is failed. Rows are handled one by one and a throw is caught per row, so one never stalls the rest.
 */
import { and, asc, desc, eq, gte, inArray, lt, lte, or, sql } from 'drizzle-orm'
import type { NotifyChannel } from '../../../contract/notifications'
import type { Config } from '../../config'
import type { Db } from '../../db/client'
import type { CopyParams } from '../../lib/copy'
import { describeError } from '../../lib/log'
import { afterFailure, retryPolicy } from '../jobs/backoff'
import type { OutsideChannel } from './channel'
import { channelEnabled, quietOf } from './prefs'
import { chinaDayStart, inQuiet, quietEnd } from './quiet'
import { notificationOutbox } from './schema'

/** the channels the worker sends through (tests hand in sandboxes); a missing one skips its rows */
export type Channels = Partial<Record<NotifyChannel, OutsideChannel>>

export interface DeliverCtx {
  db: Db
  config: Pick<Config, 'notify' | 'jobMaxAttempts' | 'jobBackoffSeconds' | 'jobBackoffMaxSeconds'>
  channels: Channels
  report?: (line: string) => void
}

type Row = typeof notificationOutbox.$inferSelect
export type Outcome = 'sent' | 'held' | 'skipped' | 'retry' | 'failed' | 'taken'

/** a claim older than this was left by a process that stopped mid-send */
const STALE_CLAIM_MS = 5 * 60_000

const due = (now: Date) =>
  or(
    and(inArray(notificationOutbox.status, ['queued', 'held']), lte(notificationOutbox.nextAttemptAt, now)),
    and(eq(notificationOutbox.status, 'sending'), lt(notificationOutbox.claimedAt, new Date(now.getTime() - STALE_CLAIM_MS))),
  )

/** Claims one row for this worker; null when it is not due or another worker has it. */
export async function claimOutbox(db: Db, id: number, now: Date): Promise<Row | null> {
  const [row] = await db
    .update(notificationOutbox)
    .set({ status: 'sending', claimedAt: now })
    .where(and(eq(notificationOutbox.id, id), due(now)))
    .returning()
  return row ?? null
}

const finish = (db: Db, id: number, set: Partial<typeof notificationOutbox.$inferInsert>) =>
  db
    .update(notificationOutbox)
    .set({ claimedAt: null, ...set })
    .where(and(eq(notificationOutbox.id, id), eq(notificationOutbox.status, 'sending')))

async function smsSentToday(db: Db, userId: number, now: Date): Promise<number> {
  const [{ n }] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(notificationOutbox)
    .where(
      and(
        eq(notificationOutbox.userId, userId),
        eq(notificationOutbox.channel, 'sms'),
        eq(notificationOutbox.status, 'sent'),
        gte(notificationOutbox.sentAt, chinaDayStart(now)),
      ),
    )
  return n
}

/** Delivers one claimed row; answers what became of it. */
async function deliverClaimed(ctx: DeliverCtx, row: Row, now: Date): Promise<Outcome> {
  const skip = async (reason: string) => {
    await finish(ctx.db, row.id, { status: 'skipped', lastError: reason })
    return 'skipped' as const
  }
  const channel = ctx.channels[row.channel as NotifyChannel]
  if (!channel) return skip(`channel ${row.channel} not available`)
  if (!(await channelEnabled(ctx.db, row.userId, row.grp, row.channel as NotifyChannel))) return skip('opted out')
  if (!row.urgent) {
    const quiet = await quietOf(ctx, row.userId)
    if (inQuiet(quiet, now)) {
      await finish(ctx.db, row.id, { status: 'held', nextAttemptAt: quietEnd(quiet, now) })
      return 'held'
    }
  }
  if (row.channel === 'sms' && (await smsSentToday(ctx.db, row.userId, now)) >= ctx.config.notify.smsDailyCap) return skip('daily SMS cap')

  const attempts = row.attempts + 1
  let result
  try {
    result = await channel.send({ id: row.id, userId: row.userId, copy: { kind: row.copyKind, params: row.copyParams as CopyParams }, link: row.link })
  } catch (err) {
    result = { ok: false as const, retry: true, error: describeError(err, 500) }
  }
  if (result.ok) {
    await finish(ctx.db, row.id, { status: 'sent', attempts, sentAt: now, providerId: result.providerId ?? null, lastError: null })
    return 'sent'
  }
  if (result.skip) {
    await finish(ctx.db, row.id, { status: 'skipped', attempts, lastError: result.error })
    return 'skipped'
  }
  const policy = retryPolicy(ctx.config)
  if (result.retry && attempts < policy.jobMaxAttempts) {
    const next = afterFailure(policy, attempts, now)
    await finish(ctx.db, row.id, { status: 'queued', attempts, nextAttemptAt: next.nextAttemptAt, lastError: result.error })
    ctx.report?.(`outbox #${row.id} (${row.channel} ${row.copyKind}) failed, attempt ${attempts}, next ${next.nextAttemptAt.toISOString()}: ${result.error}`)
    return 'retry'
  }
  await finish(ctx.db, row.id, { status: 'failed', attempts, lastError: result.error })
  ctx.report?.(`outbox #${row.id} (${row.channel} ${row.copyKind}) given up after ${attempts} attempts: ${result.error}`)
  return 'failed'
}

/** Claims and delivers one row (tests, and the loop below). */
export async function deliverOne(ctx: DeliverCtx, id: number, now = new Date()): Promise<Outcome> {
  const row = await claimOutbox(ctx.db, id, now)
  return row ? deliverClaimed(ctx, row, now) : 'taken'
}

/**
 * Delivers the due rows, urgent first (they go first under the daily SMS cap), then the longest waiting; at most
 * `limit` per run, the next run takes the rest. Answers how many ended each way.
 */
export async function deliverDue(ctx: DeliverCtx, now = new Date(), limit = 200): Promise<Record<Outcome, number>> {
  const counts: Record<Outcome, number> = { sent: 0, held: 0, skipped: 0, retry: 0, failed: 0, taken: 0 }
  const rows = await ctx.db
    .select({ id: notificationOutbox.id })
    .from(notificationOutbox)
    .where(due(now))
    .orderBy(desc(notificationOutbox.urgent), asc(notificationOutbox.nextAttemptAt), asc(notificationOutbox.id))
    .limit(limit)
  for (const { id } of rows) {
    try {
      counts[await deliverOne(ctx, id, now)]++
    } catch (err) {
      // the database failed for this row: it stays claimed and is picked up again once the claim is stale
      counts.failed++
      ctx.report?.(`outbox #${id} not delivered: ${describeError(err)}`)
    }
  }
  return counts
}
