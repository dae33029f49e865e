/**
 * Unsafe production starts are refused: the demo data (loaded, or already in the database), a generated SECRET_KEY
 * and the captcha debug log; DEMO_DATA=allow starts a demo on purpose. And the two PostgreSQL roles of
 * DATABASE_MIGRATION_URL: the runtime role serves requests but cannot touch the audit log's triggers or rows.
 */
import assert from 'node:assert/strict'
import { randomBytes } from 'node:crypto'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { after, describe, it } from 'node:test'
import { count, eq } from 'drizzle-orm'
import pg from 'pg'
import { buildApp } from '../../server/app'
import { ConfigError, loadConfig } from '../../server/config'
import { openDatabase, type Database } from '../../server/db/client'
import { DEMO_ACCOUNTS, findDemoAccounts } from '../../server/db/demo-accounts'
import { prepareDatabase } from '../../server/db/prepare'
import { users } from '../../server/modules/user/schema'
import { auditLog } from '../../server/modules/audit/schema'
import { call, configProblem, DRIVERS, SECRET, useTestEnv, type Driver } from './helpers'
import { startServer } from './server-process'

const PG_ADMIN_URL = process.env.TEST_PG_URL || 'postgres://postgres@127.0.0.1:5432/postgres'

/** production with every sandbox allowed, so only the rule under test speaks */
const PROD = {
  NODE_ENV: 'production',
  SECRET_KEY: SECRET,
  SMS_PROVIDER_LOG: 'allow',
  WECHAT_LOGIN_SANDBOX: 'allow',
  PAYMENT_SANDBOX: 'allow',
  PAYOUT_SANDBOX: 'allow',
}

async function adminQuery(text: string): Promise<void> {
  const c = new pg.Client({ connectionString: PG_ADMIN_URL })
  await c.connect()
  try {
    await c.query(text)
  } finally {
    await c.end()
  }
}

function pgUrl(database: string, user?: string): string {
  const url = new URL(PG_ADMIN_URL)
  url.pathname = '/' + database
  if (user) url.username = user
  return url.toString()
}

/** an empty (not yet migrated) database of `driver`, and how to remove it */
async function emptyDatabase(driver: Driver): Promise<{ database: Database; remove(): Promise<void> }> {
  if (driver === 'pglite') {
    const dir = mkdtempSync(join(tmpdir(), 'shop-prod-'))
    const database = await openDatabase({ dataDir: dir })
    return { database, remove: async () => (await database.close(), rmSync(dir, { recursive: true, force: true })) }
  }
  const name = 'shop_test_' + randomBytes(6).toString('hex')
  await adminQuery(`create database ${name}`)
  const database = await openDatabase({ dataDir: '', databaseUrl: pgUrl(name) })
  return { database, remove: async () => (await database.close(), await adminQuery(`drop database if exists ${name} with (force)`)) }
}

