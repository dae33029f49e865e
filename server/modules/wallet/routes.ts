import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from '@sinclair/typebox'
import type { Ctx } from '../../context'
import { authOf, requireAuth } from '../../lib/auth'
import { ok, okWith } from '../../lib/envelope'
import { envelope, ErrorEnvelopeSchema as err, IdString, PageQuery, paging, SmsSentSchema } from '../../lib/schemas'
import { sendPayPasswordCode, setPayPassword } from './pay-password'
import { LedgerPageSchema, PayPasswordInputSchema, WalletSummarySchema } from './schemas'
import { listLedger } from './service'
import { walletSummary } from './summary'
import { OrderMoneySchema } from './money-schemas'
import { orderMoney } from './order-money'

export const walletRoutes: FastifyPluginAsyncTypebox<{ ctx: Ctx }> = async (app, { ctx }) => {
  const onRequest = requireAuth(ctx)
  const tags = ['wallet']
  const security = [{ token: [] }]

  app.get(
    '/need/wallet',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'My wallet: balance, the part held by open payments, and whether a payment password is set',
        querystring: Type.Object(
          { orderId: Type.Optional(Type.String({ ...IdString, description: "count this order's own holds as available (the pay page)" })) },
          { additionalProperties: false },
        ),
        response: { 200: envelope(WalletSummarySchema), 400: err, 401: err },
      },
    },
    async (req) => ok(req, await walletSummary(ctx, authOf(req).userId, req.query.orderId ? Number(req.query.orderId) : undefined)),
  )

  app.get(
    '/need/wallet/ledger',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'My wallet ledger, newest first: every balance change',
        querystring: Type.Object(PageQuery, { additionalProperties: false }),
        response: { 200: envelope(LedgerPageSchema), 400: err, 401: err },
      },
    },
    async (req) =>
      ok(req, await listLedger(ctx, authOf(req).userId, paging(req.query), req.lang)),
  )

  app.post(
    '/need/wallet/payPassword/sms',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: "An SMS code (scene pay_password) to my own phone, for setting or resetting the payment password",
        response: { 200: envelope(SmsSentSchema), 401: err, 429: err },
      },
    },
    async (req) => ok(req, await sendPayPasswordCode(ctx, authOf(req).userId, req.ip)),
  )

  app.post(
    '/need/wallet/payPassword',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'Set or reset my 6-digit payment password with the SMS code; clears a lock after wrong tries',
        body: PayPasswordInputSchema,
        response: { 200: envelope(Type.Null()), 400: err, 401: err },
      },
    },
    async (req) => {
      await setPayPassword(ctx, authOf(req).userId, req.body)
      return okWith(req, 'payPasswordSaved', null)
    },
  )

  app.get(
    '/need/orders/:id/money',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary:
          "One order's money timeline for its buyer, its seller or staff (404 for anyone else): paid, held in escrow, freezes by a dispute or claim, released to the seller, settling, withdrawable, refunds",
        params: Type.Object({ id: IdString }, { additionalProperties: false }),
        response: { 200: envelope(OrderMoneySchema), 400: err, 401: err, 404: err },
      },
    },
    async (req) => ok(req, await orderMoney(ctx, authOf(req), Number(req.params.id))),
  )
}
