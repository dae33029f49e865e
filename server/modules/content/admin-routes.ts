/** Home banners and featured blocks for admins: list, create, edit, delete, reorder. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from '@sinclair/typebox'
import type { Ctx } from '../../context'
import { requireAdmin } from '../../lib/auth'
import { ok, okWith } from '../../lib/envelope'
import { envelope, ErrorEnvelopeSchema as err, IdString } from '../../lib/schemas'
import { actorOf } from '../audit/service'
import { createPromotion, deletePromotion, listAdminPromotions, reorderPromotions, updatePromotion } from './promotions'
import { AdminPromotionSchema, PromotionInputSchema, PromotionOrderSchema, PromotionSlotSchema } from './schemas'

const IdParams = Type.Object({ id: IdString }, { additionalProperties: false })
const errors = { 400: err, 401: err, 403: err, 404: err }

export const contentAdminRoutes: FastifyPluginAsyncTypebox<{ ctx: Ctx }> = async (app, { ctx }) => {
  const onRequest = requireAdmin(ctx)
  const doc = { tags: ['admin'], security: [{ token: [] }] }

  app.get(
    '/admin/promotions',
    {
      onRequest,
      schema: {
        ...doc,
        summary: 'Banners and featured blocks (enabled or not) in display order',
        querystring: Type.Object({ slot: Type.Optional(PromotionSlotSchema) }, { additionalProperties: false }),
        response: { 200: envelope(Type.Array(AdminPromotionSchema)), ...errors },
      },
    },
    async (req) => ok(req, await listAdminPromotions(ctx.db, req.query.slot)),
  )

  app.post(
    '/admin/promotions',
    {
      onRequest,
      schema: { ...doc, summary: 'Add a banner or featured block (image: an upload), last of its slot', body: PromotionInputSchema, response: { 200: envelope(AdminPromotionSchema), ...errors } },
    },
    async (req) => okWith(req, 'promoCreated', await createPromotion(ctx, actorOf(req), req.body)),
  )

  app.put(
    '/admin/promotions/order',
    {
      onRequest,
      schema: { ...doc, summary: "Reorder a slot's promotions (every one, each once)", body: PromotionOrderSchema, response: { 200: envelope(Type.Array(AdminPromotionSchema)), ...errors } },
    },
    async (req) => okWith(req, 'promoOrderSaved', await reorderPromotions(ctx, actorOf(req), req.body)),
  )

  app.put(
    '/admin/promotions/:id',
    {
      onRequest,
      schema: { ...doc, summary: 'Edit a promotion (its current image may be sent back unchanged)', params: IdParams, body: PromotionInputSchema, response: { 200: envelope(AdminPromotionSchema), ...errors } },
    },
    async (req) => okWith(req, 'promoUpdated', await updatePromotion(ctx, actorOf(req), Number(req.params.id), req.body)),
  )

  app.delete(
    '/admin/promotions/:id',
    { onRequest, schema: { ...doc, summary: 'Remove a promotion', params: IdParams, response: { 200: envelope(Type.Null()), ...errors } } },
    async (req) => {
      await deletePromotion(ctx, actorOf(req), Number(req.params.id))
      return okWith(req, 'promoDeleted', null)
    },
  )
}
