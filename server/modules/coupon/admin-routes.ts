/** Coupon and red-packet templates for admins: list, create, edit, enable/disable, issue one to a user. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from '@sinclair/typebox'
import type { Ctx } from '../../context'
import { requireAdmin } from '../../lib/auth'
import { ok, okWith } from '../../lib/envelope'
import { envelope, ErrorEnvelopeSchema as err, IdString, PageQuery, paging } from '../../lib/schemas'
import { actorOf } from '../audit/service'
import { CouponKindSchema } from '../order/schemas'
import { AdminCouponTemplateSchema, CouponIssueInputSchema, CouponIssueResultSchema, CouponTemplateInputSchema } from './admin-schemas'
import { createTemplate, issueCoupon, listAdminTemplates, setTemplateEnabled, updateTemplate } from './admin-service'

const IdParams = Type.Object({ id: IdString }, { additionalProperties: false })
const errors = { 400: err, 401: err, 403: err, 404: err, 409: err }

export const couponAdminRoutes: FastifyPluginAsyncTypebox<{ ctx: Ctx }> = async (app, { ctx }) => {
  const onRequest = requireAdmin(ctx)
  const doc = { tags: ['admin'], security: [{ token: [] }] }

  app.get(
    '/admin/coupon-templates',
    {
      onRequest,
      schema: {
        ...doc,
        summary: 'Coupon and red-packet templates (enabled or not), newest first, with what has been handed out',
        querystring: Type.Object({ ...PageQuery, kind: Type.Optional(CouponKindSchema) }, { additionalProperties: false }),
        response: { 200: envelope(Type.Object({ rows: Type.Array(AdminCouponTemplateSchema), total: Type.Integer() })), ...errors },
      },
    },
    async (req) => ok(req, await listAdminTemplates(ctx.db, { kind: req.query.kind, ...paging(req.query) }, req.lang)),
  )

  app.post(
    '/admin/coupon-templates',
    { onRequest, schema: { ...doc, summary: 'Create a template', body: CouponTemplateInputSchema, response: { 200: envelope(AdminCouponTemplateSchema), ...errors } } },
    async (req) => okWith(req, 'ctplCreated', await createTemplate(ctx, actorOf(req), req.body, req.lang)),
  )

  app.put(
    '/admin/coupon-templates/:id',
    {
      onRequest,
      schema: {
        ...doc,
        summary: 'Edit a template (kind fixed; amount, threshold and game fixed once handed out; stock not below what was handed out)',
        params: IdParams,
        body: CouponTemplateInputSchema,
        response: { 200: envelope(AdminCouponTemplateSchema), ...errors },
      },
    },
    async (req) => okWith(req, 'ctplUpdated', await updateTemplate(ctx, actorOf(req), Number(req.params.id), req.body, req.lang)),
  )

  app.put(
    '/admin/coupon-templates/:id/enabled',
    {
      onRequest,
      schema: {
        ...doc,
        summary: 'Enable or disable a template (records already held stay usable)',
        params: IdParams,
        body: Type.Object({ enabled: Type.Boolean() }, { additionalProperties: false }),
        response: { 200: envelope(AdminCouponTemplateSchema), ...errors },
      },
    },
    async (req) =>
      okWith(req, req.body.enabled ? 'ctplEnabled' : 'ctplDisabled', await setTemplateEnabled(ctx, actorOf(req), Number(req.params.id), req.body.enabled, req.lang)),
  )

  app.post(
    '/admin/coupon-templates/:id/issue',
    {
      onRequest,
      schema: {
        ...doc,
        summary: 'Issue one record to a user (by id or phone) from the stock; 409 when disabled or sold out',
        params: IdParams,
        body: CouponIssueInputSchema,
        response: { 200: envelope(CouponIssueResultSchema), ...errors },
      },
    },
    async (req) => okWith(req, 'issued', await issueCoupon(ctx, actorOf(req), Number(req.params.id), req.body, req.lang)),
  )
}
