import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from '@sinclair/typebox'
import {
  EMAIL_MAX,
  EMAIL_RE,
  NICKNAME_MAX,
  QQ_RE,
  REAL_NAME_RE,
  SIGNATURE_MAX,
  WECHAT_RE,
} from '../../../contract/rules'
import type { Ctx } from '../../context'
import { authOf, requireAuth } from '../../lib/auth'
import { ok } from '../../lib/envelope'
import { envelope, ErrorEnvelopeSchema, GenderSchema, RealNameInfoSchema, UserProfileSchema } from '../../lib/schemas'
import { getProfile, updateProfile, verifyRealName } from './service'
import { MeSummarySchema } from './summary-schema'
import { meSummary } from './summary'

/** '' or null clears an optional field */
const clearable = (pattern: RegExp, maxLength: number) =>
  Type.Union([Type.Literal(''), Type.String({ pattern: pattern.source, maxLength }), Type.Null()])

const ProfileUpdateSchema = Type.Object(
  {
    nickname: Type.Optional(Type.String({ minLength: 1, maxLength: NICKNAME_MAX, pattern: '\\S' })),
    gender: Type.Optional(GenderSchema),
    email: Type.Optional(clearable(EMAIL_RE, EMAIL_MAX)),
    qq: Type.Optional(clearable(QQ_RE, 12)),
    wechat: Type.Optional(clearable(WECHAT_RE, 20)),
    signature: Type.Optional(Type.Union([Type.String({ maxLength: SIGNATURE_MAX }), Type.Null()])),
  },
  { additionalProperties: false, minProperties: 1 },
)

const RealNameInputSchema = Type.Object(
  {
    realName: Type.String({ pattern: REAL_NAME_RE.source }),
    idNumber: Type.String({ minLength: 1, maxLength: 18, description: '18-character resident ID number (GB 11643)' }),
  },
  { additionalProperties: false },
)

const errors = { 400: ErrorEnvelopeSchema, 401: ErrorEnvelopeSchema, 409: ErrorEnvelopeSchema }

export const userRoutes: FastifyPluginAsyncTypebox<{ ctx: Ctx }> = async (app, { ctx }) => {
  const auth = requireAuth(ctx)
  const tags = ['user']
  const security = [{ token: [] }]

  app.get(
    '/system/user/profile',
    { onRequest: auth, schema: { tags, security, summary: 'My profile', response: { 200: envelope(UserProfileSchema), ...errors } } },
    async (req) => ok(req, await getProfile(ctx, authOf(req).userId)),
  )

  app.put(
    '/system/user/profile',
    {
      onRequest: auth,
      schema: {
        tags,
        security,
        summary: 'Update my profile (only these fields; anything else is rejected)',
        body: ProfileUpdateSchema,
        response: { 200: envelope(UserProfileSchema), ...errors },
      },
    },
    async (req) => ok(req, await updateProfile(ctx, authOf(req).userId, req.body)),
  )

  app.get(
    '/need/me/summary',
    {
      onRequest: auth,
      schema: {
        tags,
        security,
        summary: "The numbers of 我的: my orders as buyer per group, wallet balance, usable coupons and red packets, unread messages",
        response: { 200: envelope(MeSummarySchema), ...errors },
      },
    },
    async (req) => ok(req, await meSummary(ctx, authOf(req))),
  )

  app.post(
    '/realname/auth',
    {
      onRequest: auth,
      schema: {
        tags,
        security,
        summary: 'Real-name verification (name + ID number); answers masked',
        body: RealNameInputSchema,
        response: { 200: envelope(RealNameInfoSchema), ...errors },
      },
    },
    async (req) => ok(req, await verifyRealName(ctx, authOf(req).userId, req.body)),
  )
}
