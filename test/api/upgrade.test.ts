/**
 * A database made before the order core became one state machine (modules owning their tables, copy stored as
 * kind + parameters) upgrades in place. The fixture is a pg_dump (--inserts, with the migrator's bookkeeping
 * table) of the demo database as that older server seeded it, plus a few orders played through its API (paid,
 * delivered, completed; a claimed coupon), so the inbox, the order timeline, the ledger and the trade room hold
 * rows written as Chinese text. Loaded into a fresh PGlite and a fresh PostgreSQL, migrated with the current
 * migrations, then served: nothing is lost and old rows read as they were stored, in either language.
 */
import assert from 'node:assert/strict'
import { randomBytes } from 'node:crypto'
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { after, before, describe, it } from 'node:test'
import { fileURLToPath } from 'node:url'
import { PGlite } from '@electric-sql/pglite'
import { sql } from 'drizzle-orm'
import pg from 'pg'
import { buildApp, type App } from '../../server/app'
import { openDatabase, type Database } from '../../server/db/client'
import { createSession } from '../../server/modules/auth/sessions'
import { call, CapturingSms, DRIVERS, SECRET, type Driver } from './helpers'

const DUMP = readFileSync(fileURLToPath(new URL('./fixtures/demo-before-issue-21.sql', import.meta.url)), 'utf8')
const PG_ADMIN_URL = process.env.TEST_PG_URL || 'postgres://postgres@127.0.0.1:5432/postgres'
const EN = 'en-US'

/** Rows of each table the dump holds (one INSERT statement per row). */
function dumpedRows(table: string, schema = 'public'): number {
  return DUMP.split('\n').filter((line) => line.startsWith(`INSERT INTO ${schema}.${table} VALUES (`)).length
}

const COUNTED = ['users', 'goods', 'orders', 'order_events', 'ledger', 'messages', 'chat_messages', 'coupon_records', 'payments']

interface Upgraded {
  database: Database
  app: App
  captchas: Map<string, string>
  close(): Promise<void>
}

/** A fresh database of `driver` holding the dump, migrated with the current migrations, and an app on it. */
async function upgraded(driver: Driver): Promise<Upgraded> {
  let database: Database
  let cleanup: () => Promise<void>
  if (driver === 'pglite') {
    const dir = mkdtempSync(join(tmpdir(), 'shop-upgrade-'))
    mkdirSync(join(dir, 'pglite'), { recursive: true })
    // loaded on a client of its own: the dump empties search_path for its session
    const loader = await PGlite.create(join(dir, 'pglite'))
    await loader.exec(DUMP)
    await loader.close()
    database = await openDatabase({ dataDir: dir })
    cleanup = async () => rmSync(dir, { recursive: true, force: true })
  } else {
    const name = 'shop_upgrade_' + randomBytes(6).toString('hex')
    const admin = new pg.Client({ connectionString: PG_ADMIN_URL })
    await admin.connect()
    await admin.query(`create database ${name}`)
    await admin.end()
    const url = new URL(PG_ADMIN_URL)
    url.pathname = '/' + name
    const loader = new pg.Client({ connectionString: url.toString() })
    await loader.connect()
    await loader.query(DUMP)
    await loader.end()
    database = await openDatabase({ dataDir: '', databaseUrl: url.toString() })
    cleanup = async () => {
      const c = new pg.Client({ connectionString: PG_ADMIN_URL })
      await c.connect()
      await c.query(`drop database if exists ${name} with (force)`)
      await c.end()
    }
  }
  await database.migrate()
  const filesDir = mkdtempSync(join(tmpdir(), 'shop-files-'))
  const captchas = new Map<string, string>()
  const app = await buildApp({
    db: database.db,
    config: { secretKey: SECRET, staticDir: '/nonexistent', dataDir: filesDir },
    sms: new CapturingSms(),
    onCaptcha: (id, text) => captchas.set(id, text),
    logger: false,
    realtime: database,
  })
  return {
    database,
    app,
    captchas,
    async close() {
      await app.close()
      await database.close()
      await cleanup()
      rmSync(filesDir, { recursive: true, force: true })
    },
  }
}

async function rows<T>(u: Upgraded, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await u.database.db.execute(query)) as unknown as { rows: T[] }).rows
}

