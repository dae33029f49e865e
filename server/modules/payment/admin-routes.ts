/** The admins' provider-refund queue: refunds WeChat Pay or Alipay have not taken yet, and a retry now. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from '@sinclair/typebox'
import type { Ctx } from '../../context'
import { requireAdmin } from '../../lib/auth'
import { ok, okWith } from '../../lib/envelope'
import { envelope, ErrorEnvelopeSchema as err, IdString, paging } from '../../lib/schemas'
import { actorOf } from '../audit/service'
import { ProviderRefundPageSchema, ProviderRefundQuerySchema, ProviderRefundRetrySchema } from './admin-schemas'
import { listProviderRefunds, retryRefund } from './admin-service'

const errors = { 400: err, 401: err, 403: err, 404: err, 409: err }

export const paymentAdminRoutes: FastifyPluginAsyncTypebox<{ ctx: Ctx }> = async (app, { ctx }) => {
  const adminOnly = requireAdmin(ctx)
  const tags = ['admin']
  const security = [{ token: [] }]

  app.get(
    '/admin/refunds',
    {
      onRequest: adminOnly,
      schema: {
        tags,
        security,
        summary: 'Provider refunds (WeChat Pay, Alipay): pending ones oldest first with attempts and the last error (default), or sent ones',
        querystring: ProviderRefundQuerySchema,
        response: { 200: envelope(ProviderRefundPageSchema), ...errors },
      },
    },
    async (req) => ok(req, await listProviderRefunds(ctx, { status: req.query.status, ...paging(req.query) })),
  )

  app.post(
    '/admin/refunds/:id/retry',
    {
      onRequest: adminOnly,
      schema: {
        tags,
        security,
        summary: 'Send a pending provider refund now (the refund loop’s sender); 409 when it was sent or is being sent. Answers it after the provider’s answer',
        params: Type.Object({ id: IdString }, { additionalProperties: false }),
        response: { 200: envelope(ProviderRefundRetrySchema), ...errors },
      },
    },
    async (req) => {
      const result = await retryRefund(ctx, actorOf(req), Number(req.params.id))
      return okWith(req, result.sent ? 'refundRetrySent' : 'refundRetryFailed', result)
    },
  )
}
