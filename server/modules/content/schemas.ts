/**
 * TypeBox schemas of the console's content wire types (contract/admin-content.ts): promotions here, coupon
 * templates in coupon/admin-schemas.ts, cooperation in trust/schemas.ts. `_check` fails to compile on drift.
 */
import { Type, type Static } from '@sinclair/typebox'
import type * as C from '../../../contract/admin-content'
import { Lit, Nullable, Text, type Same } from '../../lib/schemas'

export const PromotionSlotSchema = Lit(['banner', 'featured'] as const)

export const AdminPromotionSchema = Type.Object({
  id: Type.Integer(),
  slot: PromotionSlotSchema,
  title: Type.String(),
  subtitle: Nullable(Type.String()),
  titleEn: Nullable(Type.String()),
  subtitleEn: Nullable(Type.String()),
  image: Type.String(),
  link: Nullable(Type.String()),
  sort: Type.Integer(),
  enabled: Type.Boolean(),
})

export const PromotionInputSchema = Type.Object(
  {
    slot: PromotionSlotSchema,
    title: Text(500),
    subtitle: Type.Optional(Nullable(Text(500))),
    titleEn: Type.Optional(Nullable(Text(500))),
    subtitleEn: Type.Optional(Nullable(Text(500))),
    image: Type.String({ maxLength: 300, description: "an upload URL ('/api/uploads/<key>'), or the promotion's current image" }),
    link: Type.Optional(Nullable(Text(500))),
    enabled: Type.Boolean(),
  },
  { additionalProperties: false },
)

export const PromotionOrderSchema = Type.Object(
  { slot: PromotionSlotSchema, ids: Type.Array(Type.Integer({ minimum: 1, maximum: 2_147_483_647 }), { minItems: 1, maxItems: 200 }) },
  { additionalProperties: false },
)

const _check: [
  Same<Static<typeof AdminPromotionSchema>, C.AdminPromotion>,
  Same<Static<typeof PromotionInputSchema>, C.PromotionInput>,
  Same<Static<typeof PromotionOrderSchema>, C.PromotionOrderInput>,
] = [true, true, true]
void _check
