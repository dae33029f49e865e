/**
 * Customer service in the trade room and on 联系客服 (issue 24): what to expect (客服通常在 N 分钟内回复, in the app's
 * language), the call-back (回电) sheet (slots inside service hours, the request sent, the server's msg shown, the
 * open request with its window and cancel), and the expectation on 联系客服.
 */
import { resetPageHooks } from './pageHooks'
import Taro from '@tarojs/taro'
import { runInAction } from 'mobx'
import type { CallbackRequest, ServiceExpectation } from '../../contract/customer-service'
import type { ChatMessage } from '../../contract/trade'
import ContactKefuPage from '../../src/pages/other/contactkefu'
import RoomPage from '../../src/pages/other/room'
import { chatStore } from '../../src/stores/chat'
import { localeStore } from '../../src/stores/locale'
import { sessionStore } from '../../src/stores/session'
import { callbackSlots } from '../../src/utils/callbackSlots'
import * as nav from '../../src/utils/nav'
import { chatMessage, room } from './chatFixtures'
import { click, demoProfile, mockApi, text, waitFor, type ApiMock, type Handler } from './helpers'
import { mountPage, unmountPage } from './recycleFixtures'

jest.mock('../../src/utils/chatSocket', () => {
  const socket = require('./chatFixtures').fakeChatSocket()
  return { chatSocket: socket, ChatSocket: class {} }
})

let api: ApiMock
const typical: ServiceExpectation = { kind: 'typical', minutes: 8, hours: '09:00-24:00', text: '客服通常在 8 分钟内回复' }
const history: ChatMessage[] = [chatMessage(11, { text: '在的，可以换绑', createdAt: '2026-11-24T02:01:00.000Z' })]
const pending: CallbackRequest = {
  id: 3,
  roomId: 5,
  status: 'open',
  windowStart: '2026-11-25T01:00:00.000Z',
  windowEnd: '2026-11-25T03:00:00.000Z',
  note: null,
  createdAt: '2026-11-24T02:00:00.000Z',
  doneAt: null,
}

function serve(extra: Record<string, Handler> = {}) {
  api = mockApi({
    'GET /need/chat/room/5': () => ({ code: 200, data: room() }),
    'GET /need/chat/room/5/messages': () => ({ code: 200, data: { rows: history, hasMore: false } }),
    'POST /need/chat/room/5/read': () => ({ code: 200, data: null }),
    'GET /need/chat/unread': () => ({ code: 200, data: { total: 0 } }),
    'GET /need/message/unread': () => ({ code: 200, data: { count: 0 } }),
    'GET /system/user/profile': () => ({ code: 200, data: demoProfile }),
    'GET /service/expectation': () => ({ code: 200, data: typical }),
    'GET /need/service/callbacks': () => ({ code: 200, data: [] }),
    ...extra,
  })
}

beforeAll(() => {
  Element.prototype.scrollIntoView = jest.fn()
})

beforeEach(() => {
  localeStore.setLocale('zh-CN')
  serve()
  runInAction(() => {
    sessionStore.token = 'tok'
  })
  sessionStore.setProfile(demoProfile)
  chatStore.clear()
  jest.spyOn(nav, 'navigateTo').mockResolvedValue(undefined as never)
  jest.spyOn(Taro, 'showToast').mockResolvedValue(undefined as never)
})

afterEach(() => {
  unmountPage()
  resetPageHooks()
  jest.restoreAllMocks()
  sessionStore.clear()
  document.body.innerHTML = ''
})

async function openRoom() {
  const u = await mountPage(RoomPage, { id: '5' })
  // the expectation is asked once the room is up (a missing element is not "loaded")
  await waitFor(() => expect(document.querySelector('.room-service__expect')?.textContent || '').not.toBe(''))
  return u
}

test('slots cut service hours in two-hour steps; today’s ended ones are past', () => {
  // 2026-11-24 14:30 China time
  const now = Date.parse('2026-11-24T06:30:00Z')
  const today = callbackSlots('09:00-24:00', 'today', now)
  expect(today.map((s) => s.from + '-' + s.to)).toEqual(['09:00-11:00', '11:00-13:00', '13:00-15:00', '15:00-17:00', '17:00-19:00', '19:00-21:00', '21:00-23:00', '23:00-24:00'])
  expect(today.map((s) => s.past)).toEqual([true, true, false, false, false, false, false, false])
  expect(callbackSlots('09:00-24:00', 'tomorrow', now).some((s) => s.past)).toBe(false)
})

