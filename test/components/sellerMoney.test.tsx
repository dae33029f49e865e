import { resetPageHooks } from './pageHooks'
import Taro from '@tarojs/taro'
import { runInAction } from 'mobx'
import type { MeSummary, OrderSummary } from '../../contract/orders'
import type { WalletItem, WalletSummary } from '../../contract/wallet'
import MyCenterPage from '../../src/pages/index/mycenter'
import MyOrderPage from '../../src/pages/other/myOrder'
import WalletPage from '../../src/pages/other/wallet'
import * as nav from '../../src/utils/nav'
import { localeStore } from '../../src/stores/locale'
import { sessionStore } from '../../src/stores/session'
import { click, demoProfile, mockApi, text, waitFor, type ApiMock } from './helpers'
import { goods } from './orderFixtures'
import { mountPage, unmountPage } from './recycleFixtures'

let api: ApiMock
let go: jest.SpyInstance

const item = (over: Partial<WalletItem>): WalletItem => ({
  kind: 'settlement',
  bucket: 'settling',
  amount: 9_500,
  orderId: 41,
  orderNo: 'O20261124000041',
  withdrawalNo: null,
  endsAt: null,
  ...over,
})

/** a seller with a sale in its settlement period, a dispute's hold, an order being paid and a withdrawal on its way */
const wallet: WalletSummary = {
  balance: 60_000,
  held: 14_000,
  available: 46_000,
  settling: 9_500,
  withdrawable: 36_500,
  withdrawing: 5_000,
  withdrawn: 0,
  payPasswordSet: true,
  payPasswordLockedUntil: null,
  items: [
    item({ kind: 'payment', bucket: 'held', amount: 4_000, orderId: 40, orderNo: 'O20261124000040', endsAt: '2026-11-24T02:15:00.000Z' }),
    item({ kind: 'dispute', bucket: 'held', amount: 10_000, orderId: 39, orderNo: 'O20261124000039' }),
    item({ endsAt: '2026-11-27T04:00:00.000Z' }),
    item({ kind: 'withdrawal', bucket: 'withdrawing', amount: 5_000, orderId: null, orderNo: null, withdrawalNo: 'W20261124000001' }),
  ],
}

const order = (id: number, over: Partial<OrderSummary> = {}): OrderSummary => ({
  id,
  orderNo: 'O2026112200000' + id,
  status: 'handover',
  goods,
  price: 100_000,
  total: 102_000,
  sellerProceeds: 95_000,
  createdAt: '2026-11-22T01:00:00.000Z',
  payDeadline: null,
  role: 'seller',
  kind: 'sale',
  rental: null,
  roomId: null,
  unread: 0,
  ...over,
})

const summary = (sellerWaiting: MeSummary['sellerWaiting']): MeSummary => ({
  orders: { pending_payment: 0, in_progress: 0, completed: 0, after_sale: 0 },
  balance: 60_000,
  coupons: 0,
  redPackets: 0,
  unread: 0,
  chatUnread: 0,
  sellerWaiting,
})

const rowTexts = () => Array.from(document.querySelectorAll('.wallet-item')).map((r) => r.textContent ?? '')

beforeEach(() => {
  localeStore.setLocale('zh-CN')
  runInAction(() => {
    sessionStore.token = 'tok'
  })
  sessionStore.setProfile(demoProfile)
  go = jest.spyOn(nav, 'navigateTo').mockResolvedValue(undefined as never)
  jest.spyOn(Taro, 'showToast').mockResolvedValue(undefined as never)
})

afterEach(() => {
  unmountPage()
  resetPageHooks()
  jest.restoreAllMocks()
  sessionStore.clear()
  localeStore.setLocale('zh-CN')
  document.body.innerHTML = ''
})

const noDebt = { total: 0, rows: [] }

