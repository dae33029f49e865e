/**
 * The real entry point (server/main.ts) as a child process: the ready line, the SMS log line, the PGlite
 * folder lock, clean shutdown, config errors, and several processes on one PostgreSQL database.
 */
import assert from 'node:assert/strict'
import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, it } from 'node:test'
import pg from 'pg'
import { DatabaseLockedError, openDatabase } from '../../server/db/client'
import { pgliteDataDir, SECRET } from './db-templates'
import { startServer } from './server-process'

const PG_ADMIN_URL = process.env.TEST_PG_URL || 'postgres://postgres@127.0.0.1:5432/postgres'

async function json(url: string, init?: RequestInit) {
  const res = await fetch(url, { ...init, headers: { 'content-type': 'application/json', ...init?.headers } })
  return { status: res.status, body: (await res.json()) as any }
}

describe('server process', () => {
  it('PGlite: ready line, SMS code on stdout, second process refused, SIGINT exits and unlocks', async () => {
    const dataDir = await pgliteDataDir()
    const srv = startServer({ DATA_DIR: dataDir, SECRET_KEY: SECRET })
    try {
      const [line, base] = await srv.waitFor(/^listening on (http:\/\/127\.0\.0\.1:\d+)$/m)
      assert.equal(srv.out().split('\n').filter((l) => l.startsWith('listening on')).length, 1, line)
      const sent = await json(`${base}/api/sms/sendYzm?phone=13800000001`)
      assert.equal(sent.status, 200)
      const [, code] = await srv.waitFor(/^SMS code for 13800000001: (\d{6})$/m)
      const login = await json(`${base}/api/h5/login`, { method: 'POST', body: JSON.stringify({ phone: '13800000001', code }) })
      assert.equal(login.status, 200)
      assert.equal(login.body.data.user.username, 'buyer01')

      const second = startServer({ DATA_DIR: dataDir, SECRET_KEY: SECRET })
      assert.equal(await second.exited, 1)
      assert.match(second.err(), /in use by another server process \(pid \d+/)

      srv.child.kill('SIGINT')
      assert.equal(await srv.exited, 0)
      assert.ok(!existsSync(join(dataDir, 'pglite.lock')), 'lock released')
    } finally {
      srv.child.kill('SIGKILL')
      rmSync(dataDir, { recursive: true, force: true })
    }
  })

  it('PGlite lock: a live pid is refused, a dead pid is taken over, the same process cannot open twice', async () => {
    const dataDir = await pgliteDataDir()
    const lock = join(dataDir, 'pglite.lock')
    const sleeper = spawn('sleep', ['30'])
    try {
      writeFileSync(lock, String(sleeper.pid))
      await assert.rejects(openDatabase({ dataDir }), DatabaseLockedError)
      sleeper.kill('SIGKILL')
      await new Promise((r) => sleeper.on('exit', r))
      const db = await openDatabase({ dataDir })
      try {
        await assert.rejects(openDatabase({ dataDir }), DatabaseLockedError)
      } finally {
        await db.close()
      }
      assert.ok(!existsSync(lock))
    } finally {
      sleeper.kill('SIGKILL')
      rmSync(dataDir, { recursive: true, force: true })
    }
  })

  it('invalid configuration exits with a message naming the variable', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'shop-cfg-'))
    try {
      const p = startServer({ DATA_DIR: dataDir, PORT: 'eighty', SEED: 'maybe', SECRET_KEY: 'short' })
      assert.equal(await p.exited, 1)
      assert.match(p.err(), /PORT must be a whole number/)
      assert.match(p.err(), /SEED must be true or false/)
      assert.match(p.err(), /SECRET_KEY must be at least 32 characters/)
      assert.doesNotMatch(p.err(), /\n\s+at /, 'no stack trace for a config error')
    } finally {
      rmSync(dataDir, { recursive: true, force: true })
    }
  })

  it('PostgreSQL: two processes start together on one database; migrations and demo data apply once', async () => {
    const name = 'shop_test_' + randomBytes(6).toString('hex')
    const admin = new pg.Client({ connectionString: PG_ADMIN_URL })
    await admin.connect()
    await admin.query(`create database ${name}`)
    const url = new URL(PG_ADMIN_URL)
    url.pathname = '/' + name
    const dataDir = mkdtempSync(join(tmpdir(), 'shop-pg-'))
    const env = { DATA_DIR: dataDir, DATABASE_URL: url.toString(), SECRET_KEY: SECRET }
    const a = startServer(env)
    const b = startServer(env)
    try {
      const [, baseA] = await a.waitFor(/^listening on (http:\/\/\S+)$/m)
      const [, baseB] = await b.waitFor(/^listening on (http:\/\/\S+)$/m)
      const [ga, gb] = await Promise.all([json(`${baseA}/api/web/game/list`), json(`${baseB}/api/web/game/list`)])
      const count = (r: any) => r.body.data.reduce((n: number, t: any) => n + t.games.length, 0)
      assert.equal(count(ga), 15)
      assert.equal(count(gb), 15)
      assert.equal((a.out() + b.out()).match(/demo data loaded/g)?.length, 1)
      // a limit counted by one process is seen by the other
      const phone = '13800000002'
      assert.equal((await json(`${baseA}/api/sms/sendYzm?phone=${phone}`)).status, 200)
      assert.equal((await json(`${baseB}/api/sms/sendYzm?phone=${phone}`)).status, 429)
      a.child.kill('SIGTERM')
      b.child.kill('SIGTERM')
      assert.equal(await a.exited, 0)
      assert.equal(await b.exited, 0)
    } finally {
      a.child.kill('SIGKILL')
      b.child.kill('SIGKILL')
      await admin.query(`drop database if exists ${name} with (force)`)
      await admin.end()
      rmSync(dataDir, { recursive: true, force: true })
    }
  })
})
