/** TypeBox schemas of the console's listings (contract/admin-goods.ts); `_check` fails to compile on drift. */
import { Type, type Static } from '@sinclair/typebox'
import type * as C from '../../../contract/admin-goods'
import { IdString, Lit, Nullable, PageQuery, Text, type Same } from '../../lib/schemas'
import { AuditEntrySchema } from '../audit/schemas'
import { AccountBindingsSchema, AccountRealNameSchema, CompensationSchema, GoodsStatusSchema } from '../goods/schemas'
import { BlacklistKindSchema } from '../trust/schemas'

const Instant = Type.String({ format: 'date-time' })

export const AdminSellerCardSchema = Type.Object({
  id: Type.Integer(),
  nickname: Type.String(),
  phone: Type.String({ description: 'masked' }),
  verified: Type.Boolean(),
  adult: Nullable(Type.Boolean()),
  completedSales: Type.Integer(),
  disputes: Type.Integer(),
  rejectedListings: Type.Integer(),
  banned: Type.Boolean(),
})

export const BlacklistHitSchema = Type.Object({
  source: Lit(['listing_contact', 'seller_phone', 'seller_qq', 'seller_wechat', 'game_account'] as const),
  kind: BlacklistKindSchema,
  reason: Type.String(),
  gameName: Nullable(Type.String()),
  listedAt: Instant,
})

export const CredentialsPresenceSchema = Type.Object({ account: Type.Boolean(), password: Type.Boolean(), notes: Type.Boolean() })

const rowFields = {
  id: Type.Integer(),
  goodsNo: Type.String(),
  title: Type.String(),
  gameId: Type.Integer(),
  gameName: Type.String(),
  price: Type.Integer({ description: 'fen' }),
  status: GoodsStatusSchema,
  cover: Type.String(),
  sellerId: Type.Integer(),
  sellerNickname: Type.String(),
  sellerPhone: Type.String({ description: 'masked' }),
  createdAt: Instant,
  publishedAt: Nullable(Type.String({ format: 'date-time' })),
  updatedAt: Instant,
}
export const AdminGoodsRowSchema = Type.Object(rowFields)
export const AdminGoodsRowPageSchema = Type.Object({ rows: Type.Array(AdminGoodsRowSchema), total: Type.Integer() })

const listingFields = {
  ...rowFields,
  description: Type.String(),
  images: Type.Array(Type.String()),
  region: Type.String(),
  compensation: CompensationSchema,
  accountRealName: AccountRealNameSchema,
  bindings: AccountBindingsSchema,
  rentable: Type.Boolean(),
  attrs: Type.Array(Type.Object({ key: Type.String(), label: Type.String(), text: Type.String() })),
  credentials: CredentialsPresenceSchema,
  contactGiven: Type.Boolean(),
  rejectReason: Nullable(Type.String()),
  views: Type.Integer(),
  seller: AdminSellerCardSchema,
  blacklistHits: Type.Array(BlacklistHitSchema),
}
export const AdminListingSchema = Type.Object(listingFields)
export const AdminListingPageSchema = Type.Object({ rows: Type.Array(AdminListingSchema), total: Type.Integer() })
export const AdminListingDetailSchema = Type.Object({
  ...listingFields,
  activeOrderId: Nullable(Type.Integer()),
  history: Type.Array(AuditEntrySchema),
})

export const AdminGoodsQuerySchema = Type.Object(
  {
    ...PageQuery,
    id: Type.Optional(IdString),
    keyword: Type.Optional(Text(50)),
    gameId: Type.Optional(IdString),
    seller: Type.Optional(Type.String({ maxLength: 20, description: 'a seller id or 11-digit phone' })),
    status: Type.Optional(GoodsStatusSchema),
    from: Type.Optional(Instant),
    to: Type.Optional(Instant),
  },
  { additionalProperties: false },
)

export const TakedownInputSchema = Type.Object({ reason: Text(500) }, { additionalProperties: false })

const _check: [
  Same<Static<typeof AdminSellerCardSchema>, C.AdminSellerCard>,
  Same<Static<typeof BlacklistHitSchema>, C.BlacklistHit>,
  Same<Static<typeof AdminGoodsRowSchema>, C.AdminGoodsRow>,
  Same<Static<typeof AdminListingSchema>, C.AdminListing>,
  Same<Static<typeof AdminListingDetailSchema>, C.AdminListingDetail>,
  Same<Static<typeof TakedownInputSchema>, C.TakedownInput>,
] = [true, true, true, true, true, true]
void _check
