/**
 * Wire types of renting (我要租): a seller offers an approved listing for rent by the hour and/or the day; a renter
 * pays for a period through the same escrow order and payment flow as a purchase (orders.kind 'rental') and sees
 * the credentials only during the period. Amounts are integer fen; times are ISO-8601 strings.
 *
 * A rental holds the listing exactly as a purchase does (on_sale -> reserved, one active order per listing), so
 * a rental and a sale never overlap. When the period ends (or the renter returns it early with "confirm"), the
 * order completes, the seller is paid (rent minus the seller fee) and the listing goes back on sale, still rentable.
 * An unpaid rental order expires like any order; a refund takes the listing off the shelf like a sale refund.
 */
import type { GoodsSummary } from './catalogue'
import type { OrderBlock } from './orders'
import type { RentUnit } from './rental-period'

/** every rental wire type stays importable from here, wherever it is defined */
export type { RentalInfo, RentUnit } from './rental-period'

/** A listing's rent terms (null prices: not offered by that unit). */
export interface RentTerms {
  hourPrice: number | null
  dayPrice: number | null
  /** the shortest rental in hours (1 by default) */
  minHours: number
}

/**
 * POST /need/goods/rent (login, the listing's seller, consignment listings that are on_sale): turns renting on
 * with terms, or off with { id, enabled: false }. At least one price when enabled; prices priceOk; minHours
 * 1..RENT_MAX_HOURS. 409 while the listing is reserved. Answers the listing's RentableGoods.
 */
export interface RentSettingsInput {
  id: number
  enabled: boolean
  hourPrice?: number | null
  dayPrice?: number | null
  minHours?: number
}

/** GET /need/goods/rent/{id} (the listing's seller only): its terms, kept while renting is off. */
export type SellerRentTerms = RentTerms & { enabled: boolean }

/**
 * GET /need/rent/preview?goodsId&unit&quantity (login): what the rental would charge, priced by the server (the
 * service fee is its configuration), and why the caller may not rent it now (as for buying), or null.
 */
export interface RentPreview {
  price: number
  serviceFee: number
  total: number
  payMinutes: number
  blocked: OrderBlock | null
}

/** GET /web/rent/list?gameId&keyword&sort&pageNum&pageSize (public): rentable listings on sale. */
export interface RentableGoods {
  goods: GoodsSummary
  terms: RentTerms
}
export type RentSort = 'newest' | 'hourPriceAsc' | 'dayPriceAsc'

/**
 * POST /need/rent/order (login, real-name verified adult): { goodsId, unit, quantity, agree: true } opens a rental
 * order (kind 'rental', pending_payment) priced unit price x quantity + the service fee; the rest of the flow is the
 * order flow (GET /need/order/{id}, POST /need/order/{id}/pay, cancel, refund). quantity: hours
 * (minHours..RENT_MAX_HOURS) or days (1..RENT_MAX_DAYS). 400 for a unit the listing does not offer; 409 when it is
 * not available now. OrderDetail carries `rental` for rental orders.
 */
export interface RentOrderInput {
  goodsId: number
  unit: RentUnit
  quantity: number
  agree: boolean
}
