import './pageHooks'
import TestUtils from '@tarojs/test-utils-react'
import { Current } from '@tarojs/runtime'
import { runInAction } from 'mobx'
import type { GoodsDetail } from '../../contract/types'
import GoodDetailPage from '../../src/pages/index/goodDetail'
import { localeStore } from '../../src/stores/locale'
import { sessionStore } from '../../src/stores/session'
import * as nav from '../../src/utils/nav'
import { lastLeftPage, noteLeft } from '../../src/utils/pageTrail'
import { click, demoProfile, mockApi, sleep, text, waitFor, type ApiMock } from './helpers'
import { firePage, resetPageHooks } from './pageHooks'

const detail = (over: Partial<GoodsDetail> = {}): GoodsDetail => ({
  id: 7,
  goodsNo: 'G20261122000007',
  gameId: 1,
  gameName: '王者荣耀',
  title: '国服韩信 全皮肤',
  price: 88800,
  cover: '/api/assets/goods/7-1.svg',
  region: '安卓 / QQ / 一区 / 一服',
  compensation: 'extended',
  status: 'on_sale',
  views: 321,
  highlights: ['英雄 120'],
  publishedAt: '2026-11-01T00:00:00.000Z',
  description: '账号安全，可换绑',
  images: ['/api/assets/goods/7-1.svg', '/api/assets/goods/7-2.svg'],
  attrs: [
    { key: 'heroes', label: '英雄数', type: 'number', value: 120, unit: '个' },
    { key: 'skins', label: '稀有皮肤', type: 'checkbox', value: ['龙年限定', '传说'], unit: null },
  ],
  systemName: '安卓',
  carrierName: 'QQ',
  areaName: '一区',
  serverName: '一服',
  seller: {
    id: 99,
    nickname: '卖家阿强',
    avatar: null,
    verified: true,
    sales: 12,
    memberSince: '2025-01-01T00:00:00.000Z',
    stats: { completedTrades: 12, positiveRate: 0.95, ratingCount: 20, averageStars: 4.7, avgHandoverMinutes: 25, disputeRate: 0.05 },
  },
  protection: { inspection: null, risk: null },
  accountRealName: 'seller',
  bindings: { phone: true, email: false, thirdParty: true },
  favourite: false,
  buyable: true,
  rentable: false,
  ...over,
})

function fakeServer(goods: GoodsDetail): ApiMock {
  return mockApi({
    'GET /web/goods/7': () => ({ code: 200, data: goods }),
    'GET /web/recommend/7': () => ({ code: 200, data: [{ ...goods, id: 8, title: '推荐的号' }] }),
    'GET /V2/H5/gonggaoDetails': (o) => {
      const type = /noticeType=(\d)/.exec(o.url)![1]
      const title = type === '4' ? '交易须知正文' : '包赔介绍正文'
      return { code: 200, data: { id: Number(type), noticeType: type, title, summary: '', cover: null, pinned: false, publishedAt: '2026-01-01T00:00:00.000Z', content: '<p>' + title + '</p>' } }
    },
    'POST /web/goods/collect': () => ({ code: 200, data: null }),
    'POST /web/goods/collect/remove': () => ({ code: 200, data: null }),
  })
}

const mounted: TestUtils[] = []
async function mountDetail(): Promise<TestUtils> {
  Current.router = { params: { id: '7' }, path: '/pages/index/goodDetail/index' } as never
  const u = new TestUtils()
  mounted.push(u)
  await u.mount(GoodDetailPage)
  await waitFor(() => expect(text()).toContain('国服韩信 全皮肤'))
  return u
}

function logIn() {
  runInAction(() => {
    sessionStore.token = 'tok'
  })
  sessionStore.setProfile(demoProfile)
}

beforeEach(() => {
  localeStore.setLocale('zh-CN')
  sessionStore.clear()
})

afterEach(() => {
  for (const u of mounted.splice(0)) u.unmout()
  resetPageHooks()
  jest.restoreAllMocks()
  sessionStore.clear()
  document.body.innerHTML = ''
  Current.router = null
})

