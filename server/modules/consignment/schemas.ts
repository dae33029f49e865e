/**
 * TypeBox schemas of the selling wire types (contract/selling.ts): input validation (unknown fields rejected;
 * lengths, limits and attribute values are the service's, so its messages can name the rule), output shaping
 * (only these fields are serialised: credentials and contact never are) and the OpenAPI description.
 * The `_check` lines fail to compile if a schema drifts from the contract.
 */
import { Type, type Static } from '@sinclair/typebox'
import type { AttrValue } from '../../../contract/catalogue'
import type * as C from '../../../contract/selling'
import type { CredentialsUpdateInput } from '../../../contract/trade'
import { Nullable, type Same } from '../../lib/schemas'
import {
  AccountBindingsSchema,
  AccountRealNameSchema,
  AttrValueSchema,
  CompensationSchema,
  GoodsStatusSchema,
  summaryFields,
} from '../goods/schemas'

const ID_MAX = 2_147_483_647
const Id = Type.Integer({ minimum: 1, maximum: ID_MAX })
const Lit = <T extends string>(values: readonly T[], description?: string) =>
  Type.Unsafe<T>({ type: 'string', enum: [...values], ...(description ? { description } : {}) })

export const ImageTypeSchema = Lit(['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const)

export const UploadedImageSchema = Type.Object({
  url: Type.String({ description: "'/api/uploads/<key>'" }),
  contentType: ImageTypeSchema,
  size: Type.Integer({ description: 'bytes' }),
})

export const CredentialsInputSchema = Type.Object(
  {
    account: Type.String({ description: 'the game account (login name, phone or id)' }),
    password: Type.String(),
    notes: Type.Optional(Nullable(Type.String({ description: 'binding details the buyer needs to take it over' }))),
  },
  { additionalProperties: false },
)

/** values are checked against the game's template by the service, so a wrong one is named in the message */
const AttrValuesSchema = Type.Unsafe<Record<string, AttrValue>>({
  type: 'object',
  additionalProperties: true,
  description: 'attribute key -> value (number, text or list of options) per GET /web/gameTempAttr',
})

export const ConsignmentInputSchema = Type.Object(
  {
    gameId: Id,
    systemId: Id,
    carrierId: Type.Optional(Nullable(Id)),
    areaId: Type.Optional(Nullable(Id)),
    serverId: Type.Optional(Nullable(Id)),
    accountRealName: AccountRealNameSchema,
    bindings: Type.Optional(AccountBindingsSchema),
    origin: Type.Optional(
      Type.Object(
        {
          firstOwner: Type.Boolean(),
          secondRealName: Type.Boolean(),
          accountAgeMonths: Type.Union([Type.Integer({ minimum: 0, maximum: 600 }), Type.Null()]),
          loginChannel: Type.Union([Type.Literal('official'), Type.Literal('channel')]),
        },
        { additionalProperties: false, description: "how the account came to the seller; the 找回 risk score reads it" },
      ),
    ),
    attrs: AttrValuesSchema,
    title: Type.String(),
    description: Type.String(),
    // a number, not an integer, so a price like 12.345 gets the price rule's message rather than "invalid"
    price: Type.Number({ description: 'fen, a whole number from PRICE_MIN_FEN to PRICE_MAX_FEN' }),
    images: Type.Array(Type.String(), { description: 'URLs from POST /upload/image, cover first' }),
    credentials: CredentialsInputSchema,
    compensation: CompensationSchema,
    contact: Type.String({ description: 'phone, QQ or WeChat; never public' }),
  },
  { additionalProperties: false },
)

export const ConsignmentRulesSchema = Type.Object({
  sellerFeePercent: Type.Number(),
  uploadMaxBytes: Type.Integer(),
  compensationStandardPercent: Type.Number(),
  compensationExtendedPercent: Type.Number(),
  reviewHours: Type.Integer({ description: 'the longest a new listing waits for review (REVIEW_HOURS)' }),
})

export const MyGoodsTabSchema = Lit(['all', 'pending_review', 'on_sale', 'off_shelf', 'sold', 'rejected'] as const)

export const MyGoodsSchema = Type.Object({
  ...summaryFields,
  rejectReason: Nullable(Type.String()),
  createdAt: Type.String({ format: 'date-time' }),
  activeOrderId: Nullable(Type.Integer()),
  proceeds: Type.Integer({ description: 'fen the seller receives if it sells at this price' }),
  canDelist: Type.Boolean(),
  canRelist: Type.Boolean(),
  canEditPrice: Type.Boolean(),
  bindings: AccountBindingsSchema,
  credentialsStale: Type.Boolean({ description: 'a rental ended: off the shelf until new credentials are entered' }),
})
export const MyGoodsPageSchema = Type.Object({ rows: Type.Array(MyGoodsSchema), total: Type.Integer() })

/** PUT /need/myConsignment/{id}/credentials: the same fields and rules as the credentials of a new listing */
export const CredentialsUpdateInputSchema = CredentialsInputSchema

export const DelistInputSchema = Type.Object({ id: Id }, { additionalProperties: false })
export const EditPriceInputSchema = Type.Object(
  { id: Id, price: Type.Number({ description: 'fen, a whole number from PRICE_MIN_FEN to PRICE_MAX_FEN' }) },
  { additionalProperties: false },
)

export const ReviewGoodsSchema = Type.Object({
  ...summaryFields,
  description: Type.String(),
  images: Type.Array(Type.String()),
  attrs: Type.Array(Type.Object({ key: Type.String(), label: Type.String(), value: AttrValueSchema, unit: Nullable(Type.String()) })),
  accountRealName: AccountRealNameSchema,
  sellerId: Type.Integer(),
  sellerNickname: Type.String(),
  createdAt: Type.String({ format: 'date-time' }),
  rejectReason: Nullable(Type.String()),
})
export const ReviewGoodsPageSchema = Type.Object({ rows: Type.Array(ReviewGoodsSchema), total: Type.Integer() })

export const ReviewDecisionSchema = Type.Object(
  {
    approve: Type.Boolean(),
    reason: Type.Optional(Type.String({ description: 'required to reject: REVIEW_REASON_MIN..MAX characters' })),
  },
  { additionalProperties: false },
)

export const ReviewStatusSchema = GoodsStatusSchema

const _check: [
  Same<Static<typeof UploadedImageSchema>, C.UploadedImage>,
  Same<Static<typeof CredentialsInputSchema>, C.CredentialsInput>,
  Same<Static<typeof CredentialsUpdateInputSchema>, CredentialsUpdateInput>,
  Same<Static<typeof ConsignmentInputSchema>, C.ConsignmentInput>,
  Same<Static<typeof ConsignmentRulesSchema>, C.ConsignmentRules>,
  Same<Static<typeof MyGoodsTabSchema>, C.MyGoodsTab>,
  Same<Static<typeof MyGoodsSchema>, C.MyGoods>,
  Same<Static<typeof DelistInputSchema>, C.DelistInput>,
  Same<Static<typeof EditPriceInputSchema>, C.EditPriceInput>,
  Same<Static<typeof ReviewGoodsSchema>, C.ReviewGoods>,
  Same<Static<typeof ReviewDecisionSchema>, C.ReviewDecision>,
] = [true, true, true, true, true, true, true, true, true, true, true]
void _check
