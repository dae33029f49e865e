/** Inspections (验号) as the public and the seller see them (contract/inspection.ts). */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from '@sinclair/typebox'
import type { Ctx } from '../../context'
import { authOf, requireAuth } from '../../lib/auth'
import { ok, okWith } from '../../lib/envelope'
import { envelope, ErrorEnvelopeSchema as err, IdString, Nullable } from '../../lib/schemas'
import { InspectionBadgeSchema, InspectionReportSchema, SellerInspectionViewSchema } from './schemas'
import { correctListing, getReport, listingBadge, requestInspection, sellerView } from './service'

const errors = { 400: err, 401: err, 403: err, 404: err, 409: err }
const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 })

export const inspectionRoutes: FastifyPluginAsyncTypebox<{ ctx: Ctx }> = async (app, { ctx }) => {
  const onRequest = requireAuth(ctx)
  const tags = ['inspection']
  const security = [{ token: [] }]

  app.get(
    '/web/inspection/:id',
    {
      schema: {
        tags,
        summary: 'A published inspection report (官方验号): checklist, screenshots with their SHA-256; 404 for drafts',
        params: Type.Object({ id: IdString }, { additionalProperties: false }),
        response: { 200: envelope(InspectionReportSchema), ...errors },
      },
    },
    async (req) => ok(req, await getReport(ctx, Number(req.params.id), req.lang, false)),
  )

  app.get(
    '/web/inspection/goods/:goodsId',
    {
      schema: {
        tags,
        summary: "A listing's newest published inspection (id, date, what was checked), or null; the trade room links to it",
        params: Type.Object({ goodsId: IdString }, { additionalProperties: false }),
        response: { 200: envelope(Nullable(InspectionBadgeSchema)), ...errors },
      },
    },
    async (req) => ok(req, await listingBadge(ctx, Number(req.params.goodsId), req.lang)),
  )

  app.post(
    '/need/inspection/request',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'The seller asks for an official inspection of their listing (one open request per listing: 409)',
        body: Type.Object({ goodsId: Id }, { additionalProperties: false }),
        response: { 200: envelope(SellerInspectionViewSchema), ...errors },
      },
    },
    async (req) => {
      const userId = authOf(req).userId
      await requestInspection(ctx, userId, req.body.goodsId)
      return okWith(req, 'inspectionRequested', await sellerView(ctx, userId, req.body.goodsId, req.lang))
    },
  )

  app.get(
    '/need/inspection/goods/:goodsId',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: "The seller's view of their listing's inspections: the newest report, what still differs, the risk; 404 for others",
        params: Type.Object({ goodsId: IdString }, { additionalProperties: false }),
        response: { 200: envelope(SellerInspectionViewSchema), ...errors },
      },
    },
    async (req) => ok(req, await sellerView(ctx, authOf(req).userId, Number(req.params.goodsId), req.lang)),
  )

  app.post(
    '/need/inspection/goods/:goodsId/correct',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: "The seller corrects the listing's attributes and bindings to what the inspection found",
        params: Type.Object({ goodsId: IdString }, { additionalProperties: false }),
        response: { 200: envelope(SellerInspectionViewSchema), ...errors },
      },
    },
    async (req) => okWith(req, 'inspectionCorrected', await correctListing(ctx, authOf(req).userId, Number(req.params.goodsId), req.lang)),
  )
}
