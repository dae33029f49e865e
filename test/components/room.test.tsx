import { firePage, resetPageHooks } from './pageHooks'
import Taro from '@tarojs/taro'
import type TestUtils from '@tarojs/test-utils-react'
import { runInAction } from 'mobx'
import type { ChatMessage, RoomSummary } from '../../contract/trade'
import RoomPage from '../../src/pages/other/room'
import { chatStore } from '../../src/stores/chat'
import { inboxStore } from '../../src/stores/inbox'
import { localeStore } from '../../src/stores/locale'
import { sessionStore } from '../../src/stores/session'
import * as nav from '../../src/utils/nav'
import { BUYER_ID, chatMessage, room, type FakeChatSocket } from './chatFixtures'
import { click, demoProfile, mockApi, sleep, text, typeInto, waitFor, type ApiMock, type Handler } from './helpers'
import { mountPage, unmountPage } from './recycleFixtures'

jest.mock('../../src/utils/chatSocket', () => {
  const socket = require('./chatFixtures').fakeChatSocket()
  return { chatSocket: socket, ChatSocket: class {} }
})
// eslint-disable-next-line @typescript-eslint/no-require-imports
const socket: FakeChatSocket = require('../../src/utils/chatSocket').chatSocket

let api: ApiMock
let modal: jest.SpyInstance
let preview: jest.SpyInstance

const calls = (method: string, path: string) => api.calls.filter((c) => c.method === method && c.path === path)
const queryOf = (path: string) =>
  api.spy.mock.calls.map(([o]) => (o as { url: string }).url).filter((u) => u.split('?')[0].endsWith(path)).map((u) => new URLSearchParams(u.split('?')[1] ?? ''))

const history: ChatMessage[] = [
  chatMessage(11, { senderId: BUYER_ID, senderRole: 'buyer', senderName: '小明', text: '还在吗？这个号能换绑手机吗', createdAt: '2026-11-24T02:00:00.000Z' }),
  chatMessage(12, { text: '在的，可以换绑', createdAt: '2026-11-24T02:01:00.000Z' }),
  chatMessage(13, { text: '加我 138****', masked: true, createdAt: '2026-11-24T02:02:00.000Z' }),
  chatMessage(14, { kind: 'image', text: '/api/uploads/shot.jpg', createdAt: '2026-11-24T03:30:00.000Z' }),
  chatMessage(15, { senderId: 9, senderRole: 'staff', senderName: '客服·小橙', text: '平台提醒：请在房间内沟通', createdAt: '2026-11-24T03:31:00.000Z' }),
]

/** the server of room 5 (and of order 42's room when `order` is given); `extra` adds or replaces handlers */
function serve(r: RoomSummary, rows: ChatMessage[], extra: Record<string, Handler> = {}, hasMore = false) {
  api = mockApi({
    'GET /need/chat/room/5': () => ({ code: 200, data: r }),
    'GET /need/chat/room/5/messages': () => ({ code: 200, data: { rows, hasMore } }),
    'POST /need/chat/room/5/read': () => ({ code: 200, data: null }),
    'GET /need/chat/unread': () => ({ code: 200, data: { total: 0 } }),
    'GET /need/message/unread': () => ({ code: 200, data: { count: 0 } }),
    'GET /system/user/profile': () => ({ code: 200, data: demoProfile }),
    ...extra,
  })
}

beforeAll(() => {
  // jsdom has no scrolling: the scroll view's scroll-into-view calls this
  Element.prototype.scrollIntoView = jest.fn()
})

beforeEach(() => {
  localeStore.setLocale('zh-CN')
  // a server before the session: the badge asks for its counts as soon as a token appears
  serve(room(), history)
  runInAction(() => {
    sessionStore.token = 'tok'
  })
  sessionStore.setProfile(demoProfile)
  chatStore.clear()
  socket.joins.length = 0
  socket.left.length = 0
  jest.spyOn(nav, 'navigateTo').mockResolvedValue(undefined as never)
  jest.spyOn(Taro, 'showToast').mockResolvedValue(undefined as never)
  modal = jest.spyOn(Taro, 'showModal').mockResolvedValue({ confirm: true, cancel: false } as never)
  preview = jest.spyOn(Taro, 'previewImage').mockResolvedValue(undefined as never)
})

afterEach(() => {
  unmountPage()
  resetPageHooks()
  jest.restoreAllMocks()
  sessionStore.clear()
  document.body.innerHTML = ''
})

