import { resetPageHooks } from './pageHooks'
import Taro from '@tarojs/taro'
import type { Rating } from '../../contract/trade'
import type { OrderDetail } from '../../contract/types'
import { checkRating } from '../../src/components/trade/ratingCheck'
import { t } from '../../src/locales'
import RatePage from '../../src/pages/other/rate'
import * as nav from '../../src/utils/nav'
import { localeStore } from '../../src/stores/locale'
import { sessionStore } from '../../src/stores/session'
import { click, logIn, mockApi, text, typeArea, waitFor, type ApiMock } from './helpers'
import { order } from './orderFixtures'
import { mountPage, unmountPage } from './recycleFixtures'
import { rating } from './tradeFixtures'

let api: ApiMock
let redirect: jest.SpyInstance

const completed = (over: Partial<OrderDetail> = {}) => order({ status: 'completed', payDeadline: null, roomId: 8, ...over })

function serve(o: OrderDetail, r: Rating | null, put: () => { code: number; msg?: string; data?: unknown } = () => ({ code: 200, data: rating() })) {
  api = mockApi({
    'GET /need/order/42': () => ({ code: 200, data: o }),
    'GET /need/order/42/rating': () => ({ code: 200, data: r }),
    'PUT /need/order/42/rating': put,
  })
}

beforeEach(() => {
  localeStore.setLocale('zh-CN')
  logIn()
  redirect = jest.spyOn(nav, 'redirectTo').mockResolvedValue(undefined as never)
  jest.spyOn(Taro, 'showToast').mockResolvedValue(undefined as never)
})

afterEach(() => {
  unmountPage()
  resetPageHooks()
  jest.restoreAllMocks()
  sessionStore.clear()
  document.body.innerHTML = ''
})

const puts = () => api.calls.filter((c) => c.method === 'PUT' && c.path === '/need/order/42/rating')
const star = (n: number) => document.querySelectorAll('.f-rate-stars .nut-rate-item')[n - 1]
const litStars = () => document.querySelectorAll('.f-rate-stars .nut-rate-item-icon:not(.nut-rate-item-icon-disabled)').length

test('a first rating: stars required, tags in both languages, comment up to 300, then sent and back to the order', async () => {
  let answer: { code: number; msg?: string; data?: unknown } = { code: 409, msg: '订单完成后才能评价' }
  serve(completed(), null, () => answer)
  const u = await mountPage(RatePage, { orderId: '42' })
  await waitFor(() => expect(text()).toContain('印象标签'))
  for (const label of ['换绑快', '描述相符', '态度好', '回复及时', '价格实惠']) expect(text()).toContain(label)
  expect(litStars()).toBe(0)

  await click(u, '.submit-btn')
  await waitFor(() => expect(text()).toContain('请选择评分'))
  u.fireEvent.click(star(4))
  await waitFor(() => expect(litStars()).toBe(4))
  // chosen, so the error goes at once rather than staying under four filled stars
  expect(text()).not.toContain('请选择评分')
  expect(document.querySelector('.form-error')).toBeNull()
  expect(document.querySelector('.rate-stars .rate-star-text')?.textContent).toBe('好')
  await click(u, '.rate-tag--friendly')
  await click(u, '.rate-tag--fast_handover')
  await click(u, '.rate-tag--quick_reply')
  // a second tap takes a tag off
  await click(u, '.rate-tag--quick_reply')
  // the box stops at 300 characters (its counter says so); the check behind it refuses more all the same
  await typeArea(u, '.f-rate-comment', 'x'.repeat(301))
  await waitFor(() => expect(text()).toContain('300/300'))
  expect(checkRating(4, [], 'x'.repeat(301))).toEqual({ problem: { key: 'trade.rate.err.comment', vars: { max: 300 } } })
  expect(t('trade.rate.err.comment', { max: 300 })).toBe('评价内容不能超过300个字')
  expect(checkRating(0, [], '')).toEqual({ problem: { key: 'trade.rate.err.stars' } })
  expect(puts()).toHaveLength(0)

  await typeArea(u, '.f-rate-comment', '  换绑很快，卖家很耐心  ')
  await click(u, '.submit-btn')
  await waitFor(() => expect(text()).toContain('订单完成后才能评价'))
  expect(redirect).not.toHaveBeenCalled()

  answer = { code: 200, data: rating() }
  await click(u, '.submit-btn')
  await waitFor(() => expect(redirect).toHaveBeenCalledWith('orderDetail', { id: 42 }))
  // tags go in the contract's order, whatever order they were tapped in
  expect(puts()[1].data).toEqual({ stars: 4, tags: ['fast_handover', 'friendly'], comment: '换绑很快，卖家很耐心' })
  expect(Taro.showToast).toHaveBeenCalledWith(expect.objectContaining({ title: '评价成功，感谢您的反馈' }))
})

