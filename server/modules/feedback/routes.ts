/** Feedback and problem reports of the logged-in user (fankui, suggest, ProblemList). */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from '@sinclair/typebox'
import type { Ctx } from '../../context'
import { authOf, requireAuth } from '../../lib/auth'
import { ok, okWith } from '../../lib/envelope'
import { envelope, ErrorEnvelopeSchema as err, PageQuery, paging } from '../../lib/schemas'
import { ProblemInputSchema, ProblemReportPageSchema, ProblemReportSchema } from './schemas'
import { listMyProblems, submitProblem } from './service'

export const feedbackRoutes: FastifyPluginAsyncTypebox<{ ctx: Ctx }> = async (app, { ctx }) => {
  const onRequest = requireAuth(ctx)
  const tags = ['feedback']
  const security = [{ token: [] }]

  app.post(
    '/account/problem',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'File feedback or a problem report (limited per user per day, then 429); images must be my uploads',
        body: ProblemInputSchema,
        response: { 200: envelope(ProblemReportSchema), 400: err, 401: err, 429: err },
      },
    },
    async (req) => okWith(req, 'problemSubmitted', await submitProblem(ctx, authOf(req).userId, req.body)),
  )

  app.get(
    '/account/problem/list',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'My reports, newest first, with the platform reply',
        querystring: Type.Object(PageQuery, { additionalProperties: false }),
        response: { 200: envelope(ProblemReportPageSchema), 400: err, 401: err },
      },
    },
    async (req) => ok(req, await listMyProblems(ctx, authOf(req).userId, paging(req.query))),
  )
}
