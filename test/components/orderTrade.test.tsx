import { firePage, resetPageHooks } from './pageHooks'
import TestUtils from '@tarojs/test-utils-react'
import Taro from '@tarojs/taro'
import type { Dispute, Handover, Rating } from '../../contract/trade'
import type { OrderDetail } from '../../contract/types'
import OrderDetailPage from '../../src/pages/index/orderDetail'
import * as nav from '../../src/utils/nav'
import { localeStore } from '../../src/stores/locale'
import { sessionStore } from '../../src/stores/session'
import { click, logIn, mockApi, sleep, text, waitFor, type ApiMock } from './helpers'
import { room as chatRoom } from './chatFixtures'
import { order } from './orderFixtures'
import { dispute, handover, rating } from './tradeFixtures'

/** The order page of issue 11: the handover status, its progress and the room, disputes, ratings, the seller. */

let api: ApiMock
let mounted: TestUtils | null = null
let navigate: jest.SpyInstance

const credentials = { account: 'wzry_8848', password: 'Secret#123', notes: null }
const at = (status: OrderDetail['status'], minute: number) => ({ status, at: `2026-11-22T01:${String(minute).padStart(2, '0')}:00.000Z`, note: null })
const handoverOrder = (over: Partial<OrderDetail> = {}) =>
  order({ status: 'handover', payDeadline: null, credentials, roomId: 8, timeline: [at('pending_payment', 0), at('paid', 5), at('handover', 5)], ...over })
// the order's room head: the page reads the seller from it
const room = chatRoom({ id: 8, kind: 'order', orderId: 42, orderNo: 'O20261122000042', orderStatus: 'handover', seller: { id: 9, nickname: '橙子卖家', avatar: null } })

function serve(o: OrderDetail, parts: { handover?: Handover | null; dispute?: Dispute | null; rating?: Rating | null } = {}) {
  api = mockApi({
    'GET /need/order/42': () => ({ code: 200, data: o }),
    'GET /need/order/42/handover': () => (parts.handover ? { code: 200, data: parts.handover } : { code: 404, msg: '没有换绑' }),
    'GET /need/order/42/dispute': () => ({ code: 200, data: parts.dispute ?? null }),
    'GET /need/order/42/rating': () => ({ code: 200, data: parts.rating ?? null }),
    'GET /need/chat/room/8': () => ({ code: 200, data: room }),
  })
}

beforeEach(() => {
  localeStore.setLocale('zh-CN')
  logIn()
  jest.spyOn(Taro, 'getCurrentInstance').mockReturnValue({ router: { params: { id: '42' }, path: '/index/orderDetail' } } as never)
  jest.spyOn(Taro, 'showModal').mockResolvedValue({ confirm: true, cancel: false } as never)
  navigate = jest.spyOn(nav, 'navigateTo').mockResolvedValue(undefined as never)
})

afterEach(() => {
  mounted?.unmout()
  mounted = null
  resetPageHooks()
  jest.restoreAllMocks()
  sessionStore.clear()
  document.body.innerHTML = ''
})

async function mount(o: OrderDetail, parts: Parameters<typeof serve>[1] = {}) {
  serve(o, parts)
  const u = (mounted = new TestUtils())
  await u.mount(OrderDetailPage)
  await waitFor(() => expect(document.querySelector('.order-head__status')).not.toBeNull())
  // the trade side loads after the order
  await sleep(50)
  return u
}

const has = (sel: string) => !!document.querySelector(sel)
const textOf = (sel: string) => document.querySelector(sel)?.textContent ?? ''
const paths = () => api.calls.map((c) => c.method + ' ' + c.path)
/** what was asked from the order's request on: the dispute of the first show goes out beside it */
// what the page asks once it has the order; the money timeline (资金去向) is not the trade room's
const fromOrder = () => paths().slice(paths().indexOf('GET /need/order/42')).filter((p) => p !== 'GET /need/orders/42/money')

