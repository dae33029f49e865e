import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from '@sinclair/typebox'
import { PASSWORD_RE, PHONE_RE, SMS_CODE_RE, USERNAME_RE, NICKNAME_MAX } from '../../../contract/rules'
import type { Ctx } from '../../context'
import { authOf, requireAuth } from '../../lib/auth'
import { ok, okWith } from '../../lib/envelope'
import { CaptchaImageSchema, envelope, ErrorEnvelopeSchema, LoginResultSchema, SmsSentSchema } from '../../lib/schemas'
import { createCaptcha } from './captcha'
import { logout, passwordLogin, register, resetPassword, smsLogin } from './service'
import { sendCode } from './sms-codes'

const Phone = Type.String({ pattern: PHONE_RE.source, description: 'mainland mobile number, 11 digits' })
const Code = Type.String({ pattern: SMS_CODE_RE.source, description: '6-digit SMS code' })
const NewPassword = Type.String({ pattern: PASSWORD_RE.source, description: '8-32 characters, a letter and a digit' })

const err = ErrorEnvelopeSchema
const tags = ['auth']

export const authRoutes: FastifyPluginAsyncTypebox<{ ctx: Ctx }> = async (app, { ctx }) => {
  app.get(
    '/captchaImage',
    {
      schema: {
        tags,
        summary: 'New image captcha (4 characters, 5 minutes, single use); CAPTCHA_PER_IP_PER_MINUTE per client IP',
        response: { 200: envelope(CaptchaImageSchema), 429: err },
      },
    },
    async (req) => ok(req, await createCaptcha(ctx, req.ip)),
  )

  app.get(
    '/sms/sendYzm',
    {
      schema: {
        tags,
        summary:
          'Send an SMS code for login or password reset: sent only to a phone with an account, but answered and counted the same either way',
        querystring: Type.Object(
          { phone: Phone, scene: Type.Optional(Type.Union([Type.Literal('login'), Type.Literal('reset')], { default: 'login' })) },
          { additionalProperties: false },
        ),
        response: { 200: envelope(SmsSentSchema), 400: err, 429: err },
      },
    },
    async (req) => ok(req, await sendCode(ctx, req.query.phone, req.query.scene ?? 'login', req.ip)),
  )

  app.get(
    '/sms/sendYzm/new',
    {
      schema: {
        tags,
        summary:
          'Send an SMS code for registration: sent only to a phone without an account, but answered and counted the same either way',
        querystring: Type.Object({ phone: Phone }, { additionalProperties: false }),
        response: { 200: envelope(SmsSentSchema), 400: err, 429: err },
      },
    },
    async (req) => ok(req, await sendCode(ctx, req.query.phone, 'register', req.ip)),
  )

  app.post(
    '/h5/login',
    {
      schema: {
        tags,
        summary: 'Log in with phone + SMS code (scene login); a phone without an account has a wrong code like any other',
        body: Type.Object({ phone: Phone, code: Code }, { additionalProperties: false }),
        response: { 200: envelope(LoginResultSchema), 400: err, 403: err },
      },
    },
    async (req) => ok(req, await smsLogin(ctx, req.body)),
  )

  app.post(
    '/login',
    {
      schema: {
        tags,
        summary: 'Log in with account name or phone + password + image captcha',
        body: Type.Object(
          {
            username: Type.String({ minLength: 1, maxLength: 32, description: 'account name or phone' }),
            password: Type.String({ minLength: 1, maxLength: 64 }),
            captchaId: Type.String({ minLength: 1, maxLength: 64 }),
            captchaCode: Type.String({ minLength: 1, maxLength: 8 }),
          },
          { additionalProperties: false },
        ),
        response: { 200: envelope(LoginResultSchema), 400: err, 403: err, 429: err },
      },
    },
    async (req) => ok(req, await passwordLogin(ctx, req.body, req.ip)),
  )

  app.post(
    '/register',
    {
      schema: {
        tags,
        summary: 'Create an account with an SMS code (scene register); logs in',
        body: Type.Object(
          {
            phone: Phone,
            code: Code,
            password: NewPassword,
            username: Type.Optional(
              Type.Union([Type.Literal(''), Type.String({ pattern: USERNAME_RE.source })], {
                description: "optional account name ('' = none)",
              }),
            ),
            nickname: Type.Optional(Type.String({ maxLength: NICKNAME_MAX })),
          },
          { additionalProperties: false },
        ),
        response: { 200: envelope(LoginResultSchema), 400: err, 409: err },
      },
    },
    async (req) => ok(req, await register(ctx, req.body)),
  )

  app.post(
    '/h5/SmsforPwd',
    {
      schema: {
        tags,
        summary: 'Set a new password with an SMS code (scene reset); ends every session of the account',
        body: Type.Object({ phone: Phone, code: Code, password: NewPassword }, { additionalProperties: false }),
        response: { 200: envelope(Type.Null()), 400: err },
      },
    },
    async (req) => {
      await resetPassword(ctx, req.body)
      return okWith(req, 'passwordChanged', null)
    },
  )

  app.post(
    '/logout',
    {
      onRequest: requireAuth(ctx),
      schema: {
        tags,
        security: [{ token: [] }],
        summary: 'End the current session (needs a valid token)',
        response: { 200: envelope(Type.Null()), 401: err },
      },
    },
    async (req) => {
      await logout(ctx, authOf(req).sessionId)
      return okWith(req, 'loggedOut', null)
    },
  )
}
