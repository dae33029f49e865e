#!/usr/bin/env node
/**
 * `npm run bench:valuation`: how good and how fast the valuation (server/modules/valuation) is.
 *
 * Accuracy, per game, on two data sets: the demo data (a fresh PGlite database with the demo seed, its completed
 * sales read as the server reads them) and bench data (BENCH_DEALS deals per game drawn by
 * server/db/deal-generator.ts over a year). The latest HOLDOUT share of each game's deals are held out and each
 * is valued, at its own completion time, from the earlier deals only. Printed: the median absolute percentage
 * error of the estimate, the share of held-out prices inside the range, the share answered "too few", and the
 * mean confidence.
 *
 * Latency: one game's table of BENCH_LATENCY_DEALS generated deals (default 1 000 000) in memory, valued
 * BENCH_QUERIES times (default 2 000) with random attributes; p50 / p99 / max in ms.
 *
 * Options (environment): BENCH_DEALS (default 3000), BENCH_HOLDOUT (default 0.15), BENCH_LATENCY_DEALS,
 * BENCH_QUERIES, BENCH_SKIP_DEMO=1 (no database).
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { and, asc, eq } from 'drizzle-orm'
import type { AttrValues } from '../contract/valuation.ts'
import { openDatabase } from '../server/db/client.ts'
import { dealPrice, drawAttrs } from '../server/db/deal-generator.ts'
import { seed } from '../server/db/seed.ts'
import { rng, SPECS } from '../server/db/seed-goods.ts'
import { gameAttrs, games } from '../server/modules/game/schema.ts'
import { goods } from '../server/modules/goods/schema.ts'
import { orders } from '../server/modules/order/schema.ts'
import { estimate, type EstimateOptions } from '../server/modules/valuation/estimate.ts'
import { buildTable, columnsOf, fromColumns, rawValue, type DealRow, type TemplateAttr } from '../server/modules/valuation/table.ts'

const DAY = 86_400_000
const DEALS = Number(process.env.BENCH_DEALS ?? 3000)
const HOLDOUT = Number(process.env.BENCH_HOLDOUT ?? 0.15)
const LATENCY_DEALS = Number(process.env.BENCH_LATENCY_DEALS ?? 1_000_000)
const QUERIES = Number(process.env.BENCH_QUERIES ?? 2000)
/** the defaults of server/config-schema.ts */
const SETTINGS = { halfLifeDays: 90, lookbackDays: 365, minComparables: 5 }

interface GameDeals {
  name: string
  template: TemplateAttr[]
  deals: DealRow[]
}

interface Score {
  game: string
  deals: number
  held: number
  mdape: number
  inRange: number
  tooFew: number
  confidence: number
}

const median = (xs: number[]) => {
  if (xs.length === 0) return NaN
  const s = [...xs].sort((a, b) => a - b)
  const m = s.length >> 1
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2
}

function score(g: GameDeals): Score {
  const sorted = [...g.deals].sort((a, b) => a.at - b.at)
  const cut = Math.floor(sorted.length * (1 - HOLDOUT))
  const table = buildTable(0, columnsOf(g.template), sorted.slice(0, cut))
  const held = sorted.slice(cut)
  const errors: number[] = []
  let inRange = 0
  let tooFew = 0
  let confidence = 0
  for (const deal of held) {
    const v = estimate(table, deal.attrs, { ...SETTINGS, now: deal.at })
    if (v.status !== 'ok') {
      tooFew++
      continue
    }
    errors.push(Math.abs(v.estimate - deal.price) / deal.price)
    if (deal.price >= v.low && deal.price <= v.high) inRange++
    confidence += v.confidence
  }
  const valued = held.length - tooFew
  return {
    game: g.name,
    deals: sorted.length,
    held: held.length,
    mdape: median(errors) * 100,
    inRange: valued ? (inRange / valued) * 100 : NaN,
    tooFew: held.length ? (tooFew / held.length) * 100 : NaN,
    confidence: valued ? confidence / valued : NaN,
  }
}

function print(title: string, scores: Score[]) {
  console.log(`\n${title}`)
  console.log('game'.padEnd(12) + 'deals'.padStart(7) + 'held'.padStart(6) + 'MdAPE%'.padStart(8) + 'in range%'.padStart(11) + 'too few%'.padStart(10) + 'conf'.padStart(6))
  for (const s of scores)
    console.log(
      s.game.padEnd(12) +
        String(s.deals).padStart(7) +
        String(s.held).padStart(6) +
        s.mdape.toFixed(1).padStart(8) +
        s.inRange.toFixed(1).padStart(11) +
        s.tooFew.toFixed(1).padStart(10) +
        s.confidence.toFixed(2).padStart(6),
    )
  const all = (f: (s: Score) => number) => median(scores.map(f).filter((x) => !Number.isNaN(x)))
  console.log('median'.padEnd(25) + all((s) => s.mdape).toFixed(1).padStart(8) + all((s) => s.inRange).toFixed(1).padStart(11) + all((s) => s.tooFew).toFixed(1).padStart(10))
}

