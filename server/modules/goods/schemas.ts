/**
 * TypeBox schemas of the catalogue wire types (contract/catalogue.ts): input validation, output shaping (only
 * these fields are serialised, so credentials or cost price can never leak) and the OpenAPI description.
 * The `_check` lines fail to compile if a schema drifts from the contract.
 */
import { Type, type Static } from '@sinclair/typebox'
import { Nullable, type Same } from '../../lib/schemas'
import type * as C from '../../../contract/types'
import { SellerStatsSchema } from '../rating/schemas'
import { ListingProtectionSchema } from '../inspection/schemas'

/* a string enum rather than a union of literals: fast-json-stringify checks it without ajv (see Nullable) */
const Lit = <T extends string>(values: readonly T[], description?: string) =>
  Type.Unsafe<T>({ type: 'string', enum: [...values], ...(description ? { description } : {}) })

const ID_MAX = 2_147_483_647

export const GameNodeLevelSchema = Lit(['system', 'carrier', 'area', 'server'] as const)
export const GameNodeSchema = Type.Object({
  id: Type.Integer(),
  gameId: Type.Integer(),
  parentId: Nullable(Type.Integer()),
  level: GameNodeLevelSchema,
  key: Type.String(),
  name: Type.String(),
  hasChildren: Type.Boolean({ description: 'false for server nodes (the last level)' }),
})

export const AttrTypeSchema = Lit(['number', 'input', 'checkbox', 'radio', 'boxradio'] as const)
export const AttrTemplateSchema = Type.Object({
  key: Type.String(),
  label: Type.String(),
  type: AttrTypeSchema,
  options: Type.Array(Type.String()),
  optionLabels: Type.Optional(Type.Record(Type.String(), Type.String(), { description: 'display label by option value (request language)' })),
  unit: Nullable(Type.String()),
  required: Type.Boolean(),
  filterable: Type.Boolean(),
  min: Nullable(Type.Number()),
  max: Nullable(Type.Number()),
})

export const AttrValueSchema = Type.Union([Type.Number(), Type.String(), Type.Array(Type.String())])
export const CompensationSchema = Lit(['none', 'standard', 'extended', 'topup'] as const)
export const GoodsStatusSchema = Lit(['pending_review', 'on_sale', 'off_shelf', 'reserved', 'sold', 'rejected'] as const)
export const GoodsSortSchema = Lit(['newest', 'priceAsc', 'priceDesc', 'views'] as const)

export const AttrFilterSchema = Type.Object(
  {
    key: Type.String({ minLength: 1, maxLength: 40 }),
    values: Type.Optional(Type.Array(Type.String({ maxLength: 60 }), { minItems: 1, maxItems: 30 })),
    min: Type.Optional(Type.Number()),
    max: Type.Optional(Type.Number()),
  },
  { additionalProperties: false },
)

const nodeId = (description: string) => Type.Optional(Type.Integer({ minimum: 1, maximum: ID_MAX, description }))
const fen = (description: string) => Type.Optional(Type.Integer({ minimum: 0, maximum: 1e12, description }))

/** contract/trade.ts AccountBindings */
export const AccountBindingsSchema = Type.Object(
  { phone: Type.Boolean(), email: Type.Boolean(), thirdParty: Type.Boolean() },
  { additionalProperties: false, description: 'what is bound to the game account (builds the handover checklist)' },
)
export const AccountRealNameSchema = Lit(['seller', 'none', 'changeable'] as const, 'how the game account is real-name registered')

export const GoodsQuerySchema = Type.Object(
  {
    gameId: nodeId('game'),
    systemId: nodeId('tree node of level system'),
    carrierId: nodeId('tree node of level carrier'),
    areaId: nodeId('tree node of level area'),
    serverId: nodeId('tree node of level server'),
    priceMin: fen('fen, inclusive'),
    priceMax: fen('fen, inclusive'),
    attrs: Type.Optional(Type.Array(AttrFilterSchema, { maxItems: 20, description: 'needs gameId; keys of its template' })),
    keyword: Type.Optional(
      Type.String({ maxLength: 50, description: 'terms separated by spaces, all must match title, description or game name' }),
    ),
    compensation: Type.Optional(CompensationSchema),
    accountRealName: Type.Optional(AccountRealNameSchema),
    sort: Type.Optional(GoodsSortSchema),
    pageNum: Type.Optional(
      Type.Integer({ minimum: 1, maximum: 10_000, description: 'from 1; a page must start within the first 1 000 results (else 400)' }),
    ),
    pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, description: '1-50, default 10' })),
  },
  { additionalProperties: false },
)

