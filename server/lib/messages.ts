/**
 * Messages the server writes to a user on events (order steps, listing review, quotes). They are written inside
 * the caller's transaction, so a message exists exactly when the change it tells about was committed.
 */
import type { MessageKind } from '../../contract/orders'
import type { Db } from '../db/client'
import { messages } from '../modules/inbox/schema'

export interface MessageInput {
  kind: MessageKind
  /** Stored in zh-CN, the platform's default language: a message is written once, for whoever reads it later. */
  title: string
  content: string
  /** app URL of what it is about, e.g. '/index/orderDetail?id=3' */
  link: string | null
}

/** `tx` is the caller's transaction (or the database for a one-off message). */
export async function notify(tx: Db, userId: number, msg: MessageInput): Promise<void> {
  await tx.insert(messages).values({ userId, kind: msg.kind, title: msg.title, content: msg.content, link: msg.link })
}