const templateOf = (icon: string): TemplateAttr[] =>
  SPECS[icon].attrs.map((a) => ({ key: a.key, label: a.label, type: a.type, options: a.options ?? [] }))

function generated(now: number): GameDeals[] {
  const r = rng(7)
  return Object.keys(SPECS).map((icon) => {
    const spec = SPECS[icon]
    const deals = Array.from({ length: DEALS }, () => {
      const ageDays = r() * 365
      const attrs = drawAttrs(spec, r)
      return { attrs, price: dealPrice(spec, attrs, ageDays, r), at: now - ageDays * DAY }
    })
    return { name: icon.replace(/\.svg$/, ''), template: templateOf(icon), deals }
  })
}

async function demo(): Promise<GameDeals[]> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-valuation-'))
  const database = await openDatabase({ dataDir: dir })
  try {
    await database.migrate()
    await seed(database, 'b'.repeat(64))
    const { db } = database
    const out: GameDeals[] = []
    for (const g of await db.select({ id: games.id, icon: games.icon }).from(games).orderBy(asc(games.id))) {
      const template = await db
        .select({ key: gameAttrs.key, label: gameAttrs.label, type: gameAttrs.type, options: gameAttrs.options })
        .from(gameAttrs)
        .where(eq(gameAttrs.gameId, g.id))
        .orderBy(asc(gameAttrs.sort), asc(gameAttrs.id))
      const rows = await db
        .select({ attrs: goods.attrs, price: orders.price, completedAt: orders.completedAt })
        .from(orders)
        .innerJoin(goods, eq(goods.id, orders.goodsId))
        .where(and(eq(goods.gameId, g.id), eq(orders.status, 'completed'), eq(orders.kind, 'sale')))
      if (rows.length === 0) continue
      out.push({ name: g.icon.replace(/\.svg$/, ''), template, deals: rows.map((r) => ({ attrs: r.attrs, price: r.price, at: r.completedAt!.getTime() })) })
    }
    return out
  } finally {
    await database.close()
    rmSync(dir, { recursive: true, force: true })
  }
}

function latency(now: number) {
  const icon = 'wzry.svg'
  const spec = SPECS[icon]
  const columns = columnsOf(templateOf(icon))
  const d = columns.length
  const r = rng(11)
  const raw = new Float64Array(LATENCY_DEALS * d)
  const price = new Float64Array(LATENCY_DEALS)
  const at = new Float64Array(LATENCY_DEALS)
  const built = performance.now()
  for (let i = 0; i < LATENCY_DEALS; i++) {
    // ascending in time over the year
    const ageDays = 365 * (1 - i / LATENCY_DEALS)
    const attrs = drawAttrs(spec, r)
    price[i] = dealPrice(spec, attrs, ageDays, r)
    at[i] = now - ageDays * DAY
    columns.forEach((c, j) => (raw[i * d + j] = rawValue(c, attrs[c.key])))
  }
  const table = fromColumns(1, columns, raw, price, at, now)
  const buildMs = performance.now() - built
  const opts: EstimateOptions = { ...SETTINGS, now }
  const queries: AttrValues[] = Array.from({ length: QUERIES }, () => drawAttrs(spec, r))
  for (const q of queries.slice(0, 20)) estimate(table, q, opts)
  const times: number[] = []
  for (const q of queries) {
    const t = performance.now()
    estimate(table, q, opts)
    times.push(performance.now() - t)
  }
  times.sort((a, b) => a - b)
  const p = (x: number) => times[Math.min(times.length - 1, Math.floor(x * times.length))].toFixed(1)
  console.log(`\nLatency: ${LATENCY_DEALS.toLocaleString('en')} deals of one game (${d} attribute columns), ${QUERIES} valuations`)
  console.log(`  table generated and built in ${(buildMs / 1000).toFixed(1)} s, ${((raw.byteLength + price.byteLength + at.byteLength + table.feature.byteLength) / 1e6).toFixed(0)} MB`)
  console.log(`  p50 ${p(0.5)} ms   p99 ${p(0.99)} ms   max ${times[times.length - 1].toFixed(1)} ms`)
}

const now = Date.now()
console.log(`Valuation bench: the latest ${Math.round(HOLDOUT * 100)}% of each game's deals held out and valued from the earlier ones`)
if (process.env.BENCH_SKIP_DEMO !== '1') print('Demo data (fresh database with the demo seed)', (await demo()).map(score))
print(`Bench data (${DEALS} generated deals per game over a year)`, generated(now).map(score))
latency(now)
