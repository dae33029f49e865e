/**
 * The trade room's socket (GET /api/chat/socket) on real listening servers: the auth frame, stale and missing
 * tokens closed with CHAT_CLOSE_UNAUTHORIZED, joins refused for others' rooms, live delivery, catch-up with
 * `after` after a reconnect, a system message of a rolled-back transaction never delivered, and two server
 * processes on one PostgreSQL database delivering each other's messages.
 */
import assert from 'node:assert/strict'
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { after, before, describe, it } from 'node:test'
import { eq, sql } from 'drizzle-orm'
import pg from 'pg'
import WebSocket from 'ws'
import { CHAT_CLOSE_UNAUTHORIZED, type ChatServerFrame } from '../../contract/trade'
import type { App } from '../../server/app'
import { openDatabase, type Database } from '../../server/db/client'
import { sessions } from '../../server/modules/auth/schema'
import { orders } from '../../server/modules/order/schema'
import { users } from '../../server/modules/user/schema'
import { FrameBudget } from '../../server/modules/chat/frame-budget'
import { chatMessages } from '../../server/modules/chat/schema'
import { say as systemSay } from '../../server/modules/chat/system'
import { orderRow, say, staff, tokenOf, trade, tradeRoom } from './chat-fixtures'
import { call, DRIVERS, SECRET, useTestEnv, type TestEnv } from './helpers'
import { startServer, type ServerProcess } from './server-process'

const PG_ADMIN_URL = process.env.TEST_PG_URL || 'postgres://postgres@127.0.0.1:5432/postgres'

type MessageFrame = Extract<ChatServerFrame, { type: 'message' }>

/** A socket client that keeps every frame and can wait for the next one that matches. */
class Client {
  readonly frames: ChatServerFrame[] = []
  readonly closed: Promise<{ code: number; reason: string }>
  private waiters: (() => void)[] = []
  private constructor(readonly ws: WebSocket) {
    ws.on('message', (data) => {
      this.frames.push(JSON.parse(data.toString()))
      for (const w of this.waiters.splice(0)) w()
    })
    this.closed = new Promise((resolve) => ws.on('close', (code, reason) => resolve({ code, reason: reason.toString() })))
  }

  static async open(base: string): Promise<Client> {
    const ws = new WebSocket(base.replace(/^http/, 'ws') + '/api/chat/socket')
    const client = new Client(ws)
    await new Promise<void>((resolve, reject) => {
      ws.once('open', () => resolve())
      ws.once('error', reject)
    })
    return client
  }

  /** Opens and authenticates; resolves once `ready` came. */
  static async ready(base: string, token: string): Promise<Client> {
    const c = await Client.open(base)
    c.send({ type: 'auth', token })
    const ready = await c.next((f) => f.type === 'ready')
    assert.equal(ready.type, 'ready')
    return c
  }

  /** Opens, authenticates and joins `roomId`; resolves once the join's catch-up (nothing, in a new room) is done. */
  static async joined(base: string, token: string, roomId: number): Promise<Client> {
    const c = await Client.ready(base, token)
    c.send({ type: 'join', roomId, after: 0 })
    await c.quiet(50)
    return c
  }

  send(frame: unknown): void {
    this.ws.send(typeof frame === 'string' ? frame : JSON.stringify(frame))
  }

