/**
 * Recycling (竞价回收): requests, merchant quotes and merchant applications.
 */
import { sql } from 'drizzle-orm'
import { check, index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core'
import type { AttrValue } from '../../../contract/catalogue'
import { MERCHANT_APPLICATION_STATUSES, QUOTE_STATUSES, RECYCLE_STATUSES } from '../../../contract/recycling'
import { fen, oneOf, tz } from '../../db/columns'
import { gameNodes, games } from '../game/schema'
import { goods } from '../goods/schema'
import { orders } from '../order/schema'
import { users } from '../user/schema'

/** An account submitted for recycling (竞价回收); lifecycle in contract/recycling.ts. */
export const recycleRequests = pgTable(
  'recycle_requests',
  {
    id: serial('id').primaryKey(),
    requestNo: text('request_no').notNull(),
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
    description: text('description').notNull(),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    expectedPrice: fen('expected_price').notNull(),
    /** the attributes the seller gave, none required (the valuation reference; the escrow listing carries them) */
    attrs: jsonb('attrs').$type<Record<string, AttrValue>>().notNull().default({}),
    /** encrypted JSON {account, password, notes}; copied into the escrow listing on acceptance */
    credentialsEnc: text('credentials_enc').notNull(),
    /** encrypted; shown to the merchant only once their quote is accepted */
    contactEnc: text('contact_enc').notNull(),
    status: text('status', { enum: RECYCLE_STATUSES }).notNull().default('open'),
    acceptedQuoteId: integer('accepted_quote_id'),
    /** the escrow listing (channel 'recycle') and the order of the accepted quote */
    goodsId: integer('goods_id').references(() => goods.id),
    orderId: integer('order_id').references(() => orders.id),
    completedAt: tz('completed_at'),
    cancelledAt: tz('cancelled_at'),
    createdAt: tz('created_at').notNull().defaultNow(),
    updatedAt: tz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('recycle_requests_no_key').on(t.requestNo),
    index('recycle_requests_seller_idx').on(t.sellerId, t.id),
    index('recycle_requests_open_idx').on(t.status, t.gameId, t.id),
    index('recycle_requests_order_idx').on(t.orderId),
    check('recycle_requests_status_check', oneOf(t.status, RECYCLE_STATUSES)),
    check('recycle_requests_price_positive', sql`${t.expectedPrice} > 0`),
  ],
)

export const recycleQuotes = pgTable(
  'recycle_quotes',
  {
    id: serial('id').primaryKey(),
    requestId: integer('request_id')
      .notNull()
      .references(() => recycleRequests.id, { onDelete: 'cascade' }),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => users.id),
    amount: fen('amount').notNull(),
    note: text('note'),
    status: text('status', { enum: QUOTE_STATUSES }).notNull().default('pending'),
    createdAt: tz('created_at').notNull().defaultNow(),
    updatedAt: tz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    // one quote per merchant and request (updated in place), and never two accepted quotes on one request
    uniqueIndex('recycle_quotes_merchant_key').on(t.requestId, t.merchantId),
    uniqueIndex('recycle_quotes_one_accepted').on(t.requestId).where(sql`${t.status} = 'accepted'`),
    index('recycle_quotes_merchant_idx').on(t.merchantId, t.status, t.id),
    check('recycle_quotes_status_check', oneOf(t.status, QUOTE_STATUSES)),
    check('recycle_quotes_amount_positive', sql`${t.amount} > 0`),
  ],
)

/** A user's request to become a recycling merchant; an admin decides. */
export const merchantApplications = pgTable(
  'merchant_applications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    shopName: text('shop_name').notNull(),
    contact: text('contact').notNull(),
    intro: text('intro').notNull(),
    status: text('status', { enum: MERCHANT_APPLICATION_STATUSES }).notNull().default('pending'),
    reason: text('reason'),
    createdAt: tz('created_at').notNull().defaultNow(),
    decidedAt: tz('decided_at'),
  },
  (t) => [
    uniqueIndex('merchant_applications_one_pending').on(t.userId).where(sql`${t.status} = 'pending'`),
    index('merchant_applications_user_idx').on(t.userId, t.id),
    index('merchant_applications_status_idx').on(t.status, t.id),
    check('merchant_applications_status_check', oneOf(t.status, MERCHANT_APPLICATION_STATUSES)),
  ],
)
