/**
 * Every endpoint of the OpenAPI document, sent malformed input: each path parameter, query parameter and body
 * field missing, of the wrong type, null, huge (100 KB), with control characters, negative or huge numbers, plus
 * unknown fields and bodies that are not objects. No answer may be a 500, and every answer is the JSON envelope
 * (`call` checks it). Callers are logged in: an admin on /api/admin, a recycling merchant on /api/merchant, the
 * demo buyer elsewhere.
 *
 * The payment providers' notification endpoints answer in their provider's protocol (WeChat Pay's
 * {code: 'SUCCESS' | 'FAIL'}, Alipay's plain `success`/`fail`), not the envelope: there only "no 500" is checked.
 *
 * Each endpoint is also sent a body nested 10 000 deep (objects, then arrays) and a 32 KB query string. What the
 * HTTP layer refuses before any route (headers over Node's limit, a content type no route reads, a method no route
 * has, a body over the limit, input that is not HTTP) goes over a real socket, since inject() skips Node's parser.
 *
 * Not in the document, so not fuzzed here: the chat websocket (GET /api/chat/socket, hidden; its frames are
 * refused in chat-socket.test.ts), the static game and listing images under /api/assets and the docs pages.
 */
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import type { App } from '../../server/app'
import { call, captcha, DRIVERS, useTestEnv, type TestEnv } from './helpers'
import { rawHttp } from './raw-http'

interface Schema {
  type?: string | string[]
  enum?: unknown[]
  const?: unknown
  anyOf?: Schema[]
  oneOf?: Schema[]
  allOf?: Schema[]
  properties?: Record<string, Schema>
  required?: string[]
  items?: Schema
  minItems?: number
  pattern?: string
  format?: string
  minLength?: number
  maxLength?: number
  minimum?: number
  maximum?: number
  nullable?: boolean
  default?: unknown
}

interface Operation {
  parameters?: { in: 'path' | 'query' | 'header'; name: string; required?: boolean; schema: Schema }[]
  requestBody?: { content: Record<string, { schema: Schema }> }
}

const HUGE = 'x'.repeat(100 * 1024)
const DEEP = 10_000
const DEEP_OBJECTS = '{"a":'.repeat(DEEP) + '1' + '}'.repeat(DEEP)
const DEEP_ARRAYS = '['.repeat(DEEP) + ']'.repeat(DEEP)
const LONG_QUERY = 'x'.repeat(32 * 1024)
/** strings tried, in order, for a schema's pattern (the first that matches is the valid value) */
const PATTERN_CANDIDATES = ['1', '10', 'a', 'abc', 'user_01', 'u12345', '13800000001', '123456', 'Passw0rd1', '张伟', '2026-01-01', 'android']

/** A value the schema accepts, as far as its keywords tell. */
function sample(s: Schema | undefined): unknown {
  if (!s) return 'x'
  if (s.const !== undefined) return s.const
  if (s.enum) return s.enum.find((v) => v !== null)
  const branch = s.anyOf ?? s.oneOf
  if (branch) return sample(branch.find((b) => b.type !== 'null') ?? branch[0])
  if (s.allOf) return sample(Object.assign({}, ...s.allOf))
  const type = Array.isArray(s.type) ? s.type.find((t) => t !== 'null') : s.type
  switch (type) {
    case 'integer':
    case 'number':
      return Math.min(Math.max(s.minimum ?? 1, 1), s.maximum ?? Number.MAX_SAFE_INTEGER)
    case 'boolean':
      return true
    case 'array':
      return Array.from({ length: s.minItems ?? 0 }, () => sample(s.items))
    case 'object': {
      const out: Record<string, unknown> = {}
      for (const name of s.required ?? []) out[name] = sample(s.properties?.[name])
      return out
    }
    default: {
      if (s.format === 'date-time') return new Date().toISOString()
      const fits = (v: string) =>
        v.length >= (s.minLength ?? 0) && v.length <= (s.maxLength ?? Infinity) && (!s.pattern || new RegExp(s.pattern, 'u').test(v))
      return PATTERN_CANDIDATES.find(fits) ?? 'x'.repeat(Math.max(s.minLength ?? 1, 1))
    }
  }
}

