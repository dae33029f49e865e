/** Admin review of merchant applications. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from '@sinclair/typebox'
import type { Ctx } from '../../context'
import { requireAdmin } from '../../lib/auth'
import { ok } from '../../lib/envelope'
import { envelope, ErrorEnvelopeSchema as err, IdString, PageQuery, paging } from '../../lib/schemas'
import { actorOf } from '../audit/service'
import { listApplications, reviewApplication } from './applications'
import { MerchantApplicationPageSchema, MerchantApplicationSchema, MerchantApplicationStatusSchema, ReviewDecisionSchema } from './schemas'

const errors = { 400: err, 401: err, 403: err, 404: err, 409: err }

export const recycleAdminRoutes: FastifyPluginAsyncTypebox<{ ctx: Ctx }> = async (app, { ctx }) => {
  const adminOnly = requireAdmin(ctx)
  const tags = ['admin']
  const security = [{ token: [] }]

  app.get(
    '/admin/merchant-applications',
    {
      onRequest: adminOnly,
      schema: {
        tags,
        security,
        summary: 'Merchant applications by status (default pending, oldest first)',
        querystring: Type.Object({ status: Type.Optional(MerchantApplicationStatusSchema), ...PageQuery }, { additionalProperties: false }),
        response: { 200: envelope(MerchantApplicationPageSchema), ...errors },
      },
    },
    async (req) => ok(req, await listApplications(ctx, { status: req.query.status ?? 'pending', ...paging(req.query) })),
  )

  app.post(
    '/admin/merchant-applications/:id/review',
    {
      onRequest: adminOnly,
      schema: {
        tags,
        security,
        summary: 'Approve (the user becomes a merchant) or reject with a reason a pending application; the applicant is told',
        params: Type.Object({ id: IdString }, { additionalProperties: false }),
        body: ReviewDecisionSchema,
        response: { 200: envelope(MerchantApplicationSchema), ...errors },
      },
    },
    async (req) => ok(req, await reviewApplication(ctx, actorOf(req), Number(req.params.id), req.body)),
  )
}
