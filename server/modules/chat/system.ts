/**
 * What other modules call to write into a trade room, inside their own transaction: the order's room (opened on
 * payment, linked to the buyer's 咨询 room on the listing) and the system messages of each order step. The
 * message is announced with pg_notify in the same transaction, so members connected to any server process see it
 * exactly when it is committed, and never when the transaction rolls back (chat/hub.ts listens).
 */
import { and, eq, sql, type SQL } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { orders } from '../order/schema'
import { users } from '../user/schema'
import { zhLine, type Copy } from '../../lib/copy'
import { hitOf, hitQuery, type Hit } from '../limits/limiter'
import type { RoomRow } from './access'
import { chatMessages, chatRooms } from './schema'

/** the LISTEN/NOTIFY channel of new messages */
export const CHAT_CHANNEL = 'chat_messages'
/** PostgreSQL refuses notification payloads of 8000 bytes or more */
const NOTIFY_PAYLOAD_MAX = 7900

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
  /** a system message's copy (body holds its zh-CN text) */
  copy?: Copy | null
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
  const [r] = await rowsOf(
    tx.execute(sql`
      with room as (
        update ${chatRooms} set last_message_id = nextval(pg_get_serial_sequence('chat_messages', 'id')), updated_at = ${at}::timestamptz
        where id = ${roomId}::int
        returning last_message_id
      ), ${storeAndAnnounce(roomId, { ...msg, senderRole: sql`${msg.senderRole}::text` }, at)}
      select ${announcedColumns} from announced`),
  )
  if (!r) throw new Error(`postToRoom: no room ${roomId}`)
  return postedOf(r)
}

/**
 * A buyer's or seller's message as one statement, the hot path of chat: the sender's place in the room, their
 * rate-limit hit (limits/limiter.ts hitQuery: the key's row lock counts concurrent posts one at a time) and, only
 * for a member within the limit, postToRoom's store and announce. Answers the sender's role (null: not a member),
 * the hit, and the message when it was stored.
 */
export async function postAsMember(
  tx: Db,
  roomId: number,
  senderId: number,
  msg: Pick<NewMessage, 'kind' | 'body' | 'masked'>,
  limit: { key: string; windowSeconds: number; max: number },
  now = new Date(),
): Promise<{ role: 'buyer' | 'seller' | null; hit: Hit; message: PostedMessage | null }> {
  const at = now.toISOString()
  const [r] = await rowsOf(
    tx.execute(sql`
      with member as (
        select case when buyer_id = ${senderId}::int then 'buyer' else 'seller' end as role
        from ${chatRooms} where id = ${roomId}::int and ${senderId}::int in (buyer_id, seller_id)
      ), hit as (${hitQuery(tx, limit.key, limit.windowSeconds).getSQL()}), room as (
        update ${chatRooms} set last_message_id = nextval(pg_get_serial_sequence('chat_messages', 'id')), updated_at = ${at}::timestamptz
        where id = ${roomId}::int and exists (select from member) and (select "count" from hit) <= ${limit.max}::int
        returning last_message_id
      ), ${storeAndAnnounce(roomId, { ...msg, senderId, senderRole: sql`(select role from member)` }, at)}
      select member.role as member_role, hit."count" as hit_count, hit.reset_at as hit_reset_at, stored.*
      from hit left join member on true left join (select ${announcedColumns} from announced) stored on true`),
  )
  return {
    role: (r.member_role as 'buyer' | 'seller' | null) ?? null,
    hit: hitOf({ count: Number(r.hit_count), resetAt: new Date(r.hit_reset_at as string | Date) }),
    message: r.id === null ? null : postedOf(r),
  }
}

/**
 * The CTEs after a `room` CTE that drew the id: `message` stored, `posted` with its sender, `announced` with the
 * notification's payload, which carries the whole message (hub.ts reads nothing back to deliver it).
 */
function storeAndAnnounce(roomId: number, msg: Omit<NewMessage, 'senderRole'> & { senderRole: SQL }, at: string): SQL {
  return sql`message as (
      insert into ${chatMessages} (id, room_id, kind, sender_id, sender_role, body, copy_kind, copy_params, masked, created_at)
      select last_message_id, ${roomId}::int, ${msg.kind}::text, ${msg.senderId}::int, ${msg.senderRole}, ${msg.body}::text,
        ${msg.copy?.kind ?? null}::text, ${msg.copy ? JSON.stringify(msg.copy.params ?? {}) : null}::jsonb, ${msg.masked ?? false}::boolean, ${at}::timestamptz
      from room
      returning id, room_id, kind, sender_id, sender_role, body, copy_kind, copy_params, masked, created_at
    ), posted as (
      select message.*, sender.nickname, sender.avatar
      from message left join ${users} sender on sender.id = message.sender_id
    ), announced as (
      select posted.*, json_build_object(
        'id', id, 'roomId', room_id, 'kind', kind, 'senderId', sender_id, 'senderRole', sender_role, 'body', body,
        'copyKind', copy_kind, 'copyParams', copy_params, 'masked', masked, 'createdAt', created_at, 'nickname', nickname, 'avatar', avatar)::text as payload
      from posted
    )`
}

/** the stored message's columns from `announced`, announced on commit (a message too long to carry: '<roomId>:<id>') */
const announcedColumns = sql`id, room_id, kind, sender_id, sender_role, body, copy_kind, copy_params, masked, created_at, nickname, avatar,
  pg_notify(${CHAT_CHANNEL}, case when octet_length(payload) <= ${NOTIFY_PAYLOAD_MAX}::int then payload else room_id || ':' || id end)`

const rowsOf = async (result: Promise<unknown>) => ((await result) as { rows: Record<string, unknown>[] }).rows

function postedOf(r: Record<string, unknown>): PostedMessage {
  return {
    id: Number(r.id),
    roomId: Number(r.room_id),
    kind: String(r.kind),
    senderId: r.sender_id === null ? null : Number(r.sender_id),
    senderRole: String(r.sender_role),
    body: String(r.body),
    copyKind: r.copy_kind === null || r.copy_kind === undefined ? null : String(r.copy_kind),
    copyParams: typeof r.copy_params === 'string' ? JSON.parse(r.copy_params) : (r.copy_params ?? null),
    masked: r.masked === true,
    createdAt: new Date(r.created_at as string | Date),
    nickname: r.nickname === null ? null : String(r.nickname),
    avatar: r.avatar === null ? null : String(r.avatar),
  }
}

/** the stored message with its sender's nickname and avatar (null for system messages) */
export type PostedMessage = typeof chatMessages.$inferSelect & { nickname: string | null; avatar: string | null }

/**
 * A system message in the order's room: a copy (rendered in each reader's language, its zh-CN text in body) or,
 * for text not yet stored as copy, zh-CN text.
 */
export async function say(tx: Db, order: OrderRef, text: string | Copy, now = new Date()): Promise<void> {
  const room = await orderRoom(tx, order)
  const body = typeof text === 'string' ? text : zhLine(text)
  const copy = typeof text === 'string' ? null : text
  await postToRoom(tx, room.id, { kind: 'system', senderId: null, senderRole: 'system', body, copy }, now)
}
