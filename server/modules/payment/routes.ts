import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { Ctx } from '../../context'
import { authOf, requireAuth } from '../../lib/auth'
import { ok } from '../../lib/envelope'
import { envelope, ErrorEnvelopeSchema as err } from '../../lib/schemas'
import { AppError } from '../../lib/errors'
import { t } from '../../lib/i18n'
import type { NotifyRequest } from '../../lib/pay'
import { NotifyResultSchema, PaymentInfoSchema, PaymentNoParams, PayMethodsSchema, SandboxNotifySchema } from './schemas'
import { handleNotification, paymentInfo, payMethods, sandboxConfirm } from './service'

export const paymentRoutes: FastifyPluginAsyncTypebox<{ ctx: Ctx }> = async (app, { ctx }) => {
  const onRequest = requireAuth(ctx)
  const tags = ['payment']
  const security = [{ token: [] }]

  app.get(
    '/pay/sandbox/:paymentNo',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: "The sandbox cashier's view of a payment (the order's buyer only; 404 for anyone else)",
        params: PaymentNoParams,
        response: { 200: envelope(PaymentInfoSchema), 400: err, 401: err, 404: err },
      },
    },
    async (req) => ok(req, await paymentInfo(ctx, authOf(req).userId, req.params.paymentNo, req.lang)),
  )

  app.post(
    '/pay/sandbox/:paymentNo/confirm',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'The buyer presses "pay" in the sandbox cashier: the sandbox sends its signed notification',
        params: PaymentNoParams,
        response: { 200: envelope(PaymentInfoSchema), 400: err, 401: err, 404: err, 409: err },
      },
    },
    async (req) => ok(req, await sandboxConfirm(ctx, authOf(req).userId, req.params.paymentNo, req.lang)),
  )

  app.post(
    '/pay/notify/sandbox',
    {
      schema: {
        tags,
        summary: 'Payment notification of the sandbox provider (signed; forged -> 400, repeated -> 200 and no change)',
        body: SandboxNotifySchema,
        response: { 200: envelope(NotifyResultSchema), 400: err },
      },
    },
    async (req) => ok(req, { result: await handleNotification(ctx, 'sandbox', { headers: req.headers, rawBody: JSON.stringify(req.body) }) }),
  )

  app.get(
    '/pay/methods',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'The payment methods this server offers the caller for what the wallet does not pay (WeChat JSAPI only with a WeChat login)',
        response: { 200: envelope(PayMethodsSchema), 401: err },
      },
    },
    // req.protocol and req.host follow X-Forwarded-Proto/Host only from a trusted proxy (TRUST_PROXY)
    async (req) => ok(req, await payMethods(ctx, authOf(req).userId, `${req.protocol}://${req.host}`)),
  )

  // The providers' callbacks are signed over the body exactly as sent: their routes get it unparsed.
  await app.register(async (raw) => {
    raw.removeAllContentTypeParsers()
    raw.addContentTypeParser(['application/json', 'application/x-www-form-urlencoded'], { parseAs: 'string' }, (_req, body, done) => done(null, body))
    const notifyOf = (req: { headers: NotifyRequest['headers']; body: unknown }): NotifyRequest => ({
      headers: req.headers,
      rawBody: typeof req.body === 'string' ? req.body : '',
    })

    raw.post(
      '/pay/notify/wechat',
      {
        schema: {
          tags,
          summary:
            'WeChat Pay notification (APIv3: Wechatpay-* headers signed with the platform key, AES-256-GCM resource). 200 {code: SUCCESS} when applied or already applied; 400 {code: FAIL} when forged, stale or wrong',
        },
      },
      async (req, reply) => {
        try {
          await handleNotification(ctx, 'wechat', notifyOf(req))
          return reply.code(200).send({ code: 'SUCCESS', message: '成功' })
        } catch (e) {
          if (!(e instanceof AppError)) throw e
          return reply.code(e.code === 404 ? 404 : 400).send({ code: 'FAIL', message: t(req.lang, e.messageKey, e.params) })
        }
      },
    )

    raw.post(
      '/pay/notify/alipay',
      {
        schema: {
          tags,
          summary:
            'Alipay asynchronous notification (form, RSA2-signed with Alipay\'s key). Answers the plain text `success` when applied or already applied (Alipay stops retrying), `fail` with 400 otherwise',
        },
      },
      async (req, reply) => {
        try {
          await handleNotification(ctx, 'alipay', notifyOf(req))
          return reply.code(200).type('text/plain; charset=utf-8').send('success')
        } catch (e) {
          if (!(e instanceof AppError)) throw e
          return reply.code(e.code === 404 ? 404 : 400).type('text/plain; charset=utf-8').send('fail')
        }
      },
    )
  })
}