test('shows the listing: price, region, attributes with labels, seller, views, notes and recommendations', async () => {
  fakeServer(detail())
  await mountDetail()
  await waitFor(() => expect(text()).toContain('交易须知正文'))
  const page = text()
  expect(page).toContain('¥888.00')
  expect(page).toContain('安卓 / QQ / 一区 / 一服')
  expect(page).toContain('英雄数')
  expect(page).toContain('120 个')
  expect(page).toContain('龙年限定、传说')
  expect(page).toContain('卖家阿强')
  expect(page).toContain('已实名')
  expect(page).toContain('321 次浏览')
  expect(page).toContain('加长包赔')
  await waitFor(() => expect(text()).toContain('包赔介绍正文'))
  await waitFor(() => expect(text()).toContain('推荐的号'))
})

test('the buy button opens the order confirmation for this listing', async () => {
  logIn()
  fakeServer(detail())
  const go = jest.spyOn(nav, 'navigateTo').mockImplementation(() => Promise.resolve({ errMsg: 'ok' }))
  const u = await mountDetail()
  expect(text()).toContain('立即购买')
  await click(u, '.buy-btn')
  expect(go).toHaveBeenCalledWith('sureOrder', { goodsId: 7 })
})

test('logged out, buy says why and opens login over the listing, to come back to it with its id', async () => {
  fakeServer(detail())
  const go = jest.spyOn(nav, 'navigateTo').mockImplementation(() => Promise.resolve({ errMsg: 'ok' }))
  const u = await mountDetail()
  await click(u, '.buy-btn')
  // the login page says why (请先登录后再购买)
  expect(go).toHaveBeenCalledWith('login', { redirect: 'goodDetail', back: 'id=7', reason: 'buy' })
  expect(go).not.toHaveBeenCalledWith('sureOrder', expect.anything())
})

test('a sold listing says so and cannot be bought', async () => {
  fakeServer(detail({ status: 'sold', buyable: false }))
  const go = jest.spyOn(nav, 'navigateTo').mockImplementation(() => Promise.resolve({ errMsg: 'ok' }))
  const u = await mountDetail()
  expect(text()).toContain('已售出')
  expect(text()).not.toContain('立即购买')
  await click(u, '.buy-btn')
  expect(go).not.toHaveBeenCalledWith('sureOrder', expect.anything())
})

test('the seller’s own listing says so and cannot be bought', async () => {
  logIn()
  fakeServer(detail({ buyable: false, seller: { ...detail().seller, id: demoProfile.id } }))
  await mountDetail()
  expect(text()).toContain('这是你发布的商品')
  expect(text()).not.toContain('立即购买')
})

test('favourite toggles on and off through the server', async () => {
  logIn()
  const api = fakeServer(detail())
  const u = await mountDetail()
  expect(document.querySelector('.fav-btn')!.textContent).toContain('收藏')
  await click(u, '.fav-btn')
  await waitFor(() => expect(document.querySelector('.fav-btn')!.textContent).toContain('已收藏'))
  expect(api.calls.find((c) => c.path === '/web/goods/collect')?.data).toEqual({ goodsId: 7 })
  await click(u, '.fav-btn')
  await waitFor(() => expect(document.querySelector('.fav-btn')!.textContent).not.toContain('已收藏'))
  expect(api.calls.find((c) => c.path === '/web/goods/collect/remove')?.data).toEqual({ goodsId: 7 })
})

test('a listing already favourited starts filled; logged out, favourite sends to login and sends nothing', async () => {
  fakeServer(detail({ favourite: false }))
  const go = jest.spyOn(nav, 'navigateTo').mockImplementation(() => Promise.resolve({ errMsg: 'ok' }))
  const u = await mountDetail()
  await click(u, '.fav-btn')
  expect(go).toHaveBeenCalledWith('login', { redirect: 'goodDetail', back: 'id=7', reason: 'favourite' })
  await sleep(20)
  expect(text()).not.toContain('已收藏')
})

test('a missing listing shows the server’s message', async () => {
  mockApi({ 'GET /web/goods/7': () => ({ code: 404, msg: '商品不存在或已下架' }) })
  Current.router = { params: { id: '7' }, path: '/pages/index/goodDetail/index' } as never
  const u = new TestUtils()
  mounted.push(u)
  await u.mount(GoodDetailPage)
  await waitFor(() => expect(text()).toContain('商品不存在或已下架'))
  expect(text()).not.toContain('立即购买')
})

test('the H5 viewer opens on a tap and zooms, rotates and closes', async () => {
  fakeServer(detail())
  const u = await mountDetail()
  await click(u, '.gallery__img')
  await waitFor(() => expect(document.querySelector('.image-viewer')).not.toBeNull())
  await click(u, '.viewer-zoom-in')
  await click(u, '.viewer-rotate')
  const style = (document.querySelector('.image-viewer__img') as HTMLElement).getAttribute('style') ?? ''
  expect(style).toContain('scale(1.5)')
  expect(style).toContain('rotate(90deg)')
  await click(u, '.viewer-close')
  await waitFor(() => expect(document.querySelector('.image-viewer')).toBeNull())
})

