/**
 * The mini program's side of subscribe messages: which template ids to ask for at a moment, and the answers of
 * `requestSubscribeMessage` (each 'accept' is one message the platform may send: wechat-grants.ts).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type, type Static } from '@sinclair/typebox'
import { SUBSCRIBE_MOMENTS, type SubscribeAsk, type SubscribeResultsCounted, type SubscribeResultsInput } from '../../../contract/wechat-subscribe'
import type { Ctx } from '../../context'
import { authOf, requireAuth } from '../../lib/auth'
import { ok } from '../../lib/envelope'
import { envelope, ErrorEnvelopeSchema as err, type Same } from '../../lib/schemas'
import { addGrants } from './wechat-grants'

const AskSchema = Type.Object({ tmplIds: Type.Array(Type.String()) }, { additionalProperties: false })
const ResultsInputSchema = Type.Object(
  {
    results: Type.Record(Type.String(), Type.Union(['accept', 'reject', 'ban', 'filter'].map((v) => Type.Literal(v))) as never, {
      maxProperties: 20,
      propertyNames: { pattern: '^[A-Za-z0-9_-]{1,64}$' },
      description: "requestSubscribeMessage's result without errMsg: template id -> accept, reject, ban or filter",
    }),
  },
  { additionalProperties: false },
)
const CountedSchema = Type.Object({ counted: Type.Array(Type.String()) }, { additionalProperties: false })
const _check: [Same<Static<typeof AskSchema>, SubscribeAsk>, Same<Static<typeof CountedSchema>, SubscribeResultsCounted>] = [true, true]
void _check

export const wechatSubscribeRoutes: FastifyPluginAsyncTypebox<{ ctx: Ctx }> = async (app, { ctx }) => {
  const onRequest = requireAuth(ctx)
  const tags = ['notify']
  const security = [{ token: [] }]
  /** none while WeChat login is off: there is no openid to send to */
  const templates = () => (ctx.config.wechatLogin.provider === 'off' ? [] : ctx.config.wechatSubscribe.templates)

  app.get(
    '/need/notify/wechat-grants',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'The subscribe-message template ids the mini program asks for at a moment (after paying, listing, opening a dispute)',
        querystring: Type.Object({ moment: Type.Union(SUBSCRIBE_MOMENTS.map((m) => Type.Literal(m))) }, { additionalProperties: false }),
        response: { 200: envelope(AskSchema), 400: err, 401: err },
      },
    },
    async (req) => ok(req, { tmplIds: templates().filter((t) => t.moments.includes(req.query.moment)).map((t) => t.id) }),
  )

  app.post(
    '/need/notify/wechat-grants',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: "The user's answers to requestSubscribeMessage: each accepted template may send one message (ids the server does not know are ignored)",
        body: ResultsInputSchema,
        response: { 200: envelope(CountedSchema), 400: err, 401: err },
      },
    },
    async (req) => {
      const results = (req.body as SubscribeResultsInput).results
      const accepted = templates().filter((t) => results[t.id] === 'accept')
      await addGrants(ctx.db, authOf(req).userId, accepted.map((t) => t.key))
      return ok(req, { counted: accepted.map((t) => t.id) })
    },
  )
}
