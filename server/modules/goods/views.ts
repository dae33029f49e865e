/**
 * Counting a listing's views: a viewer counts once per listing per China-time day (goods/schema.ts goodsViews).
 * Logged-in viewers are told apart by user id, anonymous ones by IP address alone (a user agent is whatever the
 * client says, so it would let one client count again and again).
 */
import { createHash } from 'node:crypto'
import { inArray, lt, sql } from 'drizzle-orm'
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
 * Counts a view of `goodsId` unless this viewer already counted today. One statement: the insert of the day's row
 * does nothing on a repeat, and goods.views moves only with a row that was inserted. Answers the new count, or
 * null when the view was a repeat.
 */
export async function countView(ctx: Pick<Ctx, 'db' | 'config'>, goodsId: number, viewer: Viewer, now = Date.now()): Promise<number | null> {
  const seen = ctx.db.$with('seen').as(
    ctx.db
      .insert(goodsViews)
      .values({ day: chinaDate(now), goodsId, viewer: viewerKey(ctx, viewer) })
      .onConflictDoNothing()
      .returning({ goodsId: goodsViews.goodsId }),
  )
  const [row] = await ctx.db
    .with(seen)
    .update(goods)
    .set({ views: sql`${goods.views} + 1` })
    .where(inArray(goods.id, ctx.db.select({ id: seen.goodsId }).from(seen)))
    .returning({ views: goods.views })
  return row ? row.views : null
}

/** Deletes the view rows of days before today (China time): only today's decide whether a view counts. */
export async function purgeOldViews(ctx: Pick<Ctx, 'db'>, now = new Date()): Promise<void> {
  await ctx.db.delete(goodsViews).where(lt(goodsViews.day, chinaDate(now)))
}
