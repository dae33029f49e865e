import TestUtils from '@tarojs/test-utils-react'
import Taro from '@tarojs/taro'
import { runInAction } from 'mobx'
import type { OrderDetail, PaymentInfo } from '../../contract/types'
import PayPage from '../../src/pages/index/pay'
import * as nav from '../../src/utils/nav'
import { localeStore } from '../../src/stores/locale'
import { sessionStore } from '../../src/stores/session'
import { click, demoProfile, mockApi, text, waitFor, type ApiMock } from './helpers'
import { order } from './orderFixtures'

let api: ApiMock
let redirect: jest.SpyInstance
let mounted: TestUtils | null = null

const payment: PaymentInfo = {
  paymentNo: 'P20261122000001',
  provider: 'sandbox',
  amount: 98500 - 12345,
  status: 'pending',
  orderId: 42,
  orderNo: 'O20261122000042',
  subject: '游戏账号交易 - 订单 O20261122000042',
  expiresAt: '2026-11-22T01:15:00.000Z',
}

/** a fake server whose order turns paid once the sandbox payment is confirmed (the signed callback's effect) */
function serve(start: OrderDetail, balance: number) {
  let current = start
  api = mockApi({
    'GET /system/user/profile': () => ({ code: 200, data: { ...demoProfile, balance } }),
    'GET /need/order/42': () => ({ code: 200, data: current }),
    'POST /need/order/42/pay': (opts) => {
      const useWallet = (opts.data as { useWallet: boolean }).useWallet
      const walletPaid = useWallet ? Math.min(balance, current.total) : 0
      if (walletPaid === current.total) {
        current = { ...current, status: 'delivered', walletPaid }
        return { code: 200, data: { paid: true, walletPaid, payment: null } }
      }
      return { code: 200, data: { paid: false, walletPaid, payment: { ...payment, amount: current.total - walletPaid } } }
    },
    'POST /pay/sandbox/P20261122000001/confirm': () => {
      current = { ...current, status: 'delivered' }
      return { code: 200, data: { ...payment, status: 'succeeded' } }
    },
  })
}

beforeEach(() => {
  localeStore.setLocale('zh-CN')
  runInAction(() => {
    sessionStore.token = 'tok'
  })
  sessionStore.setProfile(demoProfile)
  jest.spyOn(Taro, 'getCurrentInstance').mockReturnValue({ router: { params: { orderId: '42' }, path: '/index/pay' } } as never)
  redirect = jest.spyOn(nav, 'redirectTo').mockResolvedValue(undefined as never)
})

afterEach(() => {
  mounted?.unmout()
  mounted = null
  jest.restoreAllMocks()
  sessionStore.clear()
  document.body.innerHTML = ''
})

async function mount() {
  const u = (mounted = new TestUtils())
  await u.mount(PayPage)
  await waitFor(() => expect(document.querySelector('.pay-head__amount')).not.toBeNull())
  return u
}

const posted = (path: string) => api.calls.filter((c) => c.method === 'POST' && c.path === path)

test('a wallet that covers the total pays at once and opens the order', async () => {
  serve(order(), 200000)
  const u = await mount()
  await waitFor(() => expect(text()).toContain('可用余额 ¥2000.00'))
  expect(text()).toContain('剩余支付时间')
  expect(document.querySelector('.pay-to-pay')?.textContent).toContain('¥0.00')
  await click(u, '.pay-btn')
  await waitFor(() => expect(redirect).toHaveBeenCalledWith('orderDetail', { id: 42 }))
  expect(posted('/need/order/42/pay')[0].data).toEqual({ useWallet: true })
  expect(document.querySelector('.sandbox-cashier')).toBeNull()
})

test('part wallet, the rest in the sandbox cashier; the order opens once the payment is confirmed', async () => {
  serve(order(), 12345)
  const u = await mount()
  await waitFor(() => expect(document.querySelector('.pay-to-pay')?.textContent).toContain('¥861.55'))
  await click(u, '.pay-btn')
  await waitFor(() => expect(document.querySelector('.sandbox-cashier')).not.toBeNull())
  expect(text()).toContain('沙箱支付收银台')
  expect(text()).toContain('不会产生真实扣款')
  expect(text()).toContain('游戏账号交易 - 订单 O20261122000042')
  expect(document.querySelector('.sandbox-cashier__amount')?.textContent).toBe('¥861.55')
  expect(redirect).not.toHaveBeenCalled()
  await click(u, '.sandbox-confirm')
  await waitFor(() => expect(posted('/pay/sandbox/P20261122000001/confirm')).toHaveLength(1))
  await waitFor(() => expect(redirect).toHaveBeenCalledWith('orderDetail', { id: 42 }))
})

test('without the wallet everything goes through the sandbox cashier', async () => {
  serve(order(), 12345)
  const u = await mount()
  await waitFor(() => expect(text()).toContain('可用余额 ¥123.45'))
  await click(u, '.wallet-switch')
  await waitFor(() => expect(document.querySelector('.pay-to-pay')?.textContent).toContain('¥985.00'))
  await click(u, '.pay-btn')
  await waitFor(() => expect(document.querySelector('.sandbox-cashier__amount')?.textContent).toBe('¥985.00'))
  expect(posted('/need/order/42/pay')[0].data).toEqual({ useWallet: false })
})

test('an order past its deadline or cancelled cannot be paid', async () => {
  serve(order({ payDeadline: new Date(Date.now() - 1000).toISOString() }), 0)
  await mount()
  expect(text()).toContain('订单已超时，不能再支付')
  expect(document.querySelector('.pay-btn')).toBeNull()
  mounted?.unmout()
  document.body.innerHTML = ''
  jest.restoreAllMocks()
  jest.spyOn(Taro, 'getCurrentInstance').mockReturnValue({ router: { params: { orderId: '42' }, path: '/index/pay' } } as never)
  serve(order({ status: 'cancelled', payDeadline: null, cancelReason: '超时未支付' }), 0)
  await mount()
  expect(text()).toContain('订单已取消，不能再支付')
  expect(document.querySelector('.pay-btn')).toBeNull()
})

test('a wallet part taken by an earlier attempt is not asked again', async () => {
  serve(order({ walletPaid: 20000 }), 0)
  await mount()
  await waitFor(() => expect(document.querySelector('.pay-to-pay')?.textContent).toContain('¥785.00'))
  expect(document.querySelector('.pay-wallet-paid')?.textContent).toContain('-¥200.00')
})
