import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from '@sinclair/typebox'
import { PHONE_RE, SMS_CODE_RE } from '../../../contract/rules'
import type { Ctx } from '../../context'
import { authOf, requireAuth } from '../../lib/auth'
import { ok, okWith } from '../../lib/envelope'
import { envelope, ErrorEnvelopeSchema, LoginResultSchema, SmsSentSchema } from '../../lib/schemas'
import { TicketSchema, WechatBindingSchema, WechatLoginResultSchema, WxCodeSchema } from './schemas'
import { bindPhone, bindPhoneNumber, bindWechat, sendBindCode, unbindWechat, wechatBinding, wechatLogin } from './service'
import { createWechatLogin } from './wechat-provider'
import { wechatTokensOf } from '../notification/wechat-token'

const Phone = Type.String({ pattern: PHONE_RE.source, description: 'mainland mobile number, 11 digits' })
const Code = Type.String({ pattern: SMS_CODE_RE.source, description: '6-digit SMS code' })
const err = ErrorEnvelopeSchema
const tags = ['wechat']
const security = [{ token: [] }]

export const identityRoutes: FastifyPluginAsyncTypebox<{ ctx: Ctx }> = async (app, { ctx }) => {
  const provider = createWechatLogin(ctx.config.wechatLogin, (app) => wechatTokensOf(ctx.db, app))
  const log = (reason: string) => app.log.error(`WeChat API: ${reason}`)

  app.post(
    '/wechat/login',
    {
      schema: {
        tags,
        summary: 'Log in with the code of wx.login: a bound WeChat is logged in, a new one gets a ticket to bind a phone with',
        body: Type.Object({ wxCode: WxCodeSchema }, { additionalProperties: false }),
        response: { 200: envelope(WechatLoginResultSchema), 400: err, 403: err, 404: err, 500: err },
      },
    },
    async (req) => ok(req, await wechatLogin(ctx, provider, req.body.wxCode, log)),
  )

  app.post(
    '/wechat/sendYzm',
    {
      schema: {
        tags,
        summary: 'Send the SMS code that proves the phone a new WeChat user binds (same answer whether or not the phone has an account)',
        body: Type.Object({ ticket: TicketSchema, phone: Phone }, { additionalProperties: false }),
        response: { 200: envelope(SmsSentSchema), 400: err, 429: err, 500: err },
      },
    },
    async (req) => ok(req, await sendBindCode(ctx, req.body.ticket, req.body.phone, req.ip)),
  )

  app.post(
    '/wechat/bindPhone',
    {
      schema: {
        tags,
        summary: "Bind the ticket's WeChat to the phone proved by the SMS code: joins that phone's account or creates one; logs in",
        body: Type.Object({ ticket: TicketSchema, phone: Phone, code: Code }, { additionalProperties: false }),
        response: { 200: envelope(LoginResultSchema), 400: err, 403: err, 409: err },
      },
    },
    async (req) => ok(req, await bindPhone(ctx, req.body)),
  )

  app.post(
    '/wechat/bindPhoneNumber',
    {
      schema: {
        tags,
        summary: "Bind the ticket's WeChat to the phone WeChat's getPhoneNumber button proved (WECHAT_LOGIN=weixin only); logs in",
        body: Type.Object(
          { ticket: TicketSchema, phoneCode: Type.String({ pattern: '^[A-Za-z0-9_-]{1,128}$', description: 'the code of the getphonenumber event' }) },
          { additionalProperties: false },
        ),
        response: { 200: envelope(LoginResultSchema), 400: err, 403: err, 404: err, 409: err, 500: err },
      },
    },
    async (req) => ok(req, await bindPhoneNumber(ctx, provider, req.body.ticket, req.body.phoneCode, log)),
  )

  app.get(
    '/need/wechat',
    {
      onRequest: requireAuth(ctx),
      schema: { tags, security, summary: 'Whether my account has WeChat bound', response: { 200: envelope(WechatBindingSchema), 401: err } },
    },
    async (req) => ok(req, await wechatBinding(ctx.db, authOf(req).userId)),
  )

  app.post(
    '/need/wechat/bind',
    {
      onRequest: requireAuth(ctx),
      schema: {
        tags,
        security,
        summary: 'Bind the WeChat of this wx.login code to my account (one WeChat per account, one account per WeChat)',
        body: Type.Object({ wxCode: WxCodeSchema }, { additionalProperties: false }),
        response: { 200: envelope(WechatBindingSchema), 400: err, 401: err, 404: err, 409: err, 500: err },
      },
    },
    async (req) => okWith(req, 'wechatBoundOk', await bindWechat(ctx, provider, authOf(req).userId, req.body.wxCode, log)),
  )

  app.post(
    '/need/wechat/unbind',
    {
      onRequest: requireAuth(ctx),
      schema: {
        tags,
        security,
        summary: 'Unbind WeChat from my account (logging in by phone stays possible)',
        response: { 200: envelope(WechatBindingSchema), 401: err, 409: err },
      },
    },
    async (req) => {
      const { userId } = authOf(req)
      await unbindWechat(ctx.db, userId)
      return okWith(req, 'wechatUnboundOk', await wechatBinding(ctx.db, userId))
    },
  )
}
