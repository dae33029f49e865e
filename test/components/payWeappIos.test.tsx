/**
 * The cashier in the mini program on iOS, both ways the server may say (GET /pay/methods weappIos,
 * WEAPP_IOS_PAYMENT): in_app pays through WeChat as anywhere else; h5 pays nothing, explains why, shows the order
 * number and gives the H5 site's pay page of the order to copy, and the order stays as it is. Android and the H5
 * site pay in place whatever the setting.
 */
import { resetPageHooks } from './pageHooks'
import TestUtils from '@tarojs/test-utils-react'
import Taro from '@tarojs/taro'
import { runInAction } from 'mobx'
import type { PayMethods } from '../../contract/types'
import PayPage from '../../src/pages/index/pay'
import * as nav from '../../src/utils/nav'
import { localeStore } from '../../src/stores/locale'
import { sessionStore } from '../../src/stores/session'
import { click, demoProfile, mockApi, text, waitFor, type ApiMock } from './helpers'
import { order } from './orderFixtures'

let api: ApiMock
let mounted: TestUtils | null = null
const LINK = 'https://m.example.com/index/pay?orderId=42'

function serve(weappIos: PayMethods['weappIos']) {
  api = mockApi({
    'GET /system/user/profile': () => ({ code: 200, data: { ...demoProfile, balance: 0 } }),
    'GET /need/wallet': () => ({ code: 200, data: { balance: 0, held: 0, available: 0, payPasswordSet: true, payPasswordLockedUntil: null } }),
    'GET /need/order/42': () => ({ code: 200, data: order() }),
    'GET /pay/methods': () => ({ code: 200, data: { methods: ['wechat_jsapi', 'sandbox'], sandbox: true, weappIos, h5Site: 'https://m.example.com' } }),
    'POST /need/order/42/pay': () => ({ code: 200, data: { paid: false, walletPaid: 0, payment: null, launch: null } }),
  })
}

/** the app as the mini program on `platform` */
function onPhone(platform: 'ios' | 'android', miniProgram = true) {
  jest.spyOn(nav, 'inMiniProgram').mockReturnValue(miniProgram)
  jest.spyOn(Taro, 'getSystemInfoSync').mockReturnValue({ platform } as never)
}

beforeEach(() => {
  localeStore.setLocale('zh-CN')
  runInAction(() => {
    sessionStore.token = 'tok'
  })
  sessionStore.setProfile(demoProfile)
  jest.spyOn(Taro, 'getCurrentInstance').mockReturnValue({ router: { params: { orderId: '42' }, path: '/index/pay' } } as never)
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
  await waitFor(() => expect(api.calls.some((c) => c.path === '/pay/methods')).toBe(true))
  await waitFor(() => expect(document.querySelector('.pay-head__amount')).not.toBeNull())
  return u
}

const posted = () => api.calls.filter((c) => c.method === 'POST')

test('h5 on iOS: no payment here; why, the order number and the H5 pay link to copy; the order is left unpaid', async () => {
  onPhone('ios')
  serve('h5')
  const copy = jest.spyOn(Taro, 'setClipboardData').mockResolvedValue({ errMsg: 'setClipboardData:ok' } as never)
  const toast = jest.spyOn(Taro, 'showToast').mockResolvedValue(undefined as never)
  const u = await mount()
  await waitFor(() => expect(document.querySelector('.h5-pay')).not.toBeNull())
  expect(text()).toContain('请在网页版完成支付')
  expect(text()).toContain('iPhone 上暂不能在小程序内购买虚拟商品')
  expect(text()).toContain('订单已为你保留')
  expect(document.querySelector('.h5-pay__no')?.textContent).toBe(order().orderNo)
  expect(document.querySelector('.h5-pay__link')?.textContent).toBe(LINK)
  // nothing to pay with here: no methods, no wallet switch, no pay button
  expect(document.querySelector('.pay-btn')).toBeNull()
  expect(document.querySelector('.pay-method')).toBeNull()
  expect(document.querySelector('.wallet-switch')).toBeNull()
  await click(u, '.h5-pay-copy')
  await waitFor(() => expect(copy).toHaveBeenCalledWith({ data: LINK }))
  await waitFor(() => expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: '链接已复制，请在浏览器中打开' })))
  expect(posted()).toEqual([])
})

test('h5 in English says the same in English', async () => {
  localeStore.setLocale('en-US')
  onPhone('ios')
  serve('h5')
  await mount()
  await waitFor(() => expect(document.querySelector('.h5-pay')).not.toBeNull())
  expect(text()).toContain('Please pay on our website')
  expect(text()).toContain('Copy payment link')
})

test('in_app on iOS: the cashier pays with WeChat as usual', async () => {
  onPhone('ios')
  serve('in_app')
  jest.spyOn(Taro, 'requestPayment').mockRejectedValue({ errMsg: 'requestPayment:fail cancel' } as never)
  const u = await mount()
  await waitFor(() => expect(document.querySelectorAll('.pay-method')).toHaveLength(2))
  expect(document.querySelector('.h5-pay')).toBeNull()
  await click(u, '.pay-btn')
  await waitFor(() => expect(posted()).toHaveLength(1))
  expect(posted()[0].data).toMatchObject({ useWallet: false, method: 'wechat_jsapi' })
})

test.each([
  ['Android in the mini program', 'android', true],
  ['the H5 site on an iPhone', 'ios', false],
] as const)('h5 leaves %s paying in place', async (_, platform, miniProgram) => {
  onPhone(platform, miniProgram)
  serve('h5')
  await mount()
  await waitFor(() => expect(document.querySelectorAll('.pay-method').length).toBeGreaterThan(0))
  expect(document.querySelector('.h5-pay')).toBeNull()
  expect(document.querySelector('.pay-btn')).not.toBeNull()
})