describe('production start: configuration', () => {
  it('starts with SECRET_KEY and the sandboxes allowed, and then does not seed', () => {
    const c = loadConfig(PROD)
    assert.equal(c.production, true)
    assert.equal(c.seed, false, 'SEED unset in production: nothing is seeded')
    assert.equal(loadConfig({ ...PROD, SEED: 'false' }).seed, false)
    // development (npm start) keeps loading the demo shop
    assert.equal(loadConfig({ SECRET_KEY: SECRET }).seed, true)
  })

  it('SEED=true is refused with NODE_ENV=production unless DEMO_DATA=allow', () => {
    const why = configProblem({ ...PROD, SEED: 'true' })
    assert.match(why, /SEED=true with NODE_ENV=production would load the demo shop/)
    assert.match(why, /DEMO_DATA=allow/)
    assert.equal(configProblem({ ...PROD, SEED: 'true', DEMO_DATA: 'allow' }), '')
    assert.equal(loadConfig({ ...PROD, SEED: 'true', DEMO_DATA: 'allow' }).seed, true)
    assert.match(configProblem({ ...PROD, DEMO_DATA: 'yes' }), /DEMO_DATA must be "allow" or unset/)
  })

  it('a missing SECRET_KEY is refused with NODE_ENV=production, and no key is written', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'shop-prod-'))
    try {
      const { SECRET_KEY: _k, ...noKey } = PROD
      assert.match(configProblem({ ...noKey, DATA_DIR: dataDir }), /SECRET_KEY is required with NODE_ENV=production/)
      assert.ok(!existsSync(join(dataDir, 'secret.key')))
    } finally {
      rmSync(dataDir, { recursive: true, force: true })
    }
  })

  it('CAPTCHA_DEBUG_LOG=true is refused with NODE_ENV=production', () => {
    assert.match(configProblem({ ...PROD, CAPTCHA_DEBUG_LOG: 'true' }), /CAPTCHA_DEBUG_LOG=true is refused with NODE_ENV=production/)
    assert.equal(configProblem({ ...PROD, CAPTCHA_DEBUG_LOG: 'false' }), '')
    assert.equal(loadConfig({ SECRET_KEY: SECRET, CAPTCHA_DEBUG_LOG: 'true' }).captchaDebugLog, true)
  })

  it("PASSWORD_HASH_COST=fast (the test suites' argon2id cost) is refused with NODE_ENV=production", () => {
    assert.match(configProblem({ ...PROD, PASSWORD_HASH_COST: 'fast' }), /PASSWORD_HASH_COST=fast is refused with NODE_ENV=production/)
    assert.equal(configProblem({ ...PROD, PASSWORD_HASH_COST: 'standard' }), '')
    assert.equal(loadConfig({ SECRET_KEY: SECRET }).passwordHashCost, 'standard')
    assert.match(configProblem({ SECRET_KEY: SECRET, PASSWORD_HASH_COST: 'cheap' }), /PASSWORD_HASH_COST/)
  })

  it('the real entry point exits 1 with the message', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'shop-prod-'))
    try {
      const { SECRET_KEY: _k, ...noKey } = PROD
      const p = startServer({ ...noKey, DATA_DIR: dataDir, SEED: 'true', CAPTCHA_DEBUG_LOG: 'true' })
      assert.equal(await p.exited, 1)
      assert.match(p.err(), /cannot start: /)
      assert.match(p.err(), /SEED=true with NODE_ENV=production/)
      assert.match(p.err(), /SECRET_KEY is required/)
      assert.match(p.err(), /CAPTCHA_DEBUG_LOG=true is refused/)
      assert.doesNotMatch(p.err(), /\n\s+at /, 'no stack trace')
    } finally {
      rmSync(dataDir, { recursive: true, force: true })
    }
  })

  it('the real entry point with DEMO_DATA=allow loads the demo shop and listens; restarted without it, it refuses the database', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'shop-prod-'))
    try {
      const demo = startServer({ ...PROD, DATA_DIR: dataDir, SEED: 'true', DEMO_DATA: 'allow', JOB_INTERVAL_SECONDS: '0' })
      await demo.waitFor(/^listening on http:\/\/\S+$/m, 120_000)
      assert.match(demo.out(), /demo data loaded/)
      demo.child.kill('SIGTERM')
      assert.equal(await demo.exited, 0)

      const real = startServer({ ...PROD, DATA_DIR: dataDir, JOB_INTERVAL_SECONDS: '0' })
      assert.equal(await real.exited, 1)
      assert.match(real.err(), /cannot start: the database holds the demo accounts admin, buyer01/)
      assert.doesNotMatch(real.out(), /listening/)
    } finally {
      rmSync(dataDir, { recursive: true, force: true })
    }
  })
})

for (const driver of DRIVERS) {
  describe(`production start: the database [${driver}]`, () => {
    const env = useTestEnv(driver)
    const prod = { production: true, seed: false, demoDataAllowed: false, secretKey: SECRET }

    it('a database holding the demo accounts is refused, naming them; DEMO_DATA=allow starts', async () => {
      const e = env()
      assert.deepEqual(await findDemoAccounts(e.db), DEMO_ACCOUNTS.map((a) => a.username), 'every listed account is the seed\'s')
      await assert.rejects(prepareDatabase(e.database, prod), (err: Error) => {
        assert.ok(err instanceof ConfigError)
        assert.match(err.message, /the database holds the demo accounts admin, buyer01, seller01/)
        assert.match(err.message, /refused with NODE_ENV=production/)
        assert.match(err.message, /DEMO_DATA=allow/)
        return true
      })
      assert.deepEqual(await prepareDatabase(e.database, { ...prod, demoDataAllowed: true }), { seeded: false })
      // outside production the demo shop is what npm start serves
      assert.deepEqual(await prepareDatabase(e.database, { ...prod, production: false }), { seeded: false })
    })

    it('an empty database: migrated, nothing seeded, and it starts; a real user called admin is no demo account', async () => {
      const { database, remove } = await emptyDatabase(driver)
      try {
        assert.deepEqual(await prepareDatabase(database, prod), { seeded: false })
        const [n] = await database.db.select({ n: count() }).from(users)
        assert.equal(Number(n.n), 0)
        await database.db.insert(users).values({ phone: '13912345678', username: 'admin', passwordHash: 'x', nickname: '管理员' })
        assert.deepEqual(await prepareDatabase(database, prod), { seeded: false })
      } finally {
        await remove()
      }
    })
  })
}

