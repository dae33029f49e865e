/**
 * TypeBox schemas of the order wire types (contract/orders.ts): input validation (unknown fields rejected),
 * output shaping (only these fields are serialised) and the OpenAPI description. `_check` fails to compile on drift.
 */
import { Type, type Static } from '@sinclair/typebox'
import type * as C from '../../../contract/orders'
import { CompensationSchema, GoodsSummarySchema } from '../goods/schemas'
import { Nullable, type Same } from '../../lib/schemas'
import { ListingRiskPublicSchema } from '../inspection/schemas'
import { RentalInfoSchema } from '../rent/schemas'

const ID_MAX = 2_147_483_647
const Id = Type.Integer({ minimum: 1, maximum: ID_MAX })

export const OrderStatusSchema = Type.Union(
  (['pending_payment', 'paid', 'handover', 'delivered', 'completed', 'cancelled', 'refunding', 'refunded'] as const).map((s) => Type.Literal(s)),
)
export const OrderTabSchema = Type.Union(
  (['all', 'pending_payment', 'in_progress', 'completed', 'after_sale', 'cancelled'] as const).map((s) => Type.Literal(s)),
)
export const OrderRoleSchema = Type.Union([Type.Literal('buyer'), Type.Literal('seller')])
export const SellerWaitingSchema = Type.Union([Type.Literal('handover'), Type.Literal('dispute')], {
  description: "only my sales waiting for me: a handover step to mark (待换绑) or a dispute to answer (待回应售后); implies role=seller",
})
export const CouponKindSchema = Type.Union([Type.Literal('coupon'), Type.Literal('red_packet')])
export const OrderBlockSchema = Type.Union(
  (['realname', 'minor', 'own', 'unavailable'] as const).map((s) => Type.Literal(s)),
  { description: 'why the caller may not buy now' },
)

export const CouponChoiceSchema = Type.Object({
  recordId: Type.Integer(),
  kind: CouponKindSchema,
  name: Type.String(),
  amount: Type.Integer(),
  threshold: Type.Integer(),
})

export const OrderPreviewSchema = Type.Object({
  goods: GoodsSummarySchema,
  compensationOptions: Type.Array(
    Type.Object({ level: CompensationSchema, fee: Type.Integer(), days: Type.Integer({ description: 'cover period: days after completion a claim can be made (0 for none)' }),
      capPercent: Nullable(Type.Integer({ description: "'topup': the most a claim pays, percent of the price (the price plus top-ups made after the purchase up to it); null for the others" })),
    }),
  ),
  compensation: CompensationSchema,
  compensationFee: Type.Integer(),
  serviceFee: Type.Integer(),
  coupons: Type.Array(CouponChoiceSchema),
  redPackets: Type.Array(CouponChoiceSchema),
  bestCouponId: Nullable(Type.Integer()),
  bestRedPacketId: Nullable(Type.Integer()),
  payMinutes: Type.Integer(),
  blocked: Nullable(OrderBlockSchema),
  risk: Nullable(ListingRiskPublicSchema),
})

export const CreateOrderInputSchema = Type.Object(
  {
    goodsId: Id,
    compensation: CompensationSchema,
    couponId: Type.Optional(Nullable(Id)),
    redPacketId: Type.Optional(Nullable(Id)),
    agree: Type.Boolean({ description: 'must be true: the buyer accepts the purchase terms' }),
    offerId: Type.Optional(Nullable(Id)),
  },
  { additionalProperties: false },
)

export const OrderEventSchema = Type.Object({
  status: OrderStatusSchema,
  at: Type.String({ format: 'date-time' }),
  note: Nullable(Type.String()),
})

export const CredentialsSchema = Type.Object({
  account: Type.String(),
  password: Type.String(),
  notes: Nullable(Type.String()),
})

const summaryFields = {
  id: Type.Integer(),
  orderNo: Type.String(),
  status: OrderStatusSchema,
  goods: GoodsSummarySchema,
  price: Type.Integer({ description: "fen: what the order charges for the listing: its sale price, or a rental's rent" }),
  total: Type.Integer({ description: 'fen: what the buyer pays in all' }),
  sellerProceeds: Type.Integer({ description: 'fen: what the seller receives, the price less the seller fee' }),
  createdAt: Type.String({ format: 'date-time' }),
  payDeadline: Nullable(Type.String({ format: 'date-time' })),
  role: OrderRoleSchema,
  kind: Type.Union([Type.Literal('sale'), Type.Literal('rental')]),
  rental: Nullable(RentalInfoSchema),
  roomId: Nullable(Type.Integer({ description: "the order's trade room (from payment on)" })),
  unread: Type.Integer({ minimum: 0, description: 'chat messages in that room the caller has not read' }),
}
export const OrderSummarySchema = Type.Object(summaryFields)
export const OrderPageSchema = Type.Object({ rows: Type.Array(OrderSummarySchema), total: Type.Integer() })

