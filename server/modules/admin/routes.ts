import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from '@sinclair/typebox'
import type { Ctx } from '../../context'
import { requireAdmin } from '../../lib/auth'
import { ok } from '../../lib/envelope'
import { envelope, ErrorEnvelopeSchema as err, IdString } from '../../lib/schemas'
import { OrderDetailSchema } from '../order/schemas'
import { RefundDecisionSchema } from './schemas'
import { decideRefund } from './service'

export const adminRoutes: FastifyPluginAsyncTypebox<{ ctx: Ctx }> = async (app, { ctx }) => {
  const adminOnly = requireAdmin(ctx)

  app.post(
    '/admin/orders/:id/refund',
    {
      onRequest: adminOnly,
      schema: {
        tags: ['admin'],
        security: [{ token: [] }],
        summary: "Decide a refund request: approve (refunded, money to the buyer's wallet, listing off the shelf) or reject (back to delivered)",
        params: Type.Object({ id: IdString }, { additionalProperties: false }),
        body: RefundDecisionSchema,
        response: { 200: envelope(OrderDetailSchema), 400: err, 401: err, 403: err, 404: err, 409: err },
      },
    },
    async (req) => ok(req, await decideRefund(ctx, Number(req.params.id), req.body, req.lang)),
  )
}
