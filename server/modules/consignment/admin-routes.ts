/** Admin review of consignment listings (admins only: 401 logged out, 403 for everyone else). */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from '@sinclair/typebox'
import type { Ctx } from '../../context'
import { requireAdmin } from '../../lib/auth'
import { ok, okWith } from '../../lib/envelope'
import { envelope, ErrorEnvelopeSchema as err, IdString, PageQuery, paging } from '../../lib/schemas'
import { GoodsStatusSchema } from '../goods/schemas'
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
      const listing = await reviewGoods(ctx, Number(req.params.id), req.body, req.lang)
      return okWith(req, req.body.approve ? 'reviewApproved' : 'reviewRejected', listing)
    },
  )
}
