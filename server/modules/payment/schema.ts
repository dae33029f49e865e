/**
 * Payments through a provider and the refunds sent back through it.
 */
import { sql } from 'drizzle-orm'
import { check, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { PAYMENT_STATUSES } from '../../../contract/orders'
import { fen, oneOf, tz } from '../../db/columns'
import { orders } from '../order/schema'

/** A payment through a provider (the sandbox by default); one order may have several attempts. */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    paymentNo: text('payment_no').notNull(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    provider: text('provider').notNull(),
    amount: fen('amount').notNull(),
    /** the wallet part paid together with this payment: held while it is pending, debited when it succeeds */
    walletAmount: fen('wallet_amount').notNull().default(0),
    status: text('status', { enum: PAYMENT_STATUSES }).notNull().default('pending'),
    providerTxnId: text('provider_txn_id'),
    expiresAt: tz('expires_at').notNull(),
    paidAt: tz('paid_at'),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payments_no_key').on(t.paymentNo),
    index('payments_order_idx').on(t.orderId),
    check('payments_status_check', oneOf(t.status, PAYMENT_STATUSES)),
    check('payments_amount_positive', sql`${t.amount} > 0`),
    check('payments_wallet_amount_check', sql`${t.walletAmount} >= 0`),
  ],
)

/**
 * Refunds that go back through the provider that took the money (WeChat Pay, Alipay). A refund decided inside an
 * order's transaction is written here as 'pending' in that transaction; the provider is called afterwards
 * (payment/refunds.ts), never while the order row is locked. refund_no is the provider's idempotency key, so a
 * refund sent twice (a crash between the call and the status update) is still made once.
 */
export const paymentRefunds = pgTable(
  'payment_refunds',
  {
    id: serial('id').primaryKey(),
    refundNo: text('refund_no').notNull(),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    /** fen */
    amount: fen('amount').notNull(),
    reason: text('reason').notNull(),
    /** pending: to be sent; sent: the provider accepted it */
    status: text('status').notNull().default('pending'),
    /** sends tried, by the loop and by admins */
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /** failed sends in a row since it was written or an admin last retried it: drives the backoff (jobs/backoff.ts) */
    failures: integer('failures').notNull().default(0),
    /** the loop sends it no earlier than this */
    nextAttemptAt: tz('next_attempt_at').notNull().defaultNow(),
    /** set aside after JOB_MAX_ATTEMPTS failures in a row: the loop leaves it to an admin's retry */
    deadSince: tz('dead_since'),
    /** set while one sender (the loop, or an admin's retry) has claimed it and is calling the provider */
    sendingSince: tz('sending_since'),
    createdAt: tz('created_at').notNull().defaultNow(),
    sentAt: tz('sent_at'),
  },
  (t) => [
    uniqueIndex('payment_refunds_no_key').on(t.refundNo),
    index('payment_refunds_pending_idx').on(t.id).where(sql`${t.status} = 'pending'`),
    // the loop's pick: due pending refunds, soonest first
    index('payment_refunds_due_idx').on(t.nextAttemptAt, t.id).where(sql`${t.status} = 'pending' and ${t.deadSince} is null`),
    check('payment_refunds_status_check', sql`${t.status} in ('pending', 'sent')`),
    check('payment_refunds_amount_positive', sql`${t.amount} > 0`),
  ],
)
