/**
 * The trade room's chat over REST: room lists and heads (a fixed number of queries per page), the order's room,
 * history and catch-up, posting (masked, rate-limited, stored and announced in one statement by system.ts
 * postToRoom), reads and 咨询 rooms. Who may see what is access.ts; live delivery is hub.ts.
 */
import { and, asc, count, desc, eq, gt, inArray, lt, sql } from 'drizzle-orm'
import { maskContacts } from '../../../contract/contact-mask'
import { hasVisibleText } from '../../../contract/contact-normalise'
import {
  CHAT_TEXT_MAX,
  type ChatHistory,
  type ChatPostInput,
  type ChatPostResult,
  type ChatUnread,
  type RoomParty,
  type RoomSummary,
} from '../../../contract/trade'
import type { Page } from '../../../contract/types'
import type { Ctx } from '../../context'
import type { Db } from '../../db/client'
import { goods } from '../goods/schema'
import { orders } from '../order/schema'
import { users } from '../user/schema'
import { copy, zhLine } from '../../lib/copy'
import { AppError, isUniqueViolation } from '../../lib/errors'
import type { Lang } from '../../lib/i18n'
import { isStaff } from '../../lib/auth'
import { limitOrThrow, refuseOver } from '../limits/limiter'
import { loadGoodsSummaries } from '../goods/summary'
import { assertOwnImages } from '../upload/service'
import { memberWrote, staffWrote } from '../service/hooks'
import { listedRooms, memberRoom, roleIn, type RoomRow, type Viewer } from './access'
import { chatMessages, chatReads, chatRooms } from './schema'
import { orderRoom, postAsMember, postToRoom, type PostedMessage } from './system'
import { chatUnreadTotal, unreadByRoom } from './unread'
import { selectMessages, toChatMessage } from './wire'

/** written before the first message of staff in a room, so both sides see that the platform stepped in */
const STAFF_JOINED = copy('chat.staffJoined')

/** Room heads of `rooms` as `viewer` sees them, in the order given (rooms the viewer may not see are left out). */
async function roomSummaries(db: Db, rooms: RoomRow[], viewer: Viewer, lang: Lang): Promise<RoomSummary[]> {
  if (rooms.length === 0) return []
  const ids = rooms.map((r) => r.id)
  const orderIds = rooms.flatMap((r) => (r.orderId === null ? [] : [r.orderId]))
  const lastIds = rooms.flatMap((r) => (r.lastMessageId === null ? [] : [r.lastMessageId]))
  const presaleIds = rooms.filter((r) => r.kind === 'presale').map((r) => r.id)
  const [cards, people, orderRows, lastRows, unread, followers] = await Promise.all([
    loadGoodsSummaries(db, rooms.map((r) => r.goodsId), lang),
    db
      .select({ id: users.id, nickname: users.nickname, avatar: users.avatar })
      .from(users)
      .where(inArray(users.id, [...new Set(rooms.flatMap((r) => [r.buyerId, r.sellerId]))])),
    orderIds.length
      ? db.select({ id: orders.id, orderNo: orders.orderNo, status: orders.status }).from(orders).where(inArray(orders.id, orderIds))
      : [],
    lastIds.length ? selectMessages(db).where(inArray(chatMessages.id, lastIds)) : [],
    unreadByRoom(db, viewer.userId, inArray(chatRooms.id, ids)),
    presaleIds.length
      ? db
          .select({ presaleRoomId: chatRooms.presaleRoomId, id: sql<number>`max(${chatRooms.id})`.mapWith(Number) })
          .from(chatRooms)
          .where(inArray(chatRooms.presaleRoomId, presaleIds))
          .groupBy(chatRooms.presaleRoomId)
      : [],
  ])
  const party = new Map(people.map((p): [number, RoomParty] => [p.id, p]))
  const orderOf = new Map(orderRows.map((o) => [o.id, o]))
  const lastOf = new Map(lastRows.map((m) => [m.id, m]))
  const followerOf = new Map(followers.map((f) => [f.presaleRoomId, f.id]))
  return rooms.flatMap((r): RoomSummary[] => {
    const myRole = roleIn(r, viewer)
    const card = cards.get(r.goodsId)
    const buyer = party.get(r.buyerId)
    const seller = party.get(r.sellerId)
    if (!myRole || !card || !buyer || !seller) return []
    const order = r.orderId === null ? undefined : orderOf.get(r.orderId)
    const last = r.lastMessageId === null ? undefined : lastOf.get(r.lastMessageId)
    return [
      {
        id: r.id,
        kind: r.kind === 'order' ? 'order' : 'presale',
        orderId: r.orderId,
        orderNo: order?.orderNo ?? null,
        orderStatus: order?.status ?? null,
        goods: { id: card.id, title: card.title, cover: card.cover, price: card.price },
        buyer,
        seller,
        myRole,
        lastMessage: last ? toChatMessage(last, lang) : null,
        unread: unread.get(r.id) ?? 0,
        presaleRoomId: r.presaleRoomId,
        orderRoomId: followerOf.get(r.id) ?? null,
        updatedAt: r.updatedAt.toISOString(),
      },
    ]
  })
}

