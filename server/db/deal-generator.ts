/**
 * Deals with a realistic attribute-price relation, for the demo's deal history (seed-deals.ts) and the valuation
 * bench (scripts/bench-valuation.mts). Deterministic from the random stream it is given.
 *
 * The relation, per game (the price range [lo, hi] yuan and attribute template of seed-goods.ts SPECS):
 *   score s in [0, 1] = weighted mean of the attribute scores
 *     number        (v - typical low) / (typical high - typical low)             weight 1
 *     rank / noble  option position / (options - 1)  (templates list low to high) weight 1.5
 *     binding       (options - 1 - position) / (options - 1)  (first = freest)    weight 0.5
 *     rare items    min(1, count / 3)                                           weight 1
 *     other options (school, class) no effect
 *   price = lo * (hi / lo)^s                       exponential in the score: a top account costs hi, a bare one lo
 *         * (1 + 0.01 * months ago)                 the market drifts down 1% a month, so older deals were dearer
 *         * e^(N(0, 0.15))                          the seller's luck and what the attributes do not say
 *   rounded to whole yuan, at least 1 yuan.
 * Attribute values are drawn as seed-goods.ts draws its listings' (numbers uniform in the typical range, options
 * skewed to the low end, 0-3 rare items).
 */
import type { AttrValues } from '../../contract/valuation'
import type { GameSpec } from './seed-goods'

const MONTH_DAYS = 30

export function drawAttrs(spec: GameSpec, r: () => number): AttrValues {
  const values: AttrValues = {}
  for (const a of spec.attrs) {
    if (a.type === 'number') {
      const [lo, hi] = a.typical ?? [a.min ?? 0, a.max ?? 100]
      values[a.key] = lo + Math.floor(r() * (hi - lo + 1))
    } else if (a.type === 'checkbox') {
      const opts = a.options ?? []
      const n = Math.floor(r() * (Math.min(3, opts.length) + 1))
      const held = new Set<string>()
      while (held.size < n) held.add(opts[Math.floor(r() * opts.length)])
      values[a.key] = opts.filter((o) => held.has(o))
    } else if (a.type === 'radio' || a.type === 'boxradio') {
      const opts = a.options ?? []
      values[a.key] = opts[Math.min(opts.length - 1, Math.floor(r() * r() * opts.length * 1.3))]
    }
  }
  return values
}

/** the score s of the relation above */
export function dealScore(spec: GameSpec, attrs: AttrValues): number {
  let sum = 0
  let weights = 0
  for (const a of spec.attrs) {
    const v = attrs[a.key]
    if (v === undefined) continue
    if (a.type === 'number') {
      const [lo, hi] = a.typical ?? [a.min ?? 0, a.max ?? 100]
      sum += Math.min(1, Math.max(0, (Number(v) - lo) / (hi - lo)))
      weights += 1
    } else if (a.type === 'checkbox') {
      sum += Math.min(1, (v as string[]).length / 3)
      weights += 1
    } else if (a.key === 'rank' || a.key === 'noble' || a.key === 'binding') {
      const opts = a.options ?? []
      const at = opts.indexOf(String(v))
      if (at < 0 || opts.length < 2) continue
      const pos = at / (opts.length - 1)
      const w = a.key === 'binding' ? 0.5 : 1.5
      sum += w * (a.key === 'binding' ? 1 - pos : pos)
      weights += w
    }
  }
  return weights > 0 ? sum / weights : 0.5
}

/** a standard normal draw (Box-Muller) */
function gauss(r: () => number): number {
  return Math.sqrt(-2 * Math.log(1 - r())) * Math.cos(2 * Math.PI * r())
}

/** the deal's price in fen */
export function dealPrice(spec: GameSpec, attrs: AttrValues, ageDays: number, r: () => number): number {
  const [lo, hi] = spec.price
  const yuan = lo * Math.pow(hi / lo, dealScore(spec, attrs)) * (1 + (0.01 * ageDays) / MONTH_DAYS) * Math.exp(0.15 * gauss(r))
  return Math.max(1, Math.round(yuan)) * 100
}
