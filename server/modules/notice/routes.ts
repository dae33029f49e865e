import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from '@sinclair/typebox'
import { NOTICE_CATEGORY_EN_MAX, NOTICE_CATEGORY_MAX } from '../../../contract/rules'
import type { Ctx } from '../../context'
import { authOf, requireAuth } from '../../lib/auth'
import { ok } from '../../lib/envelope'
import { envelope, ErrorEnvelopeSchema, NoticeDetailSchema, NoticePageSchema, NoticeTypeSchema, PageQuery, paging } from '../../lib/schemas'
import { getNotice, latestOfType, listNotices } from './service'

// Query and path values arrive as text and are not coerced (strict input), so numbers are digit patterns.
const IdParams = Type.Object({ id: Type.String({ pattern: '^[1-9]\\d{0,8}$' }) }, { additionalProperties: false })
const err = ErrorEnvelopeSchema
const tags = ['notice']

export const noticeRoutes: FastifyPluginAsyncTypebox<{ ctx: Ctx }> = async (app, { ctx }) => {
  app.get(
    '/web/notice/list',
    {
      schema: {
        tags,
        summary: 'Published notices (of a type, of a help category), pinned first then newest',
        querystring: Type.Object(
          {
            noticeType: Type.Optional(NoticeTypeSchema),
            category: Type.Optional(Type.String({
                minLength: 1,
                // its Chinese or its English name
                maxLength: Math.max(NOTICE_CATEGORY_MAX, NOTICE_CATEGORY_EN_MAX),
                description: "help notices of one category, by its Chinese or English name, e.g. '买号指南' or 'Buying'",
              }),),
            ...PageQuery,
          },
          { additionalProperties: false },
        ),
        response: { 200: envelope(NoticePageSchema), 400: err },
      },
    },
    async (req) =>
      ok(
        req,
        await listNotices(ctx, {
          noticeType: req.query.noticeType,
          category: req.query.category,
          ...paging(req.query),
        }, req.lang),
      ),
  )

  app.get(
    '/web/notice/:id',
    {
      schema: { tags, summary: 'A published notice', params: IdParams, response: { 200: envelope(NoticeDetailSchema), 400: err, 404: err } },
    },
    async (req) => ok(req, await getNotice(ctx, Number(req.params.id), req.lang)),
  )

  app.get(
    '/system/notice/:id',
    {
      onRequest: requireAuth(ctx),
      schema: {
        tags,
        security: [{ token: [] }],
        summary: 'A notice for a logged-in user; admins also see unpublished ones',
        params: IdParams,
        response: { 200: envelope(NoticeDetailSchema), 400: err, 401: err, 404: err },
      },
    },
    async (req) => ok(req, await getNotice(ctx, Number(req.params.id), req.lang, authOf(req).role === 'admin')),
  )

  app.get(
    '/V2/H5/gonggaoDetails',
    {
      schema: {
        tags,
        summary: 'The newest published notice of a type (e.g. 7 = privacy policy)',
        querystring: Type.Object({ noticeType: NoticeTypeSchema }, { additionalProperties: false }),
        response: { 200: envelope(NoticeDetailSchema), 400: err, 404: err },
      },
    },
    async (req) => ok(req, await latestOfType(ctx, req.query.noticeType, req.lang)),
  )
}
