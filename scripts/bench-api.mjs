#!/usr/bin/env node
/**
 * `npm run bench:api`: the catalogue query under load, on PostgreSQL and on PGlite, with the page cache and without.
 *
 * For each database: a fresh database with the demo data plus BENCH_ROWS listings on sale (bulk-inserted in SQL
 * from the demo listings: same games, tree nodes, attributes and search tokens, with spread prices, views and
 * dates), settled (vacuum analyze, checkpoint), then the real server (`node --import tsx server/main.ts`) as a child
 * process on it, twice: LIST_CACHE on (the default) and off. Measured with autocannon from this process:
 * GET /api/health as hello-world, POST /api/web/good/allList with the common filters, each on its first page
 * and on a deep page (the last one a query reaches at 10 a page: GOODS_RESULTS_MAX), a crawler's random deep pages
 * of a keyword in random sorts, and a listing's detail (GET /api/web/goods/{id}, anonymous). Prints req/s, p99 latency and the ratio to hello-world of the same run per case, the server's
 * CPU time per answer (steady where req/s moves with the machine's other load), and the server's RSS at rest
 * (started, before any load) and after the cases.
 *
 * Options (environment): BENCH_DURATION (seconds per case, default 10), BENCH_CONNECTIONS (default 10),
 * BENCH_ROWS (listings added on PostgreSQL, default 1 000 000), BENCH_PGLITE_ROWS (on PGlite, default 1 000 000:
 * about 4.5 minutes to build and 0.5 GB of the server's memory), BENCH_DRIVERS (default
 * "postgres,pglite"), BENCH_MODES (default "cached,uncached"), BENCH_DEEP_PAGE (default 100),
 * BENCH_PG_URL (admin URL, default postgres://postgres@127.0.0.1:5432/postgres; a throwaway database is created
 * and dropped), BENCH_PG_KEEP (a database name: built under that name and kept afterwards, for BENCH_PG_REUSE),
 * BENCH_PG_REUSE (the URL of a database already loaded: measured as it is and kept).
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import autocannon from 'autocannon'
import pg from 'pg'
import { openDatabase } from '../server/db/client.ts'
import { seed } from '../server/db/seed.ts'
import { SECRET, startServer, stopServer, throwawayDatabase } from './bench-server.mjs'

const DURATION = Number(process.env.BENCH_DURATION || 10)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 10)
const ROWS = { postgres: Number(process.env.BENCH_ROWS || 1_000_000), pglite: Number(process.env.BENCH_PGLITE_ROWS || 1_000_000) }
const DRIVERS = (process.env.BENCH_DRIVERS || 'postgres,pglite').split(',')
const MODES = (process.env.BENCH_MODES || 'cached,uncached').split(',')
const DEEP_PAGE = Number(process.env.BENCH_DEEP_PAGE || 100)
const PORTS = { pglite: 8691, postgres: 8692 }

/**
 * Copies the demo listings on sale round-robin into `rows` new ones. The indexes are dropped during the insert
 * and built once afterwards (a bulk build is much faster than a million incremental inserts), and the
 * catalogue-version triggers are off meanwhile (nothing listens yet; a million queued deferred events for one bump).
 */
async function bulkListings(db, rows) {
  const run = (q) => db.execute(q)
  const { sql } = await import('drizzle-orm')
  // every index but the constraints' (primary key, unique goods_no) is dropped and built again afterwards
  const indexes = (
    await run(
      sql.raw(`select i.relname as name, pg_get_indexdef(i.oid) as def from pg_index x join pg_class i on i.oid = x.indexrelid
               where x.indrelid = 'goods'::regclass and not exists (select 1 from pg_constraint c where c.conindid = i.oid)`),
    )
  ).rows
  for (const { name } of indexes) await run(sql.raw(`drop index "${name}"`))
  await run(sql.raw('alter table goods disable trigger user'))
  await run(
    sql.raw(`
    with tpl as (select row_number() over (order by id) as rn, g.* from goods g where status = 'on_sale'),
         n as (select count(*) as n from tpl)
    insert into goods (goods_no, seller_id, game_id, system_id, carrier_id, area_id, server_id, title, description,
                       price, cost_price, images, attrs, compensation, credentials_enc, contact_enc, status, views,
                       search_tokens, published_at, created_at, updated_at)
    select 'B' || lpad(i::text, 10, '0'), t.seller_id, t.game_id, t.system_id, t.carrier_id, t.area_id, t.server_id,
           t.title, t.description, greatest(100, (t.price * (0.3 + random() * 1.4))::bigint), t.cost_price, t.images,
           t.attrs, t.compensation, t.credentials_enc, t.contact_enc, 'on_sale', (random() * random() * 5000)::int,
           t.search_tokens, ts, ts, ts
    from generate_series(1, ${rows}) as i
    cross join n
    join tpl t on t.rn = (i % n.n) + 1
    cross join lateral (select now() - random() * interval '90 days' - i * interval '0 s' as ts) d`), // i: once per row
  )
  for (const { def } of indexes) await run(sql.raw(def))
  await run(sql.raw('alter table goods enable trigger user'))
  await run(sql.raw('update list_version set version = version + 1'))
  await run(sql.raw('vacuum analyze goods'))
}

