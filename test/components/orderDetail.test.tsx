import { resetPageHooks } from './pageHooks'
import TestUtils from '@tarojs/test-utils-react'
import Taro from '@tarojs/taro'
import { runInAction } from 'mobx'
import type { OrderDetail } from '../../contract/types'
import OrderDetailPage from '../../src/pages/index/orderDetail'
import * as nav from '../../src/utils/nav'
import { localeStore } from '../../src/stores/locale'
import { sessionStore } from '../../src/stores/session'
import { click, demoProfile, mockApi, text, waitFor, type ApiMock } from './helpers'
import { order } from './orderFixtures'

let api: ApiMock
let mounted: TestUtils | null = null
let modal: jest.SpyInstance
let navigate: jest.SpyInstance

const credentials = { account: 'wzry_8848', password: 'Secret#123', notes: '绑定手机已解绑' }
const paidTimeline = [
  { status: 'pending_payment' as const, at: '2026-11-22T01:00:00.000Z', note: null },
  { status: 'paid' as const, at: '2026-11-22T01:05:00.000Z', note: null },
  { status: 'delivered' as const, at: '2026-11-22T01:05:00.000Z', note: null },
]

function serve(start: OrderDetail) {
  let current = start
  api = mockApi({
    'GET /need/order/42': () => ({ code: 200, data: current }),
    'POST /need/order/42/cancel': () => {
      current = { ...current, status: 'cancelled', payDeadline: null, cancelReason: '买家取消订单' }
      return { code: 200, data: current }
    },
    'POST /need/order/42/confirm': () => {
      current = { ...current, status: 'completed' }
      return { code: 200, data: current }
    },
    'POST /need/order/42/refund': (opts) => {
      current = { ...current, status: 'refunding', refundReason: (opts.data as { reason: string }).reason }
      return { code: 200, data: current }
    },
  })
}

