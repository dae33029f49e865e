/** 议价 (contract/offers.ts): the buyer's offers, the seller's answers and offer switch, and the public terms. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from '@sinclair/typebox'
import type { Ctx } from '../../context'
import { authOf, optionalAuth, requireAuth } from '../../lib/auth'
import { ok, okWith } from '../../lib/envelope'
import { envelope, ErrorEnvelopeSchema as err, IdString, PageQuery, Lit } from '../../lib/schemas'
import {
  OfferInputSchema,
  OfferPageSchema,
  OfferRespondInputSchema,
  OfferSchema,
  OfferSettingsInputSchema,
  OfferSettingsSchema,
  OfferTermsSchema,
} from './schemas'
import { getOffer, getSettings, listOffers, makeOffer, offerTerms, putSettings, respond } from './service'

const errors = { 400: err, 401: err, 403: err, 404: err, 409: err, 429: err }
const IdParams = Type.Object({ id: IdString }, { additionalProperties: false })

export const offerRoutes: FastifyPluginAsyncTypebox<{ ctx: Ctx }> = async (app, { ctx }) => {
  const onRequest = requireAuth(ctx)
  const tags = ['offer']
  const security = [{ token: [] }]

  app.get(
    '/web/offer/goods/:id',
    {
      preHandler: optionalAuth(ctx),
      schema: {
        tags,
        summary: "Whether a listing takes offers, the public rules (lowest offer, rounds, answer time) and the caller's own latest offer on it",
        params: IdParams,
        response: { 200: envelope(OfferTermsSchema), ...errors },
      },
    },
    async (req) => ok(req, await offerTerms(ctx, req.auth?.userId ?? null, Number(req.params.id))),
  )

  app.post(
    '/need/offers',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: "Offer a price on a listing (below its price, at least OFFER_MIN_PERCENT of it); below the seller's floor it is declined at once",
        body: OfferInputSchema,
        response: { 200: envelope(OfferSchema), ...errors },
      },
    },
    async (req) => {
      const { offer, msg } = await makeOffer(ctx, authOf(req).userId, req.body)
      return okWith(req, msg, offer)
    },
  )

  app.get(
    '/need/offers',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'My offers as buyer or as seller, newest first',
        querystring: Type.Object({ ...PageQuery, role: Lit(['buyer', 'seller'] as const) }, { additionalProperties: false }),
        response: { 200: envelope(OfferPageSchema), ...errors },
      },
    },
    async (req) => ok(req, await listOffers(ctx, authOf(req).userId, req.query.role, Number(req.query.pageNum), Number(req.query.pageSize))),
  )

  app.get(
    '/need/offers/:id',
    {
      onRequest,
      schema: { tags, security, summary: 'One offer with its steps; 404 for anyone but its buyer and seller', params: IdParams, response: { 200: envelope(OfferSchema), ...errors } },
    },
    async (req) => ok(req, await getOffer(ctx, authOf(req).userId, Number(req.params.id))),
  )

  app.post(
    '/need/offers/:id/respond',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'Accept, counter or decline (the side whose turn it is; either side may decline); accepting holds the listing for the buyer',
        params: IdParams,
        body: OfferRespondInputSchema,
        response: { 200: envelope(OfferSchema), ...errors },
      },
    },
    async (req) => {
      const { offer, msg } = await respond(ctx, authOf(req).userId, Number(req.params.id), req.body)
      return okWith(req, msg, offer)
    },
  )

  app.get(
    '/need/offer/settings/:id',
    {
      onRequest,
      schema: { tags, security, summary: "My listing's offer switch and floor", params: IdParams, response: { 200: envelope(OfferSettingsSchema), ...errors } },
    },
    async (req) => ok(req, await getSettings(ctx, authOf(req).userId, Number(req.params.id))),
  )

  app.put(
    '/need/offer/settings/:id',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: "Turn offers on my listing on or off, with an optional floor buyers never see; off lapses the live offers",
        params: IdParams,
        body: OfferSettingsInputSchema,
        response: { 200: envelope(OfferSettingsSchema), ...errors },
      },
    },
    async (req) => okWith(req, 'offerSettingsSaved', await putSettings(ctx, authOf(req).userId, Number(req.params.id), req.body)),
  )
}
