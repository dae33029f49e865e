/**
 * Renting (我要租, contract/rentals.ts): the seller's rent terms on a listing, the public list of rentable listings,
 * and the rental order. A rental is an order of the order module (kind 'rental'): it reserves the listing with
 * the same conditional update as a purchase (orderOnListing), so a rental and a sale never overlap, and the rest
 * of its life (payment, period, completion, refund) is order/lifecycle.ts.
 */
import { and, asc, count, desc, eq, ne, sql, type SQL } from 'drizzle-orm'
import type { OrderDetail } from '../../../contract/orders'
import type { RentableGoods, RentOrderInput, RentPreview, RentSettingsInput, RentSort, RentTerms, RentUnit, SellerRentTerms } from '../../../contract/rentals'
import { PRICE_MAX_FEN, PRICE_MIN_FEN, priceOk, RENT_MAX_DAYS, RENT_MAX_HOURS } from '../../../contract/rules'
import type { Page } from '../../../contract/types'
import type { Ctx } from '../../context'
import { goods } from '../goods/schema'
import { AppError } from '../../lib/errors'
import type { Lang } from '../../lib/i18n'
import { editListing } from '../goods/edits'
import { gamesNamedInEnglish, keywordMatch } from '../goods/keyword'
import { loadGoodsSummaries, summaryColumns, toSummaries } from '../goods/summary'
import { priceOrder } from '../order/pricing'
import { blockOf, loadListing, openOrder, orderOnListing, type Listing } from '../order/open'
import { getOrder } from '../order/service'

type TermsRow = Pick<typeof goods.$inferSelect, 'rentHourPrice' | 'rentDayPrice' | 'rentMinHours'>

const termsColumns = { rentHourPrice: goods.rentHourPrice, rentDayPrice: goods.rentDayPrice, rentMinHours: goods.rentMinHours }

const termsOf = (r: TermsRow): RentTerms => ({ hourPrice: r.rentHourPrice, dayPrice: r.rentDayPrice, minHours: r.rentMinHours })

/** the seller's own consignment listing (recycling escrow listings are never rented) */
const ownListing = (userId: number, id: number) => and(eq(goods.id, id), eq(goods.sellerId, userId), eq(goods.channel, 'consign'))

/** What the seller asks for, checked: at least one price, each priceOk, minHours 1..RENT_MAX_HOURS. */
function checkedTerms(input: RentSettingsInput): RentTerms {
  const hourPrice = input.hourPrice ?? null
  const dayPrice = input.dayPrice ?? null
  if (hourPrice === null && dayPrice === null) throw new AppError(400, 'rentPriceRequired')
  for (const p of [hourPrice, dayPrice]) {
    if (p !== null && !priceOk(p)) throw new AppError(400, 'rentPriceRule', { min: PRICE_MIN_FEN / 100, max: PRICE_MAX_FEN / 100 })
  }
  const minHours = input.minHours ?? 1
  if (!Number.isInteger(minHours) || minHours < 1 || minHours > RENT_MAX_HOURS) {
    throw new AppError(400, 'rentMinHoursRule', { min: 1, max: RENT_MAX_HOURS })
  }
  return { hourPrice, dayPrice, minHours }
}

async function rentableGoods(ctx: Ctx, id: number, terms: RentTerms, lang: Lang): Promise<RentableGoods> {
  const card = (await loadGoodsSummaries(ctx.db, [id], lang)).get(id)
  if (!card) throw new AppError(404, 'rentGoodsNotFound')
  return { goods: card, terms }
}

/**
 * POST /need/goods/rent: renting on (with terms; the listing must be on sale) or off (any status but reserved;
 * the terms are kept so the form can offer them again). One conditional update each, so an order reserving the
 * listing at the same moment is never overwritten.
 */
export async function setRentTerms(ctx: Ctx, userId: number, input: RentSettingsInput, lang: Lang): Promise<RentableGoods> {
  const now = new Date()
  const terms = input.enabled ? checkedTerms(input) : null
  const row = terms
    ? await editListing(
        ctx.db,
        input.id,
        { rentable: true, rentHourPrice: terms.hourPrice, rentDayPrice: terms.dayPrice, rentMinHours: terms.minHours },
        now,
        and(ownListing(userId, input.id), eq(goods.status, 'on_sale')),
      )
    : await editListing(ctx.db, input.id, { rentable: false }, now, and(ownListing(userId, input.id), ne(goods.status, 'reserved')))
  if (!row) {
    const [current] = await ctx.db.select({ status: goods.status }).from(goods).where(ownListing(userId, input.id))
    if (!current) throw new AppError(404, 'rentGoodsNotFound')
    throw new AppError(409, current.status === 'reserved' ? 'rentReserved' : 'rentNotOnSale')
  }
  return rentableGoods(ctx, input.id, termsOf(row), lang)
}

/** GET /need/goods/rent/{id}: the seller's terms and whether renting is on; 404 for anyone else. */
export async function sellerRentTerms(ctx: Ctx, userId: number, id: number): Promise<SellerRentTerms> {
  const [row] = await ctx.db
    .select({ ...termsColumns, rentable: goods.rentable })
    .from(goods)
    .where(ownListing(userId, id))
  if (!row) throw new AppError(404, 'rentGoodsNotFound')
  return { ...termsOf(row), enabled: row.rentable }
}

