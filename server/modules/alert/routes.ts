/** The buyer's alerts (contract/offers.ts): saved searches (关注) and the favourites' price-drop alert. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from '@sinclair/typebox'
import type { Ctx } from '../../context'
import { authOf, requireAuth } from '../../lib/auth'
import { ok, okWith } from '../../lib/envelope'
import { envelope, ErrorEnvelopeSchema as err, IdString } from '../../lib/schemas'
import { PriceAlertInputSchema, SavedSearchInputSchema, SavedSearchSchema } from '../offer/schemas'
import { deleteSearch, mySearches, priceAlertsOffOf, saveSearch, setPriceAlert } from './service'

const errors = { 400: err, 401: err, 403: err, 404: err, 409: err }

export const alertRoutes: FastifyPluginAsyncTypebox<{ ctx: Ctx }> = async (app, { ctx }) => {
  const onRequest = requireAuth(ctx)
  const tags = ['alert']
  const security = [{ token: [] }]

  app.get(
    '/need/saved-searches',
    { onRequest, schema: { tags, security, summary: 'My saved searches, newest first', response: { 200: envelope(Type.Array(SavedSearchSchema)), ...errors } } },
    async (req) => ok(req, await mySearches(ctx, authOf(req).userId, req.lang)),
  )

  app.post(
    '/need/saved-searches',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'Save a search (a game and the catalogue filters): new matching listings are told, at most SAVED_SEARCH_DAILY_CAP times a day',
        body: SavedSearchInputSchema,
        response: { 200: envelope(SavedSearchSchema), ...errors },
      },
    },
    async (req) => okWith(req, 'savedSearchSaved', await saveSearch(ctx, authOf(req).userId, req.body, req.lang)),
  )

  app.delete(
    '/need/saved-searches/:id',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'Stop following a saved search',
        params: Type.Object({ id: IdString }, { additionalProperties: false }),
        response: { 200: envelope(Type.Null()), ...errors },
      },
    },
    async (req) => {
      await deleteSearch(ctx, authOf(req).userId, Number(req.params.id))
      return okWith(req, 'savedSearchDeleted', null)
    },
  )

  app.get(
    '/need/alerts/price',
    {
      onRequest,
      schema: { tags, security, summary: 'The favourites whose price-drop alert I turned off (goods ids); every other favourite alerts', response: { 200: envelope(Type.Array(Type.Integer())), ...errors } },
    },
    async (req) => ok(req, await priceAlertsOffOf(ctx, authOf(req).userId)),
  )

  app.put(
    '/need/alerts/price',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'Turn the price-drop alert of one of my favourites on or off',
        body: PriceAlertInputSchema,
        response: { 200: envelope(PriceAlertInputSchema), ...errors },
      },
    },
    async (req) => okWith(req, 'priceAlertSaved', await setPriceAlert(ctx, authOf(req).userId, req.body)),
  )
}
