/**
 * The console's dashboard: per China day over the last 30 days, and the queues waiting for an operator. Each
 * figure is one grouped query over an indexed or small range, so the page stays cheap at any shop size.
 */
import { and, count, eq, gte, inArray, isNotNull, sql, type SQL } from 'drizzle-orm'
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core'
import type { AdminDashboard, DashboardDay, DashboardQueues } from '../../../contract/admin-dashboard'
import { DASHBOARD_DAYS } from '../../../contract/admin-dashboard'
import { CHINA_OFFSET_MS, chinaDate } from '../../../contract/clock'
import type { Role } from '../../../contract/types'
import type { Db } from '../../db/client'
import { claims } from '../claim/schema'
import { problemReports } from '../feedback/schema'
import { goods } from '../goods/schema'
import { orders } from '../order/schema'
import { merchantApplications } from '../recycle/schema'
import { users } from '../user/schema'
import { disputes } from '../dispute/schema'
import { withdrawals } from '../payout/schema'
import type { DisputeStatus } from '../../../contract/trade'
import type { WithdrawalStatus } from '../../../contract/payout'

const DAY_MS = 86_400_000

/** the China day of an instant, as 'YYYY-MM-DD', computed in the database the same way clock.ts does */
const chinaDay = (col: AnyPgColumn) => sql<string>`to_char((${col} at time zone 'UTC') + interval '8 hours', 'YYYY-MM-DD')`

/** the first instant of the China day `days - 1` days before today's */
export function seriesStart(now: Date, days = DASHBOARD_DAYS): Date {
  const today = chinaDate(now)
  return new Date(Date.parse(`${today}T00:00:00Z`) - CHINA_OFFSET_MS - (days - 1) * DAY_MS)
}

/** the China dates from `start` for `days` days */
function dates(start: Date, days: number): string[] {
  return Array.from({ length: days }, (_, i) => chinaDate(new Date(start.getTime() + i * DAY_MS)))
}

type DayCounts = Map<string, { n: number; sum: number }>

/** rows of `table` whose `col` falls on each day since `start` (and `sumOf` summed), by China day */
async function perDay(db: Db, table: PgTable, col: AnyPgColumn, start: Date, where?: SQL, sumOf?: AnyPgColumn): Promise<DayCounts> {
  const day = chinaDay(col)
  const rows = await db
    .select({
      day,
      n: sql<number>`count(*)::int`,
      sum: sumOf ? sql<number>`coalesce(sum(${sumOf}), 0)::float8` : sql<number>`0::float8`,
    })
    .from(table)
    .where(and(gte(col, start), where))
    .groupBy(day)
  return new Map(rows.map((r) => [r.day, { n: Number(r.n), sum: Number(r.sum) }]))
}

export async function dashboard(db: Db, role: Role, now = new Date()): Promise<AdminDashboard> {
  const admin = role === 'admin'
  const start = seriesStart(now)
  const [placed, paid, listed, joined, refunded, opened] = await Promise.all([
    perDay(db, orders, orders.createdAt, start),
    perDay(db, orders, orders.paidAt, start, isNotNull(orders.paidAt), orders.total),
    perDay(db, goods, goods.createdAt, start, eq(goods.channel, 'consign')),
    perDay(db, users, users.createdAt, start),
    perDay(db, orders, orders.refundedAt, start, isNotNull(orders.refundedAt)),
    perDay(db, disputes, disputes.createdAt, start),
  ])
  const days: DashboardDay[] = dates(start, DASHBOARD_DAYS).map((date) => ({
    date,
    orders: placed.get(date)?.n ?? 0,
    paidOrders: paid.get(date)?.n ?? 0,
    gmv: admin ? (paid.get(date)?.sum ?? 0) : null,
    listings: listed.get(date)?.n ?? 0,
    users: joined.get(date)?.n ?? 0,
    refunds: refunded.get(date)?.n ?? 0,
    disputes: opened.get(date)?.n ?? 0,
  }))
  const sum = (pick: (d: DashboardDay) => number) => days.reduce((s, d) => s + pick(d), 0)
  return {
    days,
    today: days[days.length - 1],
    totals: {
      orders: sum((d) => d.orders),
      paidOrders: sum((d) => d.paidOrders),
      gmv: admin ? sum((d) => d.gmv ?? 0) : null,
      listings: sum((d) => d.listings),
      users: sum((d) => d.users),
      refunds: sum((d) => d.refunds),
      disputes: sum((d) => d.disputes),
    },
    queues: await queues(db, admin),
    generatedAt: now.toISOString(),
  }
}

const OPEN_DISPUTE: DisputeStatus[] = ['awaiting_seller', 'answered', 'with_staff']
/** pending, or failed at the provider: both wait for an admin to approve (again) or reject */
const WITHDRAWAL_WAITING: WithdrawalStatus[] = ['pending', 'failed']

async function queues(db: Db, admin: boolean): Promise<DashboardQueues> {
  const one = async (q: Promise<{ n: number }[]>) => Number((await q)[0]?.n ?? 0)
  const [claimsN, disputesOpen, disputesEscalated, feedback] = await Promise.all([
    one(db.select({ n: count() }).from(claims).where(eq(claims.status, 'submitted'))),
    one(db.select({ n: count() }).from(disputes).where(inArray(disputes.status, OPEN_DISPUTE))),
    one(db.select({ n: count() }).from(disputes).where(eq(disputes.status, 'with_staff'))),
    one(db.select({ n: count() }).from(problemReports).where(eq(problemReports.status, 'open'))),
  ])
  const base = { claims: claimsN, disputesOpen, disputesEscalated, feedback }
  if (!admin) return { ...base, listingsToReview: null, merchantApplications: null, withdrawals: null, withdrawalsAmount: null }
  const [listingsToReview, merchantN, [w]] = await Promise.all([
    one(db.select({ n: count() }).from(goods).where(and(eq(goods.status, 'pending_review'), eq(goods.channel, 'consign')))),
    one(db.select({ n: count() }).from(merchantApplications).where(eq(merchantApplications.status, 'pending'))),
    db
      .select({ n: count(), amount: sql<number>`coalesce(sum(${withdrawals.amount}), 0)::float8` })
      .from(withdrawals)
      .where(inArray(withdrawals.status, WITHDRAWAL_WAITING)),
  ])
  return { ...base, listingsToReview, merchantApplications: merchantN, withdrawals: Number(w.n), withdrawalsAmount: Number(w.amount) }
}
