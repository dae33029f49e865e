#!/usr/bin/env node
// `npm run start:cluster`: WORKERS server processes (server/main.ts) on one port with Node's cluster module, all on
// the PostgreSQL of DATABASE_URL. The primary only checks the configuration, forks, restarts a worker that dies and
// drains on SIGTERM/SIGINT; the workers share nothing but the database (sessions, rate limits, captchas, SMS codes,
// job claims and chat notifications all live there), so any worker may answer any request.
//
//   WORKERS                    number of worker processes (default: the CPU count)
//   SHUTDOWN_TIMEOUT_SECONDS   how long a worker may take to drain on SIGTERM before it is killed (default 30)
// (declared with every other variable in server/config-schema.ts)
//
// Prints `listening on http://HOST:PORT (N workers)` once every first worker listens.
import cluster from 'node:cluster'
import { availableParallelism } from 'node:os'
import { fileURLToPath } from 'node:url'
import { ConfigError, loadConfig } from '../server/config.ts'

const RESTART_MIN_MS = 1000
const RESTART_MAX_MS = 30_000
/** a worker that lived this long was healthy: the next death restarts at once again */
const HEALTHY_AFTER_MS = 30_000

function fail(message) {
  process.stderr.write(`cannot start: ${message}\n`)
  process.exit(1)
}

if (!process.env.DATABASE_URL?.trim()) {
  fail(
    'start:cluster needs DATABASE_URL (a PostgreSQL server, postgres://...). The embedded database (PGlite) belongs to ' +
      'one process and cannot be shared by several; without PostgreSQL run a single server with `npm start`.',
  )
}
let config
try {
  // Every bad variable is reported once here rather than by each worker in a restart loop. This also writes
  // DATA_DIR/secret.key when SECRET_KEY is unset, before any worker reads it.
  config = loadConfig()
} catch (err) {
  fail(err instanceof ConfigError ? err.message : String(err?.stack ?? err))
}
const workers = config.workers ?? availableParallelism()
const shutdownMs = 1000 * config.shutdownTimeoutSeconds

cluster.setupPrimary({
  exec: fileURLToPath(new URL('../server/main.ts', import.meta.url)),
  execArgv: ['--import', 'tsx'],
})

let stopping = false
let ready = false
/** worker id -> when it was forked, for the workers not exited yet */
const alive = new Map()
const listening = new Set()
let restartDelay = RESTART_MIN_MS
let drainFailed = false

function fork() {
  const worker = cluster.fork()
  alive.set(worker.id, Date.now())
  return worker
}

cluster.on('listening', (worker, address) => {
  listening.add(worker.id)
  if (!ready && listening.size >= workers) {
    ready = true
    process.stdout.write(`listening on http://${address.address ?? config.host}:${address.port} (${workers} workers)\n`)
  }
})

cluster.on('exit', (worker, code, signal) => {
  listening.delete(worker.id)
  const lived = Date.now() - (alive.get(worker.id) ?? 0)
  alive.delete(worker.id)
  if (stopping) {
    if (code !== 0) drainFailed = true
    if (alive.size === 0) process.exit(drainFailed ? 1 : 0)
    return
  }
  // A worker dying right after its start (database unreachable, a bad migration) would die again at once: back off.
  let delay = 0
  if (lived < HEALTHY_AFTER_MS) {
    delay = restartDelay
    restartDelay = Math.min(restartDelay * 2, RESTART_MAX_MS)
  } else {
    restartDelay = RESTART_MIN_MS
  }
  const why = signal ? `signal ${signal}` : `code ${code}`
  process.stderr.write(`worker ${worker.process.pid} exited (${why}); starting another${delay ? ` in ${delay / 1000} s` : ''}\n`)
  setTimeout(() => {
    if (stopping) return
    const next = fork()
    next.once('online', () => process.stdout.write(`worker ${next.process.pid} started in place of ${worker.process.pid}\n`))
  }, delay)
})

function stop(signal) {
  if (stopping) return
  stopping = true
  process.stdout.write(`${signal} received, draining ${alive.size} workers\n`)
  if (alive.size === 0) process.exit(0)
  // each worker stops taking connections, finishes its requests and its running job, then closes the database
  for (const w of Object.values(cluster.workers ?? {})) w.process.kill('SIGTERM')
  setTimeout(() => {
    process.stderr.write(`${alive.size} worker(s) still busy after ${shutdownMs / 1000} s, killed\n`)
    for (const w of Object.values(cluster.workers ?? {})) w.process.kill('SIGKILL')
    process.exit(1)
  }, shutdownMs).unref()
}
process.on('SIGTERM', () => stop('SIGTERM'))
process.on('SIGINT', () => stop('SIGINT'))

for (let i = 0; i < workers; i++) fork()
