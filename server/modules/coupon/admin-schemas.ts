/** TypeBox schemas of the coupon templates' admin wire types (contract/admin-content.ts); `_check` fails on drift. */
import { Type, type Static } from '@sinclair/typebox'
import type * as C from '../../../contract/admin-content'
import { Nullable, Text, type Same } from '../../lib/schemas'
import { CouponKindSchema } from '../order/schemas'
import { CouponRecordSchema } from './schemas'

const Time = Type.String({ format: 'date-time' })
const Int = Type.Integer({ minimum: -2_147_483_648, maximum: 2_147_483_647 })
const Fen = Type.Integer({ minimum: -1_000_000_000_000, maximum: 1_000_000_000_000 })

export const AdminCouponTemplateSchema = Type.Object({
  id: Type.Integer(),
  kind: CouponKindSchema,
  name: Type.String(),
  nameEn: Nullable(Type.String()),
  description: Type.String(),
  amount: Type.Integer(),
  threshold: Type.Integer(),
  gameId: Nullable(Type.Integer()),
  gameName: Nullable(Type.String()),
  validDays: Type.Integer(),
  claimFrom: Nullable(Time),
  claimUntil: Nullable(Time),
  stock: Nullable(Type.Integer()),
  claimedCount: Type.Integer(),
  perUserLimit: Type.Integer(),
  auto: Type.Boolean(),
  listed: Type.Boolean(),
  enabled: Type.Boolean(),
  createdAt: Time,
})

export const CouponTemplateInputSchema = Type.Object(
  {
    kind: CouponKindSchema,
    name: Text(500),
    nameEn: Type.Optional(Nullable(Text(500))),
    description: Type.Optional(Text(2000)),
    amount: Fen,
    threshold: Fen,
    gameId: Type.Optional(Nullable(Type.Integer({ minimum: 1, maximum: 2_147_483_647 }))),
    validDays: Int,
    claimFrom: Type.Optional(Nullable(Time)),
    claimUntil: Type.Optional(Nullable(Time)),
    stock: Nullable(Int),
    perUserLimit: Int,
    auto: Type.Boolean(),
    listed: Type.Boolean(),
    enabled: Type.Boolean(),
  },
  { additionalProperties: false },
)

export const CouponIssueInputSchema = Type.Object(
  {
    userId: Type.Optional(Type.Integer({ minimum: 1, maximum: 2_147_483_647 })),
    phone: Type.Optional(Text(40)),
    reason: Text(1000),
  },
  { additionalProperties: false },
)

export const CouponIssueResultSchema = Type.Object({ userId: Type.Integer(), record: CouponRecordSchema })

const _check: [
  Same<Static<typeof AdminCouponTemplateSchema>, C.AdminCouponTemplate>,
  Same<Static<typeof CouponTemplateInputSchema>, C.CouponTemplateInput>,
  Same<Static<typeof CouponIssueInputSchema>, C.CouponIssueInput>,
  Same<Static<typeof CouponIssueResultSchema>, C.CouponIssueResult>,
] = [true, true, true, true]
void _check
