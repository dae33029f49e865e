/**
 * The response envelope `{code, msg, data}` and the one error handler that maps every failure onto it.
 * The HTTP status always equals `code`; `msg` is localised; stack traces stay in the server log.
 */
import { STATUS_CODES } from 'node:http'
import type { Socket } from 'node:net'
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { AppError, type ApiCode } from './errors'
import { fieldName, pickLang, t, type Lang, type MessageKey, type MessageParams } from './i18n'
import { redact } from './log'

declare module 'fastify' {
  interface FastifyRequest {
    lang: Lang
  }
}

export function ok<T>(req: FastifyRequest, data: T) {
  return { code: 200 as const, msg: t(req.lang, 'ok'), data }
}

/** Same envelope with a specific success message (logout, password change). */
export function okWith<T>(req: FastifyRequest, key: MessageKey, data: T) {
  return { code: 200 as const, msg: t(req.lang, key), data }
}

export function sendError(reply: FastifyReply, code: Exclude<ApiCode, 200>, msg: string) {
  return reply.code(code).type('application/json; charset=utf-8').send({ code, msg, data: null })
}

interface AjvError {
  keyword: string
  instancePath: string
  params: Record<string, unknown>
}

/** Field-specific wording where the generic "X is invalid" would not tell the user what to type. */
const RULE_MESSAGES: Record<string, MessageKey> = {
  password: 'passwordRule',
  username: 'usernameRule',
  realName: 'realNameRule',
}

/** One clear sentence naming the first bad field of a schema validation failure. */
export function validationMessage(req: FastifyRequest, errors: AjvError[], part: string | undefined): string {
  const lang = req.lang
  const route = req.routeOptions?.url?.replace(/^\/api/, '')
  const source = part === 'querystring' ? 'query' : part
  const input = (source ? (req as unknown as Record<string, unknown>)[source] : undefined) as
    | Record<string, unknown>
    | undefined
  const say = (key: MessageKey, params: MessageParams = {}) => t(lang, key, params)
  const first = errors.find((e) => e.keyword === 'additionalProperties') ?? errors[0]
  if (!first) return say('badRequest')
  if (first.keyword === 'additionalProperties') {
    return say('unknownField', { field: String(first.params.additionalProperty) })
  }
  if (first.keyword === 'required') {
    return say('fieldRequired', { field: fieldName(lang, String(first.params.missingProperty), route) })
  }
  if (first.keyword === 'minProperties') return say('noProfileChange')
  const field = first.instancePath.split('/')[1]
  if (first.keyword === 'controlChars' && field) return say('fieldControlChars', { field: fieldName(lang, field, route) })
  if (!field) return say(input === undefined || input === null ? 'bodyRequired' : 'badRequest')
  const value = input?.[field]
  const name = fieldName(lang, field, route)
  if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) {
    if (first.keyword !== 'type' || value !== null) return say('fieldRequired', { field: name })
  }
  if (first.keyword === 'maxLength' && !RULE_MESSAGES[field]) {
    return say('fieldTooLong', { field: name, limit: Number(first.params.limit) })
  }
  const rule = RULE_MESSAGES[field]
  if (rule && typeof value === 'string') return say(rule)
  return say('fieldInvalid', { field: name })
}

/**
 * Fastify's router answers a URL it cannot take apart (bad percent-encoding, a path segment over the length limit)
 * itself, before any hook: this puts that answer in the envelope too, as a 400 in the caller's language.
 */
export function frameworkError(_error: FastifyError, req: FastifyRequest, reply: FastifyReply) {
  return sendError(reply, 400, t(pickLang(req.headers['accept-language']), 'badUrl'))
}

/**
 * Node's HTTP parser refuses some requests before Fastify sees them: headers or a request line over the header
 * size limit (431, e.g. a query string over 16 KB), a request whose headers or body did not arrive in time (408),
 * anything that is not HTTP (400). Fastify's clientErrorHandler answers these on the raw socket; this one writes
 * the envelope there, in the default language (the headers may never have been read), and closes the connection.
 */
export function clientError(err: NodeJS.ErrnoException, socket: Socket): void {
  if (err.code === 'ECONNRESET' || socket.destroyed) return
  const [code, key]: [Exclude<ApiCode, 200>, MessageKey] =
    err.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'headersTooLarge']
      : err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'requestTimeout']
        : [400, 'badRequest']
  if (socket.writable) {
    const body = JSON.stringify({ code, msg: t('zh-CN', key), data: null })
    socket.write(
      `HTTP/1.1 ${code} ${STATUS_CODES[code]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    )
  }
  socket.destroy()
}

/** Statuses Fastify's own errors carry that keep their meaning in the envelope (any other 4xx is a 400). */
const FRAMEWORK_STATUS: Partial<Record<number, [Exclude<ApiCode, 200>, MessageKey]>> = {
  401: [401, 'unauthorized'],
  404: [404, 'notFound'],
  413: [413, 'bodyTooLarge'],
  415: [415, 'unsupportedMediaType'],
  429: [429, 'tooManyRequests'],
}

export function installEnvelope(app: FastifyInstance): void {
  app.decorateRequest('lang', 'zh-CN')
  // Fastify's own 503 during a shutdown (return503OnClosing) has its own body: this answers it in the envelope
  let closing = false
  app.addHook('preClose', async () => {
    closing = true
  })
  app.addHook('onRequest', async (req, reply) => {
    req.lang = pickLang(req.headers['accept-language'])
    if (closing) return sendError(reply.header('connection', 'close'), 503, t(req.lang, 'serverRestarting'))
  })

  app.setErrorHandler((error: FastifyError | AppError, req, reply) => {
    if (error instanceof AppError) {
      if (error.code === 429) {
        const after = error.params.retryAfter
        if (after !== undefined) reply.header('retry-after', String(after))
      }
      return sendError(reply, error.code, t(req.lang, error.messageKey, error.params))
    }
    const fe = error as FastifyError
    if (fe.validation) {
      return sendError(reply, 400, validationMessage(req, fe.validation as AjvError[], fe.validationContext))
    }
    const status = fe.statusCode ?? 500
    const known = FRAMEWORK_STATUS[status]
    if (known) return sendError(reply, known[0], t(req.lang, known[1]))
    if (status >= 400 && status < 500) {
      req.log.info({ code: fe.code }, redact(fe.message))
      return sendError(reply, 400, t(req.lang, 'badRequest'))
    }
    req.log.error({ err: error }, 'unhandled error')
    return sendError(reply, 500, t(req.lang, 'internalError'))
  })
}
