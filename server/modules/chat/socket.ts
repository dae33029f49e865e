/**
 * GET /api/chat/socket: the trade room's WebSocket (protocol in contract/trade.ts). The token comes in the first
 * frame, never in the URL (URLs end up in logs), and is checked with the same session lookup as every request;
 * the session is checked again on each join and every minute, so a logout or an expiry closes the socket with
 * CHAT_CLOSE_UNAUTHORIZED; a ban (which ends every session of its user) closes it at once. A join sends what the
 * socket missed (id > after) before live messages, in id order.
 */
import type { FastifyBaseLogger, FastifyPluginAsync, FastifyRequest } from 'fastify'
import type { WebSocket } from 'ws'
import { and, asc, eq, gt } from 'drizzle-orm'
import { CHAT_CLOSE_UNAUTHORIZED, type ChatMessage, type ChatServerFrame } from '../../../contract/trade'
import type { Ctx } from '../../context'
import { sessionOfToken, type AuthInfo } from '../auth/sessions'
import { AppError } from '../../lib/errors'
import { t, type Lang } from '../../lib/i18n'
import { memberRoom } from './access'
import { FrameBudget } from './frame-budget'
import type { ChatHub, RoomSubscriber } from './hub'
import { chatMessages } from './schema'
import { selectMessages, toChatMessage } from './wire'

/** the auth frame must come this soon after the connection opens */
const AUTH_TIMEOUT_MS = 10_000
/** how often a socket's session is checked again (and a silent socket dropped) */
const RECHECK_MS = 60_000
/** a socket that sent nothing (not even a ping) for this long is gone */
const IDLE_MS = 120_000
/** a reader this far behind is dropped; it reconnects and catches up with `after` */
const MAX_BUFFERED_BYTES = 1024 * 1024
/** messages per catch-up query */
const CATCH_UP_PAGE = 100
/** rooms one socket may join */
const MAX_ROOMS = 200
/** closed for going silent, for a first frame that never came (reconnect; not a login problem) or for a flood */
const CLOSE_POLICY = 1008
/** closed for reading too slowly */
const CLOSE_SLOW = 1013

interface Joined {
  sub: RoomSubscriber
  lastSent: number
  /** live messages that arrived while the catch-up ran */
  pending: { message: ChatMessage; frame: string }[] | null
}

export const chatSocketRoutes: FastifyPluginAsync<{ ctx: Ctx; hub: ChatHub }> = async (app, { ctx, hub }) => {
  app.get('/chat/socket', { websocket: true, schema: { hide: true } }, (socket, req) => {
    new Connection(ctx, hub, socket, req.lang, req.log).open()
  })
}

class Connection {
  private auth: AuthInfo | null = null
  private token = ''
  private readonly rooms = new Map<number, Joined>()
  private lastSeen = Date.now()
  private closed = false
  private timer: NodeJS.Timeout | null = null
  private unwatch: (() => void) | null = null
  /** frames are handled one after another, in the order they came */
  private chain: Promise<void> = Promise.resolve()
  private readonly budget: FrameBudget

  constructor(
    private readonly ctx: Ctx,
    private readonly hub: ChatHub,
    private readonly socket: WebSocket,
    private readonly lang: Lang,
    private readonly log: FastifyBaseLogger,
  ) {
    this.budget = new FrameBudget(ctx.config.limits.chatFramesPerSecond)
  }

  open(): void {
    // handlers first: a frame sent right after opening must not be lost while anything async runs
    this.socket.on('message', (data, isBinary) => {
      this.lastSeen = Date.now()
      if (this.closed) return
      // counted before any work (not even the parse) is spent on the frame
      const verdict = this.budget.take()
      if (verdict === 'abusive') {
        this.log.warn({ userId: this.auth?.userId }, 'chat socket closed: frames past its budget')
        return this.close(CLOSE_POLICY, 'too many frames')
      }
      if (verdict === 'refused') return this.error(429, 'chatFramesTooFast')
      const text = isBinary ? '' : data.toString()
      this.chain = this.chain.then(() => this.handle(text)).catch((err) => this.fail(err))
    })
    this.socket.on('close', () => this.cleanup())
    this.socket.on('error', () => this.cleanup())
    this.timer = setTimeout(() => {
      if (!this.auth) this.close(CLOSE_POLICY, 'auth timeout')
    }, AUTH_TIMEOUT_MS)
  }

  private async handle(text: string): Promise<void> {
    if (this.closed) return
    let frame: Record<string, unknown>
    try {
      frame = JSON.parse(text)
      if (!frame || typeof frame !== 'object') throw new Error('not an object')
    } catch {
      return this.error(400, 'badRequest')
    }
    if (!this.auth) {
      // anything before a valid auth frame is a missing token
      if (frame.type !== 'auth' || typeof frame.token !== 'string' || !frame.token.trim()) return this.close(CHAT_CLOSE_UNAUTHORIZED, 'unauthorized')
      return this.authenticate(frame.token.trim())
    }
    switch (frame.type) {
      case 'ping':
        return this.send({ type: 'pong' })
      case 'join': {
        const roomId = frame.roomId
        const after = frame.after ?? 0
        if (!isId(roomId) || !(after === 0 || isId(after))) return this.error(400, 'badRequest', isId(roomId) ? roomId : undefined)
        return this.join(roomId, after as number)
      }
      case 'leave':
        if (!isId(frame.roomId)) return this.error(400, 'badRequest')
        return this.leave(frame.roomId)
      case 'auth':
        return this.error(400, 'badRequest')
      default:
        return this.error(400, 'badRequest')
    }
  }

