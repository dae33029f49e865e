/** Customer service's dispute routes (staff and admins): the queue, one case, the decision. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from '@sinclair/typebox'
import type { Ctx } from '../../context'
import { authOf, requireStaff } from '../../lib/auth'
import { ok, okWith } from '../../lib/envelope'
import { envelope, ErrorEnvelopeSchema as err, IdString, PageQuery, paging } from '../../lib/schemas'
import { actorOf } from '../audit/service'
import { decideByStaff } from './decide'
import { DisputeCasePageSchema, DisputeCaseSchema, DisputeDecisionInputSchema, DisputeStatusSchema } from './schemas'
import { getDisputeCase, listDisputeCases } from './service'
import { clause } from './texts'

const IdParams = Type.Object({ id: IdString }, { additionalProperties: false })
const errors = { 400: err, 401: err, 403: err, 404: err, 409: err }

export const disputeAdminRoutes: FastifyPluginAsyncTypebox<{ ctx: Ctx }> = async (app, { ctx }) => {
  const staffOnly = requireStaff(ctx)
  const tags = ['admin']
  const security = [{ token: [] }]

  app.get(
    '/admin/disputes',
    {
      onRequest: staffOnly,
      schema: {
        tags,
        security,
        summary: 'Disputes, oldest first (all, or of one status: with_staff is the queue to decide)',
        querystring: Type.Object({ status: Type.Optional(DisputeStatusSchema), ...PageQuery }, { additionalProperties: false }),
        response: { 200: envelope(DisputeCasePageSchema), ...errors },
      },
    },
    async (req) => ok(req, await listDisputeCases(ctx, authOf(req), { status: req.query.status, ...paging(req.query) })),
  )

  app.get(
    '/admin/dispute/:id',
    {
      onRequest: staffOnly,
      schema: {
        tags,
        security,
        summary: 'One dispute with its order, goods, parties and room',
        params: IdParams,
        response: { 200: envelope(DisputeCaseSchema), ...errors },
      },
    },
    async (req) => ok(req, await getDisputeCase(ctx, authOf(req), Number(req.params.id))),
  )

  app.post(
    '/admin/dispute/:id/decide',
    {
      onRequest: staffOnly,
      schema: {
        tags,
        security,
        summary:
          'Decide a dispute with staff: refund_full, refund_partial (0 < amount < paid, fen) or rejected, with a reason; exactly once (409 after). Money moves through the wallet ledger',
        params: IdParams,
        body: DisputeDecisionInputSchema,
        response: { 200: envelope(DisputeCaseSchema), ...errors },
      },
    },
    // the reason is read inside sentences that end it themselves: kept without the full stop staff may have typed
    async (req) => {
      const input = { ...req.body, reason: clause(req.body.reason) }
      return okWith(req, 'disputeDecisionDone', await decideByStaff(ctx, actorOf(req), Number(req.params.id), input))
    },
  )
}
