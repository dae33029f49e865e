/** Ratings of trades (login) and the seller's public page (contract/trade.ts). */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from '@sinclair/typebox'
import type { Ctx } from '../../context'
import { authOf, requireAuth } from '../../lib/auth'
import { ok, okWith } from '../../lib/envelope'
import { envelope, ErrorEnvelopeSchema as err, IdString, Nullable, PageQuery, paging } from '../../lib/schemas'
import { GoodsPageSchema } from '../goods/schemas'
import { RatingInputSchema, RatingPageSchema, RatingSchema, SellerProfileSchema } from './schemas'
import { orderRating, rateOrder, sellerGoods, sellerProfile, sellerRatings } from './service'

const IdParams = Type.Object({ id: IdString }, { additionalProperties: false })
const PagingQuery = Type.Object(PageQuery, { additionalProperties: false })
const errors = { 400: err, 401: err, 403: err, 404: err, 409: err }

export const ratingRoutes: FastifyPluginAsyncTypebox<{ ctx: Ctx }> = async (app, { ctx }) => {
  const onRequest = requireAuth(ctx)
  const security = [{ token: [] }]

  app.put(
    '/need/order/:id/rating',
    {
      onRequest,
      schema: {
        tags: ['rating'],
        security,
        summary: 'The buyer rates a completed sale order (once), or changes the rating within RATING_EDIT_DAYS (409 after)',
        params: IdParams,
        body: RatingInputSchema,
        response: { 200: envelope(RatingSchema), ...errors },
      },
    },
    async (req) => okWith(req, 'ratingSaved', await rateOrder(ctx, authOf(req).userId, Number(req.params.id), req.body)),
  )

  app.get(
    '/need/order/:id/rating',
    {
      onRequest,
      schema: {
        tags: ['rating'],
        security,
        summary: "The order's rating, or null (buyer or seller; 404 for others)",
        params: IdParams,
        response: { 200: envelope(Nullable(RatingSchema)), ...errors },
      },
    },
    async (req) => ok(req, await orderRating(ctx, authOf(req).userId, Number(req.params.id))),
  )

  app.get(
    '/web/seller/:id',
    {
      schema: {
        tags: ['seller'],
        summary: "A seller's public page head and record (404 for a user with no public listing and no completed sale)",
        params: IdParams,
        response: { 200: envelope(SellerProfileSchema), 400: err, 404: err },
      },
    },
    async (req) => ok(req, await sellerProfile(ctx, Number(req.params.id))),
  )

  app.get(
    '/web/seller/:id/ratings',
    {
      schema: {
        tags: ['seller'],
        summary: "The seller's ratings, newest first, buyers masked",
        params: IdParams,
        querystring: PagingQuery,
        response: { 200: envelope(RatingPageSchema), 400: err, 404: err },
      },
    },
    async (req) => ok(req, await sellerRatings(ctx, Number(req.params.id), paging(req.query))),
  )

  app.get(
    '/web/seller/:id/goods',
    {
      schema: {
        tags: ['seller'],
        summary: "The seller's listings on sale, newest first",
        params: IdParams,
        querystring: PagingQuery,
        response: { 200: envelope(GoodsPageSchema), 400: err, 404: err },
      },
    },
    async (req) => ok(req, await sellerGoods(ctx, Number(req.params.id), paging(req.query), req.lang)),
  )
}