/** types into the message box once its native input is there */
async function type(u: TestUtils, value: string) {
  await waitFor(() => expect(document.querySelector('.room-input input')).not.toBeNull())
  await typeInto(u, '.room-input', value)
}

async function open(params: Record<string, string> = { id: '5' }) {
  const u = await mountPage(RoomPage, params)
  await waitFor(() => expect(document.querySelector('.room-head')).not.toBeNull())
  return u
}

test('renders the history: head, mine on the right, the others with name, staff marked 客服, time lines, the masking note', async () => {
  serve(room(), history)
  await open()
  await waitFor(() => expect(document.querySelectorAll('.chat-row')).toHaveLength(5))
  expect(document.querySelector('.room-head__title')?.textContent).toContain('国服V8 满英雄 300皮肤')
  expect(document.querySelector('.room-head__price')?.textContent).toBe('¥1000.00')
  const rows = Array.from(document.querySelectorAll('.chat-row'))
  expect(rows.map((r) => r.classList.contains('chat-row--mine'))).toEqual([true, false, false, false, false])
  // my own bubble has no avatar and no name; the others have both
  expect(rows[0].querySelector('.chat-row__name')).toBeNull()
  expect(rows[1].querySelector('.chat-row__nickname')?.textContent).toBe('卖家小王')
  expect(rows[1].querySelector('.avatar')).not.toBeNull()
  expect(rows[4].querySelector('.chat-staff-tag')?.textContent).toBe('客服')
  expect(rows[4].classList.contains('chat-row--staff')).toBe(true)
  // the masked message says so under it
  expect(rows[2].querySelector('.chat-masked')?.textContent).toBe('已隐藏联系方式，请勿在平台外交易')
  expect(document.querySelectorAll('.chat-masked')).toHaveLength(1)
  // a time line at the start and after the 88-minute gap, not between messages a minute apart
  expect(Array.from(document.querySelectorAll('.chat-time')).map((e) => e.textContent)).toHaveLength(2)
  // the picture is a thumbnail that opens the viewer
  const img = rows[3].querySelector('.chat-image')!
  expect(img).not.toBeNull()
  expect(document.querySelector('.room-older--none')?.textContent).toBe('没有更早的消息了')
  // live from the newest one on, and read up to it
  await waitFor(() => expect(socket.joins).toEqual([{ roomId: 5, after: 15 }]))
  await waitFor(() => expect(calls('POST', '/need/chat/room/5/read')).toHaveLength(1))
  expect(calls('POST', '/need/chat/room/5/read')[0].data).toEqual({ lastId: 15 })
})

test('by id, the room and its messages are asked at once (not one after the other)', async () => {
  serve(room(), history)
  const answer = api.spy.getMockImplementation()!
  let release = () => undefined as void
  const roomHeld = new Promise<void>((r) => (release = r))
  api.spy.mockImplementation((o: { url: string }) => (o.url.split('?')[0].endsWith('/need/chat/room/5') ? roomHeld.then(() => answer(o)) : answer(o)))
  await mountPage(RoomPage, { id: '5' })
  await waitFor(() => expect(calls('GET', '/need/chat/room/5/messages')).toHaveLength(1))
  expect(calls('GET', '/need/chat/room/5')).toHaveLength(0)
  release()
  await waitFor(() => expect(document.querySelectorAll('.chat-row')).toHaveLength(5))
  expect(calls('GET', '/need/chat/room/5')).toHaveLength(1)
})

test('mine is told by my side of the room even before the profile is loaded; staff by their id', async () => {
  sessionStore.setProfile(null)
  serve(room(), history)
  await open()
  await waitFor(() => expect(document.querySelectorAll('.chat-row')).toHaveLength(5))
  expect(Array.from(document.querySelectorAll('.chat-row')).map((r) => r.classList.contains('chat-row--mine'))).toEqual([true, false, false, false, false])
  unmountPage()
  document.body.innerHTML = ''

  // a staff member in a room: their own messages on the right, another staff member's on the left
  sessionStore.setProfile({ ...demoProfile, id: 9, role: 'staff' })
  const staffHistory = [...history, chatMessage(16, { senderId: 10, senderRole: 'staff', senderName: '客服·小蓝', text: '我来跟进' })]
  serve(room({ myRole: 'staff' }), staffHistory)
  await open()
  await waitFor(() => expect(document.querySelectorAll('.chat-row')).toHaveLength(6))
  expect(Array.from(document.querySelectorAll('.chat-row')).map((r) => r.classList.contains('chat-row--mine'))).toEqual([false, false, false, false, true, false])
  expect(document.querySelector('.room-head__parties')?.textContent).toBe('买家 小明 · 卖家 卖家小王')
})