  private async authenticate(token: string): Promise<void> {
    const auth = await sessionOfToken(this.ctx.db, token)
    if (!auth) return this.close(CHAT_CLOSE_UNAUTHORIZED, 'unauthorized')
    this.auth = auth
    this.token = token
    // a ban ends the user's sessions: the socket checks at once instead of at the next minute
    this.unwatch = this.hub.watchSessions(auth.userId, () => void this.recheck())
    if (this.timer) clearTimeout(this.timer)
    this.timer = setInterval(() => void this.recheck(), RECHECK_MS)
    this.timer.unref()
    this.send({ type: 'ready', userId: auth.userId })
  }

  /** The session still lives (a logout or an expiry closes the socket); false when it was closed. */
  private async stillValid(): Promise<boolean> {
    const auth = await sessionOfToken(this.ctx.db, this.token)
    if (this.closed) return false
    if (!auth || auth.sessionId !== this.auth?.sessionId) {
      this.close(CHAT_CLOSE_UNAUTHORIZED, 'unauthorized')
      return false
    }
    // a role change (staff granted or taken) applies to the next join
    this.auth = auth
    return true
  }

  private async recheck(): Promise<void> {
    if (this.closed) return
    if (Date.now() - this.lastSeen > IDLE_MS) return this.close(CLOSE_POLICY, 'idle')
    this.chain = this.chain.then(() => this.stillValid().then(() => {})).catch((err) => this.fail(err))
  }

  private async join(roomId: number, after: number): Promise<void> {
    if (!(await this.stillValid())) return
    try {
      await memberRoom(this.ctx.db, this.auth!, roomId)
    } catch (err) {
      if (err instanceof AppError) return this.error(err.code, err.messageKey, roomId)
      throw err
    }
    this.leave(roomId)
    if (this.rooms.size >= MAX_ROOMS) return this.error(400, 'badRequest', roomId)
    const joined: Joined = {
      lastSent: after,
      pending: [],
      sub: {
        lang: this.lang,
        lastId: () => joined.lastSent,
        push: (message, frame) => {
          if (joined.pending) joined.pending.push({ message, frame })
          else this.sendMessage(joined, message.id, frame)
        },
      },
    }
    this.rooms.set(roomId, joined)
    // subscribed before the catch-up reads, so nothing committed in between is missed (duplicates are dropped)
    this.hub.join(roomId, joined.sub)
    for (;;) {
      const rows = await selectMessages(this.ctx.db)
        .where(and(eq(chatMessages.roomId, roomId), gt(chatMessages.id, joined.lastSent)))
        .orderBy(asc(chatMessages.id))
        .limit(CATCH_UP_PAGE)
      if (this.closed || this.rooms.get(roomId) !== joined) return
      for (const row of rows) {
        const message = toChatMessage(row, this.lang)
        this.sendMessage(joined, message.id, JSON.stringify({ type: 'message', message } satisfies ChatServerFrame))
      }
      if (rows.length < CATCH_UP_PAGE) break
    }
    const pending = joined.pending ?? []
    joined.pending = null
    for (const p of pending) this.sendMessage(joined, p.message.id, p.frame)
  }

  private leave(roomId: number): void {
    const joined = this.rooms.get(roomId)
    if (!joined) return
    this.rooms.delete(roomId)
    this.hub.leave(roomId, joined.sub)
  }

  private sendMessage(joined: Joined, id: number, frame: string): void {
    if (id <= joined.lastSent) return
    joined.lastSent = id
    this.sendText(frame)
  }

  private send(frame: ChatServerFrame): void {
    this.sendText(JSON.stringify(frame))
  }

  private sendText(text: string): void {
    if (this.closed || this.socket.readyState !== this.socket.OPEN) return
    if (this.socket.bufferedAmount > MAX_BUFFERED_BYTES) return this.close(CLOSE_SLOW, 'too slow')
    this.socket.send(text)
  }

  private error(code: number, key: Parameters<typeof t>[1], roomId?: number): void {
    this.send({ type: 'error', code, msg: t(this.lang, key), ...(roomId === undefined ? {} : { roomId }) })
  }

  private fail(err: unknown): void {
    if (this.closed) return
    this.log.error({ err }, 'chat socket frame failed')
    this.error(500, 'internalError')
  }

  private close(code: number, reason: string): void {
    if (this.closed) return
    this.cleanup()
    this.socket.close(code, reason)
  }

  private cleanup(): void {
    if (this.closed) return
    this.closed = true
    this.unwatch?.()
    if (this.timer) {
      clearTimeout(this.timer)
      clearInterval(this.timer)
    }
    for (const roomId of [...this.rooms.keys()]) this.leave(roomId)
  }
}

/**
 * What a socket's own error means (a frame over maxPayload, a broken frame, a client gone without a close): the
 * client's or the network's doing, not the server's, so a warning; ws has already begun closing with the matching
 * code (1009 for an oversized frame), which terminating here would cut short.
 */
export function socketError(this: unknown, error: Error & { code?: string }, socket: WebSocket, req: FastifyRequest): void {
  req.log.warn({ code: error.code }, `chat socket: ${error.message}`)
  if (socket.readyState === socket.OPEN) socket.terminate()
}

function isId(v: unknown): v is number {
  return typeof v === 'number' && Number.isInteger(v) && v > 0 && v <= 2_147_483_647
}
