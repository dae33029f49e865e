import type { ChatMessage, RoomSummary } from '../../contract/trade'

/** The chat socket as the app's modules see it, driven by the test: `emit` is a frame from the server. */
export function fakeChatSocket() {
  const listeners = new Set<(m: ChatMessage) => void>()
  const joins: { roomId: number; after: number }[] = []
  const left: number[] = []
  return {
    status: 'ready' as const,
    joins,
    left,
    join: jest.fn((roomId: number, after = 0) => {
      joins.push({ roomId, after })
      return () => void left.push(roomId)
    }),
    seen: jest.fn(),
    afterOf: jest.fn(),
    onMessage: (fn: (m: ChatMessage) => void) => {
      listeners.add(fn)
      return () => void listeners.delete(fn)
    },
    onStatus: () => () => undefined,
    onRoomError: () => () => undefined,
    wake: jest.fn(),
    reset: jest.fn(),
    emit: (m: ChatMessage) => listeners.forEach((fn) => fn(m)),
  }
}

export type FakeChatSocket = ReturnType<typeof fakeChatSocket>

export const BUYER_ID = 1
export const SELLER_ID = 2

export function chatMessage(id: number, over: Partial<ChatMessage> = {}): ChatMessage {
  return {
    id,
    roomId: 5,
    kind: 'text',
    senderId: SELLER_ID,
    senderRole: 'seller',
    senderName: '卖家小王',
    senderAvatar: null,
    text: '消息' + id,
    masked: false,
    createdAt: '2026-11-24T02:0' + (id % 10) + ':00.000Z',
    ...over,
  }
}

export function room(over: Partial<RoomSummary> = {}): RoomSummary {
  return {
    id: 5,
    kind: 'presale',
    orderId: null,
    orderNo: null,
    orderStatus: null,
    goods: { id: 7, title: '国服V8 满英雄 300皮肤', cover: '/api/assets/goods/7.jpg', price: 100000 },
    buyer: { id: BUYER_ID, nickname: '小明', avatar: null },
    seller: { id: SELLER_ID, nickname: '卖家小王', avatar: null },
    myRole: 'buyer',
    lastMessage: null,
    unread: 0,
    presaleRoomId: null,
    orderRoomId: null,
    updatedAt: '2026-11-24T02:00:00.000Z',
    ...over,
  }
}
