import { resetPageHooks } from './pageHooks'
import TestUtils from '@tarojs/test-utils-react'
import Taro from '@tarojs/taro'
import { Current } from '@tarojs/runtime'
import { runInAction } from 'mobx'
import type { CouponRecord, CouponTemplate } from '../../contract/types'
import YhjDetailPage from '../../src/pages/index/yhjdetail'
import RedbaoPage from '../../src/pages/other/redbao'
import * as nav from '../../src/utils/nav'
import { localeStore } from '../../src/stores/locale'
import { sessionStore } from '../../src/stores/session'
import { click, demoProfile, mockApi, text, waitFor, type ApiMock } from './helpers'

let api: ApiMock
let mounted: TestUtils | null = null

/** mounts a page in a container as the Taro app makes it (NutUI Tabs' selector queries look the page up by path) */
async function mountPage(Page: () => JSX.Element | null): Promise<TestUtils> {
  const container = document.createElement('div')
  container.id = '/pages/test/index'
  document.body.appendChild(container)
  Current.page = { path: container.id } as never
  const u = (mounted = new TestUtils())
  await u.mount(Page, { container })
  return u
}

const template = (id: number, over: Partial<CouponTemplate> = {}): CouponTemplate => ({
  id,
  kind: 'coupon',
  name: '满500减50',
  description: '订单商品价满500元可用',
  amount: 5000,
  threshold: 50000,
  gameId: null,
  gameName: null,
  validDays: 30,
  claimUntil: null,
  remaining: 10,
  perUserLimit: 1,
  claimed: 0,
  claimable: true,
  ...over,
})

const record = (id: number, over: Partial<CouponRecord> = {}): CouponRecord => ({
  id,
  templateId: 1,
  kind: 'coupon',
  name: '新人专享券',
  amount: 2000,
  threshold: 10000,
  gameId: null,
  gameName: null,
  status: 0,
  expired: false,
  claimedAt: '2026-11-22T00:00:00.000Z',
  expiresAt: '2026-12-22T00:00:00.000Z',
  usedAt: null,
  orderNo: null,
  ...over,
})

function serve(opts: { granted?: CouponRecord[] } = {}) {
  const claimedIds = new Set<number>()
  api = mockApi({
    'GET /V2/H5/getCouponList': (o) => {
      const kind = /kind=red_packet/.test(o.url) ? 'red_packet' : 'coupon'
      const list =
        kind === 'coupon'
          ? [template(4), template(6, { name: '王者荣耀专享券', gameId: 1, gameName: '王者荣耀', remaining: 0, claimable: false })]
          : [template(8, { kind: 'red_packet', name: '8元红包', amount: 800, threshold: 0 })]
      return { code: 200, data: list.map((t) => (claimedIds.has(t.id) ? { ...t, claimed: 1, claimable: false } : t)) }
    },
    'GET /V2/H5/coupon/4': () => ({ code: 200, data: template(4) }),
    'POST /coupon/record/receive': (o) => {
      claimedIds.add((o.data as { templateId: number }).templateId)
      return { code: 200, data: record(99, { name: '满500减50' }) }
    },
    'GET /coupon/record/receiveCoupon/auto': () => ({ code: 200, data: { claimed: opts.granted ?? [] } }),
    'GET /coupon/record/myList': (o) => {
      const status = Number(/status=(\d)/.exec(o.url)?.[1] ?? 0)
      const rows =
        status === 0
          ? [record(1)]
          : status === 1
            ? [record(2, { status: 1, usedAt: '2026-11-22T02:00:00.000Z', orderNo: 'O20261122000042' })]
            : [record(3, { expired: true, expiresAt: '2026-11-01T00:00:00.000Z' })]
      return { code: 200, data: { rows, total: rows.length } }
    },
  })
}

function setQuery(params: Record<string, string>) {
  jest.spyOn(Taro, 'getCurrentInstance').mockReturnValue({ router: { params, path: '/index/yhjdetail' } } as never)
}

