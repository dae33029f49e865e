#!/usr/bin/env node
/**
 * `npm run bench:chat`: live chat delivery across two server processes on one PostgreSQL database.
 *
 * A fresh database with the demo data, BENCH_ROOMS pairs of users (a buyer and a seller each, inserted with one
 * shared password hash and sessions opened directly) and a 咨询 room per pair opened through the API. Two real
 * servers (`node --import tsx server/main.ts`) run on it with JOB_INTERVAL_SECONDS=0, LOG_LEVEL=warn and
 * CHAT_POSTS_PER_MINUTE raised out of the way. Every member connects a socket (buyers to process A, sellers to
 * process B, so each message crosses processes once), authenticates and joins its room. Then messages are posted
 * over REST at BENCH_RATE per second for BENCH_DURATION seconds, alternating between the processes, each by one
 * member of a random room; the send time is in the text, and each receiving socket measures the delivery
 * latency. Prints what was achieved; it asserts nothing (the target is p99 < 100 ms at 500 messages/s).
 *
 * Options (environment): BENCH_RATE (default 500), BENCH_DURATION (seconds, default 20), BENCH_ROOMS (default
 * 100, so 200 members), BENCH_CONNECTIONS (HTTP connections per server, default 64), BENCH_PORTS (default "8693,8694"), BENCH_PG_URL (admin URL, default
 * postgres://postgres@127.0.0.1:5432/postgres), BENCH_DB (database name, default bench_chat_<pid>; created and
 * dropped), BENCH_WARMUP (seconds posted at the same rate before measuring, default 3), BENCH_CPU_PROF (a folder: each server writes a V8 CPU profile there when it stops).
 */
import { randomInt } from 'node:crypto'
import http from 'node:http'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'
import { eq } from 'drizzle-orm'
import WebSocket from 'ws'
import { openDatabase } from '../server/db/client.ts'
import { games } from '../server/modules/game/schema.ts'
import { goods } from '../server/modules/goods/schema.ts'
import { users } from '../server/modules/user/schema.ts'
import { seed } from '../server/db/seed.ts'
import { createSession } from '../server/lib/auth.ts'
import { createCipher, hashPassword } from '../server/lib/crypto.ts'
import { SECRET, startServer, stopServer, throwawayDatabase } from './bench-server.mjs'

const RATE = Number(process.env.BENCH_RATE || 500)
const DURATION = Number(process.env.BENCH_DURATION || 20)
const ROOMS = Number(process.env.BENCH_ROOMS || 100)
const PORTS = (process.env.BENCH_PORTS || '8693,8694').split(',').map(Number)
const DB_NAME = process.env.BENCH_DB || 'bench_chat_' + process.pid
const WARMUP = Number(process.env.BENCH_WARMUP ?? 3)

/** the clock both ends use (this one process sends and receives): milliseconds with sub-ms precision */
const clock = () => performance.timeOrigin + performance.now()
/**
 * the send time in microseconds goes in the text with the letters a-j for digits: a long digit run could read as
 * a phone or QQ number, and base 36 could spell 'wx' or 'qq', and either would be masked
 */
const stamp = () => String(Math.round(clock() * 1000)).replace(/\d/g, (d) => String.fromCharCode(97 + Number(d)))
const unstamp = (s) => Number(s.replace(/[a-j]/g, (c) => String(c.charCodeAt(0) - 97))) / 1000

