import type { Message, MessageKind, Page, UnreadCount } from '../../contract/types'
import { get, post } from './request'

/** the messages screen's tabs: every kind, or one */
export type MessageTab = 'all' | MessageKind

/** my messages, newest first; 'all' is the server's default, so it is left out of the query */
export const listMessages = (kind: MessageTab, pageNum: number, pageSize: number) =>
  get<Page<Message>>('/need/message/list', { kind: kind === 'all' ? undefined : kind, pageNum, pageSize })

/** marks one of mine read and answers it */
export const markMessageRead = (id: number) => get<Message>('/need/message/changeRead/' + encodeURIComponent(String(id)))

// an empty JSON object: a JSON content type with no body at all is refused by the server
export const markAllMessagesRead = () => post<UnreadCount>('/need/message/readAll', {})

export const getUnreadCount = () => get<UnreadCount>('/need/message/unread')
