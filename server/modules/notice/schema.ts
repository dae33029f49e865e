/**
 * Notices (公告, help articles, agreements) the platform publishes.
 */
import { sql } from 'drizzle-orm'
import { boolean, check, index, pgTable, serial, text } from 'drizzle-orm/pg-core'
import { tz } from '../../db/columns'

export const notices = pgTable(
  'notices',
  {
    id: serial('id').primaryKey(),
    noticeType: text('notice_type').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    /** sanitised HTML (lib/html.ts) */
    content: text('content').notNull(),
    cover: text('cover'),
    /** help notices: the category bangzhu groups them by */
    category: text('category'),
    pinned: boolean('pinned').notNull().default(false),
    published: boolean('published').notNull().default(true),
    publishedAt: tz('published_at').notNull().defaultNow(),
    createdAt: tz('created_at').notNull().defaultNow(),
    updatedAt: tz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('notices_list_idx').on(t.noticeType, t.published, t.pinned, t.publishedAt),
    check('notices_type_check', sql`${t.noticeType} in ('1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11')`),
  ],
)
