import { firePage, resetPageHooks } from './pageHooks'
import Taro from '@tarojs/taro'
import { runInAction } from 'mobx'
import type { Message } from '../../contract/types'
import BottomNav from '../../src/components/BottomNav'
import MyCenterPage from '../../src/pages/index/mycenter'
import XiaoxiPage from '../../src/pages/index/xiaoxi'
import { messageTarget } from '../../src/pages/index/xiaoxi/link'
import * as nav from '../../src/utils/nav'
import { inboxStore } from '../../src/stores/inbox'
import { localeStore } from '../../src/stores/locale'
import { sessionStore } from '../../src/stores/session'
import { click, demoProfile, mockApi, sleep, text, waitFor, type ApiMock } from './helpers'
import { mountPage, unmountPage } from './recycleFixtures'

const msg = (id: number, over: Partial<Message> = {}): Message => ({
  id,
  kind: 'order',
  title: '消息' + id,
  content: '内容' + id,
  link: null,
  read: false,
  createdAt: '2026-11-22T0' + id + ':00:00.000Z',
  ...over,
})

let messages: Message[]
let api: ApiMock
let toast: jest.SpyInstance

const unread = () => messages.filter((m) => !m.read).length
const calls = (method: string, path: string) => api.calls.filter((c) => c.method === method && c.path === path)

beforeEach(() => {
  localeStore.setLocale('zh-CN')
  messages = [
    msg(3, { title: '订单已付款', content: '买家已付款，请尽快交付', link: '/index/orderDetail?id=42' }),
    msg(2, { kind: 'goods', title: '商品审核通过', content: '你的商品已上架', link: '/index/goodDetail?id=7' }),
    msg(1, { kind: 'system', title: '欢迎', content: '欢迎来到平台', read: true }),
  ]
  // the fake server answers before the session starts: the store asks for the count as soon as a token appears
  api = mockApi({
    'GET /need/message/list': (o) => {
      const kind = new URLSearchParams(o.url.split('?')[1]).get('kind')
      const rows = kind ? messages.filter((m) => m.kind === kind) : messages
      return { code: 200, data: { rows, total: rows.length } }
    },
    'GET /need/message/unread': () => ({ code: 200, data: { count: unread() } }),
    'GET /need/message/changeRead/3': () => {
      messages = messages.map((m) => (m.id === 3 ? { ...m, read: true } : m))
      return { code: 200, data: messages[0] }
    },
    'POST /need/message/readAll': () => {
      messages = messages.map((m) => ({ ...m, read: true }))
      return { code: 200, data: { count: 0 } }
    },
    'GET /system/user/profile': () => ({ code: 200, data: demoProfile }),
  })
  runInAction(() => {
    sessionStore.token = 'tok'
  })
  sessionStore.setProfile(demoProfile)
  jest.spyOn(nav, 'navigateTo').mockResolvedValue(undefined as never)
  toast = jest.spyOn(Taro, 'showToast').mockResolvedValue(undefined as never)
})

afterEach(() => {
  unmountPage()
  resetPageHooks()
  jest.restoreAllMocks()
  sessionStore.clear()
  document.body.innerHTML = ''
})

test('the unread count follows the session: fetched when a token appears, zero after logout', async () => {
  await waitFor(() => expect(inboxStore.unread).toBe(2))
  expect(calls('GET', '/need/message/unread').length).toBeGreaterThan(0)
  sessionStore.clear()
  expect(inboxStore.unread).toBe(0)
})

test('xiaoxi: newest first with unread dots; opening one marks it read, drops the badge and follows its link', async () => {
  await waitFor(() => expect(inboxStore.unread).toBe(2))
  const u = await mountPage(XiaoxiPage)
  await waitFor(() => expect(document.querySelectorAll('.message')).toHaveLength(3))
  const titles = Array.from(document.querySelectorAll('.message__title')).map((e) => e.textContent)
  expect(titles).toEqual(['订单已付款', '商品审核通过', '欢迎'])
  expect(document.querySelectorAll('.message__dot')).toHaveLength(2)
  expect(text()).toContain('2 条未读')
  expect(text()).toContain('买家已付款，请尽快交付')

  await click(u, '.message')
  await waitFor(() => expect(calls('GET', '/need/message/changeRead/3')).toHaveLength(1))
  await waitFor(() => expect(inboxStore.unread).toBe(1))
  expect(nav.navigateTo).toHaveBeenCalledWith('orderDetail', { id: '42' })
  await waitFor(() => expect(document.querySelectorAll('.message__dot')).toHaveLength(1))
  expect(text()).toContain('1 条未读')

  // a read message is not marked again; one without a link stays on the screen
  ;(nav.navigateTo as jest.Mock).mockClear()
  const before = api.calls.length
  await click(u, '.message--system')
  await sleep(20)
  expect(api.calls.slice(before).filter((c) => c.path.startsWith('/need/message/changeRead'))).toHaveLength(0)
  expect(nav.navigateTo).not.toHaveBeenCalled()
})