async function summaryOf(db: Db, room: RoomRow, viewer: Viewer, lang: Lang): Promise<RoomSummary> {
  const [summary] = await roomSummaries(db, [room], viewer, lang)
  if (!summary) throw new AppError(404, 'roomNotFound')
  return summary
}

/** GET /need/chat/rooms: newest activity first. */
export async function listRooms(
  ctx: Ctx,
  viewer: Viewer,
  q: { pageNum: number; pageSize: number },
  lang: Lang,
): Promise<Page<RoomSummary>> {
  const where = listedRooms(viewer)
  const [rows, [{ total }]] = await Promise.all([
    ctx.db
      .select()
      .from(chatRooms)
      .where(where)
      .orderBy(desc(chatRooms.updatedAt), desc(chatRooms.id))
      .limit(q.pageSize)
      .offset((q.pageNum - 1) * q.pageSize),
    ctx.db.select({ total: count() }).from(chatRooms).where(where),
  ])
  return { rows: await roomSummaries(ctx.db, rows, viewer, lang), total: Number(total) }
}

/** GET /need/chat/room/{id} */
export async function getRoom(ctx: Ctx, viewer: Viewer, roomId: number, lang: Lang): Promise<RoomSummary> {
  const { room } = await memberRoom(ctx.db, viewer, roomId)
  return summaryOf(ctx.db, room, viewer, lang)
}

/**
 * GET /need/chat/order/{orderId}/room: the order's room for its buyer, seller or staff, opened here for a paid
 * order that has none yet (orders paid before rooms existed). 404 for others, and for orders never paid.
 */
export async function orderRoomOf(ctx: Ctx, viewer: Viewer, orderId: number, lang: Lang): Promise<RoomSummary> {
  const [order] = await ctx.db
    .select({ id: orders.id, goodsId: orders.goodsId, buyerId: orders.buyerId, sellerId: orders.sellerId, paidAt: orders.paidAt })
    .from(orders)
    .where(eq(orders.id, orderId))
  if (!order || !roleIn(order, viewer)) throw new AppError(404, 'orderNotFound')
  if (!order.paidAt) throw new AppError(404, 'chatRoomNotOpen')
  // orderRoom is safe against a concurrent first open on its own (the unique order key), so no transaction
  return summaryOf(ctx.db, await orderRoom(ctx.db, order), viewer, lang)
}

/** GET /need/chat/room/{id}/messages (see ChatHistory in contract/trade.ts) */
export async function history(
  ctx: Ctx,
  viewer: Viewer,
  roomId: number,
  q: { after?: number; before?: number; limit: number },
  lang: Lang,
): Promise<ChatHistory> {
  if (q.after !== undefined && q.before !== undefined) throw new AppError(400, 'chatCursorsBoth')
  await memberRoom(ctx.db, viewer, roomId)
  const inRoom = eq(chatMessages.roomId, roomId)
  let rows
  let hasMore: boolean
  if (q.after !== undefined) {
    rows = await selectMessages(ctx.db).where(and(inRoom, gt(chatMessages.id, q.after))).orderBy(asc(chatMessages.id)).limit(q.limit)
    const firstId = rows.length ? rows[0].id : q.after + 1
    const [older] = await ctx.db
      .select({ id: chatMessages.id })
      .from(chatMessages)
      .where(and(inRoom, lt(chatMessages.id, firstId)))
      .limit(1)
    hasMore = older !== undefined
  } else {
    const newestFirst = await selectMessages(ctx.db)
      .where(q.before === undefined ? inRoom : and(inRoom, lt(chatMessages.id, q.before)))
      .orderBy(desc(chatMessages.id))
      .limit(q.limit + 1)
    hasMore = newestFirst.length > q.limit
    rows = newestFirst.slice(0, q.limit).reverse()
  }
  return { rows: rows.map((r) => toChatMessage(r, lang)), hasMore }
}

/**
 * POST /need/chat/room/{id}/messages. A text is stored masked (contract/contact-mask.ts) and the answer names
 * what was masked; an image must be an upload of the sender. A buyer's or seller's message is one statement
 * (system.ts postAsMember: membership, rate limit, store and announce); staff's first message in a room is
 * preceded by a system message, in one transaction holding the room's row lock so two staff members do not both
 * write it. The message is checked before the room: a bad one is a 400 whoever sends it.
 */
