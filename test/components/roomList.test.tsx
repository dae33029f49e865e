import { firePage, resetPageHooks } from './pageHooks'
import Taro from '@tarojs/taro'
import { runInAction } from 'mobx'
import type { RoomSummary } from '../../contract/trade'
import XiaoxiPage from '../../src/pages/index/xiaoxi'
import { chatStore } from '../../src/stores/chat'
import { inboxStore } from '../../src/stores/inbox'
import { localeStore } from '../../src/stores/locale'
import { sessionStore } from '../../src/stores/session'
import * as nav from '../../src/utils/nav'
import { BUYER_ID, chatMessage, room, SELLER_ID, type FakeChatSocket } from './chatFixtures'
import { demoProfile, mockApi, text, waitFor, type ApiMock } from './helpers'
import { mountPage, unmountPage } from './recycleFixtures'

jest.mock('../../src/utils/chatSocket', () => {
  const socket = require('./chatFixtures').fakeChatSocket()
  return { chatSocket: socket, ChatSocket: class {} }
})
// eslint-disable-next-line @typescript-eslint/no-require-imports
const socket: FakeChatSocket = require('../../src/utils/chatSocket').chatSocket

let api: ApiMock
let rooms: RoomSummary[]
let chatUnread: number

const calls = (method: string, path: string) => api.calls.filter((c) => c.method === method && c.path === path)
const rowTexts = () => Array.from(document.querySelectorAll('.room-row')).map((r) => r.textContent ?? '')
const sectionTab = (label: string) => Array.from(document.querySelectorAll('.xiaoxi-sections .nut-tabs-titles-item')).find((e) => (e.textContent ?? '').startsWith(label))!

beforeEach(() => {
  localeStore.setLocale('zh-CN')
  rooms = [
    room({
      id: 5,
      lastMessage: chatMessage(20, { roomId: 5, text: '这个号还能便宜吗', senderId: BUYER_ID }),
      updatedAt: '2026-11-24T02:05:00.000Z',
    }),
    room({
      id: 8,
      kind: 'order',
      orderId: 42,
      orderNo: 'O42',
      orderStatus: 'handover',
      goods: { id: 9, title: '和平精英 金色M416', cover: '/api/assets/goods/9.jpg', price: 50000 },
      lastMessage: chatMessage(18, { roomId: 8, kind: 'image', text: '/api/uploads/x.jpg' }),
      unread: 3,
      updatedAt: '2026-11-24T02:01:00.000Z',
    }),
  ]
  chatUnread = 3
  api = mockApi({
    'GET /need/chat/rooms': () => ({ code: 200, data: { rows: rooms, total: rooms.length } }),
    'GET /need/chat/unread': () => ({ code: 200, data: { total: chatUnread } }),
    'GET /need/message/unread': () => ({ code: 200, data: { count: 1 } }),
    'GET /need/message/list': () => ({
      code: 200,
      data: { rows: [{ id: 1, kind: 'order', title: '订单已付款', content: '买家已付款', link: null, read: false, createdAt: '2026-11-24T01:00:00.000Z' }], total: 1 },
    }),
    'GET /system/user/profile': () => ({ code: 200, data: demoProfile }),
  })
  runInAction(() => {
    sessionStore.token = 'tok'
  })
  sessionStore.setProfile(demoProfile)
  chatStore.clear()
  socket.joins.length = 0
  socket.left.length = 0
  jest.spyOn(nav, 'navigateTo').mockResolvedValue(undefined as never)
  jest.spyOn(nav, 'redirectTo').mockResolvedValue(undefined as never)
  jest.spyOn(Taro, 'showToast').mockResolvedValue(undefined as never)
})

afterEach(() => {
  unmountPage()
  resetPageHooks()
  jest.restoreAllMocks()
  sessionStore.clear()
  document.body.innerHTML = ''
})

/** the 消息 page once the badge counts are in (it opens on 会话 when chat messages are unread) */
async function openXiaoxi(params: Record<string, string> = {}) {
  await inboxStore.refresh()
  expect(inboxStore.chatUnread).toBe(chatUnread)
  return mountPage(XiaoxiPage, params)
}

test('会话 lists my rooms: cover, the other side, the last message, its time, the unread count; a tap opens the room', async () => {
  const u = await openXiaoxi()
  await waitFor(() => expect(document.querySelectorAll('.room-row')).toHaveLength(2))
  expect(sectionTab('会话').textContent).toBe('会话 3')
  expect(sectionTab('通知').textContent).toBe('通知 1')
  const [first, second] = Array.from(document.querySelectorAll('.room-row'))
  expect(first.querySelector('.room-row__who')?.textContent).toBe('卖家小王')
  expect(first.querySelector('.room-row__tag')?.textContent).toBe('咨询')
  expect(first.querySelector('.room-row__preview')?.textContent).toBe('这个号还能便宜吗')
  expect(first.querySelector('.room-row__time')?.textContent).toMatch(/\d{2}:\d{2}$/)
  expect(first.querySelector('.room-row__badge')).toBeNull()
  expect(second.querySelector('.room-row__preview')?.textContent).toBe('[图片]')
  expect(second.querySelector('.room-row__badge')?.textContent).toBe('3')
  expect(second.querySelector('.room-row__cover')).not.toBeNull()
  // every listed room is followed live
  await waitFor(() => expect(socket.joins).toEqual([{ roomId: 5, after: 20 }, { roomId: 8, after: 18 }]))
  u.fireEvent.click(second)
  expect(nav.navigateTo).toHaveBeenCalledWith('room', { id: 8 })
  // 通知 instead: the rooms are left with the list
  u.fireEvent.click(sectionTab('通知'))
  await waitFor(() => expect(socket.left.sort()).toEqual([5, 8]))
})

