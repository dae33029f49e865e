import type { CompensationLevel, CouponChoice, OrderPreview } from '../../contract/types'

export interface OrderChoice {
  compensation: CompensationLevel
  /** record ids; null for none */
  couponId: number | null
  redPacketId: number | null
}

export interface OrderAmounts {
  price: number
  compensationFee: number
  serviceFee: number
  couponDiscount: number
  redPacketDiscount: number
  total: number
}

/**
 * What the buyer pays for a checkout choice, the way the server prices the order (the server stays the authority):
 * price + compensation fee + service fee, less the coupon (when the price reaches its threshold) and then the red
 * packet, neither taking the total below zero. Unknown or inapplicable choices count as none.
 */
export function orderTotal(preview: Pick<OrderPreview, 'goods' | 'compensationOptions' | 'serviceFee' | 'coupons' | 'redPackets'>, choice: OrderChoice): OrderAmounts {
  const price = preview.goods.price
  const option = preview.compensationOptions.find((o) => o.level === choice.compensation)
  const compensationFee = option ? option.fee : 0
  const serviceFee = preview.serviceFee
  const gross = price + compensationFee + serviceFee
  const applicable = (list: CouponChoice[], id: number | null) =>
    id === null ? undefined : list.find((c) => c.recordId === id && price >= c.threshold)
  const coupon = applicable(preview.coupons, choice.couponId)
  const couponDiscount = coupon ? Math.min(coupon.amount, gross) : 0
  const redPacket = applicable(preview.redPackets, choice.redPacketId)
  const redPacketDiscount = redPacket ? Math.min(redPacket.amount, gross - couponDiscount) : 0
  return { price, compensationFee, serviceFee, couponDiscount, redPacketDiscount, total: gross - couponDiscount - redPacketDiscount }
}
