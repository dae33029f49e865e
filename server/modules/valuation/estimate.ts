/**
 * The valuation method (估价), no model or outside service: k nearest comparables.
 *
 * 1. The query's attributes become features like the deals' (table.ts), scaled by the same standard deviations.
 *    Attributes the query leaves empty are not compared.
 * 2. Distance to a deal: the root mean square of the feature differences over the compared attributes (a deal
 *    missing a compared attribute counts one standard deviation there). Only deals inside the look-back window are
 *    scanned; the table is sorted by time, so that is a suffix of it.
 * 3. The K nearest are kept; those within CLOSE of the query are the comparables. Fewer than the configured minimum:
 *    the answer is "too few", never a number.
 * 4. Weight of a comparable = similarity x recency: exp(-dist^2 / 2h^2), h the median comparable distance (with a
 *    floor, so identical attributes do not make one deal dominate), times 0.5^(age / half-life).
 * 5. Point = the weighted median price; range = the weighted 20th to 80th percentile.
 * 6. Confidence (0..1) = count x spread x closeness: (1 - e^(-n_eff/5)) with n_eff = (sum w)^2 / sum w^2,
 *    times e^(-max(0, ln(high/low) - 0.2)), times e^(-mean distance). Levels: contract/valuation.ts.
 */
import { chinaStamp } from '../../../contract/clock'
import { confidenceLevel, type Comparable, type Valuation, type AttrValues } from '../../../contract/valuation'
import { featureOf, rawValue, valueOf, type DealTable } from './table'

/** nearest deals considered */
export const K = 30
/** a comparable is at most this far (RMS, in standard deviations per attribute) */
export const CLOSE = 0.9
const H_FLOOR = 0.15
export const RANGE_QUANTILES = [0.2, 0.8] as const
const SHOWN = 10
const DAY = 86_400_000

export interface EstimateOptions {
  now: number
  halfLifeDays: number
  lookbackDays: number
  minComparables: number
}

/** first index whose time is at or after `t` (the table is ascending by time) */
function firstAtOrAfter(at: Float64Array, t: number): number {
  let lo = 0
  let hi = at.length
  while (lo < hi) {
    const mid = (lo + hi) >>> 1
    if (at[mid] < t) lo = mid + 1
    else hi = mid
  }
  return lo
}

function weightedQuantile(values: number[], weights: number[], q: number): number {
  const order = values.map((_, i) => i).sort((a, b) => values[a] - values[b])
  const total = weights.reduce((s, w) => s + w, 0)
  let cum = 0
  for (const i of order) {
    cum += weights[i]
    if (cum >= q * total - 1e-12) return values[i]
  }
  return values[order[order.length - 1]]
}

export function estimate(table: DealTable, attrs: AttrValues, opts: EstimateOptions): Valuation {
  const d = table.columns.length
  const dims: number[] = []
  const q: number[] = []
  table.columns.forEach((c, j) => {
    const f = featureOf(c, rawValue(c, attrs[c.key]))
    if (!Number.isNaN(f)) {
      dims.push(j)
      q.push(f / table.scale[j])
    }
  })
  const start = firstAtOrAfter(table.at, opts.now - opts.lookbackDays * DAY)
  const end = firstAtOrAfter(table.at, opts.now + 1)
  const deals = end - start
  const m = dims.length
  const { feature } = table
  // the K nearest, kept sorted by distance (an insertion into a short array beats a heap at K = 30)
  const bestD: number[] = []
  const bestI: number[] = []
  let worst = Infinity
  for (let i = start; i < end; i++) {
    let s = 0
    const row = i * d
    for (let k = 0; k < m; k++) {
      const f = feature[row + dims[k]]
      const diff = f - q[k]
      s += diff === diff ? diff * diff : 1
      if (s >= worst) break
    }
    if (s >= worst && bestD.length >= K) continue
    let p = bestD.length
    while (p > 0 && bestD[p - 1] > s) p--
    bestD.splice(p, 0, s)
    bestI.splice(p, 0, i)
    if (bestD.length > K) {
      bestD.pop()
      bestI.pop()
    }
    if (bestD.length >= K) worst = bestD[K - 1]
  }
  const dist = bestD.map((s) => (m > 0 ? Math.sqrt(s / m) : 0))
  const close = bestI.map((i, k) => ({ i, dist: dist[k] })).filter((c) => c.dist <= CLOSE)
  if (close.length < opts.minComparables) return { status: 'too_few', found: close.length, needed: opts.minComparables, deals }

  const h = Math.max(H_FLOOR, close[Math.floor(close.length / 2)].dist)
  const weights = close.map((c) => {
    const age = Math.max(0, opts.now - table.at[c.i]) / DAY
    return Math.exp(-(c.dist * c.dist) / (2 * h * h)) * Math.pow(0.5, age / opts.halfLifeDays)
  })
  const prices = close.map((c) => table.price[c.i])
  const total = weights.reduce((s, w) => s + w, 0)
  const estimateFen = weightedQuantile(prices, weights, 0.5)
  const low = weightedQuantile(prices, weights, RANGE_QUANTILES[0])
  const high = weightedQuantile(prices, weights, RANGE_QUANTILES[1])
  const nEff = (total * total) / weights.reduce((s, w) => s + w * w, 0)
  const spread = Math.log(high / low)
  const meanDist = close.reduce((s, c) => s + c.dist, 0) / close.length
  const confidence = Math.round((1 - Math.exp(-nEff / 5)) * Math.exp(-Math.max(0, spread - 0.2)) * Math.exp(-meanDist) * 100) / 100

  const comparables: Comparable[] = close
    .map((c, k) => ({ c, w: weights[k] / total }))
    .sort((a, b) => b.w - a.w)
    .slice(0, SHOWN)
    .map(({ c, w }) => {
      const shown: AttrValues = {}
      table.columns.forEach((col, j) => {
        const v = valueOf(col, table.raw[c.i * d + j])
        if (v !== undefined) shown[col.key] = v
      })
      return { attrs: shown, price: table.price[c.i], date: isoDay(table.at[c.i]), weight: Math.round(w * 1000) / 1000 }
    })
  return {
    status: 'ok',
    estimate: Math.round(estimateFen),
    low: Math.round(low),
    high: Math.round(high),
    confidence,
    level: confidenceLevel(confidence),
    comparables,
    deals,
  }
}

/** YYYY-MM-DD of an instant in China time */
export function isoDay(ms: number): string {
  const s = chinaStamp(new Date(ms))
  return `${s.slice(0, 4)}-${s.slice(4, 6)}-${s.slice(6, 8)}`
}