function serveWallet(w: WalletSummary = wallet, debt: { total: number; rows: unknown[] } = noDebt) {
  api = mockApi({
    'GET /system/user/profile': () => ({ code: 200, data: demoProfile }),
    'GET /need/claims/debt': () => ({ code: 200, data: debt }),
    'GET /need/wallet': () => ({ code: 200, data: w }),
    'GET /need/wallet/ledger': () => ({ code: 200, data: { rows: [], total: 0 } }),
  })
}

test('the wallet counts each amount once and says of each held or settling one why, what it belongs to and what ends it', async () => {
  serveWallet()
  const u = await mountPage(WalletPage)
  await waitFor(() => expect(document.querySelectorAll('.wallet-item')).toHaveLength(4))
  expect(document.querySelector('.wallet-withdrawable')?.textContent).toBe('¥365.00可提现')
  // settling is the proceeds alone; what the dispute and the payment hold is its own figure
  expect(document.querySelector('.wallet-settling')?.textContent).toBe('¥95.00结算中')
  expect(document.querySelector('.wallet-held-figure')?.textContent).toBe('¥140.00冻结中')
  const [payment, dispute, settlement, withdrawal] = rowTexts()
  expect(payment).toContain('待支付订单冻结')
  expect(payment).toContain('¥40.00')
  expect(payment).toContain('2026-11-24 10:15 前付款成功则扣除，取消或超时自动解冻')
  expect(payment).toContain('订单 O20261124000040')
  expect(dispute).toContain('售后冻结')
  expect(dispute).toContain('售后结束后释放，或按处理结果扣除')
  expect(dispute).not.toContain('待支付')
  expect(settlement).toContain('结算期内')
  expect(settlement).toContain('2026-11-27 12:00 起可提现')
  expect(withdrawal).toContain('提现处理中')
  expect(withdrawal).toContain('提现单 W20261124000001')
  expect(text()).toContain('余额 = 可提现 + 结算中 + 冻结中')
  await click(u, '.wallet-item--dispute')
  expect(go).toHaveBeenLastCalledWith('orderDetail', { id: 39 })
  await click(u, '.wallet-item--withdrawal')
  expect(go).toHaveBeenLastCalledWith('withdrawals')
})

test("the seller's 找回 debt shows with the line saying the next proceeds pay it first; none without a debt", async () => {
  serveWallet(wallet, {
    total: 20_000,
    rows: [{ claimNo: 'C20261124000001', orderNo: 'O20261120000001', debt: 20_000, debtLeft: 20_000, createdAt: '2026-11-24T02:00:00.000Z' }],
  })
  await mountPage(WalletPage)
  await waitFor(() => expect(document.querySelector('.wallet-debt')).not.toBeNull())
  const debt = document.querySelector('.wallet-debt')?.textContent ?? ''
  expect(debt).toContain('找回包赔欠款')
  expect(debt).toContain('之后的货款将优先偿还欠款')
  expect(debt).toContain('¥200.00')
  expect(debt).toContain('C20261124000001')
  unmountPage()
  document.body.innerHTML = ''
  serveWallet()
  await mountPage(WalletPage)
  await waitFor(() => expect(document.querySelectorAll('.wallet-item')).toHaveLength(4))
  expect(document.querySelector('.wallet-debt')).toBeNull()
})

test('the wallet items in English; none when every amount is free', async () => {
  localeStore.setLocale('en-US')
  serveWallet()
  await mountPage(WalletPage)
  await waitFor(() => expect(document.querySelectorAll('.wallet-item')).toHaveLength(4))
  const [payment, dispute, settlement] = rowTexts()
  expect(payment).toContain('Held for an order being paid')
  expect(dispute).toContain('Released when the dispute ends, or taken as decided')
  expect(settlement).toContain('Withdrawable from 2026-11-27 12:00')
  expect(document.querySelector('.wallet-held-figure')?.textContent).toBe('¥140.00Held')
  unmountPage()
  document.body.innerHTML = ''
  serveWallet({ ...wallet, held: 0, settling: 0, withdrawing: 0, withdrawable: 60_000, items: [] })
  await mountPage(WalletPage)
  await waitFor(() => expect(document.querySelector('.wallet-withdrawable')?.textContent).toBe('¥600.00Withdrawable'))
  expect(document.querySelector('.wallet-items')).toBeNull()
})