/** the GoodsSummary fields, for wire types that extend it (MyGoods, ReviewGoods) */
export const summaryFields = {
  id: Type.Integer(),
  goodsNo: Type.String(),
  gameId: Type.Integer(),
  gameName: Type.String(),
  title: Type.String(),
  price: Type.Integer({ description: 'fen' }),
  cover: Type.String({ description: 'URL path of the cover image' }),
  region: Type.String(),
  compensation: CompensationSchema,
  status: GoodsStatusSchema,
  views: Type.Integer(),
  highlights: Type.Array(Type.String()),
  publishedAt: Nullable(Type.String({ format: 'date-time' })),
  sellerStanding: Type.Optional(
    Type.Object({
      positiveRate: Nullable(Type.Number({ description: 'share of positive ratings; null until rated (a new seller)' })),
      ratingCount: Type.Integer(),
      completedTrades: Type.Integer(),
      memberSince: Type.String({ format: 'date-time' }),
    }),
  ),
}
export const GoodsSummarySchema = Type.Object(summaryFields)
export const GoodsPageSchema = Type.Object({ rows: Type.Array(GoodsSummarySchema), total: Type.Integer() })

export const GoodsAttrSchema = Type.Object({
  key: Type.String(),
  label: Type.String(),
  type: AttrTypeSchema,
  value: AttrValueSchema,
  valueLabels: Type.Optional(Type.Record(Type.String(), Type.String(), { description: 'display label by value (request language)' })),
  unit: Nullable(Type.String()),
})


export const SellerPublicSchema = Type.Object({
  id: Type.Integer(),
  nickname: Type.String(),
  avatar: Nullable(Type.String()),
  verified: Type.Boolean(),
  sales: Type.Integer({ description: 'completed sales' }),
  memberSince: Type.String({ format: 'date-time' }),
  stats: SellerStatsSchema,
})

export const GoodsDetailSchema = Type.Object({
  ...summaryFields,
  description: Type.String(),
  images: Type.Array(Type.String()),
  attrs: Type.Array(GoodsAttrSchema),
  systemName: Nullable(Type.String()),
  carrierName: Nullable(Type.String()),
  areaName: Nullable(Type.String()),
  serverName: Nullable(Type.String()),
  seller: SellerPublicSchema,
  accountRealName: AccountRealNameSchema,
  bindings: AccountBindingsSchema,
  favourite: Type.Boolean(),
  buyable: Type.Boolean(),
  rentable: Type.Boolean(),
  protection: ListingProtectionSchema,
})

export const FavouriteInputSchema = Type.Object(
  { goodsId: Type.Integer({ minimum: 1, maximum: ID_MAX }) },
  { additionalProperties: false },
)

export const FavouriteItemSchema = Type.Object({
  goods: GoodsSummarySchema,
  at: Type.String({ format: 'date-time' }),
})
export const FavouritePageSchema = Type.Object({ rows: Type.Array(FavouriteItemSchema), total: Type.Integer() })

export const PromotionSlotSchema = Lit(['banner', 'featured'] as const)
export const PromotionSchema = Type.Object({
  id: Type.Integer(),
  slot: PromotionSlotSchema,
  title: Type.String(),
  subtitle: Nullable(Type.String()),
  image: Type.String(),
  link: Nullable(Type.String()),
})

export const RecentDealSchema = Type.Object({
  orderNo: Type.String(),
  goodsId: Type.Integer(),
  gameName: Type.String(),
  title: Type.String(),
  price: Type.Integer(),
  cover: Type.String(),
  buyer: Type.String({ description: 'masked nickname' }),
  completedAt: Type.String({ format: 'date-time' }),
})
export const GoodsFeedPageSchema = Type.Object({ rows: Type.Array(GoodsSummarySchema), total: Type.Integer(), personalised: Type.Boolean() })

export const RecentDealPageSchema = Type.Object({ rows: Type.Array(RecentDealSchema), total: Type.Integer() })

const _check: [
  Same<Static<typeof GameNodeSchema>, C.GameNode>,
  Same<Static<typeof AttrTemplateSchema>, C.AttrTemplate>,
  Same<Static<typeof AttrFilterSchema>, C.AttrFilter>,
  Same<Static<typeof GoodsQuerySchema>, C.GoodsQuery>,
  Same<Static<typeof GoodsSummarySchema>, C.GoodsSummary>,
  Same<Static<typeof GoodsPageSchema>, C.Page<C.GoodsSummary>>,
  Same<Static<typeof GoodsAttrSchema>, C.GoodsAttr>,
  Same<Static<typeof SellerPublicSchema>, C.SellerPublic>,
  Same<Static<typeof GoodsDetailSchema>, C.GoodsDetail>,
  Same<Static<typeof FavouriteInputSchema>, C.FavouriteInput>,
  Same<Static<typeof FavouriteItemSchema>, C.FavouriteItem>,
  Same<Static<typeof PromotionSchema>, C.Promotion>,
  Same<Static<typeof RecentDealSchema>, C.RecentDeal>,
  Same<Static<typeof GoodsFeedPageSchema>, C.GoodsFeedPage>,
] = [true, true, true, true, true, true, true, true, true, true, true, true, true, true]
void _check
