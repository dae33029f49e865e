/**
 * The seller's record (contract/trade.ts SellerStats), computed from real rows each time it is asked for: three
 * grouped queries for any number of sellers (a page of cards never fans out per seller). Only sale orders count;
 * rentals have no handover, no dispute and no rating.
 *   completedTrades     completed sale orders as seller
 *   ratingCount, averageStars, positiveRate (share of ratings with >= RATING_POSITIVE_MIN stars)
 *   avgHandoverMinutes  payment -> handover complete, over the orders whose handover completed
 *   disputeRate         paid sale orders that had any dispute / paid sale orders
 */
import { and, count, countDistinct, eq, inArray, sql } from 'drizzle-orm'
import { RATING_POSITIVE_MIN, type SellerStats } from '../../../contract/trade'
import type { Db } from '../../db/client'
import { orders } from '../../db/schema'
import { disputes } from '../dispute/schema'
import { ratings } from './schema'

const round = (n: number, digits: number) => Math.round(n * 10 ** digits) / 10 ** digits

export const NO_STATS: SellerStats = {
  completedTrades: 0,
  positiveRate: null,
  ratingCount: 0,
  averageStars: null,
  avgHandoverMinutes: null,
  disputeRate: null,
}

export async function sellerStats(db: Pick<Db, 'select'>, sellerIds: number[]): Promise<Map<number, SellerStats>> {
  const ids = [...new Set(sellerIds)]
  const out = new Map<number, SellerStats>(ids.map((id) => [id, { ...NO_STATS }]))
  if (ids.length === 0) return out
  const [orderRows, ratingRows, disputeRows] = await Promise.all([
    db
      .select({
        sellerId: orders.sellerId,
        completed: sql<string>`count(*) filter (where ${orders.status} = 'completed')`,
        paid: sql<string>`count(*) filter (where ${orders.paidAt} is not null)`,
        handoverSeconds: sql<string | null>`avg(extract(epoch from ${orders.handoverCompletedAt} - ${orders.paidAt})) filter (where ${orders.handoverCompletedAt} is not null and ${orders.paidAt} is not null)`,
      })
      .from(orders)
      .where(and(inArray(orders.sellerId, ids), eq(orders.kind, 'sale')))
      .groupBy(orders.sellerId),
    db
      .select({
        sellerId: ratings.sellerId,
        n: count(),
        stars: sql<string>`avg(${ratings.stars})`,
        positive: sql<string>`count(*) filter (where ${ratings.stars} >= ${RATING_POSITIVE_MIN})`,
      })
      .from(ratings)
      .where(inArray(ratings.sellerId, ids))
      .groupBy(ratings.sellerId),
    db
      .select({ sellerId: disputes.sellerId, orders: countDistinct(disputes.orderId) })
      .from(disputes)
      .where(inArray(disputes.sellerId, ids))
      .groupBy(disputes.sellerId),
  ])
  const disputed = new Map(disputeRows.map((r) => [r.sellerId, Number(r.orders)]))
  for (const r of orderRows) {
    const s = out.get(r.sellerId)!
    const paid = Number(r.paid)
    s.completedTrades = Number(r.completed)
    s.avgHandoverMinutes = r.handoverSeconds === null ? null : round(Number(r.handoverSeconds) / 60, 1)
    s.disputeRate = paid > 0 ? round(Math.min(1, (disputed.get(r.sellerId) ?? 0) / paid), 4) : null
  }
  for (const r of ratingRows) {
    const s = out.get(r.sellerId)!
    const n = Number(r.n)
    s.ratingCount = n
    s.averageStars = n > 0 ? round(Number(r.stars), 2) : null
    s.positiveRate = n > 0 ? round(Number(r.positive) / n, 4) : null
  }
  return out
}

/** One seller's record. */
export async function statsOf(db: Pick<Db, 'select'>, sellerId: number): Promise<SellerStats> {
  return (await sellerStats(db, [sellerId])).get(sellerId) ?? { ...NO_STATS }
}
