/**
 * The chat socket client (src/utils/chatSocket.ts) against a fake SocketTask: the auth frame first, joins after
 * `ready` with the last id seen, reconnect with backoff catching up with `after`, the ping, and a 4401 close
 * applying the app's 401 rule exactly once.
 */
import type { TaroMock } from './taroMock'

jest.mock('@tarojs/taro', () => {
  const mock = require('./taroMock').createTaroMock()
  const extra = { connectSocket: jest.fn(), onAppShow: jest.fn(), onNetworkStatusChange: jest.fn() }
  return { ...mock, ...extra, default: { ...mock.default, ...extra } }
})

type Listener = (res: { data?: unknown; code?: number }) => void

/** a SocketTask the test drives: what the app sent, and the server's side (open, frames, close) */
class FakeTask {
  sent: Record<string, unknown>[] = []
  closed = false
  private on: Record<string, Listener> = {}
  constructor(readonly url: string) {}
  onOpen(fn: Listener) {
    this.on.open = fn
  }
  onMessage(fn: Listener) {
    this.on.message = fn
  }
  onClose(fn: Listener) {
    this.on.close = fn
  }
  onError(fn: Listener) {
    this.on.error = fn
  }
  send(o: { data: string }) {
    this.sent.push(JSON.parse(o.data))
  }
  close() {
    this.closed = true
  }
  // the server's side
  open() {
    this.on.open?.({})
  }
  frame(f: unknown) {
    this.on.message?.({ data: JSON.stringify(f) })
  }
  serverClose(code: number) {
    this.on.close?.({ code })
  }
  types() {
    return this.sent.map((f) => f.type)
  }
}

// eslint-disable-next-line @typescript-eslint/no-require-imports
const Taro: TaroMock & { connectSocket: jest.Mock; onAppShow: jest.Mock; onNetworkStatusChange: jest.Mock } = require('@tarojs/taro').default
import { CHAT_CLOSE_UNAUTHORIZED } from '../../contract/trade'
import { TOKEN_KEY } from '../../src/api/request'
import { ChatSocket, PING_INTERVAL, RETRY_DELAYS, chatSocket, socketUrl } from '../../src/utils/chatSocket'
import { chatMessage } from '../components/chatFixtures'

// the app-wide socket registered these when its module loaded (before beforeEach clears the mocks)
const onAppShow = Taro.onAppShow.mock.calls[0]?.[0] as () => void
const onNetwork = Taro.onNetworkStatusChange.mock.calls[0]?.[0] as (res: { isConnected: boolean }) => void

let tasks: FakeTask[]
const latest = () => tasks[tasks.length - 1]
const flush = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve()
}

const message = (id: number) => chatMessage(id, { roomId: 7 })

/** a socket that is connected, authenticated and ready */
async function ready(socket: ChatSocket, roomId = 7, after = 0) {
  const leave = socket.join(roomId, after)
  await flush()
  latest().open()
  latest().frame({ type: 'ready', userId: 1 })
  return leave
}

beforeEach(() => {
  jest.useFakeTimers()
  jest.clearAllMocks()
  Taro.storage.clear()
  Taro.storage.set(TOKEN_KEY, 'tok-1')
  tasks = []
  Taro.connectSocket.mockImplementation((o: { url: string }) => {
    const task = new FakeTask(o.url)
    tasks.push(task)
    return Promise.resolve(task)
  })
  Taro.showModal.mockImplementation(() => Promise.resolve({ confirm: false, cancel: true }))
})

afterEach(() => {
  jest.useRealTimers()
})

test('the URL is the API base as ws(s)://: same origin on H5, TARO_APP_API_BASE in the mini program', () => {
  expect(socketUrl('h5')).toBe('ws://localhost/api/chat/socket')
  try {
    process.env.TARO_APP_API_BASE = 'https://api.example.com/api'
    expect(socketUrl('weapp')).toBe('wss://api.example.com/api/chat/socket')
    process.env.TARO_APP_API_BASE = 'http://127.0.0.1:8080/api'
    expect(socketUrl('weapp')).toBe('ws://127.0.0.1:8080/api/chat/socket')
  } finally {
    delete process.env.TARO_APP_API_BASE
  }
})

