/** TypeBox schemas of the coupon wire types (contract/orders.ts); `_check` fails to compile on drift. */
import { Type, type Static } from '@sinclair/typebox'
import type * as C from '../../../contract/orders'
import { CouponKindSchema } from '../order/schemas'
import { Nullable, type Same } from '../../lib/schemas'

export const CouponTemplateSchema = Type.Object({
  id: Type.Integer(),
  kind: CouponKindSchema,
  name: Type.String(),
  description: Type.String(),
  amount: Type.Integer({ description: 'fen off' }),
  threshold: Type.Integer({ description: 'minimum order price in fen; 0 for red packets' }),
  gameId: Nullable(Type.Integer()),
  gameName: Nullable(Type.String()),
  validDays: Type.Integer(),
  claimUntil: Nullable(Type.String({ format: 'date-time' })),
  remaining: Nullable(Type.Integer({ description: 'null: unlimited' })),
  perUserLimit: Type.Integer(),
  claimed: Type.Integer(),
  claimable: Type.Boolean(),
})

export const CouponRecordSchema = Type.Object({
  id: Type.Integer(),
  templateId: Type.Integer(),
  kind: CouponKindSchema,
  name: Type.String(),
  amount: Type.Integer(),
  threshold: Type.Integer(),
  gameId: Nullable(Type.Integer()),
  gameName: Nullable(Type.String()),
  status: Type.Union([Type.Literal(0), Type.Literal(1)]),
  expired: Type.Boolean(),
  claimedAt: Type.String({ format: 'date-time' }),
  expiresAt: Type.String({ format: 'date-time' }),
  usedAt: Nullable(Type.String({ format: 'date-time' })),
  orderNo: Nullable(Type.String()),
})
export const CouponRecordPageSchema = Type.Object({ rows: Type.Array(CouponRecordSchema), total: Type.Integer() })

export const ClaimInputSchema = Type.Object(
  { templateId: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) },
  { additionalProperties: false },
)
export const AutoClaimResultSchema = Type.Object({ claimed: Type.Array(CouponRecordSchema) })

/** myList status: 0 unused and valid, 1 used, 2 expired */
export const RecordStatusQuery = Type.Union([Type.Literal('0'), Type.Literal('1'), Type.Literal('2')], {
  description: '0 unused and valid (default), 1 used, 2 expired',
})

const _check: [
  Same<Static<typeof CouponTemplateSchema>, C.CouponTemplate>,
  Same<Static<typeof CouponRecordSchema>, C.CouponRecord>,
  Same<Static<typeof ClaimInputSchema>, C.ClaimInput>,
  Same<Static<typeof AutoClaimResultSchema>, C.AutoClaimResult>,
] = [true, true, true, true]
void _check