const typeOf = (s: Schema | undefined): string | undefined => {
  if (!s) return undefined
  if (s.anyOf ?? s.oneOf) return typeOf((s.anyOf ?? s.oneOf)!.find((b) => b.type !== 'null'))
  return Array.isArray(s.type) ? s.type.find((t) => t !== 'null') : s.type
}

/** malformed values of a JSON field of this schema (undefined: the field left out) */
function badJsonValues(s: Schema | undefined): unknown[] {
  const type = typeOf(s)
  const common: unknown[] = [null, {}, HUGE, 'a\u0000b', 'lone \ud800']
  if (type === 'integer' || type === 'number') return [...common, '1', -1, 0, 1.5, 2 ** 31, 1e20, -1e20]
  if (type === 'string') return [...common, 12345, [], '', '-1', '99999999999999999999']
  if (type === 'array') return [...common, 'x', [null], [HUGE], ['a\u0000b'], Array.from({ length: 1000 }, () => 1)]
  return [...common, [], 'x', 1]
}

/** malformed values of a query or path parameter (they are text on the wire) */
const BAD_TEXT = ['', 'abc', '-1', '0', '2147483648', '99999999999999999999', 'a\u0000b', 'lone \ud800', HUGE]

/** endpoints whose answer's shape a payment provider prescribes (see above) */
const PROVIDER_PROTOCOL = new Set(['POST /api/pay/notify/wechat', 'POST /api/pay/notify/alipay'])

interface Request {
  method: string
  url: string
  body?: unknown
  rawBody?: string
  label: string
}

/** a lone surrogate cannot be percent-encoded as UTF-8: it goes on the wire as the bytes that would encode it */
const encode = (v: string) =>
  v
    .split(/([\ud800-\udfff])/)
    .map((part) => (/^[\ud800-\udfff]$/.test(part) ? '%ED%A0%80' : encodeURIComponent(part)))
    .join('')

function url(path: string, params: Record<string, string>, query: Record<string, string | undefined>): string {
  const filled = path.replace(/\{(\w+)\}/g, (_, name: string) => encode(params[name] ?? '1'))
  const qs = Object.entries(query)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => `${encode(k)}=${encode(v as string)}`)
    .join('&')
  return qs ? `${filled}?${qs}` : filled
}

