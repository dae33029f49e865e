/** GET /admin/dashboard: the operator console's home, for staff and admins (money figures for admins only). */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { Ctx } from '../../context'
import { authOf, requireStaff } from '../../lib/auth'
import { ok } from '../../lib/envelope'
import { envelope, ErrorEnvelopeSchema as err } from '../../lib/schemas'
import { AdminDashboardSchema } from './schemas'
import { dashboard } from './service'

export const consoleRoutes: FastifyPluginAsyncTypebox<{ ctx: Ctx }> = async (app, { ctx }) => {
  app.get(
    '/admin/dashboard',
    {
      onRequest: requireStaff(ctx),
      schema: {
        tags: ['admin'],
        security: [{ token: [] }],
        summary:
          "The console's dashboard: the last 30 China days' orders, GMV, listings, users, refunds and disputes, and the queues waiting (staff: no money figures, only their own queues)",
        response: { 200: envelope(AdminDashboardSchema), 401: err, 403: err },
      },
    },
    async (req) => ok(req, await dashboard(ctx.db, authOf(req).role)),
  )
}