/**
 * GET /web/rent/{goodsId}: the terms of a listing offered for rent, also while it is rented out (reserved) so its
 * page can say so; 404 when it is not offered (or not public).
 */
export async function publicRentTerms(ctx: Ctx, goodsId: number): Promise<RentTerms> {
  const [row] = await ctx.db
    .select(termsColumns)
    .from(goods)
    .where(
      and(
        eq(goods.id, goodsId),
        eq(goods.rentable, true),
        eq(goods.channel, 'consign'),
        sql`${goods.status} in ('on_sale', 'reserved')`,
      ),
    )
  if (!row) throw new AppError(404, 'rentNotRentable')
  return termsOf(row)
}

const ORDER: Record<RentSort, SQL[]> = {
  newest: [desc(goods.publishedAt), desc(goods.id)],
  // listings without that unit come last
  hourPriceAsc: [sql`${goods.rentHourPrice} asc nulls last`, asc(goods.id)],
  dayPriceAsc: [sql`${goods.rentDayPrice} asc nulls last`, asc(goods.id)],
}

export interface RentListQuery {
  gameId?: number
  keyword?: string
  sort: RentSort
  pageNum: number
  pageSize: number
}

/** GET /web/rent/list: listings on sale and offered for rent (the partial index goods_rentable_idx holds them). */
export async function listRentable(ctx: Ctx, q: RentListQuery, lang: Lang): Promise<Page<RentableGoods>> {
  const where = and(
    eq(goods.rentable, true),
    eq(goods.status, 'on_sale'),
    eq(goods.channel, 'consign'),
    q.gameId !== undefined ? eq(goods.gameId, q.gameId) : undefined,
    ...keywordMatch(q.keyword, undefined, q.keyword ? await gamesNamedInEnglish(ctx) : undefined).where,
  )
  const [rows, [{ n }]] = await Promise.all([
    ctx.db
      .select({ ...summaryColumns, ...termsColumns })
      .from(goods)
      .where(where)
      .orderBy(...ORDER[q.sort])
      .limit(q.pageSize)
      .offset((q.pageNum - 1) * q.pageSize),
    ctx.db.select({ n: count() }).from(goods).where(where),
  ])
  const cards = await toSummaries(ctx.db, rows, lang)
  return { rows: rows.map((r, i) => ({ goods: cards[i], terms: termsOf(r) })), total: Number(n) }
}

/** The rent of `quantity` units of a listing, or why it cannot be rented so: 409 not offered, 400 unit or length. */
function rentPrice(listing: Listing, unit: RentUnit, quantity: number): number {
  if (!listing.rentable) throw new AppError(409, 'rentNotRentable')
  const unitPrice = unit === 'hour' ? listing.rentHourPrice : listing.rentDayPrice
  if (unitPrice === null) throw new AppError(400, unit === 'hour' ? 'rentHourUnsupported' : 'rentDayUnsupported')
  if (unit === 'hour' && (quantity < listing.rentMinHours || quantity > RENT_MAX_HOURS)) {
    throw new AppError(400, 'rentHoursRule', { min: listing.rentMinHours, max: RENT_MAX_HOURS })
  }
  if (unit === 'day' && (quantity < 1 || quantity > RENT_MAX_DAYS)) throw new AppError(400, 'rentDaysRule', { min: 1, max: RENT_MAX_DAYS })
  return unitPrice * quantity
}

/** What GET /need/rent/preview answers: the rental's amounts as the order will charge them. */

/**
 * GET /need/rent/preview: the rent sheet's amounts for a unit and length, priced by the order module's one
 * pricing function, and why the caller may not rent now (the purchase's blocks).
 */
export async function previewRent(ctx: Ctx, userId: number, q: { goodsId: number; unit: RentUnit; quantity: number }): Promise<RentPreview> {
  const listing = await loadListing(ctx.db, q.goodsId)
  const price = priceOrder(ctx.config, { price: rentPrice(listing, q.unit, q.quantity), compensation: 'none' })
  return {
    price: price.price,
    serviceFee: price.serviceFee,
    total: price.total,
    payMinutes: ctx.config.payTimeoutMinutes,
    blocked: await blockOf(ctx.db, userId, listing),
  }
}

/**
 * POST /need/rent/order: a rental order priced unit price x quantity (plus the service fee, by the one pricing
 * function). The buyer's rules and the reservation are the purchase's (orderOnListing); a listing no longer
 * offered for rent is a 409, a unit it does not offer or a length out of range a 400.
 */
export async function createRentOrder(ctx: Ctx, userId: number, input: RentOrderInput, lang: Lang): Promise<OrderDetail> {
  if (input.agree !== true) throw new AppError(400, 'rentAgreeRequired')
  const orderId = await orderOnListing(ctx, userId, input.goodsId, (tx, listing, now) =>
    openOrder(tx, ctx, {
      listing: { ...listing, price: rentPrice(listing, input.unit, input.quantity) },
      buyerId: userId,
      compensation: 'none',
      now,
      rental: { unit: input.unit, quantity: input.quantity },
    }),
  )
  return getOrder(ctx, userId, orderId, lang)
}
