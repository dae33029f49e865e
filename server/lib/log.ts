/**
 * Fastify's logger (pino) writes JSON; for a server run by hand one plain line per event reads better.
 * This stream turns each pino record into `time LEVEL message [details]`.
 */
interface LoggedCause {
  type?: string
  message?: string
  code?: string
  cause?: LoggedCause
}

const LEVELS: Record<number, string> = { 10: 'TRACE', 20: 'DEBUG', 30: 'INFO', 40: 'WARN', 50: 'ERROR', 60: 'FATAL' }

export function plainLogStream(out: NodeJS.WritableStream = process.stdout): { write(line: string): void } {
  return {
    write(line: string) {
      let rec: Record<string, unknown>
      try {
        rec = JSON.parse(line)
      } catch {
        out.write(line)
        return
      }
      const { level, time, msg, pid: _pid, hostname: _host, err, ...rest } = rec
      const when = new Date(typeof time === 'number' ? time : Date.now()).toISOString()
      let text = `${when} ${LEVELS[level as number] ?? level} ${msg ?? ''}`
      const extra = Object.keys(rest).length > 0 ? ' ' + JSON.stringify(rest) : ''
      text += extra
      const stack = (err as { stack?: string } | undefined)?.stack
      if (stack) text += '\n' + stack
      // the driver's own words (e.g. PostgreSQL's message and SQLSTATE) sit in the causes
      for (let c = (err as { cause?: LoggedCause } | undefined)?.cause, depth = 0; c && depth < 3; c = c.cause, depth++) {
        text += `\ncaused by ${c.type ?? 'Error'}: ${c.message ?? ''}${c.code ? ` (${c.code})` : ''}`
      }
      out.write(text + '\n')
    },
  }
}

/*
 * What a log line must not carry: phone numbers and ID numbers are personal data, and tokens, SMS and image codes
 * and passwords are keys to an account. Every serializer below and the request line pass text through `redact`.
 */
const SECRET_PARAM = /([?&;](?:[^=&#\s]*?(?:token|password|passwd|pwd|code|yzm|secret|idnumber|sign)[^=&#\s]*)=)[^&#\s]*/gi
const SECRET_JSON = /("(?:[^"]*?(?:token|password|passwd|pwd|code|yzm|secret|idNumber|sign)[^"]*)"\s*:\s*")[^"]*/gi
const BEARER = /\b(Bearer\s+)\S+/gi
const ID_NUMBER = /(?<![0-9A-Za-z])(\d{4})\d{10}(\d{3}[\dXx])(?![0-9A-Za-z])/g
const PHONE = /(?<!\d)(1[3-9]\d)\d{4}(\d{4})(?!\d)/g

/** The text with secrets replaced by `***` and phone and ID numbers masked like the app shows them. */
export function redact(text: string): string {
  return text
    .replace(SECRET_PARAM, '$1***')
    .replace(SECRET_JSON, '$1***')
    .replace(BEARER, '$1***')
    .replace(ID_NUMBER, '$1**********$2')
    .replace(PHONE, '$1****$2')
}

const SECRET_HEADERS = new Set(['token', 'authorization', 'cookie', 'set-cookie'])

interface LoggedRequest {
  method?: string
  url?: string
  ip?: string
  headers?: Record<string, string | string[] | undefined>
}

/** pino's `req`: method, the redacted URL, the caller, and headers without the session token or cookies */
function serializeRequest(req: LoggedRequest) {
  const headers: Record<string, string> = {}
  for (const [name, value] of Object.entries(req.headers ?? {})) {
    if (value === undefined) continue
    headers[name] = SECRET_HEADERS.has(name) ? '***' : redact(Array.isArray(value) ? value.join(', ') : value)
  }
  return { method: req.method, url: redact(req.url ?? ''), remoteAddress: req.ip, headers }
}

/** drizzle's failed-query message ends with `params: <every bound value>`, i.e. what the user typed */
const safeMessage = (message: unknown) => redact(String(message ?? '').replace(/\nparams: [\s\S]*$/, ''))

/**
 * One line for an error met outside a request (background jobs, the refund sender), for stderr and for the rows
 * staff read: the cleaned message of the error and of its causes (a driver's own words sit there), outermost
 * first, masked like a log line and never with a failed query's parameters.
 */
export function describeError(err: unknown, maxLength = 1000): string {
  const parts: string[] = []
  let e: unknown = err
  for (let depth = 0; e !== undefined && e !== null && depth < 4; depth++) {
    if (!(e instanceof Error)) {
      parts.push(redact(String(e)))
      break
    }
    parts.push(safeMessage(e.message) || e.name)
    e = (e as { cause?: unknown }).cause
  }
  const text = parts.join(' <- ')
  return text.length > maxLength ? `${text.slice(0, maxLength - 1)}…` : text
}

/**
 * pino's `err`: type, message, code, the SQL text of a failed query (never its parameters) and the chain of
 * causes (type, message, code), with a stack whose first line is the cleaned message, not the raw one.
 */
export function serializeError(err: unknown, depth = 0): unknown {
  if (!(err instanceof Error)) return typeof err === 'string' ? redact(err) : err
  const e = err as Error & { code?: unknown; statusCode?: unknown; query?: unknown; cause?: unknown }
  const type = e.name || e.constructor?.name || 'Error'
  const message = safeMessage(e.message)
  const out: Record<string, unknown> = { type, message }
  if (typeof e.code === 'string' || typeof e.code === 'number') out.code = e.code
  if (typeof e.statusCode === 'number') out.statusCode = e.statusCode
  if (typeof e.query === 'string') out.query = e.query
  if (depth === 0 && typeof e.stack === 'string') {
    const frames = e.stack.split('\n').filter((line) => /^\s+at /.test(line))
    out.stack = [`${type}: ${message}`, ...frames].join('\n')
  }
  if (e.cause !== undefined && depth < 3) out.cause = serializeError(e.cause, depth + 1)
  return out
}

/** pino's shape of a serialised error (Fastify's logger options type `err` by it) */
type SerializedError = { type: string; message: string; stack: string; [key: string]: unknown }

export const logSerializers = { req: serializeRequest, err: (err: unknown) => serializeError(err) as SerializedError }
