/** Staff's inspections (验号) in the console: the queue, a session, its checklist, screenshots and publishing; a listing's risk. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from '@sinclair/typebox'
import type { Ctx } from '../../context'
import { authOf, requireStaff } from '../../lib/auth'
import { AppError } from '../../lib/errors'
import { ok, okWith } from '../../lib/envelope'
import { envelope, ErrorEnvelopeSchema as err, IdString, Nullable } from '../../lib/schemas'
import { actorOf } from '../audit/service'
import { staffRisk } from '../risk/service'
import { InspectionChecksInputSchema, InspectionQueueRowSchema, InspectionReportSchema, InspectionScreenshotInputSchema, ListingRiskStaffSchema } from './schemas'
import { addScreenshot, getReport, inspectionQueue, publishInspection, saveChecks, startInspection } from './service'

const errors = { 400: err, 401: err, 403: err, 404: err, 409: err }
const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 })
const params = Type.Object({ id: IdString }, { additionalProperties: false })

export const inspectionAdminRoutes: FastifyPluginAsyncTypebox<{ ctx: Ctx }> = async (app, { ctx }) => {
  // inspectors are staff (the console's roles are user / merchant / staff / admin; see docs/notes)
  const staffOnly = requireStaff(ctx)
  const tags = ['admin']
  const security = [{ token: [] }]

  app.get(
    '/admin/inspections/queue',
    {
      onRequest: staffOnly,
      schema: { tags, security, summary: "Listings waiting for an inspection (sellers' requests, high-risk listings under review), oldest first", response: { 200: envelope(Type.Array(InspectionQueueRowSchema)), ...errors } },
    },
    async (req) => ok(req, await inspectionQueue(ctx, req.lang)),
  )

  app.post(
    '/admin/inspections',
    {
      onRequest: staffOnly,
      schema: {
        tags,
        security,
        summary: "Start an inspection: staff logged in with the seller's credentials now (the seller is told); one draft per listing (409)",
        body: Type.Object({ goodsId: Id }, { additionalProperties: false }),
        response: { 200: envelope(InspectionReportSchema), ...errors },
      },
    },
    async (req) => okWith(req, 'inspectionStarted', await startInspection(ctx, actorOf(req), req.body.goodsId, req.lang)),
  )

  app.get(
    '/admin/inspections/:id',
    { onRequest: staffOnly, schema: { tags, security, summary: 'An inspection, draft or published', params, response: { 200: envelope(InspectionReportSchema), ...errors } } },
    async (req) => ok(req, await getReport(ctx, Number(req.params.id), req.lang, true)),
  )

  app.put(
    '/admin/inspections/:id',
    {
      onRequest: staffOnly,
      schema: {
        tags,
        security,
        summary: 'Results of checklist items (a failed attribute or binding item needs what was seen); 409 once published',
        params,
        body: InspectionChecksInputSchema,
        response: { 200: envelope(InspectionReportSchema), ...errors },
      },
    },
    async (req) => okWith(req, 'inspectionSaved', await saveChecks(ctx, Number(req.params.id), req.body, req.lang)),
  )

  app.post(
    '/admin/inspections/:id/screenshots',
    {
      onRequest: staffOnly,
      schema: {
        tags,
        security,
        summary: 'Attach a screenshot the inspector uploaded: stored with the listing number and time burnt in, and its SHA-256; 409 once published',
        params,
        body: InspectionScreenshotInputSchema,
        response: { 200: envelope(InspectionReportSchema), ...errors },
      },
    },
    async (req) => ok(req, await addScreenshot(ctx, authOf(req).userId, Number(req.params.id), req.body.url, req.lang)),
  )

  app.post(
    '/admin/inspections/:id/publish',
    {
      onRequest: staffOnly,
      schema: {
        tags,
        security,
        summary: 'Publish: every item checked, a screenshot at least; never changes after. Differences take the listing off sale',
        params,
        response: { 200: envelope(InspectionReportSchema), ...errors },
      },
    },
    async (req) => okWith(req, 'inspectionPublishedOk', await publishInspection(ctx, actorOf(req), Number(req.params.id), req.lang)),
  )

  app.get(
    '/admin/goods/:id/risk',
    {
      onRequest: staffOnly,
      schema: { tags, security, summary: "A listing's 找回 risk with its reasons (null: never scored)", params, response: { 200: envelope(Nullable(ListingRiskStaffSchema)), ...errors } },
    },
    async (req) => {
      const risk = await staffRisk(ctx.db, ctx.config, Number(req.params.id), req.lang)
      if (risk === undefined) throw new AppError(404, 'inspectionGoodsNotFound')
      return ok(req, risk)
    },
  )
}
