/**
 * Customer service's routes: what users may expect (public), call-back requests (users), and the console's case
 * queue, quick replies, call-back queue and response-time figures (staff and admins).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from '@sinclair/typebox'
import { CALLBACK_STATUSES, SERVICE_CASE_KINDS, SERVICE_CASE_SCOPES, SERVICE_TEAMS } from '../../../contract/customer-service'
import type { Ctx } from '../../context'
import { authOf, requireAuth, requireStaff } from '../../lib/auth'
import { ok, okWith } from '../../lib/envelope'
import { envelope, ErrorEnvelopeSchema as err, IdString, Lit, Nullable, PageQuery, paging } from '../../lib/schemas'
import { callbackQueue, cancelCallback, markCallbackDone, myCallbacks, requestCallback } from './callbacks'
import { assignCase, caseOf, claimCase, closeCase, getCase, listCases, listStaff } from './cases'
import { expectation, responseMetrics } from './metrics'
import { createQuickReply, deleteQuickReply, listQuickReplies, updateQuickReply } from './quick-replies'
import {
  CallbackInputSchema,
  CallbackQueuePageSchema,
  CallbackQueueRowSchema,
  CallbackRequestSchema,
  QuickReplyInputSchema,
  QuickReplySchema,
  ServiceCasePageSchema,
  ServiceCaseSchema,
  ServiceExpectationSchema,
  ServiceMetricsSchema,
  ServiceStaffListSchema,
} from './schemas'

const IdParams = Type.Object({ id: IdString }, { additionalProperties: false })
const errors = { 400: err, 401: err, 403: err, 404: err, 409: err }
const tags = ['service']
const security = [{ token: [] }]

export const serviceRoutes: FastifyPluginAsyncTypebox<{ ctx: Ctx }> = async (app, { ctx }) => {
  const signedIn = requireAuth(ctx)
  const staffOnly = requireStaff(ctx)

  app.get(
    '/service/expectation',
    {
      schema: {
        tags,
        summary: '客服通常在 N 分钟内回复: the median first answer of the last 7 days (service hours, rounded up); the target with too few answers; the hours outside them',
        response: { 200: envelope(ServiceExpectationSchema), ...errors },
      },
    },
    async (req) => ok(req, await expectation(ctx.db, ctx.config, req.lang)),
  )

  // ---- call-back requests (users) ----

  app.post(
    '/need/service/callback',
    {
      onRequest: signedIn,
      schema: {
        tags,
        security,
        summary: "Ask for a call-back (回电) from a trade room: today or tomorrow, HH:MM-HH:MM inside service hours, ending in the future; one open per user and room (409)",
        body: CallbackInputSchema,
        response: { 200: envelope(CallbackRequestSchema), ...errors },
      },
    },
    async (req) => okWith(req, 'serviceCallbackRequested', await requestCallback(ctx, authOf(req), req.body)),
  )

  app.get(
    '/need/service/callbacks',
    {
      onRequest: signedIn,
      schema: {
        tags,
        security,
        summary: "The caller's own call-back requests (of one room), newest first",
        querystring: Type.Object({ roomId: Type.Optional(IdString) }, { additionalProperties: false }),
        response: { 200: envelope(Type.Array(CallbackRequestSchema)), ...errors },
      },
    },
    async (req) => ok(req, await myCallbacks(ctx.db, authOf(req).userId, req.query.roomId ? Number(req.query.roomId) : undefined)),
  )

  app.post(
    '/need/service/callback/:id/cancel',
    {
      onRequest: signedIn,
      schema: { tags, security, summary: "Cancel one's own open call-back request", params: IdParams, response: { 200: envelope(CallbackRequestSchema), ...errors } },
    },
    async (req) => okWith(req, 'serviceCallbackCancelled', await cancelCallback(ctx.db, authOf(req).userId, Number(req.params.id))),
  )

  // ---- the console: cases ----

  app.get(
    '/admin/service/cases',
    {
      onRequest: staffOnly,
      schema: {
        tags,
        security,
        summary: 'Cases (rooms and disputes that need staff): open ones longest waiting first, with holder, wait (service hours) and overdue',
        querystring: Type.Object(
          { scope: Type.Optional(Lit(SERVICE_CASE_SCOPES)), kind: Type.Optional(Lit(SERVICE_CASE_KINDS)), ...PageQuery },
          { additionalProperties: false },
        ),
        response: { 200: envelope(ServiceCasePageSchema), ...errors },
      },
    },
    async (req) => ok(req, await listCases(ctx, authOf(req), { scope: req.query.scope ?? 'open', kind: req.query.kind, ...paging(req.query) })),
  )

  app.get(
    '/admin/service/case/:id',
    { onRequest: staffOnly, schema: { tags, security, summary: 'One case', params: IdParams, response: { 200: envelope(ServiceCaseSchema), ...errors } } },
    async (req) => ok(req, await getCase(ctx, Number(req.params.id))),
  )

  app.get(
    '/admin/service/open-case',
    {
      onRequest: staffOnly,
      schema: {
        tags,
        security,
        summary: "The open case of a room or a dispute (null: none), for the console's room and dispute views",
        querystring: Type.Object({ kind: Lit(SERVICE_CASE_KINDS), refId: IdString }, { additionalProperties: false }),
        response: { 200: envelope(Nullable(ServiceCaseSchema)), ...errors },
      },
    },
    async (req) => ok(req, await caseOf(ctx, req.query.kind, Number(req.query.refId))),
  )

  app.post(
    '/admin/service/case/:id/claim',
    {
      onRequest: staffOnly,
      schema: { tags, security, summary: "Take nobody's open case (409 when another holds it or it is closed)", params: IdParams, response: { 200: envelope(ServiceCaseSchema), ...errors } },
    },
    async (req) => okWith(req, 'serviceCaseClaimed', await claimCase(ctx, authOf(req), Number(req.params.id))),
  )

  app.post(
    '/admin/service/case/:id/assign',
    {
      onRequest: staffOnly,
      schema: {
        tags,
        security,
        summary: 'Hand the case to another staff member (its holder), or assign any open case (admins)',
        params: IdParams,
        body: Type.Object({ toId: Type.Integer({ minimum: 1, maximum: 999_999_999 }) }, { additionalProperties: false }),
        response: { 200: envelope(ServiceCaseSchema), ...errors },
      },
    },
    async (req) => okWith(req, 'serviceCaseAssigned', await assignCase(ctx, authOf(req), Number(req.params.id), req.body.toId)),
  )

  app.post(
    '/admin/service/case/:id/close',
    {
      onRequest: staffOnly,
      schema: { tags, security, summary: "Close a room case (its holder, or an admin); a dispute's closes with its decision", params: IdParams, response: { 200: envelope(ServiceCaseSchema), ...errors } },
    },
    async (req) => okWith(req, 'serviceCaseClosedNow', await closeCase(ctx, authOf(req), Number(req.params.id))),
  )

  app.get(
    '/admin/service/staff',
    { onRequest: staffOnly, schema: { tags, security, summary: 'Staff and admins a case can go to', response: { 200: envelope(ServiceStaffListSchema), ...errors } } },
    async (req) => ok(req, await listStaff(ctx.db)),
  )

  app.get(
    '/admin/service/metrics',
    {
      onRequest: staffOnly,
      schema: {
        tags,
        security,
        summary: 'Median first-response time and the share within SERVICE_FIRST_REPLY_MINUTES over 1, 7 and 30 days (service hours)',
        response: { 200: envelope(ServiceMetricsSchema), ...errors },
      },
    },
    async (req) => ok(req, await responseMetrics(ctx.db, ctx.config)),
  )

  // ---- the console: quick replies ----

  app.get(
    '/admin/service/quick-replies',
    {
      onRequest: staffOnly,
      schema: {
        tags,
        security,
        summary: 'Quick replies (常用语), by team and order',
        querystring: Type.Object({ team: Type.Optional(Lit(SERVICE_TEAMS)) }, { additionalProperties: false }),
        response: { 200: envelope(Type.Array(QuickReplySchema)), ...errors },
      },
    },
    async (req) => ok(req, await listQuickReplies(ctx.db, req.query.team)),
  )

  app.post(
    '/admin/service/quick-replies',
    {
      onRequest: staffOnly,
      schema: { tags, security, summary: 'Add a quick reply', body: QuickReplyInputSchema, response: { 200: envelope(QuickReplySchema), ...errors } },
    },
    async (req) => okWith(req, 'quickReplySaved', await createQuickReply(ctx.db, authOf(req).userId, req.body)),
  )

  app.put(
    '/admin/service/quick-replies/:id',
    {
      onRequest: staffOnly,
      schema: { tags, security, summary: 'Change a quick reply', params: IdParams, body: QuickReplyInputSchema, response: { 200: envelope(QuickReplySchema), ...errors } },
    },
    async (req) => okWith(req, 'quickReplySaved', await updateQuickReply(ctx.db, Number(req.params.id), req.body)),
  )

  app.delete(
    '/admin/service/quick-replies/:id',
    {
      onRequest: staffOnly,
      schema: { tags, security, summary: 'Delete a quick reply', params: IdParams, response: { 200: envelope(Type.Object({ id: Type.Integer() })), ...errors } },
    },
    async (req) => {
      const id = Number(req.params.id)
      await deleteQuickReply(ctx.db, id)
      return okWith(req, 'quickReplyDeleted', { id })
    },
  )

  // ---- the console: call-backs ----

  app.get(
    '/admin/service/callbacks',
    {
      onRequest: staffOnly,
      schema: {
        tags,
        security,
        summary: 'Call-back requests: open ones soonest window first (default), or done / cancelled newest first',
        querystring: Type.Object({ status: Type.Optional(Lit(CALLBACK_STATUSES)), ...PageQuery }, { additionalProperties: false }),
        response: { 200: envelope(CallbackQueuePageSchema), ...errors },
      },
    },
    async (req) => ok(req, await callbackQueue(ctx.db, { status: req.query.status ?? 'open', ...paging(req.query) })),
  )

  app.post(
    '/admin/service/callback/:id/done',
    {
      onRequest: staffOnly,
      schema: { tags, security, summary: 'Mark an open call-back request done (409 after)', params: IdParams, response: { 200: envelope(CallbackQueueRowSchema), ...errors } },
    },
    async (req) => okWith(req, 'serviceCallbackDone', await markCallbackDone(ctx.db, authOf(req).userId, Number(req.params.id))),
  )
}
