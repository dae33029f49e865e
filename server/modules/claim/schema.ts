/**
 * Compensation claims (包赔).
 */
import { sql } from 'drizzle-orm'
import { check, index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { CLAIM_STATUSES, type ClaimTopup } from '../../../contract/service'
import { fen, oneOf, tz } from '../../db/columns'
import { orders } from '../order/schema'
import { users } from '../user/schema'

/** Compensation claims (包赔) on completed orders bought with compensation. */
export const claims = pgTable(
  'claims',
  {
    id: serial('id').primaryKey(),
    claimNo: text('claim_no').notNull(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    reason: text('reason').notNull(),
    description: text('description').notNull(),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    contact: text('contact').notNull(),
    status: text('status', { enum: CLAIM_STATUSES }).notNull().default('submitted'),
    cap: fen('cap').notNull(),
    /** a 充值包赔 claim's stated top-ups (contract ClaimTopup); they raised its cap */
    topups: jsonb('topups').$type<ClaimTopup[]>().notNull().default([]),
    paidAmount: fen('paid_amount'),
    decisionNote: text('decision_note'),
    createdAt: tz('created_at').notNull().defaultNow(),
    decidedAt: tz('decided_at'),
    /** a 找回 claim with its evidence: the platform pays it by then (CLAIM_PAY_WITHIN_HOURS after submission) */
    dueAt: tz('due_at'),
    /** what was taken back from the seller after paying, in order: wallet balance, deposit; the rest is a debt */
    recoveredBalance: fen('recovered_balance').notNull().default(0),
    recoveredDeposit: fen('recovered_deposit').notNull().default(0),
    debt: fen('debt').notNull().default(0),
    /** of the debt, what the seller still owes: their next proceeds pay it first (claim/order-reactions.ts) */
    debtLeft: fen('debt_left').notNull().default(0),
  },
  (t) => [
    uniqueIndex('claims_no_key').on(t.claimNo),
    // one claim under way or paid per order; a rejected one may be followed by another
    uniqueIndex('claims_one_live_per_order').on(t.orderId).where(sql`${t.status} in ('submitted', 'approved')`),
    index('claims_user_idx').on(t.userId, t.id),
    index('claims_status_idx').on(t.status, t.id),
    check('claims_status_check', oneOf(t.status, CLAIM_STATUSES)),
    check('claims_reason_check', sql`${t.reason} in ('retrieved', 'banned', 'misdescribed', 'other')`),
    index('claims_debt_idx').on(t.orderId).where(sql`${t.debtLeft} > 0`),
    check('claims_debt_check', sql`${t.debtLeft} >= 0 and ${t.debtLeft} <= ${t.debt}`),
    check('claims_paid_check', sql`${t.paidAmount} is null or (${t.paidAmount} > 0 and ${t.paidAmount} <= ${t.cap})`),
    check('claims_cap_check', sql`${t.cap} > 0`),
  ],
)
