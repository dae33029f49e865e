/**
 * A listing's detail page (views, browsing history, favourite flag), favourites, browsing history, home
 * promotions, recommendations and recent deals. Lists go through loadGoodsSummaries / summaryColumns, so no
 * response can carry credentials, cost price or contact.
 */
import { and, asc, count, desc, eq, gt, lte, ne, notInArray, sql } from 'drizzle-orm'
import type { AccountRealName, GoodsStatus } from '../../../contract/catalogue'
import type {
  FavouriteItem,
  GoodsDetail,
  Page,
  Promotion,
  PromotionSlot,
  RecentDeal,
  GoodsSummary,
} from '../../../contract/types'
import type { Ctx } from '../../context'
import { promotions } from '../content/schema'
import { games } from '../game/schema'
import { browseHistory, favourites, goods } from './schema'
import { orders } from '../order/schema'
import { users } from '../user/schema'
import type { AuthInfo } from '../../lib/auth'
import { AppError } from '../../lib/errors'
import { inLang, type Lang } from '../../lib/i18n'
import { sellerCard } from '../rating/stats'
import { sharedDetail } from './detail-cache'
import { countView } from './views'
import { inspectionBadge } from '../inspection/service'
import { publicRisk } from '../risk/service'
import { coverOf, goodsAttrs, loadGoodsSummaries, nodeNames, referenceFor, summaryColumns, toSummary } from './summary'

/** Listings nobody but their seller may see (not yet reviewed, or refused). */
const HIDDEN: GoodsStatus[] = ['pending_review', 'rejected']

/**
 * Public listings: reviewed ones of the consignment channel. A 'recycle' listing is the escrow object of an
 * accepted recycling quote, shown only to its seller (and through the order to the merchant).
 */
export const publicGoods = and(notInArray(goods.status, HIDDEN), eq(goods.channel, 'consign'))

const hiddenFrom = (row: { status: GoodsStatus; channel: string; sellerId: number }, userId: number | undefined) =>
  (HIDDEN.includes(row.status) || row.channel !== 'consign') && row.sellerId !== userId

/** A listing the caller may see, or 404. */
async function requireVisibleGoods(ctx: Ctx, goodsId: number, userId?: number) {
  const [row] = await ctx.db
    .select({
      id: goods.id,
      status: goods.status,
      channel: goods.channel,
      sellerId: goods.sellerId,
      gameId: goods.gameId,
      price: goods.price,
    })
    .from(goods)
    .where(eq(goods.id, goodsId))
  if (!row || hiddenFrom(row, userId)) throw new AppError(404, 'goodsNotFound')
  return row
}

/** What every viewer of a listing's page sees alike, with what decides who may see it and buy it. */
interface SharedDetail {
  detail: Omit<GoodsDetail, 'favourite' | 'buyable' | 'protection'>
  sellerId: number
  status: GoodsStatus
  channel: string
}

async function buildSharedDetail(ctx: Ctx, goodsId: number, lang: Lang): Promise<SharedDetail | null> {
  const [row] = await ctx.db
    .select({
      ...summaryColumns,
      description: goods.description,
      sellerId: goods.sellerId,
      channel: goods.channel,
      accountRealName: goods.accountRealName,
      bindings: goods.bindings,
      rentable: goods.rentable,
    })
    .from(goods)
    .where(eq(goods.id, goodsId))
  if (!row) return null
  const [seller, ref] = await Promise.all([sellerCard(ctx.db, row.sellerId), referenceFor(ctx.db, [row])])
  if (!seller) return null
  const summary = toSummary(ref, row, lang)
  return {
    sellerId: row.sellerId,
    status: row.status,
    channel: row.channel,
    detail: {
      ...summary,
      sellerStanding: {
        positiveRate: seller.stats.positiveRate,
        ratingCount: seller.stats.ratingCount,
        completedTrades: seller.stats.completedTrades,
        memberSince: seller.memberSince,
      },
      description: row.description,
      images: row.images.length > 0 ? row.images : [summary.cover],
      attrs: goodsAttrs(ref, row.gameId, row.attrs, lang),
      ...nodeNames(ref, row, lang),
      // the record's count is the sales count, so the two numbers of one page never disagree
      seller: { ...seller, sales: seller.stats.completedTrades },
      accountRealName: row.accountRealName as AccountRealName,
      bindings: row.bindings,
      // the rule of GET /web/rent/{id} (rent/service.ts publicRentTerms), so the page asks only when it will answer
      rentable: row.rentable && row.channel === 'consign' && (row.status === 'on_sale' || row.status === 'reserved'),
    },
  }
}

/**
 * A listing's page; `ip` tells an anonymous viewer apart for the once-a-day view count (goods/views.ts). The shared
 * part is cached under the catalogue version (detail-cache.ts); who may see it, the favourite flag, the view and
 * the browsing history are decided on every request.
 */
