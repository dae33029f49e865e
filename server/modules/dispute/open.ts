/**
 * What other modules ask about open disputes. While an order has one, the order waits for its outcome: the buyer
 * cannot confirm receipt nor ask for a refund beside it, and the auto-complete job passes it by. Callers hold the
 * order row locked (opening a dispute locks it too), so an answer cannot go stale before their commit.
 */
import { and, eq, inArray, sql } from 'drizzle-orm'
import type { DisputeStatus } from '../../../contract/trade'
import type { Db } from '../../db/client'
import { orders } from '../order/schema'
import { AppError } from '../../lib/errors'
import { disputes } from './schema'

/** the statuses the partial unique index disputes_one_open_per_order counts as open */
export const OPEN_STATUSES: DisputeStatus[] = ['awaiting_seller', 'answered', 'with_staff']

/** SQL condition on `orders`: the order has no open dispute (the auto-complete job's filter). */
export const noOpenDispute = sql`not exists (select 1 from ${disputes} where ${disputes.orderId} = ${orders.id} and ${inArray(disputes.status, OPEN_STATUSES)})`

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
