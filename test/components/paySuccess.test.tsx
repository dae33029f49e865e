import { resetPageHooks } from './pageHooks'
import TestUtils from '@tarojs/test-utils-react'
import Taro from '@tarojs/taro'
import { runInAction } from 'mobx'
import PaySuccessPage from '../../src/pages/other/paySuccess'
import PayPasswordPage from '../../src/pages/other/payPassword'
import * as nav from '../../src/utils/nav'
import { localeStore } from '../../src/stores/locale'
import { sessionStore } from '../../src/stores/session'
import { click, demoProfile, mockApi, sleep, text, typeInto, waitFor, type ApiMock } from './helpers'
import { order } from './orderFixtures'

let api: ApiMock
let mounted: TestUtils | null = null

beforeEach(() => {
  localeStore.setLocale('zh-CN')
  runInAction(() => {
    sessionStore.token = 'tok'
  })
  sessionStore.setProfile(demoProfile)
})

afterEach(() => {
  mounted?.unmout()
  mounted = null
  resetPageHooks()
  jest.restoreAllMocks()
  sessionStore.clear()
  document.body.innerHTML = ''
})

const route = (path: string, params: Record<string, string>) =>
  jest.spyOn(Taro, 'getCurrentInstance').mockReturnValue({ router: { params, path } } as never)

async function typeKeys(u: TestUtils, digits: string) {
  await waitFor(() => expect(document.querySelectorAll('.pay-password-keyboard .key').length).toBeGreaterThan(9))
  await waitFor(() => expect(document.querySelectorAll('.nut-shortpassword-input-fake-li-icon')).toHaveLength(0))
  for (const d of digits) {
    const key = [...document.querySelectorAll('.pay-password-keyboard .key')].find((k) => k.textContent === d)!
    const touch = { touches: [{ clientX: 0, clientY: 0 }], changedTouches: [{ clientX: 0, clientY: 0 }] }
    u.fireEvent.touchStart(key, touch as never)
    u.fireEvent.touchEnd(key, touch as never)
    await sleep(0)
  }
}

test('支付成功 reads the order back: what was bought, wallet and cashier parts, order number, what comes next', async () => {
  const paid = order({
    status: 'delivered',
    payDeadline: null,
    walletPaid: 50000,
    externalPaid: 48500,
    autoCompleteAt: '2026-11-25T02:00:00.000Z',
    timeline: [{ status: 'paid', at: '2026-11-22T02:00:00.000Z', note: null }],
  })
  api = mockApi({ 'GET /need/order/42': () => ({ code: 200, data: paid }) })
  route('/index/other/paySuccess', { id: '42' })
  const redirect = jest.spyOn(nav, 'redirectTo').mockResolvedValue(undefined as never)
  const relaunch = jest.spyOn(nav, 'reLaunch').mockResolvedValue(undefined as never)
  const u = (mounted = new TestUtils())
  await u.mount(PaySuccessPage)
  await waitFor(() => expect(text()).toContain('支付成功'))
  expect(document.querySelector('.pay-done-head__amount')?.textContent).toBe('¥985.00')
  expect(document.querySelector('.pay-done-wallet')?.textContent).toContain('¥500.00')
  expect(document.querySelector('.pay-done-cashier')?.textContent).toContain('¥485.00')
  expect(document.querySelector('.pay-done-no')?.textContent).toContain(paid.orderNo)
  expect(text()).toContain('2026-11-22 10:00')
  expect(text()).toContain('请在 2026-11-25 10:00 前申请退款')
  expect(text()).toContain(paid.goods.title)
  await click(u, '.pay-done-order')
  expect(redirect).toHaveBeenCalledWith('orderDetail', { id: 42 })
  await click(u, '.pay-done-home')
  expect(relaunch).toHaveBeenCalledWith('home')
  expect(api.calls.filter((c) => c.method !== 'GET')).toEqual([])
})

