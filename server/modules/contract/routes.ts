/** The trade contract of an order (交易合同): read, the seller's acceptance, the PDF; parties and staff only. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from '@sinclair/typebox'
import type { Ctx } from '../../context'
import { authOf, requireAuth } from '../../lib/auth'
import { ok, okWith } from '../../lib/envelope'
import { envelope, ErrorEnvelopeSchema as err, IdString } from '../../lib/schemas'
import { previewContract } from './preview'
import { ContractPreviewSchema, TradeContractSchema } from './schemas'
import { acceptAsSeller, contractPdfOf, getContract } from './service'

const errors = { 400: err, 401: err, 403: err, 404: err, 409: err }
const params = Type.Object({ id: IdString }, { additionalProperties: false })

export const contractRoutes: FastifyPluginAsyncTypebox<{ ctx: Ctx }> = async (app, { ctx }) => {
  const onRequest = requireAuth(ctx)
  const tags = ['contract']
  const security = [{ token: [] }]

  app.get(
    '/need/contract/preview',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: "The checkout's contract preview: the text an order on this listing at this tier would store (total before coupons)",
        querystring: Type.Object(
          { goodsId: IdString, compensation: Type.String({ maxLength: 20 }), offerId: Type.Optional(IdString) },
          { additionalProperties: false },
        ),
        response: { 200: envelope(ContractPreviewSchema), ...errors },
      },
    },
    async (req) => {
      const q = req.query
      return ok(req, await previewContract(ctx, authOf(req).userId, Number(q.goodsId), q.compensation, q.offerId ? Number(q.offerId) : undefined))
    },
  )

  app.get(
    '/need/order/:id/contract',
    { onRequest, schema: { tags, security, summary: "The order's trade contract (buyer, seller, staff; 404 for others)", params, response: { 200: envelope(TradeContractSchema), ...errors } } },
    async (req) => ok(req, await getContract(ctx, authOf(req), Number(req.params.id))),
  )

  app.post(
    '/need/order/:id/contract/accept',
    {
      onRequest,
      schema: { tags, security, summary: 'The seller accepts the contract before the handover (a repeat changes nothing)', params, response: { 200: envelope(TradeContractSchema), ...errors } },
    },
    async (req) => okWith(req, 'contractAccepted', await acceptAsSeller(ctx, authOf(req), Number(req.params.id))),
  )

  app.get(
    '/need/order/:id/contract.pdf',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'The trade contract as PDF, with its SHA-256 and acceptance times (buyer, seller, staff; 404 for others)',
        params,
        response: { 200: { description: 'the PDF', content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } } }, ...errors },
      },
    },
    async (req, reply) => {
      const { pdf, name } = await contractPdfOf(ctx, authOf(req), Number(req.params.id))
      return reply.header('content-type', 'application/pdf').header('content-disposition', `attachment; filename="${name}"`).send(pdf)
    },
  )
}
