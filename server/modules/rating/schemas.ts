/** TypeBox schemas of ratings and the seller's record (contract/trade.ts); `_check` fails to compile on drift. */
import { Type, type Static } from '@sinclair/typebox'
import type { Rating, RatingInput, RatingTag, SellerProfile, SellerStats } from '../../../contract/trade'
import { RATING_TAGS } from '../../../contract/trade'
import { Lit, Nullable, type Same } from '../../lib/schemas'

const rate = (description: string) => Nullable(Type.Number({ minimum: 0, maximum: 1, description }))

export const SellerStatsSchema = Type.Object({
  completedTrades: Type.Integer({ minimum: 0, description: 'completed sale orders as seller' }),
  positiveRate: rate('share of ratings with 4 or 5 stars'),
  ratingCount: Type.Integer({ minimum: 0 }),
  averageStars: Nullable(Type.Number({ minimum: 1, maximum: 5 })),
  avgHandoverMinutes: Nullable(Type.Number({ minimum: 0, description: 'payment to handover complete' })),
  disputeRate: rate("share of the seller's paid orders that had a dispute"),
})

export const RatingTagSchema = Lit(RATING_TAGS)

export const RatingInputSchema = Type.Object(
  {
    stars: Type.Union([1, 2, 3, 4, 5].map((n) => Type.Literal(n as 1 | 2 | 3 | 4 | 5)), { description: '1-5' }),
    // tag values and repeats are checked by the service, with one clear message
    tags: Type.Unsafe<RatingTag[]>({ type: 'array', items: { type: 'string', maxLength: 40 }, maxItems: 20, description: 'RATING_TAGS values' }),
    comment: Type.Optional(Nullable(Type.String({ maxLength: 10_000, description: 'at most RATING_COMMENT_MAX characters' }))),
  },
  { additionalProperties: false },
)

export const RatingSchema = Type.Object({
  orderId: Type.Integer(),
  stars: Type.Integer({ minimum: 1, maximum: 5 }),
  tags: Type.Array(RatingTagSchema),
  comment: Nullable(Type.String()),
  buyer: Type.String({ description: "masked nickname, e.g. '张**'" }),
  goodsTitle: Type.String(),
  createdAt: Type.String({ format: 'date-time' }),
  updatedAt: Type.String({ format: 'date-time' }),
  editableUntil: Type.String({ format: 'date-time' }),
})
export const RatingPageSchema = Type.Object({ rows: Type.Array(RatingSchema), total: Type.Integer() })

export const SellerProfileSchema = Type.Object({
  id: Type.Integer(),
  nickname: Type.String(),
  avatar: Nullable(Type.String()),
  verified: Type.Boolean(),
  memberSince: Type.String({ format: 'date-time' }),
  stats: SellerStatsSchema,
})

const _check: [
  Same<Static<typeof SellerStatsSchema>, SellerStats>,
  Same<Static<typeof RatingInputSchema>, RatingInput>,
  Same<Static<typeof RatingSchema>, Rating>,
  Same<Static<typeof SellerProfileSchema>, SellerProfile>,
] = [true, true, true, true]
void _check
