/**
 * Listing views: one row per (China-time day, listing, viewer), written by the listing's detail page. goods.views
 * moves only when the row is new, so a client asking for a page again and again the same day counts once and the
 * 人气 (views) sort cannot be bought with requests. The row holds no personal data, only a hash of who looked; rows
 * of past days serve nothing and the background jobs delete them (goods/views.ts purgeOldViews).
 */
import { date, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core'
import { goods } from '../../db/schema'

export const goodsViews = pgTable(
  'goods_views',
  {
    /** the China-time day of the view: the once-a-day rule, and what the clean-up deletes by */
    day: date('day', { mode: 'string' }).notNull(),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => goods.id, { onDelete: 'cascade' }),
    /** a short hash of the viewer: the user id when logged in, else the client's IP address */
    viewer: text('viewer').notNull(),
  },
  // day first: the conflict check of every view and the clean-up's range over past days use the one index
  (t) => [primaryKey({ columns: [t.day, t.goodsId, t.viewer] })],
)
