/**
 * The order row as every module reads it, and the lock every state change of an order starts from. A leaf of the
 * order module (it imports no other module), so payment, dispute, handover and recycling can read and lock orders
 * without importing the order lifecycle. The few order columns other modules move besides the status (the one
 * transition() writes) are moved here, so no module writes the orders table itself.
 */
import { and, eq, sql, type SQL } from 'drizzle-orm'
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

/** An order's row changed without a step of its own (a dispute's partial refund of a completed order). */
export async function touchOrder(tx: Db, orderId: number, now: Date): Promise<void> {
  await tx.update(orders).set({ updatedAt: now }).where(eq(orders.id, orderId))
}

/** A delivered order completes at `at` instead (a refused dispute); an order no longer delivered is left alone. */
export async function deferCompletion(tx: Db, orderId: number, at: Date | SQL, now: Date): Promise<void> {
  await tx.update(orders).set({ autoCompleteAt: at, updatedAt: now }).where(and(eq(orders.id, orderId), eq(orders.status, 'delivered')))
}

/** The handover's first confirmed step: the seller's start deadline no longer applies. */
export async function markHandoverStarted(tx: Db, orderId: number, now: Date): Promise<void> {
  await tx.update(orders).set({ handoverStartedAt: now, updatedAt: now }).where(eq(orders.id, orderId))
}

/** Wallet money taken for the order: all it owed (order/actions.ts) or a provider payment's wallet part (payment/service.ts). */
export async function addWalletPaid(tx: Db, orderId: number, amount: number, now: Date): Promise<void> {
  await tx.update(orders).set({ walletPaid: sql`${orders.walletPaid} + ${amount}`, updatedAt: now }).where(eq(orders.id, orderId))
}

const HOUR_MS = 3600_000

/** How long a rental order's period lasts, from its unit and quantity. */
export function rentalMs(order: Pick<OrderRow, 'rentUnit' | 'rentQuantity'>): number {
  return (order.rentQuantity ?? 0) * (order.rentUnit === 'day' ? 24 : 1) * HOUR_MS
}
