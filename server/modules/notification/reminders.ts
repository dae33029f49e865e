/**
 * Reminders before deadlines, queued by the notification worker through the same notify() as every message (so
 * they reach the inbox and the outside channels): the seller an hour before the handover start deadline, the
 * seller before the dispute answer deadline, the buyer before auto-confirmation. Each is given once per order or
 * dispute: the notification_reminders row and the message are written in one transaction, and the row's unique
 * key lets only one process give it.
 */
import { and, asc, eq, gt, isNull, lte, ne, notExists, sql, type AnyColumn, type SQLWrapper } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { copy, type CopyKind } from '../../lib/copy'
import { describeError } from '../../lib/log'
import { noOpenDispute } from '../dispute/open'
import { disputes } from '../dispute/schema'
import { notify } from '../inbox/notify'
import { orders } from '../order/schema'
import { goodsTitle, orderLink } from '../order/tell'
import { notificationReminders } from './schema'

const HOUR_MS = 3600_000
/** how long before each deadline its reminder goes */
export const REMINDER_LEAD_MS = { handover: 1 * HOUR_MS, disputeAnswer: 2 * HOUR_MS, autoConfirm: 6 * HOUR_MS } as const

const MAX_PER_RUN = 200

interface Due {
  itemId: number
  userId: number
  orderId: number
  orderNo: string
  goodsId: number
  /** set: the queries ask for deadlines ahead */
  deadline: Date | null
}

/** a deadline still ahead and within its reminder's lead */
const dueWithin = (deadline: SQLWrapper & AnyColumn, now: Date, leadMs: number) => and(gt(deadline, now), lte(deadline, new Date(now.getTime() + leadMs)))

const given = (kind: CopyKind, itemId: unknown) =>
  notExists(
    sql`(select 1 from ${notificationReminders} where ${notificationReminders.kind} = ${kind} and ${notificationReminders.itemId} = ${itemId})`,
  )

async function handoverDue(db: Db, now: Date): Promise<Due[]> {
  return db
    .select({ itemId: orders.id, userId: orders.sellerId, orderId: orders.id, orderNo: orders.orderNo, goodsId: orders.goodsId, deadline: orders.handoverDeadline })
    .from(orders)
    .where(
      and(
        eq(orders.status, 'handover'),
        isNull(orders.handoverStartedAt),
        dueWithin(orders.handoverDeadline, now, REMINDER_LEAD_MS.handover),
        given('reminder.handover.seller', orders.id),
      ),
    )
    .orderBy(asc(orders.handoverDeadline))
    .limit(MAX_PER_RUN)
}

async function disputeAnswerDue(db: Db, now: Date): Promise<Due[]> {
  return db
    .select({ itemId: disputes.id, userId: orders.sellerId, orderId: orders.id, orderNo: orders.orderNo, goodsId: orders.goodsId, deadline: disputes.sellerDeadline })
    .from(disputes)
    .innerJoin(orders, eq(orders.id, disputes.orderId))
    .where(
      and(
        eq(disputes.status, 'awaiting_seller'),
        dueWithin(disputes.sellerDeadline, now, REMINDER_LEAD_MS.disputeAnswer),
        given('reminder.disputeAnswer.seller', disputes.id),
      ),
    )
    .orderBy(asc(disputes.sellerDeadline))
    .limit(MAX_PER_RUN)
}

async function autoConfirmDue(db: Db, now: Date): Promise<Due[]> {
  return db
    .select({ itemId: orders.id, userId: orders.buyerId, orderId: orders.id, orderNo: orders.orderNo, goodsId: orders.goodsId, deadline: orders.autoCompleteAt })
    .from(orders)
    .where(
      and(
        eq(orders.status, 'delivered'),
        ne(orders.kind, 'rental'),
        dueWithin(orders.autoCompleteAt, now, REMINDER_LEAD_MS.autoConfirm),
        noOpenDispute,
        given('reminder.autoConfirm.buyer', orders.id),
      ),
    )
    .orderBy(asc(orders.autoCompleteAt))
    .limit(MAX_PER_RUN)
}

const KINDS: [CopyKind, (db: Db, now: Date) => Promise<Due[]>][] = [
  ['reminder.handover.seller', handoverDue],
  ['reminder.disputeAnswer.seller', disputeAnswerDue],
  ['reminder.autoConfirm.buyer', autoConfirmDue],
]

/** Gives the reminders due at `now`; answers how many were given. A failing one is reported and left for the next run. */
export async function queueReminders(db: Db, now = new Date(), report?: (line: string) => void): Promise<number> {
  let n = 0
  for (const [kind, find] of KINDS) {
    for (const d of await find(db, now)) {
      try {
        const done = await db.transaction(async (tx) => {
          const [mark] = await tx
            .insert(notificationReminders)
            .values({ kind, itemId: d.itemId, createdAt: now })
            .onConflictDoNothing()
            .returning({ id: notificationReminders.id })
          if (!mark) return false
          const p = { orderNo: d.orderNo, title: await goodsTitle(tx, d.goodsId), deadline: (d.deadline as Date).toISOString() }
          await notify(tx, d.userId, { kind: 'order', copy: copy(kind, p), link: orderLink(d.orderId) })
          return true
        })
        if (done) n++
      } catch (err) {
        report?.(`${kind} #${d.itemId} not given: ${describeError(err)}`)
      }
    }
  }
  return n
}
