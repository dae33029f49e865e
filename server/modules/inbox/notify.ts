/**
 * Messages the server writes to a user on events (order steps, listing review, quotes). They are written inside
 * the caller's transaction, so a message exists exactly when the change it tells about was committed.
 */
import type { MessageKind } from '../../../contract/orders'
import type { Db } from '../../db/client'
import { messages } from './schema'
import { copyColumns, renderMessage, type Copy } from '../../lib/copy'
import { queueOutside } from '../notification/queue'

interface MessageBase {
  kind: MessageKind
  /** app URL of what it is about, e.g. '/index/orderDetail?id=3' */
  link: string | null
}

/**
 * A message as copy (rendered in the reader's language, lib/copy.ts), or as zh-CN text for messages not yet
 * stored as copy. The title and content columns always hold zh-CN text, the platform's default language.
 */
export type MessageInput = MessageBase & ({ copy: Copy } | { title: string; content: string })

/**
 * `tx` is the caller's transaction (or the database for a one-off message). A message stored as copy is also
 * queued for the channels outside the app the channel table names (notification/queue.ts), in the same transaction.
 */
export async function notify(tx: Db, userId: number, msg: MessageInput): Promise<void> {
  const text = 'copy' in msg ? renderMessage('zh-CN', msg.copy) : { title: msg.title, content: msg.content }
  const copy = 'copy' in msg ? msg.copy : null
  await tx.insert(messages).values({ userId, kind: msg.kind, ...text, ...copyColumns(copy), link: msg.link })
  if (copy) await queueOutside(tx, userId, copy, msg.link)
}
