/**
 * Counting a listing's views: a viewer counts once per listing per China-time day (goods/schema.ts goodsViews).
 * Logged-in viewers are told apart by user id, anonymous ones by IP address alone (a user agent is whatever the
 * client says, so it would let one client count again and again).
 */
import { createHash } from 'node:crypto'
import { eq, inArray, lt, sql } from 'drizzle-orm'
import { chinaDate } from '../../../contract/clock'
import type { Ctx } from '../../context'
import { goods } from '../../db/schema'
import { goodsViews } from './schema'

export type Viewer = { userId: number } | { ip: string }

/** who looked, as a short one-way hash (neither the user id nor the address is kept) */
export function viewerKey(ctx: Pick<Ctx, 'config'>, viewer: Viewer): string {
  const who = 'userId' in viewer ? `u:${viewer.userId}` : `ip:${viewer.ip}`
  return createHash('sha256').update(ctx.config.secretKey).update('\0view\0').update(who).digest('base64url').slice(0, 16)
}

/**
 * Counts a view of `goodsId` unless this viewer already counted today (or no viewer is given: the seller on their
 * own listing), and answers the listing's count as it now stands, or null when there is no such listing. One
 * statement: the insert of the day's row does nothing on a repeat, goods.views moves only with a row that was
 * inserted, and the count is read in the same round trip (the detail's cached part carries an older one).
 */
export async function countView(ctx: Pick<Ctx, 'db' | 'config'>, goodsId: number, viewer: Viewer | null, now = Date.now()): Promise<number | null> {
  if (viewer === null) {
    const [row] = await ctx.db.select({ views: goods.views }).from(goods).where(eq(goods.id, goodsId))
    return row ? row.views : null
  }
  const seen = ctx.db.$with('seen').as(
    ctx.db
      .insert(goodsViews)
      .values({ day: chinaDate(now), goodsId, viewer: viewerKey(ctx, viewer) })
      .onConflictDoNothing()
      .returning({ goodsId: goodsViews.goodsId }),
  )
  const counted = ctx.db.$with('counted').as(
    ctx.db
      .update(goods)
      .set({ views: sql`${goods.views} + 1` })
      .where(inArray(goods.id, ctx.db.select({ id: seen.goodsId }).from(seen)))
      .returning({ views: goods.views }),
  )
  // the update's new count is not visible to the statement's own read of goods: taken from its RETURNING
  const [row] = await ctx.db
    .with(seen, counted)
    .select({ views: sql<number>`coalesce((select ${sql.identifier('views')} from ${counted}), ${goods.views})`.mapWith(Number) })
    .from(goods)
    .where(eq(goods.id, goodsId))
  return row ? row.views : null
}

/** Deletes the view rows of days before today (China time): only today's decide whether a view counts. */
export async function purgeOldViews(ctx: Pick<Ctx, 'db'>, now = new Date()): Promise<void> {
  await ctx.db.delete(goodsViews).where(lt(goodsViews.day, chinaDate(now)))
}
