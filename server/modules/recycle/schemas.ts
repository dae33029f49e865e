/**
 * TypeBox schemas of the recycling wire types (contract/recycling.ts): input validation (types and unknown fields;
 * lengths and amounts are checked by the services against contract/rules.ts, with one clear message each), output
 * shaping (only these fields are serialised, so credentials can never leak) and the OpenAPI description.
 * `_check` fails to compile on drift.
 */
import { Type, type Static } from '@sinclair/typebox'
import type { AttrValue } from '../../../contract/catalogue'
import type * as C from '../../../contract/recycling'
import type { ReviewDecision } from '../../../contract/selling'
import { Lit, Nullable, Text, type Same } from '../../lib/schemas'
import { AttrValueSchema } from '../goods/schemas'
import { OrderStatusSchema } from '../order/schemas'

const ID_MAX = 2_147_483_647
const Id = Type.Integer({ minimum: 1, maximum: ID_MAX })
const Fen = (description: string) => Type.Number({ description })

export const RecycleStatusSchema = Lit(['open', 'accepted', 'completed', 'cancelled'] as const)
export const QuoteStatusSchema = Lit(['pending', 'accepted', 'rejected', 'lapsed'] as const)
export const RecycleTabSchema = Lit(['all', 'open', 'accepted', 'completed', 'cancelled'] as const)
export const MerchantApplicationStatusSchema = Lit(['pending', 'approved', 'rejected'] as const)

export const CredentialsInputSchema = Type.Object(
  { account: Text(1000), password: Text(1000), notes: Type.Optional(Nullable(Text(10_000))) },
  { additionalProperties: false },
)

/** checked value by value against the game's template by the service (none required) */
const RecycleAttrsSchema = Type.Unsafe<Record<string, AttrValue>>({
  type: 'object',
  additionalProperties: true,
  description: 'attribute key -> value per GET /web/gameTempAttr, all optional: the valuation reference',
})

export const RecycleInputSchema = Type.Object(
  {
    gameId: Id,
    systemId: Id,
    carrierId: Type.Optional(Nullable(Id)),
    areaId: Type.Optional(Nullable(Id)),
    serverId: Type.Optional(Nullable(Id)),
    title: Text(1000),
    description: Text(20_000),
    images: Type.Array(Text(300), { maxItems: 100 }),
    expectedPrice: Fen('fen, PRICE_MIN_FEN..PRICE_MAX_FEN'),
    attrs: Type.Optional(RecycleAttrsSchema),
    credentials: CredentialsInputSchema,
    contact: Text(1000),
  },
  { additionalProperties: false },
)

export const RecycleQuoteSchema = Type.Object({
  id: Type.Integer(),
  requestId: Type.Integer(),
  merchantId: Type.Integer(),
  merchantName: Type.String({ description: "the merchant's shop name" }),
  amount: Type.Integer({ description: 'fen' }),
  note: Nullable(Type.String()),
  status: QuoteStatusSchema,
  createdAt: Type.String({ format: 'date-time' }),
  updatedAt: Type.String({ format: 'date-time' }),
})

export const RecycleRequestSchema = Type.Object({
  id: Type.Integer(),
  requestNo: Type.String(),
  gameId: Type.Integer(),
  gameName: Type.String(),
  region: Type.String({ description: "'Android / QQ / 一区'-style, in the request's language" }),
  title: Type.String(),
  description: Type.String(),
  images: Type.Array(Type.String()),
  expectedPrice: Type.Integer({ description: 'fen' }),
  attrs: Type.Optional(Type.Record(Type.String(), AttrValueSchema)),
  status: RecycleStatusSchema,
  quoteCount: Type.Integer(),
  bestQuote: Nullable(Type.Integer({ description: 'fen: highest pending or accepted quote' })),
  acceptedQuote: Nullable(RecycleQuoteSchema),
  orderId: Nullable(Type.Integer()),
  orderStatus: Nullable(OrderStatusSchema),
  contact: Type.String({ description: "the seller's own contact (only ever sent to the seller)" }),
  createdAt: Type.String({ format: 'date-time' }),
  updatedAt: Type.String({ format: 'date-time' }),
})
export const RecycleRequestPageSchema = Type.Object({ rows: Type.Array(RecycleRequestSchema), total: Type.Integer() })

