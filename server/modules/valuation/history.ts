/**
 * Price history: the median deal price per week (Monday, China time) over the look-back window, for a game or
 * for its deals with one value of a key attribute (a rank, a band of a count such as skins). Read from the same
 * in-memory deal table as the valuation.
 */
import { CHINA_OFFSET_MS } from '../../../contract/clock'
import type { HistoryFilter, PriceWeek } from '../../../contract/valuation'
import { rawValue, type DealTable } from './table'

const DAY = 86_400_000

export interface HistoryQuery {
  key?: string
  value?: string
  min?: number
  max?: number
}

/** the Monday (China time) of the week an instant falls in, as YYYY-MM-DD */
export function weekOf(ms: number): string {
  const local = ms + CHINA_OFFSET_MS
  const day = Math.floor(local / DAY)
  // 1970-01-01 was a Thursday: day 0 -> weekday 3 counted from Monday
  const monday = day - ((day + 3) % 7)
  return new Date(monday * DAY).toISOString().slice(0, 10)
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b)
  const mid = s.length >> 1
  return s.length % 2 ? s[mid] : Math.round((s[mid - 1] + s[mid]) / 2)
}

export function weeklyMedians(table: DealTable, q: HistoryQuery, now: number, lookbackDays: number): { weeks: PriceWeek[]; count: number } {
  const d = table.columns.length
  const j = q.key === undefined ? -1 : table.columns.findIndex((c) => c.key === q.key)
  const col = j >= 0 ? table.columns[j] : null
  const wanted = col && q.value !== undefined ? rawValue(col, col.type === 'set' ? [q.value] : q.value) : NaN
  const from = now - lookbackDays * DAY
  const byWeek = new Map<string, number[]>()
  let count = 0
  for (let i = 0; i < table.n; i++) {
    const at = table.at[i]
    if (at < from || at > now) continue
    if (col) {
      const v = table.raw[i * d + j]
      if (Number.isNaN(v)) continue
      if (q.value !== undefined) {
        if (col.type === 'set' ? (v & wanted) !== wanted : v !== wanted) continue
      }
      if (q.min !== undefined && v < q.min) continue
      if (q.max !== undefined && v >= q.max) continue
    }
    const w = weekOf(at)
    const list = byWeek.get(w)
    if (list) list.push(table.price[i])
    else byWeek.set(w, [table.price[i]])
    count++
  }
  const weeks = [...byWeek.entries()].sort(([a], [b]) => (a < b ? -1 : 1)).map(([week, prices]) => ({ week, median: median(prices), count: prices.length }))
  return { weeks, count }
}

/** a round number near x (bands read 100-200, not 97-203) */
function round(x: number): number {
  if (x < 10) return Math.round(x)
  const p = Math.pow(10, Math.floor(Math.log10(x)) - 1)
  return Math.round(x / p) * p
}

/**
 * The key attributes the history can be narrowed to: every option attribute (ranks, schools; in template order)
 * with its options, and the first number attribute cut into four bands at its quartiles over the deals.
 */
export function historyFilters(table: DealTable, labelOf: (key: string, option?: string) => string): HistoryFilter[] {
  const d = table.columns.length
  const out: HistoryFilter[] = []
  table.columns.forEach((c, j) => {
    if (c.type === 'option') out.push({ key: c.key, label: labelOf(c.key), choices: c.options.map((o) => ({ label: labelOf(c.key, o), value: o })) })
  })
  const j = table.columns.findIndex((c) => c.type === 'number')
  if (j >= 0 && table.n >= 8) {
    const xs: number[] = []
    for (let i = 0; i < table.n; i++) if (!Number.isNaN(table.raw[i * d + j])) xs.push(table.raw[i * d + j])
    xs.sort((a, b) => a - b)
    const cuts = [...new Set([0.25, 0.5, 0.75].map((p) => round(xs[Math.floor(p * (xs.length - 1))])))].filter((x) => x > 0)
    const edges = [0, ...cuts]
    const key = table.columns[j].key
    out.push({
      key,
      label: labelOf(key),
      choices: edges.map((lo, k) => (k + 1 < edges.length ? { label: `${lo}-${edges[k + 1]}`, min: lo, max: edges[k + 1] } : { label: `${lo}+`, min: lo })),
    })
  }
  return out
}
