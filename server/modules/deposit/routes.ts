/** The seller's deposit (保证金, 我的 > 保证金): what is held and paying it from the wallet. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { Ctx } from '../../context'
import { authOf, requireAuth } from '../../lib/auth'
import { ok, okWith } from '../../lib/envelope'
import { envelope, ErrorEnvelopeSchema as err } from '../../lib/schemas'
import { DepositPayInputSchema, DepositStateSchema } from './schemas'
import { getDeposit, payDeposit } from './service'

const errors = { 400: err, 401: err, 403: err, 404: err, 409: err, 429: err }

export const depositRoutes: FastifyPluginAsyncTypebox<{ ctx: Ctx }> = async (app, { ctx }) => {
  const onRequest = requireAuth(ctx)
  const tags = ['deposit']
  const security = [{ token: [] }]

  app.get(
    '/need/deposit',
    { onRequest, schema: { tags, security, summary: 'My seller deposit and when one is needed', response: { 200: envelope(DepositStateSchema), ...errors } } },
    async (req) => ok(req, await getDeposit(ctx, authOf(req).userId)),
  )

  app.post(
    '/need/deposit/pay',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'Freeze what is missing of the deposit in my wallet (payment password); 409 when it is paid in full',
        body: DepositPayInputSchema,
        response: { 200: envelope(DepositStateSchema), ...errors },
      },
    },
    async (req) => okWith(req, 'depositPaid', await payDeposit(ctx, authOf(req).userId, req.body)),
  )
}
