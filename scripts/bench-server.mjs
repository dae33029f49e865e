/**
 * What the benchmarks (bench-api.mjs, bench-chat.mjs) share: a throwaway PostgreSQL database, and the real server
 * (`node --import tsx server/main.ts`) as a child process with its log and background jobs out of the way of what
 * is measured.
 */
import { spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import pg from 'pg'

const ROOT = fileURLToPath(new URL('..', import.meta.url))
/** BENCH_PG_URL: the admin URL the throwaway databases are created and dropped through */
const PG_ADMIN_URL = process.env.BENCH_PG_URL || 'postgres://postgres@127.0.0.1:5432/postgres'
export const SECRET = 'bench-secret-key-0123456789abcdef0123456789'

async function admin(query) {
  const c = new pg.Client({ connectionString: PG_ADMIN_URL })
  await c.connect()
  try {
    await c.query(query)
  } finally {
    await c.end()
  }
}

/** A new, empty database `name` (a leftover of an interrupted run is dropped first): its URL and how to drop it. */
export async function throwawayDatabase(name) {
  await admin(`drop database if exists ${name} with (force)`)
  await admin(`create database ${name}`)
  const url = new URL(PG_ADMIN_URL)
  url.pathname = '/' + name
  return {
    url: url.toString(),
    drop: () => admin(`drop database if exists ${name} with (force)`),
    /** after bulk loading: statistics fresh and nothing left for autovacuum or a checkpoint to do during the run */
    settle: async () => {
      const c = new pg.Client({ connectionString: url.toString() })
      await c.connect()
      try {
        await c.query('vacuum analyze')
        await c.query('checkpoint')
      } finally {
        await c.end()
      }
    },
  }
}

/** The server on `port` with `env` on top of the bench settings; resolves once it listens. Its stderr shows. */
export function startServer(env, port) {
  const child = spawn(process.execPath, [...(process.env.BENCH_CPU_PROF ? ['--cpu-prof', '--cpu-prof-dir=' + process.env.BENCH_CPU_PROF] : []), '--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      SECRET_KEY: SECRET,
      SEED: 'false',
      STATIC_DIR: '/nonexistent',
      // one log line per request would be measured too; warnings and errors still show
      LOG_LEVEL: 'warn',
      JOB_INTERVAL_SECONDS: '0',
      // the load comes from one address at thousands of requests a second: the per-client limit would measure 429s
      REQUESTS_PER_IP_PER_MINUTE: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let out = ''
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('server did not start in 60 s:\n' + out)), 60_000)
    child.stdout.on('data', (d) => {
      out += d
      if (/listening on http/.test(out)) {
        clearTimeout(timer)
        resolve(child)
      }
    })
    child.stderr.on('data', (d) => {
      out += d
      process.stderr.write(`[server ${port}] ${d}`)
    })
    child.once('exit', (code) => {
      clearTimeout(timer)
      reject(new Error(`server exited with ${code}:\n${out}`))
    })
  })
}

export function stopServer(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve()
    child.removeAllListeners('exit')
    child.once('exit', () => resolve())
    child.kill('SIGTERM')
  })
}
