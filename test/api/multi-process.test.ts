/**
 * Several server processes on one PostgreSQL database (and the Redis at 127.0.0.1:6379 when one answers there):
 * two real server processes (server/main.ts) answer requests in turn, and what one process did holds on the
 * other at once: sessions and logouts, captcha answers and SMS codes, rate limits, a sale (the listing leaves the
 * list and stops being purchasable on the other process immediately), the background jobs (both run them every
 * second; each due order is handled exactly once) and live chat delivery. PostgreSQL only: PGlite is one process.
 */
import assert from 'node:assert/strict'
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { connect } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { after, before, describe, it } from 'node:test'
import { eq, inArray, sql } from 'drizzle-orm'
import pg from 'pg'
import WebSocket from 'ws'
import type { ChatMessage, ChatServerFrame } from '../../contract/trade'
import { openDatabase, type Database } from '../../server/db/client'
import { games } from '../../server/modules/game/schema'
import { messages } from '../../server/modules/inbox/schema'
import { orderEvents, orders } from '../../server/modules/order/schema'
import { users } from '../../server/modules/user/schema'
import { ledger } from '../../server/modules/wallet/schema'
import { createSession } from '../../server/modules/auth/sessions'
import { chatMessages } from '../../server/modules/chat/schema'
import { orderLink } from '../../server/modules/order/lifecycle'
import { goodsStatus, listing } from './buying'
import { SECRET, type TestEnv } from './helpers'
import { startServer, type ServerProcess } from './server-process'

const PG_ADMIN_URL = process.env.TEST_PG_URL || 'postgres://postgres@127.0.0.1:5432/postgres'
const REDIS_URL = 'redis://127.0.0.1:6379'
/** the demo buyer's payment password (server/db/seed.ts) */
const DEMO_PAY_PASSWORD = '135790'

type Proc = ServerProcess & { base: string; name: string }

interface Answer {
  status: number
  code: number
  msg: string
  data: any
}

/** One request; `ip` is sent as X-Forwarded-For (the servers trust 127.0.0.1 as a proxy) to keep per-IP counts apart. */
async function api(p: Proc, method: string, path: string, opts: { token?: string; body?: unknown; ip?: string } = {}): Promise<Answer> {
  const headers: Record<string, string> = {}
  if (opts.token) headers.token = opts.token
  if (opts.ip) headers['x-forwarded-for'] = opts.ip
  if (opts.body !== undefined) headers['content-type'] = 'application/json'
  const res = await fetch(p.base + '/api' + path, { method, headers, body: opts.body === undefined ? undefined : JSON.stringify(opts.body) })
  const json = (await res.json()) as Omit<Answer, 'status'>
  return { status: res.status, ...json }
}

/** Is a Redis answering PING at 127.0.0.1:6379? */
function redisAnswers(): Promise<boolean> {
  return new Promise((resolve) => {
    const s = connect(6379, '127.0.0.1')
    const done = (ok: boolean) => {
      s.destroy()
      resolve(ok)
    }
    s.setTimeout(1000, () => done(false))
    s.on('error', () => done(false))
    s.on('connect', () => s.write('PING\r\n'))
    s.on('data', (d) => done(d.toString().startsWith('+PONG')))
  })
}

/** The last line `re` matched in a process's output after `from` characters, waiting for it. */
async function lineAfter(p: Proc, from: number, re: RegExp): Promise<RegExpMatchArray> {
  const deadline = Date.now() + 10_000
  for (;;) {
    const m = p.out().slice(from).match(re)
    if (m) return m
    assert.ok(Date.now() < deadline, `no ${re} in the output of process ${p.name}`)
    await new Promise((r) => setTimeout(r, 25))
  }
}