test('closing the page tells goodList it came back from a listing', async () => {
  fakeServer(detail())
  noteLeft('goodList')
  await mountDetail()
  firePage('onUnload')
  expect(lastLeftPage()).toBe('goodDetail')
})

test('opened without an id, or with one that is not a listing number, shows not-found and asks the server nothing', async () => {
  for (const params of [{}, { id: 'NaN' }, { id: 'abc' }, { id: '0' }]) {
    const api = mockApi({})
    Current.router = { params, path: '/pages/index/goodDetail/index' } as never
    const u = new TestUtils()
    mounted.push(u)
    await u.mount(GoodDetailPage)
    await waitFor(() => expect(text()).toContain('商品不存在'))
    await sleep(20)
    const asked = api.calls.map((c) => c.path)
    expect(asked.filter((p) => /^\/web\/(goods|recommend|rent)\//.test(p))).toEqual([])
    u.unmout()
    mounted.pop()
    jest.restoreAllMocks()
    document.body.innerHTML = ''
  }
})

test('rent terms are asked for only when the listing says it is offered for rent', async () => {
  const api = fakeServer(detail({ rentable: false }))
  await mountDetail()
  await waitFor(() => expect(text()).toContain('推荐的号'))
  expect(api.calls.filter((c) => c.path.startsWith('/web/rent/'))).toEqual([])
})

test('the seller block shows the record (positive rate, trades, handover time) and opens the seller page', async () => {
  fakeServer(detail())
  const go = jest.spyOn(nav, 'navigateTo').mockImplementation(() => Promise.resolve({ errMsg: 'ok' }))
  const u = await mountDetail()
  const block = document.querySelector('.seller')!
  expect(block.querySelector('.seller__stats')?.textContent).toBe('好评率 95% · 成交 12 笔 · 平均换绑 约 25 分钟')
  expect(block.textContent).toContain('2025-01-01 加入')
  await click(u, '.seller')
  expect(go).toHaveBeenCalledWith('seller', { id: 99 })
})

test('a seller without ratings or handovers yet reads 暂无, never 0% or 0 分钟', async () => {
  const seller = { ...detail().seller, stats: { completedTrades: 0, positiveRate: null, ratingCount: 0, averageStars: null, avgHandoverMinutes: null, disputeRate: null } }
  fakeServer(detail({ seller }))
  await mountDetail()
  expect(document.querySelector('.seller__stats')?.textContent).toBe('好评率 暂无 · 成交 0 笔 · 平均换绑 暂无')
})

test('the facts show what the account is bound to, beside its real-name status, and that the handover follows it', async () => {
  fakeServer(detail({ bindings: { phone: true, email: false, thirdParty: true } }))
  await mountDetail()
  const value = (k: string) => document.querySelector('.binding-' + k + ' .kv__v')?.textContent
  expect(document.querySelector('.binding-phone .kv__k')?.textContent).toBe('绑定手机')
  expect(value('phone')).toBe('有')
  expect(value('email')).toBe('无')
  expect(value('thirdParty')).toBe('有')
  expect(document.querySelector('.binding-thirdParty .kv__k')?.textContent).toBe('第三方登录')
  // right after the real-name line, in the same facts card
  expect(document.querySelector('.kv--account-real-name + .bindings')).not.toBeNull()
  expect(text()).toContain('付款后的换绑清单按以上绑定情况逐项进行')
})

test('in English the record and the bindings are English', async () => {
  localeStore.setLocale('en-US')
  fakeServer(detail({ seller: { ...detail().seller, stats: { ...detail().seller.stats, avgHandoverMinutes: 150 } } }))
  Current.router = { params: { id: '7' }, path: '/pages/index/goodDetail/index' } as never
  const u = new TestUtils()
  mounted.push(u)
  await u.mount(GoodDetailPage)
  await waitFor(() => expect(document.querySelector('.seller__stats')).not.toBeNull())
  expect(document.querySelector('.seller__stats')?.textContent).toBe('Positive 95% · Trades 12 · Handover about 2.5 h')
  expect(document.querySelector('.binding-email .kv__v')?.textContent).toBe('No')
})
