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
    /**
     * The English version, where an operator wrote one. English callers get each of these, or the Chinese field
     * where it is null; summary_en is the excerpt of content_en.
     */
    titleEn: text('title_en'),
    summaryEn: text('summary_en'),
    contentEn: text('content_en'),
    categoryEn: text('category_en'),
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
