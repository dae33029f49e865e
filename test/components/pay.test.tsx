import { resetPageHooks } from './pageHooks'
import TestUtils from '@tarojs/test-utils-react'
import Taro from '@tarojs/taro'
import { runInAction } from 'mobx'
import type { OrderDetail, PaymentInfo } from '../../contract/types'
import PayPage from '../../src/pages/index/pay'
import * as nav from '../../src/utils/nav'
import { localeStore } from '../../src/stores/locale'
import { sessionStore } from '../../src/stores/session'
import { click, demoProfile, mockApi, sleep, text, waitFor, type ApiMock } from './helpers'
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
  walletAmount: 12345,
  subject: '游戏账号交易 - 订单 O20261122000042',
  expiresAt: '2026-11-22T01:15:00.000Z',
}

const PASSWORD = '258013'

interface Wallet {
  set?: boolean
  lockedUntil?: string | null
}

/**
 * a fake server whose order turns paid once the sandbox payment is confirmed (the signed callback's effect); the
 * wallet pays only with PASSWORD, and its part of a cashier payment is held, not taken
 */
function serve(start: OrderDetail, balance: number, wallet: Wallet = {}) {
  let current = start
  api = mockApi({
    'GET /system/user/profile': () => ({ code: 200, data: { ...demoProfile, balance } }),
    'GET /need/wallet': () => ({
      code: 200,
      data: { balance, held: 0, available: balance, payPasswordSet: wallet.set ?? true, payPasswordLockedUntil: wallet.lockedUntil ?? null },
    }),
    'GET /need/order/42': () => ({ code: 200, data: current }),
    'POST /need/order/42/pay': (opts) => {
      const body = opts.data as { useWallet: boolean; payPassword?: string }
      const take = body.useWallet ? Math.min(balance, current.total) : 0
      if (take > 0 && body.payPassword !== PASSWORD) return { code: 400, msg: '支付密码错误，还可尝试4次' }
      if (take === current.total) {
        current = { ...current, status: 'delivered', walletPaid: take }
        return { code: 200, data: { paid: true, walletPaid: take, payment: null } }
      }
      return { code: 200, data: { paid: false, walletPaid: 0, payment: { ...payment, amount: current.total - take, walletAmount: take } } }
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
  resetPageHooks()
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

/** taps digits on the payment keypad (NutUI's NumberKeyboard answers touches) */
async function typePassword(u: TestUtils, digits: string) {
  await waitFor(() => expect(document.querySelectorAll('.pay-password-keyboard .key').length).toBeGreaterThan(9))
  // a refused try empties the boxes first
  await waitFor(() => expect(document.querySelectorAll('.nut-shortpassword-input-fake-li-icon')).toHaveLength(0))
  for (const d of digits) {
    const key = [...document.querySelectorAll('.pay-password-keyboard .key')].find((k) => k.textContent === d)
    if (!key) throw new Error('no key ' + d)
    const touch = { touches: [{ clientX: 0, clientY: 0 }], changedTouches: [{ clientX: 0, clientY: 0 }] }
    u.fireEvent.touchStart(key, touch as never)
    u.fireEvent.touchEnd(key, touch as never)
    await sleep(0)
  }
}

test('a wallet that covers the total asks for the payment password, pays at once and opens 支付成功', async () => {
  serve(order(), 200000)
  const u = await mount()
  await waitFor(() => expect(text()).toContain('可用余额 ¥2000.00'))
  expect(text()).toContain('剩余支付时间')
  expect(document.querySelector('.pay-to-pay')?.textContent).toContain('¥0.00')
  await click(u, '.pay-btn')
  await waitFor(() => expect(text()).toContain('请输入支付密码'))
  expect(text()).toContain('余额支付 ¥985.00')
  expect(posted('/need/order/42/pay')).toHaveLength(0)
  // a wrong password: the server's sentence in the sheet, the boxes emptied, nothing paid
  await typePassword(u, '000000')
  await waitFor(() => expect(text()).toContain('支付密码错误，还可尝试4次'))
  expect(redirect).not.toHaveBeenCalled()
  await typePassword(u, PASSWORD)
  await waitFor(() => expect(redirect).toHaveBeenCalledWith('paySuccess', { id: 42 }))
  expect(posted('/need/order/42/pay').map((c) => c.data)).toEqual([
    { useWallet: true, payPassword: '000000' },
    { useWallet: true, payPassword: PASSWORD },
  ])
  expect(document.querySelector('.sandbox-cashier')).toBeNull()
})

test('part wallet (held), the rest in the sandbox cashier; 支付成功 once the payment is confirmed', async () => {
  serve(order(), 12345)
  const u = await mount()
  await waitFor(() => expect(document.querySelector('.pay-to-pay')?.textContent).toContain('¥861.55'))
  await click(u, '.pay-btn')
  await typePassword(u, PASSWORD)
  await waitFor(() => expect(document.querySelector('.sandbox-cashier')).not.toBeNull())
  expect(text()).toContain('沙箱支付收银台')
  expect(text()).toContain('不会产生真实扣款')
  expect(text()).toContain('游戏账号交易 - 订单 O20261122000042')
  expect(document.querySelector('.sandbox-cashier__amount')?.textContent).toBe('¥861.55')
  expect(document.querySelector('.sandbox-cashier__held')?.textContent).toContain('余额 ¥123.45 已为本单冻结，收银台付款成功后才会扣除')
  expect(redirect).not.toHaveBeenCalled()
  await click(u, '.sandbox-confirm')
  await waitFor(() => expect(posted('/pay/sandbox/P20261122000001/confirm')).toHaveLength(1))
  await waitFor(() => expect(redirect).toHaveBeenCalledWith('paySuccess', { id: 42 }))
})

test('without a payment password the pay page offers setting one; the cashier alone needs none', async () => {
  serve(order(), 12345, { set: false })
  const navigate = jest.spyOn(nav, 'navigateTo').mockResolvedValue(undefined as never)
  const u = await mount()
  await waitFor(() => expect(text()).toContain('可用余额 ¥123.45'))
  await click(u, '.pay-btn')
  await waitFor(() => expect(text()).toContain('使用余额支付需要先设置6位数字支付密码'))
  expect(posted('/need/order/42/pay')).toHaveLength(0)
  await click(u, '.pay-setup__btn')
  expect(navigate).toHaveBeenCalledWith('payPassword', { from: 'pay' })
  await click(u, '.wallet-switch')
  await waitFor(() => expect(document.querySelector('.pay-setup')).toBeNull())
  await click(u, '.pay-btn')
  await waitFor(() => expect(document.querySelector('.sandbox-cashier__amount')?.textContent).toBe('¥985.00'))
  expect(posted('/need/order/42/pay')[0].data).toEqual({ useWallet: false })
})

test('a locked wallet says until when and how to reset; nothing is sent', async () => {
  serve(order(), 12345, { lockedUntil: '2026-11-22T04:00:00.000Z' })
  const u = await mount()
  await waitFor(() => expect(document.querySelector('.pay-locked')).not.toBeNull())
  expect(text()).toContain('余额支付已锁定至 2026-11-22 12:00')
  await click(u, '.pay-btn')
  expect(posted('/need/order/42/pay')).toHaveLength(0)
  expect(document.querySelector('.pay-password-sheet .nut-shortpassword-title')).toBeNull()
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
