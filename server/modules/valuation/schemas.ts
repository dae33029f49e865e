/**
 * TypeBox schemas of the valuation wire types (contract/valuation.ts). The `_check` lines fail to compile if a
 * schema drifts from the contract.
 */
import { Type, type Static } from '@sinclair/typebox'
import type * as C from '../../../contract/valuation'
import type { Same } from '../../lib/schemas'
import { AttrValueSchema } from '../goods/schemas'

const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 })
const Fen = Type.Integer({ description: 'fen' })

/** checked value by value by the service, so a wrong one gets the module's message */
const AttrValuesSchema = Type.Unsafe<C.AttrValues>({
  type: 'object',
  additionalProperties: true,
  description: 'attribute key -> value (number, text or list of options) per GET /web/gameTempAttr; empty ones are not compared',
})

export const ValuationInputSchema = Type.Object({ gameId: Id, attrs: AttrValuesSchema }, { additionalProperties: false })
export const PriceCheckInputSchema = Type.Object(
  { gameId: Id, attrs: AttrValuesSchema, price: Type.Integer({ description: 'the asked price, fen' }) },
  { additionalProperties: false },
)

const ComparableSchema = Type.Object({
  attrs: Type.Record(Type.String(), AttrValueSchema),
  price: Fen,
  date: Type.String({ description: 'YYYY-MM-DD, China time' }),
  weight: Type.Number(),
})

export const ValuationSchema = Type.Union([
  Type.Object({
    status: Type.Literal('ok'),
    estimate: Fen,
    low: Fen,
    high: Fen,
    confidence: Type.Number({ minimum: 0, maximum: 1 }),
    level: Type.Union([Type.Literal('high'), Type.Literal('medium'), Type.Literal('low')]),
    comparables: Type.Array(ComparableSchema, { description: 'anonymised: no seller, buyer, listing or order' }),
    deals: Type.Integer(),
  }),
  Type.Object({ status: Type.Literal('too_few'), found: Type.Integer(), needed: Type.Integer(), deals: Type.Integer() }),
])

export const PriceCheckSchema = Type.Object({
  valuation: ValuationSchema,
  belowPercent: Type.Union([Type.Integer(), Type.Null()]),
  farFromRange: Type.Union([Type.Literal('above'), Type.Literal('below'), Type.Null()]),
})

export const PriceHistorySchema = Type.Object({
  gameId: Type.Integer(),
  weeks: Type.Array(Type.Object({ week: Type.String(), median: Fen, count: Type.Integer() })),
  count: Type.Integer(),
  filters: Type.Array(
    Type.Object({
      key: Type.String(),
      label: Type.String(),
      choices: Type.Array(
        Type.Object({ label: Type.String(), value: Type.Optional(Type.String()), min: Type.Optional(Type.Number()), max: Type.Optional(Type.Number()) }),
      ),
    }),
  ),
})

export const ListingBadgesSchema = Type.Array(Type.Object({ goodsId: Type.Integer(), belowPercent: Type.Union([Type.Integer(), Type.Null()]) }))

const _check: [
  Same<Static<typeof ValuationSchema>, C.Valuation>,
  Same<Static<typeof PriceCheckSchema>, C.PriceCheck>,
  Same<Static<typeof PriceHistorySchema>, C.PriceHistory>,
] = [true, true, true]
void _check
