/**
 * Opens the database: PGlite in DATA_DIR/pglite (held by one process through a lock file) or a
 * PostgreSQL pool when DATABASE_URL is set. Both are driven through the same drizzle pg-core API.
 */
import { closeSync, mkdirSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { PGlite } from '@electric-sql/pglite'
import { count } from 'drizzle-orm'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import pg from 'pg'
import { createPgListener } from './listener'
import { migrateAsOwner, urlUser } from './roles'
import * as schema from './tables'

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>

export interface Database {
  db: Db
  driver: 'pglite' | 'postgres'
  /** applies pending migrations (serialised across processes on PostgreSQL; as DATABASE_MIGRATION_URL's owner role when set) */
  migrate(): Promise<void>
  /** runs `fn` while no other server process migrates or seeds the same database */
  exclusive<T>(fn: () => Promise<T>): Promise<T>
  /**
   * Calls `onPayload` for every NOTIFY on `channel`, after the notifying transaction commits (never for one that
   * rolls back). `onResume` is called when a lost listening connection is back: what was notified meanwhile is
   * lost, re-read it. Answers the function that stops listening.
   */
  listen(channel: string, onPayload: (payload: string) => void, onResume?: () => void): Promise<() => Promise<void>>
  /**
   * a small pool of its own for short reads that must not wait behind requests in `db`'s pool (the chat hub
   * reading each new message once for live delivery); `db` itself on PGlite
   */
  priorityDb: Db
  close(): Promise<void>
}

export const MIGRATIONS_DIR = join(dirname(fileURLToPath(import.meta.url)), 'migrations')

export class DatabaseLockedError extends Error {}

export interface DatabaseOptions {
  dataDir: string
  databaseUrl?: string | null
  /** PostgreSQL: migrate as this (owner) role and grant `databaseRuntimeRole` (default: DATABASE_URL's user) */
  databaseMigrationUrl?: string | null
  databaseRuntimeRole?: string | null
}

export async function openDatabase(opts: DatabaseOptions): Promise<Database> {
  if (!opts.databaseUrl) return openPglite(join(opts.dataDir, 'pglite'))
  const owner = opts.databaseMigrationUrl ? { url: opts.databaseMigrationUrl, runtimeRole: opts.databaseRuntimeRole ?? urlUser(opts.databaseUrl) } : null
  return openPostgres(opts.databaseUrl, owner)
}

async function openPglite(dir: string): Promise<Database> {
  mkdirSync(dirname(dir), { recursive: true })
  const lockFile = dir + '.lock'
  acquireLock(lockFile)
  let client: PGlite
  try {
    client = await PGlite.create(dir)
  } catch (err) {
    releaseLock(lockFile)
    throw err
  }
  const db = drizzlePglite(client, { schema }) as unknown as Db
  return {
    db,
    driver: 'pglite',
    migrate: () => migratePglite(drizzlePglite(client, { schema }), { migrationsFolder: MIGRATIONS_DIR }),
    // PGlite belongs to this process alone (the lock file), so there is nobody to wait for.
    exclusive: (fn) => fn(),
    priorityDb: db,
    // in-process: notifications arrive on the same connection, which is never lost
    async listen(channel, onPayload) {
      const stop = await client.listen(channel, onPayload)
      return async () => {
        if (!client.closed) await stop()
      }
    },
    async close() {
      try {
        await client.close()
      } finally {
        releaseLock(lockFile)
      }
    },
  }
}

async function openPostgres(url: string, owner: { url: string; runtimeRole: string } | null): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10 })
  // A broken idle connection must not crash the process; the next query reports the failure.
  pool.on('error', () => {})
  await pool.query('select 1')
  const pgDb = drizzlePg(pool, { schema })
  const db = pgDb as unknown as Db
  const exclusive = async <T>(fn: () => Promise<T>): Promise<T> => {
    const conn = await pool.connect()
    try {
      await conn.query('select pg_advisory_lock($1)', [LOCK_ID])
      return await fn()
    } finally {
      await conn.query('select pg_advisory_unlock($1)', [LOCK_ID]).catch(() => {})
      conn.release()
    }
  }
  const listener = createPgListener(url)
  const priorityPool = new pg.Pool({ connectionString: url, max: 2 })
  priorityPool.on('error', () => {})
  return {
    db,
    driver: 'postgres',
    migrate: () =>
      exclusive(() => (owner ? migrateAsOwner(owner.url, owner.runtimeRole, MIGRATIONS_DIR) : migratePg(pgDb, { migrationsFolder: MIGRATIONS_DIR }))),
    exclusive,
    listen: listener.listen,
    priorityDb: drizzlePg(priorityPool, { schema }) as unknown as Db,
    async close() {
      await listener.close()
      await priorityPool.end()
      await pool.end()
    },
  }
}

/** arbitrary constant shared by every server process of this product */
const LOCK_ID = 734_021_117

/**
 * A second process on the same PGlite folder silently loses writes, so the folder is taken with an
 * exclusive-create lock file holding our pid; a lock left by a dead process is taken over.
 */
function acquireLock(file: string): void {
  if (heldLocks.has(file)) throw new DatabaseLockedError(`the database folder ${dirname(file)} is already open in this process`)
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = openSync(file, 'wx')
      writeSync(fd, String(process.pid))
      closeSync(fd)
      heldLocks.add(file)
      return
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err
    }
    const pid = Number(readFileSafe(file).trim())
    // Our own pid in the file is a leftover of a crashed run that had the same pid (pid 1 in containers).
    if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && isAlive(pid)) {
      throw new DatabaseLockedError(
        `the database folder ${dirname(file)} is in use by another server process (pid ${pid}, lock file ${file}); ` +
          'stop that process first, or use DATABASE_URL (PostgreSQL) to run several processes',
      )
    }
    try {
      unlinkSync(file)
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err
    }
  }
  throw new DatabaseLockedError(`could not take the lock file ${file}`)
}

const heldLocks = new Set<string>()

function releaseLock(file: string): void {
  heldLocks.delete(file)
  if (readFileSafe(file).trim() === String(process.pid)) {
    try {
      unlinkSync(file)
    } catch {
      // already gone: nothing to release
    }
  }
}

function readFileSafe(file: string): string {
  try {
    return readFileSync(file, 'utf8')
  } catch {
    return ''
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/** True when the database holds no users, games or notices yet (a fresh install). */
export async function isEmpty(db: Db): Promise<boolean> {
  for (const table of [schema.users, schema.games, schema.notices]) {
    const [row] = await db.select({ n: count() }).from(table)
    if (Number(row.n) > 0) return false
  }
  return true
}