test('within the edit window the form is prefilled and saves changes; an empty comment is sent as none', async () => {
  serve(completed(), rating(), () => ({ code: 200, data: rating({ stars: 5 }) }))
  const u = await mountPage(RatePage, { orderId: '42' })
  await waitFor(() => expect(litStars()).toBe(4))
  expect(document.querySelector('.rate-tag--fast_handover')?.className).toContain('option-chip--on')
  expect(document.querySelector('.rate-tag--friendly')?.className).toContain('option-chip--on')
  expect(document.querySelector('.rate-tag--as_described')?.className).not.toContain('option-chip--on')
  expect((document.querySelector('.f-rate-comment textarea') as HTMLTextAreaElement).value).toBe('换绑很快，卖家很耐心')
  expect(text()).toContain('前可修改评价')
  expect(document.querySelector('.submit-btn')?.textContent).toBe('保存修改')

  u.fireEvent.click(star(5))
  await waitFor(() => expect(litStars()).toBe(5))
  await typeArea(u, '.f-rate-comment', '   ')
  await click(u, '.submit-btn')
  await waitFor(() => expect(puts()).toHaveLength(1))
  expect(puts()[0].data).toEqual({ stars: 5, tags: ['fast_handover', 'friendly'], comment: null })
  await waitFor(() => expect(Taro.showToast).toHaveBeenCalledWith(expect.objectContaining({ title: '评价已修改' })))
})

test('after the edit window, and for the seller, the rating is read only; before completion there is nothing to rate', async () => {
  serve(completed(), rating({ editableUntil: new Date(Date.now() - 1000).toISOString() }))
  await mountPage(RatePage, { orderId: '42' })
  await waitFor(() => expect(text()).toContain('评价已超过修改期限（7天），不能再修改'))
  expect(document.querySelector('.rate-form')).toBeNull()
  expect(text()).toContain('换绑很快，卖家很耐心')
  expect(text()).toContain('态度好')
  expect(text()).toContain('小** 于 2026-11-23 09:00 评价')
  unmountPage()
  document.body.innerHTML = ''

  serve(completed({ role: 'seller' }), rating())
  await mountPage(RatePage, { orderId: '42' })
  await waitFor(() => expect(text()).toContain('换绑很快，卖家很耐心'))
  expect(document.querySelector('.rate-form')).toBeNull()
  unmountPage()
  document.body.innerHTML = ''

  serve(completed({ role: 'seller' }), null)
  await mountPage(RatePage, { orderId: '42' })
  await waitFor(() => expect(text()).toContain('买家还没有评价'))
  unmountPage()
  document.body.innerHTML = ''

  serve(completed({ status: 'delivered' }), null)
  await mountPage(RatePage, { orderId: '42' })
  await waitFor(() => expect(text()).toContain('交易完成后才能评价'))
  expect(document.querySelector('.rate-form')).toBeNull()
  expect(puts()).toHaveLength(0)
})

test('English: the tags and stars have English names', async () => {
  localeStore.setLocale('en-US')
  serve(completed(), null)
  const u = await mountPage(RatePage, { orderId: '42' })
  await waitFor(() => expect(text()).toContain('Fast handover'))
  for (const label of ['As described', 'Friendly', 'Quick replies', 'Fair price']) expect(text()).toContain(label)
  u.fireEvent.click(star(5))
  await waitFor(() => expect(document.querySelector('.rate-stars .rate-star-text')?.textContent).toBe('Excellent'))
})
