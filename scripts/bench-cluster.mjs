#!/usr/bin/env node
/**
 * `npm run bench:cluster`: what a second server process buys. One throwaway PostgreSQL database with the demo data
 * (about 380 listings on sale), settled; then `start:cluster` on it with WORKERS=1, then 2 (BENCH_WORKERS), each
 * with the catalogue page cache on and off (BENCH_MODES), measured with autocannon from this process: the
 * hello-world route, catalogue pages and a listing's detail. Prints req/s, p99 and the servers' CPU time per request
 * (primary and workers, user + system: what a request costs whatever else the machine runs) per case, and the
 * ratio of the last worker count's req/s to the first one's.
 *
 * Every process shares the machine's cores with PostgreSQL and with autocannon, so the gain is bounded by what is
 * left of them: on a 2-core machine the load generator alone takes most of a core.
 *
 * Options (environment): BENCH_DURATION (seconds per case, default 10), BENCH_CONNECTIONS (default 20),
 * BENCH_WORKERS (default "1,2"), BENCH_MODES (default "cached,uncached"), BENCH_PG_URL (admin URL of the PostgreSQL
 * the throwaway database is created on and dropped from).
 */
import { spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import autocannon from 'autocannon'
import { openDatabase } from '../server/db/client.ts'
import { seed } from '../server/db/seed.ts'
import { SECRET, throwawayDatabase } from './bench-server.mjs'

const ROOT = fileURLToPath(new URL('..', import.meta.url))
const DURATION = Number(process.env.BENCH_DURATION || 10)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 20)
const WORKER_COUNTS = (process.env.BENCH_WORKERS || '1,2').split(',').map(Number)
const MODES = (process.env.BENCH_MODES || 'cached,uncached').split(',')
const PORT = 8693

/** start:cluster with `workers` processes; resolves once every worker listens */
function startCluster(env, workers) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/start-cluster.mjs'], {
    cwd: ROOT,
    env: {
      ...process.env,
      ...env,
      WORKERS: String(workers),
      PORT: String(PORT),
      HOST: '127.0.0.1',
      SECRET_KEY: SECRET,
      SEED: 'false',
      STATIC_DIR: '/nonexistent',
      LOG_LEVEL: 'warn',
      JOB_INTERVAL_SECONDS: '0',
      // the load comes from one address at thousands of requests a second: the per-client limit would measure 429s
      REQUESTS_PER_IP_PER_MINUTE: '0',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let out = ''
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the cluster did not start in 90 s:\n' + out)), 90_000)
    const read = (d) => {
      out += d
      // the primary's line may come before the last worker's own: the pids are read once both are there
      const pids = [...out.matchAll(/^worker (\d+) listening on/gm)].map((m) => Number(m[1]))
      if (new RegExp(`^listening on http\\S+ \\(${workers} workers\\)$`, 'm').test(out) && pids.length === workers) {
        clearTimeout(timer)
        resolve({ child, pids: [child.pid, ...pids] })
      }
    }
    child.stdout.on('data', read)
    child.stderr.on('data', (d) => {
      read(d)
      process.stderr.write(`[cluster] ${d}`)
    })
    child.once('exit', (code) => {
      clearTimeout(timer)
      reject(new Error(`start:cluster exited with ${code}:\n${out}`))
    })
  })
}

function stopCluster(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve()
    child.removeAllListeners('exit')
    child.once('exit', () => resolve())
    child.kill('SIGTERM')
  })
}

/** CPU seconds (user + system) used so far by the processes `pids` (Linux /proc) */
function cpuSeconds(pids) {
  let ticks = 0
  for (const pid of pids) {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    // utime and stime: fields 14 and 15 of stat, 12 and 13 after the name
    ticks += Number(fields[11]) + Number(fields[12])
  }
  return ticks / 100
}

const request = (c) => ({
  method: c.body ? 'POST' : 'GET',
  headers: c.body ? { 'content-type': 'application/json' } : {},
  body: c.body ? JSON.stringify(c.body) : undefined,
})

