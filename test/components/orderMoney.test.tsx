import { resetPageHooks } from './pageHooks'
import TestUtils from '@tarojs/test-utils-react'
import Taro from '@tarojs/taro'
import { runInAction } from 'mobx'
import type { MoneyStep, OrderMoney } from '../../contract/money'
import type { OrderDetail } from '../../contract/types'
import OrderDetailPage from '../../src/pages/index/orderDetail'
import * as nav from '../../src/utils/nav'
import { localeStore } from '../../src/stores/locale'
import { sessionStore } from '../../src/stores/session'
import { click, demoProfile, mockApi, text, waitFor } from './helpers'
import { order } from './orderFixtures'

let mounted: TestUtils | null = null
let navigate: jest.SpyInstance

const blank = { at: null, until: null, amount: null, wallet: null, external: null, fee: null, destination: null, freeze: null }
const step = (s: Partial<MoneyStep> & Pick<MoneyStep, 'kind' | 'state'>): MoneyStep => ({ ...blank, ...s })
const timeline = [{ status: 'paid' as const, at: '2026-11-22T01:05:00.000Z', note: null }]

const sellerMoney: OrderMoney = {
  orderId: 42,
  orderNo: 'O20261122000042',
  role: 'seller',
  walletLink: '/index/other/wallet',
  steps: [
    step({ kind: 'paid', state: 'done', at: '2026-11-22T01:05:00.000Z', amount: 98500 }),
    step({ kind: 'escrow', state: 'done', at: '2026-11-22T01:05:00.000Z', until: '2026-11-23T01:05:00.000Z', amount: 98500 }),
    step({ kind: 'released', state: 'done', at: '2026-11-23T01:05:00.000Z', amount: 95000, fee: 5000 }),
    step({ kind: 'settling', state: 'current', at: '2026-11-23T01:05:00.000Z', until: '2026-11-30T01:05:00.000Z', amount: 95000 }),
    step({ kind: 'withdrawable', state: 'next', at: '2026-11-30T01:05:00.000Z', amount: 95000 }),
  ],
}

const buyerMoney: OrderMoney = {
  orderId: 42,
  orderNo: 'O20261122000042',
  role: 'buyer',
  walletLink: null,
  steps: [
    step({ kind: 'paid', state: 'done', at: '2026-11-22T01:05:00.000Z', amount: 98500, wallet: 12345, external: 86155 }),
    step({ kind: 'escrow', state: 'done', at: '2026-11-22T01:05:00.000Z', until: '2026-11-22T03:00:00.000Z', amount: 98500 }),
    step({ kind: 'freeze', state: 'done', at: '2026-11-22T02:00:00.000Z', until: '2026-11-22T03:00:00.000Z', freeze: { by: 'dispute', reason: 'handover_failed', outcome: 'refund_full' } }),
    step({ kind: 'refund', state: 'done', at: '2026-11-22T03:00:00.000Z', amount: 12345, destination: 'wallet' }),
    step({ kind: 'refund', state: 'current', at: '2026-11-22T03:00:00.000Z', amount: 86155, destination: 'original' }),
  ],
}

beforeEach(() => {
  localeStore.setLocale('zh-CN')
  runInAction(() => {
    sessionStore.token = 'tok'
  })
  sessionStore.setProfile(demoProfile)
  jest.spyOn(Taro, 'getCurrentInstance').mockReturnValue({ router: { params: { id: '42' }, path: '/index/orderDetail' } } as never)
  navigate = jest.spyOn(nav, 'navigateTo').mockResolvedValue(undefined as never)
})

afterEach(() => {
  mounted?.unmout()
  mounted = null
  resetPageHooks()
  jest.restoreAllMocks()
  sessionStore.clear()
  localeStore.setLocale('zh-CN')
  document.body.innerHTML = ''
})

async function mount(o: OrderDetail, m: OrderMoney | null) {
  const api = mockApi({
    'GET /need/order/42': () => ({ code: 200, data: o }),
    'GET /need/orders/42/money': () => (m ? { code: 200, data: m } : { code: 404, msg: '订单不存在', data: null }),
  })
  const u = (mounted = new TestUtils())
  await u.mount(OrderDetailPage)
  await waitFor(() => expect(document.querySelector('.order-head__status')).not.toBeNull())
  return { u, api }
}

const stepTexts = () => Array.from(document.querySelectorAll('.money-step')).map((n) => n.textContent ?? '')

test("the seller follows the sale's money: released after the fee, settling until a date, then withdrawable; the wallet for withdrawals", async () => {
  const { u } = await mount(order({ status: 'completed', role: 'seller', payDeadline: null, timeline }), sellerMoney)
  await waitFor(() => expect(document.querySelector('.money-timeline')).not.toBeNull())
  const steps = stepTexts()
  expect(steps).toHaveLength(5)
  expect(steps[0]).toContain('买家已付款 ¥985.00')
  expect(steps[2]).toContain('已放款给卖家 ¥950.00')
  expect(steps[2]).toContain('平台服务费 ¥50.00')
  expect(steps[3]).toContain('结算中 ¥950.00')
  expect(steps[3]).toMatch(/2026-11-30 09:05 结算完成/)
  expect(steps[4]).toContain('可提现 ¥950.00')
  expect(text()).toContain('提现从钱包余额中支出')
  await click(u, '.money-timeline__link')
  expect(navigate).toHaveBeenCalledWith('wallet')
})

test('the buyer sees a dispute freeze with its reason and outcome and where each refund went, in English too', async () => {
  await mount(order({ status: 'refunded', payDeadline: null, timeline }), buyerMoney)
  await waitFor(() => expect(document.querySelector('.money-timeline')).not.toBeNull())
  let steps = stepTexts()
  expect(steps[0]).toContain('余额 ¥123.45 · 在线支付 ¥861.55')
  expect(steps[2]).toContain('售后冻结：换绑未完成或失败')
  expect(steps[2]).toContain('全额退款')
  expect(steps[3]).toContain('已退款 ¥123.45')
  expect(steps[3]).toContain('退回钱包余额')
  expect(steps[4]).toContain('退款中 ¥861.55')
  expect(steps[4]).toContain('原路退回支付账户')
  expect(document.querySelector('.money-timeline__link')).toBeNull()
  localeStore.setLocale('en-US')
  await waitFor(() => expect(document.querySelector('.money-timeline .card-title')?.textContent).toBe('Where the money is'))
  steps = stepTexts()
  expect(steps[2]).toContain('Frozen by an after-sale case: handover not completed')
  expect(steps[4]).toContain('back to the original payment account')
  expect(steps.join(' ')).not.toMatch(/[\u4e00-\u9fff]/)
})

test('nothing shows for an unpaid order or when the timeline cannot be read', async () => {
  const first = await mount(order(), sellerMoney)
  expect(first.api.calls.some((c) => c.path === '/need/orders/42/money')).toBe(false)
  expect(document.querySelector('.money-timeline')).toBeNull()
  mounted?.unmout()
  mounted = null
  resetPageHooks()
  document.body.innerHTML = ''
  const second = await mount(order({ status: 'delivered', payDeadline: null, timeline }), null)
  await waitFor(() => expect(second.api.calls.some((c) => c.path === '/need/orders/42/money')).toBe(true))
  expect(document.querySelector('.money-timeline')).toBeNull()
})
