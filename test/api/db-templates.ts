/**
 * The migrated + seeded databases the tests copy instead of migrating and seeding each time: a PGlite DATA_DIR
 * folder (API tests and the browser tests' servers) and a PostgreSQL template database. Both are keyed by the
 * migrations and the seed files, so a change to either builds new ones.
 */
import { createHash, randomBytes } from 'node:crypto'
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import pg from 'pg'
import { MIGRATIONS_DIR, openDatabase } from '../../server/db/client'
import { seed } from '../../server/db/seed'
import { usePasswordHashCost } from '../../server/lib/crypto'

/** the SECRET_KEY the templates' encrypted demo data (real names, ID numbers) was written with */
export const SECRET = 'test-secret-key-0123456789abcdef0123456789'
export const PG_ADMIN_URL = process.env.TEST_PG_URL || 'postgres://postgres@127.0.0.1:5432/postgres'

// thousands of users are registered by the suites: argon2id at its test cost (server/lib/crypto.ts)
usePasswordHashCost('fast')

const SEED_DIR = fileURLToPath(new URL('../../server/db/', import.meta.url))

function templateKey(): string {
  const h = createHash('sha256')
  const files = [
    ...readdirSync(MIGRATIONS_DIR, { recursive: true, encoding: 'utf8' }).map((f) => join(MIGRATIONS_DIR, f)),
    // every seed*.ts (seed.ts and the demo-data files it loads)
    ...readdirSync(SEED_DIR)
      .filter((f) => f.startsWith('seed'))
      .map((f) => join(SEED_DIR, f)),
    // demo data a module seeds itself
    fileURLToPath(new URL('../../server/modules/search/seed.ts', import.meta.url)),
  ].sort()
  for (const f of files) {
    try {
      h.update(f).update(readFileSync(f))
    } catch {
      // a directory entry
    }
  }
  return h.digest('hex').slice(0, 16)
}

/** PGlite initialisation takes seconds, so a migrated + seeded folder is built once and copied per file. */
export async function pgliteDataDir(): Promise<string> {
  const tpl = join(tmpdir(), `shop-api-template-${templateKey()}`)
  if (!existsSync(tpl)) {
    const building = mkdtempSync(join(tmpdir(), 'shop-api-template-build-'))
    const database = await openDatabase({ dataDir: building })
    await database.migrate()
    await seed(database, SECRET)
    await database.close()
    try {
      renameSync(building, tpl)
    } catch {
      rmSync(building, { recursive: true, force: true })
    }
  }
  const dir = mkdtempSync(join(tmpdir(), 'shop-api-'))
  cpSync(tpl, dir, { recursive: true })
  return dir
}

export async function adminQuery<T extends pg.QueryResultRow = any>(sql: string, params: unknown[] = []): Promise<T[]> {
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL })
  await admin.connect()
  try {
    return (await admin.query<T>(sql, params)).rows
  } finally {
    await admin.end()
  }
}

export function pgUrl(name: string): string {
  const url = new URL(PG_ADMIN_URL)
  url.pathname = '/' + name
  return url.toString()
}

/**
 * The PostgreSQL twin of pgliteDataDir: a migrated + seeded database built once per migrations and seed, which each
 * file's database is copied from (CREATE DATABASE ... TEMPLATE: a third of a second instead of 2-3 s of migrating
 * and seeding). Built under another name and renamed, so a file never copies a half-built template; templates of
 * older migrations are dropped.
 */
export async function pgTemplate(): Promise<string> {
  const tpl = `shop_tpl_${templateKey()}`
  if ((await adminQuery('select 1 from pg_database where datname = $1', [tpl])).length) return tpl
  const building = 'shop_tplb_' + randomBytes(6).toString('hex')
  await adminQuery(`create database ${building}`)
  const database = await openDatabase({ dataDir: '', databaseUrl: pgUrl(building) })
  await database.migrate()
  await seed(database, SECRET)
  await database.close()
  try {
    await adminQuery(`alter database ${building} rename to ${tpl}`)
  } catch {
    await adminQuery(`drop database if exists ${building} with (force)`) // another file built it first
  }
  for (const { datname } of await adminQuery<{ datname: string }>(`select datname from pg_database where datname like 'shop\_tpl%' and datname <> $1`, [tpl])) {
    await adminQuery(`drop database if exists ${datname}`).catch(() => {}) // one being built or copied stays
  }
  return tpl
}

