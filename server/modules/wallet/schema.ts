/**
 * The wallet ledger: every movement of a balance is a row.
 */
import { sql } from 'drizzle-orm'
import { check, index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core'
import { PLATFORM_ACCOUNTS, PLATFORM_LEDGER_KINDS } from '../../../contract/protection'
import { fen, oneOf, tz } from '../../db/columns'
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
      sql`${t.kind} in ('order_payment', 'sale_proceeds', 'refund', 'compensation', 'adjustment', 'withdrawal', 'withdrawal_return', 'claim_recovery', 'deposit_taken')`,
    ),
  ],
)

/**
 * The platform's own accounts (the 包赔 compensation reserve): a balance per account, moved only with a
 * platform_ledger row in the same transaction, like a user's wallet. The reserve may go below zero: the platform
 * pays a claim first whatever the reserve holds, and a negative reserve is money it put in (shown in the console).
 */
export const platformAccounts = pgTable(
  'platform_accounts',
  {
    account: text('account').primaryKey(),
    balance: fen('balance').notNull().default(0),
    updatedAt: tz('updated_at').notNull().defaultNow(),
  },
  (t) => [check('platform_accounts_account_check', oneOf(t.account, PLATFORM_ACCOUNTS))],
)

/** Every change of a platform account: its balance is the running sum of its rows. */
export const platformLedger = pgTable(
  'platform_ledger',
  {
    id: serial('id').primaryKey(),
    account: text('account').notNull(),
    kind: text('kind').notNull(),
    amount: fen('amount').notNull(),
    balanceAfter: fen('balance_after').notNull(),
    orderId: integer('order_id').references(() => orders.id),
    /** the user on the other side of the movement (the buyer paid, the seller recovered from), if any */
    userId: integer('user_id').references(() => users.id),
    note: text('note').notNull().default(''),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('platform_ledger_account_idx').on(t.account, t.id),
    check('platform_ledger_account_check', oneOf(t.account, PLATFORM_ACCOUNTS)),
    check('platform_ledger_kind_check', oneOf(t.kind, PLATFORM_LEDGER_KINDS)),
  ],
)
