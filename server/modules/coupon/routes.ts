import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from '@sinclair/typebox'
import type { Ctx } from '../../context'
import { authOf, optionalAuth, requireAuth } from '../../lib/auth'
import { ok } from '../../lib/envelope'
import { envelope, ErrorEnvelopeSchema as err, IdString, PageQuery, paging } from '../../lib/schemas'
import { CouponKindSchema } from '../order/schemas'
import {
  AutoClaimResultSchema,
  ClaimInputSchema,
  CouponRecordPageSchema,
  CouponRecordSchema,
  CouponTemplateSchema,
  RecordStatusQuery,
} from './schemas'
import { claim, claimAuto, getTemplate, listClaimable, myRecords } from './service'

export const couponRoutes: FastifyPluginAsyncTypebox<{ ctx: Ctx }> = async (app, { ctx }) => {
  const auth = requireAuth(ctx)
  const maybeAuth = optionalAuth(ctx)
  const tags = ['coupon']
  const security = [{ token: [] }]

  app.get(
    '/V2/H5/getCouponList',
    {
      onRequest: maybeAuth,
      schema: {
        tags,
        summary: 'Coupons and red packets that can be claimed now, biggest first (with my claim counts when logged in)',
        querystring: Type.Object({ kind: Type.Optional(CouponKindSchema) }, { additionalProperties: false }),
        response: { 200: envelope(Type.Array(CouponTemplateSchema)), 400: err },
      },
    },
    async (req) => ok(req, await listClaimable(ctx, req.auth?.userId ?? null, req.lang, req.query.kind)),
  )

  app.get(
    '/V2/H5/coupon/:id',
    {
      onRequest: maybeAuth,
      schema: {
        tags,
        summary: 'One coupon template (detail page)',
        params: Type.Object({ id: IdString }, { additionalProperties: false }),
        response: { 200: envelope(CouponTemplateSchema), 400: err, 404: err },
      },
    },
    async (req) => ok(req, await getTemplate(ctx, req.auth?.userId ?? null, Number(req.params.id), req.lang)),
  )

  app.post(
    '/coupon/record/receive',
    {
      onRequest: auth,
      schema: {
        tags,
        security,
        summary: 'Claim one coupon of a template (stock and per-user limit hold under concurrency)',
        body: ClaimInputSchema,
        response: { 200: envelope(CouponRecordSchema), 400: err, 401: err, 404: err, 409: err },
      },
    },
    async (req) => ok(req, await claim(ctx, authOf(req).userId, req.body.templateId, req.lang)),
  )

  app.get(
    '/coupon/record/receiveCoupon/auto',
    {
      onRequest: auth,
      schema: {
        tags,
        security,
        summary: 'Claim the newcomer and automatic coupons due to me (each once; later calls claim nothing)',
        response: { 200: envelope(AutoClaimResultSchema), 401: err },
      },
    },
    async (req) => ok(req, await claimAuto(ctx, authOf(req).userId, req.lang)),
  )

  app.get(
    '/coupon/record/myList',
    {
      onRequest: auth,
      schema: {
        tags,
        security,
        summary: 'My coupons and red packets: status 0 unused and valid, 1 used, 2 expired',
        querystring: Type.Object(
          { status: Type.Optional(RecordStatusQuery), kind: Type.Optional(CouponKindSchema), ...PageQuery },
          { additionalProperties: false },
        ),
        response: { 200: envelope(CouponRecordPageSchema), 400: err, 401: err },
      },
    },
    async (req) =>
      ok(
        req,
        await myRecords(ctx, authOf(req).userId, {
          status: Number(req.query.status ?? '0') as 0 | 1 | 2,
          kind: req.query.kind,
          ...paging(req.query),
        }, req.lang),
      ),
  )
}
