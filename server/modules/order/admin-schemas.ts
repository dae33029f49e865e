/**
 * TypeBox schemas of the console's order routes (contract/admin-orders.ts): the search's filters (patterns, so a
 * bad one is a 400 before anything is read), the detail and the transcript. `_check` fails to compile on drift.
 */
import { Type, type Static } from '@sinclair/typebox'
import type * as C from '../../../contract/admin-orders'
import { Lit, Nullable, PageQuery, type Same } from '../../lib/schemas'
import { ChatHistorySchema, HistoryQuery } from '../chat/schemas'
import { DisputeCaseSchema } from '../dispute/schemas'
import { HandoverSchema } from '../handover/schemas'
import { ProviderRefundSchema } from '../payment/admin-schemas'
import { OrderEventSchema, OrderStatusSchema } from './schemas'

const Time = Type.String({ format: 'date-time' })
const Instant = Type.String({ format: 'date-time', description: 'ISO 8601 instant' })

export const AdminOrderQuerySchema = Type.Object(
  {
    ...PageQuery,
    orderNo: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9]{1,40}$', description: 'the order number or its beginning' })),
    userId: Type.Optional(Type.String({ pattern: '^[1-9]\\d{0,8}$', description: 'orders this user bought or sold' })),
    phone: Type.Optional(Type.String({ pattern: '^1\\d{10}$', description: 'orders the user of this phone bought or sold' })),
    status: Type.Optional(OrderStatusSchema),
    from: Type.Optional(Instant),
    to: Type.Optional(Instant),
  },
  { additionalProperties: false },
)

const PartySchema = Type.Object({ id: Type.Integer(), nickname: Type.String(), phone: Type.String() })
const ProviderSchema = Lit(['sandbox', 'wechat', 'alipay'] as const)

const rowFields = {
  id: Type.Integer(),
  orderNo: Type.String(),
  status: OrderStatusSchema,
  kind: Lit(['sale', 'rental'] as const),
  goods: Type.Object({ id: Type.Integer(), title: Type.String(), cover: Type.String() }),
  buyer: PartySchema,
  seller: PartySchema,
  price: Type.Integer(),
  total: Type.Integer(),
  createdAt: Time,
  paidAt: Nullable(Time),
  roomId: Nullable(Type.Integer()),
  disputeStatus: Nullable(Type.String()),
}
export const AdminOrderRowSchema = Type.Object(rowFields)
export const AdminOrderPageSchema = Type.Object({ rows: Type.Array(AdminOrderRowSchema), total: Type.Integer() })

export const AdminPaymentSchema = Type.Object({
  id: Type.Integer(),
  paymentNo: Type.String(),
  provider: ProviderSchema,
  amount: Type.Integer(),
  walletAmount: Type.Integer(),
  status: Lit(['pending', 'succeeded', 'closed'] as const),
  providerTxnId: Nullable(Type.String()),
  createdAt: Time,
  paidAt: Nullable(Time),
})

export const AdminLedgerEntrySchema = Type.Object({
  id: Type.Integer(),
  userId: Type.Integer(),
  party: Lit(['buyer', 'seller', 'other'] as const),
  kind: Lit(['order_payment', 'sale_proceeds', 'refund', 'compensation', 'adjustment', 'withdrawal', 'withdrawal_return', 'claim_recovery', 'deposit_taken'] as const),
  amount: Type.Integer(),
  balanceAfter: Type.Integer(),
  note: Type.String(),
  createdAt: Time,
})

export const AdminOrderDetailSchema = Type.Object({
  ...rowFields,
  compensation: Lit(['none', 'standard', 'extended', 'topup'] as const),
  compensationFee: Type.Integer(),
  serviceFee: Type.Integer(),
  couponDiscount: Type.Integer(),
  redPacketDiscount: Type.Integer(),
  walletPaid: Type.Integer(),
  externalPaid: Type.Integer(),
  sellerProceeds: Type.Integer(),
  payDeadline: Time,
  deliveredAt: Nullable(Time),
  autoCompleteAt: Nullable(Time),
  completedAt: Nullable(Time),
  cancelledAt: Nullable(Time),
  cancelReason: Nullable(Type.String()),
  refundReason: Nullable(Type.String()),
  refundRequestedAt: Nullable(Time),
  refundedAt: Nullable(Time),
  rentStart: Nullable(Time),
  rentEnd: Nullable(Time),
  timeline: Type.Array(OrderEventSchema),
  payments: Type.Array(AdminPaymentSchema),
  refunds: Type.Array(ProviderRefundSchema),
  ledger: Type.Array(AdminLedgerEntrySchema),
  handover: Nullable(HandoverSchema),
  dispute: Nullable(DisputeCaseSchema),
})

export const TranscriptQuerySchema = HistoryQuery
export const AdminTranscriptSchema = Type.Object({ ...ChatHistorySchema.properties, roomId: Nullable(Type.Integer()) })

const _check: [
  Same<Static<typeof AdminOrderRowSchema>, C.AdminOrderRow>,
  Same<Static<typeof AdminOrderDetailSchema>, C.AdminOrderDetail>,
  Same<Static<typeof AdminTranscriptSchema>, C.AdminTranscript>,
] = [true, true, true]
void _check