for (const driver of DRIVERS) {
  describe(`upgrade of a database made before issue 21 (${driver})`, () => {
    let u: Upgraded
    before(async () => {
      u = await upgraded(driver)
    })
    after(async () => {
      await u?.close()
    })

    it('keeps every row and the wallet invariant', async () => {
      for (const table of COUNTED) {
        const [{ n }] = await rows<{ n: number }>(u, sql.raw(`select count(*)::int as n from ${table}`))
        const dumped = dumpedRows(table)
        assert.equal(n, dumped, `${table}: rows after the upgrade`)
      }
      assert.ok(dumpedRows('messages') > 1 && dumpedRows('order_events') > 0 && dumpedRows('ledger') > 0, 'the fixture has old copy to read')
      const off = await rows<{ id: number }>(
        u,
        sql`select u.id from users u left join ledger l on l.user_id = u.id
            group by u.id, u.balance having u.balance <> coalesce(sum(l.amount), 0)`,
      )
      assert.deepEqual(off, [], 'every balance equals the sum of its ledger rows')
      const applied = await rows<{ n: number }>(u, sql`select count(*)::int as n from drizzle.__drizzle_migrations`)
      assert.ok(applied[0].n > dumpedRows('__drizzle_migrations', 'drizzle'), 'the newer migrations ran')
    })

    it('a demo user logs in with the password and the catalogue answers', async () => {
      const image = await call(u.app, 'GET', '/api/captchaImage')
      assert.equal(image.code, 200, image.msg)
      const captchaCode = u.captchas.get(image.data.captchaId)
      assert.ok(captchaCode)
      const login = await call(u.app, 'POST', '/api/login', {
        body: { username: 'seller01', password: 'Demo1234', captchaId: image.data.captchaId, captchaCode },
      })
      assert.equal(login.code, 200, login.msg)
      assert.equal(login.data.user.username, 'seller01')
      // the demo seller's inbox: the review message the old seed wrote, as stored
      const inbox = await call(u.app, 'GET', '/api/need/message/list?pageSize=50', { token: login.data.token })
      assert.equal(inbox.code, 200, inbox.msg)
      const stored = await rows<{ id: number; title: string; content: string }>(
        u,
        sql`select id, title, content from messages where user_id = ${login.data.user.id} order by id`,
      )
      assert.ok(stored.length > 0, 'the demo seller had messages')
      for (const m of stored) {
        const row = inbox.data.rows.find((r: { id: number }) => r.id === m.id)
        assert.ok(row, `message ${m.id} is listed`)
        assert.equal(row.title, m.title)
        assert.equal(row.content, m.content)
      }

      for (const lang of ['zh-CN', EN]) {
        const list = await call(u.app, 'POST', '/api/web/good/allList', { body: {}, lang })
        assert.equal(list.code, 200, list.msg)
        assert.ok(list.data.rows.length > 0, 'listings on sale')
      }
    })

    it("old inbox messages, order timelines and ledger notes read as stored, in Chinese and in English", async () => {
      const owners = await rows<{ user_id: number }>(u, sql`select distinct user_id from messages order by user_id`)
      for (const { user_id: userId } of owners) {
        const token = (await createSession(u.database.db, userId, 1)).token
        const stored = await rows<{ id: number; title: string; content: string }>(
          u,
          sql`select id, title, content from messages where user_id = ${userId}`,
        )
        const ledgerRows = await rows<{ id: number; note: string }>(u, sql`select id, note from ledger where user_id = ${userId}`)
        for (const lang of ['zh-CN', EN]) {
          const inbox = await call(u.app, 'GET', '/api/need/message/list?pageSize=50', { token, lang })
          assert.equal(inbox.code, 200, inbox.msg)
          for (const m of stored) {
            const row = inbox.data.rows.find((r: { id: number }) => r.id === m.id)
            assert.ok(row, `message ${m.id} listed (${lang})`)
            assert.deepEqual([row.title, row.content], [m.title, m.content])
          }
          const wallet = await call(u.app, 'GET', '/api/need/wallet/ledger?pageSize=50', { token, lang })
          assert.equal(wallet.code, 200, wallet.msg)
          for (const l of ledgerRows) {
            const row = wallet.data.rows.find((r: { id: number }) => r.id === l.id)
            assert.ok(row, `ledger row ${l.id} listed (${lang})`)
            assert.equal(row.note, l.note)
          }
        }
      }

      const played = await rows<{ id: number; buyer_id: number; seller_id: number; status: string }>(
        u,
        sql`select id, buyer_id, seller_id, status from orders where id in (select order_id from order_events where note is not null) order by id`,
      )
      assert.ok(played.length > 0, 'orders with timeline notes')
      for (const o of played) {
        const events = await rows<{ status: string; note: string | null }>(u, sql`select status, note from order_events where order_id = ${o.id} order by id`)
        for (const userId of [o.buyer_id, o.seller_id]) {
          const token = (await createSession(u.database.db, userId, 1)).token
          for (const lang of ['zh-CN', EN]) {
            const detail = await call(u.app, 'GET', `/api/need/order/${o.id}`, { token, lang })
            assert.equal(detail.code, 200, detail.msg)
            assert.equal(detail.data.status, o.status)
            assert.deepEqual(
              detail.data.timeline.map((t: { status: string; note: string | null }) => [t.status, t.note]),
              events.map((e) => [e.status, e.note]),
              `order ${o.id} timeline (${lang})`,
            )
          }
        }
      }

      // the trade room's system messages of those orders
      const rooms = await rows<{ id: number; buyer_id: number }>(u, sql`select id, buyer_id from chat_rooms where order_id is not null order by id`)
      assert.ok(rooms.length > 0, 'order rooms')
      for (const room of rooms) {
        const stored = await rows<{ id: number; body: string }>(u, sql`select id, body from chat_messages where room_id = ${room.id} order by id`)
        const token = (await createSession(u.database.db, room.buyer_id, 1)).token
        for (const lang of ['zh-CN', EN]) {
          const res = await call(u.app, 'GET', `/api/need/chat/room/${room.id}/messages?after=0`, { token, lang })
          assert.equal(res.code, 200, res.msg)
          assert.deepEqual(
            res.data.rows.map((m: { id: number; text: string }) => [m.id, m.text]),
            stored.map((m) => [m.id, m.body]),
            `room ${room.id} (${lang})`,
          )
        }
      }
    })
  })
}
