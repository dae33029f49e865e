/** The console's 异常任务 list: background items that failed, waiting for a retry or set aside (dead). */

/**
 * What the job loop does per item: an unpaid order's expiry, a delivered order's (or an ended rental's)
 * completion, an unanswered dispute's escalation to staff, the daily purge of listing views; an offer (议价) not
 * answered in time or whose listing changed, a saved search's notice of new listings; a seller deposit's release
 * (its user's id is the item).
 */
export const JOB_KINDS = ['order.expire', 'order.complete', 'dispute.escalate', 'views.purge', 'offer.expire', 'offer.lapse', 'search.notify', 'deposit.release'] as const
export type JobKind = (typeof JOB_KINDS)[number]

export interface JobFailure {
  id: number
  kind: JobKind
  /** the order's id (order.*), the dispute's (dispute.escalate), 0 for a run-wide step (views.purge) */
  itemId: number
  /** the order the item belongs to, for a link; null for a run-wide step */
  orderId: number | null
  orderNo: string | null
  /** failed runs in a row since it was last put back */
  attempts: number
  /** the error, without the values of failed queries and with phone and ID numbers masked */
  lastError: string
  firstFailedAt: string
  lastFailedAt: string
  /** when the loop tries it again (ignored once dead) */
  nextAttemptAt: string
  /** set aside after too many failures: the loop leaves it alone until staff retry it */
  deadSince: string | null
}

/** GET /admin/jobs/failures (staff and admins): dead ones first, newest first, then the waiting ones by next attempt */
export interface JobFailureQuery {
  pageNum?: number
  pageSize?: number
  /** dead: set aside; waiting: backing off; all when absent */
  status?: 'dead' | 'waiting'
  kind?: JobKind
}

/**
 * POST /admin/jobs/failures/{id}/retry (staff and admins): puts the item back in the queue: due at once, no longer
 * dead, its failure count started afresh; the next run of the loop tries it. Answers the row as it is now.
 */
export type JobFailureRetry = JobFailure
