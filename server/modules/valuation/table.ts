/**
 * A game's completed deals as columns of numbers, the precomputed form a valuation scans (estimate.ts): one row per
 * deal, sorted by completion time, each attribute of the game's template one column.
 *
 * Column per attribute type (text fields are left out, they say nothing comparable):
 *   number          raw value, feature log1p(value): 10 -> 20 skins matters more than 610 -> 620
 *   radio/boxradio  option position, feature the position: templates list ranks low to high (青铜 ... 王者)
 *   checkbox        bit mask of the options held, feature how many are held
 * Every feature is divided by its standard deviation over the game's deals, so a distance adds up attributes in
 * comparable units (one unit = one standard deviation) whatever their scale.
 */
import type { AttrValues } from '../../../contract/valuation'

export interface AttrColumn {
  key: string
  label: string
  type: 'number' | 'option' | 'set'
  options: string[]
}

export interface DealTable {
  gameId: number
  columns: AttrColumn[]
  n: number
  /** n x columns, NaN where the deal has no value */
  raw: Float64Array
  /** n x columns: the normalised features (NaN where missing) */
  feature: Float32Array
  /** per column: the feature's standard deviation (1 when it does not vary) */
  scale: Float64Array
  price: Float64Array
  /** completion instant, ms, ascending */
  at: Float64Array
  builtAt: number
}

export interface DealRow {
  attrs: AttrValues
  price: number
  at: number
}

export interface TemplateAttr {
  key: string
  label: string
  type: string
  options: string[]
}

export function columnsOf(template: TemplateAttr[]): AttrColumn[] {
  return template.flatMap((a): AttrColumn[] => {
    if (a.type === 'number') return [{ key: a.key, label: a.label, type: 'number', options: [] }]
    if (a.type === 'radio' || a.type === 'boxradio') return [{ key: a.key, label: a.label, type: 'option', options: a.options }]
    // a bit mask holds 31 options; a longer list keeps its first 31
    if (a.type === 'checkbox') return [{ key: a.key, label: a.label, type: 'set', options: a.options.slice(0, 31) }]
    return []
  })
}

/** the stored value of one attribute as a number (NaN: missing or not in the template) */
export function rawValue(col: AttrColumn, v: unknown): number {
  if (v === undefined || v === null || v === '') return NaN
  if (col.type === 'number') {
    const x = typeof v === 'number' ? v : Number(v)
    return Number.isFinite(x) && x >= 0 ? x : NaN
  }
  if (col.type === 'option') {
    const i = col.options.indexOf(String(v))
    return i < 0 ? NaN : i
  }
  if (!Array.isArray(v)) return NaN
  let mask = 0
  for (const item of v) {
    const i = col.options.indexOf(String(item))
    if (i >= 0) mask |= 1 << i
  }
  return mask
}

function popcount(x: number): number {
  let c = 0
  for (let m = x >>> 0; m; m &= m - 1) c++
  return c
}

/** the unscaled feature of a raw value */
export function featureOf(col: AttrColumn, raw: number): number {
  if (Number.isNaN(raw)) return NaN
  if (col.type === 'number') return Math.log1p(raw)
  if (col.type === 'option') return raw
  return popcount(raw)
}

/** the attribute value back from its raw number (the comparables shown) */
export function valueOf(col: AttrColumn, raw: number): number | string | string[] | undefined {
  if (Number.isNaN(raw)) return undefined
  if (col.type === 'number') return raw
  if (col.type === 'option') return col.options[raw]
  return col.options.filter((_, i) => (raw & (1 << i)) !== 0)
}

/** Builds the table from deal rows in any order. */
export function buildTable(gameId: number, columns: AttrColumn[], rows: DealRow[], builtAt = Date.now()): DealTable {
  const sorted = [...rows].sort((a, b) => a.at - b.at)
  const d = columns.length
  const n = sorted.length
  const raw = new Float64Array(n * d)
  const price = new Float64Array(n)
  const at = new Float64Array(n)
  sorted.forEach((r, i) => {
    price[i] = r.price
    at[i] = r.at
    columns.forEach((c, j) => (raw[i * d + j] = rawValue(c, r.attrs[c.key])))
  })
  return fromColumns(gameId, columns, raw, price, at, builtAt)
}

/** Builds the table from columns already in arrays (rows ascending by `at`); the bench's million deals come this way. */
export function fromColumns(gameId: number, columns: AttrColumn[], raw: Float64Array, price: Float64Array, at: Float64Array, builtAt = Date.now()): DealTable {
  const d = columns.length
  const n = price.length
  const feature = new Float32Array(n * d)
  const scale = new Float64Array(d)
  for (let j = 0; j < d; j++) {
    let sum = 0
    let sq = 0
    let m = 0
    for (let i = 0; i < n; i++) {
      const f = featureOf(columns[j], raw[i * d + j])
      feature[i * d + j] = f
      if (!Number.isNaN(f)) {
        sum += f
        sq += f * f
        m++
      }
    }
    const variance = m > 1 ? (sq - (sum * sum) / m) / (m - 1) : 0
    scale[j] = variance > 1e-9 ? Math.sqrt(variance) : 1
    for (let i = 0; i < n; i++) feature[i * d + j] /= scale[j]
  }
  return { gameId, columns, n, raw, feature, scale, price, at, builtAt }
}
