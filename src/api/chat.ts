/** The trade room's REST calls (contract/trade.ts); live messages come through utils/chatSocket. */
import type { Page } from '../../contract/types'
import type { ChatHistory, ChatPostInput, ChatPostResult, ChatUnread, RoomSummary } from '../../contract/trade'
import { get, post } from './request'

const roomPath = (id: number | string) => '/need/chat/room/' + encodeURIComponent(String(id))

/** my rooms, newest activity first (for staff: the rooms that need them, and their own) */
export const listRooms = (pageNum: number, pageSize: number) => get<Page<RoomSummary>>('/need/chat/rooms', { pageNum, pageSize })

export const getRoom = (id: number | string) => get<RoomSummary>(roomPath(id))

/** the order's room (opened on demand once the order is paid) */
export const getOrderRoom = (orderId: number | string) => get<RoomSummary>('/need/chat/order/' + encodeURIComponent(String(orderId)) + '/room')

export interface HistoryQuery {
  /** messages after this id, oldest first (catch-up) */
  after?: number
  /** the `limit` messages before this id (scrolling back) */
  before?: number
  limit?: number
}

/** without after/before: the last `limit` messages, oldest first */
export const listMessages = (roomId: number, q: HistoryQuery = {}) => get<ChatHistory>(roomPath(roomId) + '/messages', { ...q })

export const sendMessage = (roomId: number, input: ChatPostInput) => post<ChatPostResult>(roomPath(roomId) + '/messages', input)

/** everything up to `lastId` is read */
export const markRoomRead = (roomId: number, lastId: number) => post<null>(roomPath(roomId) + '/read', { lastId })

/** opens (or reopens) my pre-sale room about a listing: 咨询 */
export const openPresale = (goodsId: number) => post<RoomSummary>('/need/chat/presale', { goodsId })

export const getChatUnread = () => get<ChatUnread>('/need/chat/unread')
