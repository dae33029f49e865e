/**
 * Public trust and service routes: the blacklist check, checkAccount, the customer-service contacts, the media
 * accounts and cooperation enquiries (contract/service.ts).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from '@sinclair/typebox'
import type { Ctx } from '../../context'
import { optionalAuth } from '../../lib/auth'
import { ok, okWith } from '../../lib/envelope'
import { envelope, ErrorEnvelopeSchema as err } from '../../lib/schemas'
import {
  BlacklistQuerySchema,
  BlacklistResultSchema,
  CooperationInputSchema,
  OfficialCheckSchema,
  OfficialQuerySchema,
  ServiceContactSchema,
  SocialAccountSchema,
} from './schemas'
import { checkBlacklist, checkOfficial, publicContacts, socialList, submitCooperation } from './service'

const NoQuery = Type.Object({}, { additionalProperties: false })

export const trustRoutes: FastifyPluginAsyncTypebox<{ ctx: Ctx }> = async (app, { ctx }) => {
  const tags = ['trust']

  app.get(
    '/black/blackList',
    {
      schema: {
        tags,
        summary: 'Blacklist check (查黑号) of a phone, QQ, WeChat id or game account; rate-limited per client IP with checkAccount',
        querystring: BlacklistQuerySchema,
        response: { 200: envelope(BlacklistResultSchema), 400: err, 429: err },
      },
    },
    async (req) => ok(req, await checkBlacklist(ctx, req.ip, req.query.kind, req.query.value, req.lang)),
  )

  app.get(
    '/V2/H5/checkAccount',
    {
      schema: {
        tags,
        summary: 'Is this QQ, WeChat id, phone, QQ group or payee account really the platform? Rate-limited like the blacklist check',
        querystring: OfficialQuerySchema,
        response: { 200: envelope(OfficialCheckSchema), 400: err, 429: err },
      },
    },
    async (req) => ok(req, await checkOfficial(ctx, req.ip, req.query.kind, req.query.value)),
  )

  const contacts = (url: string, summary: string, kinds: Parameters<typeof publicContacts>[1]) =>
    app.get(
      url,
      { schema: { tags, summary, querystring: NoQuery, response: { 200: envelope(Type.Array(ServiceContactSchema)), 400: err } } },
      async (req) => ok(req, await publicContacts(ctx.db, kinds)),
    )
  contacts('/V2/H5/allQQlist', 'Customer-service QQ numbers, in display order', ['qq'])
  contacts('/V2/H5/qqGroup', 'Official QQ groups with their join links, in display order', ['qq_group'])
  contacts('/V2/H5/account', 'Customer-service WeChat ids and phone lines, in display order', ['wechat', 'phone'])

  app.get(
    '/web/social/list',
    {
      schema: {
        tags,
        summary: "The platform's media accounts, in display order",
        querystring: NoQuery,
        response: { 200: envelope(Type.Array(SocialAccountSchema)), 400: err },
      },
    },
    async (req) => ok(req, await socialList(ctx.db)),
  )

  app.post(
    '/web/cooperate',
    {
      onRequest: optionalAuth(ctx),
      schema: {
        tags,
        summary: 'A business-cooperation enquiry (logged in or not); rate-limited per client IP and day',
        body: CooperationInputSchema,
        response: { 200: envelope(Type.Object({ id: Type.Integer() })), 400: err, 429: err },
      },
    },
    async (req) => okWith(req, 'cooperationReceived', await submitCooperation(ctx, req.ip, req.auth?.userId ?? null, req.body)),
  )
}
