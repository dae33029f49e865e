/**
 * API test harness: one database per test file and driver (each copied from a migrated + seeded template,
 * db-templates.ts), apps built on it through buildApp, and `call()` that checks the envelope
 * of every response. SMS codes and captcha answers are read through the providers handed to buildApp.
 */
import assert from 'node:assert/strict'
import { randomBytes, randomInt } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { after, before } from 'node:test'
import { eq } from 'drizzle-orm'
import { buildApp, type App, type BuildOptions } from '../../server/app'
import { ConfigError, loadConfig } from '../../server/config'
import { openDatabase, type Database, type Db } from '../../server/db/client'
import { users } from '../../server/modules/user/schema'
import { listVersion } from '../../server/modules/goods/schema'
import { listCacheOfApp } from '../../server/modules/goods/list-cache'
import { createSession } from '../../server/modules/auth/sessions'
import type { SmsProvider } from '../../server/lib/sms'
import type { SmsScene } from '../../contract/types'
import { SECRET, adminQuery, pgliteDataDir, pgTemplate, pgUrl } from './db-templates'

export { SECRET }

export const DRIVERS = ['pglite', 'postgres'] as const
export type Driver = (typeof DRIVERS)[number]



/** Captures codes instead of printing them. */
export class CapturingSms implements SmsProvider {
  readonly sent: { phone: string; code: string; scene: SmsScene }[] = []
  async sendCode(phone: string, code: string, scene: SmsScene) {
    this.sent.push({ phone, code, scene })
  }
  last(phone: string, scene?: SmsScene): string {
    const hit = [...this.sent].reverse().find((s) => s.phone === phone && (!scene || s.scene === scene))
    assert.ok(hit, `no SMS code was sent to ${phone}`)
    return hit.code
  }
}

/** Limits out of the way of functional tests; limits.test.ts builds apps with the real numbers. */
const RELAXED = {
  smsResendSeconds: 0,
  smsPerPhonePerDay: 10_000,
  smsPerIpPerHour: 10_000,
  loginFailsPerAccount: 10_000,
  loginFailsPerIp: 10_000,
  captchaPerIpPerMinute: 10_000,
  uploadsPerUserPerHour: 10_000,
  lookupsPerIpPerHour: 10_000,
  problemsPerUserPerDay: 10_000,
  cooperationPerIpPerDay: 10_000,
  chatPostsPerMinute: 10_000,
  chatFramesPerSecond: 10_000,
  requestsPerIpPerMinute: 0,
}

export interface TestEnv {
  driver: Driver
  database: Database
  db: Db
  sms: CapturingSms
  captchas: Map<string, string>
  app: App
  /** another app on the same database (e.g. with other rate limits); closed with the env */
  build(config?: BuildOptions['config']): Promise<App>
  close(): Promise<void>
}

export async function createTestEnv(driver: Driver): Promise<TestEnv> {
  let database: Database
  let cleanup: () => Promise<void>
  if (driver === 'pglite') {
    const dir = await pgliteDataDir()
    database = await openDatabase({ dataDir: dir })
    await database.migrate()
    cleanup = async () => rmSync(dir, { recursive: true, force: true })
  } else {
    const name = 'shop_test_' + randomBytes(6).toString('hex')
    await adminQuery(`create database ${name} template ${await pgTemplate()}`)
    database = await openDatabase({ dataDir: '', databaseUrl: pgUrl(name) })
    await database.migrate()
    cleanup = async () => {
      await adminQuery(`drop database if exists ${name} with (force)`)
    }
  }
  // uploads of this env (DATA_DIR/uploads) in a folder of its own
  const filesDir = mkdtempSync(join(tmpdir(), 'shop-files-'))
  const sms = new CapturingSms()
  const captchas = new Map<string, string>()
  const apps: App[] = []
  const build = async (config: BuildOptions['config'] = {}) => {
    const app = await buildApp({
      db: database.db,
      config: { secretKey: SECRET, staticDir: '/nonexistent', dataDir: filesDir, ...config, limits: { ...RELAXED, ...config.limits } },
      sms,
      onCaptcha: (id, text) => captchas.set(id, text),
      logger: false,
      realtime: database,
    })
    apps.push(app)
    return app
  }
  const app = await build()
  return {
    driver,
    database,
    db: database.db,
    sms,
    captchas,
    app,
    build,
    async close() {
      for (const a of apps) await a.close()
      await database.close()
      await cleanup()
      rmSync(filesDir, { recursive: true, force: true })
    },
  }
}

/** Registers before/after hooks of the enclosing describe; returns an accessor for the env. */
export function useTestEnv(driver: Driver): () => TestEnv {
  let env: TestEnv | undefined
  before(async () => {
    env = await createTestEnv(driver)
  })
  after(async () => {
    await env?.close()
  })
  return () => {
    assert.ok(env, 'test env not ready')
    return env
  }
}

export interface CallOptions {
  body?: unknown
  token?: string | null
  /** header style of the token */
  tokenHeader?: 'Token' | 'Authorization' | 'Bearer'
  lang?: string
  ip?: string
  headers?: Record<string, string>
  rawBody?: string
}

export interface CallResult<T = any> {
  status: number
  code: number
  msg: string
  data: T
  raw: string
}

