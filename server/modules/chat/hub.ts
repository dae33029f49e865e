/**
 * Live delivery of new chat messages to the sockets of this process. Every message is announced by pg_notify in
 * the transaction that writes it (system.ts postToRoom), the message itself as the payload; the hub holds ONE LISTEN
 * on CHAT_CHANNEL per process and hands each message of a room some socket here has joined to each of them, without
 * reading it back (only a message too long to carry, or a re-read after the listening connection was lost, is read).
 *
 * Why LISTEN/NOTIFY and not Redis pub/sub: NOTIFY is part of the writing transaction. PostgreSQL delivers it on
 * commit, in commit order, and never for a transaction that rolls back. A Redis publish would have to happen after
 * the commit, as a second step that a crash or an error between the two loses (a stored message nobody is told
 * of), or before it, announcing a message (a system message of an order step, say) that a later failure rolls
 * back. Every server process already talks to the database, so there is nothing more to run either.
 *
 * Ordering: notifications are handled one batch at a time, in arrival (commit) order; within a room the ids grow
 * in commit order (postToRoom draws the id under the room's row lock), so each socket gets a room's messages in id
 * order, and a socket drops anything at or below the last id it sent (catch-up and live delivery may overlap).
 */
import { and, asc, eq, gt, lte, or } from 'drizzle-orm'
import type { ChatMessage } from '../../../contract/trade'
import type { Database } from '../../db/client'
import type { Lang } from '../../lib/i18n'
import { SESSIONS_ENDED_CHANNEL } from '../auth/sessions'
import { chatMessages } from './schema'
import { CHAT_CHANNEL } from './system'
import { selectMessages, toChatMessage, type MessageWithSender } from './wire'

/** One socket's subscription to one room. */
export interface RoomSubscriber {
  lang: Lang
  /** the last message id this subscriber has sent (or was told it has): the hub's re-read point after a gap */
  lastId(): number
  /** a new message and its `{type:'message'}` frame, already serialised for `lang` */
  push(message: ChatMessage, frame: string): void
}

/** notifications handled per pass (and re-read in one query) under load */
const BATCH = 200

export class ChatHub {
  private readonly rooms = new Map<number, Set<RoomSubscriber>>()
  /** per joined room, the last message id handed to its subscribers: the next read starts after it */
  private readonly delivered = new Map<number, number>()
  /** the notifications not handled yet */
  private queue: Notice[] = []
  private draining: Promise<void> | null = null
  private unlisten: (() => Promise<void>) | null = null
  /** per user, the sockets to re-check when their sessions are announced as ended (a ban, auth/sessions.ts endSessions) */
  private readonly sessionWatchers = new Map<number, Set<() => void>>()
  private unlistenSessions: (() => Promise<void>) | null = null

  /** `database.priorityDb` reads the messages: under load they do not queue behind the requests that post them */
  constructor(
    private readonly database: Pick<Database, 'listen' | 'priorityDb'>,
    private readonly onError: (err: unknown) => void = () => {},
  ) {}

  async start(): Promise<void> {
    this.unlisten = await this.database.listen(CHAT_CHANNEL, (payload) => this.notified(payload), () => this.resume())
    this.unlistenSessions = await this.database.listen(SESSIONS_ENDED_CHANNEL, (payload) => {
      for (const check of this.sessionWatchers.get(Number(payload)) ?? []) check()
    })
  }

  /** `check` runs when `userId`'s sessions are announced as ended; answers the function that stops watching. */
  watchSessions(userId: number, check: () => void): () => void {
    let set = this.sessionWatchers.get(userId)
    if (!set) this.sessionWatchers.set(userId, (set = new Set()))
    set.add(check)
    return () => {
      set.delete(check)
      if (set.size === 0 && this.sessionWatchers.get(userId) === set) this.sessionWatchers.delete(userId)
    }
  }

  async stop(): Promise<void> {
    const stop = this.unlisten
    const stopSessions = this.unlistenSessions
    this.unlisten = null
    this.unlistenSessions = null
    this.sessionWatchers.clear()
    await stopSessions?.()
    this.rooms.clear()
    this.delivered.clear()
    this.queue = []
    await stop?.()
    await this.draining
  }

  join(roomId: number, sub: RoomSubscriber): void {
    let set = this.rooms.get(roomId)
    if (!set) this.rooms.set(roomId, (set = new Set()))
    set.add(sub)
  }

  leave(roomId: number, sub: RoomSubscriber): void {
    const set = this.rooms.get(roomId)
    if (!set) return
    set.delete(sub)
    if (set.size > 0) return
    this.rooms.delete(roomId)
    this.delivered.delete(roomId)
  }

