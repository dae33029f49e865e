/**
 * THE chat socket of the app (H5 and the mini program alike, through Taro.connectSocket / SocketTask), protocol in
 * contract/trade.ts. One connection carries every joined room:
 *
 * - connects while at least one room is joined and a token is stored; the token goes in the first frame (never in
 *   the URL); joins are sent once the server answers `ready`;
 * - each room remembers the newest message id seen (`after`), so a join after a reconnect catches up exactly;
 * - a lost connection is retried with backoff (1 s doubling to 30 s), at once when the app comes back to the
 *   foreground or the network returns; a ping every 25 s, and a connection whose last ping went unanswered is
 *   dropped and retried;
 * - a close with CHAT_CLOSE_UNAUTHORIZED applies the app's 401 rule (request.ts handleUnauthorized: one dialog,
 *   session cleared, login) and stops retrying with that token.
 */
import Taro from '@tarojs/taro'
import { CHAT_CLOSE_UNAUTHORIZED, type ChatClientFrame, type ChatMessage, type ChatServerFrame } from '../../contract/trade'
import { apiBase, getToken, handleUnauthorized } from '../api/request'

export const PING_INTERVAL = 25000
/** waits before the 1st, 2nd, ... retry; the last one repeats */
export const RETRY_DELAYS = [1000, 2000, 4000, 8000, 16000, 30000]

export type SocketStatus = 'idle' | 'connecting' | 'ready'

type MessageListener = (message: ChatMessage) => void
type StatusListener = (status: SocketStatus) => void
/** the server refused a join (e.g. 404: not a room of the caller) */
type RoomErrorListener = (roomId: number, code: number, msg: string) => void