beforeEach(() => {
  localeStore.setLocale('zh-CN')
  runInAction(() => {
    sessionStore.token = 'tok'
  })
  sessionStore.setProfile(demoProfile)
  jest.spyOn(Taro, 'getCurrentInstance').mockReturnValue({ router: { params: { id: '42' }, path: '/index/orderDetail' } } as never)
  modal = jest.spyOn(Taro, 'showModal').mockResolvedValue({ confirm: true, cancel: false } as never)
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

async function mount(o: OrderDetail) {
  serve(o)
  const u = (mounted = new TestUtils())
  await u.mount(OrderDetailPage)
  await waitFor(() => expect(document.querySelector('.order-head__status')).not.toBeNull())
  return u
}

const has = (sel: string) => !!document.querySelector(sel)
const posted = (path: string) => api.calls.filter((c) => c.method === 'POST' && c.path === path)

test('pending payment: countdown, pay and cancel; no credentials', async () => {
  const u = await mount(order())
  expect(document.querySelector('.order-head__status')?.textContent).toBe('待付款')
  expect(text()).toMatch(/剩余支付时间 (09:5\d|10:00)/)
  expect([has('.pay-btn'), has('.cancel-btn'), has('.confirm-btn'), has('.refund-btn')]).toEqual([true, true, false, false])
  expect(has('.credentials')).toBe(false)
  expect(document.querySelector('.amount-row--couponDiscount')?.textContent).toContain('-¥30.00')
  expect(document.querySelector('.amount-row--total')?.textContent).toContain('¥985.00')
  await click(u, '.pay-btn')
  expect(navigate).toHaveBeenCalledWith('pay', { orderId: 42 })
})

test('cancel asks first, then cancels and shows the cancelled order', async () => {
  const u = await mount(order())
  modal.mockResolvedValueOnce({ confirm: false, cancel: true })
  await click(u, '.cancel-btn')
  await waitFor(() => expect(modal).toHaveBeenCalledTimes(1))
  expect(posted('/need/order/42/cancel')).toHaveLength(0)
  await click(u, '.cancel-btn')
  await waitFor(() => expect(posted('/need/order/42/cancel')).toHaveLength(1))
  expect(modal.mock.calls[1][0].content).toContain('确定要取消该订单吗')
  await waitFor(() => expect(document.querySelector('.order-head__status')?.textContent).toBe('已取消'))
  expect(text()).toContain('取消原因：买家取消订单')
  expect([has('.pay-btn'), has('.cancel-btn'), has('.confirm-btn'), has('.refund-btn')]).toEqual([false, false, false, false])
})

test('a pending order past its deadline cannot be paid but says so', async () => {
  await mount(order({ payDeadline: new Date(Date.now() - 1000).toISOString() }))
  expect(text()).toContain('支付已超时')
  expect(has('.pay-btn')).toBe(false)
})

test('delivered: credentials with copy buttons, confirm receipt after a confirm dialog', async () => {
  const u = await mount(order({ status: 'delivered', payDeadline: null, credentials, walletPaid: 12345, externalPaid: 86155, timeline: paidTimeline, autoCompleteAt: '2026-11-29T01:05:00.000Z' }))
  expect(has('.credentials')).toBe(true)
  expect(text()).toContain('wzry_8848')
  expect(text()).toContain('Secret#123')
  expect(text()).toContain('绑定手机已解绑')
  expect(text()).toContain('将自动确认收货')
  expect(document.querySelector('.amount-wallet')?.textContent).toContain('¥123.45')
  expect(document.querySelector('.amount-external')?.textContent).toContain('¥861.55')
  expect([has('.pay-btn'), has('.cancel-btn'), has('.confirm-btn'), has('.refund-btn')]).toEqual([false, false, true, true])
  const clip = jest.spyOn(Taro, 'setClipboardData').mockResolvedValue(undefined as never)
  await click(u, '.copy-password')
  expect(clip).toHaveBeenCalledWith({ data: 'Secret#123' })
  await click(u, '.confirm-btn')
  await waitFor(() => expect(posted('/need/order/42/confirm')).toHaveLength(1))
  await waitFor(() => expect(document.querySelector('.order-head__status')?.textContent).toBe('已完成'))
  expect([has('.confirm-btn'), has('.refund-btn')]).toEqual([false, false])
})

test('no credentials block when the server sends none', async () => {
  await mount(order({ status: 'paid', payDeadline: null, credentials: null, timeline: paidTimeline.slice(0, 2) }))
  expect(has('.credentials')).toBe(false)
  // receipt is confirmed once delivered; a refund may be asked already
  expect([has('.confirm-btn'), has('.refund-btn')]).toEqual([false, true])
})

test('refund: the reason must be 5 to 200 characters; then it is sent', async () => {
  const u = await mount(order({ status: 'delivered', payDeadline: null, credentials, timeline: paidTimeline }))
  await click(u, '.refund-btn')
  // the textarea inside Taro's web component appears a frame later
  await waitFor(() => expect(has('.f-refund-reason textarea')).toBe(true))
  const ta = document.querySelector('.f-refund-reason textarea') as HTMLTextAreaElement
  u.fireEvent.input(ta, { target: { value: '不对' } } as unknown as InputEventInit)
  await click(u, '.refund-submit')
  await waitFor(() => expect(text()).toContain('退款原因需为5-200个字'))
  expect(posted('/need/order/42/refund')).toHaveLength(0)
  u.fireEvent.input(ta, { target: { value: '账号无法登录，密码错误' } } as unknown as InputEventInit)
  await click(u, '.refund-submit')
  await waitFor(() => expect(posted('/need/order/42/refund')).toHaveLength(1))
  expect(posted('/need/order/42/refund')[0].data).toEqual({ reason: '账号无法登录，密码错误' })
  await waitFor(() => expect(document.querySelector('.order-head__status')?.textContent).toBe('退款中'))
  expect(text()).toContain('退款原因：账号无法登录，密码错误')
})

test('the seller sees the order and the credentials but no buyer actions', async () => {
  await mount(order({ role: 'seller', status: 'delivered', payDeadline: null, credentials, timeline: paidTimeline }))
  expect(text()).toContain('您是该订单的卖家')
  expect(text()).toContain('卖家到账')
  expect(document.querySelector('.amount-proceeds')?.textContent).toContain('¥950.00')
  expect([has('.pay-btn'), has('.cancel-btn'), has('.confirm-btn'), has('.refund-btn')]).toEqual([false, false, false, false])
})

test('the timeline lists what happened and what comes next', async () => {
  await mount(order({ status: 'paid', payDeadline: null, timeline: paidTimeline.slice(0, 2) }))
  const steps = Array.from(document.querySelectorAll('.timeline .nut-step')).map((s) => s.textContent)
  // a sale's account is handed over (换绑) between payment and delivery
  expect(steps).toHaveLength(5)
  expect(steps[0]).toContain('待付款')
  expect(steps[1]).toContain('已付款')
  expect(steps[2]).toContain('换绑中')
  expect(steps[3]).toContain('已交付')
  expect(steps[4]).toContain('已完成')
})