test('connects on the first join: the token in the first frame (not the URL), joins once ready', async () => {
  const socket = new ChatSocket()
  socket.join(7, 40)
  socket.join(8)
  await flush()
  expect(Taro.connectSocket).toHaveBeenCalledTimes(1)
  expect(latest().url).not.toContain('tok-1')
  expect(latest().sent).toEqual([])
  latest().open()
  expect(latest().sent).toEqual([{ type: 'auth', token: 'tok-1' }])
  latest().frame({ type: 'ready', userId: 1 })
  expect(latest().sent.slice(1)).toEqual([
    { type: 'join', roomId: 7, after: 40 },
    { type: 'join', roomId: 8, after: 0 },
  ])
  // a room joined later goes at once
  socket.join(9, 3)
  expect(latest().sent[latest().sent.length - 1]).toEqual({ type: 'join', roomId: 9, after: 3 })
})

test('no token: no connection (nothing to authenticate with)', async () => {
  Taro.storage.delete(TOKEN_KEY)
  const socket = new ChatSocket()
  socket.join(7)
  await flush()
  expect(Taro.connectSocket).not.toHaveBeenCalled()
})

test('messages reach the listeners; a lost connection is retried with backoff and rejoins after the last id seen', async () => {
  const socket = new ChatSocket()
  const heard: number[] = []
  socket.onMessage((m) => heard.push(m.id))
  await ready(socket, 7, 10)
  latest().frame({ type: 'message', message: message(11) })
  latest().frame({ type: 'message', message: message(12) })
  expect(heard).toEqual([11, 12])
  // the post's own answer is seen too
  socket.seen(7, 13)

  latest().serverClose(1006)
  expect(socket.status).toBe('idle')
  await jest.advanceTimersByTimeAsync(RETRY_DELAYS[0] - 1)
  expect(tasks).toHaveLength(1)
  await jest.advanceTimersByTimeAsync(1)
  expect(tasks).toHaveLength(2)
  // the second attempt fails too: the wait doubles
  latest().serverClose(1006)
  await jest.advanceTimersByTimeAsync(RETRY_DELAYS[1] - 1)
  expect(tasks).toHaveLength(2)
  await jest.advanceTimersByTimeAsync(1)
  expect(tasks).toHaveLength(3)

  latest().open()
  latest().frame({ type: 'ready', userId: 1 })
  expect(latest().sent).toEqual([
    { type: 'auth', token: 'tok-1' },
    { type: 'join', roomId: 7, after: 13 },
  ])
  // the catch-up the server sends after the join reaches the page like any message
  latest().frame({ type: 'message', message: message(14) })
  expect(heard).toEqual([11, 12, 14])
  expect(socket.afterOf(7)).toBe(14)
})

test('back in the foreground, a connection waiting for its retry is tried at once', async () => {
  const socket = new ChatSocket()
  await ready(socket)
  latest().serverClose(1006)
  await jest.advanceTimersByTimeAsync(RETRY_DELAYS[0])
  latest().serverClose(1006)
  expect(tasks).toHaveLength(2)
  socket.wake()
  await flush()
  expect(tasks).toHaveLength(3)
})

test('the app-wide socket wakes on app show and when the network comes back', async () => {
  expect(onAppShow).toBeInstanceOf(Function)
  expect(onNetwork).toBeInstanceOf(Function)
  const leave = await ready(chatSocket)
  latest().serverClose(1006)
  await jest.advanceTimersByTimeAsync(RETRY_DELAYS[0])
  latest().serverClose(1006)
  expect(tasks).toHaveLength(2)
  onAppShow()
  await flush()
  expect(tasks).toHaveLength(3)
  latest().serverClose(1006)
  // offline: nothing to do; back online: at once
  onNetwork({ isConnected: false })
  await flush()
  expect(tasks).toHaveLength(3)
  onNetwork({ isConnected: true })
  await flush()
  expect(tasks).toHaveLength(4)
  leave()
})