/** ws(s):// URL of /api/chat/socket: beside the request wrapper's API base (same origin on H5). */
export function socketUrl(platform: string = process.env.TARO_ENV): string {
  const base = apiBase(platform)
  if (/^https?:\/\//.test(base)) return base.replace(/^http/, 'ws') + '/chat/socket'
  const loc = typeof location !== 'undefined' ? location : null
  return (loc && loc.protocol === 'https:' ? 'wss://' : 'ws://') + (loc ? loc.host : '127.0.0.1') + base + '/chat/socket'
}

/** SocketTask calls return nothing in WeChat and a promise on H5: a rejection there must not go unhandled */
function settle(result: unknown): void {
  if (result && typeof (result as Promise<unknown>).catch === 'function') (result as Promise<unknown>).catch(() => undefined)
}

interface Joined {
  /** how many screens hold the room (the room list and the room page may both) */
  holders: number
  /** newest message id seen in it */
  after: number
}

type Task = Taro.SocketTask & { ws?: { addEventListener?: (type: 'close', fn: (e: { code: number }) => void) => void } }

export class ChatSocket {
  status: SocketStatus = 'idle'
  private rooms = new Map<number, Joined>()
  private task: Task | null = null
  /** bumped whenever a connection is given up: events of an older one are ignored */
  private generation = 0
  private retries = 0
  private retryTimer: ReturnType<typeof setTimeout> | null = null
  private pingTimer: ReturnType<typeof setInterval> | null = null
  private awaitingPong = false
  /** the token the server refused: no retry with it (a new login brings a new one) */
  private refusedToken = ''
  private messageListeners = new Set<MessageListener>()
  private statusListeners = new Set<StatusListener>()
  private roomErrorListeners = new Set<RoomErrorListener>()

  /** Subscribes to a room from message `after` on; returns the matching leave. */
  join(roomId: number, after = 0): () => void {
    const joined = this.rooms.get(roomId)
    if (joined) {
      joined.holders += 1
      joined.after = Math.max(joined.after, after)
    } else {
      this.rooms.set(roomId, { holders: 1, after })
      if (this.status === 'ready') this.send({ type: 'join', roomId, after })
    }
    this.ensureConnected()
    let left = false
    return () => {
      if (left) return
      left = true
      this.release(roomId)
    }
  }

  /** A message of the room reached the app another way (REST history, the answer of a post): no need to resend it. */
  seen(roomId: number, id: number): void {
    const joined = this.rooms.get(roomId)
    if (joined && id > joined.after) joined.after = id
  }

  /** The newest id seen in a joined room (what a rejoin asks after); undefined when not joined. */
  afterOf(roomId: number): number | undefined {
    return this.rooms.get(roomId)?.after
  }

  onMessage(fn: MessageListener): () => void {
    this.messageListeners.add(fn)
    return () => void this.messageListeners.delete(fn)
  }

  onStatus(fn: StatusListener): () => void {
    this.statusListeners.add(fn)
    return () => void this.statusListeners.delete(fn)
  }

  onRoomError(fn: RoomErrorListener): () => void {
    this.roomErrorListeners.add(fn)
    return () => void this.roomErrorListeners.delete(fn)
  }

  /** Back in the foreground or back online: a connection waiting for its retry is tried now. */
  wake(): void {
    if (this.status !== 'idle' || this.rooms.size === 0) return
    this.retries = 0
    this.clearRetry()
    void this.connect()
  }

  /** Leaves every room and closes (logout). */
  reset(): void {
    this.rooms.clear()
    this.shutdown()
    this.refusedToken = ''
  }

  private release(roomId: number): void {
    const joined = this.rooms.get(roomId)
    if (!joined) return
    joined.holders -= 1
    if (joined.holders > 0) return
    this.rooms.delete(roomId)
    if (this.rooms.size === 0) this.shutdown()
    else if (this.status === 'ready') this.send({ type: 'leave', roomId })
  }

  private ensureConnected(): void {
    if (this.status === 'idle' && !this.retryTimer) void this.connect()
  }

  private setStatus(status: SocketStatus): void {
    if (this.status === status) return
    this.status = status
    for (const fn of Array.from(this.statusListeners)) fn(status)
  }

  private async connect(): Promise<void> {
    // 'connecting' covers the wait for connectSocket too, so two joins in a row open one connection
    if (this.status !== 'idle' || this.rooms.size === 0) return
    const token = getToken()
    if (!token || token === this.refusedToken) return
    const generation = ++this.generation
    this.setStatus('connecting')
    let task: Task
    try {
      task = (await Taro.connectSocket({ url: socketUrl() })) as Task
    } catch {
      if (generation === this.generation) this.lost(generation)
      return
    }
    if (generation !== this.generation) {
      // given up while connecting (every room left)
      settle(task.close({ fail: () => undefined }))
      return
    }
    this.task = task
    // taro-h5's SocketTask reports every close as 1006: its WebSocket's own close event has the server's code
    let closeCode: number | undefined
    task.ws?.addEventListener?.('close', (e) => (closeCode = e.code))
    task.onOpen(() => {
      if (generation === this.generation) this.send({ type: 'auth', token })
    })
    task.onMessage((res) => {
      if (generation !== this.generation) return
      let frame: ChatServerFrame
      try {
        frame = JSON.parse(String(res.data)) as ChatServerFrame
      } catch {
        return
      }
      this.receive(frame)
    })
    task.onClose((res) => {
      if (generation !== this.generation) return
      if ((closeCode ?? res.code) === CHAT_CLOSE_UNAUTHORIZED) this.unauthorized(token)
      else this.lost(generation)
    })
    // some platforms report a failed connection as an error without a close
    task.onError(() => {
      if (generation === this.generation) this.lost(generation)
    })
  }

  private receive(frame: ChatServerFrame): void {
    switch (frame.type) {
      case 'ready':
        this.retries = 0
        this.setStatus('ready')
        for (const [roomId, joined] of Array.from(this.rooms)) this.send({ type: 'join', roomId, after: joined.after })
        this.startPing()
        return
      case 'message': {
        const m = frame.message
        this.seen(m.roomId, m.id)
        for (const fn of Array.from(this.messageListeners)) fn(m)
        return
      }
      case 'pong':
        this.awaitingPong = false
        return
      case 'error':
        if (frame.roomId !== undefined) {
          // not to be asked again on every reconnect
          this.rooms.delete(frame.roomId)
          for (const fn of Array.from(this.roomErrorListeners)) fn(frame.roomId, frame.code, frame.msg)
        }
        return
    }
  }

  private send(frame: ChatClientFrame): void {
    // taro-h5 answers a send on a closing socket with a rejected promise: a lost frame is caught up by the rejoin
    settle(this.task?.send({ data: JSON.stringify(frame), fail: () => undefined }))
  }

  private startPing(): void {
    this.stopPing()
    this.awaitingPong = false
    this.pingTimer = setInterval(() => {
      if (this.awaitingPong) {
        // no answer to the last ping: the connection is dead without having said so
        this.lost(this.generation)
        return
      }
      this.awaitingPong = true
      this.send({ type: 'ping' })
    }, PING_INTERVAL)
  }

  private stopPing(): void {
    if (this.pingTimer) clearInterval(this.pingTimer)
    this.pingTimer = null
  }

  private clearRetry(): void {
    if (this.retryTimer) clearTimeout(this.retryTimer)
    this.retryTimer = null
  }

  /** closes the current connection (if any) and ignores whatever it still says */
  private drop(): void {
    this.generation += 1
    this.stopPing()
    const task = this.task
    this.task = null
    if (task) settle(task.close({ fail: () => undefined }))
    this.setStatus('idle')
  }

  private shutdown(): void {
    this.clearRetry()
    this.retries = 0
    this.drop()
  }

  /** the connection went away: try again later while rooms are joined */
  private lost(generation: number): void {
    if (generation !== this.generation) return
    this.drop()
    if (this.rooms.size === 0 || this.retryTimer) return
    const delay = RETRY_DELAYS[Math.min(this.retries, RETRY_DELAYS.length - 1)]
    this.retries += 1
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null
      void this.connect()
    }, delay)
  }

  private unauthorized(token: string): void {
    this.refusedToken = token
    this.shutdown()
    handleUnauthorized()
  }
}

export const chatSocket = new ChatSocket()

// back from the background (WeChat drops sockets there) or back online: reconnect without waiting for the backoff
try {
  Taro.onAppShow?.(() => chatSocket.wake())
} catch {
  /* a platform without app-show events: the backoff still retries */
}
try {
  Taro.onNetworkStatusChange?.((res) => {
    if (res.isConnected) chatSocket.wake()
  })
} catch {
  /* no network events here: the backoff still retries */
}
