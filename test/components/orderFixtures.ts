import type { CouponChoice, GoodsSummary, OrderDetail, OrderPreview } from '../../contract/types'

export const goods: GoodsSummary = {
  id: 7,
  goodsNo: 'G20261122000007',
  gameId: 1,
  gameName: '王者荣耀',
  title: '国服V8 满英雄 300皮肤',
  price: 100000,
  cover: 'data:image/svg+xml;base64,PHN2Zy8+',
  region: '安卓 / QQ / 一区',
  compensation: 'extended',
  status: 'on_sale',
  views: 12,
  highlights: ['英雄 120'],
  publishedAt: '2026-11-01T00:00:00.000Z',
}

export const coupon = (recordId: number, amount: number, threshold: number): CouponChoice => ({
  recordId,
  kind: 'coupon',
  name: `满${threshold / 100}减${amount / 100}`,
  amount,
  threshold,
})
export const redPacket = (recordId: number, amount: number): CouponChoice => ({
  recordId,
  kind: 'red_packet',
  name: `红包${amount / 100}元`,
  amount,
  threshold: 0,
})

export function preview(over: Partial<OrderPreview> = {}): OrderPreview {
  return {
    goods,
    compensationOptions: [
      { level: 'none', fee: 0, days: 0, capPercent: null },
      { level: 'standard', fee: 5000, days: 90, capPercent: null },
      { level: 'extended', fee: 10000, days: 365, capPercent: null },
    ],
    compensation: 'none',
    compensationFee: 0,
    serviceFee: 2000,
    coupons: [coupon(11, 3000, 50000), coupon(12, 1000, 0)],
    redPackets: [redPacket(21, 500)],
    bestCouponId: 11,
    bestRedPacketId: 21,
    payMinutes: 15,
    blocked: null,
    risk: null,
    ...over,
  }
}

export function order(over: Partial<OrderDetail> = {}): OrderDetail {
  return {
    id: 42,
    orderNo: 'O20261122000042',
    status: 'pending_payment',
    goods: { ...goods, status: 'reserved' },
    total: 98500,
    createdAt: '2026-11-22T01:00:00.000Z',
    payDeadline: new Date(Date.now() + 10 * 60 * 1000).toISOString(),
    role: 'buyer',
    kind: 'sale',
    rental: null,
    roomId: null,
    unread: 0,
    price: 100000,
    compensation: 'none',
    compensationFee: 0,
    serviceFee: 2000,
    couponDiscount: 3000,
    redPacketDiscount: 500,
    walletPaid: 0,
    externalPaid: 0,
    sellerProceeds: 95000,
    timeline: [{ status: 'pending_payment', at: '2026-11-22T01:00:00.000Z', note: null }],
    credentials: null,
    autoCompleteAt: null,
    refundReason: null,
    refundRequested: false,
    cancelReason: null,
    ...over,
  }
}
