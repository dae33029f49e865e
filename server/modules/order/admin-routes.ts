/** The console's order routes (staff and admins): search, one order's case file and its trade room's transcript. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from '@sinclair/typebox'
import type { Ctx } from '../../context'
import { authOf, requireStaff } from '../../lib/auth'
import { ok } from '../../lib/envelope'
import { envelope, ErrorEnvelopeSchema as err, IdString, paging } from '../../lib/schemas'
import { AdminOrderDetailSchema, AdminOrderPageSchema, AdminOrderQuerySchema, AdminTranscriptSchema, TranscriptQuerySchema } from './admin-schemas'
import { orderCase, searchOrders, transcript } from './admin-service'

const IdParams = Type.Object({ id: IdString }, { additionalProperties: false })
const errors = { 400: err, 401: err, 403: err, 404: err }

export const orderAdminRoutes: FastifyPluginAsyncTypebox<{ ctx: Ctx }> = async (app, { ctx }) => {
  const staffOnly = requireStaff(ctx)
  const tags = ['admin']
  const security = [{ token: [] }]

  app.get(
    '/admin/orders',
    {
      onRequest: staffOnly,
      schema: {
        tags,
        security,
        summary: 'Orders, newest first: by order number (or its beginning), buyer or seller (user id or phone), status and creation time',
        querystring: AdminOrderQuerySchema,
        response: { 200: envelope(AdminOrderPageSchema), ...errors },
      },
    },
    async (req) => {
      const q = req.query
      return ok(
        req,
        await searchOrders(ctx, {
          ...paging(q),
          orderNo: q.orderNo,
          userId: q.userId ? Number(q.userId) : undefined,
          phone: q.phone,
          status: q.status,
          from: q.from ? new Date(q.from) : undefined,
          to: q.to ? new Date(q.to) : undefined,
        }),
      )
    },
  )

  app.get(
    '/admin/orders/:id',
    {
      onRequest: staffOnly,
      schema: {
        tags,
        security,
        summary: 'One order as customer service sees it: timeline, payments, provider refunds, ledger rows, handover, dispute, room',
        params: IdParams,
        response: { 200: envelope(AdminOrderDetailSchema), ...errors },
      },
    },
    async (req) => ok(req, await orderCase(ctx, authOf(req), Number(req.params.id))),
  )

  app.get(
    '/admin/orders/:id/messages',
    {
      onRequest: staffOnly,
      schema: {
        tags,
        security,
        summary: "The order's trade-room transcript, paged like the room's history (after/before/limit); marks nothing read for buyer or seller",
        params: IdParams,
        querystring: TranscriptQuerySchema,
        response: { 200: envelope(AdminTranscriptSchema), ...errors },
      },
    },
    async (req) => {
      const q = req.query
      const cursor = { after: q.after === undefined ? undefined : Number(q.after), before: q.before === undefined ? undefined : Number(q.before), limit: Number(q.limit) }
      return ok(req, await transcript(ctx, authOf(req), Number(req.params.id), cursor, req.lang))
    },
  )
}
