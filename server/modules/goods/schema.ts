/**
 * Listing views: one row per (China-time day, listing, viewer), written by the listing's detail page. goods.views
 * moves only when the row is new, so a client asking for a page again and again the same day counts once and the
 * 人气 (views) sort cannot be bought with requests. The row holds no personal data, only a hash of who looked; rows
 * of past days serve nothing and the background jobs delete them (goods/views.ts purgeOldViews).
 */
import { bigint, date, integer, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core'
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

/**
 * The catalogue's version: one row, moved by a trigger on goods (migration list_version) at the commit of every
 * transaction that changed a listing in a way a list page could show (a views-only update does not count), and
 * announced on the `goods_list` channel. List pages are cached under it (goods/list-cache.ts), so no module can
 * forget to invalidate them.
 */
export const listVersion = pgTable('list_version', {
  /** always 1: one row */
  id: smallint('id').primaryKey().default(1),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
})
