/** Valuation (估价) and price history: public, no login (contract/valuation.ts). */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from '@sinclair/typebox'
import type { Ctx } from '../../context'
import { ok } from '../../lib/envelope'
import { envelope, ErrorEnvelopeSchema as err, IdString } from '../../lib/schemas'
import { ListingBadgesSchema, PriceCheckInputSchema, PriceCheckSchema, PriceHistorySchema, ValuationInputSchema, ValuationSchema } from './schemas'
import { checkAskedPrice, checkListing, listingBadges, priceHistory, valuate } from './service'

const errors = { 400: err, 404: err }
const NumberString = Type.String({ pattern: '^\\d{1,9}$' })

export const valuationRoutes: FastifyPluginAsyncTypebox<{ ctx: Ctx }> = async (app, { ctx }) => {
  const tags = ['valuation']

  app.post(
    '/web/valuation',
    {
      schema: {
        tags,
        summary: "A valuation of a game's account from its attributes: range, estimate, confidence and the anonymised comparables, or too_few",
        body: ValuationInputSchema,
        response: { 200: envelope(ValuationSchema), ...errors },
      },
    },
    async (req) => ok(req, await valuate(ctx, req.body.gameId, req.body.attrs)),
  )

  app.post(
    '/web/valuation/check',
    {
      schema: {
        tags,
        summary: 'An asked price against the valuation (the sell form): the valuation, the below-estimate percent and whether it is far from the range',
        body: PriceCheckInputSchema,
        response: { 200: envelope(PriceCheckSchema), ...errors },
      },
    },
    async (req) => ok(req, await checkAskedPrice(ctx, req.body.gameId, req.body.attrs, req.body.price)),
  )

  app.get(
    '/web/valuation/listing',
    {
      schema: {
        tags,
        summary: "A listing on sale against the valuation of its attributes (404 when it is not on sale)",
        querystring: Type.Object({ goodsId: IdString }, { additionalProperties: false }),
        response: { 200: envelope(PriceCheckSchema), ...errors },
      },
    },
    async (req) => ok(req, await checkListing(ctx, Number(req.query.goodsId))),
  )

  app.get(
    '/web/valuation/badges',
    {
      schema: {
        tags,
        summary: 'The "低于估价 N%" badges of listing cards (comma-separated ids, at most 50); null where none is shown',
        querystring: Type.Object({ ids: Type.String({ pattern: '^[1-9]\\d{0,8}(,[1-9]\\d{0,8}){0,49}$' }) }, { additionalProperties: false }),
        response: { 200: envelope(ListingBadgesSchema), ...errors },
      },
    },
    async (req) => ok(req, await listingBadges(ctx, req.query.ids.split(',').map(Number))),
  )

  app.get(
    '/web/valuation/history',
    {
      schema: {
        tags,
        summary: "The game's median deal price per week over the last year, optionally for one value of a key attribute (value) or a band of a number attribute (min inclusive, max exclusive)",
        querystring: Type.Object(
          {
            gameId: IdString,
            key: Type.Optional(Type.String({ maxLength: 40 })),
            value: Type.Optional(Type.String({ maxLength: 60 })),
            min: Type.Optional(NumberString),
            max: Type.Optional(NumberString),
          },
          { additionalProperties: false },
        ),
        response: { 200: envelope(PriceHistorySchema), ...errors },
      },
    },
    async (req) => {
      const q = req.query
      return ok(
        req,
        await priceHistory(
          ctx,
          Number(q.gameId),
          { key: q.key, value: q.value, min: q.min === undefined ? undefined : Number(q.min), max: q.max === undefined ? undefined : Number(q.max) },
          req.lang,
        ),
      )
    },
  )
}
