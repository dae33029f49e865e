/**
 * The one price calculation of an order, used by the preview (sureOrder) and by order creation, so what the buyer
 * sees is what the order charges. Percentages come from configuration (server/config.ts); every fee is rounded
 * half up to whole fen.
 */
import type { CompensationLevel } from '../../../contract/catalogue'
import { applyDiscounts, percentOf, sellerProceeds } from '../../../contract/pricing'
import type { Config } from '../../config'
import { COMPENSATION_LEVELS, type ListingCompensation } from '../risk/fee'

export { COMPENSATION_LEVELS }

type FeeConfig = Pick<
  Config,
  'serviceFeePercent' | 'serviceFeeMinFen' | 'sellerFeePercent' | 'compensationStandardPercent' | 'compensationExtendedPercent'
>
type CoverConfig = Pick<Config, 'compensationStandardDays' | 'compensationExtendedDays' | 'compensationTopupDays'>


/**
 * A tier's fee on a listing: its percent comes from the listing's 找回 risk (risk/fee.ts listingCompensation),
 * so preview and order price it alike.
 */
export function compensationFee(offer: Pick<ListingCompensation, 'percents'>, price: number, level: CompensationLevel): number {
  if (level === 'none') return 0
  return percentOf(price, offer.percents[level])
}

/** Days after completion a claim can be made on an order bought with `level` (0: no compensation). */
export function compensationDays(config: CoverConfig, level: CompensationLevel): number {
  if (level === 'standard') return config.compensationStandardDays
  if (level === 'extended') return config.compensationExtendedDays
  if (level === 'topup') return config.compensationTopupDays
  return 0
}

/**
 * The most a claim on an order bought with `level` pays: the price, and for 'topup' the top-ups stated on the claim
 * up to COMPENSATION_TOPUP_CAP_PERCENT of the price in all (150: the price plus top-ups up to half of it).
 */
export function claimCap(config: Pick<Config, 'compensationTopupCapPercent'>, level: CompensationLevel, price: number, topups = 0): number {
  if (level !== 'topup') return price
  return price + Math.min(topups, Math.max(0, percentOf(price, config.compensationTopupCapPercent) - price))
}

/**
 * The tiers the buyer picks from on sureOrder: each with what it costs for this listing, how long it covers and,
 * for 'topup', its cap as a percent of the price (the app words it; it writes no number of its own).
 */
export function compensationOptions(config: CoverConfig & Pick<Config, 'compensationTopupCapPercent'>, price: number, offer: ListingCompensation) {
  return offer.levels.map((level) => ({
    level,
    fee: compensationFee(offer, price, level),
    days: compensationDays(config, level),
    capPercent: level === 'topup' ? config.compensationTopupCapPercent : null,
  }))
}

export function serviceFee(config: FeeConfig, price: number): number {
  if (config.serviceFeePercent === 0) return 0
  return Math.max(config.serviceFeeMinFen, percentOf(price, config.serviceFeePercent))
}

export interface OrderPrice {
  price: number
  compensationFee: number
  serviceFee: number
  couponDiscount: number
  redPacketDiscount: number
  total: number
  sellerProceeds: number
}

/** Prices an order; discounts apply as contract/pricing.ts says (never below 0). */
export function priceOrder(
  config: FeeConfig,
  input: { price: number; compensation: CompensationLevel; offer?: ListingCompensation; couponAmount?: number; redPacketAmount?: number },
): OrderPrice {
  const { price } = input
  if (input.compensation !== 'none' && !input.offer) throw new Error('priceOrder: a compensation tier needs the listing offer')
  const compFee = input.offer ? compensationFee(input.offer, price, input.compensation) : 0
  const svcFee = serviceFee(config, price)
  return {
    price,
    compensationFee: compFee,
    serviceFee: svcFee,
    ...applyDiscounts(price + compFee + svcFee, input.couponAmount, input.redPacketAmount),
    sellerProceeds: sellerProceeds(price, config.sellerFeePercent),
  }
}
