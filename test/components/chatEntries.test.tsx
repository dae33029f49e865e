/**
 * The ways into the trade room from elsewhere: the order card (联系卖家 / 进入房间 with the unread count), the order
 * page's 交易房间 entry, and 咨询 on a listing (login first, not on one's own listing, opens the pre-sale room).
 */
import { resetPageHooks } from './pageHooks'
import TestUtils from '@tarojs/test-utils-react'
import { Current } from '@tarojs/runtime'
import Taro from '@tarojs/taro'
import { runInAction } from 'mobx'
import type { GoodsDetail, OrderSummary } from '../../contract/types'
import OrderCard from '../../src/components/OrderCard'
import GoodDetailPage from '../../src/pages/index/goodDetail'
import OrderDetailPage from '../../src/pages/index/orderDetail'
import { chatStore } from '../../src/stores/chat'
import { localeStore } from '../../src/stores/locale'
import { sessionStore } from '../../src/stores/session'
import * as nav from '../../src/utils/nav'
import { room } from './chatFixtures'
import { click, demoProfile, mockApi, sleep, text, waitFor, type ApiMock } from './helpers'
import { goods, order } from './orderFixtures'

jest.mock('../../src/utils/chatSocket', () => {
  const socket = require('./chatFixtures').fakeChatSocket()
  return { chatSocket: socket, ChatSocket: class {} }
})

let api: ApiMock
const mounted: TestUtils[] = []

async function mount(Page: () => JSX.Element | null, params: Record<string, string> = {}) {
  Current.router = { params, path: '/pages/test/index' } as never
  const u = new TestUtils()
  mounted.push(u)
  await u.mount(Page)
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
  chatStore.clear()
  jest.spyOn(nav, 'navigateTo').mockResolvedValue(undefined as never)
  jest.spyOn(Taro, 'showToast').mockResolvedValue(undefined as never)
})

afterEach(() => {
  for (const u of mounted.splice(0)) u.unmout()
  resetPageHooks()
  jest.restoreAllMocks()
  sessionStore.clear()
  document.body.innerHTML = ''
  Current.router = null
})

describe('order card', () => {
  const summary = (over: Partial<OrderSummary>): OrderSummary => ({
    id: 42,
    orderNo: 'O42',
    status: 'handover',
    goods,
    price: 100000,
    total: 102000,
    sellerProceeds: 95000,
    createdAt: '2026-11-22T01:00:00.000Z',
    payDeadline: null,
    role: 'buyer',
    kind: 'sale',
    rental: null,
    roomId: 5,
    unread: 2,
    ...over,
  })

  test('a paid order offers 联系卖家 with its unread count; the tap opens the room, not the order', async () => {
    api = mockApi({})
    const u = await mount(() => <OrderCard order={summary({})} />)
    await waitFor(() => expect(document.querySelector('.room-btn')?.textContent).toBe('联系卖家'))
    expect(document.querySelector('.order-card__unread')?.textContent).toContain('2')
    await click(u, '.room-btn')
    expect(nav.navigateTo).toHaveBeenCalledTimes(1)
    expect(nav.navigateTo).toHaveBeenCalledWith('room', { id: 5 })
    // the rest of the card still opens the order
    await click(u, '.order-card__foot')
    expect(nav.navigateTo).toHaveBeenLastCalledWith('orderDetail', { id: 42 })
  })

  test('the seller sees 进入房间; no count once the room was read; no entry before payment', async () => {
    api = mockApi({})
    chatStore.putRoom(room({ id: 5, unread: 0 }))
    await mount(() => (
      <>
        <OrderCard order={summary({ role: 'seller' })} />
        <OrderCard order={summary({ id: 43, status: 'pending_payment', roomId: null, unread: 0 })} />
      </>
    ))
    await waitFor(() => expect(document.querySelectorAll('.order-card')).toHaveLength(2))
    expect(Array.from(document.querySelectorAll('.room-btn')).map((b) => b.textContent)).toEqual(['进入房间'])
    expect(document.querySelector('.order-card__unread')).toBeNull()
  })
})

