/**
 * Orders and their timeline; the state machine of docs/architecture.md is the only writer of orders.status.
 */
import { sql } from 'drizzle-orm'
import { check, index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { ORDER_STATUSES } from '../../../contract/orders'
import { fen, oneOf, tz } from '../../db/columns'
import { couponRecords } from '../coupon/schema'
import { goods } from '../goods/schema'
import { users } from '../user/schema'

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    orderNo: text('order_no').notNull(),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => goods.id),
    buyerId: integer('buyer_id')
      .notNull()
      .references(() => users.id),
    sellerId: integer('seller_id')
      .notNull()
      .references(() => users.id),
    status: text('status', { enum: ORDER_STATUSES }).notNull().default('pending_payment'),
    /** 'sale' or 'rental' (contract/rentals.ts): a rental hands the credentials over only from rentStart to rentEnd */
    kind: text('kind').notNull().default('sale'),
    rentUnit: text('rent_unit'),
    rentQuantity: integer('rent_quantity'),
    rentStart: tz('rent_start'),
    rentEnd: tz('rent_end'),
    price: fen('price').notNull(),
    compensation: text('compensation').notNull().default('none'),
    compensationFee: fen('compensation_fee').notNull().default(0),
    serviceFee: fen('service_fee').notNull().default(0),
    couponRecordId: integer('coupon_record_id').references(() => couponRecords.id),
    couponDiscount: fen('coupon_discount').notNull().default(0),
    redPacketRecordId: integer('red_packet_record_id').references(() => couponRecords.id),
    redPacketDiscount: fen('red_packet_discount').notNull().default(0),
    /** what the buyer pays in all */
    total: fen('total').notNull(),
    walletPaid: fen('wallet_paid').notNull().default(0),
    externalPaid: fen('external_paid').notNull().default(0),
    /** price minus the seller fee, credited on completion */
    sellerProceeds: fen('seller_proceeds').notNull(),
    payDeadline: tz('pay_deadline').notNull(),
    paidAt: tz('paid_at'),
    deliveredAt: tz('delivered_at'),
    autoCompleteAt: tz('auto_complete_at'),
    /** handover (换绑) of a sale order: the seller must start by the deadline; delivered when it completes */
    handoverDeadline: tz('handover_deadline'),
    handoverStartedAt: tz('handover_started_at'),
    handoverCompletedAt: tz('handover_completed_at'),
    completedAt: tz('completed_at'),
    cancelledAt: tz('cancelled_at'),
    /** zh-CN text of the reason; a reason the system gave also has its copy (kind + params), read in the reader's language */
    cancelReason: text('cancel_reason'),
    cancelReasonKind: text('cancel_reason_kind'),
    cancelReasonParams: jsonb('cancel_reason_params'),
    refundReason: text('refund_reason'),
    refundReasonKind: text('refund_reason_kind'),
    refundReasonParams: jsonb('refund_reason_params'),
    refundRequestedAt: tz('refund_requested_at'),
    refundedAt: tz('refunded_at'),
    createdAt: tz('created_at').notNull().defaultNow(),
    updatedAt: tz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('orders_no_key').on(t.orderNo),
    // exactly one active order per listing, whatever the application does
    uniqueIndex('orders_one_active_per_goods')
      .on(t.goodsId)
      .where(sql`${t.status} in ('pending_payment', 'paid', 'handover', 'delivered', 'refunding')`),
    index('orders_buyer_idx').on(t.buyerId, t.createdAt),
    index('orders_seller_idx').on(t.sellerId, t.createdAt),
    index('orders_pay_deadline_idx').on(t.payDeadline).where(sql`${t.status} = 'pending_payment'`),
    index('orders_auto_complete_idx').on(t.autoCompleteAt).where(sql`${t.status} = 'delivered'`),
    check('orders_status_check', oneOf(t.status, ORDER_STATUSES)),
    check('orders_amounts_check', sql`${t.total} >= 0 and ${t.walletPaid} >= 0 and ${t.externalPaid} >= 0`),
    check('orders_kind_check', sql`${t.kind} in ('sale', 'rental')`),
    check(
      'orders_rental_check',
      sql`${t.kind} = 'sale' or (${t.rentUnit} in ('hour', 'day') and ${t.rentQuantity} > 0)`,
    ),
  ],
)

/** Status changes of an order, for its timeline. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    /** zh-CN text of the entry; with copyKind the reader's language is rendered from copyKind + copyParams instead */
    note: text('note'),
    copyKind: text('copy_kind'),
    copyParams: jsonb('copy_params'),
    at: tz('at').notNull().defaultNow(),
  },
  (t) => [index('order_events_order_idx').on(t.orderId, t.id)],
)
