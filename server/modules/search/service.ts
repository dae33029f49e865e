/**
 * Hot searches: the catalogue's keyword search records one event per keyword, searcher and China-time day;
 * GET /web/search/hot counts searchers per keyword over the last HOT_WINDOW_DAYS and shows the keywords the
 * catalogue knows or an operator allowed (verdict.ts).
 */
import { createHash } from 'node:crypto'
import { desc, gte, sql } from 'drizzle-orm'
import { chinaDate } from '../../../contract/clock'
import type { HotSearch } from '../../../contract/types'
import { SEARCH_KEYWORD_MAX } from '../../../contract/rules'
import type { Ctx } from '../../context'
import { normalizeSearchText } from '../../lib/search-tokens'
import { searchEvents } from './schema'
import { judge } from './verdict'

export const HOT_WINDOW_DAYS = 7
/**
 * A keyword shows only once this many searchers used it: one person's search (a phone number, a name) is never
 * shown to everyone.
 */
export const HOT_MIN_SEARCHERS = 2
export const HOT_LIMIT_DEFAULT = 10
/** the list is the same for everyone: read it again at most this often, or when a new searcher was counted */
const HOT_TTL_MS = 60_000

/** The keyword as counted, or null when it is not worth counting (blank, too long, a run of digits like a phone or QQ number). */
export function countableKeyword(raw: string | undefined): string | null {
  if (raw === undefined) return null
  const k = normalizeSearchText(raw).replace(/\s+/g, ' ').trim()
  if (k.length === 0 || k.length > SEARCH_KEYWORD_MAX) return null
  if (/\d{6,}/.test(k)) return null
  return k
}


/** who searched, as a short one-way hash (the address itself is not kept) */
export function searcherOf(ctx: Ctx, ip: string): string {
  return createHash('sha256').update(ctx.config.secretKey).update('\0search\0').update(ip).digest('base64url').slice(0, 16)
}

const hotCache = new WeakMap<object, Map<number, { rows: HotSearch[]; at: number }>>()

/**
 * (day, searcher, keyword) this process already recorded: the insert of a repeat does nothing, so a repeat skips
 * its database round trip (a cached catalogue page would otherwise still cost one per keyword search). Bounded;
 * forgetting only costs the round trip again.
 */
const recorded = new WeakMap<object, Set<string>>()
const RECORDED_MAX = 20_000

/**
 * Records a catalogue search (only the first page counts: scrolling is not searching again). One insert that
 * does nothing when this searcher already searched the word today.
 */
export async function recordSearch(ctx: Ctx, keyword: string | undefined, ip: string, at = Date.now()): Promise<void> {
  const day = chinaDate(at)
  // first by the words as sent, before normalising and hashing (a repeat is the common case)
  const asSent = day + '\0' + ip + '\0' + keyword
  let seen = recorded.get(ctx.db)
  if (seen?.has(asSent)) return
  const k = countableKeyword(keyword)
  if (k === null) return
  const client = searcherOf(ctx, ip)
  const key = day + '\0' + client + '\0' + k
  if (seen?.has(key)) return void seen.add(asSent)
  const inserted = await ctx.db
    .insert(searchEvents)
    .values({ keyword: k, client, day, createdAt: new Date(at) })
    .onConflictDoNothing()
    .returning({ id: searchEvents.id })
  if (inserted.length > 0) hotCache.delete(ctx.db)
  if (!seen) recorded.set(ctx.db, (seen = new Set()))
  if (seen.size >= RECORDED_MAX) seen.clear()
  seen.add(key).add(asSent)
}

/** how many of the most searched keywords are judged for the list (and shown to the console) */
export const HOT_CANDIDATES = 100

/** The keywords of the window with enough searchers, most searchers first (ties: the most recent, then by keyword). */
export async function hotCandidates(ctx: Ctx, limit = HOT_CANDIDATES): Promise<HotSearch[]> {
  const since = new Date(Date.now() - HOT_WINDOW_DAYS * 86400_000)
  const searchers = sql<number>`count(distinct ${searchEvents.client})`.mapWith(Number)
  return ctx.db
    .select({ keyword: searchEvents.keyword, count: searchers })
    .from(searchEvents)
    .where(gte(searchEvents.createdAt, since))
    .groupBy(searchEvents.keyword)
    .having(sql`count(distinct ${searchEvents.client}) >= ${HOT_MIN_SEARCHERS}`)
    .orderBy(desc(searchers), desc(sql`max(${searchEvents.createdAt})`), searchEvents.keyword)
    .limit(limit)
}

/** The most searched keywords that may be shown to everyone (verdict.ts), most searchers first. */
export async function hotSearches(ctx: Ctx, limit = HOT_LIMIT_DEFAULT): Promise<HotSearch[]> {
  let byLimit = hotCache.get(ctx.db)
  const hit = byLimit?.get(limit)
  if (hit && Date.now() - hit.at < HOT_TTL_MS) return hit.rows
  const judged = await judge(ctx, await hotCandidates(ctx), limit)
  const rows = judged.filter((j) => j.shown).map(({ keyword, count }) => ({ keyword, count }))
  if (!byLimit) hotCache.set(ctx.db, (byLimit = new Map()))
  byLimit.set(limit, { rows, at: Date.now() })
  return rows
}

/** An operator changed a rule: the next read builds the list again. */
export function forgetHotSearches(ctx: Ctx): void {
  hotCache.delete(ctx.db)
}