test('a live message moves its room up, shows its text and counts on the row, the tab and the 消息 badge', async () => {
  await openXiaoxi()
  await waitFor(() => expect(document.querySelectorAll('.room-row')).toHaveLength(2))
  await waitFor(() => expect(socket.joins).toHaveLength(2))
  const badge = () => document.querySelector('.bottom-nav__badge:not(.bottom-nav__badge--none)')?.textContent
  expect(badge()).toBe('4')
  socket.emit(chatMessage(30, { roomId: 8, text: '换绑好了，请确认', createdAt: '2026-11-24T03:00:00.000Z' }))
  await waitFor(() => expect(rowTexts()[0]).toContain('换绑好了，请确认'))
  expect(document.querySelector('.room-row .room-row__badge')?.textContent).toBe('4')
  // the tab's and the bar's counts follow the chat store's total, a render after the row's (on busy cores, later)
  await waitFor(() => expect(sectionTab('会话').textContent).toBe('会话 4'))
  await waitFor(() => expect(badge()).toBe('5'))
  // my own message (sent from another device) moves the room but is not unread
  socket.emit(chatMessage(31, { roomId: 5, senderId: BUYER_ID, senderRole: 'buyer', text: '那我再看看', createdAt: '2026-11-24T03:05:00.000Z' }))
  await waitFor(() => expect(rowTexts()[0]).toContain('那我再看看'))
  expect(document.querySelectorAll('.room-row')[0].querySelector('.room-row__badge')).toBeNull()
  expect(inboxStore.chatUnread).toBe(4)
})

test('showing the page again asks the first page again: new rooms and counts read elsewhere', async () => {
  await openXiaoxi()
  await waitFor(() => expect(document.querySelectorAll('.room-row')).toHaveLength(2))
  firePage('componentDidShow')
  rooms = [room({ id: 12, buyer: { id: 6, nickname: '新买家', avatar: null }, myRole: 'seller', updatedAt: '2026-11-24T04:00:00.000Z' }), { ...rooms[1], unread: 0 }, rooms[0]]
  firePage('componentDidShow')
  await waitFor(() => expect(document.querySelectorAll('.room-row')).toHaveLength(3), 8000)
  // a seller sees the buyer
  expect(document.querySelector('.room-row__who')?.textContent).toBe('新买家')
  expect(rowTexts()[0]).toContain('暂无消息')
  expect(document.querySelectorAll('.room-row__badge')).toHaveLength(0)
  // the new room is joined beside the others, which stay joined (the connection is not dropped and opened again)
  await waitFor(() => expect(socket.joins.map((j) => j.roomId)).toEqual([5, 8, 12]))
  expect(socket.left).toEqual([])
})

test('staff see both sides of the rooms that need them', async () => {
  rooms = [room({ id: 5, kind: 'order', orderId: 42, myRole: 'staff' })]
  await openXiaoxi({ tab: 'rooms' })
  await waitFor(() => expect(document.querySelectorAll('.room-row')).toHaveLength(1))
  expect(document.querySelector('.room-row__who')?.textContent).toBe('买家 小明 · 卖家 卖家小王')
})

test('no rooms: a sentence and the way on; 通知 still lists the messages as before', async () => {
  rooms = []
  chatUnread = 0
  const u = await openXiaoxi({ tab: 'rooms' })
  await waitFor(() => expect(text()).toContain('暂无会话'))
  expect(document.querySelector('.page-state__action')?.textContent).toBe('去逛逛')
  u.fireEvent.click(sectionTab('通知'))
  await waitFor(() => expect(document.querySelectorAll('.message')).toHaveLength(1))
  expect(text()).toContain('订单已付款')
  expect(text()).toContain('1 条未读')
  expect(document.querySelectorAll('.room-row')).toHaveLength(0)
})

test('without unread chat the page opens on 通知, as it did before 会话 existed', async () => {
  chatUnread = 0
  await openXiaoxi()
  await waitFor(() => expect(document.querySelectorAll('.message')).toHaveLength(1))
  expect(calls('GET', '/need/chat/rooms')).toHaveLength(0)
})

test('a failed room list says so with a retry', async () => {
  api.spy.mockRestore()
  api = mockApi({
    'GET /need/chat/rooms': () => ({ code: 500, msg: '服务器开小差了' }),
    'GET /need/chat/unread': () => ({ code: 200, data: { total: 3 } }),
    'GET /need/message/unread': () => ({ code: 200, data: { count: 0 } }),
  })
  chatUnread = 3
  await openXiaoxi()
  await waitFor(() => expect(text()).toContain('服务器开小差了'))
  expect(document.querySelector('.page-state__retry')).not.toBeNull()
  expect(SELLER_ID).toBe(2)
})
