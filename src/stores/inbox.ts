import Taro from '@tarojs/taro'
import { makeAutoObservable, reaction } from 'mobx'
import { getChatUnread } from '../api/chat'
import { getUnreadCount } from '../api/inbox'
import { sessionStore, type SessionStore } from './session'

/**
 * The unread-message count behind the badges of the bottom navigation and the personal centre. It follows the
 * session: fetched when a token appears (login, or a stored one on start), zero when it goes (logout, 401).
 * Pages refresh it when they show and after reading; the app refreshes it when it comes back to the foreground.
 * `chatUnread` counts the trade rooms' unread messages beside it (the 消息 tab shows both: `total`); the chat store
 * moves it as live messages come and rooms are read.
 */
export class InboxStore {
  unread = 0
  chatUnread = 0

  constructor(private readonly session: SessionStore) {
    makeAutoObservable<InboxStore, 'session'>(this, { session: false })
    reaction(
      () => session.token,
      (token) => (token ? void this.refresh() : this.clear()),
      { fireImmediately: true },
    )
  }

  /** unread messages and unread chat messages: the 消息 tab's badge */
  get total(): number {
    return this.unread + this.chatUnread
  }

  /**
   * Asks the server for both counts, each on its own; a failure keeps the last count (the badge is a hint, not
   * worth an error on screen).
   */
  async refresh(): Promise<void> {
    const token = this.session.token
    if (!token) return this.clear()
    await Promise.all([
      getUnreadCount()
        .then(({ count }) => this.whileSession(token, () => this.setCount(count)))
        .catch(() => undefined),
      getChatUnread()
        .then(({ total }) => this.whileSession(token, () => this.setChatCount(total)))
        .catch(() => undefined),
    ])
  }

  /** an answer for a session that has ended meanwhile must not bring the badge back */
  private whileSession(token: string, apply: () => void) {
    if (this.session.token === token) apply()
  }

  /** one message was just read: the badge drops now, before the next refresh confirms it */
  markedRead(n = 1) {
    this.unread = Math.max(0, this.unread - n)
  }

  setCount(count: number) {
    this.unread = Math.max(0, count)
  }

  setChatCount(count: number) {
    this.chatUnread = Math.max(0, count)
  }

  clear() {
    this.unread = 0
    this.chatUnread = 0
  }
}

export const inboxStore = new InboxStore(sessionStore)

// back from the background (another app on the phone, another browser tab): messages may have arrived
try {
  Taro.onAppShow?.(() => void inboxStore.refresh())
} catch {
  /* a platform without app-show events: page shows still refresh */
}
