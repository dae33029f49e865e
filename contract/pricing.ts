/**
 * The part of order pricing both sides compute: the server when it prices an order, the app when the buyer
 * changes a choice on sureOrder before asking again. Fees themselves come from server configuration (sent in
 * the preview); only how discounts apply lives here.
 */

export interface Discounts {
  couponDiscount: number
  redPacketDiscount: number
  total: number
}

/**
 * Takes the coupon first, then the red packet from what is left, so the total never goes below 0 fen.
 * `gross` is price + compensation fee + service fee.
 */
export function applyDiscounts(gross: number, couponAmount = 0, redPacketAmount = 0): Discounts {
  const couponDiscount = Math.min(couponAmount, gross)
  const redPacketDiscount = Math.min(redPacketAmount, gross - couponDiscount)
  return { couponDiscount, redPacketDiscount, total: gross - couponDiscount - redPacketDiscount }
}

/** `percent` (up to 2 decimals) of `amount` fen, rounded half up, in integer arithmetic (no float drift). */
export function percentOf(amount: number, percent: number): number {
  const basisPoints = Math.round(percent * 100)
  return Math.floor((amount * basisPoints + 5000) / 10000)
}

/** What a seller receives for a sale at `price`: the price minus the platform fee (SELLER_FEE_PERCENT). */
export function sellerProceeds(price: number, sellerFeePercent: number): number {
  return price - percentOf(price, sellerFeePercent)
}