export async function goodsDetail(ctx: Ctx, goodsId: number, auth: AuthInfo | null, lang: Lang, ip: string): Promise<GoodsDetail> {
  const shared = await sharedDetail(ctx, `${lang}|${goodsId}`, () => buildSharedDetail(ctx, goodsId, lang))
  const userId = auth?.userId
  if (!shared || hiddenFrom(shared, userId)) throw new AppError(404, 'goodsNotFound')
  const own = shared.sellerId === userId

  // not cached with the rest: a published inspection or a new score shows at once
  const [fav, views, inspection, risk] = await Promise.all([
    userId === undefined
      ? Promise.resolve(false)
      : ctx.db
          .select({ one: sql`1` })
          .from(favourites)
          .where(and(eq(favourites.userId, userId), eq(favourites.goodsId, goodsId)))
          .then((r) => r.length > 0),
    // A seller looking at their own listing is neither a view nor browsing; a viewer counts once a day.
    countView(ctx, goodsId, own ? null : userId === undefined ? { ip } : { userId }),
    inspectionBadge(ctx.db, goodsId, shared.detail.gameId, lang),
    publicRisk(ctx.db, ctx.config, goodsId, lang),
  ])
  if (!own && userId !== undefined) {
    await ctx.db
      .insert(browseHistory)
      .values({ userId, goodsId })
      .onConflictDoUpdate({ target: [browseHistory.userId, browseHistory.goodsId], set: { viewedAt: sql`now()` } })
  }
  return {
    ...shared.detail,
    // the cached part's count may be older than what this process has counted since
    views: Math.max(views ?? 0, shared.detail.views),
    favourite: fav,
    buyable: shared.status === 'on_sale' && shared.channel === 'consign' && !own,
    protection: { inspection, risk },
  }
}

export async function addFavourite(ctx: Ctx, userId: number, goodsId: number): Promise<void> {
  await requireVisibleGoods(ctx, goodsId, userId)
  await ctx.db.insert(favourites).values({ userId, goodsId }).onConflictDoNothing()
}

export async function removeFavourite(ctx: Ctx, userId: number, goodsId: number): Promise<void> {
  const [row] = await ctx.db.select({ id: goods.id }).from(goods).where(eq(goods.id, goodsId))
  if (!row) throw new AppError(404, 'goodsNotFound')
  await ctx.db.delete(favourites).where(and(eq(favourites.userId, userId), eq(favourites.goodsId, goodsId)))
}

type Paging = { pageNum: number; pageSize: number }

/** A page of (goods id, time) pairs turned into FavouriteItems, keeping their order. */
async function toItems(ctx: Ctx, rows: { goodsId: number; at: Date }[], lang: Lang): Promise<FavouriteItem[]> {
  const summaries = await loadGoodsSummaries(ctx.db, rows.map((r) => r.goodsId), lang)
  return rows.flatMap((r) => {
    const s = summaries.get(r.goodsId)
    return s ? [{ goods: s, at: r.at.toISOString() }] : []
  })
}

export async function listFavourites(ctx: Ctx, userId: number, p: Paging, lang: Lang): Promise<Page<FavouriteItem>> {
  const where = and(eq(favourites.userId, userId), publicGoods)
  const rows = await ctx.db
    .select({ goodsId: favourites.goodsId, at: favourites.createdAt })
    .from(favourites)
    .innerJoin(goods, eq(goods.id, favourites.goodsId))
    .where(where)
    .orderBy(desc(favourites.createdAt), desc(favourites.goodsId))
    .limit(p.pageSize)
    .offset((p.pageNum - 1) * p.pageSize)
  const [{ n }] = await ctx.db
    .select({ n: count() })
    .from(favourites)
    .innerJoin(goods, eq(goods.id, favourites.goodsId))
    .where(where)
  return { rows: await toItems(ctx, rows, lang), total: Number(n) }
}

export async function listHistory(ctx: Ctx, userId: number, p: Paging, lang: Lang): Promise<Page<FavouriteItem>> {
  const where = and(eq(browseHistory.userId, userId), publicGoods)
  const rows = await ctx.db
    .select({ goodsId: browseHistory.goodsId, at: browseHistory.viewedAt })
    .from(browseHistory)
    .innerJoin(goods, eq(goods.id, browseHistory.goodsId))
    .where(where)
    .orderBy(desc(browseHistory.viewedAt), desc(browseHistory.goodsId))
    .limit(p.pageSize)
    .offset((p.pageNum - 1) * p.pageSize)
  const [{ n }] = await ctx.db
    .select({ n: count() })
    .from(browseHistory)
    .innerJoin(goods, eq(goods.id, browseHistory.goodsId))
    .where(where)
  return { rows: await toItems(ctx, rows, lang), total: Number(n) }
}

export async function clearHistory(ctx: Ctx, userId: number): Promise<void> {
  await ctx.db.delete(browseHistory).where(eq(browseHistory.userId, userId))
}

