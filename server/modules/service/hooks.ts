/**
 * What the chat and dispute modules call, inside their own transaction, at the moments a case's clock moves: a
 * dispute goes to staff (its case and its room's open), a member writes in a room staff have been in (the wait
 * starts), staff write (the first answer, the wait ends; a room without an open case gets one staff started), a
 * dispute ends (its cases close). Each is one or two statements on service_cases, which only this module writes.
 */
import { and, eq, isNull, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { chatRooms } from '../chat/schema'
import { disputes } from '../dispute/schema'
import { serviceCases } from './schema'

const open = isNull(serviceCases.closedAt)

async function roomOfOrder(tx: Db, orderId: number): Promise<number | null> {
  const [room] = await tx.select({ id: chatRooms.id }).from(chatRooms).where(eq(chatRooms.orderId, orderId))
  return room?.id ?? null
}

/** A dispute went to staff (asked by a party, by the deadline, or an appeal): its case and its room's open now. */
export async function disputeNeedsStaff(tx: Db, disputeId: number, orderId: number, now: Date): Promise<void> {
  await tx
    .insert(serviceCases)
    .values({ kind: 'dispute', refId: disputeId, origin: 'dispute', openedAt: now, waitingSince: now })
    .onConflictDoNothing()
  const roomId = await roomOfOrder(tx, orderId)
  if (roomId === null) return
  const [touched] = await tx
    .update(serviceCases)
    .set({ waitingSince: sql`coalesce(${serviceCases.waitingSince}, ${now.toISOString()}::timestamptz)` })
    .where(and(eq(serviceCases.kind, 'room'), eq(serviceCases.refId, roomId), open))
    .returning({ id: serviceCases.id })
  if (!touched) {
    await tx.insert(serviceCases).values({ kind: 'room', refId: roomId, origin: 'dispute', openedAt: now, waitingSince: now }).onConflictDoNothing()
  }
}

/**
 * A dispute ended (decided, withdrawn): its case closes, and its room's case when the dispute opened it. A staff
 * decision is an answer: a case nobody answered before gets it as its first answer.
 */
export async function disputeSettled(tx: Db, disputeId: number, orderId: number, now: Date, staffId: number | null): Promise<void> {
  const at = now.toISOString()
  await tx
    .update(serviceCases)
    .set({
      closedAt: now,
      waitingSince: null,
      ...(staffId === null
        ? {}
        : {
            firstAnswerAt: sql`coalesce(${serviceCases.firstAnswerAt}, ${at}::timestamptz)`,
            holderId: sql`coalesce(${serviceCases.holderId}, ${staffId}::int)`,
            claimedAt: sql`coalesce(${serviceCases.claimedAt}, ${at}::timestamptz)`,
          }),
    })
    .where(and(eq(serviceCases.kind, 'dispute'), eq(serviceCases.refId, disputeId), open))
  const roomId = await roomOfOrder(tx, orderId)
  if (roomId === null) return
  await tx
    .update(serviceCases)
    .set({ closedAt: now, waitingSince: null })
    .where(and(eq(serviceCases.kind, 'room'), eq(serviceCases.refId, roomId), eq(serviceCases.origin, 'dispute'), open))
}

/**
 * A buyer or seller wrote in a room (one statement, on chat's hot path): the open case's wait starts unless it
 * already runs; a room staff have been in before but whose case was closed gets a new one (origin user). Rooms
 * staff never touched have no case and stay without one.
 */
export async function memberWrote(db: Db, roomId: number, at: Date): Promise<void> {
  const t = at.toISOString()
  await db.execute(sql`
    with touched as (
      update ${serviceCases} set waiting_since = coalesce(waiting_since, ${t}::timestamptz)
      where kind = 'room' and ref_id = ${roomId}::int and closed_at is null
      returning id
    )
    insert into ${serviceCases} (kind, ref_id, origin, opened_at, waiting_since)
    select 'room', ${roomId}::int, 'user', ${t}::timestamptz, ${t}::timestamptz
    where not exists (select from touched)
      and exists (select from ${serviceCases} where kind = 'room' and ref_id = ${roomId}::int)
    on conflict (kind, ref_id) where closed_at is null do nothing`)
}

/**
 * Staff wrote in a room (inside chat's transaction, holding the room's lock): the room's open case is answered
 * (its first answer if none, the wait over; nobody's case becomes the writer's), or one opens that staff started;
 * an open dispute case of the room's order is answered too.
 */
export async function staffWrote(tx: Db, room: { id: number; orderId: number | null }, staffId: number, now: Date): Promise<void> {
  const at = sql`${now.toISOString()}::timestamptz`
  const answered = {
    firstAnswerAt: sql`coalesce(${serviceCases.firstAnswerAt}, ${at})`,
    waitingSince: null,
  }
  const [touched] = await tx
    .update(serviceCases)
    .set({
      ...answered,
      holderId: sql`coalesce(${serviceCases.holderId}, ${staffId}::int)`,
      claimedAt: sql`case when ${serviceCases.holderId} is null then ${at} else ${serviceCases.claimedAt} end`,
    })
    .where(and(eq(serviceCases.kind, 'room'), eq(serviceCases.refId, room.id), open))
    .returning({ id: serviceCases.id })
  if (!touched) {
    await tx
      .insert(serviceCases)
      .values({ kind: 'room', refId: room.id, origin: 'staff', openedAt: now, firstAnswerAt: now, holderId: staffId, claimedAt: now })
      .onConflictDoNothing()
  }
  if (room.orderId !== null) {
    await tx
      .update(serviceCases)
      .set(answered)
      .where(
        and(
          eq(serviceCases.kind, 'dispute'),
          open,
          sql`${serviceCases.refId} in (select ${disputes.id} from ${disputes} where ${disputes.orderId} = ${room.orderId}::int)`,
        ),
      )
  }
}
