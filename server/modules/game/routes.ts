import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from '@sinclair/typebox'
import type { Ctx } from '../../context'
import { ok } from '../../lib/envelope'
import { envelope, ErrorEnvelopeSchema, GameTypeSchema, IdString } from '../../lib/schemas'
import { AttrTemplateSchema, GameNodeSchema } from '../goods/schemas'
import { attrTemplate, districtSuit, keyList, levelList, listGameTypes } from './service'

const err = ErrorEnvelopeSchema
const nodeList = { 200: envelope(Type.Array(GameNodeSchema)), 400: err, 404: err }
const optId = (v: string | undefined) => (v === undefined ? undefined : Number(v))

const LevelQuery = Type.Object(
  {
    gameId: Type.Optional(IdString),
    parentId: Type.Optional({ ...IdString, description: 'node of the level above' }),
  },
  { additionalProperties: false },
)

export const gameRoutes: FastifyPluginAsyncTypebox<{ ctx: Ctx }> = async (app, { ctx }) => {
  const tags = ['game']

  app.get(
    '/web/game/list',
    {
      schema: {
        tags,
        summary: 'Games grouped by type (most popular first); typeName in the request language',
        response: { 200: envelope(Type.Array(GameTypeSchema)) },
      },
    },
    async (req) => ok(req, await listGameTypes(ctx, req.lang)),
  )

  app.get(
    '/web/keylist',
    {
      schema: {
        tags,
        summary: "Tree nodes: children of parentId; else the game's systems, or with systemKey that system's carriers",
        querystring: Type.Object(
          {
            gameId: Type.Optional(IdString),
            systemKey: Type.Optional(Type.String({ pattern: '^[a-z0-9_-]{1,32}$', description: "e.g. 'android'" })),
            parentId: Type.Optional(IdString),
          },
          { additionalProperties: false },
        ),
        response: nodeList,
      },
    },
    async (req) =>
      ok(
        req,
        await keyList(
          ctx,
          { gameId: optId(req.query.gameId), systemKey: req.query.systemKey, parentId: optId(req.query.parentId) },
          req.lang,
        ),
      ),
  )

  app.get(
    '/web/districtSuit',
    {
      schema: {
        tags,
        summary: 'Children of a tree node (carriers of a system, areas of a carrier, servers of an area)',
        querystring: Type.Object({ parentId: IdString }, { additionalProperties: false }),
        response: nodeList,
      },
    },
    async (req) => ok(req, await districtSuit(ctx, Number(req.query.parentId), req.lang)),
  )

  for (const [path, level, what] of [
    ['/need/operator/list', 'carrier', 'Carriers (operators): of a system (parentId) or all of a game'],
    ['/need/area/list', 'area', 'Areas: of a carrier (parentId) or all of a game'],
    ['/need/server/list', 'server', 'Servers: of an area (parentId) or all of a game'],
  ] as const) {
    app.get(
      path,
      { schema: { tags, summary: what, querystring: LevelQuery, response: nodeList } },
      async (req) =>
        ok(req, await levelList(ctx, level, { gameId: optId(req.query.gameId), parentId: optId(req.query.parentId) }, req.lang)),
    )
  }

  app.get(
    '/web/gameTempAttr',
    {
      schema: {
        tags,
        summary: "The game's attribute template in display order; labels in the request language",
        querystring: Type.Object({ gameId: IdString }, { additionalProperties: false }),
        response: { 200: envelope(Type.Array(AttrTemplateSchema)), 400: err, 404: err },
      },
    },
    async (req) => ok(req, await attrTemplate(ctx, Number(req.query.gameId), req.lang)),
  )
}