async function prepare(driver) {
  if (driver === 'postgres' && process.env.BENCH_PG_REUSE) {
    // a database an earlier run (or you) built: measured as it is, kept afterwards
    const url = process.env.BENCH_PG_REUSE
    const c = new pg.Client({ connectionString: url })
    await c.connect()
    const { rows } = await c.query("select count(*)::int as n from goods where status = 'on_sale'")
    await c.end()
    return { onSale: rows[0].n, env: { DATA_DIR: mkdtempSync(join(tmpdir(), 'bench-api-')), DATABASE_URL: url }, async cleanup() {} }
  }
  let dataDir = mkdtempSync(join(tmpdir(), 'bench-api-'))
  let databaseUrl = null
  let drop = async () => {}
  let settle = async () => {}
  if (driver === 'postgres') {
    const keep = process.env.BENCH_PG_KEEP
    const throwaway = await throwawayDatabase(keep || 'bench_api_' + process.pid)
    databaseUrl = throwaway.url
    if (keep) console.log(`[postgres] built as ${databaseUrl} and kept: BENCH_PG_REUSE=${databaseUrl} measures it again`)
    drop = keep ? async () => {} : throwaway.drop
    settle = throwaway.settle
  }
  const t0 = Date.now()
  if (databaseUrl) {
    // the GIN index builds over a million rows take several times longer in the default 64 MB
    const c = new pg.Client({ connectionString: databaseUrl })
    await c.connect()
    await c.query(`alter database ${new URL(databaseUrl).pathname.slice(1)} set maintenance_work_mem = '512MB'`)
    await c.end()
  }
  const database = await openDatabase({ dataDir, databaseUrl })
  await database.migrate()
  await seed(database, SECRET)
  if (!databaseUrl) await database.db.execute((await import('drizzle-orm')).sql.raw("set maintenance_work_mem = '256MB'"))
  await bulkListings(database.db, ROWS[driver])
  const { sql } = await import('drizzle-orm')
  const [{ n }] = (await database.db.execute(sql.raw("select count(*)::int as n from goods where status = 'on_sale'"))).rows
  await database.close()
  await settle()
  console.log(`[${driver}] database ready: ${n} listings on sale (${((Date.now() - t0) / 1000).toFixed(1)} s to build)`)
  return {
    onSale: n,
    env: { DATA_DIR: dataDir, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) },
    async cleanup() {
      rmSync(dataDir, { recursive: true, force: true })
      await drop()
    },
  }
}

const SORTS = ['newest', 'priceAsc', 'priceDesc', 'views']

function measure(port, c, duration) {
  return autocannon({
    url: `http://127.0.0.1:${port}${c.path}`,
    method: c.body ? 'POST' : 'GET',
    headers: c.body ? { 'content-type': 'application/json' } : {},
    body: c.body ? JSON.stringify(c.body) : undefined,
    connections: CONNECTIONS,
    duration,
    // a random page and sort per request
    ...(c.randomPages
      ? {
          requests: [
            {
              setupRequest: (req) => ({
                ...req,
                body: JSON.stringify({
                  ...c.body,
                  sort: SORTS[Math.floor(Math.random() * SORTS.length)],
                  pageNum: 2 + Math.floor(Math.random() * (DEEP_PAGE - 1)),
                }),
              }),
            },
          ],
        }
      : {}),
  })
}

async function firstGame(port) {
  const res = await fetch(`http://127.0.0.1:${port}/api/web/game/list`)
  const { data } = await res.json()
  return data[0].games[0]
}