export const randomIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`

/** One API request; asserts the envelope shape and that the HTTP status equals `code`. */
export async function call<T = any>(app: App, method: string, url: string, opts: CallOptions = {}): Promise<CallResult<T>> {
  const headers: Record<string, string> = { ...opts.headers }
  if (opts.lang) headers['accept-language'] = opts.lang
  if (opts.token) {
    if (opts.tokenHeader === 'Authorization') headers.authorization = opts.token
    else if (opts.tokenHeader === 'Bearer') headers.authorization = 'Bearer ' + opts.token
    else headers.token = opts.token
  }
  let payload: string | undefined
  if (opts.rawBody !== undefined) payload = opts.rawBody
  else if (opts.body !== undefined) payload = JSON.stringify(opts.body)
  if (payload !== undefined) headers['content-type'] ??= 'application/json'
  const res = await app.inject({
    method: method as 'GET',
    url,
    headers,
    payload,
    remoteAddress: opts.ip ?? randomIp(),
  })
  let body: any
  try {
    body = JSON.parse(res.body)
  } catch {
    assert.fail(`${method} ${url}: response is not JSON: ${res.body.slice(0, 200)}`)
  }
  assert.deepEqual(Object.keys(body).sort(), ['code', 'data', 'msg'], `${method} ${url}: envelope keys`)
  assert.equal(typeof body.msg, 'string')
  assert.ok(body.msg.length > 0, 'msg is not empty')
  assert.equal(res.statusCode, body.code, `${method} ${url}: HTTP status equals code (${body.msg})`)
  assert.ok([200, 400, 401, 403, 404, 408, 409, 413, 415, 429, 431, 500, 503].includes(body.code), `code ${body.code} is one of the API codes`)
  assert.ok(!/\n\s+at /.test(res.body), 'no stack trace in the response')
  if (body.code !== 200) assert.equal(body.data, null)
  return { status: res.statusCode, code: body.code, msg: body.msg, data: body.data, raw: res.body }
}

const usedPhones = new Set<string>()
/** A phone number no other test uses. */
export function newPhone(): string {
  for (;;) {
    const phone = '19' + String(randomInt(0, 1e9)).padStart(9, '0')
    if (!usedPhones.has(phone)) {
      usedPhones.add(phone)
      return phone
    }
  }
}

let userSeq = 0
export const newUsername = () => `u${Date.now().toString(36)}${(userSeq++).toString(36)}${randomInt(1000)}`.slice(0, 20)

export interface TestUser {
  phone: string
  username: string
  password: string
  token: string
  id: number
}

/** Registers a fresh account through the API (SMS code + /register). */
export async function registerUser(env: TestEnv, password = 'Passw0rd1'): Promise<TestUser> {
  const phone = newPhone()
  const username = newUsername()
  const sent = await call(env.app, 'GET', `/api/sms/sendYzm/new?phone=${phone}`)
  assert.equal(sent.code, 200, sent.msg)
  const code = env.sms.last(phone, 'register')
  const res = await call(env.app, 'POST', '/api/register', { body: { phone, code, password, username } })
  assert.equal(res.code, 200, res.msg)
  return { phone, username, password, token: res.data.token, id: res.data.user.id }
}

/** A new captcha and its answer. */
export async function captcha(env: TestEnv, app: App = env.app): Promise<{ captchaId: string; captchaCode: string }> {
  const res = await call(app, 'GET', '/api/captchaImage')
  assert.equal(res.code, 200)
  const text = env.captchas.get(res.data.captchaId)
  assert.ok(text, 'captcha answer captured')
  return { captchaId: res.data.captchaId, captchaCode: text }
}

/** GB 11643 check character, written independently of contract/rules.ts so the test is a second opinion. */
export function checkChar(first17: string): string {
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
  const sum = [...first17].reduce((acc, d, i) => acc + Number(d) * weights[i], 0)
  return '10X98765432'[sum % 11]
}

/** An 18-character ID number with a correct check character for a YYYY-MM-DD birth date. */
export function idNumber(birth: string, region = '110105', seq = String(randomInt(100, 999))): string {
  const first17 = region + birth.replace(/-/g, '') + seq
  return first17 + checkChar(first17)
}

/** Today shifted by whole years, as YYYY-MM-DD. */
export function yearsAgo(years: number, extraDays = 0): string {
  const d = new Date()
  d.setUTCFullYear(d.getUTCFullYear() - years)
  d.setUTCDate(d.getUTCDate() + extraDays)
  return d.toISOString().slice(0, 10)
}

/** Why the server would refuse to start with `env` (the ConfigError's message), or '' when it would start. */
export function configProblem(env: NodeJS.ProcessEnv): string {
  try {
    loadConfig(env)
    return ''
  } catch (err) {
    assert.ok(err instanceof ConfigError)
    return err.message
  }
}

/** A session token of the first demo user with `role` (the seeded admin, staff kefu01, a merchant). */
export async function roleToken(env: TestEnv, role: 'admin' | 'staff' | 'merchant'): Promise<{ id: number; token: string }> {
  const [u] = await env.db.select({ id: users.id }).from(users).where(eq(users.role, role)).orderBy(users.id).limit(1)
  return { id: u.id, token: (await createSession(env.db, u.id, 1)).token }
}

/**
 * Waits until `app` has heard of the catalogue version now committed. A test that writes listings beside the app
 * (straight into the database) needs it before reading a cached page or detail: the app learns of such a write by
 * notification, as another server process would, not at once.
 */
export async function untilAppKnowsVersion(db: Db, app: App): Promise<void> {
  const [{ v }] = await db.select({ v: listVersion.version }).from(listVersion)
  const cache = listCacheOfApp(app)
  for (let i = 0; i < 400; i++) {
    const known = await cache?.currentVersion()
    if (known == null || known >= Number(v)) return
    await new Promise((r) => setTimeout(r, 25))
  }
  assert.fail(`the app never heard of catalogue version ${v}`)
}
