import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from '@sinclair/typebox'
import type { Ctx } from '../../context'
import { ok } from '../../lib/envelope'
import { envelope, GameTypeSchema } from '../../lib/schemas'
import { listGameTypes } from './service'

export const gameRoutes: FastifyPluginAsyncTypebox<{ ctx: Ctx }> = async (app, { ctx }) => {
  app.get(
    '/web/game/list',
    {
      schema: {
        tags: ['game'],
        summary: 'Games grouped by type (most popular first); typeName in the request language',
        response: { 200: envelope(Type.Array(GameTypeSchema)) },
      },
    },
    async (req) => ok(req, await listGameTypes(ctx, req.lang)),
  )
}
