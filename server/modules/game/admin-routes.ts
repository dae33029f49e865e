/** The catalogue's admin routes: games, each game's region tree and attribute template (admins only). */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from '@sinclair/typebox'
import type { Ctx } from '../../context'
import { requireAdmin } from '../../lib/auth'
import { ok, okWith } from '../../lib/envelope'
import { envelope, ErrorEnvelopeSchema as err, IdString, PageQuery, paging } from '../../lib/schemas'
import { actorOf } from '../audit/service'
import { addAttr, adminAttrs, removeAttr, reorderAttrs, updateAttr } from './admin-attrs'
import { adminGame, adminGameTypes, createGame, listAdminGames, setGameEnabled, updateGame } from './admin-games'
import {
  AdminGameAttrSchema,
  AdminGameNodeSchema,
  AdminGameSchema,
  EnabledSchema,
  GameAttrInputSchema,
  GameAttrOrderSchema,
  GameInputSchema,
  GameNodeInputSchema,
  GameNodeOrderSchema,
  GameNodeRenameSchema,
  GameTypeOptionSchema,
} from './admin-schemas'
import { addNode, adminNodes, removeNode, renameNode, reorderNodes } from './admin-tree'

const IdParams = Type.Object({ id: IdString }, { additionalProperties: false })
const errors = { 400: err, 401: err, 403: err, 404: err, 409: err }