test('xiaoxi: tabs ask by kind; 全部已读 clears every dot and the badge', async () => {
  const u = await mountPage(XiaoxiPage)
  await waitFor(() => expect(document.querySelectorAll('.message')).toHaveLength(3))
  expect(calls('GET', '/need/message/list')[0]).toBeDefined()
  const urls = () => api.spy.mock.calls.map(([o]) => (o as { url: string }).url).filter((x) => x.includes('/need/message/list'))
  expect(urls()[0]).not.toContain('kind=')

  const tab = Array.from(document.querySelectorAll('.nut-tabs-titles-item')).find((e) => e.textContent === '商品')!
  u.fireEvent.click(tab)
  await waitFor(() => expect(urls().some((x) => /kind=goods/.test(x))).toBe(true))
  await waitFor(() => expect(document.querySelectorAll('.message')).toHaveLength(1))
  expect(text()).toContain('商品审核通过')

  await click(u, '.xiaoxi-read-all')
  await waitFor(() => expect(calls('POST', '/need/message/readAll')).toHaveLength(1))
  await waitFor(() => expect(document.querySelectorAll('.message__dot')).toHaveLength(0))
  expect(inboxStore.unread).toBe(0)
  expect(text()).toContain('没有未读消息')
  expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: '已全部标为已读' }))
})

test('xiaoxi: an empty inbox says so; showing the page again refreshes the count', async () => {
  messages = []
  await mountPage(XiaoxiPage)
  await waitFor(() => expect(text()).toContain('暂无消息'))
  const before = calls('GET', '/need/message/unread').length
  firePage('componentDidShow')
  await waitFor(() => expect(calls('GET', '/need/message/unread').length).toBe(before + 1))
})

test('message links: app routes with their query; others are not followed', () => {
  expect(messageTarget('/index/orderDetail?id=3')).toEqual({ name: 'orderDetail', query: { id: '3' } })
  expect(messageTarget('/index/other/myJingjiahuishou')).toEqual({ name: 'myJingjiahuishou', query: {} })
  expect(messageTarget('/index/other/xiaoxi')).toBeNull()
  expect(messageTarget('https://example.com/x')).toBeNull()
  expect(messageTarget('/nowhere')).toBeNull()
  expect(messageTarget(null)).toBeNull()
})

test('BottomNav: a number on 消息 while there are unread messages', async () => {
  await mountPage(() => <BottomNav current='home' />)
  await waitFor(() => expect(document.querySelector('.bottom-nav__badge:not(.bottom-nav__badge--none)')?.textContent).toBe('2'))
  runInAction(() => inboxStore.setCount(120))
  await waitFor(() => expect(document.querySelector('.bottom-nav__badge:not(.bottom-nav__badge--none)')?.textContent).toBe('99+'))
  runInAction(() => inboxStore.setCount(0))
  await waitFor(() => expect(document.querySelector('.bottom-nav__badge:not(.bottom-nav__badge--none)')).toBeNull())
})

test('my centre: the messages cell shows the count; service cells lead to feedback, help and customer service', async () => {
  const u = await mountPage(MyCenterPage)
  await waitFor(() => expect(document.querySelector('.menu-xiaoxi')?.textContent).toContain('2 条未读'))
  expect(text()).toContain('服务与帮助')
  for (const name of ['fankui', 'ProblemList', 'bangzhu', 'contactkefu', 'FuwuLists']) {
    expect(document.querySelector('.menu-' + name)).not.toBeNull()
  }
  await click(u, '.menu-xiaoxi')
  expect(nav.navigateTo).toHaveBeenCalledWith('xiaoxi')
  await click(u, '.menu-bangzhu')
  expect(nav.navigateTo).toHaveBeenCalledWith('bangzhu')
  messages = messages.map((m) => ({ ...m, read: true }))
  firePage('componentDidShow')
  await waitFor(() => expect(document.querySelector('.menu-xiaoxi')?.textContent).not.toContain('条未读'))
  // the bottom navigation of the same page shows no badge either
  expect(document.querySelector('.bottom-nav__badge:not(.bottom-nav__badge--none)')).toBeNull()
})

test('my centre logged out: help and customer service, not the personal ones', async () => {
  sessionStore.clear()
  await mountPage(MyCenterPage)
  await waitFor(() => expect(text()).toContain('服务与帮助'))
  expect(document.querySelector('.menu-bangzhu')).not.toBeNull()
  expect(document.querySelector('.menu-contactkefu')).not.toBeNull()
  expect(document.querySelector('.menu-xiaoxi')).toBeNull()
  expect(document.querySelector('.menu-fankui')).toBeNull()
})
