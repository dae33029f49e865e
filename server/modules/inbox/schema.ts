/**
 * Messages the server writes to a user's inbox.
 */
import { sql } from 'drizzle-orm'
import { check, index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core'
import { tz } from '../../db/columns'
import { users } from '../user/schema'

/** Messages the server writes to a user on events (order steps, listing review, quotes). */
export const messages = pgTable(
  'messages',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    /** title and content are zh-CN; with copyKind the reader's language is rendered from copyKind + copyParams */
    copyKind: text('copy_kind'),
    copyParams: jsonb('copy_params'),
    link: text('link'),
    readAt: tz('read_at'),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('messages_user_idx').on(t.userId, t.id),
    index('messages_unread_idx').on(t.userId).where(sql`${t.readAt} is null`),
    check('messages_kind_check', sql`${t.kind} in ('order', 'goods', 'recycle', 'system')`),
  ],
)
