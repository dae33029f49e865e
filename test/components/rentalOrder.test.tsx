import './pageHooks'
import TestUtils from '@tarojs/test-utils-react'
import { Current } from '@tarojs/runtime'
import { runInAction } from 'mobx'
import type { OrderDetail } from '../../contract/types'
import OrderCard from '../../src/components/OrderCard'
import OrderDetailPage from '../../src/pages/index/orderDetail'
import PayPage from '../../src/pages/index/pay'
import { localeStore } from '../../src/stores/locale'
import { sessionStore } from '../../src/stores/session'
import { demoProfile, mockApi, text, waitFor } from './helpers'
import { goods, order } from './orderFixtures'
import { resetPageHooks } from './pageHooks'
import { mountPage, unmountPage } from './recycleFixtures'

/**
 * A rental order is about the rent (租金), not the listing's sale price, and tells the renter not to touch the
 * password or bindings, above whatever the seller wrote for buyers. Its times are China time.
 */
const SALE_PRICE = '¥1000.00'
const rental = (over: Partial<OrderDetail> = {}) =>
  order({
    kind: 'rental',
    status: 'delivered',
    payDeadline: null,
    goods: { ...goods, status: 'reserved' },
    price: 1500,
    serviceFee: 100,
    couponDiscount: 0,
    redPacketDiscount: 0,
    total: 1600,
    walletPaid: 1600,
    credentials: { account: 'wzry_8848', password: 'Secret#123', notes: '登录后请先修改密码并换绑手机' },
    rental: { unit: 'hour', quantity: 3, start: new Date(Date.now() - 3600_000).toISOString(), end: new Date(Date.now() + 2 * 3600_000).toISOString() },
    ...over,
  })

function serve(o: OrderDetail) {
  mockApi({
    'GET /need/order/42': () => ({ code: 200, data: o }),
    'GET /need/user/info': () => ({ code: 200, data: demoProfile }),
  })
}

beforeEach(() => {
  localeStore.setLocale('zh-CN')
  runInAction(() => {
    sessionStore.token = 'tok'
  })
  sessionStore.setProfile(demoProfile)
})

afterEach(() => {
  unmountPage()
  resetPageHooks()
  jest.restoreAllMocks()
  sessionStore.clear()
  document.body.innerHTML = ''
})

test('order detail: the rent is the amount (租金), the sale price appears nowhere', async () => {
  serve(rental())
  await mountPage(OrderDetailPage, { id: '42' })
  await waitFor(() => expect(document.querySelector('.order-goods')).not.toBeNull())
  expect(document.querySelector('.order-goods__amount')?.textContent).toBe('租金¥15.00')
  expect(document.querySelector('.amount-row--price')?.textContent).toBe('租金¥15.00')
  expect(document.querySelector('.amount-total')?.textContent).toBe('¥16.00')
  expect(text()).not.toContain(SALE_PRICE)
  expect(text()).not.toContain('商品价格')
})

test("the renter's rule comes first in the credentials, above the seller's note, and no buyer's tip says to change the password", async () => {
  serve(rental())
  await mountPage(OrderDetailPage, { id: '42' })
  await waitFor(() => expect(document.querySelector('.credentials')).not.toBeNull())
  const card = document.querySelector('.credentials')!
  const rule = card.querySelector('.credentials__rule')
  expect(rule?.textContent).toBe('租期内请勿修改密码和绑定信息；租期结束后账号信息将不再显示。')
  // the rule is above the login and the seller's note
  const order = Array.from(card.querySelectorAll('.credentials__rule, .cred-account, .cred-notes')).map((n) => n.className.split(' ').pop())
  expect(order).toEqual(['credentials__rule', 'cred-account', 'cred-notes'])
  expect(card.querySelector('.credentials__tip')).toBeNull()
  expect(text()).not.toContain('请尽快登录游戏并修改密码')
})

test('a sale keeps its price and the buyer is told to change the password; the renter rule is not shown', async () => {
  serve(order({ status: 'delivered', payDeadline: null, credentials: { account: 'a1', password: 'p1', notes: null } }))
  await mountPage(OrderDetailPage, { id: '42' })
  await waitFor(() => expect(document.querySelector('.credentials')).not.toBeNull())
  expect(document.querySelector('.order-goods__amount')?.textContent).toBe(SALE_PRICE)
  expect(document.querySelector('.amount-row--price')?.textContent).toBe('商品价格' + SALE_PRICE)
  expect(document.querySelector('.credentials__rule')).toBeNull()
  expect(document.querySelector('.credentials__tip')?.textContent).toBe('请尽快登录游戏并修改密码，核对无误后确认收货')
})

test('the rental period is shown in China time whatever the device zone', async () => {
  const far = Date.now() + 30 * 86_400_000
  const start = new Date(Math.floor(far / 86_400_000) * 86_400_000 + 60_000 * 56) // 00:56 UTC
  const end = new Date(start.getTime() + 9 * 3600_000) // 09:56 UTC
  serve(rental({ status: 'paid', rental: { unit: 'hour', quantity: 9, start: start.toISOString(), end: end.toISOString() } }))
  await mountPage(OrderDetailPage, { id: '42' })
  await waitFor(() => expect(document.querySelector('.order-meta--rent-period')).not.toBeNull())
  const day = new Date(start.getTime() + 8 * 3600_000).toISOString().slice(0, 10)
  expect(document.querySelector('.order-meta--rent-period')?.textContent).toContain(`${day} 08:56 至 ${day} 17:56`)
})

test('my orders: a rental card shows the rent, in English too', async () => {
  const o = rental()
  Current.router = { params: {}, path: '/pages/test/index' } as never
  const u = new TestUtils()
  await u.mount(() => <OrderCard order={o} />)
  expect(document.querySelector('.order-goods__amount')?.textContent).toBe('租金¥15.00')
  expect(text()).not.toContain(SALE_PRICE)
  localeStore.setLocale('en-US')
  await waitFor(() => expect(document.querySelector('.order-goods__amount')?.textContent).toBe('Rent¥15.00'))
  u.unmout()
})

test('the pay page shows the rent as the order amount, not the sale price', async () => {
  serve(rental({ status: 'pending_payment', payDeadline: new Date(Date.now() + 600_000).toISOString(), walletPaid: 0, credentials: null, rental: { unit: 'hour', quantity: 3, start: null, end: null } }))
  await mountPage(PayPage, { orderId: '42' })
  await waitFor(() => expect(document.querySelector('.order-goods')).not.toBeNull())
  expect(document.querySelector('.order-goods__amount')?.textContent).toBe('租金¥15.00')
  expect(text()).toContain('¥16.00')
  expect(text()).not.toContain(SALE_PRICE)
})
