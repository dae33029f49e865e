/** The buyer's rating of a completed trade: one per order (its key), editable for RATING_EDIT_DAYS. */
import { sql } from 'drizzle-orm'
import { check, index, integer, pgTable, text } from 'drizzle-orm/pg-core'
import { tz } from '../../db/columns'
import { orders } from '../order/schema'
import { users } from '../user/schema'

export const ratings = pgTable(
  'ratings',
  {
    orderId: integer('order_id')
      .primaryKey()
      .references(() => orders.id),
    sellerId: integer('seller_id')
      .notNull()
      .references(() => users.id),
    buyerId: integer('buyer_id')
      .notNull()
      .references(() => users.id),
    stars: integer('stars').notNull(),
    /** contract/trade.ts RatingTag values */
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    comment: text('comment'),
    createdAt: tz('created_at').notNull().defaultNow(),
    updatedAt: tz('updated_at').notNull().defaultNow(),
  },
  (t) => [index('ratings_seller_idx').on(t.sellerId, t.createdAt), check('ratings_stars_check', sql`${t.stars} between 1 and 5`)],
)
