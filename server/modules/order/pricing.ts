/**
 * The one price calculation of an order, used by the preview (sureOrder) and by order creation, so what the buyer
 * sees is what the order charges. Percentages come from configuration (server/config.ts); every fee is rounded
 * half up to whole fen.
 */
import type { CompensationLevel } from '../../../contract/catalogue'
import { applyDiscounts, percentOf, sellerProceeds } from '../../../contract/pricing'
import type { Config } from '../../config'

export const COMPENSATION_LEVELS: CompensationLevel[] = ['none', 'standard', 'extended']

type FeeConfig = Pick<
  Config,
  'serviceFeePercent' | 'serviceFeeMinFen' | 'sellerFeePercent' | 'compensationStandardPercent' | 'compensationExtendedPercent'
>
type CoverConfig = Pick<Config, 'compensationStandardDays' | 'compensationExtendedDays'>


/** The levels a listing offers: every level up to the one the seller chose ('extended' includes 'standard'). */
export function compensationLevels(listing: CompensationLevel): CompensationLevel[] {
  return COMPENSATION_LEVELS.slice(0, COMPENSATION_LEVELS.indexOf(listing) + 1)
}

export function compensationFee(config: FeeConfig, price: number, level: CompensationLevel): number {
  if (level === 'standard') return percentOf(price, config.compensationStandardPercent)
  if (level === 'extended') return percentOf(price, config.compensationExtendedPercent)
  return 0
}

/** Days after completion a claim can be made on an order bought with `level` (0: no compensation). */
export function compensationDays(config: CoverConfig, level: CompensationLevel): number {
  if (level === 'standard') return config.compensationStandardDays
  if (level === 'extended') return config.compensationExtendedDays
  return 0
}

/** The tiers the buyer picks from on sureOrder: each with what it costs for this listing and how long it covers. */
export function compensationOptions(config: FeeConfig & CoverConfig, price: number, listing: CompensationLevel) {
  return compensationLevels(listing).map((level) => ({ level, fee: compensationFee(config, price, level), days: compensationDays(config, level) }))
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
  input: { price: number; compensation: CompensationLevel; couponAmount?: number; redPacketAmount?: number },
): OrderPrice {
  const { price } = input
  const compFee = compensationFee(config, price, input.compensation)
  const svcFee = serviceFee(config, price)
  return {
    price,
    compensationFee: compFee,
    serviceFee: svcFee,
    ...applyDiscounts(price + compFee + svcFee, input.couponAmount, input.redPacketAmount),
    sellerProceeds: sellerProceeds(price, config.sellerFeePercent),
  }
}
