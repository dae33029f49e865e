/** The console's 异常任务 list (staff and admins, like the other customer-service queues) and its retry. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from '@sinclair/typebox'
import type { Ctx } from '../../context'
import { requireStaff } from '../../lib/auth'
import { ok, okWith } from '../../lib/envelope'
import { envelope, ErrorEnvelopeSchema as err, IdString, paging } from '../../lib/schemas'
import { actorOf } from '../audit/service'
import { JobFailurePageSchema, JobFailureQuerySchema, JobFailureSchema } from './schemas'
import { listJobFailures, retryJobFailure } from './service'

const errors = { 400: err, 401: err, 403: err, 404: err }

export const jobAdminRoutes: FastifyPluginAsyncTypebox<{ ctx: Ctx }> = async (app, { ctx }) => {
  const staffOnly = requireStaff(ctx)
  const tags = ['admin']
  const security = [{ token: [] }]

  app.get(
    '/admin/jobs/failures',
    {
      onRequest: staffOnly,
      schema: {
        tags,
        security,
        summary:
          'Background items that failed (order expiry / completion, dispute escalation, view purge): dead ones first, then those backing off by next attempt; the error is redacted',
        querystring: JobFailureQuerySchema,
        response: { 200: envelope(JobFailurePageSchema), ...errors },
      },
    },
    async (req) => ok(req, await listJobFailures(ctx, { status: req.query.status, kind: req.query.kind, ...paging(req.query) })),
  )

  app.post(
    '/admin/jobs/failures/:id/retry',
    {
      onRequest: staffOnly,
      schema: {
        tags,
        security,
        summary: "Put a failed item back in the queue (due now, no longer dead, attempts from 0); the loop's next run tries it. Audited",
        params: Type.Object({ id: IdString }, { additionalProperties: false }),
        response: { 200: envelope(JobFailureSchema), ...errors },
      },
    },
    async (req) => okWith(req, 'jobRetryQueued', await retryJobFailure(ctx, actorOf(req), Number(req.params.id))),
  )
}
