/** TypeBox schemas of the admins' provider-refund queue (contract/admin-orders.ts); `_check` fails to compile on drift. */
import { Type, type Static } from '@sinclair/typebox'
import type * as C from '../../../contract/admin-orders'
import { Lit, Nullable, PageQuery, type Same } from '../../lib/schemas'

const Time = Type.String({ format: 'date-time' })
const ProviderSchema = Lit(['sandbox', 'wechat', 'alipay'] as const)

export const ProviderRefundSchema = Type.Object({
  id: Type.Integer(),
  refundNo: Type.String(),
  orderId: Type.Integer(),
  orderNo: Type.String(),
  paymentNo: Type.String(),
  provider: ProviderSchema,
  amount: Type.Integer(),
  reason: Type.String(),
  status: Lit(['pending', 'sent'] as const),
  attempts: Type.Integer(),
  lastError: Nullable(Type.String()),
  sending: Type.Boolean(),
  nextAttemptAt: Nullable(Time),
  deadSince: Nullable(Time),
  createdAt: Time,
  sentAt: Nullable(Time),
})

export const ProviderRefundQuerySchema = Type.Object(
  { ...PageQuery, status: Type.Optional(Lit(['pending', 'sent'] as const)) },
  { additionalProperties: false },
)
export const ProviderRefundPageSchema = Type.Object({ rows: Type.Array(ProviderRefundSchema), total: Type.Integer() })
export const ProviderRefundRetrySchema = Type.Object({ refund: ProviderRefundSchema, sent: Type.Boolean() })

const _check: [Same<Static<typeof ProviderRefundSchema>, C.ProviderRefund>, Same<Static<typeof ProviderRefundRetrySchema>, C.ProviderRefundRetry>] = [
  true,
  true,
]
void _check