/** The malformed requests of one operation: each variant changes one thing of an otherwise valid request. */
function variants(method: string, path: string, op: Operation): Request[] {
  const m = method.toUpperCase()
  const pathParams = (op.parameters ?? []).filter((p) => p.in === 'path')
  const queryParams = (op.parameters ?? []).filter((p) => p.in === 'query')
  const params = Object.fromEntries(pathParams.map((p) => [p.name, String(sample(p.schema))]))
  const query: Record<string, string | undefined> = Object.fromEntries(
    queryParams.filter((p) => p.required).map((p) => [p.name, String(sample(p.schema))]),
  )
  const bodySchema = op.requestBody?.content['application/json']?.schema
  const body = bodySchema ? (sample(bodySchema) as Record<string, unknown>) : undefined
  const out: Request[] = []
  const add = (label: string, r: Omit<Request, 'method' | 'label'>) => out.push({ method: m, label, ...r })

  add('as valid as the schema tells', { url: url(path, params, query), body })
  add('unknown query parameter', { url: url(path, params, { ...query, zzUnknown: '1' }), body })
  for (const p of pathParams) {
    for (const bad of BAD_TEXT) add(`path ${p.name}=${JSON.stringify(bad.slice(0, 20))}`, { url: url(path, { ...params, [p.name]: bad }, query), body })
  }
  for (const p of queryParams) {
    if (p.required) add(`query ${p.name} missing`, { url: url(path, params, { ...query, [p.name]: undefined }), body })
    for (const bad of BAD_TEXT) add(`query ${p.name}=${JSON.stringify(bad.slice(0, 20))}`, { url: url(path, params, { ...query, [p.name]: bad }), body })
  }
  const u = url(path, params, query)
  // bodies that are not what the route reads, whether or not it reads one (multipart uploads included)
  add('no body', { url: u })
  add('body is an array', { url: u, body: [body ?? {}] })
  add('body is a string', { url: u, body: 'a\u0000b' })
  add('body is not JSON', { url: u, rawBody: '{"a":' })
  add(`body nested ${DEEP} deep (objects)`, { url: u, rawBody: DEEP_OBJECTS })
  add(`body nested ${DEEP} deep (arrays)`, { url: u, rawBody: DEEP_ARRAYS })
  add('32 KB query string', { url: url(path, params, { ...query, zzLong: LONG_QUERY }), body })
  add('body with an unknown field', { url: u, body: { ...(body ?? {}), zzUnknown: 'a\u0000b' } })
  if (!bodySchema || !body) return out
  for (const [name, schema] of Object.entries(bodySchema.properties ?? {})) {
    if (bodySchema.required?.includes(name)) {
      const { [name]: _gone, ...rest } = body
      add(`body ${name} missing`, { url: u, body: rest })
    }
    for (const bad of badJsonValues(schema)) add(`body ${name}=${JSON.stringify(bad)?.slice(0, 30)}`, { url: u, body: { ...body, [name]: bad } })
    // one level down: the fields of an object, or of an array's objects
    const inner = typeOf(schema) === 'array' ? schema.items : schema
    if (typeOf(inner) !== 'object' || !inner?.properties) continue
    const valid = sample(inner) as Record<string, unknown>
    for (const [sub, subSchema] of Object.entries(inner.properties)) {
      for (const bad of badJsonValues(subSchema).slice(0, 5)) {
        const changed = { ...valid, [sub]: bad }
        add(`body ${name}.${sub}=${JSON.stringify(bad)?.slice(0, 30)}`, { url: u, body: { ...body, [name]: typeOf(schema) === 'array' ? [changed] : changed } })
      }
    }
  }
  return out
}

async function login(env: TestEnv, username: string, password: string): Promise<string> {
  const res = await call(env.app, 'POST', '/api/login', { body: { username, password, ...(await captcha(env)) } })
  assert.equal(res.code, 200, res.msg)
  return res.data.token
}