/** A captcha fetched from `p` and its answer, read from that process's debug log line. */
async function captchaFrom(p: Proc, ip: string): Promise<{ captchaId: string; captchaCode: string }> {
  const from = p.out().length
  const res = await api(p, 'GET', '/captchaImage', { ip })
  assert.equal(res.code, 200, res.msg)
  const [, text] = await lineAfter(p, from, new RegExp(`^captcha ${res.data.captchaId}: (\\S+)$`, 'm'))
  return { captchaId: res.data.captchaId, captchaCode: text }
}

/** A live chat socket, authenticated and joined to `roomId`, that keeps every message frame. */
async function roomSocket(p: Proc, token: string, roomId: number) {
  const ws = new WebSocket(p.base.replace(/^http/, 'ws') + '/api/chat/socket')
  const frames: ChatServerFrame[] = []
  ws.on('message', (d) => frames.push(JSON.parse(d.toString())))
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve())
    ws.once('error', reject)
  })
  const until = async (pred: () => boolean, what: string) => {
    const deadline = Date.now() + 10_000
    while (!pred()) {
      assert.ok(Date.now() < deadline, `socket on ${p.name}: no ${what}; frames ${JSON.stringify(frames)}`)
      await new Promise((r) => setTimeout(r, 20))
    }
  }
  ws.send(JSON.stringify({ type: 'auth', token }))
  await until(() => frames.some((f) => f.type === 'ready'), 'ready frame')
  ws.send(JSON.stringify({ type: 'join', roomId, after: 0 }))
  // the join's catch-up is answered before the pong
  ws.send(JSON.stringify({ type: 'ping' }))
  await until(() => frames.some((f) => f.type === 'pong'), 'pong')
  const received = () => frames.flatMap((f) => (f.type === 'message' && f.message.roomId === roomId ? [f.message] : []))
  const seen = received().length
  return {
    /** messages that arrived live, after the join's catch-up */
    live: (): ChatMessage[] => received().slice(seen),
    async waitFor(pred: (m: ChatMessage) => boolean, what: string) {
      await until(() => received().slice(seen).some(pred), what)
    },
    close: () => ws.close(),
  }
}

async function until(pred: () => Promise<boolean>, what: string, ms = 20_000): Promise<void> {
  const deadline = Date.now() + ms
  while (!(await pred())) {
    assert.ok(Date.now() < deadline, `timed out waiting for ${what}`)
    await new Promise((r) => setTimeout(r, 100))
  }
}

