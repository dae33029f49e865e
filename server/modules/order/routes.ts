import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from '@sinclair/typebox'
import type { Ctx } from '../../context'
import { authOf, requireAuth } from '../../lib/auth'
import { ok } from '../../lib/envelope'
import { envelope, ErrorEnvelopeSchema as err, IdString, PageQuery, paging } from '../../lib/schemas'
import { CompensationSchema } from '../goods/schemas'
import {
  CancelInputSchema,
  CreateOrderInputSchema,
  OrderDetailSchema,
  OrderPageSchema,
  OrderPreviewSchema,
  OrderRoleSchema,
  SellerWaitingSchema,
  OrderTabSchema,
  PayInputSchema,
  PayResultSchema,
  RefundInputSchema,
} from './schemas'
import { askRefund, cancelByBuyer, confirmReceipt, payOrder } from './actions'
import { createOrder, getOrder, listMyOrders, previewOrder } from './service'

const IdParams = Type.Object({ id: IdString }, { additionalProperties: false })
const errors = { 400: err, 401: err, 403: err, 404: err, 409: err }

export const orderRoutes: FastifyPluginAsyncTypebox<{ ctx: Ctx }> = async (app, { ctx }) => {
  const onRequest = requireAuth(ctx)
  const tags = ['order']
  const security = [{ token: [] }]

  app.get(
    '/need/order/preview',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'What the confirm-order page shows: fees, usable coupons (best first) and why the caller may not buy',
        querystring: Type.Object(
          { goodsId: IdString, compensation: Type.Optional(CompensationSchema), offerId: Type.Optional(IdString) },
          { additionalProperties: false },
        ),
        response: { 200: envelope(OrderPreviewSchema), ...errors },
      },
    },
    async (req) =>
      ok(req, await previewOrder(ctx, authOf(req).userId, Number(req.query.goodsId), req.query.compensation ?? 'none', req.lang, req.query.offerId ? Number(req.query.offerId) : undefined)),
  )

  app.post(
    '/need/order',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'Place an order: reserves the listing, locks the coupons, starts the pay deadline',
        body: CreateOrderInputSchema,
        response: { 200: envelope(OrderDetailSchema), ...errors },
      },
    },
    async (req) => ok(req, await createOrder(ctx, authOf(req).userId, req.body, req.lang)),
  )

  app.get(
    '/need/order/:id',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'One of my orders (as buyer or seller); 404 for anyone else. Credentials only once paid',
        params: IdParams,
        response: { 200: envelope(OrderDetailSchema), ...errors },
      },
    },
    async (req) => ok(req, await getOrder(ctx, authOf(req).userId, Number(req.params.id), req.lang)),
  )

  app.post(
    '/need/order/:id/cancel',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'Buyer cancels an unpaid order: listing back on sale, coupons and wallet part returned',
        params: IdParams,
        // no body at all is fine too (Fastify validates a missing body as null)
        body: Type.Union([CancelInputSchema, Type.Null()]),
        response: { 200: envelope(OrderDetailSchema), ...errors },
      },
    },
    async (req) => ok(req, await cancelByBuyer(ctx, authOf(req).userId, Number(req.params.id), req.body?.reason, req.lang)),
  )

  app.post(
    '/need/order/:id/pay',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary:
          'Pay: the wallet (useWallet, with the payment password) pays all now, or its part is held until the rest is paid through the payment provider',
        params: IdParams,
        body: PayInputSchema,
        response: { 200: envelope(PayResultSchema), ...errors, 429: err },
      },
    },
    async (req) => ok(req, await payOrder(ctx, authOf(req).userId, Number(req.params.id), req.body, req.lang, { ip: req.ip, log: req.log })),
  )

  app.post(
    '/need/order/:id/confirm',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'Buyer confirms receipt: the order completes and the seller is paid',
        params: IdParams,
        response: { 200: envelope(OrderDetailSchema), ...errors },
      },
    },
    async (req) => ok(req, await confirmReceipt(ctx, authOf(req).userId, Number(req.params.id), req.lang)),
  )

  app.post(
    '/need/order/:id/refund',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary:
          'Buyer asks for a refund (reason 5-200 characters); an admin decides. Once per order: after a refusal it is 409, and the way on is a dispute (POST /need/order/{id}/dispute)',
        params: IdParams,
        body: RefundInputSchema,
        response: { 200: envelope(OrderDetailSchema), ...errors },
      },
    },
    async (req) => ok(req, await askRefund(ctx, authOf(req).userId, Number(req.params.id), req.body.reason, req.lang)),
  )

  app.get(
    '/need/myOrder',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'My orders by tab, newest first: as buyer (default) or as seller; with waiting, only my sales waiting for me',
        querystring: Type.Object(
          { tab: Type.Optional(OrderTabSchema), role: Type.Optional(OrderRoleSchema), waiting: Type.Optional(SellerWaitingSchema), ...PageQuery },
          { additionalProperties: false },
        ),
        response: { 200: envelope(OrderPageSchema), ...errors },
      },
    },
    async (req) =>
      ok(
        req,
        await listMyOrders(
          ctx,
          authOf(req).userId,
          {
            tab: req.query.tab ?? 'all',
            role: req.query.waiting ? 'seller' : (req.query.role ?? 'buyer'),
            waiting: req.query.waiting,
            ...paging(req.query),
          },
          req.lang,
        ),
      ),
  )
}
