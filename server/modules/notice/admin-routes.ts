/** Admin management of notices (announcements, news, help articles, single documents). */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from '@sinclair/typebox'
import type { Ctx } from '../../context'
import { requireAdmin } from '../../lib/auth'
import { ok, okWith } from '../../lib/envelope'
import { envelope, ErrorEnvelopeSchema as err, IdString, NoticeTypeSchema, PageQuery, paging } from '../../lib/schemas'
import { actorOf } from '../audit/service'
import { AdminNoticePageSchema, AdminNoticeSchema, NoticeInputSchema } from './admin-schemas'
import { adminNotice, createNotice, deleteNotice, listAdminNotices, updateNotice } from './admin-service'

const errors = { 400: err, 401: err, 403: err, 404: err }
const IdParams = Type.Object({ id: IdString }, { additionalProperties: false })

export const noticeAdminRoutes: FastifyPluginAsyncTypebox<{ ctx: Ctx }> = async (app, { ctx }) => {
  const adminOnly = requireAdmin(ctx)
  const tags = ['admin']
  const security = [{ token: [] }]

  app.get(
    '/admin/notices',
    {
      onRequest: adminOnly,
      schema: {
        tags,
        security,
        summary: 'Every notice (of a type), published or not, newest first',
        querystring: Type.Object({ noticeType: Type.Optional(NoticeTypeSchema), ...PageQuery }, { additionalProperties: false }),
        response: { 200: envelope(AdminNoticePageSchema), ...errors },
      },
    },
    async (req) => ok(req, await listAdminNotices(ctx, { noticeType: req.query.noticeType, ...paging(req.query) })),
  )

  app.get(
    '/admin/notices/:id',
    {
      onRequest: adminOnly,
      schema: { tags, security, summary: 'One notice, published or not', params: IdParams, response: { 200: envelope(AdminNoticeSchema), ...errors } },
    },
    async (req) => ok(req, await adminNotice(ctx, Number(req.params.id))),
  )

  app.post(
    '/admin/notices',
    {
      onRequest: adminOnly,
      schema: {
        tags,
        security,
        summary: 'Create a notice; the HTML is sanitised before it is stored (category only for help, type 3)',
        body: NoticeInputSchema,
        response: { 200: envelope(AdminNoticeSchema), ...errors },
      },
    },
    async (req) => okWith(req, 'noticeCreated', await createNotice(ctx, actorOf(req), req.body)),
  )

  app.put(
    '/admin/notices/:id',
    {
      onRequest: adminOnly,
      schema: {
        tags,
        security,
        summary: 'Replace a notice (omitted pinned / published mean false / true)',
        params: IdParams,
        body: NoticeInputSchema,
        response: { 200: envelope(AdminNoticeSchema), ...errors },
      },
    },
    async (req) => okWith(req, 'noticeUpdated', await updateNotice(ctx, actorOf(req), Number(req.params.id), req.body)),
  )

  app.delete(
    '/admin/notices/:id',
    {
      onRequest: adminOnly,
      schema: {
        tags,
        security,
        summary: 'Delete a notice',
        params: IdParams,
        response: { 200: envelope(Type.Null()), ...errors },
      },
    },
    async (req) => {
      await deleteNotice(ctx, actorOf(req), Number(req.params.id))
      return okWith(req, 'noticeDeleted', null)
    },
  )
}
