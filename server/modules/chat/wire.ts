/**
 * Messages as they go on the wire (ChatMessage): the row joined with its sender's nickname and avatar, one query
 * for any number of messages. Staff are named '客服·<nickname>' in the reader's language; system messages carry
 * no name, and their text in the reader's language (lib/copy.ts).
 */
import { eq } from 'drizzle-orm'
import type { ChatMessage, RoomRole } from '../../../contract/trade'
import type { Db } from '../../db/client'
import { users } from '../user/schema'
import { readLine } from '../../lib/copy'
import { t, type Lang } from '../../lib/i18n'
import { chatMessages } from './schema'

const messageColumns = {
  id: chatMessages.id,
  roomId: chatMessages.roomId,
  kind: chatMessages.kind,
  senderId: chatMessages.senderId,
  senderRole: chatMessages.senderRole,
  body: chatMessages.body,
  copyKind: chatMessages.copyKind,
  copyParams: chatMessages.copyParams,
  masked: chatMessages.masked,
  createdAt: chatMessages.createdAt,
  nickname: users.nickname,
  avatar: users.avatar,
}

/** `selectMessages(db).where(...)`: messages with their senders (a database or a transaction). */
export const selectMessages = (db: Pick<Db, 'select'>) =>
  db.select(messageColumns).from(chatMessages).leftJoin(users, eq(users.id, chatMessages.senderId))

export type MessageWithSender = Awaited<ReturnType<ReturnType<typeof selectMessages>['execute']>>[number]

export function toChatMessage(r: MessageWithSender, lang: Lang): ChatMessage {
  const role = r.senderRole as RoomRole | 'system'
  const name = r.nickname ?? ''
  return {
    id: r.id,
    roomId: r.roomId,
    kind: r.kind as ChatMessage['kind'],
    senderId: r.senderId,
    senderRole: role,
    senderName: role === 'system' ? '' : role === 'staff' ? t(lang, 'chatStaffName', { name }) : name,
    senderAvatar: role === 'system' ? null : r.avatar,
    text: readLine(lang, r, r.body),
    masked: r.masked,
    createdAt: r.createdAt.toISOString(),
  }
}
