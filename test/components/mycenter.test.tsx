import { firePage, resetPageHooks } from './pageHooks'
import Taro from '@tarojs/taro'
import { runInAction } from 'mobx'
import type { MeSummary } from '../../contract/orders'
import MyCenterPage from '../../src/pages/index/mycenter'
import * as nav from '../../src/utils/nav'
import { inboxStore } from '../../src/stores/inbox'
import { localeStore } from '../../src/stores/locale'
import { sessionStore } from '../../src/stores/session'
import { click, demoProfile, mockApi, text, waitFor, type ApiMock } from './helpers'
import { mountPage, unmountPage } from './recycleFixtures'

let summary: MeSummary
let api: ApiMock
let go: jest.SpyInstance
const calls = (path: string) => api.calls.filter((c) => c.path === path)
const count = (tab: string) => document.querySelector('.shortcut-' + tab + ' .mine-shortcut__count')?.textContent ?? null

function serve(summaryAnswer: () => { code: number; msg?: string; data?: unknown } = () => ({ code: 200, data: summary })) {
  api = mockApi({
    'GET /need/me/summary': summaryAnswer,
    'GET /need/message/unread': () => ({ code: 200, data: { count: 4 } }),
    'GET /system/user/profile': () => ({ code: 200, data: demoProfile }),
  })
}

function logIn() {
  runInAction(() => {
    sessionStore.token = 'tok'
  })
  sessionStore.setProfile(demoProfile)
}

beforeEach(() => {
  localeStore.setLocale('zh-CN')
  summary = {
    orders: { pending_payment: 2, in_progress: 1, completed: 130, after_sale: 0 },
    balance: 50_000,
    coupons: 3,
    redPackets: 1,
    unread: 5,
    chatUnread: 0,
    sellerWaiting: { handover: 0, dispute: 0 },
  }
  go = jest.spyOn(nav, 'navigateTo').mockResolvedValue(undefined as never)
  jest.spyOn(Taro, 'showToast').mockResolvedValue(undefined as never)
})

afterEach(() => {
  unmountPage()
  resetPageHooks()
  jest.restoreAllMocks()
  sessionStore.clear()
  document.body.innerHTML = ''
})

test('the numbers of one summary call: order counts, balance, usable coupons and red packets, the unread badge', async () => {
  serve()
  logIn()
  await mountPage(MyCenterPage)
  await waitFor(() => expect(count('pending_payment')).toBe('2'))
  expect(count('in_progress')).toBe('1')
  expect(count('completed')).toBe('99+')
  expect(count('after_sale')).toBeNull()
  for (const label of ['我的订单', '待付款', '进行中', '已完成', '售后']) expect(text()).toContain(label)
  expect(document.querySelector('.mine-stat--wallet')?.textContent).toContain('¥500.00')
  expect(document.querySelector('.mine-stat--coupons')?.textContent).toBe('3优惠券')
  expect(document.querySelector('.mine-stat--red')?.textContent).toBe('1红包')
  expect(document.querySelector('.menu-wallet')?.textContent).toContain('¥500.00')
  await waitFor(() => expect(inboxStore.unread).toBe(5))
  expect(document.querySelector('.bottom-nav__badge:not(.bottom-nav__badge--none)')?.textContent).toBe('5')
  expect(calls('/need/me/summary')).toHaveLength(1)
  // every menu row has its icon
  for (const row of document.querySelectorAll('.mine-menu .nut-cell')) expect(row.querySelector('.mine-icon')).not.toBeNull()
  expect(document.querySelectorAll('.mine-shortcut .mine-icon')).toHaveLength(4)
})

test('each shortcut opens my orders on its tab; the title row opens all of them', async () => {
  serve()
  logIn()
  const u = await mountPage(MyCenterPage)
  await waitFor(() => expect(count('pending_payment')).toBe('2'))
  for (const tab of ['pending_payment', 'in_progress', 'completed', 'after_sale']) {
    await click(u, '.shortcut-' + tab)
    expect(go).toHaveBeenLastCalledWith('myOrder', { tab })
  }
  await click(u, '.mine-orders__head')
  expect(go).toHaveBeenLastCalledWith('myOrder', undefined)
  await click(u, '.mine-stat--coupons')
  expect(go).toHaveBeenLastCalledWith('yhjdetail')
})

test('showing the page again asks again (back from paying): the counts follow', async () => {
  serve()
  logIn()
  await mountPage(MyCenterPage)
  await waitFor(() => expect(count('pending_payment')).toBe('2'))
  summary = { ...summary, orders: { ...summary.orders, pending_payment: 0, in_progress: 2 }, balance: 30_000 }
  firePage('componentDidShow')
  await waitFor(() => expect(count('pending_payment')).toBeNull())
  expect(count('in_progress')).toBe('2')
  expect(document.querySelector('.mine-stat--wallet')?.textContent).toContain('¥300.00')
})

test('a failed summary keeps the profile balance, shows no counts and the badge asks the inbox itself', async () => {
  serve(() => ({ code: 500, msg: '服务器繁忙' }))
  logIn()
  await mountPage(MyCenterPage)
  await waitFor(() => expect(inboxStore.unread).toBe(4))
  expect(document.querySelector('.mine-stat--wallet')?.textContent).toContain('¥123.45')
  expect(document.querySelector('.mine-stat--coupons')?.textContent).toBe('—优惠券')
  expect(document.querySelectorAll('.mine-shortcut__count')).toHaveLength(0)
})

test('logged out: the shortcuts are there and ask to log in first, coming back here; nothing personal is asked', async () => {
  serve()
  sessionStore.clear()
  const u = await mountPage(MyCenterPage)
  await waitFor(() => expect(text()).toContain('登录后查看个人信息'))
  expect(document.querySelector('.mine-stats')).toBeNull()
  await click(u, '.shortcut-pending_payment')
  expect(go).toHaveBeenCalledWith('login', { redirect: 'mycenter', back: '', reason: 'orders' })
  expect(go).not.toHaveBeenCalledWith('myOrder', expect.anything())
  expect(calls('/need/me/summary')).toHaveLength(0)
})

test('in English', async () => {
  serve()
  logIn()
  localeStore.setLocale('en-US')
  await mountPage(MyCenterPage)
  await waitFor(() => expect(count('pending_payment')).toBe('2'))
  for (const label of ['My orders', 'To pay', 'In progress', 'Completed', 'After-sale', 'Coupons', 'Red packets']) expect(text()).toContain(label)
})