  /** The first frame matching `pred` not consumed yet (frames before it stay available). */
  async next<F extends ChatServerFrame = ChatServerFrame>(pred: (f: ChatServerFrame) => boolean, ms = 5000): Promise<F> {
    const deadline = Date.now() + ms
    for (;;) {
      const i = this.frames.findIndex(pred)
      if (i >= 0) return this.frames.splice(i, 1)[0] as F
      const left = deadline - Date.now()
      if (left <= 0) throw new Error(`no matching frame within ${ms} ms; frames: ${JSON.stringify(this.frames)}`)
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left)
        this.waiters.push(() => {
          clearTimeout(timer)
          resolve()
        })
      })
    }
  }

  /** the texts of the messages of `roomId` received so far (consumed) */
  messages(roomId: number): MessageFrame['message'][] {
    const out: MessageFrame['message'][] = []
    for (let i = 0; i < this.frames.length; ) {
      const f = this.frames[i]
      if (f.type === 'message' && f.message.roomId === roomId) out.push((this.frames.splice(i, 1)[0] as MessageFrame).message)
      else i++
    }
    return out
  }

  /** Waits until `n` messages of the room have come in (and consumes them). */
  async nextMessages(roomId: number, n: number, ms = 5000): Promise<MessageFrame['message'][]> {
    const got: MessageFrame['message'][] = []
    while (got.length < n) got.push((await this.next<MessageFrame>((f) => f.type === 'message' && f.message.roomId === roomId, ms)).message)
    return got
  }

  /** Nothing more arrives for a while (a ping round trip, then a short pause). */
  async quiet(ms = 300): Promise<void> {
    this.send({ type: 'ping' })
    await this.next((f) => f.type === 'pong')
    await new Promise((r) => setTimeout(r, ms))
  }

  close(): void {
    this.ws.close()
  }
}

async function listening(app: App): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' })
  const address = app.server.address()
  assert.ok(address && typeof address === 'object')
  return `http://127.0.0.1:${address.port}`
}

describe('a chat socket\'s frame budget', () => {
  it('lets two seconds\' worth through at once, refuses the next second\'s worth, then calls the socket abusive; it refills with time', () => {
    let now = 0
    const budget = new FrameBudget(5, () => now)
    const take = (n: number) => Array.from({ length: n }, () => budget.take())
    assert.deepEqual(take(10), Array(10).fill('ok'))
    assert.deepEqual(take(5), Array(5).fill('refused'))
    assert.equal(budget.take(), 'abusive')
    now += 1000
    assert.deepEqual(take(5), Array(5).fill('ok'), 'a second later, a second\'s worth')
    assert.equal(budget.take(), 'refused', 'a frame let through starts the count of refusals again')
  })
})

