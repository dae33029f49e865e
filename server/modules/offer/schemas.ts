/**
 * TypeBox schemas of 议价 and the buyer's alerts (contract/offers.ts). Amounts and lengths are checked by the
 * service with one clear message each. `_check` fails to compile on drift.
 */
import { Type, type Static } from '@sinclair/typebox'
import type * as C from '../../../contract/offers'
import { Lit, Nullable, Text, type Same } from '../../lib/schemas'
import { GoodsQuerySchema } from '../goods/schemas'

const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 })
const Fen = Type.Integer({ minimum: 0, maximum: 100_000_000_000, description: 'fen' })

export const OfferStatusSchema = Lit(['pending_seller', 'pending_buyer', 'accepted', 'ordered', 'declined', 'expired', 'lapsed'] as const)

export const OfferInputSchema = Type.Object({ goodsId: Id, amount: Fen, message: Type.Optional(Text(2000)) }, { additionalProperties: false })

export const OfferRespondInputSchema = Type.Object(
  { action: Lit(['accept', 'counter', 'decline'] as const), amount: Type.Optional(Fen), message: Type.Optional(Text(2000)) },
  { additionalProperties: false },
)

export const OfferStepSchema = Type.Object({
  by: Lit(['buyer', 'seller'] as const),
  action: Lit(['offer', 'counter', 'accept', 'decline'] as const),
  amount: Nullable(Type.Integer()),
  message: Nullable(Type.String()),
  at: Type.String({ format: 'date-time' }),
})

export const OfferSchema = Type.Object({
  id: Type.Integer(),
  goodsId: Type.Integer(),
  title: Type.String(),
  cover: Nullable(Type.String()),
  listPrice: Type.Integer(),
  amount: Type.Integer(),
  status: OfferStatusSchema,
  role: Lit(['buyer', 'seller'] as const),
  myTurn: Type.Boolean(),
  buyerRounds: Type.Integer(),
  sellerRounds: Type.Integer(),
  maxRounds: Type.Integer(),
  expiresAt: Nullable(Type.String({ format: 'date-time' })),
  holdUntil: Nullable(Type.String({ format: 'date-time' })),
  orderId: Nullable(Type.Integer()),
  steps: Type.Array(OfferStepSchema),
  createdAt: Type.String({ format: 'date-time' }),
})
export const OfferPageSchema = Type.Object({ rows: Type.Array(OfferSchema), total: Type.Integer() })

export const OfferTermsSchema = Type.Object({
  enabled: Type.Boolean(),
  price: Type.Integer(),
  minAmount: Type.Integer(),
  maxRounds: Type.Integer(),
  responseHours: Type.Integer(),
  mine: Nullable(OfferSchema),
})

export const OfferSettingsSchema = Type.Object({ goodsId: Type.Integer(), enabled: Type.Boolean(), floor: Nullable(Type.Integer()) })
export const OfferSettingsInputSchema = Type.Object({ enabled: Type.Boolean(), floor: Type.Optional(Nullable(Fen)) }, { additionalProperties: false })

const { sort: _s, pageNum: _n, pageSize: _z, gameId: _g, ...filters } = GoodsQuerySchema.properties
export const SavedSearchQuerySchema = Type.Object({ ...filters, gameId: Id }, { additionalProperties: false })
export const SavedSearchSchema = Type.Object({
  id: Type.Integer(),
  query: SavedSearchQuerySchema,
  gameName: Type.String(),
  createdAt: Type.String({ format: 'date-time' }),
  lastNoticeAt: Nullable(Type.String({ format: 'date-time' })),
})
export const SavedSearchInputSchema = Type.Object({ query: SavedSearchQuerySchema }, { additionalProperties: false })
export const PriceAlertInputSchema = Type.Object({ goodsId: Id, enabled: Type.Boolean() }, { additionalProperties: false })

const _check: [
  Same<Static<typeof OfferInputSchema>, C.OfferInput>,
  Same<Static<typeof OfferRespondInputSchema>, C.OfferRespondInput>,
  Same<Static<typeof OfferSchema>, C.Offer>,
  Same<Static<typeof OfferTermsSchema>, C.OfferTerms>,
  Same<Static<typeof OfferSettingsSchema>, C.OfferSettings>,
  Same<Static<typeof OfferSettingsInputSchema>, C.OfferSettingsInput>,
  Same<Static<typeof SavedSearchSchema>, C.SavedSearch>,
  Same<Static<typeof PriceAlertInputSchema>, C.PriceAlertInput>,
] = [true, true, true, true, true, true, true, true]
void _check