test('a picture opens the viewer with every picture of the room', async () => {
  serve(room(), history)
  const u = await open()
  await waitFor(() => expect(document.querySelector('.chat-image')).not.toBeNull())
  u.fireEvent.click(document.querySelector('.chat-image')!)
  await waitFor(() => expect(preview).toHaveBeenCalled())
  expect(preview.mock.calls[0][0]).toEqual({ urls: ['/api/uploads/shot.jpg'], current: '/api/uploads/shot.jpg' })
})

test('sends what was typed: the message shows, the box empties; an empty box sends nothing', async () => {
  let posted: unknown = null
  serve(room(), history, {
    'POST /need/chat/room/5/messages': (o) => {
      posted = o.data
      return {
        code: 200,
        data: { message: chatMessage(16, { senderId: BUYER_ID, senderRole: 'buyer', senderName: '小明', text: '好的，我下单了', createdAt: '2026-11-24T03:32:00.000Z' }), maskedKinds: [] },
      }
    },
  })
  const u = await open()
  await waitFor(() => expect(document.querySelectorAll('.chat-row')).toHaveLength(5))
  await click(u, '.room-send')
  await sleep(20)
  expect(calls('POST', '/need/chat/room/5/messages')).toHaveLength(0)

  await type(u, '  好的，我下单了 ')
  await click(u, '.room-send')
  await waitFor(() => expect(posted).toEqual({ kind: 'text', text: '好的，我下单了' }))
  await waitFor(() => expect(document.querySelectorAll('.chat-row')).toHaveLength(6))
  const last = Array.from(document.querySelectorAll('.chat-row')).pop()!
  expect(last.classList.contains('chat-row--mine')).toBe(true)
  expect(last.textContent).toContain('好的，我下单了')
  await waitFor(() => expect((document.querySelector('.room-input input') as HTMLInputElement).value).toBe(''))
  expect(modal).not.toHaveBeenCalled()
  // the socket's copy of the same message changes nothing
  socket.emit(chatMessage(16, { senderId: BUYER_ID, senderRole: 'buyer', senderName: '小明', text: '好的，我下单了', createdAt: '2026-11-24T03:32:00.000Z' }))
  await sleep(20)
  expect(document.querySelectorAll('.chat-row')).toHaveLength(6)
})

test('contact details masked by the server: the sender is warned, naming what was hidden', async () => {
  serve(room(), history, {
    'POST /need/chat/room/5/messages': () => ({
      code: 200,
      data: {
        message: chatMessage(16, { senderId: BUYER_ID, senderRole: 'buyer', text: '加我微信 ***，电话 138****', masked: true, createdAt: '2026-11-24T03:32:00.000Z' }),
        maskedKinds: ['wechat', 'phone'],
      },
    }),
  })
  const u = await open()
  await waitFor(() => expect(document.querySelectorAll('.chat-row')).toHaveLength(5))
  await type(u, '加我微信 abc123，电话 13812345678')
  await click(u, '.room-send')
  await waitFor(() => expect(modal).toHaveBeenCalledTimes(1))
  const content = modal.mock.calls[0][0].content as string
  expect(content).toContain('微信号、手机号')
  expect(content).toContain('请勿在平台外联系或付款')
  expect(modal.mock.calls[0][0].showCancel).toBe(false)
  await waitFor(() => expect(document.querySelectorAll('.chat-masked')).toHaveLength(2))
})

test('a refused send keeps the text and shows the server’s reason', async () => {
  serve(room(), history, { 'POST /need/chat/room/5/messages': () => ({ code: 429, msg: '发送太频繁，请稍后再试' }) })
  const u = await open()
  await waitFor(() => expect(document.querySelectorAll('.chat-row')).toHaveLength(5))
  await type(u, '在吗')
  await click(u, '.room-send')
  await waitFor(() => expect(Taro.showToast).toHaveBeenCalledWith(expect.objectContaining({ title: '发送太频繁，请稍后再试' })))
  expect((document.querySelector('.room-input input') as HTMLInputElement).value).toBe('在吗')
  expect(document.querySelectorAll('.chat-row')).toHaveLength(5)
})