for (const driver of DRIVERS) {
  describe(`chat socket [${driver}]`, () => {
    const env = useTestEnv(driver)
    let base = ''
    let app: App
    before(async () => {
      app = await env().build()
      base = await listening(app)
    })

    it('auth first: ready with my id, pong; a bad or missing token, or any frame before auth, closes the socket with 4401', async () => {
      const e = env()
      const t = await trade(e)
      const c = await Client.open(base)
      c.send({ type: 'auth', token: t.buyer.token })
      assert.deepEqual(await c.next((f) => f.type === 'ready'), { type: 'ready', userId: t.buyer.id })
      c.send({ type: 'ping' })
      assert.deepEqual(await c.next((f) => f.type === 'pong'), { type: 'pong' })
      c.send('not json')
      const bad = await c.next<Extract<ChatServerFrame, { type: 'error' }>>((f) => f.type === 'error')
      assert.equal(bad.code, 400)
      c.send({ type: 'join', roomId: 'x', after: 0 })
      assert.equal((await c.next<Extract<ChatServerFrame, { type: 'error' }>>((f) => f.type === 'error')).code, 400)
      c.close()

      for (const first of [{ type: 'auth', token: 'not-a-token' }, { type: 'auth', token: '' }, { type: 'join', roomId: 1, after: 0 }, { type: 'ping' }]) {
        const s = await Client.open(base)
        s.send(first)
        const closed = await s.closed
        assert.equal(closed.code, CHAT_CLOSE_UNAUTHORIZED, JSON.stringify(first))
        assert.ok(!s.frames.some((f) => f.type === 'ready'))
      }
    })

    it('a session ended after auth (logout) closes the socket with 4401 at the next join', async () => {
      const e = env()
      const { roomId, ...t } = await tradeRoom(e)
      const c = await Client.ready(base, t.buyer.token)
      const out = await call(e.app, 'POST', '/api/logout', { token: t.buyer.token })
      assert.equal(out.code, 200, out.msg)
      c.send({ type: 'join', roomId, after: 0 })
      assert.equal((await c.closed).code, CHAT_CLOSE_UNAUTHORIZED)
      assert.ok(!c.frames.some((f) => f.type === 'message'), 'nothing of the room was sent')

      // an expired session too
      const s = await Client.ready(base, await tokenOf(e, t.seller.id))
      await e.db.update(sessions).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(sessions.userId, t.seller.id))
      s.send({ type: 'join', roomId, after: 0 })
      assert.equal((await s.closed).code, CHAT_CLOSE_UNAUTHORIZED)
    })

    it("joining someone else's room is refused (404) and the socket stays usable; nothing of that room arrives", async () => {
      const e = env()
      const { roomId, ...ab } = await tradeRoom(e)
      const cd = await trade(e)
      const stranger = await Client.ready(base, cd.buyer.token)
      stranger.send({ type: 'join', roomId, after: 0 })
      const refused = await stranger.next<Extract<ChatServerFrame, { type: 'error' }>>((f) => f.type === 'error')
      assert.equal(refused.code, 404)
      assert.equal(refused.roomId, roomId)
      assert.equal(refused.msg, '会话不存在')
      await say(e, ab.seller.token, roomId, '只给买家看的')
      await stranger.quiet()
      assert.deepEqual(stranger.messages(roomId), [])
      stranger.close()
    })

    it('live: both sides get each new message and system message in order, without asking', async () => {
      const e = env()
      const { roomId, ...t } = await tradeRoom(e)
      await say(e, t.buyer.token, roomId, '早上好')
      const buyer = await Client.ready(base, t.buyer.token)
      const seller = await Client.ready(base, t.seller.token)
      for (const c of [buyer, seller]) c.send({ type: 'join', roomId, after: 0 })
      // the catch-up comes first
      assert.deepEqual((await buyer.nextMessages(roomId, 1)).map((m) => m.text), ['早上好'])
      assert.deepEqual((await seller.nextMessages(roomId, 1)).map((m) => m.text), ['早上好'])

      const posted = await say(e, t.seller.token, roomId, '号已经换绑好了')
      const [order] = await e.db.select().from(orders).where(eq(orders.id, t.orderId))
      await e.db.transaction((tx) => systemSay(tx, order, '卖家已完成换绑'))
      await say(e, t.buyer.token, roomId, '收到')
      for (const c of [buyer, seller]) {
        const got = await c.nextMessages(roomId, 3)
        assert.deepEqual(
          got.map((m) => [m.senderRole, m.text]),
          [
            ['seller', '号已经换绑好了'],
            ['system', '卖家已完成换绑'],
            ['buyer', '收到'],
          ],
        )
        assert.equal(got[0].id, posted.message.id)
        assert.ok(got[0].id < got[1].id && got[1].id < got[2].id)
      }
      await buyer.quiet()
      assert.deepEqual(buyer.messages(roomId), [], 'each message once')

      buyer.send({ type: 'leave', roomId })
      await buyer.quiet(50)
      await say(e, t.seller.token, roomId, '离开后不再推送')
      await seller.nextMessages(roomId, 1)
      await buyer.quiet()
      assert.deepEqual(buyer.messages(roomId), [])
      buyer.close()
      seller.close()
    })

    it('a reconnect with after = the last id seen gets exactly what it missed, then live messages', async () => {
      const e = env()
      const { roomId, ...t } = await tradeRoom(e)
      const first = await Client.joined(base, t.buyer.token, roomId)
      await say(e, t.seller.token, roomId, '第一条')
      const [seen] = await first.nextMessages(roomId, 1)
      first.close()
      await first.closed

      for (const text of ['断线时的第二条', '断线时的第三条']) await say(e, t.seller.token, roomId, text)
      const again = await Client.ready(base, t.buyer.token)
      again.send({ type: 'join', roomId, after: seen.id })
      assert.deepEqual((await again.nextMessages(roomId, 2)).map((m) => m.text), ['断线时的第二条', '断线时的第三条'])
      await say(e, t.seller.token, roomId, '重连后的实时消息')
      assert.deepEqual((await again.nextMessages(roomId, 1)).map((m) => m.text), ['重连后的实时消息'])
      await again.quiet()
      assert.deepEqual(again.messages(roomId), [])
      again.close()
    })

    it('a system message written in a transaction that rolls back is never delivered (nor stored)', async () => {
      const e = env()
      const { roomId, ...t } = await tradeRoom(e)
      const c = await Client.joined(base, t.buyer.token, roomId)
      const [order] = await e.db.select().from(orders).where(eq(orders.id, t.orderId))
      await assert.rejects(
        e.db.transaction(async (tx) => {
          await systemSay(tx, order, '这条不该出现')
          throw new Error('the order step failed')
        }),
        /the order step failed/,
      )
      await say(e, t.seller.token, roomId, '之后的消息')
      const [next] = await c.nextMessages(roomId, 1)
      assert.equal(next.text, '之后的消息')
      await c.quiet()
      assert.deepEqual(c.messages(roomId), [])
      const stored = await e.db.select({ body: chatMessages.body }).from(chatMessages).where(eq(chatMessages.roomId, roomId))
      assert.deepEqual(stored.map((r) => r.body), ['之后的消息'])
      c.close()
    })

    if (driver === 'postgres') {
      it('a lost listening connection reconnects, and what was posted meanwhile still arrives', async () => {
        const e = env()
        const { roomId, ...t } = await tradeRoom(e)
        const c = await Client.joined(base, t.buyer.token, roomId)
        const killed = (await e.db.execute(
          sql`select pg_terminate_backend(pid) as ok from pg_stat_activity where datname = current_database() and query ilike 'listen %' and pid <> pg_backend_pid()`,
        )) as unknown as { rows: unknown[] }
        assert.ok(killed.rows.length >= 1, 'the listening connection was found')
        await say(e, t.seller.token, roomId, '监听断开时发的')
        assert.deepEqual((await c.nextMessages(roomId, 1, 10_000)).map((m) => m.text), ['监听断开时发的'])
        await say(e, t.seller.token, roomId, '恢复后的消息')
        assert.deepEqual((await c.nextMessages(roomId, 1)).map((m) => m.text), ['恢复后的消息'])
        c.close()
      })
    }

    it('staff may join any room; the app shows them as staff', async () => {
      const e = env()
      const { roomId } = await tradeRoom(e)
      const { token } = await staff(e)
      const c = await Client.joined(base, token, roomId)
      await say(e, token, roomId, '客服介入处理')
      const got = await c.nextMessages(roomId, 2)
      assert.deepEqual(got.map((m) => m.senderRole), ['system', 'staff'])
      c.close()
    })

    it('frames past the per-socket budget get an error frame (429); a socket that keeps flooding is closed with 1008', async () => {
      const e = env()
      const t = await trade(e)
      const limited = await listening(await e.build({ limits: { chatFramesPerSecond: 5 } }))
      // within the budget (a burst of two seconds' worth): every frame is answered
      const calm = await Client.ready(limited, t.buyer.token)
      for (let i = 0; i < 8; i++) calm.send({ type: 'ping' })
      for (let i = 0; i < 8; i++) await calm.next((f) => f.type === 'pong')
      calm.close()

      const flood = await Client.ready(limited, t.buyer.token)
      for (let i = 0; i < 3000; i++) flood.send({ type: 'ping' })
      const closed = await flood.closed
      assert.equal(closed.code, 1008)
      const pongs = flood.frames.filter((f) => f.type === 'pong').length
      const refused = flood.frames.filter((f) => f.type === 'error')
      assert.ok(pongs < 20, `${pongs} of 3000 frames answered`)
      assert.ok(refused.length > 0 && refused.length <= 10, `${refused.length} refusals before the close`)
      for (const f of refused) assert.deepEqual(f, { type: 'error', code: 429, msg: '消息发送过快，请稍后再试' })
    })

    it('a frame over the size limit closes that socket (1009); the server goes on serving others', async () => {
      const e = env()
      const t = await trade(e)
      const c = await Client.ready(base, t.buyer.token)
      c.send({ type: 'ping', pad: 'x'.repeat(17 * 1024) })
      assert.equal((await c.closed).code, 1009)
      const other = await Client.ready(base, t.seller.token)
      other.send({ type: 'ping' })
      await other.next((f) => f.type === 'pong')
      other.close()
    })
  })
}

