import TestUtils from '@tarojs/test-utils-react'
import Taro from '@tarojs/taro'
import { runInAction } from 'mobx'
import type { OrderPreview } from '../../contract/types'
import SureOrderPage from '../../src/pages/index/sureOrder'
import * as nav from '../../src/utils/nav'
import { localeStore } from '../../src/stores/locale'
import { sessionStore } from '../../src/stores/session'
import { click, demoProfile, mockApi, text, waitFor, type ApiMock } from './helpers'
import { order, preview } from './orderFixtures'

let api: ApiMock
let redirect: jest.SpyInstance
let mounted: TestUtils | null = null

function serve(p: OrderPreview, create: () => { code: number; msg?: string; data?: unknown } = () => ({ code: 200, data: order() })) {
  api = mockApi({
    'GET /need/order/preview': () => ({ code: 200, data: p }),
    'POST /need/order': create,
    'GET /need/contract/preview': (o) => ({ code: 200, data: { goodsId: 7, compensation: 'x', text: '游戏账号交易合同\n包赔 ' + String(o.url.split('compensation=')[1]?.split('&')[0]) } }),
    'GET /V2/H5/gonggaoDetails': () => ({
      code: 200,
      data: { id: 4, noticeType: '4', title: '交易须知', summary: '', cover: null, pinned: false, publishedAt: '2026-01-01T00:00:00.000Z', content: '<p>先付款后交付</p>' },
    }),
  })
}

beforeEach(() => {
  localeStore.setLocale('zh-CN')
  runInAction(() => {
    sessionStore.token = 'tok'
  })
  sessionStore.setProfile(demoProfile)
  jest.spyOn(Taro, 'getCurrentInstance').mockReturnValue({ router: { params: { goodsId: '7' }, path: '/index/sureOrder' } } as never)
  redirect = jest.spyOn(nav, 'redirectTo').mockResolvedValue(undefined as never)
})

afterEach(() => {
  // unmount while the fakes are still in place, so no late effect reaches the real Taro.request
  mounted?.unmout()
  mounted = null
  jest.restoreAllMocks()
  sessionStore.clear()
  document.body.innerHTML = ''
})

const total = () => document.querySelector('.order-bar__total')?.textContent
const posts = () => api.calls.filter((c) => c.method === 'POST' && c.path === '/need/order')

async function mount(p: OrderPreview = preview()) {
  serve(p)
  const u = (mounted = new TestUtils())
  await u.mount(SureOrderPage)
  await waitFor(() => expect(document.querySelector('.order-bar__total')).not.toBeNull())
  return u
}

test('the best coupon and red packet are preselected and the total is the server formula', async () => {
  await mount()
  expect(api.calls[0]).toMatchObject({ method: 'GET', path: '/need/order/preview' })
  expect(text()).toContain('国服V8 满英雄 300皮肤')
  // 1000.00 + service fee 20.00 - coupon 30.00 - red packet 5.00
  expect(total()).toBe('¥985.00')
  expect(document.querySelector('.pick-coupon')?.textContent).toContain('-¥30.00')
  expect(document.querySelector('.pick-red-packet')?.textContent).toContain('-¥5.00')
})

test('each compensation level and coupon choice recomputes the total', async () => {
  const u = await mount()
  await click(u, '.comp-standard')
  expect(total()).toBe('¥1035.00')
  await click(u, '.comp-extended')
  expect(total()).toBe('¥1085.00')
  expect(document.querySelector('.amount-row--compensationFee')?.textContent).toContain('¥100.00')
  // the other coupon, then none
  await click(u, '.pick-coupon')
  await click(u, '.coupon-choice-12')
  expect(total()).toBe('¥1105.00')
  await click(u, '.pick-coupon')
  const nones = document.querySelectorAll('.coupon-choice-none')
  u.fireEvent.click(nones[0])
  await waitFor(() => expect(total()).toBe('¥1115.00'))
  await click(u, '.pick-red-packet')
  u.fireEvent.click(document.querySelectorAll('.coupon-choice-none')[1])
  await waitFor(() => expect(total()).toBe('¥1120.00'))
  await click(u, '.comp-none')
  expect(total()).toBe('¥1020.00')
})

test('only the levels the listing offers are shown', async () => {
  await mount(preview({ compensationOptions: [{ level: 'none', fee: 0, days: 0, capPercent: null }] }))
  expect(document.querySelector('.comp-none')).not.toBeNull()
  expect(document.querySelector('.comp-standard')).toBeNull()
  expect(document.querySelector('.comp-extended')).toBeNull()
})

