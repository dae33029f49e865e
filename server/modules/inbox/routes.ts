/** The messages inbox (contract/service.ts "messages"): the owner's messages only, everywhere. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from '@sinclair/typebox'
import type { Ctx } from '../../context'
import { authOf, requireAuth } from '../../lib/auth'
import { ok, okWith } from '../../lib/envelope'
import { envelope, ErrorEnvelopeSchema as err, IdString, PageQuery, paging } from '../../lib/schemas'
import { MessageKindSchema, MessagePageSchema, MessageSchema, UnreadCountSchema } from './schemas'
import { listMessages, markAllRead, markRead, unreadCount } from './service'

const errors = { 400: err, 401: err, 404: err }

export const inboxRoutes: FastifyPluginAsyncTypebox<{ ctx: Ctx }> = async (app, { ctx }) => {
  const onRequest = requireAuth(ctx)
  const tags = ['message']
  const security = [{ token: [] }]

  app.get(
    '/need/message/list',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'My messages newest first, optionally of one kind',
        querystring: Type.Object({ kind: Type.Optional(MessageKindSchema), ...PageQuery }, { additionalProperties: false }),
        response: { 200: envelope(MessagePageSchema), ...errors },
      },
    },
    async (req) => ok(req, await listMessages(ctx, authOf(req).userId, { kind: req.query.kind, ...paging(req.query) }, req.lang)),
  )

  app.get(
    '/need/message/changeRead/:id',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'Mark one of my messages read and answer it; 404 for anyone else',
        params: Type.Object({ id: IdString }, { additionalProperties: false }),
        response: { 200: envelope(MessageSchema), ...errors },
      },
    },
    async (req) => ok(req, await markRead(ctx, authOf(req).userId, Number(req.params.id), req.lang)),
  )

  app.post(
    '/need/message/readAll',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'Mark all my messages read; answers the unread count (0)',
        response: { 200: envelope(UnreadCountSchema), ...errors },
      },
    },
    async (req) => okWith(req, 'messagesAllRead', await markAllRead(ctx, authOf(req).userId)),
  )

  app.get(
    '/need/message/unread',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'How many of my messages are unread (the badge of the personal centre and the tab bar)',
        response: { 200: envelope(UnreadCountSchema), ...errors },
      },
    },
    async (req) => ok(req, await unreadCount(ctx, authOf(req).userId)),
  )
}
