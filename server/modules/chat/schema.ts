/**
 * The trade room's tables: rooms (one per order from payment on, one per buyer and listing for 咨询), their
 * messages (kept as evidence: never deleted, never edited) and each reader's last read message (unread counts).
 */
import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core'
import { tz } from '../../db/columns'
import { goods } from '../goods/schema'
import { orders } from '../order/schema'
import { users } from '../user/schema'

export const chatRooms = pgTable(
  'chat_rooms',
  {
    id: serial('id').primaryKey(),
    /** 'order' or 'presale' (contract/trade.ts RoomKind) */
    kind: text('kind').notNull(),
    orderId: integer('order_id').references(() => orders.id),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => goods.id),
    buyerId: integer('buyer_id')
      .notNull()
      .references(() => users.id),
    sellerId: integer('seller_id')
      .notNull()
      .references(() => users.id),
    /** the pre-sale room an order room follows (the buyer asked before ordering) */
    presaleRoomId: integer('presale_room_id').references((): AnyPgColumn => chatRooms.id),
    lastMessageId: integer('last_message_id'),
    createdAt: tz('created_at').notNull().defaultNow(),
    /** time of the last message: the room list's order */
    updatedAt: tz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('chat_rooms_order_key').on(t.orderId),
    uniqueIndex('chat_rooms_presale_key').on(t.goodsId, t.buyerId).where(sql`${t.kind} = 'presale'`),
    index('chat_rooms_buyer_idx').on(t.buyerId, t.updatedAt),
    index('chat_rooms_seller_idx').on(t.sellerId, t.updatedAt),
    check('chat_rooms_kind_check', sql`${t.kind} in ('order', 'presale')`),
    check('chat_rooms_order_check', sql`(${t.kind} = 'order') = (${t.orderId} is not null)`),
  ],
)

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: serial('id').primaryKey(),
    roomId: integer('room_id')
      .notNull()
      .references(() => chatRooms.id),
    /** 'text', 'image' or 'system' */
    kind: text('kind').notNull(),
    senderId: integer('sender_id').references(() => users.id),
    /** 'buyer', 'seller', 'staff' or 'system': the sender's place in the room when it was written */
    senderRole: text('sender_role').notNull(),
    /** text after masking, image URL path, or system text (zh-CN, written once at the event) */
    body: text('body').notNull(),
    /** a system message's copy: rendered in the reader's language (body keeps its zh-CN text) */
    copyKind: text('copy_kind'),
    copyParams: jsonb('copy_params'),
    masked: boolean('masked').notNull().default(false),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('chat_messages_room_idx').on(t.roomId, t.id),
    // staff's room list: the rooms staff wrote in (few messages, so a small index)
    index('chat_messages_staff_idx').on(t.roomId).where(sql`${t.senderRole} = 'staff'`),
    check('chat_messages_kind_check', sql`${t.kind} in ('text', 'image', 'system')`),
    check('chat_messages_role_check', sql`${t.senderRole} in ('buyer', 'seller', 'staff', 'system')`),
    check('chat_messages_sender_check', sql`(${t.kind} = 'system') = (${t.senderId} is null)`),
  ],
)

export const chatReads = pgTable(
  'chat_reads',
  {
    roomId: integer('room_id')
      .notNull()
      .references(() => chatRooms.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    lastReadId: integer('last_read_id').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.roomId, t.userId] })],
)
