import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { Ctx } from '../../context'
import { authOf, requireAuth } from '../../lib/auth'
import { ok } from '../../lib/envelope'
import { envelope, ErrorEnvelopeSchema as err } from '../../lib/schemas'
import { NotifyResultSchema, PaymentInfoSchema, PaymentNoParams, SandboxNotifySchema } from './schemas'
import { handleNotification, paymentInfo, sandboxConfirm } from './service'

export const paymentRoutes: FastifyPluginAsyncTypebox<{ ctx: Ctx }> = async (app, { ctx }) => {
  const onRequest = requireAuth(ctx)
  const tags = ['payment']
  const security = [{ token: [] }]

  app.get(
    '/pay/sandbox/:paymentNo',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: "The sandbox cashier's view of a payment (the order's buyer only; 404 for anyone else)",
        params: PaymentNoParams,
        response: { 200: envelope(PaymentInfoSchema), 400: err, 401: err, 404: err },
      },
    },
    async (req) => ok(req, await paymentInfo(ctx, authOf(req).userId, req.params.paymentNo, req.lang)),
  )

  app.post(
    '/pay/sandbox/:paymentNo/confirm',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'The buyer presses "pay" in the sandbox cashier: the sandbox sends its signed notification',
        params: PaymentNoParams,
        response: { 200: envelope(PaymentInfoSchema), 400: err, 401: err, 404: err, 409: err },
      },
    },
    async (req) => ok(req, await sandboxConfirm(ctx, authOf(req).userId, req.params.paymentNo, req.lang)),
  )

  app.post(
    '/pay/notify/sandbox',
    {
      schema: {
        tags,
        summary: 'Payment notification of the sandbox provider (signed; forged -> 400, repeated -> 200 and no change)',
        body: SandboxNotifySchema,
        response: { 200: envelope(NotifyResultSchema), 400: err },
      },
    },
    async (req) => ok(req, { result: await handleNotification(ctx, req.body) }),
  )
}
