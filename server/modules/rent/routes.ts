/**
 * Renting routes (contract/rentals.ts): the seller's rent terms, the public rent list and terms, and the rental
 * order. The order's later steps (pay, cancel, confirm = return early, refund) are the order routes.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from '@sinclair/typebox'
import type { Ctx } from '../../context'
import { authOf, requireAuth } from '../../lib/auth'
import { ok, okWith } from '../../lib/envelope'
import { envelope, ErrorEnvelopeSchema as err, IdString, paging } from '../../lib/schemas'
import { OrderDetailSchema } from '../order/schemas'
import {
  RentablePageSchema,
  RentableGoodsSchema,
  RentListQuerySchema,
  RentOrderInputSchema,
  RentPreviewQuerySchema,
  RentPreviewSchema,
  RentSettingsInputSchema,
  RentTermsSchema,
  SellerRentTermsSchema,
} from './schemas'
import { createRentOrder, listRentable, previewRent, publicRentTerms, sellerRentTerms, setRentTerms } from './service'

const errors = { 400: err, 401: err, 404: err, 409: err }

export const rentRoutes: FastifyPluginAsyncTypebox<{ ctx: Ctx }> = async (app, { ctx }) => {
  const onRequest = requireAuth(ctx)
  const tags = ['rent']
  const security = [{ token: [] }]

  app.post(
    '/need/goods/rent',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'Turn renting of one of my listings on (with terms; on sale only) or off; 409 while it is reserved',
        description: 'At least one of hourPrice / dayPrice when enabled, each 1-1,000,000 yuan in fen; minHours 1-72 (default 1).',
        body: RentSettingsInputSchema,
        response: { 200: envelope(RentableGoodsSchema), ...errors },
      },
    },
    async (req) =>
      okWith(req, req.body.enabled ? 'rentEnabled' : 'rentDisabled', await setRentTerms(ctx, authOf(req).userId, req.body, req.lang)),
  )

  app.get(
    '/need/goods/rent/:id',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: "My listing's rent terms and whether renting is on; 404 for anyone else's",
        params: Type.Object({ id: IdString }, { additionalProperties: false }),
        response: { 200: envelope(SellerRentTermsSchema), ...errors },
      },
    },
    async (req) => ok(req, await sellerRentTerms(ctx, authOf(req).userId, Number(req.params.id))),
  )

  app.get(
    '/web/rent/list',
    {
      schema: {
        tags,
        summary: 'Listings on sale that are offered for rent, with their terms',
        querystring: RentListQuerySchema,
        response: { 200: envelope(RentablePageSchema), 400: err },
      },
    },
    async (req) =>
      ok(
        req,
        await listRentable(
          ctx,
          {
            gameId: req.query.gameId === undefined ? undefined : Number(req.query.gameId),
            keyword: req.query.keyword,
            sort: req.query.sort ?? 'newest',
            ...paging(req.query),
          },
          req.lang,
        ),
      ),
  )

  app.get(
    '/web/rent/:goodsId',
    {
      schema: {
        tags,
        summary: "A listing's rent terms (also while it is rented out); 404 when it is not offered for rent",
        params: Type.Object({ goodsId: IdString }, { additionalProperties: false }),
        response: { 200: envelope(RentTermsSchema), 400: err, 404: err },
      },
    },
    async (req) => ok(req, await publicRentTerms(ctx, Number(req.params.goodsId))),
  )

  app.get(
    '/need/rent/preview',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: "The rent sheet's amounts for a unit and length, and why the caller may not rent now",
        description: 'Same rules as POST /need/rent/order (400 unit or length, 409 not offered for rent); nothing is reserved.',
        querystring: RentPreviewQuerySchema,
        response: { 200: envelope(RentPreviewSchema), ...errors },
      },
    },
    async (req) =>
      ok(
        req,
        await previewRent(ctx, authOf(req).userId, {
          goodsId: Number(req.query.goodsId),
          unit: req.query.unit,
          quantity: Number(req.query.quantity),
        }),
      ),
  )

  app.post(
    '/need/rent/order',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'Rent a listing for a period: a rental order (pending_payment), then paid like any order',
        description:
          'quantity: hours (the listing\'s minHours-72) or days (1-30). Priced unit price x quantity + the service fee. ' +
          '400 for a unit the listing does not offer; 409 when it is not available now.',
        body: RentOrderInputSchema,
        response: { 200: envelope(OrderDetailSchema), ...errors },
      },
    },
    async (req) => ok(req, await createRentOrder(ctx, authOf(req).userId, req.body, req.lang)),
  )
}