/** CPU time a process has used (user + system), in ms (Linux; clock ticks of 10 ms) */
function cpuMs(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')
  return (Number(fields[11]) + Number(fields[12])) * 10
}

/** resident memory of a process, in MB (Linux) */
function rssMb(pid) {
  const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))
  return m ? Math.round(Number(m[1]) / 1024) : NaN
}

function casesFor(game, listingId) {
  const LIST = '/api/web/good/allList'
  const common = [
    ['game only', { gameId: game.id }],
    ['game + price range, priceAsc', { gameId: game.id, priceMin: 10_000, priceMax: 300_000, sort: 'priceAsc' }],
    ['game + attribute (段位)', { gameId: game.id, attrs: [{ key: 'rank', values: ['星耀', '王者'] }] }],
    ['keyword 典藏', { keyword: '典藏' }],
  ]
  return [
    { name: 'GET /api/health (hello-world)', path: '/api/health' },
    ...common.flatMap(([name, body]) => [
      { name: `${name}, page 1`, path: LIST, body },
      { name: `${name}, page ${DEEP_PAGE}`, path: LIST, body: { ...body, pageNum: DEEP_PAGE } },
    ]),
    // what a crawler sends: every request a page the server has not seen under this version (no remembered start)
    { name: `keyword 典藏, random page 2-${DEEP_PAGE}, sorts`, path: LIST, body: common[3][1], randomPages: true },
    // a listing's page (anonymous: one view a day, so after the first it only reads)
    { name: 'listing detail', path: `/api/web/goods/${listingId}` },
  ]
}

async function runMode(driver, prepared, mode) {
  const port = PORTS[driver]
  const server = await startServer({ ...prepared.env, LIST_CACHE: mode === 'cached' ? 'on' : 'off' }, port)
  const results = []
  let rest, after
  try {
    await new Promise((r) => setTimeout(r, 1000))
    rest = rssMb(server.pid)
    const game = await firstGame(port)
    const listing = await fetch(`http://127.0.0.1:${port}/api/web/good/allList`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ gameId: game.id }),
    })
    for (const c of casesFor(game, (await listing.json()).data.rows[0].id)) {
      // sanity: the case answers 200 with rows, so we do not measure fast errors
      const check = await fetch(`http://127.0.0.1:${port}${c.path}`, {
        method: c.body ? 'POST' : 'GET',
        headers: c.body ? { 'content-type': 'application/json' } : {},
        body: c.body ? JSON.stringify(c.body) : undefined,
      })
      const json = await check.json()
      if (check.status !== 200) throw new Error(`${c.name}: ${check.status} ${json.msg}`)
      if (c.body && !c.body.pageNum && json.data.rows.length === 0) throw new Error(`${c.name}: no rows`)
      const total = json.data?.total
      await measure(port, c, 2) // warm-up
      const cpu0 = cpuMs(server.pid)
      const r = await measure(port, c, DURATION)
      // the server's own CPU per answer: unlike req/s, barely moved by what else runs on the machine
      const cpuUs = ((cpuMs(server.pid) - cpu0) * 1000) / Math.max(1, r.requests.total)
      results.push({ name: c.name, rps: r.requests.average, p99: r.latency.p99, errors: r.errors + r.non2xx, total, cpuUs })
    }
    after = rssMb(server.pid)
  } finally {
    await stopServer(server)
  }
  const hello = results[0].rps
  console.log(`\n[${driver}, ${mode}] ${prepared.onSale} listings on sale, ${CONNECTIONS} connections, ${DURATION} s per case; server RSS ${rest} MB at rest, ${after} MB after`)
  console.log('case'.padEnd(46) + 'req/s'.padStart(9) + 'p99 ms'.padStart(9) + 'ratio'.padStart(8) + 'CPU us/req'.padStart(12) + 'errors'.padStart(8) + '  total')
  for (const r of results) {
    console.log(
      r.name.padEnd(46) +
        r.rps.toFixed(0).padStart(9) +
        String(r.p99).padStart(9) +
        (r.rps / hello).toFixed(2).padStart(8) +
        r.cpuUs.toFixed(0).padStart(12) +
        String(r.errors).padStart(8) +
        (r.total === undefined ? '' : '  ' + r.total),
    )
  }
  return { results, rest, after }
}

for (const driver of DRIVERS) {
  const prepared = await prepare(driver)
  try {
    for (const mode of MODES) await runMode(driver, prepared, mode)
  } finally {
    await prepared.cleanup()
  }
}
