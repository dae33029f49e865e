/**
 * GET /web/goods/feed: the home page's 猜你喜欢 (contract/catalogue.ts GoodsFeedPage). A logged-in caller's recent
 * browsing and favourites say which games they look at and at what prices; listings on sale of those games within
 * that band come first (most viewed first), then every other listing on sale by popularity. Anonymous callers,
 * and callers without any history yet, get the popular order only.
 *
 * Each part walks an index (goods_list_price_idx per game for the band, goods_status_views_idx for popularity)
 * and stops after the page, so a feed page costs about what a catalogue page does. Only the caller's own rows
 * are read as signals: no other user's history can shape it.
 */
import { and, count, desc, eq, gte, lte, ne, notInArray, or, type SQL } from 'drizzle-orm'
import { GOODS_RESULTS_MAX } from '../../../contract/catalogue'
import type { GoodsFeedPage } from '../../../contract/types'
import type { Ctx } from '../../context'
import { AppError } from '../../lib/errors'
import type { Lang } from '../../lib/i18n'
import { browseHistory, favourites, goods } from './schema'
import { loadGoodsSummaries } from './summary'

/** how many of the caller's latest views and favourites are read as signals (each) */
const SIGNALS = 30
/** how many games of the caller's signals shape the feed (the ones they look at most) */
const GAMES_MAX = 5
/** the band around the prices they looked at: half the lowest to twice the highest */
const BAND_LOW = 0.5
const BAND_HIGH = 2
/** how many listings the personal part holds before the popular part takes over */
const PERSONAL_MAX = 100

/** A game the caller looks at, and the band of prices they look at in it. */
export interface Taste {
  gameId: number
  min: number
  max: number
}

/** The games (most signals first) and price bands of the caller's latest views and favourites. */
export async function tasteOf(ctx: Ctx, userId: number): Promise<Taste[]> {
  const pick = { gameId: goods.gameId, price: goods.price }
  const [seen, liked] = await Promise.all([
    ctx.db
      .select(pick)
      .from(browseHistory)
      .innerJoin(goods, eq(goods.id, browseHistory.goodsId))
      .where(eq(browseHistory.userId, userId))
      .orderBy(desc(browseHistory.viewedAt))
      .limit(SIGNALS),
    ctx.db
      .select(pick)
      .from(favourites)
      .innerJoin(goods, eq(goods.id, favourites.goodsId))
      .where(eq(favourites.userId, userId))
      .orderBy(desc(favourites.createdAt))
      .limit(SIGNALS),
  ])
  const byGame = new Map<number, Taste & { n: number }>()
  for (const s of [...seen, ...liked]) {
    const t = byGame.get(s.gameId)
    if (!t) byGame.set(s.gameId, { gameId: s.gameId, min: s.price, max: s.price, n: 1 })
    else {
      t.min = Math.min(t.min, s.price)
      t.max = Math.max(t.max, s.price)
      t.n++
    }
  }
  return [...byGame.values()]
    .sort((a, b) => b.n - a.n || a.gameId - b.gameId)
    .slice(0, GAMES_MAX)
    .map(({ gameId, min, max }) => ({ gameId, min, max }))
}

type Paging = { pageNum: number; pageSize: number }

export async function goodsFeed(ctx: Ctx, userId: number | undefined, p: Paging, lang: Lang): Promise<GoodsFeedPage> {
  const offset = (p.pageNum - 1) * p.pageSize
  if (offset >= GOODS_RESULTS_MAX) throw new AppError(400, 'pageTooDeep', { max: GOODS_RESULTS_MAX })
  const limit = Math.min(p.pageSize, GOODS_RESULTS_MAX - offset)
  const onSale: SQL[] = [eq(goods.status, 'on_sale'), eq(goods.channel, 'consign')]
  // a seller's own listings are no suggestion to them
  if (userId !== undefined) onSale.push(ne(goods.sellerId, userId))

  const tastes = userId === undefined ? [] : await tasteOf(ctx, userId)
  const personal =
    tastes.length === 0
      ? []
      : (
          await ctx.db
            .select({ id: goods.id })
            .from(goods)
            .where(
              and(
                ...onSale,
                or(
                  ...tastes.map((t) =>
                    and(eq(goods.gameId, t.gameId), gte(goods.price, Math.floor(t.min * BAND_LOW)), lte(goods.price, Math.ceil(t.max * BAND_HIGH))),
                  ),
                ),
              ),
            )
            .orderBy(desc(goods.views), desc(goods.id))
            .limit(PERSONAL_MAX)
        ).map((r) => r.id)

  const ids = personal.slice(offset, offset + limit)
  if (ids.length < limit) {
    // the popular part: most viewed, then the newer listing (ids grow with time) among equals
    const rest = await ctx.db
      .select({ id: goods.id })
      .from(goods)
      .where(and(...onSale, ...(personal.length > 0 ? [notInArray(goods.id, personal)] : [])))
      .orderBy(desc(goods.views), desc(goods.id))
      .limit(limit - ids.length)
      .offset(Math.max(0, offset - personal.length))
    ids.push(...rest.map((r) => r.id))
  }

  // how many the feed holds, counted no further than it pages (an index-only walk of at most that many rows)
  const reachable = ctx.db.select({ id: goods.id }).from(goods).where(and(...onSale)).limit(GOODS_RESULTS_MAX).as('reachable')
  const [[{ n }], cards] = await Promise.all([ctx.db.select({ n: count() }).from(reachable), loadGoodsSummaries(ctx.db, ids, lang)])
  return {
    rows: ids.flatMap((id) => cards.get(id) ?? []),
    total: Number(n),
    personalised: personal.length > 0,
  }
}