export async function postMessage(ctx: Ctx, viewer: Viewer, roomId: number, input: ChatPostInput, lang: Lang): Promise<ChatPostResult> {
  const text = input.text.trim()
  // zero-width, bidi and variation characters alone show an empty bubble
  if (!hasVisibleText(text)) throw new AppError(400, 'chatTextEmpty')
  if ([...text].length > CHAT_TEXT_MAX) throw new AppError(400, 'chatTextTooLong', { max: CHAT_TEXT_MAX })
  if (input.kind === 'image') await assertOwnImages(ctx.db, viewer.userId, [text])
  const masked = input.kind === 'text' ? maskContacts(text) : { text, kinds: [] }
  const message = { kind: input.kind, body: masked.text, masked: masked.kinds.length > 0 }
  const limit = { key: 'chat:' + viewer.userId, windowSeconds: 60, max: ctx.config.limits.chatPostsPerMinute }
  let row: PostedMessage
  if (!isStaff(viewer.role)) {
    const posted = await postAsMember(ctx.db, roomId, viewer.userId, message, limit)
    if (!posted.role) throw new AppError(404, 'roomNotFound')
    refuseOver(posted.hit, limit.max, 'chatRateLimited')
    row = posted.message!
    // customer service's clock: a user waiting in a room staff have been in
    await memberWrote(ctx.db, roomId, row.createdAt)
  } else {
    const { role } = await memberRoom(ctx.db, viewer, roomId)
    await limitOrThrow(ctx.db, limit.key, limit.windowSeconds, limit.max, 'chatRateLimited')
    const sent = { ...message, senderId: viewer.userId, senderRole: role }
    row =
      role !== 'staff'
        ? await postToRoom(ctx.db, roomId, sent)
        : await ctx.db.transaction(async (tx) => {
            const now = new Date()
            const { room } = await memberRoom(tx, viewer, roomId, true)
            const [before] = await tx
              .select({ id: chatMessages.id })
              .from(chatMessages)
              .where(and(eq(chatMessages.roomId, roomId), eq(chatMessages.senderRole, 'staff')))
              .limit(1)
            if (!before) await postToRoom(tx, roomId, { kind: 'system', senderId: null, senderRole: 'system', body: zhLine(STAFF_JOINED), copy: STAFF_JOINED }, now)
            await staffWrote(tx, room, viewer.userId, now)
            return postToRoom(tx, roomId, sent, now)
          })
  }
  return { message: toChatMessage(row, lang), maskedKinds: masked.kinds }
}

/** POST /need/chat/room/{id}/read: never moves back, never past the room's last message; answers my unread total. */
export async function markRead(ctx: Ctx, viewer: Viewer, roomId: number, lastId: number): Promise<ChatUnread> {
  const { room } = await memberRoom(ctx.db, viewer, roomId)
  const upTo = Math.min(lastId, room.lastMessageId ?? 0)
  if (upTo > 0) {
    await ctx.db
      .insert(chatReads)
      .values({ roomId, userId: viewer.userId, lastReadId: upTo })
      .onConflictDoUpdate({
        target: [chatReads.roomId, chatReads.userId],
        set: { lastReadId: sql`greatest(${chatReads.lastReadId}, excluded.last_read_id)` },
      })
  }
  return unreadTotal(ctx, viewer)
}

/** GET /need/chat/unread */
export async function unreadTotal(ctx: Ctx, viewer: Viewer): Promise<ChatUnread> {
  return { total: await chatUnreadTotal(ctx.db, viewer) }
}

/**
 * POST /need/chat/presale: my 咨询 room on a listing, reopened if I asked before (whatever the listing's status
 * now); a new one only on a listing on sale, never on my own.
 */
export async function openPresale(ctx: Ctx, viewer: Viewer, goodsId: number, lang: Lang): Promise<RoomSummary> {
  const [listing] = await ctx.db.select({ id: goods.id, sellerId: goods.sellerId, status: goods.status }).from(goods).where(eq(goods.id, goodsId))
  if (!listing) throw new AppError(404, 'goodsNotFound')
  if (listing.sellerId === viewer.userId) throw new AppError(400, 'chatPresaleOwn')
  const mine = and(eq(chatRooms.kind, 'presale'), eq(chatRooms.goodsId, goodsId), eq(chatRooms.buyerId, viewer.userId))
  let [room] = await ctx.db.select().from(chatRooms).where(mine)
  if (!room) {
    if (listing.status !== 'on_sale') throw new AppError(404, 'goodsNotFound')
    try {
      ;[room] = await ctx.db
        .insert(chatRooms)
        .values({ kind: 'presale', goodsId, buyerId: viewer.userId, sellerId: listing.sellerId })
        .returning()
    } catch (err) {
      // the same buyer asked twice at once: the other request made the room
      if (!isUniqueViolation(err, 'chat_rooms_presale_key')) throw err
      ;[room] = await ctx.db.select().from(chatRooms).where(mine)
    }
  }
  return summaryOf(ctx.db, room, viewer, lang)
}