test('支付成功 of a sale now in its handover says what comes next: the checklist in the trade room, refund if the seller does not start', async () => {
  const paid = order({
    status: 'handover',
    payDeadline: null,
    walletPaid: 98500,
    roomId: 8,
    timeline: [
      { status: 'paid', at: '2026-11-22T02:00:00.000Z', note: null },
      { status: 'handover', at: '2026-11-22T02:00:00.000Z', note: null },
    ],
  })
  api = mockApi({ 'GET /need/order/42': () => ({ code: 200, data: paid }) })
  route('/index/other/paySuccess', { id: '42' })
  const u = (mounted = new TestUtils())
  await u.mount(PaySuccessPage)
  await waitFor(() => expect(text()).toContain('支付成功'))
  expect(document.querySelector('.pay-done-head__amount')?.textContent).toBe('¥985.00')
  const steps = Array.from(document.querySelectorAll('.pay-done-next__text')).map((n) => n.textContent)
  expect(steps).toHaveLength(3)
  expect(steps[0]).toContain('按换绑清单逐项换绑')
  expect(steps[1]).toContain('在交易房间确认')
  expect(steps[2]).toContain('立即退款')
  // the delivered-order wording (credentials handed over, confirm receipt) is not what this order is at
  expect(text()).not.toContain('账号信息已由平台交付')
})

test('支付成功 of an order still waiting for payment says so and leads back to paying; no id is refused', async () => {
  api = mockApi({ 'GET /need/order/42': () => ({ code: 200, data: order() }) })
  route('/index/other/paySuccess', { id: '42' })
  const redirect = jest.spyOn(nav, 'redirectTo').mockResolvedValue(undefined as never)
  const u = (mounted = new TestUtils())
  await u.mount(PaySuccessPage)
  await waitFor(() => expect(text()).toContain('该订单未支付成功'))
  expect(text()).toContain('支付结果确认中')
  expect(document.querySelector('.pay-done-next')).toBeNull()
  await click(u, '.pay-done-back')
  expect(redirect).toHaveBeenCalledWith('pay', { orderId: 42 })
  u.unmout()
  mounted = null
  document.body.innerHTML = ''
  const before = api.calls.length
  route('/index/other/paySuccess', { id: 'x' })
  const again = (mounted = new TestUtils())
  await again.mount(PaySuccessPage)
  await waitFor(() => expect(text()).toContain('缺少订单编号，请从订单中打开'))
  expect(api.calls).toHaveLength(before)
})

test('支付密码: SMS code, six digits twice on the keypad; a simple one or a mismatch is refused before anything is sent', async () => {
  api = mockApi({
    'POST /need/wallet/payPassword/sms': () => ({ code: 200, data: { expiresIn: 300, resendIn: 60 } }),
    'POST /need/wallet/payPassword': () => ({ code: 200, data: null }),
  })
  route('/index/other/payPassword', {})
  // opened on its own (no page below): it ends on 账号与安全
  const redirect = jest.spyOn(nav, 'redirectTo').mockResolvedValue(undefined as never)
  const u = (mounted = new TestUtils())
  await u.mount(PayPasswordPage)
  await waitFor(() => expect(text()).toContain('验证码将发送至 138****1234'))
  await click(u, '.paypwd-next')
  expect(text()).toContain('请输入6位短信验证码')
  await click(u, '.sms-btn')
  await waitFor(() => expect(api.calls.map((c) => c.path)).toContain('/need/wallet/payPassword/sms'))
  await typeInto(u, '.f-code', '123456')
  await click(u, '.paypwd-next')
  await waitFor(() => expect(text()).toContain('请设置6位数字支付密码'))
  await typeKeys(u, '111111')
  await waitFor(() => expect(document.querySelector('.nut-shortpassword-message-error')?.textContent).toContain('请勿使用连续或重复的数字'))
  await typeKeys(u, '246810')
  await waitFor(() => expect(text()).toContain('请再次输入支付密码'))
  await typeKeys(u, '246811')
  await waitFor(() => expect(text()).toContain('两次输入的支付密码不一致'))
  expect(api.calls.filter((c) => c.path === '/need/wallet/payPassword')).toHaveLength(0)
  await typeKeys(u, '246810')
  await waitFor(() => expect(text()).toContain('请再次输入支付密码'))
  await typeKeys(u, '246810')
  await waitFor(() => expect(redirect).toHaveBeenCalledWith('accountSecurity'))
  expect(api.calls.filter((c) => c.path === '/need/wallet/payPassword').map((c) => c.data)).toEqual([{ code: '123456', password: '246810' }])
}, 20_000)