beforeEach(() => {
  localeStore.setLocale('zh-CN')
  runInAction(() => {
    sessionStore.token = 'tok'
  })
  sessionStore.setProfile(demoProfile)
  jest.spyOn(nav, 'navigateTo').mockResolvedValue(undefined as never)
})

afterEach(() => {
  mounted?.unmout()
  mounted = null
  Current.page = null
  resetPageHooks()
  jest.restoreAllMocks()
  sessionStore.clear()
  document.body.innerHTML = ''
})

const calls = (path: string) => api.calls.filter((c) => c.path === path)

test('the coupon centre grants the newcomer coupons once, lists claimable ones and claims', async () => {
  setQuery({})
  serve({ granted: [record(1)] })
  const u = await mountPage(YhjDetailPage)
  await waitFor(() => expect(text()).toContain('满500减50'))
  await waitFor(() => expect(text()).toContain('新人福利已到账：新人专享券'))
  expect(calls('/coupon/record/receiveCoupon/auto')).toHaveLength(1)
  expect(calls('/V2/H5/getCouponList')[0]).toBeTruthy()
  expect(text()).toContain('已领完')
  expect(text()).toContain('仅限王者荣耀')
  await click(u, '.claim-4')
  await waitFor(() => expect(calls('/coupon/record/receive')).toHaveLength(1))
  expect(calls('/coupon/record/receive')[0].data).toEqual({ templateId: 4 })
  await waitFor(() => expect(document.querySelector('.coupon-template-4')?.textContent).toContain('已领取'))
  expect(calls('/coupon/record/receiveCoupon/auto')).toHaveLength(1)
})

test('my coupons by status: unused, used (with its order), expired', async () => {
  setQuery({})
  serve()
  const u = await mountPage(YhjDetailPage)
  await waitFor(() => expect(text()).toContain('我的优惠券'))
  const mineTab = Array.from(document.querySelectorAll('.nut-tabs-titles-item')).find((e) => e.textContent?.includes('我的优惠券'))!
  u.fireEvent.click(mineTab)
  await waitFor(() => expect(document.querySelector('.my-coupon-1')).not.toBeNull())
  expect(text()).toContain('去使用')
  u.fireEvent.click(document.querySelector('.status-1')!)
  await waitFor(() => expect(text()).toContain('用于订单 O20261122000042'))
  u.fireEvent.click(document.querySelector('.status-2')!)
  await waitFor(() => expect(text()).toContain('已于 2026-11-01'))
  expect(calls('/coupon/record/myList').map((c) => c.method)).toEqual(['GET', 'GET', 'GET'])
})

test('?id= shows one coupon with its claim button', async () => {
  setQuery({ id: '4' })
  serve()
  const u = await mountPage(YhjDetailPage)
  await waitFor(() => expect(text()).toContain('订单商品价满500元可用'))
  await click(u, '.claim-4')
  await waitFor(() => expect(calls('/coupon/record/receive')).toHaveLength(1))
})

test('red packets use the same centre with their own kind', async () => {
  setQuery({})
  serve()
  await mountPage(RedbaoPage)
  await waitFor(() => expect(text()).toContain('8元红包'))
  expect(text()).toContain('无门槛')
  expect(text()).toContain('我的红包')
  expect(api.calls.find((c) => c.path === '/V2/H5/getCouponList')).toBeTruthy()
})

test('logged out: templates can be browsed, claiming says why and opens login over the page', async () => {
  sessionStore.clear()
  setQuery({})
  serve()
  const u = await mountPage(YhjDetailPage)
  await waitFor(() => expect(text()).toContain('登录后领取'))
  expect(calls('/coupon/record/receiveCoupon/auto')).toHaveLength(0)
  await click(u, '.claim-login')
  expect(nav.navigateTo).toHaveBeenCalledWith('login', expect.objectContaining({ redirect: 'yhjdetail', reason: 'coupon' }))
})
