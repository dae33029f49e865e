/**
 * Feedback and problem reports with the platform's reply.
 */
import { sql } from 'drizzle-orm'
import { check, index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core'
import { PROBLEM_STATUSES } from '../../../contract/service'
import { oneOf, tz } from '../../db/columns'
import { users } from '../user/schema'

/** Feedback, suggestions and problem reports (POST /account/problem) with the platform's reply. */
export const problemReports = pgTable(
  'problem_reports',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    content: text('content').notNull(),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    contact: text('contact'),
    status: text('status', { enum: PROBLEM_STATUSES }).notNull().default('open'),
    reply: text('reply'),
    repliedAt: tz('replied_at'),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('problem_reports_user_idx').on(t.userId, t.id),
    index('problem_reports_status_idx').on(t.status, t.id),
    check('problem_reports_type_check', sql`${t.type} in ('bug', 'complaint', 'suggestion', 'other')`),
    check('problem_reports_status_check', oneOf(t.status, PROBLEM_STATUSES)),
  ],
)
