import { firePage, resetPageHooks } from './pageHooks'
import TestUtils from '@tarojs/test-utils-react'
import { Current } from '@tarojs/runtime'
import { runInAction } from 'mobx'
import type { LedgerEntry, OrderSummary } from '../../contract/types'
import MyOrderPage from '../../src/pages/other/myOrder'
import WalletPage from '../../src/pages/other/wallet'
import * as nav from '../../src/utils/nav'
import { localeStore } from '../../src/stores/locale'
import { sessionStore } from '../../src/stores/session'
import { demoProfile, mockApi, text, waitFor, type ApiMock } from './helpers'
import { goods } from './orderFixtures'

let api: ApiMock
let mounted: TestUtils | null = null

async function mountPage(Page: () => JSX.Element | null): Promise<TestUtils> {
  const container = document.createElement('div')
  container.id = '/pages/test/index'
  document.body.appendChild(container)
  Current.page = { path: container.id } as never
  const u = (mounted = new TestUtils())
  await u.mount(Page, { container })
  return u
}

const summary = (id: number, over: Partial<OrderSummary> = {}): OrderSummary => ({
  id,
  orderNo: 'O2026112200000' + id,
  status: 'completed',
  goods,
  price: 100000,
  total: 102000,
  sellerProceeds: 95000,
  createdAt: '2026-11-22T01:00:00.000Z',
  payDeadline: null,
  role: 'buyer',
  kind: 'sale',
  rental: null,
  roomId: null,
  unread: 0,
  ...over,
})

const entry = (id: number, over: Partial<LedgerEntry>): LedgerEntry => ({
  id,
  kind: 'order_payment',
  amount: -50000,
  balanceAfter: 0,
  orderNo: 'O20261122000001',
  note: '余额支付',
  createdAt: '2026-11-22T01:00:00.000Z',
  ...over,
})

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

test('my orders: tabs and the bought/sold switch ask the server, cards open the order, pages load on scroll', async () => {
  api = mockApi({
    'GET /need/myOrder': (o) => {
      const q = new URLSearchParams(o.url.split('?')[1])
      const page = Number(q.get('pageNum'))
      const rows = Array.from({ length: page === 1 ? 10 : 2 }, (_, i) => summary(page * 100 + i, { role: q.get('role') as 'buyer' }))
      return { code: 200, data: { rows, total: 12 } }
    },
  })
  const u = await mountPage(MyOrderPage)
  await waitFor(() => expect(document.querySelectorAll('.order-card')).toHaveLength(10))
  expect(api.calls[0].path).toBe('/need/myOrder')
  // the first page is in and the list waits for more
  await waitFor(() => expect(document.querySelector('.paged-list__more')).not.toBeNull())
  firePage('onReachBottom')
  await waitFor(() => expect(document.querySelectorAll('.order-card')).toHaveLength(12), 8000)
  u.fireEvent.click(document.querySelector('.order-card')!)
  expect(nav.navigateTo).toHaveBeenCalledWith('orderDetail', { id: 100 })
  const pending = Array.from(document.querySelectorAll('.nut-tabs-titles-item')).find((e) => e.textContent === '待付款')!
  u.fireEvent.click(pending)
  await waitFor(() => expect(api.spy.mock.calls.some(([o]) => /tab=pending_payment/.test((o as { url: string }).url))).toBe(true))
  u.fireEvent.click(document.querySelector('.role-seller')!)
  await waitFor(() => expect(api.spy.mock.calls.some(([o]) => /tab=pending_payment&role=seller/.test((o as { url: string }).url))).toBe(true))
  expect(text()).toContain('我卖的')
})

test('wallet: the balance and signed ledger rows with kinds in words and order numbers', async () => {
  api = mockApi({
    'GET /system/user/profile': () => ({ code: 200, data: { ...demoProfile, balance: 95000 } }),
    'GET /need/wallet/ledger': () => ({
      code: 200,
      data: {
        rows: [
          entry(2, { kind: 'sale_proceeds', amount: 95000, balanceAfter: 95000, orderNo: 'O20261122000009', note: '出售所得' }),
          entry(1, { amount: -50000, balanceAfter: 0 }),
        ],
        total: 2,
      },
    }),
  })
  await mountPage(WalletPage)
  await waitFor(() => expect(document.querySelectorAll('.ledger-row')).toHaveLength(2))
  await waitFor(() => expect(document.querySelector('.wallet-head__balance')?.textContent).toBe('¥950.00'))
  const rows = Array.from(document.querySelectorAll('.ledger-row')).map((r) => r.textContent ?? '')
  expect(rows[0]).toContain('出售收入')
  expect(rows[0]).toContain('+¥950.00')
  expect(rows[0]).toContain('订单 O20261122000009')
  expect(rows[1]).toContain('订单支付')
  expect(rows[1]).toContain('-¥500.00')
})