test('the order page has a 交易房间 entry with the unread count once the order has a room', async () => {
  api = mockApi({
    'GET /need/order/42': () => ({ code: 200, data: order({ status: 'handover', payDeadline: null, roomId: 5, unread: 3 }) }),
    'GET /need/order/42/handover': () => ({ code: 404, msg: '不存在' }),
    'GET /need/order/42/dispute': () => ({ code: 200, data: null }),
  })
  logIn()
  const u = await mount(OrderDetailPage, { id: '42' })
  await waitFor(() => expect(document.querySelector('.room-entry')).not.toBeNull())
  expect(document.querySelector('.room-entry__title')?.textContent).toBe('交易房间')
  expect(document.querySelector('.room-entry__unread')?.textContent).toBe('3条未读')
  await click(u, '.room-entry')
  expect(nav.navigateTo).toHaveBeenCalledWith('room', { id: 5 })
})

test('an unpaid order has no room entry', async () => {
  api = mockApi({ 'GET /need/order/42': () => ({ code: 200, data: order() }) })
  logIn()
  await mount(OrderDetailPage, { id: '42' })
  await waitFor(() => expect(text()).toContain('O20261122000042'))
  expect(document.querySelector('.room-entry')).toBeNull()
})

describe('咨询 on a listing', () => {
  const detail = (over: Partial<GoodsDetail> = {}): GoodsDetail => ({
    ...goods,
    description: '',
    images: [goods.cover],
    attrs: [],
    systemName: null,
    carrierName: null,
    areaName: null,
    serverName: null,
    seller: {
      id: 99,
      nickname: '卖家阿强',
      avatar: null,
      verified: true,
      sales: 1,
      memberSince: '2025-01-01T00:00:00.000Z',
      stats: { completedTrades: 1, positiveRate: null, ratingCount: 0, averageStars: null, avgHandoverMinutes: null, disputeRate: null },
    },
    protection: { inspection: null, risk: null },
    accountRealName: 'seller',
    bindings: { phone: true, email: false, thirdParty: false },
    favourite: false,
    buyable: true,
    rentable: false,
    ...over,
  })
  const serve = (g: GoodsDetail) => {
    api = mockApi({
      'GET /web/goods/7': () => ({ code: 200, data: g }),
      'POST /need/chat/presale': () => ({ code: 200, data: room({ id: 21, goods: { id: 7, title: g.title, cover: g.cover, price: g.price } }) }),
      'GET /system/user/profile': () => ({ code: 200, data: demoProfile }),
    })
  }

  test('opens (or reopens) my pre-sale room on it', async () => {
    serve(detail())
    logIn()
    const u = await mount(GoodDetailPage, { id: '7' })
    await waitFor(() => expect(document.querySelector('.ask-btn')?.textContent).toBe('咨询'))
    await click(u, '.ask-btn')
    await waitFor(() => expect(nav.navigateTo).toHaveBeenCalledWith('room', { id: 21 }))
    expect(api.calls.find((c) => c.path === '/need/chat/presale')?.data).toEqual({ goodsId: 7 })
  })

  test('logged out: says why and goes to log in first', async () => {
    serve(detail())
    const u = await mount(GoodDetailPage, { id: '7' })
    await waitFor(() => expect(document.querySelector('.ask-btn')).not.toBeNull())
    await click(u, '.ask-btn')
    await sleep(20)
    // the login page says why (请先登录后再咨询)
    expect(nav.navigateTo).toHaveBeenCalledWith('login', expect.objectContaining({ redirect: 'goodDetail', reason: 'chat' }))
    expect(api.calls.some((c) => c.path === '/need/chat/presale')).toBe(false)
  })

  test('not on my own listing, nor on one that is no longer on sale', async () => {
    serve(detail({ seller: { ...detail().seller, id: demoProfile.id }, buyable: false }))
    logIn()
    await mount(GoodDetailPage, { id: '7' })
    await waitFor(() => expect(text()).toContain(goods.title))
    expect(document.querySelector('.ask-btn')).toBeNull()
    for (const u of mounted.splice(0)) u.unmout()
    document.body.innerHTML = ''
    serve(detail({ status: 'sold', buyable: false }))
    await mount(GoodDetailPage, { id: '7' })
    await waitFor(() => expect(text()).toContain(goods.title))
    expect(document.querySelector('.ask-btn')).toBeNull()
  })
})
