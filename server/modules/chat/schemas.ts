/**
 * TypeBox schemas of the trade room's chat (contract/trade.ts). `_check` fails to compile on drift.
 */
import { Type, type Static } from '@sinclair/typebox'
import {
  CHAT_TEXT_MAX,
  type ChatHistory,
  type ChatMessage,
  type ChatPostInput,
  type ChatPostResult,
  type ChatReadInput,
  type ChatUnread,
  type ContactKind,
  type PresaleInput,
  type RoomKind,
  type RoomRole,
  type RoomSummary,
} from '../../../contract/trade'
import { Lit, Nullable, type Same } from '../../lib/schemas'

const RoomKindSchema = Lit<RoomKind>(['order', 'presale'])
const RoomRoleSchema = Lit<RoomRole>(['buyer', 'seller', 'staff'])
const ContactKindSchema = Lit<ContactKind>(['phone', 'qq', 'wechat', 'payment_link'])

export const ChatMessageSchema = Type.Object({
  id: Type.Integer({ description: 'increasing: the order of messages and the catch-up point (after)' }),
  roomId: Type.Integer(),
  kind: Lit<ChatMessage['kind']>(['text', 'image', 'system']),
  senderId: Nullable(Type.Integer({ description: 'null for system messages' })),
  senderRole: Lit<ChatMessage['senderRole']>(['buyer', 'seller', 'staff', 'system']),
  senderName: Type.String({ description: "nickname; '客服·<nickname>' for staff; '' for system messages" }),
  senderAvatar: Nullable(Type.String()),
  text: Type.String({ description: 'text after masking, an image URL path, or the system text' }),
  masked: Type.Boolean({ description: 'contact details were masked in this message' }),
  createdAt: Type.String({ format: 'date-time' }),
})

const RoomPartySchema = Type.Object({ id: Type.Integer(), nickname: Type.String(), avatar: Nullable(Type.String()) })

export const RoomSummarySchema = Type.Object({
  id: Type.Integer(),
  kind: RoomKindSchema,
  orderId: Nullable(Type.Integer()),
  orderNo: Nullable(Type.String()),
  orderStatus: Nullable(Type.String({ description: 'the order status of an order room' })),
  goods: Type.Object({ id: Type.Integer(), title: Type.String(), cover: Type.String(), price: Type.Integer() }),
  buyer: RoomPartySchema,
  seller: RoomPartySchema,
  myRole: RoomRoleSchema,
  lastMessage: Nullable(ChatMessageSchema),
  unread: Type.Integer({ minimum: 0, description: "messages from others after the caller's last read one" }),
  presaleRoomId: Nullable(Type.Integer({ description: 'the 咨询 room this order room followed' })),
  orderRoomId: Nullable(Type.Integer({ description: 'the order room that followed this 咨询 room' })),
  updatedAt: Type.String({ format: 'date-time' }),
})
export const RoomPageSchema = Type.Object({ rows: Type.Array(RoomSummarySchema), total: Type.Integer() })

export const HistoryQuery = Type.Object(
  {
    after: Type.Optional(Type.String({ pattern: '^(0|[1-9]\\d{0,9})$', description: 'messages with id > after, oldest first' })),
    before: Type.Optional(Type.String({ pattern: '^[1-9]\\d{0,9}$', description: 'the limit messages before that id' })),
    limit: Type.String({ pattern: '^([1-9]|[1-9]\\d|100)$', default: '30', description: '1-100' }),
  },
  { additionalProperties: false },
)

export const ChatHistorySchema = Type.Object({
  rows: Type.Array(ChatMessageSchema),
  hasMore: Type.Boolean({ description: 'older messages exist before rows[0]' }),
})

export const ChatPostInputSchema = Type.Object(
  {
    kind: Lit<ChatPostInput['kind']>(['text', 'image']),
    // the exact limit (CHAT_TEXT_MAX characters) is checked by the service with a message of its own
    text: Type.String({ maxLength: 4 * CHAT_TEXT_MAX, description: `the text (1-${CHAT_TEXT_MAX} characters), or for an image the URL of an upload of mine` }),
  },
  { additionalProperties: false },
)

export const ChatPostResultSchema = Type.Object({
  message: ChatMessageSchema,
  maskedKinds: Type.Array(ContactKindSchema, { description: 'what was masked in the text (warn the sender)' }),
})

export const ChatReadInputSchema = Type.Object(
  { lastId: Type.Integer({ minimum: 1, maximum: 2_147_483_647, description: 'everything up to this message id is read' }) },
  { additionalProperties: false },
)

export const PresaleInputSchema = Type.Object(
  { goodsId: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) },
  { additionalProperties: false },
)

export const ChatUnreadSchema = Type.Object({ total: Type.Integer({ minimum: 0 }) })

const _check: [
  Same<Static<typeof ChatMessageSchema>, ChatMessage>,
  Same<Static<typeof RoomSummarySchema>, RoomSummary>,
  Same<Static<typeof ChatHistorySchema>, ChatHistory>,
  Same<Static<typeof ChatPostInputSchema>, ChatPostInput>,
  Same<Static<typeof ChatPostResultSchema>, ChatPostResult>,
  Same<Static<typeof ChatReadInputSchema>, ChatReadInput>,
  Same<Static<typeof PresaleInputSchema>, PresaleInput>,
  Same<Static<typeof ChatUnreadSchema>, ChatUnread>,
] = [true, true, true, true, true, true, true, true]
void _check