export const catalogueAdminRoutes: FastifyPluginAsyncTypebox<{ ctx: Ctx }> = async (app, { ctx }) => {
  const onRequest = requireAdmin(ctx)
  const doc = { tags: ['admin'], security: [{ token: [] }] }

  app.get(
    '/admin/game-types',
    { onRequest, schema: { ...doc, summary: 'The game types a game can be filed under', response: { 200: envelope(Type.Array(GameTypeOptionSchema)), ...errors } } },
    async (req) => ok(req, await adminGameTypes(ctx.db)),
  )

  app.get(
    '/admin/games',
    {
      onRequest,
      schema: {
        ...doc,
        summary: 'Every game (enabled or not), newest first, by part of the name and state',
        querystring: Type.Object(
          { ...PageQuery, name: Type.Optional(Type.String({ maxLength: 30 })), enabled: Type.Optional(Type.Union([Type.Literal('true'), Type.Literal('false')])) },
          { additionalProperties: false },
        ),
        response: { 200: envelope(Type.Object({ rows: Type.Array(AdminGameSchema), total: Type.Integer() })), ...errors },
      },
    },
    async (req) =>
      ok(
        req,
        await listAdminGames(ctx.db, {
          ...paging(req.query),
          name: req.query.name,
          enabled: req.query.enabled === undefined ? undefined : req.query.enabled === 'true',
        }),
      ),
  )

  app.get(
    '/admin/games/:id',
    { onRequest, schema: { ...doc, summary: 'One game', params: IdParams, response: { 200: envelope(AdminGameSchema), ...errors } } },
    async (req) => ok(req, await adminGame(ctx.db, Number(req.params.id))),
  )

  app.post(
    '/admin/games',
    {
      onRequest,
      schema: { ...doc, summary: 'Create a game (icon: an uploaded image); 409 when the name is taken', body: GameInputSchema, response: { 200: envelope(AdminGameSchema), ...errors } },
    },
    async (req) => okWith(req, 'catGameCreated', await createGame(ctx, actorOf(req), req.body)),
  )

  app.put(
    '/admin/games/:id',
    {
      onRequest,
      schema: { ...doc, summary: 'Edit a game (the current icon may be sent back unchanged)', params: IdParams, body: GameInputSchema, response: { 200: envelope(AdminGameSchema), ...errors } },
    },
    async (req) => okWith(req, 'catGameUpdated', await updateGame(ctx, actorOf(req), Number(req.params.id), req.body)),
  )

  app.put(
    '/admin/games/:id/enabled',
    {
      onRequest,
      schema: {
        ...doc,
        summary: 'Enable or disable a game: a disabled game leaves the game grid and takes no new listings',
        params: IdParams,
        body: EnabledSchema,
        response: { 200: envelope(AdminGameSchema), ...errors },
      },
    },
    async (req) =>
      okWith(req, req.body.enabled ? 'catGameEnabled' : 'catGameDisabled', await setGameEnabled(ctx, actorOf(req), Number(req.params.id), req.body.enabled)),
  )

  app.get(
    '/admin/games/:id/nodes',
    {
      onRequest,
      schema: { ...doc, summary: "The game's region tree, flat (parents first), with each node's uses", params: IdParams, response: { 200: envelope(Type.Array(AdminGameNodeSchema)), ...errors } },
    },
    async (req) => ok(req, await adminNodes(ctx.db, Number(req.params.id))),
  )

  app.post(
    '/admin/games/:id/nodes',
    {
      onRequest,
      schema: { ...doc, summary: 'Add a node one level below parentId (null: a system), last of its siblings', params: IdParams, body: GameNodeInputSchema, response: { 200: envelope(AdminGameNodeSchema), ...errors } },
    },
    async (req) => okWith(req, 'catNodeAdded', await addNode(ctx, actorOf(req), Number(req.params.id), req.body)),
  )

  app.put(
    '/admin/games/:id/nodes/order',
    {
      onRequest,
      schema: { ...doc, summary: 'Reorder the children of parentId (every one, each once)', params: IdParams, body: GameNodeOrderSchema, response: { 200: envelope(Type.Null()), ...errors } },
    },
    async (req) => {
      await reorderNodes(ctx, actorOf(req), Number(req.params.id), req.body)
      return okWith(req, 'catOrderSaved', null)
    },
  )

  app.put(
    '/admin/game-nodes/:id',
    { onRequest, schema: { ...doc, summary: 'Rename a node', params: IdParams, body: GameNodeRenameSchema, response: { 200: envelope(Type.Null()), ...errors } } },
    async (req) => {
      await renameNode(ctx, actorOf(req), Number(req.params.id), req.body)
      return okWith(req, 'catNodeRenamed', null)
    },
  )

  app.delete(
    '/admin/game-nodes/:id',
    {
      onRequest,
      schema: { ...doc, summary: 'Remove a leaf node; 409 when it has children or listings or recycling requests name it', params: IdParams, response: { 200: envelope(Type.Null()), ...errors } },
    },
    async (req) => {
      await removeNode(ctx, actorOf(req), Number(req.params.id))
      return okWith(req, 'catNodeRemoved', null)
    },
  )

  app.get(
    '/admin/games/:id/attrs',
    { onRequest, schema: { ...doc, summary: "The game's attribute template in display order", params: IdParams, response: { 200: envelope(Type.Array(AdminGameAttrSchema)), ...errors } } },
    async (req) => ok(req, await adminAttrs(ctx.db, Number(req.params.id))),
  )

  app.post(
    '/admin/games/:id/attrs',
    {
      onRequest,
      schema: { ...doc, summary: 'Add an attribute (applies to listings submitted from now on)', params: IdParams, body: GameAttrInputSchema, response: { 200: envelope(AdminGameAttrSchema), ...errors } },
    },
    async (req) => okWith(req, 'catAttrAdded', await addAttr(ctx, actorOf(req), Number(req.params.id), req.body)),
  )

  app.put(
    '/admin/games/:id/attrs/order',
    {
      onRequest,
      schema: { ...doc, summary: "Reorder the game's attributes (every one, each once)", params: IdParams, body: GameAttrOrderSchema, response: { 200: envelope(Type.Array(AdminGameAttrSchema)), ...errors } },
    },
    async (req) => okWith(req, 'catOrderSaved', await reorderAttrs(ctx, actorOf(req), Number(req.params.id), req.body)),
  )

  app.put(
    '/admin/game-attrs/:id',
    {
      onRequest,
      schema: { ...doc, summary: 'Edit an attribute (key and type are fixed; existing listings keep their values)', params: IdParams, body: GameAttrInputSchema, response: { 200: envelope(AdminGameAttrSchema), ...errors } },
    },
    async (req) => okWith(req, 'catAttrUpdated', await updateAttr(ctx, actorOf(req), Number(req.params.id), req.body)),
  )

  app.delete(
    '/admin/game-attrs/:id',
    { onRequest, schema: { ...doc, summary: 'Remove an attribute (existing listings keep their values)', params: IdParams, response: { 200: envelope(Type.Null()), ...errors } } },
    async (req) => {
      await removeAttr(ctx, actorOf(req), Number(req.params.id))
      return okWith(req, 'catAttrRemoved', null)
    },
  )
}