test('a sale in handover: 换绑中, confirm receipt off with the reason, progress leading into the room, refund, 申请售后, the seller page', async () => {
  const u = await mount(handoverOrder(), { handover: handover() })
  expect(textOf('.order-head__status')).toBe('换绑中')
  expect(text()).toContain('卖家正在按清单换绑，请在交易房间逐项核对并确认')
  expect(textOf('.confirm-reason')).toBe('换绑全部确认后才能确认收货')
  const confirmBtn = document.querySelector('.confirm-btn')!
  expect(confirmBtn.className).toContain('disabled')
  await click(u, '.confirm-btn')
  await sleep(20)
  expect(paths()).not.toContain('POST /need/order/42/confirm')
  // the credentials tip speaks of the checklist
  expect(text()).toContain('卖家会按换绑清单逐项换绑')

  await waitFor(() => expect(textOf('.trade-row--handover')).toContain('1/3 步已确认'))
  await click(u, '.trade-row--handover')
  expect(navigate).toHaveBeenCalledWith('room', { id: 8 })
  expect(textOf('.trade-row--seller')).toContain('橙子卖家')
  await click(u, '.trade-row--seller')
  expect(navigate).toHaveBeenCalledWith('seller', { id: 9 })

  expect([has('.refund-btn'), has('.dispute-btn'), has('.rate-btn')]).toEqual([true, true, false])
  await click(u, '.dispute-btn')
  expect(navigate).toHaveBeenCalledWith('dispute', { orderId: 42 })
})

test('the seller of an order in handover is told to work through the checklist; no buyer actions, no seller link', async () => {
  await mount(handoverOrder({ role: 'seller' }), { handover: handover() })
  expect(text()).toContain('请在交易房间按清单完成换绑')
  await waitFor(() => expect(textOf('.trade-row--handover')).toContain('1/3 步已确认'))
  expect([has('.confirm-btn'), has('.refund-btn'), has('.dispute-btn'), has('.trade-row--seller'), has('.order-bar')]).toEqual([false, false, false, false, false])
  // the seller's view never asks for the room head (the link to the seller page is the buyer's)
  expect(paths()).not.toContain('GET /need/chat/room/8')
})

test('delivered with an open dispute: confirm off while it is settled, no refund beside it, its state leads into the room', async () => {
  const delivered = handoverOrder({ status: 'delivered', timeline: [at('pending_payment', 0), at('paid', 5), at('handover', 5), at('delivered', 30)] })
  const u = await mount(delivered, {
    handover: handover({ completedAt: '2026-11-22T01:30:00.000Z' }),
    dispute: dispute({ status: 'answered' }),
  })
  await waitFor(() => expect(textOf('.trade-row--handover')).toContain('已完成'))
  expect(textOf('.trade-row--dispute')).toContain('卖家已回应')
  expect(textOf('.confirm-reason')).toBe('售后处理中，暂不能确认收货')
  expect(document.querySelector('.confirm-btn')!.className).toContain('disabled')
  expect([has('.refund-btn'), has('.dispute-btn')]).toEqual([false, false])
  await click(u, '.trade-row--dispute')
  expect(navigate).toHaveBeenCalledWith('room', { id: 8 })
})

test('delivered after the handover: confirm receipt works, 申请售后 offered', async () => {
  const delivered = handoverOrder({ status: 'delivered', timeline: [at('pending_payment', 0), at('paid', 5), at('handover', 5), at('delivered', 30)] })
  await mount(delivered, { handover: handover({ completedAt: '2026-11-22T01:30:00.000Z' }), dispute: dispute({ status: 'withdrawn' }) })
  expect(has('.confirm-reason')).toBe(false)
  expect(document.querySelector('.confirm-btn')!.className).not.toContain('disabled')
  expect([has('.refund-btn'), has('.dispute-btn')]).toEqual([true, true])
  await waitFor(() => expect(textOf('.trade-row--dispute')).toContain('已撤回'))
})

test('a refused refund: no 申请退款 again (once per order), the hint points to 申请售后; a rental to customer service', async () => {
  const refused = handoverOrder({
    status: 'delivered',
    refundRequested: true,
    refundReason: '账号无法登录，密码错误',
    canDispute: true,
    timeline: [at('pending_payment', 0), at('paid', 5), at('handover', 5), at('delivered', 30), at('refunding', 40), at('delivered', 50)],
  })
  const u = await mount(refused, { handover: handover({ completedAt: '2026-11-22T01:30:00.000Z' }) })
  expect([has('.refund-btn'), has('.dispute-btn'), has('.confirm-btn')]).toEqual([false, true, true])
  expect(textOf('.refund-refused')).toBe('退款申请未通过。每个订单只能申请一次退款，如有异议请点击「申请售后」，由平台介入处理')
  await click(u, '.dispute-btn')
  expect(navigate).toHaveBeenCalledWith('dispute', { orderId: 42 })
  mounted!.unmout()

  // the seller sees no hint meant for the buyer; a refund never asked leaves the button
  await mount({ ...refused, role: 'seller' })
  expect([has('.refund-btn'), has('.refund-refused')]).toEqual([false, false])
  mounted!.unmout()
  await mount({ ...refused, refundRequested: false }, { handover: handover({ completedAt: '2026-11-22T01:30:00.000Z' }) })
  expect([has('.refund-btn'), has('.refund-refused')]).toEqual([true, false])
  mounted!.unmout()

  const rental = order({
    kind: 'rental',
    status: 'delivered',
    payDeadline: null,
    refundRequested: true,
    rental: { unit: 'hour', quantity: 2, start: new Date().toISOString(), end: new Date(Date.now() + 7200_000).toISOString() },
  })
  await mount(rental)
  expect([has('.refund-btn'), has('.dispute-btn')]).toEqual([false, false])
  expect(textOf('.refund-refused')).toBe('退款申请未通过。每个订单只能申请一次退款，如有疑问请联系客服')
})

