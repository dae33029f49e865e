import { orderTotal } from '../../src/utils/orderTotal'
import { coupon, preview, redPacket } from '../components/orderFixtures'

const p = preview()

test('price + compensation fee + service fee, less the coupon and the red packet', () => {
  expect(orderTotal(p, { compensation: 'none', couponId: null, redPacketId: null })).toEqual({
    price: 100000,
    compensationFee: 0,
    serviceFee: 2000,
    couponDiscount: 0,
    redPacketDiscount: 0,
    total: 102000,
  })
  expect(orderTotal(p, { compensation: 'standard', couponId: 11, redPacketId: 21 }).total).toBe(100000 + 5000 + 2000 - 3000 - 500)
  expect(orderTotal(p, { compensation: 'extended', couponId: 12, redPacketId: null }).total).toBe(100000 + 10000 + 2000 - 1000)
})

test('a level the listing does not offer and unknown records count as none', () => {
  const only = preview({ compensationOptions: [{ level: 'none', fee: 0, days: 0, capPercent: null }] })
  expect(orderTotal(only, { compensation: 'extended', couponId: 99, redPacketId: 98 })).toMatchObject({
    compensationFee: 0,
    couponDiscount: 0,
    redPacketDiscount: 0,
    total: 102000,
  })
})

test('a coupon whose threshold the price does not reach does not apply', () => {
  const q = preview({ coupons: [coupon(13, 5000, 200000)] })
  expect(orderTotal(q, { compensation: 'none', couponId: 13, redPacketId: null }).couponDiscount).toBe(0)
})

test('discounts never take the total below zero', () => {
  const cheap = preview({
    goods: { ...p.goods, price: 1000 },
    serviceFee: 0,
    coupons: [coupon(14, 800, 0)],
    redPackets: [redPacket(22, 5000)],
  })
  expect(orderTotal(cheap, { compensation: 'none', couponId: 14, redPacketId: 22 })).toMatchObject({
    couponDiscount: 800,
    redPacketDiscount: 200,
    total: 0,
  })
})
