/**
 * Search events: one row per (keyword, client, China-time day), written by the catalogue's keyword search, read
 * by the hot searches. A client searching the same word again the same day is not counted again, so one busy
 * client cannot push a word up the list; the row is the whole record (no user id, only a hash of who asked).
 */
import { sql } from 'drizzle-orm'
import { check, date, index, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'

export const searchEvents = pgTable(
  'search_events',
  {
    id: serial('id').primaryKey(),
    /** normalised (NFKC, lower case, single spaces), 1..SEARCH_KEYWORD_MAX characters */
    keyword: text('keyword').notNull(),
    /** a short hash of the caller (user id when logged in, else the IP address) */
    client: text('client').notNull(),
    /** the China-time day of the search: the once-a-day rule */
    day: date('day', { mode: 'string' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('search_events_once_a_day').on(t.keyword, t.client, t.day), index('search_events_created_idx').on(t.createdAt)],
)

/**
 * An operator's word on a hot search keyword: 'hidden' keeps it off the list whatever its count, 'allowed' lets
 * it on although the catalogue does not know it. One rule per keyword (stored normalised like the events).
 */
export const hotSearchRules = pgTable(
  'hot_search_rules',
  {
    keyword: text('keyword').primaryKey(),
    rule: text('rule').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('hot_search_rules_rule_check', sql`${t.rule} in ('hidden', 'allowed')`)],
)