describe('two server processes on one PostgreSQL database', () => {
  const name = 'shop_multi_' + randomBytes(5).toString('hex')
  const url = new URL(PG_ADMIN_URL)
  url.pathname = '/' + name
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-multi-'))
  let a: Proc
  let b: Proc
  let database: Database
  let env: TestEnv
  let withRedis = false
  const ids: Record<string, number> = {}
  let gameId = 0
  let ipSeq = 0
  const nextIp = () => `10.${(process.pid >> 8) & 255}.${process.pid & 255}.${++ipSeq}`

  async function start(label: string): Promise<Proc> {
    const p = startServer({
      DATA_DIR: dataDir,
      DATABASE_URL: url.toString(),
      SECRET_KEY: SECRET,
      // both processes run the jobs every second, so a due order is up for grabs by both at once
      JOB_INTERVAL_SECONDS: '1',
      CAPTCHA_DEBUG_LOG: 'true',
      PASSWORD_HASH_COST: 'fast',
      TRUST_PROXY: '127.0.0.1',
      CAPTCHA_PER_IP_PER_MINUTE: '4',
      LOGIN_FAILS_PER_ACCOUNT: '2',
      ...(withRedis ? { REDIS_URL } : {}),
    })
    const [, base] = await p.waitFor(/^listening on (http:\/\/127\.0\.0\.1:\d+)$/m, 180_000)
    return { ...p, base, name: label }
  }

  /** a session of a demo user, straight in the database (logging in through the API is tested on its own) */
  const tokenOf = async (username: string) => (await createSession(database.db, ids[username], 1)).token

  before(async () => {
    withRedis = await redisAnswers()
    const admin = new pg.Client({ connectionString: PG_ADMIN_URL })
    await admin.connect()
    await admin.query(`create database ${name}`)
    await admin.end()
    // both migrate and one seeds (they take turns through the database's advisory lock)
    ;[a, b] = await Promise.all([start('A'), start('B')])
    database = await openDatabase({ dataDir: '', databaseUrl: url.toString() })
    env = { db: database.db } as TestEnv
    for (const u of await database.db.select({ id: users.id, username: users.username }).from(users)) if (u.username) ids[u.username] = u.id
    gameId = (await database.db.select({ id: games.id }).from(games).orderBy(games.id).limit(1))[0].id
  })

  after(async () => {
    await database?.close()
    for (const p of [a, b]) p?.child.kill('SIGTERM')
    const codes = await Promise.all([a?.exited, b?.exited])
    const admin = new pg.Client({ connectionString: PG_ADMIN_URL })
    await admin.connect()
    await admin.query(`drop database if exists ${name} with (force)`)
    await admin.end()
    rmSync(dataDir, { recursive: true, force: true })
    assert.deepEqual(codes, [0, 0], 'both processes drain and exit 0 on SIGTERM')
  })

  it('demo data was loaded once, and both processes serve it', async () => {
    assert.equal((a.out() + b.out()).match(/demo data loaded/g)?.length, 1)
    const [ga, gb] = await Promise.all([api(a, 'GET', '/web/game/list'), api(b, 'GET', '/web/game/list')])
    assert.deepEqual(ga.data, gb.data)
    if (!withRedis) process.stdout.write('# no Redis at 127.0.0.1:6379: processes run without REDIS_URL\n')
  })

  it('sessions: an SMS code sent by A logs in on B, its token works on A, a logout on A ends it on B', async () => {
    const from = a.out().length
    assert.equal((await api(a, 'GET', '/sms/sendYzm?phone=13800000001', { ip: nextIp() })).code, 200)
    const [, code] = await lineAfter(a, from, /^SMS code for 13800000001: (\d{6})$/m)
    const login = await api(b, 'POST', '/h5/login', { body: { phone: '13800000001', code }, ip: nextIp() })
    assert.equal(login.code, 200, login.msg)
    const token: string = login.data.token
    const profile = await api(a, 'GET', '/system/user/profile', { token })
    assert.equal(profile.code, 200, profile.msg)
    assert.equal(profile.data.username, 'buyer01')
    // the code was used up on B: A refuses it
    assert.equal((await api(a, 'POST', '/h5/login', { body: { phone: '13800000001', code }, ip: nextIp() })).code, 400)

    assert.equal((await api(a, 'POST', '/logout', { token })).code, 200)
    assert.equal((await api(b, 'GET', '/system/user/profile', { token })).status, 401)
    assert.equal((await api(a, 'GET', '/system/user/profile', { token })).status, 401)
  })

  it('captchas: one fetched from A is answered on B, and only once', async () => {
    const ip = nextIp()
    const c = await captchaFrom(a, ip)
    const login = await api(b, 'POST', '/login', { body: { username: 'seller01', password: 'Demo1234', ...c }, ip })
    assert.equal(login.code, 200, login.msg)
    assert.equal((await api(b, 'GET', '/system/user/profile', { token: login.data.token })).data.username, 'seller01')
    const again = await api(a, 'POST', '/login', { body: { username: 'seller01', password: 'Demo1234', ...c }, ip })
    assert.equal(again.code, 400, 'a used captcha is gone on every process')
  })

  it('rate limits count requests to both processes together', async () => {
    // image captchas per IP (CAPTCHA_PER_IP_PER_MINUTE=4), alternating A, B, A, B: the fifth is refused on both
    const ip = nextIp()
    const got = []
    for (const p of [a, b, a, b, a, b]) got.push((await api(p, 'GET', '/captchaImage', { ip })).code)
    assert.deepEqual(got, [200, 200, 200, 200, 429, 429])

    // SMS resend gap per phone: sent through B, refused on A
    assert.equal((await api(b, 'GET', '/sms/sendYzm?phone=13800000003', { ip: nextIp() })).code, 200)
    const again = await api(a, 'GET', '/sms/sendYzm?phone=13800000003', { ip: nextIp() })
    assert.equal(again.code, 429, again.msg)

    // failed password logins per account (LOGIN_FAILS_PER_ACCOUNT=2): one wrong try on each process locks it
    for (const p of [a, b]) {
      const ip = nextIp()
      const wrong = await api(p, 'POST', '/login', { body: { username: 'seller03', password: 'Wrong1234', ...(await captchaFrom(p, ip)) }, ip })
      assert.equal(wrong.code, 400, wrong.msg)
    }
    const ipRight = nextIp()
    const locked = await api(a, 'POST', '/login', { body: { username: 'seller03', password: 'Demo1234', ...(await captchaFrom(b, ipRight)) }, ip: ipRight })
    assert.equal(locked.code, 429, locked.msg)
  })

  /** how long a process may take to hear another's commit (a PostgreSQL notification; a few milliseconds in practice) */
  const NOTIFY_DELAY_MS = 1000
  /** asks `read` until `ok` holds, for at most NOTIFY_DELAY_MS */
  async function soon<T>(read: () => Promise<T>, ok: (v: T) => boolean, what: string): Promise<T> {
    const end = Date.now() + NOTIFY_DELAY_MS
    for (;;) {
      const v = await read()
      if (ok(v)) return v
      assert.ok(Date.now() < end, `${what} (not within ${NOTIFY_DELAY_MS} ms)`)
      await new Promise((r) => setTimeout(r, 20))
    }
  }

  for (const [buyOn, lookOn] of [
    ['A', 'B'],
    ['B', 'A'],
  ] as const) {
    it(`a listing bought through ${buyOn} leaves ${lookOn}'s list and stops being purchasable there at once`, async () => {
      const [buyer, other] = [buyOn === 'A' ? a : b, lookOn === 'A' ? a : b]
      const title = `多进程测试 ${buyOn}${randomBytes(3).toString('hex')}`
      const goodsId = await listing(env, ids.seller01, { price: 10_000, compensation: 'none', title })
      const query = { gameId, sort: 'newest', pageSize: 20 }
      const page = async (p: Proc) => {
        const res = await api(p, 'POST', '/web/good/allList', { body: query })
        assert.equal(res.code, 200, res.msg)
        return { ids: (res.data.rows as { id: number }[]).map((g) => g.id), total: res.data.total as number }
      }
      // warm whatever either process keeps of this page and of the detail (the listing was inserted by the test's
      // own connection: each process hears of it by its notification)
      const before = await soon(() => page(other), (p) => p.ids.includes(goodsId), 'the new listing is on the first page')
      await soon(() => page(buyer), (p) => p.ids.includes(goodsId), 'the new listing is on the buyer side too')
      const shown = (await api(other, 'GET', `/web/goods/${goodsId}`)).data
      assert.deepEqual([shown.status, shown.buyable], ['on_sale', true])

      const token = await tokenOf('buyer01')
      const order = await api(buyer, 'POST', '/need/order', { token, body: { goodsId, compensation: 'none', agree: true } })
      assert.equal(order.code, 200, order.msg)

      // the other process learns the new catalogue version from the sale's notification, sent at its commit:
      // milliseconds, so "at once" is checked as within NOTIFY_DELAY_MS (ordering there re-checks meanwhile)
      const after = await soon(() => page(other), (p) => !p.ids.includes(goodsId), `the reserved listing is gone from ${lookOn}'s list`)
      assert.equal(after.total, before.total - 1)
      const reserved = (await api(other, 'GET', `/web/goods/${goodsId}`)).data
      assert.deepEqual([reserved.status, reserved.buyable], ['reserved', false], `not purchasable on ${lookOn}`)
      const second = await api(other, 'POST', '/need/order', { token: await tokenOf('buyer02'), body: { goodsId, compensation: 'none', agree: true } })
      assert.equal(second.code, 409, second.msg)

      const paid = await api(buyer, 'POST', `/need/order/${order.data.id}/pay`, { token, body: { useWallet: true, payPassword: DEMO_PAY_PASSWORD } })
      assert.equal(paid.data?.paid, true, paid.msg)
      await soon(() => page(other), (p) => !p.ids.includes(goodsId), 'still gone once paid')
      assert.equal((await api(other, 'GET', `/web/goods/${goodsId}`)).data.buyable, false)
    })
  }

  it('jobs: unpaid orders past their deadline are cancelled exactly once while both processes run the jobs', async () => {
    const token = await tokenOf('buyer01')
    const goodsIds: number[] = []
    const orderIds: number[] = []
    for (let i = 0; i < 8; i++) {
      const goodsId = await listing(env, ids.seller02, { price: 5_000, compensation: 'none', title: `过期测试 ${i}` })
      const res = await api(i % 2 ? b : a, 'POST', '/need/order', { token, body: { goodsId, compensation: 'none', agree: true } })
      assert.equal(res.code, 200, res.msg)
      goodsIds.push(goodsId)
      orderIds.push(res.data.id)
    }
    await database.db.update(orders).set({ payDeadline: sql`now() - interval '1 second'` }).where(inArray(orders.id, orderIds))
    await until(async () => {
      const rows = await database.db.select({ status: orders.status }).from(orders).where(inArray(orders.id, orderIds))
      return rows.every((r) => r.status === 'cancelled')
    }, 'every due order cancelled')

    const events = await database.db
      .select({ orderId: orderEvents.orderId, n: sql<number>`count(*)::int` })
      .from(orderEvents)
      .where(sql`${orderEvents.status} = 'cancelled' and ${inArray(orderEvents.orderId, orderIds)}`)
      .groupBy(orderEvents.orderId)
    assert.deepEqual(events.map((e) => e.n), orderIds.map(() => 1), 'one cancelled event per order')
    for (const [user, title] of [
      [ids.buyer01, '订单已取消'],
      [ids.seller02, '订单已取消'],
    ] as const) {
      const told = await database.db
        .select({ link: messages.link, n: sql<number>`count(*)::int` })
        .from(messages)
        .where(sql`${messages.userId} = ${user} and ${messages.title} = ${title} and ${inArray(messages.link, orderIds.map(orderLink))}`)
        .groupBy(messages.link)
      assert.equal(told.length, orderIds.length)
      assert.ok(told.every((t) => t.n === 1), `one message per order to user ${user}: ${JSON.stringify(told)}`)
    }
    for (const id of goodsIds) assert.equal(await goodsStatus(env, id), 'on_sale')
    // back on sale on both processes at once
    for (const p of [a, b]) assert.equal((await api(p, 'GET', `/web/goods/${goodsIds[0]}`)).data.buyable, true)
  })

  it('chat and jobs: messages cross processes live; an order past its protection window completes once, with one system message on both sockets', async () => {
    const buyerToken = await tokenOf('buyer01')
    const sellerToken = await tokenOf('seller01')
    const goodsId = await listing(env, ids.seller01, { price: 8_000, compensation: 'none', title: '自动完成测试' })
    const order = await api(a, 'POST', '/need/order', { token: buyerToken, body: { goodsId, compensation: 'none', agree: true } })
    assert.equal(order.code, 200, order.msg)
    const orderId: number = order.data.id
    const paid = await api(b, 'POST', `/need/order/${orderId}/pay`, { token: buyerToken, body: { useWallet: true, payPassword: DEMO_PAY_PASSWORD } })
    assert.equal(paid.data?.paid, true, paid.msg)

    const room = await api(a, 'GET', `/need/chat/order/${orderId}/room`, { token: buyerToken })
    assert.equal(room.code, 200, room.msg)
    const onB = await roomSocket(b, buyerToken, room.data.id)
    const onA = await roomSocket(a, sellerToken, room.data.id)
    try {
      const posted = await api(a, 'POST', `/need/chat/room/${room.data.id}/messages`, { token: sellerToken, body: { kind: 'text', text: '卖家从 A 发出' } })
      assert.equal(posted.code, 200, posted.msg)
      await onB.waitFor((m) => m.id === posted.data.message.id, 'the seller message from A')
      await api(b, 'POST', `/need/chat/room/${room.data.id}/messages`, { token: buyerToken, body: { kind: 'text', text: '买家从 B 回复' } })
      await onA.waitFor((m) => m.text === '买家从 B 回复', 'the buyer message from B')

      // the handover, each step marked on one process and confirmed on the other
      const handover = await api(b, 'GET', `/need/order/${orderId}/handover`, { token: buyerToken })
      assert.equal(handover.code, 200, handover.msg)
      assert.equal((await api(a, 'POST', `/need/order/${orderId}/contract/accept`, { token: sellerToken })).code, 200)
      for (const { key } of handover.data.steps as { key: string }[]) {
        assert.equal((await api(a, 'POST', `/need/order/${orderId}/handover/${key}/done`, { token: sellerToken })).code, 200)
        assert.equal((await api(b, 'POST', `/need/order/${orderId}/handover/${key}/confirm`, { token: buyerToken })).code, 200)
      }
      assert.equal((await database.db.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId)))[0].status, 'delivered')
      const [{ last }] = await database.db.select({ last: sql<number>`coalesce(max(${chatMessages.id}), 0)::int` }).from(chatMessages).where(eq(chatMessages.roomId, room.data.id))

      await database.db.update(orders).set({ autoCompleteAt: sql`now() - interval '1 second'` }).where(eq(orders.id, orderId))
      await until(async () => (await database.db.select({ s: orders.status }).from(orders).where(eq(orders.id, orderId)))[0].s === 'completed', 'auto-complete')

      const completed = await database.db.select().from(orderEvents).where(sql`${orderEvents.orderId} = ${orderId} and ${orderEvents.status} = 'completed'`)
      assert.equal(completed.length, 1, 'one completed event')
      const proceeds = await database.db.select().from(ledger).where(sql`${ledger.orderId} = ${orderId} and ${ledger.kind} = 'sale_proceeds'`)
      assert.equal(proceeds.length, 1, 'the seller is paid once')
      const system = await database.db.select().from(chatMessages).where(sql`${chatMessages.roomId} = ${room.data.id} and ${chatMessages.id} > ${last}`)
      assert.equal(system.length, 1, `one system message: ${JSON.stringify(system.map((m) => m.body))}`)
      assert.equal(system[0].kind, 'system')
      for (const s of [onA, onB]) await s.waitFor((m) => m.id === system[0].id, 'the completion system message')
      // nothing more comes: no second run of the job wrote another
      await new Promise((r) => setTimeout(r, 1500))
      for (const s of [onA, onB]) assert.equal(s.live().filter((m) => m.kind === 'system' && m.id > last).length, 1)
    } finally {
      onA.close()
      onB.close()
    }
  })
})

