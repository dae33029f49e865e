/**
 * Browser-test harness: runs the real server (built H5 + API on a fresh PGlite folder with demo data)
 * as a child process, reads the codes it logs (SMS codes, captcha answers with CAPTCHA_DEBUG_LOG), and
 * drives Debian's Chromium through playwright-core.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { rmSync, existsSync } from 'node:fs'
import { createServer } from 'node:net'
import { join } from 'node:path'
import { after, before } from 'node:test'
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core'
import { pgliteDataDir, SECRET } from '../api/db-templates'

export const root = new URL('../..', import.meta.url).pathname

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer()
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number }
      srv.close(() => resolve(port))
    })
    srv.on('error', reject)
  })
}

export interface RunningServer {
  url: string
  log: () => string
  /** waits for the newest `SMS code for <phone>: <code>` logged after `since` (a log length) */
  smsCode: (phone: string, since: number) => Promise<string>
  /** the answer of the newest captcha logged after `since` */
  captcha: (since: number) => Promise<string>
  stop: () => Promise<void>
}

async function waitFor<T>(what: string, fn: () => T | undefined, timeoutMs = 15000): Promise<T> {
  const end = Date.now() + timeoutMs
  for (;;) {
    const v = fn()
    if (v !== undefined) return v
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`)
    await new Promise((r) => setTimeout(r, 100))
  }
}

export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  // a caller that gives its own STATIC_DIR (the mini-program test: API only) does not need the H5 build
  if (!env.STATIC_DIR && !existsSync(join(root, 'dist/h5/index.html'))) throw new Error('dist/h5 is missing: run `npm run build:h5` first')
  // a copy of the migrated + seeded folder the API tests use (written with SECRET): migrating and seeding a new
  // folder in every server took 10-20 s on quiet cores and over 100 s on busy ones
  const dataDir = await pgliteDataDir()
  const port = await freePort()
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      STATIC_DIR: join(root, 'dist/h5'),
      ADMIN_DIR: join(root, 'dist/admin'),
      SEED: 'true',
      SECRET_KEY: SECRET,
      CAPTCHA_DEBUG_LOG: 'true',
      PASSWORD_HASH_COST: 'fast',
      // the walks fire many pages' calls a second from one address; the per-client limit has its own API tests
      REQUESTS_PER_IP_PER_MINUTE: '0',
      DATABASE_URL: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let out = ''
  child.stdout!.on('data', (c) => (out += c))
  child.stderr!.on('data', (c) => (out += c))
  const exited = new Promise<void>((r) => child.on('exit', () => r()))
  const url = `http://127.0.0.1:${port}`
  try {
    await waitFor('the server to listen', () => (out.includes(`listening on ${url}`) ? true : child.exitCode !== null ? (() => { throw new Error('server exited:\n' + out) })() : undefined), 240000)
  } catch (err) {
    // a server that never got ready must not outlive the test (its pipes would keep the test process alive)
    child.kill('SIGKILL')
    rmSync(dataDir, { recursive: true, force: true })
    throw err
  }
  return {
    url,
    log: () => out,
    smsCode: (phone, since) =>
      waitFor(`an SMS code for ${phone}`, () => {
        const all = [...out.slice(since).matchAll(new RegExp(`SMS code for ${phone}: (\\d{6})`, 'g'))]
        return all.length ? all[all.length - 1][1] : undefined
      }),
    captcha: (since) =>
      waitFor('a captcha', () => {
        const all = [...out.slice(since).matchAll(/captcha [\w-]+: (\w+)/g)]
        return all.length ? all[all.length - 1][1] : undefined
      }),
    stop: async () => {
      child.kill('SIGTERM')
      await Promise.race([exited, new Promise((r) => setTimeout(r, 10000))])
      if (child.exitCode === null) child.kill('SIGKILL')
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  })
}

/** A phone-sized page that fails the test on any uncaught page error. */
export async function phonePage(browser: Browser, locale = 'zh-CN'): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 1, locale, isMobile: true, hasTouch: true })
  const page = await context.newPage()
  const errors: string[] = []
  page.on('pageerror', (e) => errors.push(String(e)))
  return { context, page, errors }
}

export const randomPhone = () => '139' + String(Math.floor(Math.random() * 1e8)).padStart(8, '0')

/** Waits until the page is at `path` (an H5 route). */
export const samePath = (page: Page, path: string) => page.waitForURL((u) => u.pathname === path, { timeout: 15000 })

/** Logs `phone` in on the login page with an SMS code read from the server log. */
export async function smsLogin(page: Page, server: RunningServer, phone: string): Promise<void> {
  await page.goto(server.url + '/login')
  await page.locator('.tab-sms').click()
  await page.locator('.login-form--sms .f-phone input').fill(phone)
  const mark = server.log().length
  await page.locator('.login-form--sms .sms-btn').click()
  await page.locator('.login-form--sms .f-code input').fill(await server.smsCode(phone, mark))
  // the 用户协议/隐私政策 box must be ticked before logging in
  await page.locator('.agreement__text').click()
  await page.locator('.submit-btn').click()
  await page.waitForURL((u) => u.pathname !== '/login', { timeout: 15000 })
}

