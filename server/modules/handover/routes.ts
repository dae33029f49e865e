/**
 * The handover (换绑) routes of an order (contract/trade.ts): the checklist, mark done, confirm, undo (staff) and
 * the buyer's refund at once after a missed start deadline. Login required; 404 for anyone but the order's buyer,
 * its seller and staff.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { Ctx } from '../../context'
import { authOf, requireAuth } from '../../lib/auth'
import { ok, okWith } from '../../lib/envelope'
import { envelope, ErrorEnvelopeSchema as err } from '../../lib/schemas'
import { HandoverParams, HandoverSchema, HandoverStepParams, HandoverUndoInputSchema } from './schemas'
import { confirmStep, getHandover, markDone, refundNow, undoStep } from './service'

const errors = { 400: err, 401: err, 403: err, 404: err, 409: err }

export const handoverRoutes: FastifyPluginAsyncTypebox<{ ctx: Ctx }> = async (app, { ctx }) => {
  const onRequest = requireAuth(ctx)
  const tags = ['handover']
  const security = [{ token: [] }]
  const response = { 200: envelope(HandoverSchema), ...errors }

  app.get(
    '/need/order/:id/handover',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: "The order's handover checklist (buyer, seller, staff); 404 for others and for orders without one",
        params: HandoverParams,
        response,
      },
    },
    async (req) => ok(req, await getHandover(ctx, authOf(req), Number(req.params.id))),
  )

  app.post(
    '/need/order/:id/handover/:step/done',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'Mark a step done (seller, or staff for them); the first mark starts the handover',
        description: '403 for the buyer; 409 when the order is not in handover or the step is already done.',
        params: HandoverStepParams,
        response,
      },
    },
    async (req) => okWith(req, 'handoverStepDone', await markDone(ctx, authOf(req), Number(req.params.id), req.params.step, req.ip)),
  )

  app.post(
    '/need/order/:id/handover/:step/confirm',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'Confirm a done step (buyer, or staff for them); the last confirmation delivers the order',
        description:
          'The order becomes delivered with the protection window (auto-complete) starting now. 403 for the seller; ' +
          '409 when the step is not done yet or already confirmed, or the order is not in handover.',
        params: HandoverStepParams,
        response,
      },
    },
    async (req) =>
      okWith(req, 'handoverStepConfirmed', await confirmStep(ctx, authOf(req), Number(req.params.id), req.params.step, req.ip)),
  )

  app.post(
    '/need/order/:id/handover/:step/undo',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: "Staff only: clear a step's done mark (with its confirmation) or only its confirmation",
        params: HandoverStepParams,
        body: HandoverUndoInputSchema,
        response,
      },
    },
    async (req) =>
      okWith(req, 'handoverStepUndone', await undoStep(ctx, authOf(req), Number(req.params.id), req.params.step, req.body, req.ip)),
  )

  app.post(
    '/need/order/:id/handover/refund',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'Buyer: everything paid back to the wallet at once, when the seller did not start by the deadline',
        description: 'Only while canRefundNow (no step done and the start deadline passed); 409 otherwise, and on a second call.',
        params: HandoverParams,
        response,
      },
    },
    async (req) => okWith(req, 'handoverRefunded', await refundNow(ctx, authOf(req), Number(req.params.id))),
  )
}
