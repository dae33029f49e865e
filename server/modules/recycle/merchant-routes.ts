/** The merchant's side of recycling: open requests, quoting, trades; and applying to become a merchant. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from '@sinclair/typebox'
import type { Ctx } from '../../context'
import { authOf, requireAuth, requireRole } from '../../lib/auth'
import { ok, okWith } from '../../lib/envelope'
import { envelope, ErrorEnvelopeSchema as err, IdString, Nullable, PageQuery, paging } from '../../lib/schemas'
import { apply, latestApplication } from './applications'
import { listOpenings, listTrades, saveQuote } from './merchant-service'
import {
  MerchantApplicationInputSchema,
  MerchantApplicationSchema,
  MerchantTradePageSchema,
  QuoteInputSchema,
  RecycleOpeningPageSchema,
  RecycleQuoteSchema,
} from './schemas'

const errors = { 400: err, 401: err, 403: err, 404: err, 409: err }

export const merchantRoutes: FastifyPluginAsyncTypebox<{ ctx: Ctx }> = async (app, { ctx }) => {
  const merchantOnly = requireRole(ctx, 'merchant', 'merchantOnly')
  const loggedIn = requireAuth(ctx)
  const tags = ['recycle']
  const security = [{ token: [] }]

  app.get(
    '/merchant/requests',
    {
      onRequest: merchantOnly,
      schema: {
        tags,
        security,
        summary: 'Open recycling requests of others, newest first, with my quote (merchants only; never credentials or contact)',
        querystring: Type.Object({ gameId: Type.Optional(IdString), ...PageQuery }, { additionalProperties: false }),
        response: { 200: envelope(RecycleOpeningPageSchema), ...errors },
      },
    },
    async (req) =>
      ok(
        req,
        await listOpenings(
          ctx,
          authOf(req).userId,
          { gameId: req.query.gameId ? Number(req.query.gameId) : null, ...paging(req.query) },
          req.lang,
        ),
      ),
  )

  app.post(
    '/merchant/quote',
    {
      onRequest: merchantOnly,
      schema: {
        tags,
        security,
        summary: 'Quote on an open request, or change my pending quote (one per merchant and request)',
        body: QuoteInputSchema,
        response: { 200: envelope(RecycleQuoteSchema), ...errors },
      },
    },
    async (req) => okWith(req, 'quoteSaved', await saveQuote(ctx, authOf(req).userId, req.body)),
  )

  app.get(
    '/merchant/trades',
    {
      onRequest: merchantOnly,
      schema: {
        tags,
        security,
        summary: "My accepted (and lapsed) quotes with their orders and, once accepted, the seller's contact",
        querystring: Type.Object(PageQuery, { additionalProperties: false }),
        response: { 200: envelope(MerchantTradePageSchema), ...errors },
      },
    },
    async (req) => ok(req, await listTrades(ctx, authOf(req).userId, paging(req.query), req.lang)),
  )

  app.post(
    '/merchant/apply',
    {
      onRequest: loggedIn,
      schema: {
        tags,
        security,
        summary: 'Apply to become a recycling merchant (real-name verified adult; one pending application at a time)',
        body: MerchantApplicationInputSchema,
        response: { 200: envelope(MerchantApplicationSchema), ...errors },
      },
    },
    async (req) => okWith(req, 'merchantApplied', await apply(ctx, authOf(req).userId, req.body)),
  )

  app.get(
    '/merchant/application',
    {
      onRequest: loggedIn,
      schema: {
        tags,
        security,
        summary: 'My latest merchant application, or null',
        response: { 200: envelope(Nullable(MerchantApplicationSchema)), 401: err },
      },
    },
    async (req) => ok(req, await latestApplication(ctx, authOf(req).userId)),
  )
}
