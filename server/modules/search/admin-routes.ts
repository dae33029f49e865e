/** Admin side of hot searches: what the list would show and why, and the hide / allow rules. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from '@sinclair/typebox'
import type { Ctx } from '../../context'
import { requireAdmin } from '../../lib/auth'
import { ok, okWith } from '../../lib/envelope'
import { envelope, ErrorEnvelopeSchema as err } from '../../lib/schemas'
import { actorOf } from '../audit/service'
import { adminHotSearches, listHotRules, removeHotRule, setHotRule } from './admin-service'
import { AdminHotSearchSchema, HotSearchRuleEntrySchema, HotSearchRuleInputSchema } from './schemas'
import { HOT_CANDIDATES, HOT_WINDOW_DAYS } from './service'

const errors = { 400: err, 401: err, 403: err, 404: err }

export const searchAdminRoutes: FastifyPluginAsyncTypebox<{ ctx: Ctx }> = async (app, { ctx }) => {
  const onRequest = requireAdmin(ctx)
  const tags = ['admin']
  const security = [{ token: [] }]

  app.get(
    '/admin/search/hot',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: `The ${HOT_CANDIDATES} most searched keywords of the last ${HOT_WINDOW_DAYS} days, each with whether the public list shows it and why`,
        response: { 200: envelope(Type.Array(AdminHotSearchSchema)), ...errors },
      },
    },
    async (req) => ok(req, await adminHotSearches(ctx)),
  )

  app.get(
    '/admin/search/rules',
    {
      onRequest,
      schema: { tags, security, summary: 'Hidden and allowed keywords, newest first', response: { 200: envelope(Type.Array(HotSearchRuleEntrySchema)), ...errors } },
    },
    async (req) => ok(req, await listHotRules(ctx)),
  )

  app.put(
    '/admin/search/rules',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'Hide a keyword, or allow one the catalogue does not know (stored normalised; replaces its other rule)',
        body: HotSearchRuleInputSchema,
        response: { 200: envelope(HotSearchRuleEntrySchema), ...errors },
      },
    },
    async (req) => {
      const saved = await setHotRule(ctx, actorOf(req), req.body)
      return okWith(req, saved.rule === 'hidden' ? 'hotWordHidden' : 'hotWordAllowed', saved)
    },
  )

  app.delete(
    '/admin/search/rules/:keyword',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'Unhide or disallow a keyword; 404 when it has no rule',
        params: Type.Object({ keyword: Type.String({ minLength: 1, maxLength: 200 }) }, { additionalProperties: false }),
        response: { 200: envelope(Type.Null()), ...errors },
      },
    },
    async (req) => {
      await removeHotRule(ctx, actorOf(req), req.params.keyword)
      return okWith(req, 'hotRuleRemoved', null)
    },
  )
}
