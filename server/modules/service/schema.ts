/**
 * Customer service's own tables (issue 24): cases (a room or a dispute that needs staff, who holds it and its
 * clock), quick replies (常用语) per team, and users' call-back (回电) requests. Written only by this module; the
 * chat and dispute modules call cases.ts at the moments a case opens, is answered or ends.
 */
import { sql } from 'drizzle-orm'
import { check, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { CALLBACK_STATUSES, SERVICE_CASE_KINDS, SERVICE_CASE_ORIGINS, SERVICE_TEAMS } from '../../../contract/customer-service'
import { oneOf, tz } from '../../db/columns'
import { chatRooms } from '../chat/schema'
import { users } from '../user/schema'

export const serviceCases = pgTable(
  'service_cases',
  {
    id: serial('id').primaryKey(),
    /** 'room' or 'dispute' */
    kind: text('kind', { enum: SERVICE_CASE_KINDS }).notNull(),
    /** the chat room's or the dispute's id */
    refId: integer('ref_id').notNull(),
    /** why it opened (contract/customer-service.ts ServiceCaseOrigin) */
    origin: text('origin', { enum: SERVICE_CASE_ORIGINS }).notNull(),
    holderId: integer('holder_id').references(() => users.id),
    claimedAt: tz('claimed_at'),
    /** when it started needing staff */
    openedAt: tz('opened_at').notNull(),
    firstAnswerAt: tz('first_answer_at'),
    /** the user's oldest unanswered message (the opening before the first answer); null: nobody waits */
    waitingSince: tz('waiting_since'),
    closedAt: tz('closed_at'),
  },
  (t) => [
    // one open case per room or dispute: the claim's and the hooks' inserts stand on it
    uniqueIndex('service_cases_open_key').on(t.kind, t.refId).where(sql`${t.closedAt} is null`),
    index('service_cases_ref_idx').on(t.kind, t.refId),
    index('service_cases_opened_idx').on(t.openedAt),
    check('service_cases_kind_check', oneOf(t.kind, SERVICE_CASE_KINDS)),
    check('service_cases_origin_check', oneOf(t.origin, SERVICE_CASE_ORIGINS)),
  ],
)

export const serviceQuickReplies = pgTable(
  'service_quick_replies',
  {
    id: serial('id').primaryKey(),
    team: text('team', { enum: SERVICE_TEAMS }).notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    sort: integer('sort').notNull().default(0),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: tz('created_at').notNull().defaultNow(),
    updatedAt: tz('updated_at').notNull().defaultNow(),
  },
  (t) => [index('service_quick_replies_team_idx').on(t.team, t.sort), check('service_quick_replies_team_check', oneOf(t.team, SERVICE_TEAMS))],
)

export const serviceCallbacks = pgTable(
  'service_callbacks',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    roomId: integer('room_id')
      .notNull()
      .references(() => chatRooms.id),
    windowStart: tz('window_start').notNull(),
    windowEnd: tz('window_end').notNull(),
    note: text('note'),
    status: text('status', { enum: CALLBACK_STATUSES }).notNull().default('open'),
    createdAt: tz('created_at').notNull().defaultNow(),
    doneAt: tz('done_at'),
    doneBy: integer('done_by').references(() => users.id),
  },
  (t) => [
    // at most one open request per user and room
    uniqueIndex('service_callbacks_one_open').on(t.userId, t.roomId).where(sql`${t.status} = 'open'`),
    index('service_callbacks_status_idx').on(t.status, t.windowStart),
    check('service_callbacks_status_check', oneOf(t.status, CALLBACK_STATUSES)),
    check('service_callbacks_window_check', sql`${t.windowStart} < ${t.windowEnd}`),
  ],
)
