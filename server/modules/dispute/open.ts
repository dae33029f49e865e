/**
 * What other modules ask about open disputes. While an order has one, the order waits for its outcome: the buyer
 * cannot confirm receipt nor ask for a refund beside it, and the auto-complete job passes it by. Callers hold the
 * order row locked (opening a dispute locks it too), so an answer cannot go stale before their commit.
 */
import { and, eq, gt, inArray, sql } from 'drizzle-orm'
import type { DisputeStatus } from '../../../contract/trade'
import type { Db } from '../../db/client'
import { orders } from '../order/schema'
import { AppError } from '../../lib/errors'
import { disputes } from './schema'

/** the statuses the partial unique index disputes_one_open_per_order counts as open */
export const OPEN_STATUSES: DisputeStatus[] = ['awaiting_seller', 'answered', 'with_staff']

/** SQL condition on `orders`: the order has no open dispute (the auto-complete job's filter). */
export const noOpenDispute = sql`not exists (select 1 from ${disputes} where ${disputes.orderId} = ${orders.id} and ${inArray(disputes.status, OPEN_STATUSES)})`

/** SQL condition on `orders`: a dispute on the order waits for the seller's answer. */
export const disputeWaitsForSeller = sql`exists (select 1 from ${disputes} where ${disputes.orderId} = ${orders.id} and ${disputes.status} = 'awaiting_seller')`

export async function hasOpenDispute(tx: Pick<Db, 'select'>, orderId: number): Promise<boolean> {
  const rows = await tx
    .select({ id: disputes.id })
    .from(disputes)
    .where(and(eq(disputes.orderId, orderId), inArray(disputes.status, OPEN_STATUSES)))
    .limit(1)
  return rows.length > 0
}

/** 409 while the order has an open dispute. */
export async function assertNoOpenDispute(tx: Pick<Db, 'select'>, orderId: number): Promise<void> {
  if (await hasOpenDispute(tx, orderId)) throw new AppError(409, 'disputeBlocksOrder')
}

/** Money an open dispute holds from the seller's wallet (a dispute on a completed order). */
export interface DisputeHold {
  orderId: number
  orderNo: string
  amount: number
}

/** The seller's open disputes that hold wallet money (their sum is the disputes' part of wallet_held), oldest first. */
export async function sellerDisputeHolds(db: Pick<Db, 'select'>, sellerId: number): Promise<DisputeHold[]> {
  return db
    .select({ orderId: orders.id, orderNo: orders.orderNo, amount: disputes.heldAmount })
    .from(disputes)
    .innerJoin(orders, eq(orders.id, disputes.orderId))
    .where(and(eq(disputes.sellerId, sellerId), inArray(disputes.status, OPEN_STATUSES), gt(disputes.heldAmount, 0)))
    .orderBy(disputes.id)
}

/** The disputes of one order, oldest first (the order's money timeline: what froze it, until when, how it ended). */
export async function disputesOfOrder(db: Pick<Db, 'select'>, orderId: number) {
  return db
    .select({
      type: disputes.type,
      status: disputes.status,
      outcome: disputes.outcome,
      heldAmount: disputes.heldAmount,
      sellerDeadline: disputes.sellerDeadline,
      createdAt: disputes.createdAt,
      decidedAt: disputes.decidedAt,
    })
    .from(disputes)
    .where(eq(disputes.orderId, orderId))
    .orderBy(disputes.id)
}
