/**
 * Unread chat messages: those from others (system messages included) after the reader's last read one
 * (chat_reads). Counted only in rooms whose last message is past that point, on the (room_id, id) index, so a
 * read room costs nothing. One query for a page of rooms, the badge total, or a page of orders.
 */
import { and, eq, gt, inArray, sql, type SQL } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { chatReads, chatRooms } from './schema'
import { listedRooms, type Viewer } from './access'

/** the reader of each room in a query: one user, or an SQL expression on chat_rooms (its buyer or its seller) */
type Reader = number | SQL

const readJoin = (reader: Reader) => and(eq(chatReads.roomId, chatRooms.id), eq(chatReads.userId, reader))
const lastRead = sql`coalesce(${chatReads.lastReadId}, 0)`
const hasUnread = gt(sql`coalesce(${chatRooms.lastMessageId}, 0)`, lastRead)

/** the unread count of the room in the current row of a query on chat_rooms left-joined with readJoin */
const unreadCount = (reader: Reader) =>
  sql<number>`case when ${hasUnread} then (select count(*) from chat_messages m where m.room_id = ${chatRooms.id} and m.id > ${lastRead} and m.sender_id is distinct from ${reader})::int else 0 end`.mapWith(
    Number,
  )

/** Unread counts per room among the rooms `where` selects, for `userId` (rooms without any are absent). */
export async function unreadByRoom(db: Db, userId: number, where: SQL): Promise<Map<number, number>> {
  const rows = await db
    .select({ roomId: chatRooms.id, n: unreadCount(userId) })
    .from(chatRooms)
    .leftJoin(chatReads, readJoin(userId))
    .where(and(where, hasUnread))
  return new Map(rows.filter((r) => r.n > 0).map((r) => [r.roomId, r.n]))
}

/** GET /need/chat/unread and MeSummary.chatUnread: over every room of the caller's list. */
export async function chatUnreadTotal(db: Db, viewer: Viewer): Promise<number> {
  let total = 0
  for (const n of (await unreadByRoom(db, viewer.userId, listedRooms(viewer))).values()) total += n
  return total
}

export interface OrderChat {
  roomId: number
  unread: number
}

/**
 * The room and unread count of each order as its buyer or its seller sees it (OrderSummary.roomId/unread), in one
 * query for a page of orders; orders without a room are absent.
 */
export async function orderChats<O extends { id: number; buyerId: number; sellerId: number }>(
  db: Pick<Db, 'select'>,
  orders: O[],
  viewerOf: (o: O) => number,
): Promise<Map<number, OrderChat>> {
  if (orders.length === 0) return new Map()
  const asBuyer = orders.filter((o) => viewerOf(o) === o.buyerId).map((o) => o.id)
  const reader = asBuyer.length
    ? sql`(case when ${inArray(chatRooms.orderId, asBuyer)} then ${chatRooms.buyerId} else ${chatRooms.sellerId} end)`
    : sql`${chatRooms.sellerId}`
  const rows = await db
    .select({ orderId: chatRooms.orderId, roomId: chatRooms.id, unread: unreadCount(reader) })
    .from(chatRooms)
    .leftJoin(chatReads, readJoin(reader))
    .where(inArray(chatRooms.orderId, orders.map((o) => o.id)))
  return new Map(rows.map((r) => [r.orderId!, { roomId: r.roomId, unread: r.unread }]))
}
