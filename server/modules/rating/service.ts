/**
 * Ratings of completed trades and the seller's public page. The buyer of a completed sale order rates it once
 * (the order id is the rating's key) and may change it for RATING_EDIT_DAYS; the window is part of the upsert's
 * condition, so a change that arrives late changes nothing. The seller page shows only what any visitor may see:
 * nickname, avatar, verified mark, member since, the record (stats.ts), on-sale listings and masked ratings.
 */
import { and, count, desc, eq, exists, or, sql } from 'drizzle-orm'
import { charCount } from '../../../contract/rules'
import {
  RATING_COMMENT_MAX,
  RATING_EDIT_DAYS,
  RATING_TAGS,
  type Rating,
  type RatingInput,
  type RatingTag,
  type SellerProfile,
} from '../../../contract/trade'
import type { GoodsSummary, Page } from '../../../contract/types'
import type { Ctx } from '../../context'
import { goods } from '../goods/schema'
import { orders } from '../order/schema'
import { users } from '../user/schema'
import { AppError } from '../../lib/errors'
import type { Lang } from '../../lib/i18n'
import { maskNickname, publicGoods } from '../goods/service'
import { summaryColumns, toSummaries } from '../goods/summary'
import { ratings } from './schema'
import { sellerCard } from './stats'

const DAY_MS = 86_400_000
type Paging = { pageNum: number; pageSize: number }

const editableUntil = (createdAt: Date) => new Date(createdAt.getTime() + RATING_EDIT_DAYS * DAY_MS)

type RatingRow = typeof ratings.$inferSelect

function toRating(r: RatingRow, buyerName: string, goodsTitle: string): Rating {
  return {
    orderId: r.orderId,
    stars: r.stars,
    tags: r.tags as RatingTag[],
    comment: r.comment,
    buyer: maskNickname(buyerName),
    goodsTitle,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
    editableUntil: editableUntil(r.createdAt).toISOString(),
  }
}

/** ratings with their buyer's nickname and the goods title (one query) */
const ratingRows = (ctx: Ctx) =>
  ctx.db
    .select({ r: ratings, buyer: users.nickname, title: goods.title })
    .from(ratings)
    .innerJoin(orders, eq(orders.id, ratings.orderId))
    .innerJoin(goods, eq(goods.id, orders.goodsId))
    .innerJoin(users, eq(users.id, ratings.buyerId))

/** The order if the caller is its buyer or seller; 404 otherwise (ids reveal nothing). */
async function partyOrder(ctx: Ctx, userId: number, orderId: number) {
  const [order] = await ctx.db
    .select({ id: orders.id, buyerId: orders.buyerId, sellerId: orders.sellerId, status: orders.status, kind: orders.kind })
    .from(orders)
    .where(eq(orders.id, orderId))
  if (!order || (order.buyerId !== userId && order.sellerId !== userId)) throw new AppError(404, 'orderNotFound')
  return order
}

/** GET /need/order/{id}/rating (buyer or seller): the rating, or null. */
export async function orderRating(ctx: Ctx, userId: number, orderId: number): Promise<Rating | null> {
  await partyOrder(ctx, userId, orderId)
  const [row] = await ratingRows(ctx).where(eq(ratings.orderId, orderId))
  return row ? toRating(row.r, row.buyer, row.title) : null
}

/** PUT /need/order/{id}/rating (the buyer of a completed sale order): gives the rating, or changes it in its window. */
export async function rateOrder(ctx: Ctx, userId: number, orderId: number, input: RatingInput): Promise<Rating> {
  const tags = input.tags
  if (tags.some((t) => !RATING_TAGS.includes(t)) || new Set(tags).size !== tags.length) throw new AppError(400, 'ratingTagsRule')
  const comment = input.comment?.trim() || null
  if (comment !== null && charCount(comment) > RATING_COMMENT_MAX) throw new AppError(400, 'ratingCommentRule', { max: RATING_COMMENT_MAX })
  const order = await partyOrder(ctx, userId, orderId)
  if (order.buyerId !== userId) throw new AppError(403, 'ratingBuyerOnly')
  if (order.kind !== 'sale') throw new AppError(409, 'ratingSaleOnly')
  if (order.status !== 'completed') throw new AppError(409, 'ratingNotCompleted')
  const now = new Date()
  const values = { stars: input.stars, tags, comment, updatedAt: now }
  // create, or change while the window is open: one statement, so two first ratings at once make one row
  const [saved] = await ctx.db
    .insert(ratings)
    .values({ orderId, sellerId: order.sellerId, buyerId: userId, ...values, createdAt: now })
    .onConflictDoUpdate({
      target: ratings.orderId,
      set: values,
      setWhere: sql`${ratings.createdAt} > ${new Date(now.getTime() - RATING_EDIT_DAYS * DAY_MS)}`,
    })
    .returning({ orderId: ratings.orderId })
  if (!saved) throw new AppError(409, 'ratingEditEnded', { days: RATING_EDIT_DAYS })
  const [row] = await ratingRows(ctx).where(eq(ratings.orderId, orderId))
  return toRating(row.r, row.buyer, row.title)
}

/** 404 unless the user has a seller page: a public listing, or a completed sale (one query). */
async function requireSeller(ctx: Ctx, sellerId: number): Promise<void> {
  const listed = ctx.db.select({ id: goods.id }).from(goods).where(and(eq(goods.sellerId, sellerId), publicGoods))
  const sold = ctx.db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.sellerId, sellerId), eq(orders.kind, 'sale'), eq(orders.status, 'completed')))
  const [found] = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, sellerId), or(exists(listed), exists(sold))))
  if (!found) throw new AppError(404, 'sellerNotFound')
}

/** GET /web/seller/{id} */
export async function sellerProfile(ctx: Ctx, sellerId: number): Promise<SellerProfile> {
  const [, card] = await Promise.all([requireSeller(ctx, sellerId), sellerCard(ctx.db, sellerId)])
  if (!card) throw new AppError(404, 'sellerNotFound')
  return card
}

/** GET /web/seller/{id}/ratings: newest first, buyers masked. */
export async function sellerRatings(ctx: Ctx, sellerId: number, p: Paging): Promise<Page<Rating>> {
  await requireSeller(ctx, sellerId)
  const rows = await ratingRows(ctx)
    .where(eq(ratings.sellerId, sellerId))
    .orderBy(desc(ratings.createdAt), desc(ratings.orderId))
    .limit(p.pageSize)
    .offset((p.pageNum - 1) * p.pageSize)
  const [{ n }] = await ctx.db.select({ n: count() }).from(ratings).where(eq(ratings.sellerId, sellerId))
  return { rows: rows.map((r) => toRating(r.r, r.buyer, r.title)), total: Number(n) }
}

/** GET /web/seller/{id}/goods: their listings on sale, newest first. */
export async function sellerGoods(ctx: Ctx, sellerId: number, p: Paging, lang: Lang): Promise<Page<GoodsSummary>> {
  await requireSeller(ctx, sellerId)
  const where = and(eq(goods.sellerId, sellerId), eq(goods.status, 'on_sale'), eq(goods.channel, 'consign'))
  const rows = await ctx.db
    .select(summaryColumns)
    .from(goods)
    .where(where)
    .orderBy(sql`${goods.publishedAt} desc nulls last`, desc(goods.id))
    .limit(p.pageSize)
    .offset((p.pageNum - 1) * p.pageSize)
  const [{ n }] = await ctx.db.select({ n: count() }).from(goods).where(where)
  return { rows: await toSummaries(ctx.db, rows, lang), total: Number(n) }
}
