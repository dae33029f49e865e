import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from '@sinclair/typebox'
import type { Ctx } from '../../context'
import { authOf, requireAuth } from '../../lib/auth'
import { ok } from '../../lib/envelope'
import { envelope, ErrorEnvelopeSchema as err, PageQuery, paging } from '../../lib/schemas'
import { LedgerPageSchema } from './schemas'
import { listLedger } from './service'

export const walletRoutes: FastifyPluginAsyncTypebox<{ ctx: Ctx }> = async (app, { ctx }) => {
  app.get(
    '/need/wallet/ledger',
    {
      onRequest: requireAuth(ctx),
      schema: {
        tags: ['wallet'],
        security: [{ token: [] }],
        summary: 'My wallet ledger, newest first: every balance change',
        querystring: Type.Object(PageQuery, { additionalProperties: false }),
        response: { 200: envelope(LedgerPageSchema), 400: err, 401: err },
      },
    },
    async (req) =>
      ok(req, await listLedger(ctx, authOf(req).userId, paging(req.query))),
  )
}
