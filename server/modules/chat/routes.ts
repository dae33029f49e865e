/** The trade room's chat over REST (contract/trade.ts); the live part is socket.ts. Every route needs a login. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from '@sinclair/typebox'
import type { Ctx } from '../../context'
import { authOf, requireAuth } from '../../lib/auth'
import { ok } from '../../lib/envelope'
import { envelope, ErrorEnvelopeSchema as err, IdString, PageQuery, paging } from '../../lib/schemas'
import {
  ChatHistorySchema,
  ChatPostInputSchema,
  ChatPostResultSchema,
  ChatReadInputSchema,
  ChatUnreadSchema,
  HistoryQuery,
  PresaleInputSchema,
  RoomPageSchema,
  RoomSummarySchema,
} from './schemas'
import { getRoom, history, listRooms, markRead, openPresale, orderRoomOf, postMessage, unreadTotal } from './service'

const errors = { 400: err, 401: err, 404: err }
const RoomParams = Type.Object({ id: IdString }, { additionalProperties: false })

export const chatRoutes: FastifyPluginAsyncTypebox<{ ctx: Ctx }> = async (app, { ctx }) => {
  const onRequest = requireAuth(ctx)
  const tags = ['chat']
  const security = [{ token: [] }]

  app.get(
    '/need/chat/rooms',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'My rooms, newest activity first, with the last message and my unread count; staff also see the rooms that need them',
        querystring: Type.Object(PageQuery, { additionalProperties: false }),
        response: { 200: envelope(RoomPageSchema), ...errors },
      },
    },
    async (req) => ok(req, await listRooms(ctx, authOf(req), paging(req.query), req.lang)),
  )

  app.get(
    '/need/chat/room/:id',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: "A room's head (buyer, seller or staff; 404 for anyone else)",
        params: RoomParams,
        response: { 200: envelope(RoomSummarySchema), ...errors },
      },
    },
    async (req) => ok(req, await getRoom(ctx, authOf(req), Number(req.params.id), req.lang)),
  )

  app.get(
    '/need/chat/order/:orderId/room',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: "The order's room (opened on payment); 404 for an order never paid and for anyone but its buyer, seller or staff",
        params: Type.Object({ orderId: IdString }, { additionalProperties: false }),
        response: { 200: envelope(RoomSummarySchema), ...errors },
      },
    },
    async (req) => ok(req, await orderRoomOf(ctx, authOf(req), Number(req.params.orderId), req.lang)),
  )

  app.get(
    '/need/chat/room/:id/messages',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'Messages, oldest first: after an id (catch-up), before an id (scrolling back), or the last ones',
        params: RoomParams,
        querystring: HistoryQuery,
        response: { 200: envelope(ChatHistorySchema), ...errors },
      },
    },
    async (req) => {
      const q = req.query
      const cursors = {
        after: q.after === undefined ? undefined : Number(q.after),
        before: q.before === undefined ? undefined : Number(q.before),
        limit: Number(q.limit),
      }
      return ok(req, await history(ctx, authOf(req), Number(req.params.id), cursors, req.lang))
    },
  )

  app.post(
    '/need/chat/room/:id/messages',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'Post a text (contact details are masked and named in maskedKinds) or an image (an upload of mine)',
        params: RoomParams,
        body: ChatPostInputSchema,
        response: { 200: envelope(ChatPostResultSchema), ...errors, 429: err },
      },
    },
    async (req) => ok(req, await postMessage(ctx, authOf(req), Number(req.params.id), req.body, req.lang)),
  )

  app.post(
    '/need/chat/room/:id/read',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'Everything up to lastId is read; answers my unread total',
        params: RoomParams,
        body: ChatReadInputSchema,
        response: { 200: envelope(ChatUnreadSchema), ...errors },
      },
    },
    async (req) => ok(req, await markRead(ctx, authOf(req), Number(req.params.id), req.body.lastId)),
  )

  app.post(
    '/need/chat/presale',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'Open (or reopen) my 咨询 room on a listing on sale; not on my own listing',
        body: PresaleInputSchema,
        response: { 200: envelope(RoomSummarySchema), ...errors },
      },
    },
    async (req) => ok(req, await openPresale(ctx, authOf(req), req.body.goodsId, req.lang)),
  )

  app.get(
    '/need/chat/unread',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'Unread chat messages over all my rooms (the 消息 badge adds it to unread messages)',
        response: { 200: envelope(ChatUnreadSchema), ...errors },
      },
    },
    async (req) => ok(req, await unreadTotal(ctx, authOf(req))),
  )
}
