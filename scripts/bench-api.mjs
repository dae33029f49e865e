#!/usr/bin/env node
/**
 * `npm run bench:api`: the catalogue query under load, on PGlite and on PostgreSQL.
 *
 * For each database: a fresh database with the demo data plus 100 000 listings on sale (bulk-inserted in SQL
 * from the demo listings: same games, tree nodes, attributes and search tokens, with spread prices, views and
 * dates), then the real server (`node --import tsx server/main.ts`) as a child process on it, measured with
 * autocannon from this process: GET /api/health as hello-world and POST /api/web/good/allList with typical
 * filters. Prints req/s, p99 latency and the ratio to hello-world per case.
 *
 * Options (environment): BENCH_DURATION (seconds per case, default 10), BENCH_CONNECTIONS (default 10),
 * BENCH_ROWS (default 100000), BENCH_DRIVERS (default "pglite,postgres"), BENCH_PG_URL (admin URL, default
 * postgres://postgres@127.0.0.1:5432/postgres; a throwaway database is created and dropped).
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import autocannon from 'autocannon'
import { openDatabase } from '../server/db/client.ts'
import { seed } from '../server/db/seed.ts'
import { SECRET, startServer, stopServer, throwawayDatabase } from './bench-server.mjs'

const DURATION = Number(process.env.BENCH_DURATION || 10)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 10)
const ROWS = Number(process.env.BENCH_ROWS || 100_000)
const DRIVERS = (process.env.BENCH_DRIVERS || 'pglite,postgres').split(',')
const PORTS = { pglite: 8691, postgres: 8692 }

/**
 * Copies the demo listings on sale round-robin into `rows` new ones. The GIN indexes are dropped during the
 * insert and rebuilt once afterwards (a bulk build is much faster than 100 000 incremental inserts).
 */
async function bulkListings(db, rows) {
  const run = (q) => db.execute(q)
  const { sql } = await import('drizzle-orm')
  await run(sql.raw('drop index if exists goods_search_idx'))
  await run(sql.raw('drop index if exists goods_attrs_idx'))
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
  await run(sql.raw('create index goods_search_idx on goods using gin (search_tokens)'))
  await run(sql.raw('create index goods_attrs_idx on goods using gin (attrs)'))
  await run(sql.raw('vacuum analyze goods'))
}

async function prepare(driver) {
  let dataDir = mkdtempSync(join(tmpdir(), 'bench-api-'))
  let databaseUrl = null
  let drop = async () => {}
  if (driver === 'postgres') {
    const throwaway = await throwawayDatabase('bench_api_' + process.pid)
    databaseUrl = throwaway.url
    drop = throwaway.drop
  }
  const t0 = Date.now()
  const database = await openDatabase({ dataDir, databaseUrl })
  await database.migrate()
  await seed(database, SECRET)
  await bulkListings(database.db, ROWS)
  const { sql } = await import('drizzle-orm')
  const [{ n }] = (await database.db.execute(sql.raw("select count(*)::int as n from goods where status = 'on_sale'"))).rows
  await database.close()
  console.log(`[${driver}] database ready: ${n} listings on sale (${((Date.now() - t0) / 1000).toFixed(1)} s)`)
  return {
    env: { DATA_DIR: dataDir, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) },
    async cleanup() {
      rmSync(dataDir, { recursive: true, force: true })
      await drop()
    },
  }
}

function measure(port, c, duration) {
  return autocannon({
    url: `http://127.0.0.1:${port}${c.path}`,
    method: c.body ? 'POST' : 'GET',
    headers: c.body ? { 'content-type': 'application/json' } : {},
    body: c.body ? JSON.stringify(c.body) : undefined,
    connections: CONNECTIONS,
    duration,
  })
}

async function firstGame(port) {
  const res = await fetch(`http://127.0.0.1:${port}/api/web/game/list`)
  const { data } = await res.json()
  return data[0].games[0]
}

async function benchDriver(driver) {
  const prepared = await prepare(driver)
  const port = PORTS[driver]
  const server = await startServer(prepared.env, port)
  const results = []
  try {
    const game = await firstGame(port)
    const cases = [
      { name: 'GET /api/health (hello-world)', path: '/api/health' },
      { name: 'allList: game only', path: '/api/web/good/allList', body: { gameId: game.id } },
      {
        name: 'allList: game + price range + priceAsc',
        path: '/api/web/good/allList',
        body: { gameId: game.id, priceMin: 10_000, priceMax: 300_000, sort: 'priceAsc' },
      },
      { name: 'allList: keyword 典藏', path: '/api/web/good/allList', body: { keyword: '典藏' } },
      {
        name: 'allList: game + attribute (段位)',
        path: '/api/web/good/allList',
        body: { gameId: game.id, attrs: [{ key: 'rank', values: ['星耀', '王者'] }] },
      },
    ]
    for (const c of cases) {
      // sanity: the case answers 200 with rows, so we do not measure fast errors
      const check = await fetch(`http://127.0.0.1:${port}${c.path}`, {
        method: c.body ? 'POST' : 'GET',
        headers: c.body ? { 'content-type': 'application/json' } : {},
        body: c.body ? JSON.stringify(c.body) : undefined,
      })
      const json = await check.json()
      if (check.status !== 200) throw new Error(`${c.name}: ${check.status} ${json.msg}`)
      const total = json.data?.total
      await measure(port, c, 2) // warm-up
      const r = await measure(port, c, DURATION)
      results.push({ name: c.name, rps: r.requests.average, p99: r.latency.p99, errors: r.errors + r.non2xx, total })
    }
  } finally {
    await stopServer(server)
    await prepared.cleanup()
  }
  const hello = results[0].rps
  console.log(`\n[${driver}] ${CONNECTIONS} connections, ${DURATION} s per case, ${ROWS} extra listings`)
  console.log('case'.padEnd(42) + 'req/s'.padStart(9) + 'p99 ms'.padStart(9) + 'ratio'.padStart(8) + 'errors'.padStart(8) + '  total')
  for (const r of results) {
    console.log(
      r.name.padEnd(42) +
        r.rps.toFixed(0).padStart(9) +
        String(r.p99).padStart(9) +
        (r.rps / hello).toFixed(2).padStart(8) +
        String(r.errors).padStart(8) +
        (r.total === undefined ? '' : '  ' + r.total),
    )
  }
  return results
}

for (const driver of DRIVERS) await benchDriver(driver)
