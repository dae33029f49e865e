/** Admin side of trust: the blacklist, the official accounts and the cooperation enquiries. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from '@sinclair/typebox'
import type { Ctx } from '../../context'
import { requireAdmin } from '../../lib/auth'
import { ok, okWith } from '../../lib/envelope'
import { envelope, ErrorEnvelopeSchema as err, IdString, PageQuery, paging } from '../../lib/schemas'
import {
  AdminBlacklistQuerySchema,
  BlacklistEntryPageSchema,
  BlacklistEntrySchema,
  BlacklistInputSchema,
  CooperationHandledInputSchema,
  CooperationPageSchema,
  OfficialAccountInputSchema,
  OfficialAccountSchema,
  OfficialKindSchema,
} from './schemas'
import { actorOf } from '../audit/service'
import {
  addBlacklist,
  addOfficial,
  listBlacklist,
  listCooperation,
  listOfficial,
  markCooperationHandled,
  removeBlacklist,
  removeOfficial,
} from './service'

const IdParams = Type.Object({ id: IdString }, { additionalProperties: false })
const errors = { 400: err, 401: err, 403: err, 404: err, 409: err }

export const trustAdminRoutes: FastifyPluginAsyncTypebox<{ ctx: Ctx }> = async (app, { ctx }) => {
  const onRequest = requireAdmin(ctx)
  const tags = ['admin']
  const security = [{ token: [] }]

  app.get(
    '/admin/blacklist',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'Blacklist entries, newest first, by kind and part of the value',
        querystring: AdminBlacklistQuerySchema,
        response: { 200: envelope(BlacklistEntryPageSchema), ...errors },
      },
    },
    async (req) => {
      const { kind, value } = req.query
      return ok(req, await listBlacklist(ctx.db, { kind, value, ...paging(req.query) }, req.lang))
    },
  )

  app.post(
    '/admin/blacklist',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'List an account (value stored normalised); 409 when the same kind, value and game are listed',
        body: BlacklistInputSchema,
        response: { 200: envelope(BlacklistEntrySchema), ...errors },
      },
    },
    async (req) => okWith(req, 'blacklistAdded', await addBlacklist(ctx.db, actorOf(req), req.body, req.lang)),
  )

  app.delete(
    '/admin/blacklist/:id',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'Remove a blacklist entry',
        params: IdParams,
        response: { 200: envelope(Type.Null()), ...errors },
      },
    },
    async (req) => {
      await removeBlacklist(ctx.db, actorOf(req), Number(req.params.id))
      return okWith(req, 'blacklistRemoved', null)
    },
  )

  app.get(
    '/admin/official-accounts',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'Official accounts (public or not), by kind and display order',
        querystring: Type.Object({ kind: Type.Optional(OfficialKindSchema) }, { additionalProperties: false }),
        response: { 200: envelope(Type.Array(OfficialAccountSchema)), ...errors },
      },
    },
    async (req) => ok(req, await listOfficial(ctx.db, req.query.kind)),
  )

  app.post(
    '/admin/official-accounts',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'Add an official account (value stored normalised); 409 when the same kind and value exist',
        body: OfficialAccountInputSchema,
        response: { 200: envelope(OfficialAccountSchema), ...errors },
      },
    },
    async (req) => okWith(req, 'officialAdded', await addOfficial(ctx.db, actorOf(req), req.body)),
  )

  app.delete(
    '/admin/official-accounts/:id',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'Remove an official account',
        params: IdParams,
        response: { 200: envelope(Type.Null()), ...errors },
      },
    },
    async (req) => {
      await removeOfficial(ctx.db, actorOf(req), Number(req.params.id))
      return okWith(req, 'officialRemoved', null)
    },
  )

  app.get(
    '/admin/cooperation',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'Cooperation enquiries, newest first (handled=false: the open ones)',
        querystring: Type.Object(
          { ...PageQuery, handled: Type.Optional(Type.Union([Type.Literal('true'), Type.Literal('false')])) },
          { additionalProperties: false },
        ),
        response: { 200: envelope(CooperationPageSchema), ...errors },
      },
    },
    async (req) =>
      ok(
        req,
        await listCooperation(ctx.db, {
          ...paging(req.query),
          handled: req.query.handled === undefined ? undefined : req.query.handled === 'true',
        }),
      ),
  )

  app.post(
    '/admin/cooperation/:id/handled',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'Mark an enquiry handled, with an optional note; 409 when it was handled already',
        params: IdParams,
        body: CooperationHandledInputSchema,
        response: { 200: envelope(Type.Null()), ...errors },
      },
    },
    async (req) => {
      await markCooperationHandled(ctx.db, actorOf(req), Number(req.params.id), req.body.note)
      return okWith(req, 'coopHandled', null)
    },
  )
}
