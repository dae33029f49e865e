import TestUtils from '@tarojs/test-utils-react'
import { runInAction } from 'mobx'
import Taro from '@tarojs/taro'
import type { NotifyPrefs } from '../../contract/types'
import NotifySettingsPage from '../../src/pages/other/notifySettings'
import { localeStore } from '../../src/stores/locale'
import { sessionStore } from '../../src/stores/session'
import { demoProfile, mockApi, text, waitFor } from './helpers'

const PREFS: NotifyPrefs = {
  groups: [
    { group: 'order', urgent: true, channels: [{ channel: 'sms', enabled: false }, { channel: 'wechat', enabled: true }] },
    { group: 'listing', urgent: false, channels: [{ channel: 'wechat', enabled: true }] },
  ],
  quietHours: { enabled: true, from: 22, to: 8 },
}

beforeEach(() => {
  runInAction(() => {
    sessionStore.token = 'tok'
  })
  sessionStore.setProfile(demoProfile)
})

afterEach(() => {
  jest.restoreAllMocks()
  sessionStore.clear()
  localeStore.setLocale('zh-CN')
  document.body.innerHTML = ''
})

const switchOf = (cls: string) => document.querySelector(`.${cls}`) as HTMLElement

test('shows each group with its channels and quiet hours; a switch saves that one choice', async () => {
  localeStore.setLocale('zh-CN')
  const api = mockApi({
    'GET /need/notify/prefs': () => ({ code: 200, data: PREFS }),
    'PUT /need/notify/prefs': () => ({
      code: 200,
      data: { ...PREFS, groups: [PREFS.groups[0], { group: 'listing', urgent: false, channels: [{ channel: 'wechat', enabled: false }] }] },
    }),
  })
  const u = new TestUtils()
  await u.mount(NotifySettingsPage)
  await waitFor(() => expect(text()).toContain('免打扰时段'))
  expect(text()).toContain('交易提醒')
  expect(text()).toContain('重要')
  expect(text()).toContain('商品审核')
  u.fireEvent.click(switchOf('notify-switch--listing-wechat'))
  await waitFor(() => expect(api.calls.filter((c) => c.method === 'PUT')).toHaveLength(1))
  expect(api.calls.find((c) => c.method === 'PUT')!.data).toEqual({ choices: [{ group: 'listing', channel: 'wechat', enabled: false }] })
})

test('a refused change keeps the switch as it was and says why', async () => {
  const toast = jest.spyOn(Taro, 'showToast').mockImplementation(() => Promise.resolve({ errMsg: 'ok' }) as never)
  mockApi({
    'GET /need/notify/prefs': () => ({ code: 200, data: PREFS }),
    'PUT /need/notify/prefs': () => ({ code: 400, msg: '交易、售后和资金类通知不能关闭全部站外提醒（短信、微信），请至少保留一种' }),
  })
  const u = new TestUtils()
  await u.mount(NotifySettingsPage)
  await waitFor(() => expect(switchOf('notify-switch--order-wechat')).not.toBeNull())
  u.fireEvent.click(switchOf('notify-switch--order-wechat'))
  await waitFor(() => expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: expect.stringContaining('至少保留一种') })))
  // still on: the server's answer decides, and it refused
  expect(document.querySelector('.notify-switch--order-wechat .nut-switch-button-open')).not.toBeNull()
  expect(document.querySelector('.notify-switch--order-sms .nut-switch-button-open')).toBeNull()
})

test('English has no Chinese', async () => {
  localeStore.setLocale('en-US')
  mockApi({ 'GET /need/notify/prefs': () => ({ code: 200, data: PREFS }) })
  const u = new TestUtils()
  await u.mount(NotifySettingsPage)
  await waitFor(() => expect(text()).toContain('Quiet hours'))
  expect(text()).toContain('Orders')
  expect(text()).not.toMatch(/[\u4e00-\u9fff]/)
})