test('completed: the buyer rates, edits within the window, then only reads; the seller reads; 申请售后 as the server says', async () => {
  const done = handoverOrder({ status: 'completed', timeline: [at('pending_payment', 0), at('completed', 40)] })
  let u = await mount(done)
  expect(textOf('.rate-btn')).toBe('评价')
  expect(has('.dispute-btn')).toBe(false)
  expect(paths()).toContain('GET /need/order/42/rating')
  await click(u, '.rate-btn')
  expect(navigate).toHaveBeenCalledWith('rate', { orderId: 42 })
  mounted!.unmout()

  u = await mount({ ...done, canDispute: true }, { rating: rating() })
  await waitFor(() => expect(textOf('.rate-btn')).toBe('修改评价'))
  expect(has('.dispute-btn')).toBe(true)
  mounted!.unmout()

  await mount(done, { rating: rating({ editableUntil: new Date(Date.now() - 1000).toISOString() }) })
  await waitFor(() => expect(textOf('.rate-btn')).toBe('查看评价'))
  mounted!.unmout()

  await mount({ ...done, role: 'seller' }, { rating: rating() })
  await waitFor(() => expect(textOf('.rate-btn')).toBe('查看评价'))
  mounted!.unmout()

  await mount({ ...done, role: 'seller' })
  expect(has('.rate-btn')).toBe(false)
})

test('unpaid orders and rentals ask for nothing more of the trade room; coming back to the page reloads it', async () => {
  await mount(order())
  expect(fromOrder()).toEqual(['GET /need/order/42'])
  mounted!.unmout()

  const rental = order({
    kind: 'rental',
    status: 'delivered',
    payDeadline: null,
    roomId: 8,
    rental: { unit: 'hour', quantity: 2, start: new Date().toISOString(), end: new Date(Date.now() + 7200_000).toISOString() },
  })
  await mount(rental)
  expect(fromOrder()).toEqual(['GET /need/order/42'])
  expect([has('.dispute-btn'), has('.trade-card-summary')]).toEqual([false, false])

  firePage('componentDidShow')
  await waitFor(() => expect(fromOrder()).toEqual(['GET /need/order/42', 'GET /need/order/42']))
})

test('an order paid before handovers existed (404) shows as ever', async () => {
  const old = order({ status: 'delivered', payDeadline: null, credentials, roomId: null, timeline: [at('pending_payment', 0), at('paid', 5), at('delivered', 5)] })
  await mount(old)
  expect(fromOrder()).not.toContain('GET /need/order/42/handover')
  expect(has('.trade-card-summary')).toBe(false)
  expect([has('.confirm-btn'), has('.refund-btn'), has('.dispute-btn')]).toEqual([true, true, true])
  expect(text()).toContain('请尽快登录游戏并修改密码')
})

test('the dispute is asked for beside the order, not after it; the handover once the order says it had one; each once', async () => {
  let orderAsked = false
  const before: string[] = []
  serve(handoverOrder(), { handover: handover() })
  const answer = api.spy.getMockImplementation()!
  api.spy.mockImplementation((o: { url: string }) => {
    if (/\/need\/order\/42$/.test(o.url)) orderAsked = true
    else if (!orderAsked) before.push(o.url.replace(/^\/api/, ''))
    return answer(o as never)
  })
  const u = (mounted = new TestUtils())
  await u.mount(OrderDetailPage)
  await waitFor(() => expect(document.querySelector('.order-head__status')).not.toBeNull())
  await sleep(50)
  // the dispute went out before (or with) the order: the page does not wait for two round trips in a row; the
  // handover waits for the order, since most orders have none (an early ask would answer 404)
  expect(before).toEqual(['/need/order/42/dispute'])
  expect(paths().filter((p) => p === 'GET /need/order/42/handover')).toHaveLength(1)
  expect(paths().filter((p) => p === 'GET /need/order/42/dispute')).toHaveLength(1)
  await waitFor(() => expect(document.querySelector('.trade-card')).not.toBeNull())
})
