/**
 * The chat store's bookkeeping: one copy per message id in order whatever way it came, and the unread counts of a
 * room and of the 消息 badge as live messages come and rooms are read.
 */
import type { TaroMock } from './taroMock'

jest.mock('@tarojs/taro', () => require('./taroMock').createTaroMock())

// eslint-disable-next-line @typescript-eslint/no-require-imports
const Taro: TaroMock = require('@tarojs/taro').default
import { runInAction } from 'mobx'
import type { ChatMessage, RoomSummary } from '../../contract/trade'
import { ChatStore, mergeMessages } from '../../src/stores/chat'
import { InboxStore } from '../../src/stores/inbox'
import { SessionStore } from '../../src/stores/session'
import type { ChatSocket } from '../../src/utils/chatSocket'
import { chatMessage as msg, room as baseRoom } from '../components/chatFixtures'

/** a room of the buyer (me, id 1) whose last message is 10, two of them unread */
const room = (over: Partial<RoomSummary> = {}): RoomSummary => baseRoom({ lastMessage: msg(10), unread: 2, ...over })

function setup() {
  const listeners: ((m: ChatMessage) => void)[] = []
  const socket = { onMessage: (fn: (m: ChatMessage) => void) => listeners.push(fn), reset: jest.fn() } as unknown as ChatSocket
  const session = new SessionStore()
  const inbox = new InboxStore(session)
  const store = new ChatStore(session, inbox, socket)
  runInAction(() => {
    session.token = 'tok'
  })
  session.setProfile({ id: 1 } as never)
  return { store, inbox, session, socket, emit: (m: ChatMessage) => listeners.forEach((fn) => fn(m)) }
}

beforeEach(() => {
  Taro.storage.clear()
  // the badge's own refresh asks the server: nothing answers here
  Taro.request.mockImplementation(() => Promise.reject(new Error('offline')))
})

test('mergeMessages: each id once (the later copy wins), oldest first', () => {
  const merged = mergeMessages([msg(3), msg(1)], [msg(2), msg(3, { text: 'edited' })])
  expect(merged.map((m) => m.id)).toEqual([1, 2, 3])
  expect(merged[2].text).toBe('edited')
})

test('a live message from the other side counts once on the room and the badge; mine and repeats do not', () => {
  const { store, inbox, emit } = setup()
  store.putRoom(room())
  inbox.setChatCount(2)
  emit(msg(11))
  emit(msg(11))
  emit(msg(9))
  emit(msg(12, { senderId: 1, senderRole: 'buyer' }))
  expect(store.room(5)?.unread).toBe(3)
  expect(store.room(5)?.lastMessage?.id).toBe(12)
  expect(inbox.chatUnread).toBe(3)
  expect(inbox.total).toBe(3)
})

test('the room on screen takes its live messages as read; held messages grow in order', () => {
  const { store, inbox, emit } = setup()
  store.putRoom(room({ unread: 0 }))
  runInAction(() => store.addMessages(5, [msg(9), msg(10)]))
  store.setActive(5)
  emit(msg(12))
  emit(msg(11))
  expect(store.messagesOf(5).map((m) => m.id)).toEqual([9, 10, 11, 12])
  expect(store.room(5)?.unread).toBe(0)
  expect(inbox.chatUnread).toBe(0)
})

test('reading a room posts the newest id once and takes its count off the badge', async () => {
  const { store, inbox } = setup()
  store.putRoom(room({ unread: 2 }))
  inbox.setChatCount(5)
  runInAction(() => store.addMessages(5, [msg(10)]))
  Taro.request.mockImplementation((o: { url: string }) =>
    Promise.resolve({ statusCode: 200, data: { code: 200, msg: 'ok', data: o.url.endsWith('/unread') ? { total: 3, count: 0 } : null }, header: {} }),
  )
  await store.markRead(5)
  await store.markRead(5)
  const reads = Taro.request.mock.calls.filter(([o]) => String(o.url).endsWith('/need/chat/room/5/read'))
  expect(reads).toHaveLength(1)
  expect(reads[0][0].data).toEqual({ lastId: 10 })
  expect(store.room(5)?.unread).toBe(0)
  expect(inbox.chatUnread).toBe(3)
})

test('messages read as they come in the room on screen post the read and leave the badge alone', async () => {
  const { store, inbox } = setup()
  store.putRoom(room({ unread: 0 }))
  inbox.setChatCount(4)
  runInAction(() => store.addMessages(5, [msg(11)]))
  Taro.request.mockClear()
  Taro.request.mockImplementation(() => Promise.resolve({ statusCode: 200, data: { code: 200, msg: 'ok', data: null }, header: {} }))
  await store.markRead(5)
  expect(Taro.request.mock.calls.map(([o]) => String(o.url).replace(/^.*\/api/, ''))).toEqual(['/need/chat/room/5/read'])
  expect(inbox.chatUnread).toBe(4)
})

test('logout forgets the rooms and closes the socket', () => {
  const { store, session, socket } = setup()
  store.putRoom(room())
  session.clear()
  expect(store.rooms.size).toBe(0)
  expect(socket.reset).toHaveBeenCalled()
})