test('each tier shows its one name, the cover period the server sends and what it costs, in both languages', async () => {
  const tiers = preview({
    compensationOptions: [
      { level: 'none', fee: 0, days: 0, capPercent: null },
      { level: 'standard', fee: 5000, days: 120, capPercent: null },
      { level: 'extended', fee: 10000, days: 400, capPercent: null },
      { level: 'topup', fee: 12000, days: 400, capPercent: 150 },
    ],
  })
  const row = (level: string) => document.querySelector('.comp-' + level)?.textContent
  await mount(tiers)
  expect(row('none')).toBe('不包赔账号被找回时不予赔付免费')
  expect(row('standard')).toBe('标准包赔交易完成后120天内可申请理赔+¥50.00')
  expect(row('extended')).toBe('加长包赔交易完成后400天内可申请理赔+¥100.00')
  // the cap comes from the server's capPercent: the app writes no number of its own
  expect(row('topup')).toBe('充值包赔交易完成后400天内可申请理赔含找回后充值退款，最高 1.5 倍+¥120.00')
  mounted?.unmout()
  mounted = null
  document.body.innerHTML = ''
  localeStore.setLocale('en-US')
  await mount(tiers)
  expect(row('standard')).toBe('Standard compensationClaims accepted for 120 days after completion+¥50.00')
  expect(row('extended')).toBe('Extended compensationClaims accepted for 400 days after completion+¥100.00')
  expect(row('topup')).toBe('Top-up compensationClaims accepted for 400 days after completion' + 'Also refunds top-ups made after the purchase, up to 1.5× the price in all+¥120.00')
})

test('the purchase terms must be accepted; then the order is created and the buyer goes to pay', async () => {
  const u = await mount()
  await click(u, '.submit-btn')
  await waitFor(() => expect(text()).toContain('请先阅读并同意交易须知'))
  expect(posts()).toHaveLength(0)
  await click(u, '.terms__check')
  await click(u, '.comp-standard')
  await click(u, '.submit-btn')
  await waitFor(() => expect(posts()).toHaveLength(1))
  expect(posts()[0].data).toEqual({ goodsId: 7, compensation: 'standard', couponId: 11, redPacketId: 21, agree: true })
  await waitFor(() => expect(redirect).toHaveBeenCalledWith('pay', { orderId: 42 }))
})

test('the trading notes open from the terms link', async () => {
  const u = await mount()
  await click(u, '.terms__link')
  await waitFor(() => expect(text()).toContain('先付款后交付'))
})

test('the trade contract opens from its link, generated for the chosen tier before the order exists', async () => {
  const u = await mount()
  expect(document.querySelector('.terms')?.textContent).toContain('《交易合同》')
  await click(u, '.contract-preview__link')
  await waitFor(() => expect(document.querySelector('.contract-popup__text')?.textContent).toContain('游戏账号交易合同'))
  const asked = api.calls.filter((c) => c.path === '/need/contract/preview')
  expect(asked).toHaveLength(1)
  expect(posts()).toHaveLength(0)
})

test('a server refusal (someone else bought it) is shown', async () => {
  serve(preview(), () => ({ code: 409, msg: '该商品已被他人下单' }))
  const u = (mounted = new TestUtils())
  await u.mount(SureOrderPage)
  await waitFor(() => expect(document.querySelector('.submit-btn')).not.toBeNull())
  await click(u, '.terms__check')
  await click(u, '.submit-btn')
  await waitFor(() => expect(text()).toContain('该商品已被他人下单'))
  expect(redirect).not.toHaveBeenCalled()
  // the preview is asked again, so the page shows the listing as it is now
  await waitFor(() => expect(api.calls.filter((c) => c.path === '/need/order/preview')).toHaveLength(2))
})

test.each([
  ['realname', '完成实名认证后才能购买'],
  ['minor', '未满18周岁'],
  ['own', '您自己发布的商品'],
  ['unavailable', '已售出或已下架'],
] as const)('blocked %s: says why and the order cannot be placed', async (blocked, words) => {
  const u = await mount(preview({ blocked }))
  expect(text()).toContain(words)
  expect(!!document.querySelector('.order-blocked__go')).toBe(blocked === 'realname')
  await click(u, '.terms__check')
  await click(u, '.submit-btn')
  expect(posts()).toHaveLength(0)
})
