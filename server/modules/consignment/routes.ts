/**
 * Consignment routes of the seller: submit a listing, the sell form's numbers, my listings and their lifecycle
 * (delist, relist, reprice). Paths follow the app's API table (contract/selling.ts).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from '@sinclair/typebox'
import type { Ctx } from '../../context'
import { authOf, requireAuth } from '../../lib/auth'
import { ok, okWith } from '../../lib/envelope'
import { envelope, ErrorEnvelopeSchema as err, IdString, PageQuery, paging } from '../../lib/schemas'
import {
  ConsignmentInputSchema,
  ConsignmentRulesSchema,
  CredentialsUpdateInputSchema,
  DelistInputSchema,
  EditPriceInputSchema,
  MyGoodsPageSchema,
  MyGoodsSchema,
  MyGoodsTabSchema,
} from './schemas'
import {
  consignmentRules,
  delist,
  editPrice,
  listMyGoods,
  myGoods,
  relist,
  submitConsignment,
  updateCredentials,
} from './service'

const errors = { 400: err, 401: err, 404: err, 409: err }

export const consignmentRoutes: FastifyPluginAsyncTypebox<{ ctx: Ctx }> = async (app, { ctx }) => {
  const onRequest = requireAuth(ctx)
  const tags = ['consignment']
  const security = [{ token: [] }]

  app.get(
    '/need/consignment/rules',
    {
      schema: {
        tags,
        summary: 'The numbers of the sell form: platform fee, largest upload, compensation prices',
        response: { 200: envelope(ConsignmentRulesSchema) },
      },
    },
    async (req) => ok(req, consignmentRules(ctx)),
  )

  app.post(
    '/need/consignment',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'Submit a listing for review (real-name verified adults); answers it as pending_review',
        description:
          'Region: a path down the game tree to a node without children. Attributes: keys of GET /web/gameTempAttr, ' +
          'values as its template says. Images: 3-12 URLs uploaded by the caller. 400 names the first broken rule.',
        body: ConsignmentInputSchema,
        response: { 200: envelope(MyGoodsSchema), ...errors },
      },
    },
    async (req) => okWith(req, 'consignmentSubmitted', await submitConsignment(ctx, authOf(req).userId, req.body, req.lang)),
  )

  app.get(
    '/need/myConsignment',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: "My listings of a tab ('all' by default; on_sale includes reserved), newest first",
        querystring: Type.Object({ status: Type.Optional(MyGoodsTabSchema), ...PageQuery }, { additionalProperties: false }),
        response: { 200: envelope(MyGoodsPageSchema), 400: err, 401: err },
      },
    },
    async (req) =>
      ok(req, await listMyGoods(ctx, authOf(req).userId, req.query.status ?? 'all', paging(req.query), req.lang)),
  )

  app.get(
    '/need/myConsignment/:id',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: "One of my consignment listings (the page after submitting reads it); 404 for anyone else's",
        params: Type.Object({ id: IdString }, { additionalProperties: false }),
        response: { 200: envelope(MyGoodsSchema), 400: err, 401: err, 404: err },
      },
    },
    async (req) => ok(req, await myGoods(ctx, authOf(req).userId, Number(req.params.id), req.lang)),
  )

  app.put(
    '/need/myConsignment/:id/credentials',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'New credentials of my listing (encrypted); a listing off the shelf after a rental goes back on sale',
        description:
          'Not while an order holds it (409) nor once sold (409). Clears credentialsStale; when the listing was off the ' +
          'shelf because a rental ended and it was approved before, it is on sale again. Same rules as the credentials of a new listing.',
        params: Type.Object({ id: IdString }, { additionalProperties: false }),
        body: CredentialsUpdateInputSchema,
        response: { 200: envelope(MyGoodsSchema), ...errors },
      },
    },
    async (req) => {
      const { listing, outcome } = await updateCredentials(ctx, authOf(req).userId, Number(req.params.id), req.body, req.lang)
      return okWith(req, outcome === 'relisted' ? 'myGoodsCredentialsRelisted' : 'myGoodsCredentialsUpdated', listing)
    },
  )

  app.get(
    '/goods/info/upGoods/:id',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary:
          'Relist: off_shelf -> on_sale if it was approved before, else -> pending_review; rejected -> pending_review. ' +
          '409 for a listing whose credentials a renter knew (credentialsStale): new credentials first',
        params: Type.Object({ id: IdString }, { additionalProperties: false }),
        response: { 200: envelope(MyGoodsSchema), ...errors },
      },
    },
    async (req) => {
      const listing = await relist(ctx, authOf(req).userId, Number(req.params.id), req.lang)
      return okWith(req, listing.status === 'on_sale' ? 'myGoodsRelisted' : 'myGoodsResubmitted', listing)
    },
  )

  app.post(
    '/goods/info/downGoods',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'Delist: on_sale | pending_review -> off_shelf (409 while an order holds it)',
        body: DelistInputSchema,
        response: { 200: envelope(MyGoodsSchema), ...errors },
      },
    },
    async (req) => okWith(req, 'myGoodsDelisted', await delist(ctx, authOf(req).userId, req.body.id, req.lang)),
  )

  app.post(
    '/need/goods/editPrice',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'Change the price (fen) of a listing that is not reserved or sold; its status stays',
        body: EditPriceInputSchema,
        response: { 200: envelope(MyGoodsSchema), ...errors },
      },
    },
    async (req) =>
      okWith(req, 'myGoodsPriceChanged', await editPrice(ctx, authOf(req).userId, req.body.id, req.body.price, req.lang)),
  )
}
