/** The seller's side of account recycling (contract/recycling.ts) and the public list of completed recycles. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from '@sinclair/typebox'
import type { Ctx } from '../../context'
import { authOf, requireAuth } from '../../lib/auth'
import { ok, okWith } from '../../lib/envelope'
import { envelope, ErrorEnvelopeSchema as err, IdString, PageQuery, paging } from '../../lib/schemas'
import { acceptQuote } from './accept'
import {
  AcceptQuoteInputSchema,
  RecentRecyclePageSchema,
  RecycleInputSchema,
  RecycleQuoteSchema,
  RecycleRequestPageSchema,
  RecycleRequestSchema,
  RecycleTabSchema,
} from './schemas'
import { cancelMyRequest, getMyRequest, listMyRequests, quotesOfMyRequest, recentRecycles, submitRequest } from './service'

const IdParams = Type.Object({ id: IdString }, { additionalProperties: false })
const errors = { 400: err, 401: err, 403: err, 404: err, 409: err }

export const recycleRoutes: FastifyPluginAsyncTypebox<{ ctx: Ctx }> = async (app, { ctx }) => {
  const onRequest = requireAuth(ctx)
  const tags = ['recycle']
  const security = [{ token: [] }]

  app.post(
    '/account/backlist',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'Submit an account for recycling (real-name verified adult); credentials and contact are stored encrypted',
        body: RecycleInputSchema,
        response: { 200: envelope(RecycleRequestSchema), ...errors },
      },
    },
    async (req) => okWith(req, 'recycleSubmitted', await submitRequest(ctx, authOf(req).userId, req.body, req.lang)),
  )

  app.get(
    '/account/backlist/allList',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'My recycling requests by status, newest first',
        querystring: Type.Object({ status: Type.Optional(RecycleTabSchema), ...PageQuery }, { additionalProperties: false }),
        response: { 200: envelope(RecycleRequestPageSchema), ...errors },
      },
    },
    async (req) =>
      ok(req, await listMyRequests(ctx, authOf(req).userId, { tab: req.query.status ?? 'all', ...paging(req.query) }, req.lang)),
  )

  app.get(
    '/account/backlist/recent',
    {
      schema: {
        tags,
        summary: 'Completed recycles, newest first (public, no seller shown)',
        querystring: Type.Object(PageQuery, { additionalProperties: false }),
        response: { 200: envelope(RecentRecyclePageSchema), 400: err },
      },
    },
    async (req) => ok(req, await recentRecycles(ctx, paging(req.query), req.lang)),
  )

  app.get(
    '/account/backlist/:id',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'One of my recycling requests; 404 for anyone else',
        params: IdParams,
        response: { 200: envelope(RecycleRequestSchema), ...errors },
      },
    },
    async (req) => ok(req, await getMyRequest(ctx, authOf(req).userId, Number(req.params.id), req.lang)),
  )

  app.get(
    '/account/backlist/:id/quotes',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'Every quote on my request, highest first; 404 for anyone else',
        params: IdParams,
        response: { 200: envelope(Type.Array(RecycleQuoteSchema)), ...errors },
      },
    },
    async (req) => ok(req, await quotesOfMyRequest(ctx, authOf(req).userId, Number(req.params.id))),
  )

  app.post(
    '/account/backlist/:id/accept',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'Accept a pending quote of my open request: the others are rejected and an escrow order (merchant = buyer) opens',
        params: IdParams,
        body: AcceptQuoteInputSchema,
        response: { 200: envelope(RecycleRequestSchema), ...errors },
      },
    },
    async (req) => okWith(req, 'recycleAccepted', await acceptQuote(ctx, authOf(req).userId, Number(req.params.id), req.body.quoteId, req.lang)),
  )

  app.post(
    '/account/backlist/:id/cancel',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'Cancel my open request: its pending quotes are rejected',
        params: IdParams,
        response: { 200: envelope(RecycleRequestSchema), ...errors },
      },
    },
    async (req) => okWith(req, 'recycleCancelled', await cancelMyRequest(ctx, authOf(req).userId, Number(req.params.id), req.lang)),
  )
}
