/**
 * Call-back (回电) requests: a buyer or seller asks from the trade room to be called today or tomorrow within a
 * window inside service hours (China time). One open request per user and room (partial unique index); staff see
 * the open ones in their queue, soonest window first, and mark them done. A bad window gets a clear 400 and
 * stores nothing.
 */
import { and, asc, count, desc, eq, inArray, type SQL } from 'drizzle-orm'
import {
  CALLBACK_NOTE_MAX,
  clockMinutes,
  type CallbackInput,
  type CallbackQueueRow,
  type CallbackRequest,
  type CallbackStatus,
} from '../../../contract/customer-service'
import type { Page } from '../../../contract/types'
import type { Ctx } from '../../context'
import type { Db } from '../../db/client'
import type { AuthInfo } from '../../lib/auth'
import { AppError, isUniqueViolation } from '../../lib/errors'
import { memberRoom } from '../chat/access'
import { chatRooms } from '../chat/schema'
import { orders } from '../order/schema'
import { users } from '../user/schema'
import { chinaClock } from './hours'
import { serviceCallbacks } from './schema'

type Row = typeof serviceCallbacks.$inferSelect

const toRequest = (r: Row): CallbackRequest => ({
  id: r.id,
  roomId: r.roomId,
  status: r.status,
  windowStart: r.windowStart.toISOString(),
  windowEnd: r.windowEnd.toISOString(),
  note: r.note,
  createdAt: r.createdAt.toISOString(),
  doneAt: r.doneAt ? r.doneAt.toISOString() : null,
})

/** the window as instants, or the 400 that says what is wrong with it */
export function callbackWindow(ctx: Pick<Ctx, 'config'>, input: Pick<CallbackInput, 'day' | 'from' | 'to'>, now: Date): { start: Date; end: Date } {
  const from = clockMinutes(input.from)
  const to = clockMinutes(input.to)
  if (from === null || to === null) throw new AppError(400, 'serviceCallbackTime')
  if (from >= to) throw new AppError(400, 'serviceCallbackOrder')
  const h = ctx.config.service.hours
  if (from < h.start || to > h.end) throw new AppError(400, 'serviceCallbackHours', { hours: h.text })
  const day = input.day === 'tomorrow' ? 1 : 0
  const start = chinaClock(now, day, from)
  const end = chinaClock(now, day, to)
  if (end.getTime() <= now.getTime()) throw new AppError(400, 'serviceCallbackPast')
  return { start, end }
}

/** POST /need/service/callback: the caller must be the room's buyer or seller */
export async function requestCallback(ctx: Pick<Ctx, 'db' | 'config'>, auth: Pick<AuthInfo, 'userId' | 'role'>, input: CallbackInput, now = new Date()): Promise<CallbackRequest> {
  const note = input.note?.trim() || null
  if (note !== null && [...note].length > CALLBACK_NOTE_MAX) throw new AppError(400, 'serviceCallbackNote', { max: CALLBACK_NOTE_MAX })
  const { start, end } = callbackWindow(ctx, input, now)
  const { role } = await memberRoom(ctx.db, auth, input.roomId)
  if (role === 'staff') throw new AppError(403, 'serviceCallbackMembersOnly')
  try {
    const [row] = await ctx.db
      .insert(serviceCallbacks)
      .values({ userId: auth.userId, roomId: input.roomId, windowStart: start, windowEnd: end, note, createdAt: now })
      .returning()
    return toRequest(row)
  } catch (err) {
    if (isUniqueViolation(err, 'service_callbacks_one_open')) throw new AppError(409, 'serviceCallbackOpen')
    throw err
  }
}

/** GET /need/service/callbacks: the caller's own requests (of one room), newest first */
export async function myCallbacks(db: Db, userId: number, roomId?: number): Promise<CallbackRequest[]> {
  const conds: SQL[] = [eq(serviceCallbacks.userId, userId)]
  if (roomId !== undefined) conds.push(eq(serviceCallbacks.roomId, roomId))
  const rows = await db.select().from(serviceCallbacks).where(and(...conds)).orderBy(desc(serviceCallbacks.id)).limit(20)
  return rows.map(toRequest)
}

