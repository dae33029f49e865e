/**
 * Who may see a room: its buyer and its seller, and staff (customer service and admins) every room. Everyone else
 * gets 404, so room ids reveal nothing. Staff's own list holds the rooms that need them (an order whose dispute is
 * with staff, or a room staff already wrote in) besides their own.
 */
import { eq, or, sql, type SQL } from 'drizzle-orm'
import type { RoomRole } from '../../../contract/trade'
import type { Db } from '../../db/client'
import { isStaff, type AuthInfo } from '../../lib/auth'
import { AppError } from '../../lib/errors'
import { disputes } from '../dispute/schema'
import { chatMessages, chatRooms } from './schema'

export type RoomRow = typeof chatRooms.$inferSelect
export type Viewer = Pick<AuthInfo, 'userId' | 'role'>

/** The caller's place in a room, or null when they may not see it. A staff member's own trade is theirs. */
export function roleIn(room: Pick<RoomRow, 'buyerId' | 'sellerId'>, viewer: Viewer): RoomRole | null {
  if (room.buyerId === viewer.userId) return 'buyer'
  if (room.sellerId === viewer.userId) return 'seller'
  return isStaff(viewer.role) ? 'staff' : null
}

/** The room and the caller's place in it; 404 roomNotFound for a room they may not see. `lock` takes its row lock. */
export async function memberRoom(db: Db, viewer: Viewer, roomId: number, lock = false): Promise<{ room: RoomRow; role: RoomRole }> {
  const query = db.select().from(chatRooms).where(eq(chatRooms.id, roomId))
  const [room] = lock ? await query.for('update') : await query
  const role = room ? roleIn(room, viewer) : null
  if (!room || !role) throw new AppError(404, 'roomNotFound')
  return { room, role }
}

/** The rooms in the caller's list (and counted in their unread badge): a condition on chat_rooms. */
export function listedRooms(viewer: Viewer): SQL {
  const mine = or(eq(chatRooms.buyerId, viewer.userId), eq(chatRooms.sellerId, viewer.userId))!
  if (!isStaff(viewer.role)) return mine
  // both read small indexes: disputes_status_idx and the partial chat_messages_staff_idx
  return or(
    mine,
    sql`${chatRooms.orderId} in (select ${disputes.orderId} from ${disputes} where ${disputes.status} = 'with_staff')`,
    sql`${chatRooms.id} in (select ${chatMessages.roomId} from ${chatMessages} where ${chatMessages.senderRole} = 'staff')`,
  )!
}
