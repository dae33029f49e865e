/** TypeBox schemas of the console's users (contract/admin-users.ts); `_check` fails to compile on drift. */
import { Type, type Static } from '@sinclair/typebox'
import type * as C from '../../../contract/admin-users'
import { Lit, Nullable, PageQuery, RealNameInfoSchema, RoleSchema, Text, type Same } from '../../lib/schemas'
import { OrderStatusSchema } from '../order/schemas'

const rowFields = {
  id: Type.Integer(),
  username: Nullable(Type.String()),
  nickname: Type.String(),
  phone: Type.String({ description: 'masked' }),
  role: RoleSchema,
  verified: Type.Boolean(),
  banned: Type.Boolean(),
  createdAt: Type.String({ format: 'date-time' }),
}
export const AdminUserRowSchema = Type.Object(rowFields)
export const AdminUserPageSchema = Type.Object({ rows: Type.Array(AdminUserRowSchema), total: Type.Integer() })

export const AdminUserProfileSchema = Type.Object({
  ...rowFields,
  avatar: Nullable(Type.String()),
  realName: RealNameInfoSchema,
  bannedAt: Nullable(Type.String({ format: 'date-time' })),
  banReason: Nullable(Type.String()),
  wechatBound: Type.Boolean(),
  shopName: Nullable(Type.String()),
  balance: Type.Integer(),
  walletHeld: Type.Integer(),
  completedSales: Type.Integer(),
  ordersBought: Type.Integer(),
  disputes: Type.Integer(),
  rejectedListings: Type.Integer(),
})

export const AdminUserOrderSchema = Type.Object({
  id: Type.Integer(),
  orderNo: Type.String(),
  goodsId: Type.Integer(),
  title: Type.String(),
  side: Lit(['buyer', 'seller'] as const),
  kind: Lit(['sale', 'rental'] as const),
  status: OrderStatusSchema,
  total: Type.Integer(),
  createdAt: Type.String({ format: 'date-time' }),
})
export const AdminUserOrderPageSchema = Type.Object({ rows: Type.Array(AdminUserOrderSchema), total: Type.Integer() })

export const AdminUserQuerySchema = Type.Object(
  {
    ...PageQuery,
    q: Type.Optional(Type.String({ maxLength: 20, pattern: '^[A-Za-z0-9_]*$', description: 'an id, a phone or its start, an account name or its start' })),
    role: Type.Optional(RoleSchema),
    banned: Type.Optional(Lit(['true', 'false'] as const)),
  },
  { additionalProperties: false },
)

export const BanInputSchema = Type.Object({ reason: Text(500) }, { additionalProperties: false })
export const RoleChangeInputSchema = Type.Object(
  { role: Lit(['staff', 'merchant'] as const), grant: Type.Boolean() },
  { additionalProperties: false },
)

const _check: [
  Same<Static<typeof AdminUserRowSchema>, C.AdminUserRow>,
  Same<Static<typeof AdminUserProfileSchema>, C.AdminUserProfile>,
  Same<Static<typeof AdminUserOrderSchema>, C.AdminUserOrder>,
  Same<Static<typeof BanInputSchema>, C.BanInput>,
  Same<Static<typeof RoleChangeInputSchema>, C.RoleChangeInput>,
] = [true, true, true, true, true]
void _check
