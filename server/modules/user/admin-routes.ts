/** The console's users (admins only: 401 logged out, 403 for everyone else, staff included). */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from '@sinclair/typebox'
import type { Ctx } from '../../context'
import { requireAdmin } from '../../lib/auth'
import { ok, okWith } from '../../lib/envelope'
import { t } from '../../lib/i18n'
import { envelope, ErrorEnvelopeSchema as err, IdString, PageQuery, paging } from '../../lib/schemas'
import { actorOf } from '../audit/service'
import { LedgerPageSchema } from '../wallet/schemas'
import { listLedger } from '../wallet/service'
import {
  AdminUserOrderPageSchema,
  AdminUserPageSchema,
  AdminUserProfileSchema,
  AdminUserQuerySchema,
  BanInputSchema,
  RoleChangeInputSchema,
} from './admin-schemas'
import { banUser, changeRole, roleName, searchUsers, unbanUser, assertUser, userOrders, userProfile } from './admin-service'

const IdParams = Type.Object({ id: IdString }, { additionalProperties: false })
const Paged = Type.Object(PageQuery, { additionalProperties: false })
const errors = { 400: err, 401: err, 403: err, 404: err }

export const userAdminRoutes: FastifyPluginAsyncTypebox<{ ctx: Ctx }> = async (app, { ctx }) => {
  const onRequest = requireAdmin(ctx)
  const tags = ['admin']
  const security = [{ token: [] }]

  app.get(
    '/admin/users',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'Users, newest first: by id, phone (or its start), account name (or its start), role and ban',
        querystring: AdminUserQuerySchema,
        response: { 200: envelope(AdminUserPageSchema), 400: err, 401: err, 403: err },
      },
    },
    async (req) => {
      const q = req.query
      return ok(req, await searchUsers(ctx, { ...paging(q), q: q.q, role: q.role, banned: q.banned === undefined ? undefined : q.banned === 'true' }))
    },
  )

  app.get(
    '/admin/users/:id',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: "A user's profile: real name and ID number masked, ban state, record",
        params: IdParams,
        response: { 200: envelope(AdminUserProfileSchema), ...errors },
      },
    },
    async (req) => ok(req, await userProfile(ctx, Number(req.params.id))),
  )

  app.get(
    '/admin/users/:id/orders',
    {
      onRequest,
      schema: { tags, security, summary: "A user's orders as buyer and seller, newest first", params: IdParams, querystring: Paged, response: { 200: envelope(AdminUserOrderPageSchema), ...errors } },
    },
    async (req) => ok(req, await userOrders(ctx, Number(req.params.id), paging(req.query))),
  )

  app.get(
    '/admin/users/:id/ledger',
    {
      onRequest,
      schema: { tags, security, summary: "A user's wallet ledger, newest first", params: IdParams, querystring: Paged, response: { 200: envelope(LedgerPageSchema), ...errors } },
    },
    async (req) => {
      const id = Number(req.params.id)
      await assertUser(ctx, id)
      return ok(req, await listLedger(ctx, id, paging(req.query), req.lang))
    },
  )

  app.post(
    '/admin/users/:id/ban',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'Ban a user with a reason they are told at login: every session ends at once; never oneself or an admin',
        params: IdParams,
        body: BanInputSchema,
        response: { 200: envelope(AdminUserProfileSchema), ...errors, 409: err },
      },
    },
    async (req) => okWith(req, 'userBanned', await banUser(ctx, actorOf(req), Number(req.params.id), req.body.reason)),
  )

  app.post(
    '/admin/users/:id/unban',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'Lift a ban, with a reason',
        params: IdParams,
        body: BanInputSchema,
        response: { 200: envelope(AdminUserProfileSchema), ...errors, 409: err },
      },
    },
    async (req) => okWith(req, 'userUnbanned', await unbanUser(ctx, actorOf(req), Number(req.params.id), req.body.reason)),
  )

  app.post(
    '/admin/users/:id/role',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: "Grant or revoke 'staff' or 'merchant' (one role per user; admins cannot be changed here)",
        params: IdParams,
        body: RoleChangeInputSchema,
        response: { 200: envelope(AdminUserProfileSchema), ...errors, 409: err },
      },
    },
    async (req) => {
      const profile = await changeRole(ctx, actorOf(req), Number(req.params.id), req.body, req.lang)
      const msg = t(req.lang, req.body.grant ? 'roleGranted' : 'roleRevoked', { role: roleName(req.lang, req.body.role) })
      return { code: 200 as const, msg, data: profile }
    },
  )
}