export const AcceptQuoteInputSchema = Type.Object({ quoteId: Id }, { additionalProperties: false })

export const RecentRecycleSchema = Type.Object({
  requestNo: Type.String(),
  gameName: Type.String(),
  title: Type.String(),
  amount: Type.Integer({ description: 'what the merchant paid, fen' }),
  merchantName: Type.String(),
  completedAt: Type.String({ format: 'date-time' }),
})
export const RecentRecyclePageSchema = Type.Object({ rows: Type.Array(RecentRecycleSchema), total: Type.Integer() })

export const RecycleOpeningSchema = Type.Object({
  id: Type.Integer(),
  requestNo: Type.String(),
  gameId: Type.Integer(),
  gameName: Type.String(),
  region: Type.String(),
  title: Type.String(),
  description: Type.String(),
  images: Type.Array(Type.String()),
  expectedPrice: Type.Integer(),
  attrs: Type.Optional(Type.Record(Type.String(), AttrValueSchema)),
  quoteCount: Type.Integer(),
  myQuote: Nullable(RecycleQuoteSchema),
  createdAt: Type.String({ format: 'date-time' }),
})
export const RecycleOpeningPageSchema = Type.Object({ rows: Type.Array(RecycleOpeningSchema), total: Type.Integer() })

export const QuoteInputSchema = Type.Object(
  {
    requestId: Id,
    amount: Fen('fen, PRICE_MIN_FEN..PRICE_MAX_FEN'),
    note: Type.Optional(Nullable(Text(10_000))),
  },
  { additionalProperties: false },
)

export const MerchantTradeSchema = Type.Object({
  quote: RecycleQuoteSchema,
  requestNo: Type.String(),
  gameName: Type.String(),
  title: Type.String(),
  requestStatus: RecycleStatusSchema,
  orderId: Nullable(Type.Integer()),
  orderStatus: Nullable(OrderStatusSchema),
  sellerContact: Type.String({ description: "the seller's contact once the quote is accepted; '' otherwise" }),
})
export const MerchantTradePageSchema = Type.Object({ rows: Type.Array(MerchantTradeSchema), total: Type.Integer() })

export const MerchantApplicationInputSchema = Type.Object(
  { shopName: Text(1000), contact: Text(1000), intro: Text(10_000) },
  { additionalProperties: false },
)

export const MerchantApplicationSchema = Type.Object({
  id: Type.Integer(),
  userId: Type.Integer(),
  shopName: Type.String(),
  contact: Type.String(),
  intro: Type.String(),
  status: MerchantApplicationStatusSchema,
  reason: Nullable(Type.String()),
  createdAt: Type.String({ format: 'date-time' }),
  decidedAt: Nullable(Type.String({ format: 'date-time' })),
})
export const MerchantApplicationPageSchema = Type.Object({ rows: Type.Array(MerchantApplicationSchema), total: Type.Integer() })

/** the reason's length (REVIEW_REASON_MIN..MAX, when rejecting) is checked by the service */
export const ReviewDecisionSchema = Type.Object(
  { approve: Type.Boolean(), reason: Type.Optional(Text(10_000)) },
  { additionalProperties: false },
)

const _check: [
  Same<Static<typeof RecycleInputSchema>, C.RecycleInput>,
  Same<Static<typeof RecycleQuoteSchema>, C.RecycleQuote>,
  Same<Static<typeof RecycleRequestSchema>, C.RecycleRequest>,
  Same<Static<typeof RecycleTabSchema>, C.RecycleTab>,
  Same<Static<typeof AcceptQuoteInputSchema>, C.AcceptQuoteInput>,
  Same<Static<typeof RecentRecycleSchema>, C.RecentRecycle>,
  Same<Static<typeof RecycleOpeningSchema>, C.RecycleOpening>,
  Same<Static<typeof QuoteInputSchema>, C.QuoteInput>,
  Same<Static<typeof MerchantTradeSchema>, C.MerchantTrade>,
  Same<Static<typeof MerchantApplicationInputSchema>, C.MerchantApplicationInput>,
  Same<Static<typeof MerchantApplicationSchema>, C.MerchantApplication>,
  Same<Static<typeof ReviewDecisionSchema>, ReviewDecision>,
] = [true, true, true, true, true, true, true, true, true, true, true, true]
void _check
