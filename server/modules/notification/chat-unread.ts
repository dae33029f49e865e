/**
 * Trade-room messages a member has not read: the notification worker queues a WeChat notice (kind chat.unread,
 * group chat, not urgent) to a buyer or seller of an order room whose last message came from someone else more than
 * CHAT_UNREAD_AFTER_MS ago and is still unread by them. A member who has the room open reads it at once (the app
 * marks it read), so this reaches only those who are not connected. Throttled: at most one per member and room per
 * CHAT_THROTTLE_MS, and one per last message (the dedupe key). Nothing goes to the inbox: the room has its own badge.
 */
import { and, eq, gt, lte, ne, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { copy } from '../../lib/copy'
import { describeError } from '../../lib/log'
import { chatMessages, chatReads, chatRooms } from '../chat/schema'
import { orders } from '../order/schema'
import { queueOutside } from './queue'
import { notificationOutbox } from './schema'

const MINUTE = 60_000
export const CHAT_UNREAD_AFTER_MS = 5 * MINUTE
export const CHAT_THROTTLE_MS = 30 * MINUTE
/** older unread messages are not told any more (the member was told, or it is history) */
const CHAT_MAX_AGE_MS = 24 * 60 * MINUTE

const ROOM_LINK = '/index/other/room?id='
export const roomLink = (roomId: number) => ROOM_LINK + roomId

/** Queues the chat notices due at `now`; answers how many were queued. */
export async function queueChatUnread(db: Db, now = new Date(), report?: (line: string) => void): Promise<number> {
  const member = sql`m.uid`
  const due = await db
    .select({ roomId: chatRooms.id, orderNo: orders.orderNo, messageId: chatMessages.id, userId: sql<number>`m.uid` })
    .from(chatRooms)
    .innerJoin(chatMessages, eq(chatMessages.id, chatRooms.lastMessageId))
    .innerJoin(orders, eq(orders.id, chatRooms.orderId))
    .innerJoin(sql`lateral (values (${chatRooms.buyerId}), (${chatRooms.sellerId})) as m(uid)`, sql`true`)
    .where(
      and(
        eq(chatRooms.kind, 'order'),
        // a room's updated_at is its last message's time: rooms quiet for a day are left before any join
        gt(chatRooms.updatedAt, new Date(now.getTime() - CHAT_MAX_AGE_MS)),
        ne(chatMessages.kind, 'system'),
        sql`${chatMessages.senderId} <> ${member}`,
        lte(chatMessages.createdAt, new Date(now.getTime() - CHAT_UNREAD_AFTER_MS)),
        gt(chatMessages.createdAt, new Date(now.getTime() - CHAT_MAX_AGE_MS)),
        sql`coalesce((select ${chatReads.lastReadId} from ${chatReads} where ${chatReads.roomId} = ${chatRooms.id} and ${chatReads.userId} = ${member}), 0) < ${chatMessages.id}`,
        sql`not exists (select 1 from ${notificationOutbox} where ${notificationOutbox.userId} = ${member} and ${notificationOutbox.copyKind} = 'chat.unread'
          and ${notificationOutbox.link} = ${ROOM_LINK}::text || ${chatRooms.id} and ${notificationOutbox.createdAt} > ${new Date(now.getTime() - CHAT_THROTTLE_MS).toISOString()}::timestamptz)`,
      ),
    )
    .limit(200)
  let n = 0
  for (const d of due) {
    try {
      n += await queueOutside(db, d.userId, copy('chat.unread', { orderNo: d.orderNo }), roomLink(d.roomId), `chat.unread|${d.roomId}|${d.messageId}`)
    } catch (err) {
      report?.(`chat.unread room #${d.roomId} not queued: ${describeError(err)}`)
    }
  }
  return n
}