/** Migrated and seeded database plus ROOMS pairs of members with sessions and a listing per seller. */
async function prepare(databaseUrl) {
  const database = await openDatabase({ dataDir: '', databaseUrl })
  try {
    await database.migrate()
    await seed(database, SECRET)
    const db = database.db
    const passwordHash = await hashPassword('Bench1234')
    const cipher = createCipher(SECRET)
    const [game] = await db.select({ id: games.id }).from(games).orderBy(games.id).limit(1)
    const people = Array.from({ length: ROOMS * 2 }, (_, i) => ({
      phone: '17' + String(100_000_000 + i * 7 + randomInt(7)).slice(-9),
      passwordHash,
      nickname: `bench${i}`,
    }))
    const inserted = await db.insert(users).values(people).returning({ id: users.id })
    const pairs = []
    for (let i = 0; i < ROOMS; i++) {
      const buyerId = inserted[2 * i].id
      const sellerId = inserted[2 * i + 1].id
      const [listing] = await db
        .insert(goods)
        .values({
          goodsNo: 'GB' + Date.now() + String(i).padStart(6, '0'),
          sellerId,
          gameId: game.id,
          title: `压测账号 ${i}`,
          description: 'bench',
          price: 10_000,
          credentialsEnc: cipher.encrypt(JSON.stringify({ account: 'bench', password: 'bench' })),
          status: 'on_sale',
          publishedAt: new Date(),
        })
        .returning({ id: goods.id })
      const buyer = (await createSession(db, buyerId, 24)).token
      const seller = (await createSession(db, sellerId, 24)).token
      pairs.push({ goodsId: listing.id, buyer, seller })
    }
    return pairs
  } finally {
    await database.close()
  }
}

/**
 * keep-alive connections, at most BENCH_CONNECTIONS per server: past what the servers take, posts wait here (and
 * their latency shows it) instead of thousands of connections overflowing the servers' accept queues
 */
const agent = new http.Agent({ keepAlive: true, maxSockets: Number(process.env.BENCH_CONNECTIONS || 64) })

function api(port, token, method, path, body) {
  const payload = body ? JSON.stringify(body) : undefined
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path: '/api' + path,
        agent,
        headers: { token, ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}) },
      },
      (res) => {
        let text = ''
        res.setEncoding('utf8')
        res.on('data', (d) => (text += d))
        res.on('end', () => {
          try {
            const json = JSON.parse(text)
            if (json.code !== 200) reject(new Error(`${method} ${path}: ${json.code} ${json.msg}`))
            else resolve(json.data)
          } catch (err) {
            reject(err)
          }
        })
      },
    )
    req.on('error', reject)
    req.end(payload)
  })
}

/** A member's socket: authenticated and joined; every delivered bench message adds a latency sample. */
function member(port, token, roomId, onMessage) {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`ws://127.0.0.1:${port}/api/chat/socket`)
    ws.on('open', () => ws.send(JSON.stringify({ type: 'auth', token })))
    ws.on('error', reject)
    ws.on('close', (code) => {
      if (code !== 1000 && code !== 1005) console.error(`socket closed with ${code}`)
    })
    ws.on('message', (data) => {
      const frame = JSON.parse(data.toString())
      if (frame.type === 'ready') ws.send(JSON.stringify({ type: 'join', roomId, after: 0 }))
      else if (frame.type === 'message') onMessage(frame.message, clock())
      else if (frame.type === 'pong') resolve(ws)
      else if (frame.type === 'error') reject(new Error(frame.msg))
      // a ping after the join: its pong says the join (and its empty catch-up) is done
      if (frame.type === 'ready') ws.send(JSON.stringify({ type: 'ping' }))
    })
  })
}

const pct = (sorted, p) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : NaN)
const ms = (v) => (Number.isFinite(v) ? v.toFixed(1) : '-')

