/**
 * The general per-client limit in front of the API: REQUESTS_PER_IP_PER_MINUTE requests per client IP (req.ip,
 * which follows TRUST_PROXY like every per-IP limit) to anything under /api but /api/health, then 429 in the
 * envelope with Retry-After. It is the floor under the per-action limits (SMS, logins, chat posts...), sized so a
 * person or a shared office address never meets it while a script hammering the API does.
 *
 * With REDIS_URL the count is kept in Redis, so every process behind the proxy shares one budget per IP; without
 * it each process counts on its own. If Redis is unreachable requests go through (a limiter outage must not take
 * the API down with it).
 */
import fastifyRateLimit from '@fastify/rate-limit'
import type { FastifyInstance, preHandlerHookHandler } from 'fastify'
import { Redis } from 'ioredis'
import { AppError } from './errors'

const WINDOW_MS = 60_000

/** monitors poll it; it must answer even to a client over its budget */
const exempt = (url: string) => !url.startsWith('/api/') || url === '/api/health' || url.startsWith('/api/health?')

/**
 * Installs the limit (before any route: it attaches to routes as they are added). Returns the hook that puts
 * the not-found handler under the same budget (a scanner's unknown URLs count too), or null when it is off.
 */
export async function installClientRateLimit(
  app: FastifyInstance,
  perMinute: number,
  redisUrl: string | null,
): Promise<preHandlerHookHandler | null> {
  if (perMinute <= 0) return null
  let redis: Redis | undefined
  if (redisUrl) {
    redis = new Redis(redisUrl, { maxRetriesPerRequest: 1, enableOfflineQueue: false })
    let warned = false
    redis.on('error', (err) => {
      if (!warned) app.log.warn({ err }, 'rate limit: Redis unreachable, requests are not counted until it is back')
      warned = true
    })
    redis.on('ready', () => (warned = false))
    app.addHook('onClose', async () => redis?.disconnect())
  }
  await app.register(fastifyRateLimit, {
    global: true,
    max: perMinute,
    timeWindow: WINDOW_MS,
    redis,
    nameSpace: 'api-rate:',
    skipOnError: true,
    allowList: (req) => exempt(req.url),
    errorResponseBuilder: (_req, context) => new AppError(429, 'clientRateLimited', { seconds: Math.max(1, Math.ceil(context.ttl / 1000)) }),
  })
  return (app as unknown as { rateLimit(): preHandlerHookHandler }).rateLimit()
}