  /** how many room subscriptions this process holds */
  get size(): number {
    let n = 0
    for (const set of this.rooms.values()) n += set.size
    return n
  }

  private notified(payload: string): void {
    const notice = parseNotice(payload)
    // rooms nobody here has joined cost nothing
    if (!notice || !this.rooms.has(notice.roomId)) return
    this.queue.push(notice)
    this.drain()
  }

  /** The listening connection was lost and is back: every joined room is re-read after what it last got. */
  private resume(): void {
    for (const roomId of this.rooms.keys()) this.queue.push({ roomId, id: Infinity })
    this.drain()
  }

  private drain(): void {
    if (this.draining) return
    this.draining = (async () => {
      try {
        while (this.queue.length > 0 && this.unlisten) await this.handle(this.queue.splice(0, BATCH))
      } catch (err) {
        this.onError(err)
      } finally {
        this.draining = null
      }
      // notifications that came in while a failed read ran
      if (this.queue.length > 0 && this.unlisten) this.drain()
    })()
  }

  /**
   * Delivers, per room, the messages the notifications carry; a room with a notification that carries none (a
   * long message, or a re-read after a gap) instead has every message after the last one delivered up to the
   * newest notified read back. Within a room ids grow in commit order, so that range holds nothing uncommitted.
   */
  private async handle(batch: Notice[]): Promise<void> {
    const plans = new Map<number, { from: number; to: number; rows: MessageWithSender[] | null }>()
    for (const n of batch) {
      const subs = this.rooms.get(n.roomId)
      if (!subs) continue
      const plan = plans.get(n.roomId)
      if (plan) {
        plan.to = Math.max(plan.to, n.id)
        plan.rows = plan.rows && n.row ? [...plan.rows, n.row] : null
        continue
      }
      const last = this.delivered.get(n.roomId)
      // a room's first notification since it was joined: its subscribers caught up by themselves until then
      const from = last ?? (n.id === Infinity ? Math.min(...[...subs].map((s) => s.lastId())) : n.id - 1)
      if (n.id > from) plans.set(n.roomId, { from, to: n.id, rows: n.row ? [n.row] : null })
    }
    if (plans.size === 0) return
    const reads = [...plans].filter(([, p]) => p.rows === null)
    const read =
      reads.length === 0
        ? []
        : await selectMessages(this.database.priorityDb)
            .where(
              or(
                ...reads.map(([roomId, r]) =>
                  and(eq(chatMessages.roomId, roomId), gt(chatMessages.id, r.from), r.to === Infinity ? undefined : lte(chatMessages.id, r.to)),
                ),
              ),
            )
            .orderBy(asc(chatMessages.id))
    const rows = [...[...plans.values()].flatMap((p) => (p.rows ?? []).filter((row) => row.id > p.from)), ...read]
    for (const [roomId, r] of plans) {
      // rooms left meanwhile start afresh when joined again
      if (this.rooms.has(roomId)) this.delivered.set(roomId, Math.max(this.delivered.get(roomId) ?? 0, r.to === Infinity ? r.from : r.to))
    }
    for (const row of rows) {
      if (this.rooms.has(row.roomId)) this.delivered.set(row.roomId, Math.max(this.delivered.get(row.roomId) ?? 0, row.id))
    }
    this.deliver(rows)
  }

  private deliver(rows: MessageWithSender[]): void {
    for (const row of rows) {
      const subs = this.rooms.get(row.roomId)
      if (!subs) continue
      const frames = new Map<Lang, { message: ChatMessage; frame: string }>()
      for (const sub of subs) {
        let out = frames.get(sub.lang)
        if (!out) {
          const message = toChatMessage(row, sub.lang)
          out = { message, frame: JSON.stringify({ type: 'message', message }) }
          frames.set(sub.lang, out)
        }
        sub.push(out.message, out.frame)
      }
    }
  }
}

/** One notification: a room and message id (Infinity: re-read the room after a gap), with the message when it came along. */
interface Notice {
  roomId: number
  id: number
  row?: MessageWithSender
}

/** system.ts postToRoom's payload: the message as JSON, or '<roomId>:<id>' for one too long to carry */
function parseNotice(payload: string): Notice | null {
  if (payload.startsWith('{')) {
    try {
      const m = JSON.parse(payload) as Omit<MessageWithSender, 'createdAt'> & { createdAt: string }
      return { roomId: m.roomId, id: m.id, row: { ...m, createdAt: new Date(m.createdAt) } }
    } catch {
      return null
    }
  }
  const [roomId, id] = payload.split(':').map(Number)
  return Number.isInteger(roomId) && Number.isInteger(id) ? { roomId, id } : null
}
