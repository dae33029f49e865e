/** Customer service's review of compensation claims (staff and admins): the queue and the decision (approve pays into the buyer's wallet). */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from '@sinclair/typebox'
import type { Ctx } from '../../context'
import { authOf, requireStaff } from '../../lib/auth'
import { okWith, ok } from '../../lib/envelope'
import { envelope, ErrorEnvelopeSchema as err, IdString, PageQuery, paging } from '../../lib/schemas'
import { ReserveStateSchema, ClaimDecisionSchema, ClaimStatusSchema, CompensationClaimPageSchema, CompensationClaimSchema } from './schemas'
import { actorOf } from '../audit/service'
import { decideClaim, listClaims } from './service'
import { evidencePdf } from './evidence'
import { platformState } from '../wallet/platform'

const errors = { 400: err, 401: err, 403: err, 404: err, 409: err }

export const claimAdminRoutes: FastifyPluginAsyncTypebox<{ ctx: Ctx }> = async (app, { ctx }) => {
  const staffOnly = requireStaff(ctx)
  const tags = ['admin']
  const security = [{ token: [] }]

  app.get(
    '/admin/claims',
    {
      onRequest: staffOnly,
      schema: {
        tags,
        security,
        summary: 'Compensation claims by status: submitted ones oldest first, otherwise newest first (all when no status)',
        querystring: Type.Object({ status: Type.Optional(ClaimStatusSchema), ...PageQuery }, { additionalProperties: false }),
        response: { 200: envelope(CompensationClaimPageSchema), ...errors },
      },
    },
    async (req) => ok(req, await listClaims(ctx, { status: req.query.status, ...paging(req.query) }, req.lang)),
  )

  app.get(
    '/admin/claims/reserve',
    {
      onRequest: staffOnly,
      schema: {
        tags,
        security,
        summary: 'The compensation reserve: its balance and latest movements (fees in, claims paid, recoveries)',
        response: { 200: envelope(ReserveStateSchema), ...errors },
      },
    },
    async (req) => ok(req, await platformState(ctx.db, 'reserve')),
  )

  app.get(
    '/admin/claims/:id/evidence.pdf',
    {
      onRequest: staffOnly,
      schema: {
        tags,
        security,
        summary: "A claim's evidence bundle as PDF; authorities=1 adds the seller's real-name identity (the copy for the authorities)",
        params: Type.Object({ id: IdString }, { additionalProperties: false }),
        querystring: Type.Object({ authorities: Type.Optional(Type.Union([Type.Literal('1'), Type.Literal('0')])) }, { additionalProperties: false }),
        response: { 200: { description: 'the PDF', content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } } }, ...errors },
      },
    },
    async (req, reply) => {
      const { pdf, name } = await evidencePdf(ctx, authOf(req), Number(req.params.id), req.query.authorities === '1')
      return reply.header('content-type', 'application/pdf').header('content-disposition', `attachment; filename="${name}"`).send(pdf)
    },
  )

  app.post(
    '/admin/claims/:id/decision',
    {
      onRequest: staffOnly,
      schema: {
        tags,
        security,
        summary:
          "Approve (amount 1..cap fen, paid from the compensation reserve into the buyer's wallet; a 找回 claim is then recovered from the seller: wallet, deposit, debt) or reject (note required) a submitted claim; 409 once decided. The buyer is told",
        params: Type.Object({ id: IdString }, { additionalProperties: false }),
        body: ClaimDecisionSchema,
        response: { 200: envelope(CompensationClaimSchema), ...errors },
      },
    },
    async (req) => {
      const claim = await decideClaim(ctx, actorOf(req), Number(req.params.id), req.body, req.lang)
      return okWith(req, req.body.approve ? 'claimApproved' : 'claimRejected', claim)
    },
  )
}
