/**
 * Seller deposits (保证金): the amount a seller keeps frozen in their wallet (wallet_held) so a 包赔 claim on their
 * sale can be recovered after their proceeds have left.
 */
import { sql } from 'drizzle-orm'
import { check, integer, pgTable } from 'drizzle-orm/pg-core'
import { fen, tz } from '../../db/columns'
import { users } from '../user/schema'

/** One row per seller who ever paid a deposit; `held` is the part of their wallet_held that is the deposit. */
export const sellerDeposits = pgTable(
  'seller_deposits',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id),
    held: fen('held').notNull().default(0),
    paidAt: tz('paid_at'),
    releasedAt: tz('released_at'),
    updatedAt: tz('updated_at').notNull().defaultNow(),
  },
  (t) => [check('seller_deposits_held_check', sql`${t.held} >= 0`)],
)
