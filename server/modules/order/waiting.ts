/**
 * The seller's orders waiting for them (contract/orders.ts SellerWaiting): one condition per kind, asked of the
 * module that knows whose turn it is, used both by the list (GET /need/myOrder?waiting=) and by 我的's counts.
 */
import { and, count, eq, type SQL } from 'drizzle-orm'
import { SELLER_WAITING, type SellerWaiting } from '../../../contract/orders'
import type { Db } from '../../db/client'
import { disputeWaitsForSeller } from '../dispute/open'
import { handoverWaitsForSeller } from '../handover/waiting'
import { orders } from './schema'

export const SELLER_WAITS: Record<SellerWaiting, SQL> = {
  handover: handoverWaitsForSeller,
  dispute: disputeWaitsForSeller,
}

/** How many of the seller's orders wait for them, per kind. */
export async function sellerWaitingCounts(db: Pick<Db, 'select'>, sellerId: number): Promise<Record<SellerWaiting, number>> {
  const counts = await Promise.all(
    SELLER_WAITING.map((k) =>
      db
        .select({ n: count() })
        .from(orders)
        .where(and(eq(orders.sellerId, sellerId), SELLER_WAITS[k])),
    ),
  )
  return Object.fromEntries(SELLER_WAITING.map((k, i) => [k, Number(counts[i][0].n)])) as Record<SellerWaiting, number>
}
