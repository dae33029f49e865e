import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from '@sinclair/typebox'
import type { Ctx } from '../../context'
import { requireStaff } from '../../lib/auth'
import { okWith } from '../../lib/envelope'
import { envelope, ErrorEnvelopeSchema as err, IdString } from '../../lib/schemas'
import { OrderDetailSchema } from '../order/schemas'
import { actorOf } from '../audit/service'
import { RefundDecisionSchema } from './schemas'
import { decideRefund } from './service'

export const adminRoutes: FastifyPluginAsyncTypebox<{ ctx: Ctx }> = async (app, { ctx }) => {
  // customer service decides refunds (admins are staff too); the role is checked before the body is read
  const staffOnly = requireStaff(ctx)

  app.post(
    '/admin/orders/:id/refund',
    {
      onRequest: staffOnly,
      schema: {
        tags: ['admin'],
        security: [{ token: [] }],
        summary: "Staff and admins: decide a refund request: approve (refunded, money to the buyer's wallet, listing off the shelf) or reject (back to delivered)",
        params: Type.Object({ id: IdString }, { additionalProperties: false }),
        body: RefundDecisionSchema,
        response: { 200: envelope(OrderDetailSchema), 400: err, 401: err, 403: err, 404: err, 409: err },
      },
    },
    async (req) =>
      okWith(
        req,
        req.body.approve ? 'refundDecisionApproved' : 'refundDecisionRejected',
        await decideRefund(ctx, actorOf(req), Number(req.params.id), req.body, req.lang),
      ),
  )
}