describe('PostgreSQL: DATABASE_MIGRATION_URL (owner) and the runtime role', () => {
  const tag = randomBytes(4).toString('hex')
  const owner = `shop_owner_${tag}`
  const runtime = `shop_app_${tag}`
  const name = `shop_test_roles_${tag}`
  after(async () => {
    await adminQuery(`drop database if exists ${name} with (force)`)
    await adminQuery(`drop role if exists ${runtime}`)
    await adminQuery(`drop role if exists ${owner}`)
  })

  it('the owner migrates and seeds; the runtime role serves requests and cannot alter, disable or empty the audit log', async () => {
    await adminQuery(`create role ${owner} login nosuperuser nocreatedb nocreaterole`)
    await adminQuery(`create role ${runtime} login nosuperuser nocreatedb nocreaterole`)
    await adminQuery(`create database ${name} owner ${owner}`)
    const config = loadConfig({ SECRET_KEY: SECRET, DATABASE_URL: pgUrl(name, runtime), DATABASE_MIGRATION_URL: pgUrl(name, owner) })
    const database = await openDatabase(config)
    const captchas = new Map<string, string>()
    const app = await buildApp({
      db: database.db,
      config: { secretKey: SECRET, staticDir: '/nonexistent', dataDir: mkdtempSync(join(tmpdir(), 'shop-files-')) },
      onCaptcha: (id, text) => captchas.set(id, text),
      logger: false,
      realtime: database,
    })
    const asRuntime = new pg.Client({ connectionString: pgUrl(name, runtime) })
    await asRuntime.connect()
    try {
      assert.deepEqual(await prepareDatabase(database, { ...config, secretKey: SECRET }), { seeded: true })
      const { rows } = await asRuntime.query("select tableowner from pg_tables where tablename = 'audit_log'")
      assert.equal(rows[0].tableowner, owner)

      // login (captcha, session) and an admin action that writes an audit entry
      const image = await call(app, 'GET', '/api/captchaImage')
      const login = await call(app, 'POST', '/api/login', {
        body: { username: 'admin', password: 'Admin1234', captchaId: image.data.captchaId, captchaCode: captchas.get(image.data.captchaId) },
      })
      assert.equal(login.code, 200, login.msg)
      const [target] = await database.db.select({ id: users.id }).from(users).where(eq(users.username, 'seller02'))
      const ban = await call(app, 'POST', `/api/admin/users/${target.id}/ban`, { token: login.data.token, body: { reason: '测试封禁' } })
      assert.equal(ban.code, 200, ban.msg)
      const entries = await database.db.select().from(auditLog).where(eq(auditLog.action, 'user.ban'))
      assert.equal(entries.length, 1)

      // a second start migrates (nothing pending) and grants again
      await prepareDatabase(database, { ...config, secretKey: SECRET })

      for (const attack of [
        'alter table audit_log disable trigger audit_log_no_update_delete',
        'alter table audit_log disable trigger all',
        'drop trigger audit_log_no_update_delete on audit_log',
        'drop table audit_log',
        'delete from audit_log',
        "update audit_log set reason = 'x'",
        'truncate audit_log',
        'drop function audit_log_append_only() cascade',
        'alter table users add column x int',
      ]) {
        await assert.rejects(asRuntime.query(attack), (err: pg.DatabaseError) => {
          assert.equal(err.code, '42501', `${attack}: ${err.message}`)
          return true
        }, attack)
      }
      assert.equal((await asRuntime.query('select count(*)::int as n from audit_log')).rows[0].n, 1, 'the entry is still there')
      const { rows: triggers } = await asRuntime.query(
        "select tgenabled from pg_trigger where tgrelid = 'audit_log'::regclass and not tgisinternal",
      )
      assert.deepEqual(triggers.map((t) => t.tgenabled), ['O', 'O'])
    } finally {
      await asRuntime.end()
      await app.close()
      await database.close()
    }
  })

  it('the runtime role may not be the owner itself', async () => {
    const config = loadConfig({ SECRET_KEY: SECRET, DATABASE_URL: pgUrl(name, owner), DATABASE_MIGRATION_URL: pgUrl(name, owner) })
    const database = await openDatabase(config)
    try {
      await assert.rejects(database.migrate(), /DATABASE_MIGRATION_URL and the runtime role are the same role/)
    } finally {
      await database.close()
    }
  })
})
