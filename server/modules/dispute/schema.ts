/**
 * Disputes (售后/仲裁) of orders: at most one open per order (partial unique index), each decided once (a
 * rejection may be appealed once). `heldAmount` is what was held from the seller's wallet when the dispute was
 * opened on a completed order (the proceeds were already paid), released or taken by the decision.
 */
import { sql } from 'drizzle-orm'
import { boolean, check, index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { DISPUTE_STATUSES } from '../../../contract/trade'
import { fen, oneOf, tz } from '../../db/columns'
import { orders } from '../order/schema'
import { users } from '../user/schema'

export const disputes = pgTable(
  'disputes',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    buyerId: integer('buyer_id')
      .notNull()
      .references(() => users.id),
    sellerId: integer('seller_id')
      .notNull()
      .references(() => users.id),
    type: text('type').notNull(),
    description: text('description').notNull(),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    status: text('status', { enum: DISPUTE_STATUSES }).notNull().default('awaiting_seller'),
    sellerAnswer: text('seller_answer'),
    sellerAnsweredAt: tz('seller_answered_at'),
    sellerDeadline: tz('seller_deadline').notNull(),
    escalatedBy: text('escalated_by'),
    escalatedAt: tz('escalated_at'),
    outcome: text('outcome'),
    refundAmount: fen('refund_amount'),
    decisionReason: text('decision_reason'),
    decidedAt: tz('decided_at'),
    decidedBy: text('decided_by'),
    deciderId: integer('decider_id').references(() => users.id),
    appealed: boolean('appealed').notNull().default(false),
    heldAmount: fen('held_amount').notNull().default(0),
    createdAt: tz('created_at').notNull().defaultNow(),
    updatedAt: tz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('disputes_one_open_per_order')
      .on(t.orderId)
      .where(sql`${t.status} in ('awaiting_seller', 'answered', 'with_staff')`),
    index('disputes_order_idx').on(t.orderId, t.id),
    index('disputes_status_idx').on(t.status, t.createdAt),
    // the seller's record (rating/stats.ts), read on every goods detail
    index('disputes_seller_idx').on(t.sellerId),
    index('disputes_seller_deadline_idx').on(t.sellerDeadline).where(sql`${t.status} = 'awaiting_seller'`),
    check('disputes_type_check', sql`${t.type} in ('not_as_described', 'handover_failed', 'recovered', 'other')`),
    check('disputes_status_check', oneOf(t.status, DISPUTE_STATUSES)),
    check('disputes_outcome_check', sql`${t.outcome} is null or ${t.outcome} in ('refund_full', 'refund_partial', 'rejected')`),
    check('disputes_escalated_by_check', sql`${t.escalatedBy} is null or ${t.escalatedBy} in ('buyer', 'seller', 'timeout')`),
    check('disputes_decided_by_check', sql`${t.decidedBy} is null or ${t.decidedBy} in ('staff', 'seller')`),
    check('disputes_amounts_check', sql`coalesce(${t.refundAmount}, 0) >= 0 and ${t.heldAmount} >= 0`),
  ],
)
