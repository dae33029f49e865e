/**
 * Control characters in request text. PostgreSQL cannot store NUL in text or jsonb (the driver throws and the
 * request used to answer 500 with the user's text in the error log), and no form field has a use for the other
 * C0 controls, DEL or a lone UTF-16 surrogate (which the drivers silently turn into U+FFFD). Two app-wide
 * hooks check every string of every route, so a new route or a module's own string schema cannot forget it, and
 * answers 400 naming the field through the envelope's validation message (keyword `controlChars`).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify'

const SURROGATE = '[\\ud800-\\udbff](?![\\udc00-\\udfff])|(?<![\\ud800-\\udbff])[\\udc00-\\udfff]'
/** query strings, path segments and headers are one line */
const ONE_LINE = new RegExp(`[\\u0000-\\u001f\\u007f]|${SURROGATE}`)
/** a JSON body may carry multi-line text (descriptions, messages, notices): tab and line breaks stay allowed */
const MULTI_LINE = new RegExp(`[\\u0000-\\u0008\\u000b\\u000c\\u000e-\\u001f\\u007f]|${SURROGATE}`)

/** headers whose value the server looks up (the session token) */
const TEXT_HEADERS = ['token', 'authorization'] as const

/** true when the text holds a character refused above (`multiLine`: tab, CR and LF are fine) */
export function hasControlChars(text: string, multiLine = false): boolean {
  return (multiLine ? MULTI_LINE : ONE_LINE).test(text)
}

/**
 * The JSON pointer of the first string (or object key) in `value` that holds a refused character, else null.
 * Walked with a stack of its own rather than by recursion: no nesting a client sends can overflow the call stack.
 */
export function findControlChars(value: unknown, multiLine: boolean): string | null {
  // popped last-in first-out, so children are pushed in reverse to report the first hit in document order
  const stack: { value: unknown; path: string; key?: string }[] = [{ value, path: '' }]
  for (let item = stack.pop(); item; item = stack.pop()) {
    const { value: v, path, key } = item
    if (key !== undefined && hasControlChars(key, false)) return path
    if (typeof v === 'string') {
      if (hasControlChars(v, multiLine)) return path
    } else if (Array.isArray(v)) {
      for (let i = v.length - 1; i >= 0; i--) stack.push({ value: v[i], path: `${path}/${i}` })
    } else if (v !== null && typeof v === 'object') {
      const entries = Object.entries(v)
      for (let i = entries.length - 1; i >= 0; i--) {
        const [k, inner] = entries[i]
        stack.push({ value: inner, path: `${path}/${k.replace(/~/g, '~0').replace(/\//g, '~1')}`, key: k })
      }
    }
  }
  return null
}

/** an error the envelope's handler reports like a schema validation failure of `part` at `instancePath` */
function refusal(part: 'body' | 'querystring' | 'params' | 'headers', instancePath: string) {
  return Object.assign(new Error(`control characters in ${part} ${instancePath}`), {
    statusCode: 400,
    validation: [{ keyword: 'controlChars', instancePath, params: {} }],
    validationContext: part,
  })
}

/** what is known when a request arrives: the token, the path and the query string */
function checkLine(req: FastifyRequest) {
  for (const name of TEXT_HEADERS) {
    const raw = req.headers[name]
    for (const v of Array.isArray(raw) ? raw : [raw]) {
      if (typeof v === 'string' && hasControlChars(v)) throw refusal('headers', '/token')
    }
  }
  const inParams = findControlChars(req.params, false)
  if (inParams !== null) throw refusal('params', inParams)
  const inQuery = findControlChars(req.query, false)
  if (inQuery !== null) throw refusal('querystring', inQuery)
}

function checkBody(req: FastifyRequest) {
  const inBody = findControlChars(req.body, true)
  if (inBody !== null) throw refusal('body', inBody)
}

/**
 * The line check runs on arrival, before the routes' own onRequest hooks look the token up; the body check once
 * the body is parsed, before schema validation and before any handler or service reads it.
 */
export function installInputTextCheck(app: FastifyInstance): void {
  app.addHook('onRequest', async (req) => checkLine(req))
  app.addHook('preValidation', async (req) => checkBody(req))
}
