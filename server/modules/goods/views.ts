/**
 * Counting a listing's views: a viewer counts once per listing per China-time day (goods/schema.ts goodsViews).
 * Logged-in viewers are told apart by user id, anonymous ones by IP address alone (a user agent is whatever the
 * client says, so it would let one client count again and again).
 */
import { createHash } from 'node:crypto'
import { eq, inArray, lt, sql } from 'drizzle-orm'
import { chinaDate } from '../../../contract/clock'
import type { Ctx } from '../../context'
import { goods, goodsViews } from './schema'

export type Viewer = { userId: number } | { ip: string }

/** who looked, as a short one-way hash (neither the user id nor the address is kept) */
export function viewerKey(ctx: Pick<Ctx, 'config'>, viewer: Viewer): string {
  const who = 'userId' in viewer ? `u:${viewer.userId}` : `ip:${viewer.ip}`
  return createHash('sha256').update(ctx.config.secretKey).update('\0view\0').update(who).digest('base64url').slice(0, 16)
}

/**
 * What this process knows of today's views, per app: the viewers it has counted (a repeat view, most of them, is
 * then answered without a statement: a page reloaded, a crawler) and the last count it read per listing. The day
 * is part of the key, so a new China-time day counts everyone again; other processes keep their own.
 */
const SEEN_MAX = 100_000
interface Seen {
  day: string
  viewers: Set<string>
  views: Map<number, number>
}
const seenByApp = new WeakMap<object, Seen>()

function seenOf(ctx: object, day: string): Seen {
  let seen = seenByApp.get(ctx)
  if (!seen || seen.day !== day) seenByApp.set(ctx, (seen = { day, viewers: new Set(), views: new Map() }))
  if (seen.viewers.size >= SEEN_MAX) seen.viewers.clear()
  if (seen.views.size >= SEEN_MAX) seen.views.clear()
  return seen
}

/**
 * Counts a view of `goodsId` unless this viewer already counted today (or no viewer is given: the seller on their
 * own listing), and answers the listing's count as last read by this process, or null when it has none (then the
 * page's own figure stands). One statement, skipped for a viewer this process already counted today: the insert
 * of the day's row does nothing on a repeat, goods.views moves only with a row that was inserted, and the count
 * is read in the same round trip.
 */
export async function countView(ctx: Pick<Ctx, 'db' | 'config'>, goodsId: number, viewer: Viewer | null, now = Date.now()): Promise<number | null> {
  const seen = seenOf(ctx, chinaDate(now))
  if (viewer === null) return seen.views.get(goodsId) ?? null
  const who = viewerKey(ctx, viewer)
  const key = goodsId + ':' + who
  if (seen.viewers.has(key)) return seen.views.get(goodsId) ?? null
  const inserted = ctx.db.$with('seen').as(
    ctx.db
      .insert(goodsViews)
      .values({ day: seen.day, goodsId, viewer: who })
      .onConflictDoNothing()
      .returning({ goodsId: goodsViews.goodsId }),
  )
  const counted = ctx.db.$with('counted').as(
    ctx.db
      .update(goods)
      .set({ views: sql`${goods.views} + 1` })
      .where(inArray(goods.id, ctx.db.select({ id: inserted.goodsId }).from(inserted)))
      .returning({ views: goods.views }),
  )
  // the update's new count is not visible to the statement's own read of goods: taken from its RETURNING
  const [row] = await ctx.db
    .with(inserted, counted)
    .select({ views: sql<number>`coalesce((select ${sql.identifier('views')} from ${counted}), ${goods.views})`.mapWith(Number) })
    .from(goods)
    .where(eq(goods.id, goodsId))
  if (!row) return null
  seen.viewers.add(key)
  // concurrent views may answer out of order: the larger count is the later one
  seen.views.set(goodsId, Math.max(row.views, seen.views.get(goodsId) ?? 0))
  return seen.views.get(goodsId)!
}

/** Deletes the view rows of days before today (China time): only today's decide whether a view counts. */
export async function purgeOldViews(ctx: Pick<Ctx, 'db'>, now = new Date()): Promise<void> {
  await ctx.db.delete(goodsViews).where(lt(goodsViews.day, chinaDate(now)))
}
