import { makeAutoObservable, observable, reaction, runInAction } from 'mobx'
import type { ChatMessage, ChatPostResult, RoomSummary } from '../../contract/trade'
import * as chatApi from '../api/chat'
import { chatSocket, type ChatSocket } from '../utils/chatSocket'
import { inboxStore, type InboxStore } from './inbox'
import { sessionStore, type SessionStore } from './session'

/** messages asked for per history page */
export const HISTORY_PAGE = 30

/** `a` and `b` as one list: each id once (the later copy wins), oldest first. */
export function mergeMessages(a: readonly ChatMessage[], b: readonly ChatMessage[]): ChatMessage[] {
  const byId = new Map<number, ChatMessage>()
  for (const m of a) byId.set(m.id, m)
  for (const m of b) byId.set(m.id, m)
  return Array.from(byId.values()).sort((x, y) => x.id - y.id)
}

/**
 * The trade rooms as the app knows them: room summaries (the 会话 list, the room page's head), each room's
 * messages (one copy per id, in order) whether they came from the history, a post's answer or the socket, and
 * the unread counts: a live message from someone else in a room not on screen adds one to the room and to the
 * 消息 badge (inboxStore.chatUnread); reading a room takes them off.
 */
export class ChatStore {
  rooms = observable.map<number, RoomSummary>()
  messages = observable.map<number, ChatMessage[]>()
  /** older messages exist before the first one held */
  hasOlder = observable.map<number, boolean>()
  /** the room on screen: its live messages are read as they come */
  activeRoomId: number | null = null
  /** the newest id already reported read per room (not posted twice) */
  private readUpTo = new Map<number, number>()

  constructor(
    private readonly session: SessionStore,
    private readonly inbox: InboxStore,
    private readonly socket: ChatSocket,
  ) {
    makeAutoObservable<ChatStore, 'session' | 'inbox' | 'socket' | 'readUpTo'>(this, { session: false, inbox: false, socket: false, readUpTo: false })
    socket.onMessage((m) => this.receive(m))
    // logout or a 401: nothing of the old session stays, and the socket closes
    reaction(
      () => session.token,
      (token) => {
        if (token) return
        socket.reset()
        this.clear()
      },
    )
  }

  get myId(): number | undefined {
    return this.session.profile?.id
  }

  /**
   * Whether the caller wrote `m`: a room has one buyer and one seller, so their side says it even before the profile
   * is loaded; staff (several may write in a room) are told apart by id.
   */
  isMine(m: ChatMessage, room: RoomSummary | undefined): boolean {
    if (m.senderId === null) return false
    if (room && room.myRole !== 'staff') return m.senderRole === room.myRole
    return m.senderId === this.myId
  }

  room(id: number): RoomSummary | undefined {
    return this.rooms.get(id)
  }

  messagesOf(roomId: number): ChatMessage[] {
    return this.messages.get(roomId) ?? []
  }

  putRoom(room: RoomSummary): void {
    this.rooms.set(room.id, room)
  }

  putRooms(rows: readonly RoomSummary[]): void {
    for (const r of rows) this.putRoom(r)
  }

  setActive(roomId: number | null): void {
    this.activeRoomId = roomId
  }

  addMessages(roomId: number, rows: readonly ChatMessage[]): void {
    if (rows.length === 0) return
    const merged = mergeMessages(this.messagesOf(roomId), rows)
    this.messages.set(roomId, merged)
    const room = this.rooms.get(roomId)
    const newest = merged[merged.length - 1]
    if (room && (!room.lastMessage || newest.id > room.lastMessage.id)) {
      this.rooms.set(roomId, { ...room, lastMessage: newest, updatedAt: newest.createdAt })
    }
  }

  /** a message from the socket */
  receive(m: ChatMessage): void {
    const room = this.rooms.get(m.roomId)
    const isNew = !room || !room.lastMessage || m.id > room.lastMessage.id
    const fromOther = !this.isMine(m, room)
    // held messages grow only for rooms whose history is loaded (a room page); the list needs only the summary
    if (this.messages.has(m.roomId)) this.addMessages(m.roomId, [m])
    else if (room && isNew) this.rooms.set(m.roomId, { ...room, lastMessage: m, updatedAt: m.createdAt })
    if (room && isNew && fromOther && this.activeRoomId !== m.roomId) {
      this.rooms.set(m.roomId, { ...this.rooms.get(m.roomId)!, unread: room.unread + 1 })
      this.inbox.setChatCount(this.inbox.chatUnread + 1)
    }
  }

  /** the newest messages of a room (what the room page opens on) */
  async loadLatest(roomId: number): Promise<void> {
    const { rows, hasMore } = await chatApi.listMessages(roomId, { limit: HISTORY_PAGE })
    runInAction(() => {
      // the page starts again from the newest messages (held older ones could leave a gap); only live messages
      // that came while it was asked for are kept beside it
      const lastId = rows.length > 0 ? rows[rows.length - 1].id : 0
      const newer = this.messagesOf(roomId).filter((m) => m.id > lastId)
      this.messages.set(roomId, [])
      this.addMessages(roomId, mergeMessages(rows, newer))
      this.hasOlder.set(roomId, hasMore)
    })
  }

  /** the page before the oldest message held; answers how many came */
  async loadOlder(roomId: number): Promise<number> {
    const first = this.messagesOf(roomId)[0]
    if (!first) return 0
    const { rows, hasMore } = await chatApi.listMessages(roomId, { before: first.id, limit: HISTORY_PAGE })
    runInAction(() => {
      this.addMessages(roomId, rows)
      this.hasOlder.set(roomId, hasMore)
    })
    return rows.length
  }

  async send(roomId: number, kind: 'text' | 'image', text: string): Promise<ChatPostResult> {
    const result = await chatApi.sendMessage(roomId, { kind, text })
    runInAction(() => this.addMessages(roomId, [result.message]))
    this.socket.seen(roomId, result.message.id)
    return result
  }

  /**
   * Reports the room read up to its newest message (once per message); the room's and the badge's counts drop, and
   * only then is the badge asked again (messages read as they come in the room on screen never counted).
   */
  async markRead(roomId: number): Promise<void> {
    const list = this.messagesOf(roomId)
    const last = list[list.length - 1]
    if (!last || (this.readUpTo.get(roomId) ?? 0) >= last.id) return
    this.readUpTo.set(roomId, last.id)
    try {
      await chatApi.markRoomRead(roomId, last.id)
    } catch {
      // the next message or visit tries again
      this.readUpTo.delete(roomId)
      return
    }
    const room = this.rooms.get(roomId)
    if (!room || room.unread === 0) return
    runInAction(() => {
      this.inbox.setChatCount(this.inbox.chatUnread - room.unread)
      this.rooms.set(roomId, { ...room, unread: 0 })
    })
    void this.inbox.refresh()
  }

  clear(): void {
    this.rooms.clear()
    this.messages.clear()
    this.hasOlder.clear()
    this.readUpTo.clear()
    this.activeRoomId = null
  }
}

export const chatStore = new ChatStore(sessionStore, inboxStore, chatSocket)
