/**
 * TypeBox schemas of the renting wire types (contract/rentals.ts): input validation (unknown fields rejected),
 * output shaping and the OpenAPI description. Ranges (prices, hours, days) are checked by the service, which
 * says which rule was broken; the schemas only fix the types. `_check` fails to compile on drift.
 */
import { Type, type Static } from '@sinclair/typebox'
import type * as C from '../../../contract/rentals'
import { RENT_MAX_DAYS, RENT_MAX_HOURS } from '../../../contract/rules'
import { IdString, Lit, Nullable, PageQuery, type Same } from '../../lib/schemas'
import { GoodsSummarySchema } from '../goods/schemas'

const ID_MAX = 2_147_483_647
const Id = Type.Integer({ minimum: 1, maximum: ID_MAX })

export const RentUnitSchema = Lit(['hour', 'day'] as const)
export const RentSortSchema = Lit(['newest', 'hourPriceAsc', 'dayPriceAsc'] as const)

export const RentTermsSchema = Type.Object({
  hourPrice: Nullable(Type.Integer({ description: 'fen per hour; null: not rented by the hour' })),
  dayPrice: Nullable(Type.Integer({ description: 'fen per day; null: not rented by the day' })),
  minHours: Type.Integer({ description: 'the shortest rental by the hour' }),
})

/** GET /need/goods/rent/{id}: the seller's terms, kept while renting is off so the form can offer them again */
export const SellerRentTermsSchema = Type.Object({ ...RentTermsSchema.properties, enabled: Type.Boolean() })

export const RentableGoodsSchema = Type.Object({ goods: GoodsSummarySchema, terms: RentTermsSchema })
export const RentablePageSchema = Type.Object({ rows: Type.Array(RentableGoodsSchema), total: Type.Integer() })

export const RentSettingsInputSchema = Type.Object(
  {
    id: Id,
    enabled: Type.Boolean(),
    hourPrice: Type.Optional(Nullable(Type.Integer({ description: 'fen; priceOk' }))),
    dayPrice: Type.Optional(Nullable(Type.Integer({ description: 'fen; priceOk' }))),
    minHours: Type.Optional(Type.Integer({ description: `1-${RENT_MAX_HOURS}, default 1` })),
  },
  { additionalProperties: false },
)

export const RentOrderInputSchema = Type.Object(
  {
    goodsId: Id,
    unit: RentUnitSchema,
    quantity: Type.Integer({ description: `hours (minHours-${RENT_MAX_HOURS}) or days (1-${RENT_MAX_DAYS})` }),
    agree: Type.Boolean({ description: 'must be true: the renter accepts the rental terms' }),
  },
  { additionalProperties: false },
)

export const RentListQuerySchema = Type.Object(
  {
    gameId: Type.Optional(IdString),
    keyword: Type.Optional(Type.String({ maxLength: 50, description: 'terms separated by spaces, all must match' })),
    sort: Type.Optional(RentSortSchema),
    ...PageQuery,
  },
  { additionalProperties: false },
)

export const RentPreviewQuerySchema = Type.Object(
  {
    goodsId: IdString,
    unit: RentUnitSchema,
    quantity: Type.String({ pattern: '^[1-9]\\d{0,3}$', description: 'hours or days' }),
  },
  { additionalProperties: false },
)

export const RentPreviewSchema = Type.Object({
  price: Type.Integer({ description: 'fen: unit price x quantity' }),
  serviceFee: Type.Integer(),
  total: Type.Integer(),
  payMinutes: Type.Integer(),
  blocked: Nullable(Lit(['realname', 'minor', 'own', 'unavailable'] as const, 'why the caller may not rent now')),
})

export const RentalInfoSchema = Type.Object({
  unit: RentUnitSchema,
  quantity: Type.Integer(),
  start: Nullable(Type.String({ format: 'date-time' })),
  end: Nullable(Type.String({ format: 'date-time' })),
})

const _check: [
  Same<Static<typeof RentTermsSchema>, C.RentTerms>,
  Same<Static<typeof RentableGoodsSchema>, C.RentableGoods>,
  Same<Static<typeof RentSettingsInputSchema>, C.RentSettingsInput>,
  Same<Static<typeof RentOrderInputSchema>, C.RentOrderInput>,
  Same<Static<typeof RentalInfoSchema>, C.RentalInfo>,
  Same<Static<typeof RentSortSchema>, C.RentSort>,
  Same<Static<typeof RentPreviewSchema>, C.RentPreview>,
] = [true, true, true, true, true, true, true]
void _check