export const OrderDetailSchema = Type.Object({
  ...summaryFields,
  compensation: CompensationSchema,
  compensationFee: Type.Integer(),
  serviceFee: Type.Integer(),
  couponDiscount: Type.Integer(),
  redPacketDiscount: Type.Integer(),
  walletPaid: Type.Integer(),
  externalPaid: Type.Integer(),
  timeline: Type.Array(OrderEventSchema),
  credentials: Nullable(CredentialsSchema),
  autoCompleteAt: Nullable(Type.String({ format: 'date-time' })),
  refundReason: Nullable(Type.String()),
  refundRequested: Type.Boolean({ description: 'the buyer has asked for a refund on this order: once per order; after a refusal the way on is a dispute' }),
  cancelReason: Nullable(Type.String()),
  canDispute: Type.Optional(Type.Boolean({ description: 'the caller, as buyer, may open a dispute now (dispute/service.ts canOpenDispute)' })),
})

export const PayMethodSchema = Type.Union([
  Type.Literal('sandbox'),
  Type.Literal('wechat_jsapi'),
  Type.Literal('wechat_h5'),
  Type.Literal('alipay_wap'),
])

export const PayInputSchema = Type.Object(
  {
    useWallet: Type.Boolean(),
    // the 6-digit rule is checked by the service, with one clear message
    payPassword: Type.Optional(Type.String({ maxLength: 32, description: 'the 6-digit payment password; required when the wallet pays a part' })),
    method: Type.Optional(PayMethodSchema),
    returnPath: Type.Optional(
      Type.String({ maxLength: 200, pattern: '^/[A-Za-z0-9/_\\-]*(\\?[A-Za-z0-9=&_\\-]*)?$', description: "where H5/WAP pay returns to, a path of this site, e.g. '/pages/order/detail?id=3'" }),
    ),
  },
  { additionalProperties: false },
)

export const PayLaunchSchema = Type.Union([
  Type.Object({ kind: Type.Literal('sandbox') }),
  Type.Object({
    kind: Type.Literal('jsapi'),
    params: Type.Object({
      timeStamp: Type.String(),
      nonceStr: Type.String(),
      package: Type.String(),
      signType: Type.Literal('RSA'),
      paySign: Type.String(),
    }),
  }),
  Type.Object({ kind: Type.Literal('redirect'), url: Type.String() }),
])

export const PaymentInfoSchema = Type.Object({
  paymentNo: Type.String(),
  provider: Type.Union([Type.Literal('sandbox'), Type.Literal('wechat'), Type.Literal('alipay')]),
  amount: Type.Integer(),
  status: Type.Union([Type.Literal('pending'), Type.Literal('succeeded'), Type.Literal('closed')]),
  orderId: Type.Integer(),
  orderNo: Type.String(),
  walletAmount: Type.Integer({ description: 'fen: the wallet part paid with this payment, held while it is pending' }),
  subject: Type.String(),
  expiresAt: Type.String({ format: 'date-time' }),
})

export const PayResultSchema = Type.Object({
  paid: Type.Boolean(),
  walletPaid: Type.Integer(),
  payment: Nullable(PaymentInfoSchema),
  launch: Nullable(PayLaunchSchema),
})

/** length rules (5-200) are checked by the service on the trimmed text, with one clear message */
export const RefundInputSchema = Type.Object({ reason: Type.String() }, { additionalProperties: false })
export const CancelInputSchema = Type.Object({ reason: Type.Optional(Type.String({ maxLength: 200 })) }, { additionalProperties: false })

const _check: [
  Same<Static<typeof OrderPreviewSchema>, C.OrderPreview>,
  Same<Static<typeof CreateOrderInputSchema>, C.CreateOrderInput>,
  Same<Static<typeof OrderSummarySchema>, C.OrderSummary>,
  Same<Static<typeof OrderDetailSchema>, C.OrderDetail>,
  Same<Static<typeof PayInputSchema>, C.PayInput>,
  Same<Static<typeof PayResultSchema>, C.PayResult>,
  Same<Static<typeof PaymentInfoSchema>, C.PaymentInfo>,
  Same<Static<typeof RefundInputSchema>, C.RefundInput>,
  Same<Static<typeof CancelInputSchema>, C.CancelInput>,
  Same<Static<typeof PayLaunchSchema>, C.PayLaunch>,
] = [true, true, true, true, true, true, true, true, true, true]
void _check