test('a socket frame appends the message without asking the server again, and it is read at once', async () => {
  serve(room(), history)
  await open()
  await waitFor(() => expect(calls('POST', '/need/chat/room/5/read')).toHaveLength(1))
  const before = calls('GET', '/need/chat/room/5/messages').length
  socket.emit(chatMessage(16, { text: '号已经准备好了', createdAt: '2026-11-24T03:33:00.000Z' }))
  await waitFor(() => expect(text()).toContain('号已经准备好了'))
  expect(document.querySelectorAll('.chat-row')).toHaveLength(6)
  expect(calls('GET', '/need/chat/room/5/messages')).toHaveLength(before)
  await waitFor(() => expect(calls('POST', '/need/chat/room/5/read')).toHaveLength(2))
  expect(calls('POST', '/need/chat/room/5/read')[1].data).toEqual({ lastId: 16 })
  // a message of another room is not shown here
  socket.emit(chatMessage(17, { roomId: 6, text: '别的房间' }))
  await sleep(20)
  expect(text()).not.toContain('别的房间')
})

test('while the page is hidden, live messages count as unread (and are read when it shows again)', async () => {
  serve(room(), history)
  await open()
  await waitFor(() => expect(calls('POST', '/need/chat/room/5/read')).toHaveLength(1))
  await waitFor(() => expect(chatStore.activeRoomId).toBe(5))
  firePage('componentDidHide')
  await waitFor(() => expect(chatStore.activeRoomId).toBeNull())
  inboxStore.setChatCount(0)
  socket.emit(chatMessage(16, { text: '在吗？', createdAt: '2026-11-24T03:33:00.000Z' }))
  await waitFor(() => expect(inboxStore.chatUnread).toBe(1))
  expect(chatStore.room(5)?.unread).toBe(1)
  expect(calls('POST', '/need/chat/room/5/read')).toHaveLength(1)
  firePage('componentDidShow')
  await waitFor(() => expect(calls('POST', '/need/chat/room/5/read')).toHaveLength(2))
  await waitFor(() => expect(chatStore.room(5)?.unread).toBe(0))
  expect(inboxStore.chatUnread).toBe(0)
})

test('older messages: the page before the first one, on top', async () => {
  const older = [chatMessage(3, { text: '最早的问题', createdAt: '2026-11-23T01:00:00.000Z' }), chatMessage(4, { text: '第二条', createdAt: '2026-11-23T01:01:00.000Z' })]
  serve(
    room(),
    history,
    {
      'GET /need/chat/room/5/messages': (o) => {
        const q = new URLSearchParams(o.url.split('?')[1])
        return q.get('before') ? { code: 200, data: { rows: older, hasMore: false } } : { code: 200, data: { rows: history, hasMore: true } }
      },
    },
    true,
  )
  const u = await open()
  await waitFor(() => expect(document.querySelector('.room-older')?.textContent).toBe('查看更早的消息'))
  await click(u, '.room-older')
  await waitFor(() => expect(document.querySelectorAll('.chat-row')).toHaveLength(7))
  const asked = queryOf('/need/chat/room/5/messages')
  expect(asked[0].get('limit')).toBe('30')
  expect(asked[0].get('before')).toBeNull()
  expect(asked[1].get('before')).toBe('11')
  expect(document.querySelector('.chat-row')?.textContent).toContain('最早的问题')
  expect(document.querySelector('.room-older--none')).not.toBeNull()
})

test('a pre-sale room says what it is and links to the order room that followed', async () => {
  serve(room({ orderRoomId: 8 }), history)
  const u = await open()
  expect(document.querySelector('.presale-banner')?.textContent).toContain('这是下单前的咨询')
  expect(document.querySelector('.room-head__tag')?.textContent).toBe('咨询')
  expect(document.querySelector('.trade-summary')).toBeNull()
  await click(u, '.to-order-room')
  expect(nav.navigateTo).toHaveBeenCalledWith('room', { id: 8 })
  await click(u, '.view-goods')
  expect(nav.navigateTo).toHaveBeenCalledWith('goodDetail', { id: 7 })
})

test('a pre-sale room without an order yet: the banner, no link', async () => {
  serve(room(), [])
  await open()
  expect(document.querySelector('.presale-banner')).not.toBeNull()
  expect(document.querySelector('.to-order-room')).toBeNull()
  await waitFor(() => expect(text()).toContain('还没有消息，说点什么吧'))
  expect(calls('POST', '/need/chat/room/5/read')).toHaveLength(0)
})

