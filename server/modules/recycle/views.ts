/**
 * Rows of the recycling tables as the wire shows them (contract/recycling.ts). Lists are built with a fixed
 * number of queries per page (quotes, counts and orders fetched for all rows at once), and the game name and
 * region come from the reference snapshot like goods cards do. Nothing here reads credentials.
 */
import { count, eq, inArray, sql, type SQL } from 'drizzle-orm'
import type { OrderStatus } from '../../../contract/orders'
import type { QuoteStatus, RecycleQuote, RecycleRequest } from '../../../contract/recycling'
import type { Db } from '../../db/client'
import { orders } from '../order/schema'
import { recycleQuotes, recycleRequests } from './schema'
import { users } from '../user/schema'
import type { Cipher } from '../../lib/crypto'
import { AppError } from '../../lib/errors'
import type { Lang } from '../../lib/i18n'
import { nodeNames, referenceFor, type DbOrTx } from '../goods/summary'
import { gameNameIn, type Reference } from '../game/reference'

export type RequestRow = typeof recycleRequests.$inferSelect
type Reader = Pick<Db, 'select'>

/** Columns of a quote with its merchant's display name (the shop name, else the nickname). */
export const quoteColumns = {
  id: recycleQuotes.id,
  requestId: recycleQuotes.requestId,
  merchantId: recycleQuotes.merchantId,
  merchantName: sql<string>`coalesce(${users.shopName}, ${users.nickname})`,
  amount: recycleQuotes.amount,
  note: recycleQuotes.note,
  status: recycleQuotes.status,
  createdAt: recycleQuotes.createdAt,
  updatedAt: recycleQuotes.updatedAt,
}

export type QuoteRow = {
  id: number
  requestId: number
  merchantId: number
  merchantName: string
  amount: number
  note: string | null
  status: string
  createdAt: Date
  updatedAt: Date
}

export function toQuote(q: QuoteRow): RecycleQuote {
  return {
    id: q.id,
    requestId: q.requestId,
    merchantId: q.merchantId,
    merchantName: q.merchantName,
    amount: Number(q.amount),
    note: q.note,
    status: q.status as QuoteStatus,
    createdAt: q.createdAt.toISOString(),
    updatedAt: q.updatedAt.toISOString(),
  }
}

/** Quotes matching `where`, with merchant names, highest amount first (then the earliest). */
export async function selectQuotes(db: Reader, where: SQL): Promise<RecycleQuote[]> {
  const rows = await db
    .select(quoteColumns)
    .from(recycleQuotes)
    .innerJoin(users, eq(users.id, recycleQuotes.merchantId))
    .where(where)
    .orderBy(sql`${recycleQuotes.amount} desc`, recycleQuotes.id)
  return rows.map(toQuote)
}

type Placed = Pick<RequestRow, 'gameId' | 'systemId' | 'carrierId' | 'areaId' | 'serverId'>

/** Game name and 'system / carrier / area / server' text of requests, from one reference snapshot. */
export async function placesOf(db: DbOrTx, rows: Placed[], lang: Lang) {
  const ref: Reference = await referenceFor(db, rows)
  return (r: Placed) => {
    const n = nodeNames(ref, r, lang)
    return {
      gameName: gameNameIn(ref, r.gameId, lang),
      region: [n.systemName, n.carrierName, n.areaName, n.serverName].filter((p) => p !== null).join(' / '),
    }
  }
}

/** Quote count (any status) and best live quote (pending or accepted) per request. */
export async function quoteStats(db: Reader, requestIds: number[]) {
  const stats = new Map<number, { quoteCount: number; bestQuote: number | null }>()
  if (requestIds.length === 0) return stats
  const rows = await db
    .select({
      requestId: recycleQuotes.requestId,
      n: count(),
      best: sql<string | null>`max(${recycleQuotes.amount}) filter (where ${recycleQuotes.status} in ('pending', 'accepted'))`,
    })
    .from(recycleQuotes)
    .where(inArray(recycleQuotes.requestId, requestIds))
    .groupBy(recycleQuotes.requestId)
  for (const r of rows) stats.set(r.requestId, { quoteCount: Number(r.n), bestQuote: r.best === null ? null : Number(r.best) })
  return stats
}

/** Status of each order by id. */
export async function orderStatuses(db: Reader, orderIds: (number | null)[]): Promise<Map<number, OrderStatus>> {
  const ids = [...new Set(orderIds.filter((id): id is number => id !== null))]
  if (ids.length === 0) return new Map()
  const rows = await db.select({ id: orders.id, status: orders.status }).from(orders).where(inArray(orders.id, ids))
  return new Map(rows.map((r) => [r.id, r.status]))
}

/** Requests as their owner sees them, in the given order. */
export async function toRequests(db: Reader, cipher: Cipher, rows: RequestRow[], lang: Lang): Promise<RecycleRequest[]> {
  if (rows.length === 0) return []
  const acceptedIds = rows.flatMap((r) => (r.acceptedQuoteId !== null && (r.status === 'accepted' || r.status === 'completed') ? [r.acceptedQuoteId] : []))
  const [place, stats, statuses, accepted] = await Promise.all([
    placesOf(db, rows, lang),
    quoteStats(
      db,
      rows.map((r) => r.id),
    ),
    orderStatuses(
      db,
      rows.map((r) => r.orderId),
    ),
    acceptedIds.length > 0 ? selectQuotes(db, inArray(recycleQuotes.id, acceptedIds)) : Promise.resolve([]),
  ])
  const acceptedById = new Map(accepted.map((q) => [q.id, q]))
  return rows.map((r) => {
    const s = stats.get(r.id) ?? { quoteCount: 0, bestQuote: null }
    return {
      id: r.id,
      requestNo: r.requestNo,
      gameId: r.gameId,
      ...place(r),
      title: r.title,
      description: r.description,
      images: r.images,
      expectedPrice: Number(r.expectedPrice),
      attrs: r.attrs,
      status: r.status,
      quoteCount: s.quoteCount,
      bestQuote: s.bestQuote,
      acceptedQuote: r.acceptedQuoteId === null ? null : (acceptedById.get(r.acceptedQuoteId) ?? null),
      orderId: r.orderId,
      orderStatus: r.orderId === null ? null : (statuses.get(r.orderId) ?? null),
      contact: cipher.decrypt(r.contactEnc),
      createdAt: r.createdAt.toISOString(),
      updatedAt: r.updatedAt.toISOString(),
    }
  })
}

/** The request row if `userId` owns it; 404 otherwise, so request ids reveal nothing. */
export async function ownRequest(db: Reader, userId: number, id: number): Promise<RequestRow> {
  const [row] = await db.select().from(recycleRequests).where(eq(recycleRequests.id, id))
  if (!row || row.sellerId !== userId) throw new AppError(404, 'recycleNotFound')
  return row
}
