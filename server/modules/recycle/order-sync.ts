/**
 * What an escrow order does to its recycling request: subscribers of the order's transitions that end or complete
 * it (order/machine.ts), inside the same transaction and with the order row locked, so a request never disagrees
 * with its order:
 *   cancelled (unpaid or expired) -> the listing goes off the shelf (kept for the next acceptance), the request
 *                                    opens again, the accepted quote lapses, the seller is told
 *   completed                     -> the request is completed
 *   refunded                      -> the request is cancelled
 */
import { and, eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { recycleQuotes, recycleRequests } from './schema'
import { copy } from '../../lib/copy'
import { notify } from '../inbox/notify'
import { takeOffShelf } from '../goods/state'
import { onOrder, type OrderTransition } from '../order/machine'
import { cancelReasonLine } from '../order/reasons'
import type { OrderRow } from '../order/rows'
import { quotesLink } from './links'

export type RecycleOrderChange = 'cancelled' | 'completed' | 'refunded'

/** Applies the change to the order's request; false when the order is not a recycling one (nothing done). */
export async function recycleOrderChanged(tx: Db, order: OrderRow, change: RecycleOrderChange, now: Date): Promise<boolean> {
  const [request] = await tx.select().from(recycleRequests).where(eq(recycleRequests.orderId, order.id)).for('update')
  if (!request) return false
  const accepted = and(eq(recycleRequests.id, request.id), eq(recycleRequests.status, 'accepted'))

  if (change === 'completed') {
    await tx.update(recycleRequests).set({ status: 'completed', completedAt: now, updatedAt: now }).where(accepted)
    return true
  }
  if (change === 'refunded') {
    await tx.update(recycleRequests).set({ status: 'cancelled', cancelledAt: now, updatedAt: now }).where(accepted)
    return true
  }

  await takeOffShelf(tx, order.goodsId, now)
  const [reopened] = await tx
    .update(recycleRequests)
    .set({ status: 'open', acceptedQuoteId: null, orderId: null, updatedAt: now })
    .where(accepted)
    .returning({ id: recycleRequests.id })
  if (!reopened) return true
  if (request.acceptedQuoteId !== null) {
    await tx
      .update(recycleQuotes)
      // the quote keeps the time it was priced (see accept.ts)
      .set({ status: 'lapsed' })
      .where(and(eq(recycleQuotes.id, request.acceptedQuoteId), eq(recycleQuotes.status, 'accepted')))
  }
  await notify(tx, request.sellerId, {
    kind: 'recycle',
    copy: copy('recycle.request.reopened', {
      requestNo: request.requestNo,
      title: request.title,
      orderNo: order.orderNo,
      reason: cancelReasonLine(order),
    }),
    link: quotesLink(request.id),
  })
  return true
}

const sync = (change: RecycleOrderChange) => async ({ tx, order, now, facts }: OrderTransition) => {
  if (await recycleOrderChanged(tx, order, change, now)) facts.recycled = true
}
onOrder('order.cancelled', sync('cancelled'))
onOrder('order.completed', sync('completed'))
onOrder('order.refunded', sync('refunded'))
