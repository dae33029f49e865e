/**
 * A seller's public head and record (contract/trade.ts SellerProfile, SellerStats), computed from real rows each
 * time it is asked for, in one statement: the goods detail, the hot path, reads its seller block this way. Only
 * sale orders count; rentals have no handover, no dispute and no rating.
 *   completedTrades     completed sale orders as seller
 *   ratingCount, averageStars, positiveRate (share of ratings with >= RATING_POSITIVE_MIN stars)
 *   avgHandoverMinutes  payment -> handover complete, over the orders whose handover completed
 *   disputeRate         paid sale orders that had any dispute / paid sale orders
 * Each part is an aggregate over one indexed lookup by seller (orders_seller_idx, ratings_seller_idx,
 * disputes_seller_idx), a single row joined to the user's; the parts' column names are their own (drizzle leaves
 * them unqualified in the outer select), so none may clash with a column of users.
 */
import { and, eq, inArray, sql } from 'drizzle-orm'
import type { SellerStanding } from '../../../contract/catalogue'
import { RATING_POSITIVE_MIN, type SellerProfile } from '../../../contract/trade'
import type { Db } from '../../db/client'
import { orders } from '../order/schema'
import { users } from '../user/schema'
import { disputes } from '../dispute/schema'
import { ratings } from './schema'

const round = (n: number, digits: number) => Math.round(n * 10 ** digits) / 10 ** digits

/** The seller's page head with their record, or undefined for an unknown user. */
export async function sellerCard(db: Pick<Db, 'select'>, sellerId: number): Promise<SellerProfile | undefined> {
  const sales = db
    .select({
      completed: sql<string>`count(*) filter (where ${orders.status} = 'completed')`.as('completed_trades'),
      paid: sql<string>`count(*) filter (where ${orders.paidAt} is not null)`.as('paid_orders'),
      handoverSeconds: sql<
        string | null
      >`avg(extract(epoch from ${orders.handoverCompletedAt} - ${orders.paidAt})) filter (where ${orders.handoverCompletedAt} is not null and ${orders.paidAt} is not null)`.as(
        'handover_seconds',
      ),
    })
    .from(orders)
    .where(and(eq(orders.sellerId, sellerId), eq(orders.kind, 'sale')))
    .as('sales')
  const rated = db
    .select({
      n: sql<string>`count(*)`.as('rating_count'),
      stars: sql<string | null>`avg(${ratings.stars})`.as('average_stars'),
      positive: sql<string>`count(*) filter (where ${ratings.stars} >= ${RATING_POSITIVE_MIN})`.as('positive_ratings'),
    })
    .from(ratings)
    .where(eq(ratings.sellerId, sellerId))
    .as('rated')
  const disputed = db
    .select({ orders: sql<string>`count(distinct ${disputes.orderId})`.as('disputed_orders') })
    .from(disputes)
    .where(eq(disputes.sellerId, sellerId))
    .as('disputed')
  const [r] = await db
    .select({
      id: users.id,
      nickname: users.nickname,
      avatar: users.avatar,
      verifiedAt: users.verifiedAt,
      createdAt: users.createdAt,
      completed: sales.completed,
      paid: sales.paid,
      handoverSeconds: sales.handoverSeconds,
      ratingCount: rated.n,
      stars: rated.stars,
      positive: rated.positive,
      disputedOrders: disputed.orders,
    })
    .from(users)
    .crossJoin(sales)
    .crossJoin(rated)
    .crossJoin(disputed)
    .where(eq(users.id, sellerId))
  if (!r) return undefined
  const paid = Number(r.paid)
  const n = Number(r.ratingCount)
  return {
    id: r.id,
    nickname: r.nickname,
    avatar: r.avatar,
    verified: r.verifiedAt !== null,
    memberSince: r.createdAt.toISOString(),
    stats: {
      completedTrades: Number(r.completed),
      positiveRate: n > 0 ? round(Number(r.positive) / n, 4) : null,
      ratingCount: n,
      averageStars: n > 0 ? round(Number(r.stars), 2) : null,
      avgHandoverMinutes: r.handoverSeconds === null ? null : round(Number(r.handoverSeconds) / 60, 1),
      disputeRate: paid > 0 ? round(Math.min(1, Number(r.disputedOrders) / paid), 4) : null,
    },
  }
}

/**
 * The part of sellers' records a listing card shows (contract/catalogue.ts SellerStanding), for a page's sellers in
 * one statement: each count is an index lookup by seller (orders_seller_idx, ratings_seller_idx).
 */
export async function sellerStandings(db: Pick<Db, 'select'>, sellerIds: number[]): Promise<Map<number, SellerStanding>> {
  const ids = [...new Set(sellerIds)]
  if (ids.length === 0) return new Map()
  // drizzle writes columns unqualified in a select of one table, and "id" inside a subquery of orders would be the
  // order's: the seller is named with its table
  const seller = sql.raw('"users"."id"')
  const rows = await db
    .select({
      id: users.id,
      createdAt: users.createdAt,
      completed: sql<string>`(select count(*) from ${orders} where ${orders.sellerId} = ${seller} and ${orders.kind} = 'sale' and ${orders.status} = 'completed')`,
      rated: sql<string>`(select count(*) from ${ratings} where ${ratings.sellerId} = ${seller})`,
      positive: sql<string>`(select count(*) from ${ratings} where ${ratings.sellerId} = ${seller} and ${ratings.stars} >= ${RATING_POSITIVE_MIN})`,
    })
    .from(users)
    .where(inArray(users.id, ids))
  return new Map(
    rows.map((r) => {
      const n = Number(r.rated)
      return [
        r.id,
        {
          positiveRate: n > 0 ? round(Number(r.positive) / n, 4) : null,
          ratingCount: n,
          completedTrades: Number(r.completed),
          memberSince: r.createdAt.toISOString(),
        },
      ]
    }),
  )
}
