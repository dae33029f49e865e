/**
 * Trade contracts (交易合同): the text generated from the listing when an order opens, its SHA-256, and when each
 * party accepted it.
 */
import { integer, pgTable, text } from 'drizzle-orm/pg-core'
import { tz } from '../../db/columns'
import { orders } from '../order/schema'

export const tradeContracts = pgTable('trade_contracts', {
  orderId: integer('order_id')
    .primaryKey()
    .references(() => orders.id),
  text: text('text').notNull(),
  /** hex SHA-256 of `text` (UTF-8): what each acceptance is of */
  sha256: text('sha256').notNull(),
  createdAt: tz('created_at').notNull().defaultNow(),
  /** the buyer ticked the contract at checkout (the order opens only then) */
  buyerAcceptedAt: tz('buyer_accepted_at'),
  /** the seller accepted it before the handover */
  sellerAcceptedAt: tz('seller_accepted_at'),
})