test('the room says what to expect; the call-back sheet sends the chosen window and then shows it with cancel', async () => {
  let made: CallbackRequest | null = null
  serve({
    'POST /need/service/callback': (o) => {
      made = pending
      return { code: 200, data: pending, msg: String((o.data as { day: string }).day) }
    },
    'GET /need/service/callbacks': () => ({ code: 200, data: made ? [made] : [] }),
    'POST /need/service/callback/3/cancel': () => {
      made = null
      return { code: 200, data: { ...pending, status: 'cancelled' } }
    },
  })
  const u = await openRoom()
  expect(document.querySelector('.room-service__expect')?.textContent).toBe('客服通常在 8 分钟内回复')
  await click(u, '.room-callback-btn')
  await waitFor(() => expect(document.querySelector('.callback-sheet')).not.toBeNull())
  expect(text()).toContain('申请客服回电')
  // nothing picked: the sheet says so and sends nothing
  await click(u, '.callback-submit')
  await waitFor(() => expect(document.querySelector('.callback-error')?.textContent).toBe('请选择一个时间段'))
  expect(api.calls.filter((c) => c.method === 'POST' && c.path === '/need/service/callback')).toHaveLength(0)

  await click(u, '.callback-day--tomorrow')
  await click(u, '.callback-slot')
  await click(u, '.callback-submit')
  await waitFor(() => expect(api.calls.filter((c) => c.method === 'POST' && c.path === '/need/service/callback')).toHaveLength(1))
  expect(api.calls.find((c) => c.path === '/need/service/callback')!.data).toEqual({ roomId: 5, day: 'tomorrow', from: '09:00', to: '11:00' })
  await waitFor(() => expect(document.querySelector('.room-service__window')?.textContent).toBe('已申请回电：11-25 09:00-11:00'))

  await click(u, '.room-callback-cancel')
  await waitFor(() => expect(document.querySelector('.room-callback-btn')).not.toBeNull())
  expect(api.calls.filter((c) => c.path === '/need/service/callback/3/cancel')).toHaveLength(1)
})

test('the server’s msg shows in the sheet', async () => {
  serve({ 'POST /need/service/callback': () => ({ code: 409, msg: '您在该房间已有一个待处理的回电申请' }) })
  const u = await openRoom()
  await click(u, '.room-callback-btn')
  await waitFor(() => expect(document.querySelector('.callback-sheet')).not.toBeNull())
  await click(u, '.callback-day--tomorrow')
  await click(u, '.callback-slot')
  await click(u, '.callback-submit')
  await waitFor(() => expect(document.querySelector('.callback-error')?.textContent).toBe('您在该房间已有一个待处理的回电申请'))
})

test('in English: the expectation, the closed hours and the sheet', async () => {
  localeStore.setLocale('en-US')
  serve({ 'GET /service/expectation': () => ({ code: 200, data: { ...typical, kind: 'closed', text: '' } }) })
  const u = await openRoom()
  expect(document.querySelector('.room-service__expect')?.textContent).toBe('Customer service works 09:00-24:00 (China time) and replies once open')
  expect(document.querySelector('.room-callback-btn')?.textContent).toBe('Call me back')
  await click(u, '.room-callback-btn')
  await waitFor(() => expect(document.querySelector('.callback-sheet')).not.toBeNull())
  expect(document.querySelector('.callback-sheet')!.textContent).not.toMatch(/[\u4e00-\u9fff]/)
})

test('联系客服 says what to expect', async () => {
  serve({
    'GET /V2/H5/allQQlist': () => ({ code: 200, data: [] }),
    'GET /V2/H5/account': () => ({ code: 200, data: [] }),
    'GET /V2/H5/qqGroup': () => ({ code: 200, data: [] }),
    'GET /service/expectation': () => ({ code: 200, data: { ...typical, kind: 'target', minutes: 10 } }),
  })
  await mountPage(ContactKefuPage)
  await waitFor(() => expect(document.querySelector('.service-expect')?.textContent).toBe('客服会尽快回复，一般不超过 10 分钟'))
})