export async function listPromotions(ctx: Ctx, slot: PromotionSlot, lang: Lang): Promise<Promotion[]> {
  const rows = await ctx.db
    .select({
      id: promotions.id,
      slot: promotions.slot,
      title: promotions.title,
      titleEn: promotions.titleEn,
      subtitle: promotions.subtitle,
      subtitleEn: promotions.subtitleEn,
      image: promotions.image,
      link: promotions.link,
    })
    .from(promotions)
    .where(and(eq(promotions.slot, slot), eq(promotions.enabled, true)))
    .orderBy(asc(promotions.sort), asc(promotions.id))
  return rows.map(({ titleEn, subtitleEn, ...r }) => ({
    ...r,
    slot: r.slot as PromotionSlot,
    title: inLang(lang, r.title, titleEn),
    subtitle: inLang(lang, r.subtitle, subtitleEn),
  }))
}

/**
 * A listing's page as a logged-out visitor is sent it, or null when it is not public: what the H5 page draws
 * before the app runs and hands to it (lib/h5-page.ts, lib/first-screen.ts). No view is counted here: the app
 * still asks GET /web/goods/{id}, which counts it and adds what is the viewer's own (favourite, buyable).
 */
export async function publicListing(ctx: Ctx, goodsId: number, lang: Lang): Promise<GoodsDetail | null> {
  const shared = await sharedDetail(ctx, `${lang}|${goodsId}`, () => buildSharedDetail(ctx, goodsId, lang))
  if (!shared || hiddenFrom(shared, undefined)) return null
  const [inspection, risk] = await Promise.all([inspectionBadge(ctx.db, goodsId, shared.detail.gameId, lang), publicRisk(ctx.db, ctx.config, goodsId, lang)])
  return { ...shared.detail, favourite: false, buyable: shared.status === 'on_sale' && shared.channel === 'consign', protection: { inspection, risk } }
}

const RECOMMEND = 6

/** Up to 6 listings on sale of the same game with the nearest prices (nearer first, then lower id). */
export async function recommend(ctx: Ctx, goodsId: number, userId: number | undefined, lang: Lang): Promise<GoodsSummary[]> {
  const base = await requireVisibleGoods(ctx, goodsId, userId)
  const same = and(eq(goods.status, 'on_sale'), eq(goods.channel, 'consign'), eq(goods.gameId, base.gameId), ne(goods.id, goodsId))
  // Two index range scans (at or below the price, above it) instead of sorting every listing of the game.
  const pick = { id: goods.id, price: goods.price }
  const [below, above] = await Promise.all([
    ctx.db.select(pick).from(goods).where(and(same, lte(goods.price, base.price))).orderBy(desc(goods.price), asc(goods.id)).limit(RECOMMEND),
    ctx.db.select(pick).from(goods).where(and(same, gt(goods.price, base.price))).orderBy(asc(goods.price), asc(goods.id)).limit(RECOMMEND),
  ])
  const nearest = [...below, ...above]
    .sort((a, b) => Math.abs(a.price - base.price) - Math.abs(b.price - base.price) || a.id - b.id)
    .slice(0, RECOMMEND)
  const summaries = await loadGoodsSummaries(ctx.db, nearest.map((r) => r.id), lang)
  return nearest.flatMap((r) => summaries.get(r.id) ?? [])
}

/** '张**', '1**', '138****0001' */
export function maskNickname(nickname: string): string {
  const chars = [...nickname.trim()]
  if (/^1\d{10}$/.test(nickname)) return nickname.slice(0, 3) + '****' + nickname.slice(7)
  if (chars.length === 0) return '*'
  if (chars.length === 1) return chars[0] + '*'
  return chars[0] + '*'.repeat(Math.min(chars.length - 1, 4))
}

/** Completed sales of catalogue listings (recycling trades have their own list). */
export async function recentDeals(ctx: Ctx, p: Paging, lang: Lang): Promise<Page<RecentDeal>> {
  const where = and(eq(orders.status, 'completed'), sql`${orders.completedAt} is not null`, eq(goods.channel, 'consign'))
  const rows = await ctx.db
    .select({
      orderNo: orders.orderNo,
      goodsId: orders.goodsId,
      gameName: games.name,
      gameNameEn: games.nameEn,
      gameIcon: games.icon,
      title: goods.title,
      price: orders.price,
      images: goods.images,
      buyer: users.nickname,
      completedAt: orders.completedAt,
    })
    .from(orders)
    .innerJoin(goods, eq(goods.id, orders.goodsId))
    .innerJoin(games, eq(games.id, goods.gameId))
    .innerJoin(users, eq(users.id, orders.buyerId))
    .where(where)
    .orderBy(desc(orders.completedAt), desc(orders.id))
    .limit(p.pageSize)
    .offset((p.pageNum - 1) * p.pageSize)
  const [{ n }] = await ctx.db.select({ n: count() }).from(orders).innerJoin(goods, eq(goods.id, orders.goodsId)).where(where)
  return {
    rows: rows.map((r) => ({
      orderNo: r.orderNo,
      goodsId: r.goodsId,
      gameName: inLang(lang, r.gameName, r.gameNameEn),
      title: r.title,
      price: r.price,
      cover: coverOf(r.images, r.gameIcon),
      buyer: maskNickname(r.buyer),
      completedAt: r.completedAt!.toISOString(),
    })),
    total: Number(n),
  }
}
