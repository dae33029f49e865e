/** The buyer's compensation claims (包赔, contract/service.ts). */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from '@sinclair/typebox'
import type { Ctx } from '../../context'
import { authOf, requireAuth } from '../../lib/auth'
import { ok, okWith } from '../../lib/envelope'
import { envelope, ErrorEnvelopeSchema as err, IdString, PageQuery, paging } from '../../lib/schemas'
import { ClaimStatsSchema, SellerDebtSchema, ClaimableOrderSchema, CompensationClaimInputSchema, CompensationClaimPageSchema, CompensationClaimSchema } from './schemas'
import { evidencePdf } from './evidence'
import { claimStats } from './stats'
import { eligibleOrders, getMyClaim, listMyClaims, myDebt, submitClaim } from './service'

const errors = { 400: err, 401: err, 403: err, 404: err, 409: err }

export const claimRoutes: FastifyPluginAsyncTypebox<{ ctx: Ctx }> = async (app, { ctx }) => {
  const onRequest = requireAuth(ctx)
  const tags = ['claim']
  const security = [{ token: [] }]

  app.get(
    '/web/claims/stats',
    {
      schema: {
        tags,
        summary: 'Public 包赔 figures of the last 30 days: claims, paid, amount, median time to payment (no login)',
        response: { 200: envelope(ClaimStatsSchema), ...errors },
      },
    },
    async (req) => ok(req, await claimStats(ctx)),
  )

  app.get(
    '/need/claims/eligible',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'My completed orders bought with compensation, inside their window and without a live claim, newest first',
        response: { 200: envelope(Type.Array(ClaimableOrderSchema)), ...errors },
      },
    },
    async (req) => ok(req, await eligibleOrders(ctx, authOf(req).userId, req.lang)),
  )

  app.post(
    '/need/claims',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'Claim compensation on one of my completed orders (one live claim per order: 409)',
        body: CompensationClaimInputSchema,
        response: { 200: envelope(CompensationClaimSchema), ...errors },
      },
    },
    async (req) => okWith(req, 'claimSubmitted', await submitClaim(ctx, authOf(req).userId, req.body, req.lang)),
  )

  app.get(
    '/need/claims',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'My claims, newest first',
        querystring: Type.Object(PageQuery, { additionalProperties: false }),
        response: { 200: envelope(CompensationClaimPageSchema), ...errors },
      },
    },
    async (req) => ok(req, await listMyClaims(ctx, authOf(req).userId, paging(req.query), req.lang)),
  )

  app.get(
    '/need/claims/debt',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'What I owe the platform for 找回 claims it paid on my sales (my next proceeds pay it first)',
        response: { 200: envelope(SellerDebtSchema), ...errors },
      },
    },
    async (req) => ok(req, await myDebt(ctx, authOf(req).userId)),
  )

  app.get(
    '/need/claims/:id/evidence.pdf',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'The evidence bundle of my claim as PDF: contract, listing, handover log, trade-room transcript, the claim (404 for others)',
        params: Type.Object({ id: IdString }, { additionalProperties: false }),
        response: { 200: { description: 'the PDF', content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } } }, ...errors },
      },
    },
    async (req, reply) => {
      const { pdf, name } = await evidencePdf(ctx, authOf(req), Number(req.params.id), false)
      return reply.header('content-type', 'application/pdf').header('content-disposition', `attachment; filename="${name}"`).send(pdf)
    },
  )

  app.get(
    '/need/claims/:id',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'One of my claims; 404 for anyone else',
        params: Type.Object({ id: IdString }, { additionalProperties: false }),
        response: { 200: envelope(CompensationClaimSchema), ...errors },
      },
    },
    async (req) => ok(req, await getMyClaim(ctx, authOf(req).userId, Number(req.params.id), req.lang)),
  )
}
