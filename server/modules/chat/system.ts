/**
 * What other modules call to write into a trade room, inside their own transaction: the order's room (opened on
 * payment, linked to the buyer's 咨询 room on the listing) and the system messages of each order step. The
 * message is announced with pg_notify in the same transaction, so members connected to any server process see it
 * exactly when it is committed, and never when the transaction rolls back (chat/hub.ts listens).
 */
import { and, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { orders, users } from '../../db/schema'
import type { RoomRow } from './access'
import { chatMessages, chatRooms } from './schema'

/** the LISTEN/NOTIFY channel of new messages; payload '<roomId>:<messageId>' */
export const CHAT_CHANNEL = 'chat_messages'

type OrderRef = Pick<typeof orders.$inferSelect, 'id' | 'goodsId' | 'buyerId' | 'sellerId'>

/** The order's room, created the first time (by payment, or by the first system message of an older order). */
export async function orderRoom(tx: Db, order: OrderRef): Promise<RoomRow> {
  const [found] = await tx.select().from(chatRooms).where(eq(chatRooms.orderId, order.id))
  if (found) return found
  const [presale] = await tx
    .select({ id: chatRooms.id })
    .from(chatRooms)
    .where(and(eq(chatRooms.kind, 'presale'), eq(chatRooms.goodsId, order.goodsId), eq(chatRooms.buyerId, order.buyerId)))
  const [created] = await tx
    .insert(chatRooms)
    .values({
      kind: 'order',
      orderId: order.id,
      goodsId: order.goodsId,
      buyerId: order.buyerId,
      sellerId: order.sellerId,
      presaleRoomId: presale?.id ?? null,
    })
    .onConflictDoNothing()
    .returning()
  if (created) return created
  // another transaction created it between our select and insert
  const [again] = await tx.select().from(chatRooms).where(eq(chatRooms.orderId, order.id))
  return again
}

export interface NewMessage {
  kind: 'text' | 'image' | 'system'
  senderId: number | null
  senderRole: 'buyer' | 'seller' | 'staff' | 'system'
  body: string
  masked?: boolean
}

/**
 * Stores a message in `roomId`, moves the room up its members' lists and announces it on commit, in one statement
 * (one round trip; on its own it is its own transaction, inside the caller's it joins theirs). The message id is
 * drawn while the room's row is locked (the update), so within a room ids grow in commit order: a reader catching
 * up with `after` = the last id it saw never misses a message that committed later with a smaller id, and
 * lastMessageId never moves back.
 */
export async function postToRoom(tx: Db, roomId: number, msg: NewMessage, now = new Date()): Promise<PostedMessage> {
  const at = now.toISOString()
  const result = (await tx.execute(sql`
    with room as (
      update ${chatRooms} set last_message_id = nextval(pg_get_serial_sequence('chat_messages', 'id')), updated_at = ${at}::timestamptz
      where id = ${roomId}::int
      returning last_message_id
    ), message as (
      insert into ${chatMessages} (id, room_id, kind, sender_id, sender_role, body, masked, created_at)
      select last_message_id, ${roomId}::int, ${msg.kind}::text, ${msg.senderId}::int, ${msg.senderRole}::text, ${msg.body}::text, ${msg.masked ?? false}::boolean, ${at}::timestamptz
      from room
      returning id, room_id, kind, sender_id, sender_role, body, masked, created_at
    )
    select message.*, sender.nickname, sender.avatar, pg_notify(${CHAT_CHANNEL}, message.room_id || ':' || message.id)
    from message left join ${users} sender on sender.id = message.sender_id`)) as unknown as {
    rows: Record<string, unknown>[]
  }
  const r = result.rows[0]
  if (!r) throw new Error(`postToRoom: no room ${roomId}`)
  return {
    id: Number(r.id),
    roomId: Number(r.room_id),
    kind: String(r.kind),
    senderId: r.sender_id === null ? null : Number(r.sender_id),
    senderRole: String(r.sender_role),
    body: String(r.body),
    masked: r.masked === true,
    createdAt: new Date(r.created_at as string | Date),
    nickname: r.nickname === null ? null : String(r.nickname),
    avatar: r.avatar === null ? null : String(r.avatar),
  }
}

/** the stored message with its sender's nickname and avatar (null for system messages) */
export type PostedMessage = typeof chatMessages.$inferSelect & { nickname: string | null; avatar: string | null }

/** A system message in the order's room (zh-CN, written once at the event, like the order's messages). */
export async function say(tx: Db, order: OrderRef, text: string, now = new Date()): Promise<void> {
  const room = await orderRoom(tx, order)
  await postToRoom(tx, room.id, { kind: 'system', senderId: null, senderRole: 'system', body: text }, now)
}
