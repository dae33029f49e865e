/**
 * Money out (提现): the accounts a user is paid out to and their withdrawals. A withdrawal's amount leaves the wallet
 * (ledger kind 'withdrawal') when it is requested and comes back ('withdrawal_return') only when it is rejected,
 * so the ledger sums to the balance at every step; what is paid out is `net` (amount less the fee).
 */
import { sql } from 'drizzle-orm'
import { check, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { WITHDRAWAL_STATUSES } from '../../../contract/payout'
import { fen, oneOf, tz } from '../../db/columns'
import { users } from '../user/schema'

export const payoutAccounts = pgTable(
  'payout_accounts',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** 'alipay', 'wechat' or 'bank' (contract/payout.ts PayoutAccountKind) */
    kind: text('kind').notNull(),
    /** AES-256-GCM of the account (Alipay login, WeChat id, card number) and of the holder's name */
    accountEnc: text('account_enc').notNull(),
    holderNameEnc: text('holder_name_enc').notNull(),
    /** keyed hash of kind + account: one live binding of an account per user */
    accountHash: text('account_hash').notNull(),
    /** what screens show, e.g. 138****0001 or 尾号 1234 */
    accountMask: text('account_mask').notNull(),
    bankName: text('bank_name'),
    createdAt: tz('created_at').notNull().defaultNow(),
    /** unbound: kept because withdrawals refer to it */
    removedAt: tz('removed_at'),
  },
  (t) => [
    index('payout_accounts_user_idx').on(t.userId, t.id),
    uniqueIndex('payout_accounts_live_key').on(t.userId, t.accountHash).where(sql`${t.removedAt} is null`),
    check('payout_accounts_kind_check', sql`${t.kind} in ('alipay', 'wechat', 'bank')`),
  ],
)

export const withdrawals = pgTable(
  'withdrawals',
  {
    id: serial('id').primaryKey(),
    /** human-readable, also the provider's idempotency key (out_biz_no): a retry never pays twice */
    withdrawalNo: text('withdrawal_no').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    accountId: integer('account_id')
      .notNull()
      .references(() => payoutAccounts.id),
    /** fen taken from the wallet */
    amount: fen('amount').notNull(),
    fee: fen('fee').notNull(),
    /** fen paid out: amount - fee */
    net: fen('net').notNull(),
    /** pending -> paying -> paid | failed; failed -> paying (retry) | rejected; pending -> rejected */
    status: text('status', { enum: WITHDRAWAL_STATUSES }).notNull().default('pending'),
    rejectReason: text('reject_reason'),
    /** the provider's last refusal, for the admin deciding to retry or reject */
    failReason: text('fail_reason'),
    provider: text('provider'),
    providerRef: text('provider_ref'),
    attempts: integer('attempts').notNull().default(0),
    decidedBy: integer('decided_by').references(() => users.id),
    createdAt: tz('created_at').notNull().defaultNow(),
    updatedAt: tz('updated_at').notNull().defaultNow(),
    decidedAt: tz('decided_at'),
    paidAt: tz('paid_at'),
  },
  (t) => [
    uniqueIndex('withdrawals_no_key').on(t.withdrawalNo),
    index('withdrawals_user_idx').on(t.userId, t.id),
    index('withdrawals_status_idx').on(t.status, t.id),
    check('withdrawals_status_check', oneOf(t.status, WITHDRAWAL_STATUSES)),
    check('withdrawals_amounts_check', sql`${t.fee} >= 0 and ${t.net} > 0 and ${t.amount} = ${t.net} + ${t.fee}`),
  ],
)