describe('npm run start:cluster', () => {
  const CLUSTER = 'scripts/start-cluster.mjs'

  it('refuses to start without DATABASE_URL, or with a bad WORKERS, saying why', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'shop-cluster-cfg-'))
    try {
      const noDb = startServer({ DATA_DIR: dataDir, DATABASE_URL: '' }, CLUSTER)
      assert.equal(await noDb.exited, 1)
      assert.match(noDb.err(), /^cannot start: start:cluster needs DATABASE_URL .*PGlite.* one process/m)
      const badWorkers = startServer({ DATA_DIR: dataDir, DATABASE_URL: 'postgres://127.0.0.1:1/none', WORKERS: 'many' }, CLUSTER)
      assert.equal(await badWorkers.exited, 1)
      assert.match(badWorkers.err(), /WORKERS must be a whole number from 1 to 256 \(got "many"\)/)
      const badConfig = startServer({ DATA_DIR: dataDir, DATABASE_URL: 'postgres://127.0.0.1:1/none', WORKERS: '2', SEED: 'maybe' }, CLUSTER)
      assert.equal(await badConfig.exited, 1)
      assert.match(badConfig.err(), /SEED must be true or false/)
      assert.doesNotMatch(badConfig.out(), /worker \d+/, 'nothing forked for a bad configuration')
    } finally {
      rmSync(dataDir, { recursive: true, force: true })
    }
  })

  it('WORKERS=2 share one port; a killed worker is replaced; SIGTERM drains every worker and exits 0', async () => {
    const name = 'shop_cluster_' + randomBytes(5).toString('hex')
    const url = new URL(PG_ADMIN_URL)
    url.pathname = '/' + name
    const dataDir = mkdtempSync(join(tmpdir(), 'shop-cluster-'))
    const admin = new pg.Client({ connectionString: PG_ADMIN_URL })
    await admin.connect()
    await admin.query(`create database ${name}`)
    // no SECRET_KEY: the primary writes DATA_DIR/secret.key once, before the workers read it
    const primary = startServer({ DATA_DIR: dataDir, DATABASE_URL: url.toString(), WORKERS: '2', JOB_INTERVAL_SECONDS: '0' }, CLUSTER)
    try {
      const [, base] = await primary.waitFor(/^listening on (http:\/\/127\.0\.0\.1:\d+) \(2 workers\)$/m, 180_000)
      const pids = async () => {
        await primary.waitFor(/(worker \d+ listening on[^\n]*\n[^]*){2}/, 30_000)
        return [...primary.out().matchAll(/^worker (\d+) listening on (\S+)$/gm)].map((m) => ({ pid: Number(m[1]), base: m[2] }))
      }
      const workers = await pids()
      assert.equal(workers.length, 2)
      assert.ok(workers.every((w) => w.base === base), 'every worker listens on the one port')
      const healthy = async () => {
        const answers = await Promise.all(Array.from({ length: 20 }, () => fetch(base + '/api/health').then((r) => r.status)))
        assert.ok(answers.every((s) => s === 200), String(answers))
      }
      await healthy()

      process.kill(workers[0].pid, 'SIGKILL')
      await primary.waitFor(new RegExp(`^worker (\\d+) started in place of ${workers[0].pid}$`, 'm'), 30_000)
      assert.match(primary.err(), new RegExp(`worker ${workers[0].pid} exited \\(signal SIGKILL\\); starting another`))
      await primary.waitFor(/(worker \d+ listening on[^\n]*\n[^]*){3}/, 60_000)
      await healthy()

      const all = [...primary.out().matchAll(/^worker (\d+) listening on/gm)].map((m) => Number(m[1]))
      primary.child.kill('SIGTERM')
      assert.equal(await primary.exited, 0, primary.err())
      assert.match(primary.out(), /^SIGTERM received, draining 2 workers$/m)
      for (const pid of all.filter((p) => p !== workers[0].pid)) {
        assert.match(primary.out(), new RegExp(`^worker ${pid}: SIGTERM received, shutting down$`, 'm'))
        assert.throws(() => process.kill(pid, 0), 'the worker is gone')
      }
    } finally {
      primary.child.kill('SIGKILL')
      await admin.query(`drop database if exists ${name} with (force)`)
      await admin.end()
      rmSync(dataDir, { recursive: true, force: true })
    }
  })
})
