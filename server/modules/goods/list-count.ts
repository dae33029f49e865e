/**
 * The catalogue's `total` (list.ts): exact for small results, counted once and reused for large ones.
 */
import { count, sql, type SQL } from 'drizzle-orm'
import type { Ctx } from '../../context'
import { goods } from './schema'

/**
 * `total` over a large result is what costs most (counting 100 000 rows is ~100x the page query). Measured with
 * `npm run bench:api`, the choice is:
 * - a page shorter than its limit tells the total without counting;
 * - otherwise a count bounded at EXACT_COUNT_LIMIT rows (an index scan that stops early) is exact for results
 *   up to that size, which is every result of the demo data and of the tests;
 * - a larger result is counted in full once and that figure is reused per filter (per process), so "12 345
 *   results" may lag behind listings that just sold. Once it is COUNT_TTL_MS old, one request recounts in the
 *   background while every other keeps getting the last figure: a full count of a million listings takes longer
 *   than any page, and every connection waiting for its own recount at once was the list's p99 at 1M listings.
 * Whole pages are cached by list-cache.ts under the catalogue version, never rows on their own.
 */
const EXACT_COUNT_LIMIT = 1000
const COUNT_TTL_MS = 10_000
const COUNT_CACHE_MAX = 1000
interface BigCount {
  total: number
  at: number
  /** a recount on its way */
  counting?: Promise<number>
}
const bigCountsByDb = new WeakMap<object, Map<string, BigCount>>()

export async function countMatching(ctx: Ctx, where: SQL, values: Record<string, unknown>, cacheKey: string): Promise<number> {
  let bigCounts = bigCountsByDb.get(ctx.db)
  if (!bigCounts) bigCountsByDb.set(ctx.db, (bigCounts = new Map()))
  const hit = bigCounts.get(cacheKey)
  if (hit) {
    if (Date.now() - hit.at >= COUNT_TTL_MS && !hit.counting) {
      // the last figure answers meanwhile; a failed recount keeps it and is tried again by a later request
      hit.counting = countAll(ctx, where, values)
        .then((total) => Object.assign(hit, { total, at: Date.now() }).total)
        .catch(() => hit.total)
        .finally(() => (hit.counting = undefined))
    }
    return hit.total
  }
  const bounded = ctx.db.select({ one: sql`1` }).from(goods).where(where).limit(EXACT_COUNT_LIMIT + 1).as('bounded')
  const [{ n }] = await ctx.db.select({ n: count() }).from(bounded).prepare('').execute(values)
  if (Number(n) <= EXACT_COUNT_LIMIT) return Number(n)
  const total = await countAll(ctx, where, values)
  if (bigCounts.size >= COUNT_CACHE_MAX) bigCounts.delete(bigCounts.keys().next().value!)
  bigCounts.set(cacheKey, { total, at: Date.now() })
  return total
}

async function countAll(ctx: Ctx, where: SQL, values: Record<string, unknown>): Promise<number> {
  const [{ total }] = await ctx.db.select({ total: count() }).from(goods).where(where).prepare('').execute(values)
  return Number(total)
}