/** POST /need/service/callback/{id}/cancel: the caller's own open request (others': 404) */
export async function cancelCallback(db: Db, userId: number, id: number): Promise<CallbackRequest> {
  const [row] = await db
    .update(serviceCallbacks)
    .set({ status: 'cancelled' })
    .where(and(eq(serviceCallbacks.id, id), eq(serviceCallbacks.userId, userId), eq(serviceCallbacks.status, 'open')))
    .returning()
  if (row) return toRequest(row)
  const [mine] = await db.select({ id: serviceCallbacks.id }).from(serviceCallbacks).where(and(eq(serviceCallbacks.id, id), eq(serviceCallbacks.userId, userId)))
  throw mine ? new AppError(409, 'serviceCallbackNotOpen') : new AppError(404, 'serviceCallbackNotFound')
}

async function queueRows(db: Db, rows: Row[]): Promise<CallbackQueueRow[]> {
  if (rows.length === 0) return []
  const ids = [...new Set(rows.flatMap((r) => [r.userId, ...(r.doneBy === null ? [] : [r.doneBy])]))]
  const [people, rooms] = await Promise.all([
    db.select({ id: users.id, nickname: users.nickname, phone: users.phone }).from(users).where(inArray(users.id, ids)),
    db
      .select({ id: chatRooms.id, orderId: chatRooms.orderId, orderNo: orders.orderNo })
      .from(chatRooms)
      .leftJoin(orders, eq(orders.id, chatRooms.orderId))
      .where(inArray(chatRooms.id, [...new Set(rows.map((r) => r.roomId))])),
  ])
  const person = new Map(people.map((p) => [p.id, p]))
  const room = new Map(rooms.map((r) => [r.id, r]))
  return rows.map((r) => {
    const u = person.get(r.userId)
    const done = r.doneBy === null ? undefined : person.get(r.doneBy)
    return {
      ...toRequest(r),
      user: { id: r.userId, nickname: u?.nickname ?? '', phone: u?.phone ?? null },
      orderId: room.get(r.roomId)?.orderId ?? null,
      orderNo: room.get(r.roomId)?.orderNo ?? null,
      doneBy: done ? { id: done.id, nickname: done.nickname } : null,
    }
  })
}

/** GET /admin/service/callbacks: open ones soonest window first; others newest first */
export async function callbackQueue(db: Db, q: { status: CallbackStatus; pageNum: number; pageSize: number }): Promise<Page<CallbackQueueRow>> {
  const where = eq(serviceCallbacks.status, q.status)
  const order = q.status === 'open' ? [asc(serviceCallbacks.windowStart), asc(serviceCallbacks.id)] : [desc(serviceCallbacks.id)]
  const [rows, [{ n }]] = await Promise.all([
    db
      .select()
      .from(serviceCallbacks)
      .where(where)
      .orderBy(...order)
      .limit(q.pageSize)
      .offset((q.pageNum - 1) * q.pageSize),
    db.select({ n: count() }).from(serviceCallbacks).where(where),
  ])
  return { rows: await queueRows(db, rows), total: Number(n) }
}

/** POST /admin/service/callback/{id}/done: once (409 after) */
export async function markCallbackDone(db: Db, staffId: number, id: number, now = new Date()): Promise<CallbackQueueRow> {
  const [row] = await db
    .update(serviceCallbacks)
    .set({ status: 'done', doneAt: now, doneBy: staffId })
    .where(and(eq(serviceCallbacks.id, id), eq(serviceCallbacks.status, 'open')))
    .returning()
  if (!row) {
    const [any] = await db.select({ id: serviceCallbacks.id }).from(serviceCallbacks).where(eq(serviceCallbacks.id, id))
    throw any ? new AppError(409, 'serviceCallbackNotOpen') : new AppError(404, 'serviceCallbackNotFound')
  }
  return (await queueRows(db, [row]))[0]
}
