/**
 * The order of an accepted offer: the normal escrow order (order/open.ts openOrder, through the caller's `check`),
 * priced at the agreed amount read here from the offer, never from the client. The listing is already held for
 * this buyer (holdForOffer), so instead of reserving it the offer moves accepted -> ordered in the same
 * transaction: one conditional update, behind it the orders' one-active-order-per-listing index.
 */
import { and, eq } from 'drizzle-orm'
import type { Ctx } from '../../context'
import type { Db } from '../../db/client'
import { AppError, isUniqueViolation } from '../../lib/errors'
import { BLOCK_ERRORS, blockOf, loadListing, type Listing } from '../order/open'
import type { OrderRow } from '../order/rows'
import { offers } from './schema'

/** The offer's agreed price when `userId` may order `goodsId` on it now, else null. */
export async function agreedPrice(db: Db, userId: number, offerId: number, goodsId: number, now = new Date()): Promise<number | null> {
  const [o] = await db
    .select({ amount: offers.amount, holdUntil: offers.holdUntil })
    .from(offers)
    .where(and(eq(offers.id, offerId), eq(offers.buyerId, userId), eq(offers.goodsId, goodsId), eq(offers.status, 'accepted')))
  return o && o.holdUntil && o.holdUntil > now ? o.amount : null
}

/** Answers the order's id (the offer's listing must be `goodsId`: the client names both). */
export async function orderOnOffer(
  ctx: Ctx,
  userId: number,
  offerId: number,
  goodsId: number,
  check: (tx: Db, listing: Listing, now: Date) => Promise<OrderRow>,
): Promise<number> {
  try {
    return await ctx.db.transaction(async (tx) => {
      const now = new Date()
      // listing first, then the offer: the lock order of offer/service.ts
      const listing = await loadListing(tx, goodsId, true)
      const [o] = await tx
        .select()
        .from(offers)
        .where(and(eq(offers.id, offerId), eq(offers.buyerId, userId), eq(offers.goodsId, goodsId)))
        .for('update')
      if (!o || o.status !== 'accepted' || !o.holdUntil || o.holdUntil <= now || listing.status !== 'reserved') {
        throw new AppError(409, 'offerNotPayable')
      }
      const block = await blockOf(tx, userId, { ...listing, status: 'on_sale' })
      if (block) throw BLOCK_ERRORS[block]
      const order = await check(tx, { ...listing, price: o.amount }, now)
      const moved = await tx
        .update(offers)
        .set({ status: 'ordered', orderId: order.id, updatedAt: now })
        .where(and(eq(offers.id, o.id), eq(offers.status, 'accepted')))
        .returning({ id: offers.id })
      if (moved.length === 0) throw new AppError(409, 'offerNotPayable')
      return order.id
    })
  } catch (err) {
    if (isUniqueViolation(err, 'orders_one_active_per_goods')) throw new AppError(409, 'goodsUnavailable')
    throw err
  }
}
