import { resetPageHooks } from './pageHooks'
import TestUtils from '@tarojs/test-utils-react'
import Taro from '@tarojs/taro'
import { runInAction } from 'mobx'
import type { OrderDetail, PaymentInfo, PayLaunch, PayMethod } from '../../contract/types'
import PayPage from '../../src/pages/index/pay'
import * as nav from '../../src/utils/nav'
import { localeStore } from '../../src/stores/locale'
import { sessionStore } from '../../src/stores/session'
import { click, demoProfile, mockApi, text, typePayPassword, waitFor, type ApiMock } from './helpers'
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
  /** what GET /pay/methods answers (the sandbox alone, as a default server) */
  methods?: PayMethod[]
}

const BACK = '/index/pay?orderId=42&returned=1'

/** what the server answers a payment of the rest by each method */
const LAUNCH: Record<PayMethod, PayLaunch> = {
  sandbox: { kind: 'sandbox' },
  wechat_jsapi: { kind: 'jsapi', params: { timeStamp: '1732420000', nonceStr: 'n0nce', package: 'prepay_id=wx2016', signType: 'RSA', paySign: 'c2lnbg==' } },
  wechat_h5: { kind: 'redirect', url: 'https://wx.tenpay.com/cgi-bin/mmpayweb-bin/checkmweb?prepay_id=wx2016&redirect_url=x' },
  alipay_wap: { kind: 'redirect', url: 'https://openapi.alipay.com/gateway.do?method=alipay.trade.wap.pay&sign=abc' },
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
    'GET /pay/methods': () => {
      const methods = wallet.methods ?? ['sandbox']
      return { code: 200, data: { methods, sandbox: methods.includes('sandbox') } }
    },
    'POST /need/order/42/pay': (opts) => {
      const body = opts.data as { useWallet: boolean; payPassword?: string; method?: PayMethod }
      const take = body.useWallet ? Math.min(balance, current.total) : 0
      if (take > 0 && body.payPassword !== PASSWORD) return { code: 400, msg: '支付密码错误，还可尝试4次' }
      if (take === current.total) {
        current = { ...current, status: 'delivered', walletPaid: take }
        return { code: 200, data: { paid: true, walletPaid: take, payment: null, launch: null } }
      }
      const method = body.method ?? 'sandbox'
      const provider = method === 'sandbox' ? 'sandbox' : method.startsWith('wechat') ? 'wechat' : 'alipay'
      return {
        code: 200,
        data: { paid: false, walletPaid: 0, payment: { ...payment, provider, amount: current.total - take, walletAmount: take }, launch: LAUNCH[method] },
      }
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
  await typePayPassword(u, '000000')
  await waitFor(() => expect(text()).toContain('支付密码错误，还可尝试4次'))
  expect(redirect).not.toHaveBeenCalled()
  await typePayPassword(u, PASSWORD)
  await waitFor(() => expect(redirect).toHaveBeenCalledWith('paySuccess', { id: 42 }))
  expect(posted('/need/order/42/pay').map((c) => c.data)).toEqual([
    { useWallet: true, payPassword: '000000' },
    { useWallet: true, payPassword: PASSWORD },
  ])
  expect(document.querySelector('.sandbox-cashier')).toBeNull()
})

test('a wrong password: a spinner while it is checked, the server\'s sentence the moment it answers, empty boxes', async () => {
  serve(order(), 200000)
  // hold the answer to the pay call until the test lets it go, so the sheet can be seen while it waits
  const answer = api.spy.getMockImplementation()!
  const held: (() => void)[] = []
  api.spy.mockImplementation(((opts: { url: string; method: string }) =>
    opts.method === 'POST' && opts.url.endsWith('/pay')
      ? new Promise((resolve) => held.push(() => resolve(answer(opts as never))))
      : answer(opts as never)) as never)
  const u = await mount()
  await waitFor(() => expect(text()).toContain('可用余额 ¥2000.00'))
  await click(u, '.pay-btn')
  const dots = () => document.querySelectorAll('.nut-shortpassword-input-fake-li-icon').length
  for (const [i, digits] of ['000000', '111111'].entries()) {
    await typePayPassword(u, digits)
    await waitFor(() => expect(held).toHaveLength(i + 1))
    expect(dots()).toBe(6)
    expect(document.querySelector('.pay-password-busy')).not.toBeNull()
    expect(text()).toContain('正在验证支付密码…')
    held[i]()
    await waitFor(() => expect(text()).toContain('支付密码错误，还可尝试4次'))
    expect(document.querySelector('.pay-password-busy')).toBeNull()
    // the same sentence twice still means a new try: the boxes are empty again
    expect(dots()).toBe(0)
  }
  expect(redirect).not.toHaveBeenCalled()
})

