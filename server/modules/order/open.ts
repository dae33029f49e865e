/**
 * How an order starts: the listing a buyer may order, why they may not, and the order opened on a listing
 * reserved by one conditional update (goods/state.ts reserve) plus the partial unique index, so concurrent buyers
 * get exactly one order. Shared by a purchase, a rental (rent/service.ts) and an accepted recycling quote.
 */
import { eq } from 'drizzle-orm'
import type { OrderBlock } from '../../../contract/orders'
import type { CompensationLevel } from '../../../contract/catalogue'
import type { RentUnit } from '../../../contract/rentals'
import type { Ctx } from '../../context'
import type { Db } from '../../db/client'
import { goods } from '../goods/schema'
import { orderEvents } from './schema'
import { users } from '../user/schema'
import { AppError, isUniqueViolation } from '../../lib/errors'
import { lockForOrder } from '../coupon/service'
import { reserve } from '../goods/state'
import { humanNo } from '../../lib/human-no'
import type { OrderRow } from './rows'
import { insertOrder } from './machine'
import { announceCreated } from './notices'
import { priceOrder } from './pricing'
import type { ListingCompensation } from '../risk/fee'
import { makeContract } from '../contract/service'

/** Listings nobody but their seller may see (not yet or never public). */
const HIDDEN_GOODS = ['pending_review', 'rejected']

export type Listing = Pick<
  typeof goods.$inferSelect,
  'id' | 'sellerId' | 'gameId' | 'price' | 'compensation' | 'status' | 'title' | 'rentable' | 'rentHourPrice' | 'rentDayPrice' | 'rentMinHours'
>

/**
 * A listing a buyer may look at for ordering. `lock` (inside the order's transaction) holds the row until commit,
 * so a price change by the seller cannot slip in between pricing the order and reserving the listing.
 * Recycling listings are ordered only through an accepted quote (recycle/accept.ts), never here.
 */
export async function loadListing(db: Db, goodsId: number, lock = false): Promise<Listing> {
  const query = db
    .select({
      id: goods.id,
      sellerId: goods.sellerId,
      gameId: goods.gameId,
      price: goods.price,
      compensation: goods.compensation,
      status: goods.status,
      title: goods.title,
      channel: goods.channel,
      rentable: goods.rentable,
      rentHourPrice: goods.rentHourPrice,
      rentDayPrice: goods.rentDayPrice,
      rentMinHours: goods.rentMinHours,
    })
    .from(goods)
    .where(eq(goods.id, goodsId))
  const [g] = lock ? await query.for('update') : await query
  if (!g || HIDDEN_GOODS.includes(g.status) || g.channel !== 'consign') throw new AppError(404, 'orderGoodsNotFound')
  return g
}

/** Why `userId` may not buy `listing` now, or null. */
export async function blockOf(db: Db, userId: number, listing: Listing): Promise<OrderBlock | null> {
  const [u] = await db.select({ verifiedAt: users.verifiedAt, adult: users.adult }).from(users).where(eq(users.id, userId))
  if (!u) throw new AppError(401, 'unauthorized')
  if (!u.verifiedAt) return 'realname'
  if (u.adult !== true) return 'minor'
  if (listing.sellerId === userId) return 'own'
  if (listing.status !== 'on_sale') return 'unavailable'
  return null
}

export const BLOCK_ERRORS: Record<OrderBlock, AppError> = {
  realname: new AppError(400, 'orderRealNameRequired'),
  minor: new AppError(400, 'orderMinor'),
  own: new AppError(400, 'orderOwnGoods'),
  unavailable: new AppError(409, 'goodsUnavailable'),
}

export interface OpenOrderInput {
  /** already reserved by the caller */
  listing: Pick<Listing, 'id' | 'sellerId' | 'price'>
  buyerId: number
  compensation: CompensationLevel
  /** the listing's tiers and prices read in this transaction (risk/fee.ts listingCompensation); none: no compensation */
  offer?: ListingCompensation
  /** coupon records checked usable by the caller (checkUsable), with their amounts */
  couponId?: number | null
  couponAmount?: number
  redPacketId?: number | null
  redPacketAmount?: number
  now: Date
  /** false when the caller tells buyer and seller itself (an accepted recycling quote has its own messages) */
  announce?: boolean
  /** a rental order (contract/rentals.ts): `listing.price` is then the rent, unit price x quantity */
  rental?: { unit: RentUnit; quantity: number }
}

/**
 * Opens the order on a listing the caller has reserved in `tx`: prices it, inserts it with its first event, locks
 * its coupons and tells buyer and seller. Shared by a purchase (createOrder), a rental (rent/service.ts) and an
 * accepted recycling quote.
 */
export async function openOrder(tx: Db, ctx: Pick<Ctx, 'config'>, input: OpenOrderInput): Promise<OrderRow> {
  const { listing, buyerId, now } = input
  const price = priceOrder(ctx.config, {
    price: listing.price,
    compensation: input.compensation,
    offer: input.offer,
    couponAmount: input.couponAmount ?? 0,
    redPacketAmount: input.redPacketAmount ?? 0,
  })
  const order = await insertOrder(tx, {
    orderNo: humanNo('O', now),
    goodsId: listing.id,
    buyerId,
    sellerId: listing.sellerId,
    kind: input.rental ? 'rental' : 'sale',
    rentUnit: input.rental?.unit ?? null,
    rentQuantity: input.rental?.quantity ?? null,
    compensation: input.compensation,
    ...price,
    couponRecordId: input.couponId ?? null,
    redPacketRecordId: input.redPacketId ?? null,
    payDeadline: new Date(now.getTime() + ctx.config.payTimeoutMinutes * 60_000),
    createdAt: now,
    updatedAt: now,
  })
  for (const recordId of [input.couponId, input.redPacketId]) {
    if (recordId && !(await lockForOrder(tx, buyerId, recordId, order.id, now))) throw new AppError(409, 'couponUsed')
  }
  await tx.insert(orderEvents).values({ orderId: order.id, status: 'pending_payment', note: null, at: now })
  // every way an order opens starts from the buyer's agreement (the checkout's tick, a rental's, a merchant's quote)
  await makeContract(tx, ctx.config, order, now)
  if (input.announce !== false) await announceCreated(tx, order, ctx.config.payTimeoutMinutes)
  return order
}

/**
 * The one way a buyer's order starts on a catalogue listing (a purchase or a rental), in one transaction: the
 * listing is locked, the buyer's block checked (real name, adult, not their own, on sale), the listing reserved,
 * then `check` refuses what the order asks for if it must (its error rolls the reservation back) and opens the
 * order. Answers the order's id.
 */
export async function orderOnListing(
  ctx: Ctx,
  userId: number,
  goodsId: number,
  check: (tx: Db, listing: Listing, now: Date) => Promise<OrderRow>,
): Promise<number> {
  try {
    return await ctx.db.transaction(async (tx) => {
      const now = new Date()
      const listing = await loadListing(tx, goodsId, true)
      const block = await blockOf(tx, userId, listing)
      if (block) throw BLOCK_ERRORS[block]
      // The reservation decides who gets the listing: one conditional update wins, the others see 0 rows.
      if (!(await reserve(tx, listing.id, now))) throw new AppError(409, 'goodsUnavailable')
      return (await check(tx, listing, now)).id
    })
  } catch (err) {
    // the unique index stands behind the conditional update (e.g. a listing reserved by hand)
    if (isUniqueViolation(err, 'orders_one_active_per_goods')) throw new AppError(409, 'goodsUnavailable')
    throw err
  }
}
