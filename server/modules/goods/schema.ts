/**
 * Listings (goods), their favourites, browse history and views.
 */
import { sql } from 'drizzle-orm'
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { GOODS_STATUSES } from '../../../contract/catalogue'
import { fen, oneOf, tz } from '../../db/columns'
import { gameNodes, games } from '../game/schema'
import { users } from '../user/schema'

/**
 * A listing. Lifecycle: the listing state machine of docs/architecture.md (goods/state.ts); credentials are
 * AES-GCM ciphertext (lib/crypto.ts), never listed.
 * Migration 0001 also sets toast_tuple_target = 8160 on this table by hand (rows stay uncompressed for search).
 */
export const goods = pgTable(
  'goods',
  {
    id: serial('id').primaryKey(),
    goodsNo: text('goods_no').notNull(),
    sellerId: integer('seller_id')
      .notNull()
      .references(() => users.id),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id),
    systemId: integer('system_id').references(() => gameNodes.id),
    carrierId: integer('carrier_id').references(() => gameNodes.id),
    areaId: integer('area_id').references(() => gameNodes.id),
    serverId: integer('server_id').references(() => gameNodes.id),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    price: fen('price').notNull(),
    /** what the seller paid or wants to record for themselves; never on the public wire */
    costPrice: fen('cost_price'),
    /** URL paths, cover first */
    images: jsonb('images').$type<string[]>().notNull().default([]),
    /** attribute key -> value (number | string | string[]) */
    attrs: jsonb('attrs').$type<Record<string, number | string | string[]>>().notNull().default({}),
    compensation: text('compensation').notNull().default('none'),
    /** how the game account is real-name registered: 'seller' (to the seller), 'none', 'changeable' */
    accountRealName: text('account_real_name').notNull().default('none'),
    /**
     * 'consign': a listing of the catalogue; 'recycle': the escrow object of an accepted recycling quote, never
     * listed or shown to anyone but its seller and (through the order) its merchant buyer
     */
    channel: text('channel').notNull().default('consign'),
    /** renting (contract/rentals.ts): offered when true, by the hour and/or the day */
    rentable: boolean('rentable').notNull().default(false),
    rentHourPrice: fen('rent_hour_price'),
    rentDayPrice: fen('rent_day_price'),
    rentMinHours: integer('rent_min_hours').notNull().default(1),
    /** encrypted JSON {account, password, notes} */
    credentialsEnc: text('credentials_enc').notNull(),
    /** how the account is bound (contract/trade.ts AccountBindings): builds the handover checklist */
    bindings: jsonb('bindings')
      .$type<{ phone: boolean; email: boolean; thirdParty: boolean }>()
      .notNull()
      .default({ phone: true, email: true, thirdParty: false }),
    /**
     * a renter knew these credentials: the listing stays off the shelf until the seller enters new ones
     * (PUT /need/myConsignment/{id}/credentials)
     */
    credentialsStale: boolean('credentials_stale').notNull().default(false),
    /** encrypted seller contact for this listing (phone / QQ / WeChat); never public */
    contactEnc: text('contact_enc'),
    status: text('status', { enum: GOODS_STATUSES }).notNull().default('pending_review'),
    rejectReason: text('reject_reason'),
    views: integer('views').notNull().default(0),
    /** lower-cased words and CJK bigrams of title, description and game name (lib/search-tokens.ts) */
    searchTokens: text('search_tokens').array().notNull().default(sql`'{}'::text[]`),
    publishedAt: tz('published_at'),
    soldAt: tz('sold_at'),
    createdAt: tz('created_at').notNull().defaultNow(),
    updatedAt: tz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('goods_no_key').on(t.goodsNo),
    index('goods_seller_idx').on(t.sellerId, t.status),
    // each list index ends in id, the tiebreaker of every sort, so a page is read off the index with no sort step
    index('goods_list_newest_idx').on(t.status, t.gameId, t.publishedAt, t.id),
    index('goods_list_price_idx').on(t.status, t.gameId, t.price, t.id),
    index('goods_list_views_idx').on(t.status, t.gameId, t.views, t.id),
    index('goods_status_newest_idx').on(t.status, t.publishedAt, t.id),
    index('goods_status_price_idx').on(t.status, t.price, t.id),
    // most viewed across games (a keyword without a game): without it every match was sorted before the first page
    index('goods_status_views_idx').on(t.status, t.views, t.id),
    index('goods_search_idx').using('gin', t.searchTokens),
    index('goods_attrs_idx').using('gin', t.attrs),
    check('goods_price_positive', sql`${t.price} > 0`),
    check('goods_compensation_check', sql`${t.compensation} in ('none', 'standard', 'extended', 'topup')`),
    check('goods_account_real_name_check', sql`${t.accountRealName} in ('seller', 'none', 'changeable')`),
    check('goods_channel_check', sql`${t.channel} in ('consign', 'recycle')`),
    check(
      'goods_rent_check',
      sql`not ${t.rentable} or (coalesce(${t.rentHourPrice}, ${t.rentDayPrice}) is not null and coalesce(${t.rentHourPrice}, 1) > 0 and coalesce(${t.rentDayPrice}, 1) > 0)`,
    ),
    index('goods_rentable_idx').on(t.gameId, t.publishedAt, t.id).where(sql`${t.rentable} and ${t.status} = 'on_sale'`),
    check('goods_status_check', oneOf(t.status, GOODS_STATUSES)),
  ],
)

export const favourites = pgTable(
  'favourites',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => goods.id, { onDelete: 'cascade' }),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.goodsId] }), index('favourites_user_idx').on(t.userId, t.createdAt)],
)

/** One row per user and listing; viewing again moves it to the top. */
export const browseHistory = pgTable(
  'browse_history',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => goods.id, { onDelete: 'cascade' }),
    viewedAt: tz('viewed_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.goodsId] }), index('browse_history_user_idx').on(t.userId, t.viewedAt)],
)

/**
 * Listing views: one row per (China-time day, listing, viewer), written by the listing's detail page. goods.views
 * moves only when the row is new, so a client asking for a page again and again the same day counts once and the
 * 人气 (views) sort cannot be bought with requests. The row holds no personal data, only a hash of who looked; rows
 * of past days serve nothing and the background jobs delete them (goods/views.ts purgeOldViews).
 */
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