async function cases() {
  const { data: types } = await (await fetch(`http://127.0.0.1:${PORT}/api/web/game/list`)).json()
  const game = types[0].games[0]
  const LIST = '/api/web/good/allList'
  const { data: page } = await (await fetch(`http://127.0.0.1:${PORT}${LIST}`, request({ body: { gameId: game.id } }))).json()
  return [
    { name: 'GET /api/health (hello-world)', path: '/api/health' },
    { name: 'allList: game only', path: LIST, body: { gameId: game.id } },
    { name: 'allList: game + price range, priceAsc', path: LIST, body: { gameId: game.id, priceMin: 10_000, priceMax: 300_000, sort: 'priceAsc' } },
    { name: 'allList: keyword 典藏', path: LIST, body: { keyword: '典藏' } },
    // the same visitor every time: one view is counted, then the detail is a read
    { name: 'GET /api/web/goods/{id} (detail)', path: `/api/web/goods/${page.rows[0].id}` },
  ]
}

async function run(env, workers, mode) {
  const { child: server, pids } = await startCluster({ ...env, LIST_CACHE: mode === 'cached' ? 'on' : 'off' }, workers)
  const results = []
  try {
    for (const c of await cases()) {
      const check = await fetch(`http://127.0.0.1:${PORT}${c.path}`, request(c))
      if (check.status !== 200) throw new Error(`${c.name}: ${check.status} ${(await check.json()).msg}`)
      const opts = { url: `http://127.0.0.1:${PORT}${c.path}`, ...request(c), connections: CONNECTIONS }
      await autocannon({ ...opts, duration: 2 }) // warm-up: JIT, pools, prepared statements, the page cache
      const cpu0 = cpuSeconds(pids)
      const r = await autocannon({ ...opts, duration: DURATION })
      const cpuMs = ((cpuSeconds(pids) - cpu0) * 1000) / Math.max(1, r.requests.total)
      results.push({ name: c.name, rps: r.requests.average, p99: r.latency.p99, cpuMs, errors: r.errors + r.non2xx })
    }
  } finally {
    await stopCluster(server)
  }
  return results
}

const t0 = Date.now()
const throwaway = await throwawayDatabase('bench_cluster_' + process.pid)
const dataDir = mkdtempSync(join(tmpdir(), 'bench-cluster-'))
try {
  const database = await openDatabase({ dataDir, databaseUrl: throwaway.url })
  await database.migrate()
  await seed(database, SECRET)
  await database.close()
  await throwaway.settle()
  console.log(`database ready (${((Date.now() - t0) / 1000).toFixed(1)} s); ${CONNECTIONS} connections, ${DURATION} s per case`)
  for (const mode of MODES) {
    const byWorkers = []
    for (const workers of WORKER_COUNTS) byWorkers.push(await run({ DATABASE_URL: throwaway.url, DATA_DIR: dataDir }, workers, mode))
    console.log(`\npage cache ${mode === 'cached' ? 'on' : 'off'}`)
    console.log('case'.padEnd(40) + WORKER_COUNTS.map((w) => `${w}w req/s`.padStart(12) + 'p99'.padStart(6) + 'cpu ms'.padStart(8)).join('') + '   ratio' + '  errors')
    byWorkers[0].forEach((first, i) => {
      const cols = byWorkers.map((rs) => rs[i].rps.toFixed(0).padStart(12) + String(rs[i].p99).padStart(6) + rs[i].cpuMs.toFixed(3).padStart(8)).join('')
      const ratio = (byWorkers.at(-1)[i].rps / first.rps).toFixed(2)
      const errors = byWorkers.reduce((n, rs) => n + rs[i].errors, 0)
      console.log(first.name.padEnd(40) + cols + ratio.padStart(8) + String(errors).padStart(8))
    })
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true })
  await throwaway.drop()
}
