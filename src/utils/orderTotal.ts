import { applyDiscounts, type Discounts } from '../../contract/pricing'
import type { CompensationLevel, CouponChoice, OrderPreview } from '../../contract/types'

export interface OrderChoice {
  compensation: CompensationLevel
  /** record ids; null for none */
  couponId: number | null
  redPacketId: number | null
}

export interface OrderAmounts extends Discounts {
  price: number
  compensationFee: number
  serviceFee: number
}

/**
 * What the buyer pays for a checkout choice, priced as the server prices the order (the server stays the
 * authority): price + the chosen level's fee + service fee, less the discounts (contract/pricing.ts). A coupon whose
 * threshold the price does not reach, or an unknown choice, counts as none.
 */
export function orderTotal(preview: Pick<OrderPreview, 'goods' | 'compensationOptions' | 'serviceFee' | 'coupons' | 'redPackets'>, choice: OrderChoice): OrderAmounts {
  const price = preview.goods.price
  const option = preview.compensationOptions.find((o) => o.level === choice.compensation)
  const compensationFee = option ? option.fee : 0
  const serviceFee = preview.serviceFee
  const applicable = (list: CouponChoice[], id: number | null) =>
    id === null ? undefined : list.find((c) => c.recordId === id && price >= c.threshold)
  const coupon = applicable(preview.coupons, choice.couponId)
  const redPacket = applicable(preview.redPackets, choice.redPacketId)
  return { price, compensationFee, serviceFee, ...applyDiscounts(price + compensationFee + serviceFee, coupon?.amount, redPacket?.amount) }
}
