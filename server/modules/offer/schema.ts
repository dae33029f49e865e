/**
 * 议价: a seller's offer switch per listing, the offers on listings and each step of their negotiation.
 */
import { sql } from 'drizzle-orm'
import { boolean, check, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { OFFER_STATUSES } from '../../../contract/offers'
import { fen, oneOf, tz } from '../../db/columns'
import { goods } from '../goods/schema'
import { orders } from '../order/schema'
import { users } from '../user/schema'

/** Whether a listing takes offers, and the seller's floor (never shown to buyers). No row: offers off. */
export const offerSettings = pgTable(
  'offer_settings',
  {
    goodsId: integer('goods_id')
      .primaryKey()
      .references(() => goods.id, { onDelete: 'cascade' }),
    enabled: boolean('enabled').notNull().default(false),
    floor: fen('floor'),
    updatedAt: tz('updated_at').notNull().defaultNow(),
  },
  (t) => [check('offer_settings_floor_check', sql`${t.floor} is null or ${t.floor} > 0`)],
)

/**
 * One buyer's negotiation on one listing. `amount` is the price on the table (the last offer or counter, the
 * agreed price once accepted); `listPrice` the listing's price it started from: a repriced listing lapses it.
 */
export const offers = pgTable(
  'offers',
  {
    id: serial('id').primaryKey(),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => goods.id),
    buyerId: integer('buyer_id')
      .notNull()
      .references(() => users.id),
    sellerId: integer('seller_id')
      .notNull()
      .references(() => users.id),
    listPrice: fen('list_price').notNull(),
    amount: fen('amount').notNull(),
    status: text('status', { enum: OFFER_STATUSES }).notNull(),
    buyerRounds: integer('buyer_rounds').notNull().default(1),
    sellerRounds: integer('seller_rounds').notNull().default(0),
    /** a live offer's answer is due then */
    expiresAt: tz('expires_at'),
    /** accepted: the listing is held for the buyer until then */
    holdUntil: tz('hold_until'),
    orderId: integer('order_id').references(() => orders.id),
    createdAt: tz('created_at').notNull().defaultNow(),
    updatedAt: tz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    // one negotiation under way per buyer and listing
    uniqueIndex('offers_one_live_per_buyer').on(t.goodsId, t.buyerId).where(sql`${t.status} in ('pending_seller', 'pending_buyer')`),
    // one accepted offer holds a listing: two accepted at once, the second fails here
    uniqueIndex('offers_one_accepted_per_goods').on(t.goodsId).where(sql`${t.status} = 'accepted'`),
    index('offers_buyer_idx').on(t.buyerId, t.id),
    index('offers_seller_idx').on(t.sellerId, t.id),
    index('offers_due_idx').on(t.status, t.expiresAt),
    check('offers_status_check', oneOf(t.status, OFFER_STATUSES)),
    check('offers_amount_positive', sql`${t.amount} > 0`),
  ],
)

/** The negotiation's history: each offer, counter, acceptance or refusal, its message masked. */
export const offerSteps = pgTable(
  'offer_steps',
  {
    id: serial('id').primaryKey(),
    offerId: integer('offer_id')
      .notNull()
      .references(() => offers.id, { onDelete: 'cascade' }),
    by: text('by').notNull(),
    action: text('action').notNull(),
    amount: fen('amount'),
    message: text('message'),
    at: tz('at').notNull().defaultNow(),
  },
  (t) => [
    index('offer_steps_offer_idx').on(t.offerId, t.id),
    check('offer_steps_by_check', sql`${t.by} in ('buyer', 'seller')`),
    check('offer_steps_action_check', sql`${t.action} in ('offer', 'counter', 'accept', 'decline')`),
  ],
)
