/**
 * The wallet ledger: every movement of a balance is a row.
 */
import { sql } from 'drizzle-orm'
import { check, index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core'
import { fen, tz } from '../../db/columns'
import { orders } from '../order/schema'
import { users } from '../user/schema'

/** Every change of a wallet balance: the balance is the running sum of its user's rows. */
export const ledger = pgTable(
  'ledger',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    kind: text('kind').notNull(),
    amount: fen('amount').notNull(),
    balanceAfter: fen('balance_after').notNull(),
    orderId: integer('order_id').references(() => orders.id),
    /** zh-CN text; with copyKind the reader's language is rendered from copyKind + copyParams instead */
    note: text('note').notNull().default(''),
    copyKind: text('copy_kind'),
    copyParams: jsonb('copy_params'),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('ledger_user_idx').on(t.userId, t.id),
    check('ledger_balance_nonnegative', sql`${t.balanceAfter} >= 0`),
    check(
      'ledger_kind_check',
      sql`${t.kind} in ('order_payment', 'sale_proceeds', 'refund', 'compensation', 'adjustment', 'withdrawal', 'withdrawal_return')`,
    ),
  ],
)