async function main() {
  const database = await throwawayDatabase(DB_NAME)
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-chat-'))
  const servers = []
  const sockets = []
  try {
    const t0 = Date.now()
    const pairs = await prepare(database.url)
    // posting is what is measured: the per-user limit out of the way
    const env = { DATA_DIR: dataDir, DATABASE_URL: database.url, CHAT_POSTS_PER_MINUTE: '1000000' }
    servers.push(...(await Promise.all(PORTS.map((port) => startServer(env, port)))))
    const [portA, portB] = PORTS
    for (const p of pairs) p.roomId = (await api(portA, p.buyer, 'POST', '/need/chat/presale', { goodsId: p.goodsId })).id
    console.log(`database ready, ${ROOMS} rooms, ${ROOMS * 2} members (${((Date.now() - t0) / 1000).toFixed(1)} s)`)

    const latencies = []
    let delivered = 0
    let warmDelivered = 0
    let stray = 0
    const onMessage = (message, at) => {
      const m = /^(bench|warm) \d+ ([a-j]+)$/.exec(message.text)
      if (!m) return stray++
      if (m[1] === 'warm') return warmDelivered++
      delivered++
      latencies.push(at - unstamp(m[2]))
    }
    for (const p of pairs) {
      sockets.push(await member(portA, p.buyer, p.roomId, onMessage))
      sockets.push(await member(portB, p.seller, p.roomId, onMessage))
    }
    console.log(`${sockets.length} sockets joined (buyers on :${portA}, sellers on :${portB})`)

    // the database as a running shop has it (not just bulk-loaded: no autovacuum or checkpoint due mid-run), then a
    // warm-up at the same rate, not counted: JIT, the pools' connections and their prepared statements
    await database.settle()
    const postLatencies = []
    let ok = 0
    let failed = 0
    let inFlight = 0
    let maxInFlight = 0
    let counting = false
    const postFor = async (seconds) => {
      const total = RATE * seconds
      const posts = []
      const start = clock()
      for (let i = 0; i < total; i++) {
        const due = start + (i * 1000) / RATE
        const wait = due - clock()
        if (wait > 1) await new Promise((r) => setTimeout(r, wait))
        const pair = pairs[randomInt(pairs.length)]
        const token = i % 2 ? pair.seller : pair.buyer
        const port = PORTS[i % PORTS.length]
        const sentAt = clock()
        const counted = counting
        inFlight++
        if (counted) maxInFlight = Math.max(maxInFlight, inFlight)
        posts.push(
          api(port, token, 'POST', `/need/chat/room/${pair.roomId}/messages`, { kind: 'text', text: `${counted ? 'bench' : 'warm'} ${i} ${stamp()}` })
            .then(() => {
              if (!counted) return
              ok++
              postLatencies.push(clock() - sentAt)
            })
            .catch((err) => {
              if (failed++ < 3) console.error(err.code ?? err.message)
            })
            .finally(() => inFlight--),
        )
      }
      await Promise.all(posts)
      return (clock() - start) / 1000
    }
    await postFor(WARMUP)
    // deliveries of the warm-up are over once nothing arrived for a moment
    for (let last = -1; last !== warmDelivered; await new Promise((r) => setTimeout(r, 300))) last = warmDelivered
    counting = true
    const elapsed = await postFor(DURATION)
    // deliveries still on their way
    const expected = ok * 2
    for (let waited = 0; delivered < expected && waited < 5000; waited += 100) await new Promise((r) => setTimeout(r, 100))

    latencies.sort((a, b) => a - b)
    postLatencies.sort((a, b) => a - b)
    console.log(`\ntarget ${RATE} messages/s for ${DURATION} s over two processes, ${ROOMS} rooms, ${ROOMS * 2} sockets`)
    console.log(`posted     ${ok} ok, ${failed} failed in ${elapsed.toFixed(1)} s = ${(ok / elapsed).toFixed(0)} messages/s (max ${maxInFlight} in flight)`)
    console.log(`POST       p50 ${ms(pct(postLatencies, 50))} ms, p99 ${ms(pct(postLatencies, 99))} ms`)
    console.log(
      `delivered  ${delivered} of ${expected} expected (${stray} other frames); latency p50 ${ms(pct(latencies, 50))} ms, ` +
        `p90 ${ms(pct(latencies, 90))} ms, p99 ${ms(pct(latencies, 99))} ms, max ${ms(latencies.at(-1))} ms`,
    )
  } finally {
    for (const ws of sockets) ws.close()
    await Promise.all(servers.map(stopServer))
    rmSync(dataDir, { recursive: true, force: true })
    agent.destroy()
    await database.drop()
  }
}

await main()
