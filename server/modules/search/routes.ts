import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from '@sinclair/typebox'
import type { Ctx } from '../../context'
import { ok } from '../../lib/envelope'
import { envelope, ErrorEnvelopeSchema } from '../../lib/schemas'
import { HotSearchSchema } from './schemas'
import { HOT_LIMIT_DEFAULT, HOT_WINDOW_DAYS, hotSearches } from './service'

export const searchRoutes: FastifyPluginAsyncTypebox<{ ctx: Ctx }> = async (app, { ctx }) => {
  app.get(
    '/web/search/hot',
    {
      schema: {
        tags: ['goods'],
        summary: `The keywords most searched in the catalogue over the last ${HOT_WINDOW_DAYS} days, most searchers first`,
        querystring: Type.Object(
          { limit: Type.Optional(Type.String({ pattern: '^([1-9]|1\\d|20)$', description: `1-20, default ${HOT_LIMIT_DEFAULT}` })) },
          { additionalProperties: false },
        ),
        response: { 200: envelope(Type.Array(HotSearchSchema)), 400: ErrorEnvelopeSchema },
      },
    },
    async (req) => ok(req, await hotSearches(ctx, req.query.limit ? Number(req.query.limit) : HOT_LIMIT_DEFAULT)),
  )
}
