/** Customer service's side of problem reports (staff and admins): the queue and the reply. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from '@sinclair/typebox'
import type { Ctx } from '../../context'
import { requireStaff } from '../../lib/auth'
import { ok, okWith } from '../../lib/envelope'
import { envelope, ErrorEnvelopeSchema as err, IdString, PageQuery, paging } from '../../lib/schemas'
import { ProblemReplyInputSchema, ProblemReportPageSchema, ProblemReportSchema, ProblemStatusSchema } from './schemas'
import { actorOf } from '../audit/service'
import { listProblems, replyToProblem } from './service'

const errors = { 400: err, 401: err, 403: err, 404: err, 409: err }

export const feedbackAdminRoutes: FastifyPluginAsyncTypebox<{ ctx: Ctx }> = async (app, { ctx }) => {
  const staffOnly = requireStaff(ctx)
  const tags = ['admin']
  const security = [{ token: [] }]

  app.get(
    '/admin/problems',
    {
      onRequest: staffOnly,
      schema: {
        tags,
        security,
        summary: 'Problem reports (all, or of a status), newest first',
        querystring: Type.Object({ status: Type.Optional(ProblemStatusSchema), ...PageQuery }, { additionalProperties: false }),
        response: { 200: envelope(ProblemReportPageSchema), ...errors },
      },
    },
    async (req) => ok(req, await listProblems(ctx, { status: req.query.status, ...paging(req.query) })),
  )

  app.post(
    '/admin/problems/:id/reply',
    {
      onRequest: staffOnly,
      schema: {
        tags,
        security,
        summary: 'Answer an open report (409 once answered); the user gets a message linking to ProblemList',
        params: Type.Object({ id: IdString }, { additionalProperties: false }),
        body: ProblemReplyInputSchema,
        response: { 200: envelope(ProblemReportSchema), ...errors },
      },
    },
    async (req) => okWith(req, 'problemReplySent', await replyToProblem(ctx, actorOf(req), Number(req.params.id), req.body.reply)),
  )
}