describe('chat socket across two server processes on one PostgreSQL database', () => {
  const name = 'p1_chat_' + randomBytes(5).toString('hex')
  const url = new URL(PG_ADMIN_URL)
  url.pathname = '/' + name
  const dataDir = mkdtempSync(join(tmpdir(), 'chat-procs-'))
  const procs: (ServerProcess & { base: string })[] = []
  let database: Database

  async function start(): Promise<ServerProcess & { base: string }> {
    const p = startServer({ DATA_DIR: dataDir, DATABASE_URL: url.toString(), SECRET_KEY: SECRET, JOB_INTERVAL_SECONDS: '0' })
    const [, base] = await p.waitFor(/^listening on (http:\/\/127\.0\.0\.1:\d+)$/m, 120_000)
    return { ...p, base }
  }

  before(async () => {
    const admin = new pg.Client({ connectionString: PG_ADMIN_URL })
    await admin.connect()
    await admin.query(`create database ${name}`)
    await admin.end()
    // both migrate and the first seeds (they take turns through the database's advisory lock)
    procs.push(...(await Promise.all([start(), start()])))
    database = await openDatabase({ dataDir: '', databaseUrl: url.toString() })
  })

  after(async () => {
    await database?.close()
    await Promise.all(
      procs.map((p) => {
        p.child.kill('SIGTERM')
        return p.exited
      }),
    )
    const admin = new pg.Client({ connectionString: PG_ADMIN_URL })
    await admin.connect()
    await admin.query(`drop database if exists ${name} with (force)`)
    await admin.end()
    rmSync(dataDir, { recursive: true, force: true })
  })

  it('a message posted through process A reaches a socket on process B, and the other way round', async () => {
    const [a, b] = procs
    const env = { db: database.db } as TestEnv
    const [buyer] = await database.db.select({ id: users.id }).from(users).where(eq(users.username, 'buyer01'))
    const [seller] = await database.db.select({ id: users.id }).from(users).where(eq(users.username, 'seller01'))
    const { orderId } = await orderRow(env, buyer.id, seller.id)
    const buyerToken = await tokenOf(env, buyer.id)
    const sellerToken = await tokenOf(env, seller.id)
    const rest = async (base: string, token: string, method: string, path: string, body?: unknown) => {
      const res = await fetch(base + '/api' + path, {
        method,
        headers: { token, ...(body ? { 'content-type': 'application/json' } : {}) },
        body: body ? JSON.stringify(body) : undefined,
      })
      const json = (await res.json()) as { code: number; msg: string; data: any }
      assert.equal(json.code, 200, json.msg)
      return json.data
    }
    const room = await rest(a.base, buyerToken, 'GET', `/need/chat/order/${orderId}/room`)
    const onB = await Client.joined(b.base, buyerToken, room.id)
    const onA = await Client.joined(a.base, sellerToken, room.id)

    const posted = await rest(a.base, sellerToken, 'POST', `/need/chat/room/${room.id}/messages`, { kind: 'text', text: '从 A 进程发出' })
    const [got] = await onB.nextMessages(room.id, 1)
    assert.equal(got.id, posted.message.id)
    assert.equal(got.text, '从 A 进程发出')
    await rest(b.base, buyerToken, 'POST', `/need/chat/room/${room.id}/messages`, { kind: 'text', text: '从 B 进程回复' })
    const both = await onA.nextMessages(room.id, 2)
    assert.deepEqual(both.map((m) => m.text), ['从 A 进程发出', '从 B 进程回复'])
    onA.close()
    onB.close()
  })
})
