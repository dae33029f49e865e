/** Admin review of consignment listings (admins only: 401 logged out, 403 for everyone else). */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from '@sinclair/typebox'
import type { Ctx } from '../../context'
import { requireAdmin } from '../../lib/auth'
import { ok, okWith } from '../../lib/envelope'
import { envelope, ErrorEnvelopeSchema as err, IdString, PageQuery, paging } from '../../lib/schemas'
import { GoodsStatusSchema } from '../goods/schemas'
import { actorOf } from '../audit/service'
import { adminReviewQueue, listingDetail, searchListings, takeDown } from './admin-listings'
import { AdminGoodsQuerySchema, AdminGoodsRowPageSchema, AdminListingDetailSchema, AdminListingPageSchema, TakedownInputSchema } from './admin-schemas'
import { reviewGoods, reviewQueue } from './review'
import { ReviewDecisionSchema, ReviewGoodsPageSchema, ReviewGoodsSchema } from './schemas'

export const consignmentAdminRoutes: FastifyPluginAsyncTypebox<{ ctx: Ctx }> = async (app, { ctx }) => {
  const onRequest = requireAdmin(ctx)
  const tags = ['admin']
  const security = [{ token: [] }]

  app.get(
    '/admin/goods',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'Listings by status for review (default pending_review, oldest first)',
        querystring: Type.Object({ status: Type.Optional(GoodsStatusSchema), ...PageQuery }, { additionalProperties: false }),
        response: { 200: envelope(ReviewGoodsPageSchema), 400: err, 401: err, 403: err },
      },
    },
    async (req) => ok(req, await reviewQueue(ctx, req.query.status ?? 'pending_review', paging(req.query), req.lang)),
  )

  app.post(
    '/admin/goods/:id/review',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'Approve (-> on_sale) or reject with a reason (-> rejected) a listing pending review; the seller is told',
        params: Type.Object({ id: IdString }, { additionalProperties: false }),
        body: ReviewDecisionSchema,
        response: { 200: envelope(ReviewGoodsSchema), 400: err, 401: err, 403: err, 404: err, 409: err },
      },
    },
    async (req) => {
      const listing = await reviewGoods(ctx, actorOf(req), Number(req.params.id), req.body, req.lang)
      return okWith(req, req.body.approve ? 'reviewApproved' : 'reviewRejected', listing)
    },
  )

  app.get(
    '/admin/goods/queue',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'The review queue for the console: pending listings oldest first, with images, attributes in words, which credentials exist (never their values), the seller\'s record and blacklist hits',
        querystring: Type.Object(PageQuery, { additionalProperties: false }),
        response: { 200: envelope(AdminListingPageSchema), 400: err, 401: err, 403: err },
      },
    },
    async (req) => ok(req, await adminReviewQueue(ctx, paging(req.query), req.lang)),
  )

  app.get(
    '/admin/goods/search',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'Every consignment listing, newest first: by id, title keyword, game, seller (id or phone), status and creation time',
        querystring: AdminGoodsQuerySchema,
        response: { 200: envelope(AdminGoodsRowPageSchema), 400: err, 401: err, 403: err },
      },
    },
    async (req) => {
      const q = req.query
      return ok(
        req,
        await searchListings(
          ctx,
          {
            ...paging(q),
            id: q.id ? Number(q.id) : undefined,
            keyword: q.keyword,
            gameId: q.gameId ? Number(q.gameId) : undefined,
            seller: q.seller,
            status: q.status,
            from: q.from ? new Date(q.from) : undefined,
            to: q.to ? new Date(q.to) : undefined,
          },
          req.lang,
        ),
      )
    },
  )

  app.get(
    '/admin/goods/:id',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'One listing as the console shows it, with the open order holding it and its audit history',
        params: Type.Object({ id: IdString }, { additionalProperties: false }),
        response: { 200: envelope(AdminListingDetailSchema), 400: err, 401: err, 403: err, 404: err },
      },
    },
    async (req) => ok(req, await listingDetail(ctx, Number(req.params.id), req.lang)),
  )

  app.post(
    '/admin/goods/:id/takedown',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'Take a listing on sale off the shelf with a reason the seller is told; 409 while an open order holds it',
        params: Type.Object({ id: IdString }, { additionalProperties: false }),
        body: TakedownInputSchema,
        response: { 200: envelope(AdminListingDetailSchema), 400: err, 401: err, 403: err, 404: err, 409: err },
      },
    },
    async (req) => okWith(req, 'goodsTakenDown', await takeDown(ctx, actorOf(req), Number(req.params.id), req.body.reason, req.lang)),
  )
}
