/**
 * TypeBox schemas of the messages inbox (Message of contract/orders.ts, UnreadCount of contract/service.ts).
 * `_check` fails to compile on drift.
 */
import { Type, type Static } from '@sinclair/typebox'
import type { Message } from '../../../contract/orders'
import type { UnreadCount } from '../../../contract/service'
import { Nullable, type Same } from '../../lib/schemas'

/* a string enum rather than a union of literals: fast-json-stringify checks it without ajv (see Nullable) */
export const MessageKindSchema = Type.Unsafe<Message['kind']>({
  type: 'string',
  enum: ['order', 'goods', 'recycle', 'system'],
  description: 'order steps, listing reviews, recycling quotes, everything else (claims, feedback replies...)',
})

export const MessageSchema = Type.Object({
  id: Type.Integer(),
  kind: MessageKindSchema,
  title: Type.String(),
  content: Type.String(),
  link: Nullable(Type.String({ description: "app URL of what it is about, e.g. '/index/orderDetail?id=3'" })),
  read: Type.Boolean(),
  createdAt: Type.String({ format: 'date-time' }),
})
export const MessagePageSchema = Type.Object({ rows: Type.Array(MessageSchema), total: Type.Integer() })

export const UnreadCountSchema = Type.Object({ count: Type.Integer() })

const _check: [Same<Static<typeof MessageSchema>, Message>, Same<Static<typeof UnreadCountSchema>, UnreadCount>] = [true, true]
void _check