test('sold orders show what the seller receives, bought ones the total', async () => {
  api = mockApi({
    'GET /need/myOrder': (o) => {
      const role = new URLSearchParams(o.url.split('?')[1]).get('role') as 'buyer' | 'seller'
      return { code: 200, data: { rows: [order(1, { role })], total: 1 } }
    },
  })
  await mountPage(MyOrderPage, { role: 'seller' })
  await waitFor(() => expect(document.querySelector('.order-card__proceeds')?.textContent).toBe('到手 ¥950.00'))
  expect(text()).not.toContain('¥1020.00')
  unmountPage()
  document.body.innerHTML = ''
  await mountPage(MyOrderPage)
  await waitFor(() => expect(document.querySelector('.order-card__total')?.textContent).toBe('合计 ¥1020.00'))
  expect(document.querySelector('.order-card__proceeds')).toBeNull()
})

test('我的 says what waits for the seller and leads to exactly those orders, which can be widened to all', async () => {
  api = mockApi({
    'GET /need/me/summary': () => ({ code: 200, data: summary({ handover: 2, dispute: 1 }) }),
    'GET /need/message/unread': () => ({ code: 200, data: { count: 0 } }),
    'GET /system/user/profile': () => ({ code: 200, data: demoProfile }),
    'GET /need/myOrder': (o) => ({ code: 200, data: { rows: /waiting=/.test(o.url) ? [order(7)] : [order(7), order(8, { status: 'completed' })], total: 2 } }),
  })
  const u = await mountPage(MyCenterPage)
  await waitFor(() => expect(document.querySelector('.waiting-handover')?.textContent).toContain('2 笔卖出的订单待换绑'))
  expect(document.querySelector('.waiting-dispute')?.textContent).toContain('1 个售后待我回应')
  await click(u, '.waiting-handover')
  expect(go).toHaveBeenLastCalledWith('myOrder', { role: 'seller', waiting: 'handover' })
  await click(u, '.waiting-dispute')
  expect(go).toHaveBeenLastCalledWith('myOrder', { role: 'seller', waiting: 'dispute' })

  unmountPage()
  document.body.innerHTML = ''
  const list = await mountPage(MyOrderPage, { waiting: 'dispute' })
  await waitFor(() => expect(document.querySelectorAll('.order-card')).toHaveLength(1))
  const urls = api.spy.mock.calls.map(([o]) => (o as { url: string }).url)
  expect(urls.some((url) => /\/need\/myOrder\?.*role=seller.*waiting=dispute/.test(url))).toBe(true)
  expect(document.querySelector('.waiting-filter')?.textContent).toContain('待回应售后')
  await click(list, '.waiting-filter__clear')
  await waitFor(() => expect(document.querySelectorAll('.order-card')).toHaveLength(2))
  expect(document.querySelector('.waiting-filter')).toBeNull()
})

test('我的 shows no prompt when nothing waits; in English it reads so', async () => {
  api = mockApi({
    'GET /need/me/summary': () => ({ code: 200, data: summary({ handover: 0, dispute: 3 }) }),
    'GET /need/message/unread': () => ({ code: 200, data: { count: 0 } }),
    'GET /system/user/profile': () => ({ code: 200, data: demoProfile }),
  })
  localeStore.setLocale('en-US')
  await mountPage(MyCenterPage)
  await waitFor(() => expect(document.querySelector('.waiting-dispute')?.textContent).toContain('3 dispute(s) waiting for your answer'))
  expect(document.querySelector('.waiting-handover')).toBeNull()
  expect(text()).toContain('Waiting for me')
})