for (const driver of DRIVERS) {
  describe(`fuzz: malformed input to every endpoint of the OpenAPI document [${driver}]`, () => {
    const env = useTestEnv(driver)

    it('never answers 500, always the envelope', async () => {
      const app = env().app
      await app.ready()
      const doc = app.swagger() as unknown as { paths: Record<string, Record<string, Operation>> }
      const tokens = {
        admin: await login(env(), 'admin', 'Admin1234'),
        merchant: await login(env(), 'merchant01', 'Demo1234'),
        buyer: await login(env(), 'buyer01', 'Demo1234'),
      }
      const tokenFor = (path: string) =>
        path.startsWith('/api/admin') ? tokens.admin : path.startsWith('/api/merchant') ? tokens.merchant : tokens.buyer
      // logging out ends the session the other requests use: it goes last
      const ops = Object.entries(doc.paths)
        .flatMap(([path, methods]) => Object.entries(methods).map(([method, op]) => ({ path, method, op })))
        .sort((a, b) => Number(a.path === '/api/logout') - Number(b.path === '/api/logout'))
      assert.ok(ops.length > 100, `the document lists every endpoint (${ops.length})`)

      const failures: string[] = []
      let sent = 0
      for (const { path, method, op } of ops) {
        for (const r of variants(method, path, op)) {
          sent++
          try {
            if (PROVIDER_PROTOCOL.has(`${r.method} ${path}`)) {
              const payload = r.rawBody ?? (r.body === undefined ? undefined : JSON.stringify(r.body))
              const res = await app.inject({ method: r.method as 'POST', url: r.url, payload, headers: { 'content-type': 'application/json' } })
              if (res.statusCode >= 500) failures.push(`${r.method} ${path} (${r.label}): ${res.statusCode} ${res.body.slice(0, 200)}`)
              continue
            }
            const res = await call(app, r.method, r.url, { body: r.body, rawBody: r.rawBody, token: tokenFor(path) })
            if (res.code === 500) failures.push(`${r.method} ${path} (${r.label}): 500 ${res.msg}`)
          } catch (e) {
            failures.push(`${r.method} ${path} (${r.label}): ${(e as Error).message.split('\n')[0].replace(/x{20,}/g, 'x…').slice(0, 300)}`)
          }
        }
      }
      assert.ok(sent > 1000, `${sent} requests sent`)
      assert.deepEqual(failures, [], `${failures.length} of ${sent} requests failed:\n${failures.slice(0, 200).join('\n')}`)
    })

    it('what the HTTP layer refuses on a real socket is answered in the envelope too, with its own status', async () => {
      const app = await env().build()
      const port = await listen(app)
      const json = (path: string, body: string, type = 'application/json') =>
        `POST ${path} HTTP/1.1\r\nHost: shop\r\nContent-Type: ${type}\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`
      const get = (target: string, extra = '', method = 'GET') => `${method} ${target} HTTP/1.1\r\nHost: shop\r\n${extra}Connection: close\r\n\r\n`
      const cases: [string, string, number][] = [
        ['32 KB query string', get(`/api/web/game/list?q=${LONG_QUERY}`), 431],
        ['32 KB header', get('/api/web/game/list', `X-Padding: ${LONG_QUERY}\r\n`), 431],
        [`JSON nested ${DEEP} deep (objects)`, json('/api/login', DEEP_OBJECTS), 400],
        [`JSON nested ${DEEP} deep (arrays)`, json('/api/login', DEEP_ARRAYS), 400],
        ['unsupported content type', json('/api/login', '<login/>', 'application/xml'), 415],
        ['form-encoded body', json('/api/login', 'username=a&password=b', 'application/x-www-form-urlencoded'), 415],
        ['body over the 1 MB limit', json('/api/login', JSON.stringify({ username: 'x'.repeat(2 * 1024 * 1024) })), 413],
        ['a method the route does not have', get('/api/web/game/list', '', 'DELETE'), 404],
        ['a method no route has', get('/api/login', '', 'PROPFIND'), 404],
        ['not an HTTP method', get('/api/health', '', 'FOO'), 400],
        ['not HTTP at all', 'hello\r\n\r\n', 400],
      ]
      const failures: string[] = []
      for (const [label, request, status] of cases) {
        try {
          const res = await rawHttp(port, request)
          const body = JSON.parse(res.body)
          assert.deepEqual(Object.keys(body).sort(), ['code', 'data', 'msg'], 'envelope keys')
          assert.equal(res.status, body.code, 'HTTP status equals code')
          assert.equal(res.status, status)
          assert.ok(typeof body.msg === 'string' && body.msg.length > 0 && body.data === null)
          assert.match(res.headers['content-type'] ?? '', /^application\/json/)
        } catch (e) {
          failures.push(`${label}: ${(e as Error).message.split('\n').slice(0, 3).join(' ').slice(0, 300)}`)
        }
      }
      assert.deepEqual(failures, [])
      const health = await rawHttp(port, get('/api/health'))
      assert.equal(health.status, 200, 'the server still answers')
    })
  })
}

async function listen(app: App): Promise<number> {
  await app.listen({ port: 0, host: '127.0.0.1' })
  const address = app.server.address()
  assert.ok(address && typeof address === 'object')
  return address.port
}
