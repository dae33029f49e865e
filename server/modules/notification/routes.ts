/**
 * The user's notification settings (GET/PUT /need/notify/prefs) and the console's list of what was sent to a user
 * outside the app (GET /admin/users/{id}/notifications, admins like the rest of the user's page).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from '@sinclair/typebox'
import type { Ctx } from '../../context'
import { authOf, requireAdmin, requireAuth } from '../../lib/auth'
import { ok, okWith } from '../../lib/envelope'
import { envelope, ErrorEnvelopeSchema as err, IdString, PageQuery, paging } from '../../lib/schemas'
import { assertUser } from '../user/admin-service'
import { userOutbox } from './outbox-view'
import { getPrefs, savePrefs } from './prefs'
import { NotifyPrefsInputSchema, NotifyPrefsSchema, OutboxPageSchema } from './schemas'

const errors = { 400: err, 401: err, 403: err, 404: err }

export const notificationRoutes: FastifyPluginAsyncTypebox<{ ctx: Ctx }> = async (app, { ctx }) => {
  const onRequest = requireAuth(ctx)
  const security = [{ token: [] }]

  app.get(
    '/need/notify/prefs',
    {
      onRequest,
      schema: {
        tags: ['user'],
        security,
        summary: 'My notification settings: per group (the channel table) each outside channel on or off, and quiet hours',
        response: { 200: envelope(NotifyPrefsSchema), ...errors },
      },
    },
    async (req) => ok(req, await getPrefs(ctx, authOf(req).userId)),
  )

  app.put(
    '/need/notify/prefs',
    {
      onRequest,
      schema: {
        tags: ['user'],
        security,
        summary: 'Change my notification settings (choices not named stay); an urgent group keeping no outside channel is refused (400)',
        body: NotifyPrefsInputSchema,
        response: { 200: envelope(NotifyPrefsSchema), ...errors },
      },
    },
    async (req) => okWith(req, 'notifyPrefsSaved', await savePrefs(ctx, authOf(req).userId, req.body)),
  )

  app.get(
    '/admin/users/:id/notifications',
    {
      onRequest: requireAdmin(ctx),
      schema: {
        tags: ['admin'],
        security,
        summary: 'What was sent to a user outside the app (SMS, WeChat), newest first: status, attempts, error, times',
        params: Type.Object({ id: IdString }, { additionalProperties: false }),
        querystring: Type.Object(PageQuery, { additionalProperties: false }),
        response: { 200: envelope(OutboxPageSchema), ...errors },
      },
    },
    async (req) => {
      const id = Number(req.params.id)
      await assertUser(ctx, id)
      return ok(req, await userOutbox(ctx.db, id, paging(req.query)))
    },
  )
}
