/**
 * The buyer's alerts: favourites whose price-drop alert (降价提醒) is off, the drops already told, and saved
 * searches (关注).
 */
import { sql } from 'drizzle-orm'
import { check, date, index, integer, jsonb, pgTable, primaryKey, serial, text, uniqueIndex } from 'drizzle-orm/pg-core'
import type { SavedSearchQuery } from '../../../contract/offers'
import { fen, tz } from '../../db/columns'
import { goods } from '../goods/schema'
import { games } from '../game/schema'
import { users } from '../user/schema'

/** A favourite whose price-drop alert the user turned off (on by default: no row). */
export const priceAlertsOff = pgTable(
  'price_alerts_off',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => goods.id, { onDelete: 'cascade' }),
    at: tz('at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.goodsId] })],
)

/** Each drop told to each user once: the key is the price it dropped to after the price it dropped from. */
export const priceDropNotices = pgTable(
  'price_drop_notices',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => goods.id, { onDelete: 'cascade' }),
    fromPrice: fen('from_price').notNull(),
    toPrice: fen('to_price').notNull(),
    at: tz('at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.goodsId, t.fromPrice, t.toPrice] })],
)

/**
 * A saved search: the catalogue query (contract/offers.ts SavedSearchQuery) and its notices. `since`: listings
 * published after it are new; `noticeDay` / `noticesThatDay` count the notices of one China day against the cap.
 */
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id),
    query: jsonb('query').$type<SavedSearchQuery>().notNull(),
    /** the query as canonical JSON: the same search is saved once */
    queryKey: text('query_key').notNull(),
    since: tz('since').notNull(),
    /** the next check is due then (moved on after each run) */
    dueAt: tz('due_at').notNull(),
    lastNoticeAt: tz('last_notice_at'),
    noticeDay: date('notice_day', { mode: 'string' }),
    noticesThatDay: integer('notices_that_day').notNull().default(0),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('saved_searches_user_query_key').on(t.userId, t.queryKey),
    index('saved_searches_due_idx').on(t.dueAt),
    check('saved_searches_notices_check', sql`${t.noticesThatDay} >= 0`),
  ],
)
