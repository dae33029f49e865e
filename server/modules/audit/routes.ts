/** GET /admin/audit: the audit log, searchable by admins only; there is no route that changes it. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { Ctx } from '../../context'
import { requireAdmin } from '../../lib/auth'
import { ok } from '../../lib/envelope'
import { envelope, ErrorEnvelopeSchema as err, paging } from '../../lib/schemas'
import { AuditPageSchema, AuditQuerySchema } from './schemas'
import { searchAudit } from './service'

export const auditRoutes: FastifyPluginAsyncTypebox<{ ctx: Ctx }> = async (app, { ctx }) => {
  app.get(
    '/admin/audit',
    {
      onRequest: requireAdmin(ctx),
      schema: {
        tags: ['admin'],
        security: [{ token: [] }],
        summary: 'The audit log, newest first: by actor, action (or its prefix), target and time',
        querystring: AuditQuerySchema,
        response: { 200: envelope(AuditPageSchema), 400: err, 401: err, 403: err },
      },
    },
    async (req) => {
      const q = req.query
      return ok(
        req,
        await searchAudit(ctx.db, {
          ...paging(q),
          actorId: q.actorId ? Number(q.actorId) : undefined,
          action: q.action,
          targetType: q.targetType,
          targetId: q.targetId,
          from: q.from ? new Date(q.from) : undefined,
          to: q.to ? new Date(q.to) : undefined,
        }),
      )
    },
  )
}
