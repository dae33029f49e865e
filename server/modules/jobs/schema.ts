/**
 * Background items that failed (modules/jobs/runner.ts): one row per kind and item while it keeps failing, gone
 * once it succeeds. The job loop skips an item whose next attempt is still ahead or that is dead, so one poisoned
 * item never holds up the others; staff see the rows in the console and put a dead one back.
 */
import { sql } from 'drizzle-orm'
import { check, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { tz } from '../../db/columns'

export const jobFailures = pgTable(
  'job_failures',
  {
    id: serial('id').primaryKey(),
    /** contract/admin-jobs.ts JOB_KINDS */
    kind: text('kind').notNull(),
    /** the order's or dispute's id, 0 for a run-wide step */
    itemId: integer('item_id').notNull(),
    /** the order the item belongs to (a link for staff), null for a run-wide step */
    orderId: integer('order_id'),
    /** failures in a row; a retry by staff starts it again at 0 */
    attempts: integer('attempts').notNull().default(1),
    /** redacted: no bound values of a failed query, phone and ID numbers masked (lib/log.ts describeError) */
    lastError: text('last_error').notNull(),
    firstFailedAt: tz('first_failed_at').notNull(),
    lastFailedAt: tz('last_failed_at').notNull(),
    nextAttemptAt: tz('next_attempt_at').notNull(),
    deadSince: tz('dead_since'),
  },
  (t) => [
    uniqueIndex('job_failures_item_key').on(t.kind, t.itemId),
    index('job_failures_dead_idx').on(t.deadSince.desc().nullsLast(), t.nextAttemptAt),
    check('job_failures_kind_check', sql`${t.kind} in ('order.expire', 'order.complete', 'dispute.escalate', 'views.purge', 'offer.expire', 'offer.lapse', 'search.notify', 'deposit.release')`),
    check('job_failures_attempts_not_negative', sql`${t.attempts} >= 0`),
  ],
)
