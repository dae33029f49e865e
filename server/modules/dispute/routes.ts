/** The parties' dispute routes (售后, contract/trade.ts): open, read, answer, escalate or appeal, withdraw. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from '@sinclair/typebox'
import type { Ctx } from '../../context'
import { authOf, requireAuth } from '../../lib/auth'
import { okWith, ok } from '../../lib/envelope'
import { envelope, ErrorEnvelopeSchema as err, IdString, Nullable } from '../../lib/schemas'
import { DisputeAnswerInputSchema, DisputeInputSchema, DisputeSchema } from './schemas'
import { answerDispute, escalateDispute, openDispute, orderDispute, withdrawDispute } from './service'

const IdParams = Type.Object({ id: IdString }, { additionalProperties: false })
const errors = { 400: err, 401: err, 403: err, 404: err, 409: err }

export const disputeRoutes: FastifyPluginAsyncTypebox<{ ctx: Ctx }> = async (app, { ctx }) => {
  const onRequest = requireAuth(ctx)
  const tags = ['dispute']
  const security = [{ token: [] }]

  app.post(
    '/need/order/:id/dispute',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary:
          "Buyer opens a dispute on a sale order in handover or delivered, or completed within DISPUTE_WINDOW_HOURS (then the seller's proceeds are held); one open per order (409)",
        params: IdParams,
        body: DisputeInputSchema,
        response: { 200: envelope(DisputeSchema), ...errors },
      },
    },
    async (req) => okWith(req, 'disputeSubmitted', await openDispute(ctx, authOf(req), Number(req.params.id), req.body)),
  )

  app.get(
    '/need/order/:id/dispute',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: "The order's latest dispute with what the caller may do, or null (buyer, seller, staff; 404 for others)",
        params: IdParams,
        response: { 200: envelope(Nullable(DisputeSchema)), ...errors },
      },
    },
    async (req) => ok(req, await orderDispute(ctx, authOf(req), Number(req.params.id))),
  )

  app.post(
    '/need/dispute/:id/answer',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'Seller answers while awaiting_seller; acceptRefund resolves it at once as a full refund',
        params: IdParams,
        body: DisputeAnswerInputSchema,
        response: { 200: envelope(DisputeSchema), ...errors },
      },
    },
    async (req) =>
      okWith(
        req,
        req.body.acceptRefund === true ? 'disputeRefundAccepted' : 'disputeAnswered',
        await answerDispute(ctx, authOf(req), Number(req.params.id), req.body),
      ),
  )

  app.post(
    '/need/dispute/:id/escalate',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary:
          'Buyer or seller asks staff to step in (awaiting_seller/answered), or the buyer appeals a rejection once within DISPUTE_WINDOW_HOURS of it',
        params: IdParams,
        response: { 200: envelope(DisputeSchema), ...errors },
      },
    },
    async (req) => {
      const { dispute, appealed } = await escalateDispute(ctx, authOf(req), Number(req.params.id))
      return okWith(req, appealed ? 'disputeAppealed' : 'disputeEscalated', dispute)
    },
  )

  app.post(
    '/need/dispute/:id/withdraw',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: "Buyer withdraws an open dispute (before a decision); held proceeds go back to the seller",
        params: IdParams,
        response: { 200: envelope(DisputeSchema), ...errors },
      },
    },
    async (req) => okWith(req, 'disputeWithdrawn', await withdrawDispute(ctx, authOf(req), Number(req.params.id))),
  )
}