export interface BrowserEnv {
  server: RunningServer
  browser: Browser
}

/**
 * before/after hooks of the enclosing describe: the real server (SMS codes resendable after 1 s, since flows ask
 * for several) and a browser, both stopped afterwards. Returns an accessor for them.
 */
export function useBrowserEnv(env: Record<string, string> = { SMS_RESEND_SECONDS: '1' }): () => BrowserEnv {
  let server: RunningServer | undefined
  let browser: Browser | undefined
  before(async () => {
    server = await startServer(env)
    browser = await launchBrowser()
  })
  after(async () => {
    await browser?.close()
    await server?.stop()
  })
  return () => {
    if (!server || !browser) throw new Error('browser env not ready')
    return { server, browser }
  }
}

/** A token through the API (SMS login), for the parts of a flow that have no screen (an admin's decisions). */
export async function apiToken(server: RunningServer, phone: string): Promise<string> {
  const mark = server.log().length
  const sent = await fetch(`${server.url}/api/sms/sendYzm?phone=${phone}&scene=login`)
  if (sent.status !== 200) throw new Error(`SMS code for ${phone}: HTTP ${sent.status}`)
  const code = await server.smsCode(phone, mark)
  const res = await fetch(server.url + '/api/h5/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ phone, code }),
  })
  const body = (await res.json()) as { code: number; msg: string; data: { token: string } }
  if (body.code !== 200) throw new Error(`login of ${phone}: ${body.msg}`)
  return body.data.token
}

/**
 * One call of the server's API from a test, for what a flow does off-screen: GET without a body, POST with one
 * (or `method`); throws with the path and the envelope's msg unless it answers 200, and gives its `data`.
 */
export async function apiJson<T>(server: RunningServer, path: string, token = '', body?: unknown, method = body === undefined ? 'GET' : 'POST'): Promise<T> {
  const res = await fetch(server.url + '/api' + path, {
    method,
    headers: { Token: token, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const out = (await res.json()) as { code: number; msg: string; data: T }
  if (out.code !== 200) throw new Error(`${method} ${path}: ${out.code} ${out.msg}`)
  return out.data
}

/** The seeded operator logins of the console (admin/) by role. */
export const CONSOLE_LOGINS = {
  admin: { username: 'admin', password: 'Admin1234' },
  staff: { username: 'kefu01', password: 'Demo1234' },
} as const
export type ConsoleRoleName = keyof typeof CONSOLE_LOGINS

/** A token by password login through the API, the image captcha's answer read from the server log. */
export async function passwordToken(server: RunningServer, username: string, password: string): Promise<string> {
  const mark = server.log().length
  const { captchaId } = await apiJson<{ captchaId: string }>(server, '/captchaImage')
  const captchaCode = await server.captcha(mark)
  const { token } = await apiJson<{ token: string }>(server, '/login', '', { username, password, captchaId, captchaCode })
  return token
}

/**
 * Logs in on the console's real login page (/admin/login): account, password and the captcha shown, whose answer
 * is read from the server log; waits until the console has left the login page.
 */
export async function consoleLogin(page: Page, server: RunningServer, username: string, password: string): Promise<void> {
  const mark = server.log().length
  await page.goto(server.url + '/admin/login')
  await page.locator('#username').fill(username)
  await page.locator('#password').fill(password)
  await page.locator('#captchaCode').fill(await server.captcha(mark))
  await page.locator('.login-submit').click()
  await page.waitForURL((u) => u.pathname !== '/admin/login', { timeout: 15000 })
}

/**
 * A desktop-sized (1440x900) page of the console, logged in as the seeded admin or staff (kefu01) through the API,
 * opened at `path` (under /admin, default the dashboard) once the shell's layout shows. Fails the test on any
 * uncaught page error via `errors`.
 */
export async function consolePage(
  browser: Browser,
  server: RunningServer,
  role: ConsoleRoleName,
  path = '/',
): Promise<{ context: BrowserContext; page: Page; errors: string[]; token: string }> {
  const { username, password } = CONSOLE_LOGINS[role]
  const token = await passwordToken(server, username, password)
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, deviceScaleFactor: 1, locale: 'zh-CN' })
  const page = await context.newPage()
  const errors: string[] = []
  page.on('pageerror', (e) => errors.push(String(e)))
  // the token goes in once, on the console's origin; a later logout in the page is not undone by a reload
  await page.goto(server.url + '/admin/login')
  await page.evaluate((t) => localStorage.setItem('console-token', t), token)
  await page.goto(server.url + '/admin' + path)
  await page.locator('.ant-pro-layout').first().waitFor({ timeout: 15000 })
  return { context, page, errors, token }
}
