/**
 * The order row as every module reads it, and the lock every state change of an order starts from. A leaf of the
 * order module (it imports no other module), so payment, dispute, handover and recycling can read and lock orders
 * without importing the order lifecycle.
 */
import { eq } from 'drizzle-orm'
import type { OrderStatus } from '../../../contract/orders'
import type { Db } from '../../db/client'
import { orderEvents, orders } from './schema'
import { copyColumns, zhLine, type Copy } from '../../lib/copy'

export type OrderRow = typeof orders.$inferSelect

/** The order row, locked until the end of the transaction (every state change starts here). */
export async function lockOrder(tx: Db, id: number): Promise<OrderRow | undefined> {
  const [row] = await tx.select().from(orders).where(eq(orders.id, id)).for('update')
  return row
}

/**
 * One entry of the order's timeline (what buyer and seller read on the order page): its note is copy (rendered in
 * the reader's language, lib/copy.ts) or text as written (a reason the buyer typed); the note column holds zh-CN.
 */
export async function addEvent(tx: Db, orderId: number, status: OrderStatus, note: string | Copy | null, at: Date): Promise<void> {
  const text = note === null || typeof note === 'string' ? note : zhLine(note)
  const copy = note === null || typeof note === 'string' ? null : note
  await tx.insert(orderEvents).values({ orderId, status, note: text, ...copyColumns(copy), at })
}

const HOUR_MS = 3600_000

/** How long a rental order's period lasts, from its unit and quantity. */
export function rentalMs(order: Pick<OrderRow, 'rentUnit' | 'rentQuantity'>): number {
  return (order.rentQuantity ?? 0) * (order.rentUnit === 'day' ? 24 : 1) * HOUR_MS
}