test('a ping every 25 s; a ping left unanswered drops the connection and reconnects', async () => {
  const socket = new ChatSocket()
  await ready(socket)
  const pings = () => latest().sent.filter((f) => f.type === 'ping').length
  await jest.advanceTimersByTimeAsync(PING_INTERVAL)
  expect(pings()).toBe(1)
  latest().frame({ type: 'pong' })
  await jest.advanceTimersByTimeAsync(PING_INTERVAL)
  expect(pings()).toBe(2)
  // no pong this time: the next tick gives the connection up
  const first = latest()
  await jest.advanceTimersByTimeAsync(PING_INTERVAL)
  expect(first.closed).toBe(true)
  await jest.advanceTimersByTimeAsync(RETRY_DELAYS[0])
  expect(tasks).toHaveLength(2)
})

test('leaving the last room closes the socket; leave twice is harmless', async () => {
  const socket = new ChatSocket()
  const leaveA = await ready(socket, 7)
  const leaveB = socket.join(8)
  leaveA()
  expect(latest().sent[latest().sent.length - 1]).toEqual({ type: 'leave', roomId: 7 })
  leaveB()
  leaveB()
  expect(latest().closed).toBe(true)
  await jest.advanceTimersByTimeAsync(60000)
  expect(tasks).toHaveLength(1)
})

test('a room the server refuses is not asked for again', async () => {
  const socket = new ChatSocket()
  const refused: number[] = []
  socket.onRoomError((roomId) => refused.push(roomId))
  await ready(socket, 7)
  socket.join(99)
  latest().frame({ type: 'error', code: 404, msg: '不存在', roomId: 99 })
  expect(refused).toEqual([99])
  latest().serverClose(1006)
  await jest.advanceTimersByTimeAsync(RETRY_DELAYS[0])
  latest().open()
  latest().frame({ type: 'ready', userId: 1 })
  expect(latest().sent.filter((f) => f.type === 'join')).toEqual([{ type: 'join', roomId: 7, after: 0 }])
})

test('a 4401 close applies the 401 rule once: storage cleared, one dialog, no retry with that token', async () => {
  const socket = new ChatSocket()
  await ready(socket)
  latest().serverClose(CHAT_CLOSE_UNAUTHORIZED)
  await flush()
  expect(Taro.clearStorageSync).toHaveBeenCalled()
  expect(Taro.storage.has(TOKEN_KEY)).toBe(false)
  expect(Taro.showModal).toHaveBeenCalledTimes(1)
  expect(Taro.showModal.mock.calls[0][0].content).toBe('登录超时，请重新登录')
  await jest.advanceTimersByTimeAsync(120000)
  expect(tasks).toHaveLength(1)
  // the same (stale) token back in storage is not tried again, a new login's token is
  Taro.storage.set(TOKEN_KEY, 'tok-1')
  socket.join(8)
  await flush()
  expect(tasks).toHaveLength(1)
  Taro.storage.set(TOKEN_KEY, 'tok-2')
  socket.join(9)
  await flush()
  expect(tasks).toHaveLength(2)
  latest().open()
  expect(latest().sent[0]).toEqual({ type: 'auth', token: 'tok-2' })
})

test('H5: the close code comes from the WebSocket itself (taro-h5 reports every close as 1006)', async () => {
  Taro.connectSocket.mockImplementation((o: { url: string }) => {
    const task = new FakeTask(o.url) as FakeTask & { ws: { addEventListener: (t: string, fn: (e: { code: number }) => void) => void; fire?: (code: number) => void } }
    const listeners: ((e: { code: number }) => void)[] = []
    task.ws = { addEventListener: (_t, fn) => listeners.push(fn) }
    task.ws.fire = (code) => listeners.forEach((fn) => fn({ code }))
    tasks.push(task)
    return Promise.resolve(task)
  })
  const socket = new ChatSocket()
  await ready(socket)
  ;(latest() as unknown as { ws: { fire: (c: number) => void } }).ws.fire(CHAT_CLOSE_UNAUTHORIZED)
  latest().serverClose(1006)
  await flush()
  expect(Taro.showModal).toHaveBeenCalledTimes(1)
  await jest.advanceTimersByTimeAsync(60000)
  expect(tasks).toHaveLength(1)
})