describe('an order room (?orderId=)', () => {
  const orderRoom = (over: Partial<RoomSummary> = {}) =>
    room({ kind: 'order', orderId: 42, orderNo: 'O20261124000042', orderStatus: 'handover', presaleRoomId: 3, ...over })
  const handover = {
    orderId: 42,
    steps: [{ key: 'password', doneAt: null, doneBy: null, confirmedAt: null, confirmedBy: null }],
    startedAt: null,
    completedAt: null,
    startDeadline: '2026-11-25T02:00:00.000Z',
    canRefundNow: false,
  }

  test('resolves the order’s room; head with number, status and the order link, the link back to the 咨询, the panel', async () => {
    serve(orderRoom(), history, {
      'GET /need/chat/order/42/room': () => ({ code: 200, data: orderRoom() }),
      'GET /need/order/42/handover': () => ({ code: 200, data: handover }),
      'GET /need/order/42/dispute': () => ({ code: 200, data: null }),
    })
    const u = await open({ orderId: '42' })
    expect(calls('GET', '/need/chat/order/42/room')).toHaveLength(1)
    expect(text()).toContain('订单号 O20261124000042')
    expect(document.querySelector('.room-head__status')?.textContent).toBe('换绑中')
    expect(document.querySelector('.presale-banner')).toBeNull()
    await waitFor(() => expect(calls('GET', '/need/order/42/handover')).toHaveLength(1))
    // a compact summary above the conversation; the checklist opens inside the conversation, the one scroll
    await waitFor(() => expect(document.querySelector('.trade-summary')).not.toBeNull())
    expect(document.querySelector('.trade-summary__step')?.textContent).toBe('换绑中 · 已确认 0/1 步')
    expect(document.querySelector('.trade-summary__no')?.textContent).toBe('订单 O20261124000042')
    expect(document.querySelector('.ho-step')).toBeNull()
    await click(u, '.trade-summary')
    await waitFor(() => expect(document.querySelector('.room-messages .trade-panel .ho-step')).not.toBeNull())
    expect(document.querySelector('.trade-summary__toggle')?.textContent).toBe('收起')
    await click(u, '.trade-summary')
    await waitFor(() => expect(document.querySelector('.ho-step')).toBeNull())
    await click(u, '.view-order')
    expect(nav.navigateTo).toHaveBeenCalledWith('orderDetail', { id: 42 })
    await click(u, '.to-presale-room')
    expect(nav.navigateTo).toHaveBeenCalledWith('room', { id: 3 })
  })

  test('a system message refreshes the panel and the head (the order moved)', async () => {
    let status = 'handover'
    serve(orderRoom(), history, {
      'GET /need/chat/order/42/room': () => ({ code: 200, data: orderRoom() }),
      'GET /need/chat/room/5': () => ({ code: 200, data: orderRoom({ orderStatus: status }) }),
      'GET /need/order/42/handover': () => ({ code: 200, data: handover }),
      'GET /need/order/42/dispute': () => ({ code: 200, data: null }),
    })
    await open({ orderId: '42' })
    await waitFor(() => expect(calls('GET', '/need/order/42/handover')).toHaveLength(1))
    // a text message changes nothing there
    socket.emit(chatMessage(16, { text: '密码已改' }))
    await sleep(30)
    expect(calls('GET', '/need/order/42/handover')).toHaveLength(1)
    status = 'delivered'
    socket.emit(chatMessage(17, { kind: 'system', senderId: null, senderRole: 'system', senderName: '', text: '买家已确认全部换绑步骤，订单已交付' }))
    await waitFor(() => expect(calls('GET', '/need/order/42/handover')).toHaveLength(2))
    await waitFor(() => expect(document.querySelector('.room-head__status')?.textContent).toBe('已交付'))
    expect(document.querySelector('.chat-system')?.textContent).toBe('买家已确认全部换绑步骤，订单已交付')
  })
})

test('no room id, or a room that is not mine: the page says so', async () => {
  serve(room(), history, { 'GET /need/chat/room/5': () => ({ code: 404, msg: '交易房间不存在' }) })
  await mountPage(RoomPage, { id: 'abc' })
  await waitFor(() => expect(text()).toContain('交易房间不存在'))
  expect(api.calls).toHaveLength(0)
  unmountPage()
  document.body.innerHTML = ''
  await mountPage(RoomPage, { id: '5' })
  await waitFor(() => expect(text()).toContain('交易房间不存在'))
  expect(document.querySelector('.room-input-bar')).toBeNull()
  expect(socket.joins).toHaveLength(0)
})