test('part wallet (held), the rest in the sandbox cashier; 支付成功 once the payment is confirmed', async () => {
  serve(order(), 12345)
  const u = await mount()
  await waitFor(() => expect(document.querySelector('.pay-to-pay')?.textContent).toContain('¥861.55'))
  await click(u, '.pay-btn')
  await typePayPassword(u, PASSWORD)
  await waitFor(() => expect(document.querySelector('.sandbox-cashier')).not.toBeNull())
  expect(text()).toContain('沙箱支付收银台')
  expect(document.querySelector('.sandbox-cashier__badge')?.textContent).toBe('沙箱')
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
  expect(posted('/need/order/42/pay')[0].data).toEqual({ useWallet: false, method: 'sandbox', returnPath: BACK })
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
  expect(posted('/need/order/42/pay')[0].data).toEqual({ useWallet: false, method: 'sandbox', returnPath: BACK })
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

test('the enabled methods are offered for the rest, the sandbox marked 沙箱; Alipay sends the browser to its page', async () => {
  serve(order(), 12345, { methods: ['wechat_jsapi', 'wechat_h5', 'alipay_wap', 'sandbox'] })
  const leave = jest.spyOn(nav, 'leaveForPayment').mockImplementation(() => undefined)
  const u = await mount()
  await click(u, '.wallet-switch')
  await waitFor(() => expect(document.querySelectorAll('.pay-method')).toHaveLength(3))
  // JSAPI is for the mini program: a browser is offered WeChat H5 pay, Alipay and the sandbox
  expect([...document.querySelectorAll('.pay-method')].map((c) => c.textContent)).toEqual([
    expect.stringContaining('微信支付'),
    expect.stringContaining('支付宝'),
    expect.stringContaining('沙箱支付沙箱测试用，不产生真实扣款'),
  ])
  expect(document.querySelector('.pay-method--on')?.className).toContain('pay-method--wechat_h5')
  await click(u, '.pay-method--alipay_wap')
  await waitFor(() => expect(document.querySelector('.pay-method--on')?.className).toContain('pay-method--alipay_wap'))
  await click(u, '.pay-btn')
  await waitFor(() => expect(leave).toHaveBeenCalledWith(LAUNCH.alipay_wap.kind === 'redirect' ? LAUNCH.alipay_wap.url : ''))
  expect(posted('/need/order/42/pay')[0].data).toEqual({ useWallet: false, method: 'alipay_wap', returnPath: BACK })
  await waitFor(() => expect(text()).toContain('正在前往支付页面'))
  expect(document.querySelector('.sandbox-cashier')).toBeNull()
})

test('in the mini program WeChat pays through Taro.requestPayment, then 支付成功 once the order is paid', async () => {
  jest.spyOn(nav, 'inMiniProgram').mockReturnValue(true)
  {
    serve(order(), 0, { methods: ['wechat_jsapi', 'wechat_h5', 'alipay_wap', 'sandbox'] })
    const requestPayment = jest.spyOn(Taro, 'requestPayment').mockImplementation((async () => {
      // WeChat's sheet took the money and its notification marked the order paid (the fake's confirm does that)
      await Taro.request({ url: '/api/pay/sandbox/P20261122000001/confirm', method: 'POST', data: {} } as never)
      return { errMsg: 'requestPayment:ok' }
    }) as never)
    const u = await mount()
    await waitFor(() => expect(document.querySelectorAll('.pay-method')).toHaveLength(2))
    expect(document.querySelector('.pay-method--on')?.className).toContain('pay-method--wechat_jsapi')
    await click(u, '.pay-btn')
    await waitFor(() => expect(requestPayment).toHaveBeenCalledWith(LAUNCH.wechat_jsapi.kind === 'jsapi' ? LAUNCH.wechat_jsapi.params : {}))
    expect(posted('/need/order/42/pay')[0].data).toEqual({ useWallet: false, method: 'wechat_jsapi', returnPath: BACK })
    await waitFor(() => expect(redirect).toHaveBeenCalledWith('paySuccess', { id: 42 }), 8000)
  }
})

test('a cancelled WeChat sheet says so and lets the buyer pay again', async () => {
  jest.spyOn(nav, 'inMiniProgram').mockReturnValue(true)
  {
    serve(order(), 0, { methods: ['wechat_jsapi', 'sandbox'] })
    jest.spyOn(Taro, 'requestPayment').mockRejectedValue({ errMsg: 'requestPayment:fail cancel' } as never)
    const u = await mount()
    await waitFor(() => expect(document.querySelectorAll('.pay-method')).toHaveLength(2))
    await click(u, '.pay-btn')
    await waitFor(() => expect(text()).toContain('支付已取消，可重新发起支付'))
    expect(redirect).not.toHaveBeenCalled()
    expect(document.querySelector('.pay-btn')).not.toBeNull()
  }
})

test('back from the provider page (returned=1): waits for the notification, then 支付成功', async () => {
  serve(order(), 0, { methods: ['alipay_wap'] })
  jest.spyOn(Taro, 'getCurrentInstance').mockReturnValue({ router: { params: { orderId: '42', returned: '1' }, path: '/index/pay' } } as never)
  let reads = 0
  const paid = { ...order(), status: 'handover' as const }
  api.spy.mockImplementation(((opts: { url: string; method: string }) => {
    const path = opts.url.replace(/^\/api/, '').split('?')[0]
    if (opts.method === 'GET' && path === '/need/order/42') {
      reads++
      // Alipay's notification arrives while the page waits
      const data = reads > 2 ? paid : order()
      return Promise.resolve({ statusCode: 200, data: { code: 200, msg: 'ok', data }, header: {} })
    }
    if (path === '/pay/methods') return Promise.resolve({ statusCode: 200, data: { code: 200, msg: 'ok', data: { methods: ['alipay_wap'], sandbox: false } }, header: {} })
    return Promise.resolve({ statusCode: 200, data: { code: 200, msg: 'ok', data: { balance: 0, held: 0, available: 0, payPasswordSet: true, payPasswordLockedUntil: null } }, header: {} })
  }) as never)
  await mount()
  await waitFor(() => expect(redirect).toHaveBeenCalledWith('paySuccess', { id: 42 }), 8000)
})
