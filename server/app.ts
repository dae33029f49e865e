/**
 * Builds the Fastify instance: the envelope and error handling, every module's routes under /api,
 * OpenAPI at /api/docs, game icons and (when built) the H5 site. main.ts listens; tests use `inject`.
 */
import { existsSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import fastifyCompress from '@fastify/compress'
import fastifyStatic from '@fastify/static'
import fastifySwagger from '@fastify/swagger'
import fastifySwaggerUi from '@fastify/swagger-ui'
import fastifyWebsocket from '@fastify/websocket'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import { Type } from '@sinclair/typebox'
import Fastify, { LogController, type FastifyServerOptions } from 'fastify'
import { defaultConfig, type Config, type RateLimits } from './config'
import type { Ctx } from './context'
import type { Database, Db } from './db/client'
import { createCipher } from './lib/crypto'
import { clientError, frameworkError, installEnvelope, ok, sendError } from './lib/envelope'
import { installInputTextCheck } from './lib/input-text'
import { installClientRateLimit } from './lib/client-rate-limit'
import { installJsonBodyParser } from './lib/json-body'
import { t } from './lib/i18n'
import { logSerializers, plainLogStream, redact } from './lib/log'
import { h5Page } from './lib/h5-page'
import { installSecurityHeaders } from './lib/security-headers'
import { isConsoleFile, isConsolePath, registerConsoleSite } from './lib/console-site'
import { envelope } from './lib/schemas'
import type { SmsProvider } from './lib/sms'
import { createSmsProvider } from './lib/sms-providers'
import { guardSmsDelivery } from './modules/auth/sms-delivery'
import { identityRoutes } from './modules/identity/routes'
import type { PaymentProvider } from './lib/pay'
import { PaymentProviders } from './lib/payments'
import { LocalDiskStorage, type ImageStorage } from './lib/storage'
import { adminRoutes } from './modules/admin/routes'
import { auditRoutes } from './modules/audit/routes'
import { consoleRoutes } from './modules/console/routes'
import { consignmentRoutes } from './modules/consignment/routes'
import { consignmentAdminRoutes } from './modules/consignment/admin-routes'
import { recycleRoutes } from './modules/recycle/routes'
import { merchantRoutes } from './modules/recycle/merchant-routes'
import { recycleAdminRoutes } from './modules/recycle/admin-routes'
import { uploadRoutes } from './modules/upload/routes'
import { trustRoutes } from './modules/trust/routes'
import { trustAdminRoutes } from './modules/trust/admin-routes'
import { claimRoutes } from './modules/claim/routes'
import { offerRoutes } from './modules/offer/routes'
import { alertRoutes } from './modules/alert/routes'
import { claimAdminRoutes } from './modules/claim/admin-routes'
import { inspectionAdminRoutes } from './modules/inspection/admin-routes'
import { inspectionRoutes } from './modules/inspection/routes'
import { depositRoutes } from './modules/deposit/routes'
import { contractRoutes } from './modules/contract/routes'
import { valuationRoutes } from './modules/valuation/routes'
import { inboxRoutes } from './modules/inbox/routes'
import { notificationRoutes } from './modules/notification/routes'
import { feedbackRoutes } from './modules/feedback/routes'
import { feedbackAdminRoutes } from './modules/feedback/admin-routes'
import { noticeAdminRoutes } from './modules/notice/admin-routes'
import { catalogueAdminRoutes } from './modules/game/admin-routes'
import { contentAdminRoutes } from './modules/content/admin-routes'
import { couponAdminRoutes } from './modules/coupon/admin-routes'
import { rentRoutes } from './modules/rent/routes'
import { chatRoutes } from './modules/chat/routes'
import { ChatHub } from './modules/chat/hub'
import { chatSocketRoutes, socketError } from './modules/chat/socket'
import { disputeRoutes } from './modules/dispute/routes'
import { disputeAdminRoutes } from './modules/dispute/admin-routes'
import { serviceRoutes } from './modules/service/routes'
import { orderAdminRoutes } from './modules/order/admin-routes'
import { paymentAdminRoutes } from './modules/payment/admin-routes'
import { jobAdminRoutes } from './modules/jobs/routes'
import { ratingRoutes } from './modules/rating/routes'
import { payoutRoutes } from './modules/payout/routes'
import { wechatSubscribeRoutes } from './modules/notification/wechat-routes'
import type { PayoutProvider } from './modules/payout/provider'
import { payoutProviderOf } from './modules/payout/providers'
import { couponRoutes } from './modules/coupon/routes'
import { orderRoutes } from './modules/order/routes'
import { handoverRoutes } from './modules/handover/routes'
import { paymentRoutes } from './modules/payment/routes'
import { walletRoutes } from './modules/wallet/routes'
import { authRoutes } from './modules/auth/routes'
import { gameRoutes } from './modules/game/routes'
import { installListCache } from './modules/goods/list-cache'
import { goodsRoutes } from './modules/goods/routes'
import { searchRoutes } from './modules/search/routes'
import { searchAdminRoutes } from './modules/search/admin-routes'
import { noticeRoutes } from './modules/notice/routes'
import { userRoutes } from './modules/user/routes'
import { userAdminRoutes } from './modules/user/admin-routes'
import './modules/reactions'

export interface BuildOptions {
  db: Db
  /** overrides of the loaded configuration; secretKey is required */
  config?: Partial<Omit<Config, 'limits'>> & { limits?: Partial<RateLimits> }
  sms?: SmsProvider
  /** the enabled payment providers; by default those config.payment enables */
  pay?: PaymentProvider[]
  storage?: ImageStorage
  /** the payout provider (tests); else the one PAYOUT_PROVIDER names */
  payout?: PayoutProvider
  onCaptcha?: (captchaId: string, text: string) => void
  /** Fastify logger option; defaults to plain lines on stdout at config.logLevel */
  logger?: FastifyServerOptions['logger']
  /**
   * the database's LISTEN and priority pool (the Database): live chat delivery across server processes. Without
   * it there is no chat socket (GET /api/chat/socket); REST chat works either way.
   */
  realtime?: Pick<Database, 'listen' | 'priorityDb'>
}

/** every logger the app builds masks personal data and secrets (lib/log.ts), whoever passed the options */
function withRedaction(logger: FastifyServerOptions['logger']): FastifyServerOptions['logger'] {
  if (logger === false || logger === undefined) return logger
  const options = logger === true ? {} : logger
  return { ...options, serializers: { ...options.serializers, ...logSerializers } }
}

const ASSETS_DIR = join(dirname(fileURLToPath(import.meta.url)), 'assets')

export async function buildApp(opts: BuildOptions) {
  const base = defaultConfig()
  const config = { ...base, ...opts.config, limits: { ...base.limits, ...opts.config?.limits } }
  const { secretKey } = config
  if (!secretKey) throw new Error('buildApp: config.secretKey is required')

  const app = Fastify({
    logger: withRedaction(opts.logger ?? { level: config.logLevel, stream: plainLogStream() }),
    trustProxy: config.trustProxy,
    // One line per request is written by the onResponse hook below instead of two JSON records.
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: 1024 * 1024,
    frameworkErrors: frameworkError,
    clientErrorHandler: clientError,
    // the envelope's own onRequest hook answers requests that arrive during a shutdown (lib/envelope.ts)
    return503OnClosing: false,
    ajv: {
      // Reject what the schema does not name, and take values as sent (no coercion), so bad input is a 400.
      customOptions: { removeAdditional: false, coerceTypes: false, useDefaults: true, allErrors: false },
    },
  }).withTypeProvider<TypeBoxTypeProvider>()

  const ctx: Ctx = {
    db: opts.db,
    config: { ...config, secretKey },
    cipher: createCipher(secretKey),
    // a failed send burns the code it carried and answers 短信发送失败 (modules/auth/sms-delivery.ts)
    sms: guardSmsDelivery(opts.sms ?? createSmsProvider(config.sms), opts.db, (reason) => app.log.error(reason)),
    pay: opts.pay ? new PaymentProviders(opts.pay) : PaymentProviders.fromConfig(config.payment, secretKey),
    storage: opts.storage ?? new LocalDiskStorage(join(config.dataDir, 'uploads')),
    payout: opts.payout ?? payoutProviderOf(config.payout),
    onCaptcha:
      opts.onCaptcha ??
      (config.captchaDebugLog ? (id, text) => process.stdout.write(`captcha ${id}: ${text}\n`) : () => {}),
  }

  const h5Index = join(config.staticDir, 'index.html')
  const h5 = existsSync(h5Index)

  installEnvelope(app)
  installInputTextCheck(app)
  const rateLimitNotFound = await installClientRateLimit(app, config.limits.requestsPerIpPerMinute, config.listCache.redisUrl)
  // before any route: upgrades are routed like requests, and refused on routes that are not sockets
  await app.register(fastifyWebsocket, { options: { maxPayload: 16 * 1024 }, errorHandler: socketError })
  const hub = opts.realtime ? new ChatHub(opts.realtime, (err) => app.log.error({ err }, 'chat delivery failed')) : null
  if (hub) {
    await hub.start()
    app.addHook('onClose', () => hub.stop())
  }
  // the catalogue's page cache, told of listing changes through the same LISTEN (off without it)
  await installListCache(app, ctx, config.listCache, opts.realtime)
  // gzip/brotli for the H5 bundle and large JSON lists: phones on mobile networks pay for every byte
  await app.register(fastifyCompress, { global: true, threshold: 1024 })
  const h5Site = h5 ? h5Page(config.staticDir) : null
  await installSecurityHeaders(app, h5Site?.html ?? null)
  app.decorateRequest('auth', null)
  // not even installed below info (LOG_LEVEL=warn): the line would be formatted for nothing on every request
  if (['trace', 'debug', 'info'].includes(app.log.level)) {
    app.addHook('onResponse', async (req, reply) => {
      req.log.info(`${req.method} ${redact(req.url)} ${reply.statusCode} ${Math.round(reply.elapsedTime)}ms`)
    })
  }

  installJsonBodyParser(app)

  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Game account storefront API',
        version: '0.1.0',
        description:
          'Every response is {code, msg, data}; the HTTP status equals code. msg follows Accept-Language (zh-CN default, en-US).',
      },
      components: {
        securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'Token', description: 'or Authorization: Bearer <token>' } },
      },
    },
  })

  await app.register(
    async (api) => {
      api.get(
        '/health',
        { schema: { tags: ['system'], response: { 200: envelope(Type.Object({ status: Type.Literal('ok') })) } } },
        async (req) => ok(req, { status: 'ok' as const }),
      )
      await api.register(authRoutes, { ctx })
      await api.register(identityRoutes, { ctx })
      await api.register(userRoutes, { ctx })
      await api.register(noticeRoutes, { ctx })
      await api.register(gameRoutes, { ctx })
      await api.register(goodsRoutes, { ctx })
      await api.register(searchRoutes, { ctx })
      await api.register(orderRoutes, { ctx })
      await api.register(handoverRoutes, { ctx })
      await api.register(paymentRoutes, { ctx })
      await api.register(walletRoutes, { ctx })
      await api.register(couponRoutes, { ctx })
      await api.register(adminRoutes, { ctx })
      await api.register(auditRoutes, { ctx })
      await api.register(consoleRoutes, { ctx })
      await api.register(uploadRoutes, { ctx })
      await api.register(consignmentRoutes, { ctx })
      await api.register(consignmentAdminRoutes, { ctx })
      await api.register(userAdminRoutes, { ctx })
      await api.register(recycleRoutes, { ctx })
      await api.register(merchantRoutes, { ctx })
      await api.register(recycleAdminRoutes, { ctx })
      await api.register(trustRoutes, { ctx })
      await api.register(trustAdminRoutes, { ctx })
      await api.register(searchAdminRoutes, { ctx })
      await api.register(claimRoutes, { ctx })
      await api.register(offerRoutes, { ctx })
      await api.register(alertRoutes, { ctx })
      await api.register(claimAdminRoutes, { ctx })
      await api.register(inspectionRoutes, { ctx })
      await api.register(inspectionAdminRoutes, { ctx })
      await api.register(depositRoutes, { ctx })
      await api.register(contractRoutes, { ctx })
      await api.register(valuationRoutes, { ctx })
      await api.register(inboxRoutes, { ctx })
      await api.register(notificationRoutes, { ctx })
      await api.register(feedbackRoutes, { ctx })
      await api.register(feedbackAdminRoutes, { ctx })
      await api.register(noticeAdminRoutes, { ctx })
      await api.register(catalogueAdminRoutes, { ctx })
      await api.register(contentAdminRoutes, { ctx })
      await api.register(couponAdminRoutes, { ctx })
      await api.register(rentRoutes, { ctx })
      await api.register(chatRoutes, { ctx })
      if (hub) await api.register(chatSocketRoutes, { ctx, hub })
      await api.register(disputeRoutes, { ctx })
      await api.register(disputeAdminRoutes, { ctx })
      await api.register(serviceRoutes, { ctx })
      await api.register(orderAdminRoutes, { ctx })
      await api.register(paymentAdminRoutes, { ctx })
      await api.register(jobAdminRoutes, { ctx })
      await api.register(ratingRoutes, { ctx })
      await api.register(payoutRoutes, { ctx })
      await api.register(wechatSubscribeRoutes, { ctx })
      await api.register(fastifyStatic, {
        root: join(ASSETS_DIR, 'games'),
        prefix: '/assets/games/',
        decorateReply: false,
        maxAge: '1d',
      })
      await api.register(fastifyStatic, {
        root: join(ASSETS_DIR, 'goods'),
        prefix: '/assets/goods/',
        decorateReply: false,
        maxAge: '1d',
      })
    },
    { prefix: '/api' },
  )

  // its own pages get their own CSP (swagger-ui ships inline scripts and styles)
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', staticCSP: true })

  // the site's root is a page like the others (the not-found handler below, lib/h5-page.ts hints it), not the file as built
  if (h5) await app.register(fastifyStatic, { root: config.staticDir, prefix: '/', wildcard: true, allowedPath: (path) => path !== '/' })
  const consoleSite = await registerConsoleSite(app, config.adminDir)

  app.setNotFoundHandler({ preHandler: rateLimitNotFound ?? undefined }, async (req, reply) => {
    const path = req.url.split('?')[0]
    if (isConsolePath(path)) {
      // the operator console's history-mode routes; a missing file (or no build at all) is a 404
      if (consoleSite && req.method === 'GET' && !isConsoleFile(path)) return consoleSite.sendPage(reply)
      return sendError(reply, 404, t(req.lang, 'notFound'))
    }
    if (h5 && req.method === 'GET' && path !== '/api' && !path.startsWith('/api/')) {
      // History-mode routes (/index/home, /login...) are pages of the single-page app.
      const page = await h5Site!.render(ctx, path, req.query as Record<string, unknown>, req.lang)
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(page)
    }
    return sendError(reply, 404, t(req.lang, 'notFound'))
  })

  return app
}

export type App = Awaited<ReturnType<typeof buildApp>>
