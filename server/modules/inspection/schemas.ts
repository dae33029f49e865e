/**
 * TypeBox schemas of inspections and the 找回 risk (contract/inspection.ts). `_check` fails to compile on drift.
 */
import { Type, type Static } from '@sinclair/typebox'
import type * as C from '../../../contract/inspection'
import { Lit, Nullable, Text, type Same } from '../../lib/schemas'

const RiskLevelSchema = Lit(['low', 'medium', 'high'] as const)
const REASON_KEYS = [
  'base', 'originUnknown', 'notFirstOwner', 'realNameNone', 'realNameChangeable', 'noSecondRealName', 'thirdPartyBound', 'phoneNotBound',
  'youngAccount', 'ageUnknown', 'channelAccount', 'newSeller', 'experiencedSeller', 'sellerDisputes', 'sellerClaims', 'sellerRetrieved',
  'blacklistHit', 'inspected', 'inspectionDiffers',
] as const satisfies readonly C.RiskReasonKey[]

export const RiskTierSchema = Type.Object({ level: Lit(['standard', 'extended', 'topup'] as const), percent: Type.Number() })

export const ListingRiskPublicSchema = Type.Object({
  level: RiskLevelSchema,
  score: Type.Integer({ minimum: 0, maximum: 100 }),
  tiers: Type.Array(RiskTierSchema, { description: 'the compensation tiers the listing offers and their percent of the price' }),
  summary: Type.String({ description: 'e.g. 此账号找回风险较低，包赔费 6 %' }),
})

export const ListingRiskStaffSchema = Type.Object({
  ...ListingRiskPublicSchema.properties,
  reasons: Type.Array(Type.Object({ key: Lit(REASON_KEYS), points: Type.Integer(), text: Type.String() })),
  computedAt: Type.String({ format: 'date-time' }),
  inspectionRequired: Type.Boolean(),
})

export const InspectionBadgeSchema = Type.Object({
  id: Type.Integer(),
  publishedAt: Type.String({ format: 'date-time' }),
  checked: Type.Array(Type.String()),
  passed: Type.Boolean(),
})

export const ListingProtectionSchema = Type.Object({
  inspection: Nullable(InspectionBadgeSchema),
  risk: Nullable(ListingRiskPublicSchema),
})

const InspectionCheckSchema = Type.Object({
  key: Type.Unsafe<C.InspectionCheckKey>({ type: 'string' }),
  label: Type.String(),
  declared: Nullable(Type.String()),
  ok: Nullable(Type.Boolean()),
  observed: Nullable(Type.String()),
})

export const InspectionReportSchema = Type.Object({
  id: Type.Integer(),
  goodsId: Type.Integer(),
  goodsNo: Type.String(),
  title: Type.String(),
  status: Lit(['draft', 'published'] as const),
  inspector: Type.String(),
  loginAt: Type.String({ format: 'date-time' }),
  publishedAt: Nullable(Type.String({ format: 'date-time' })),
  checks: Type.Array(InspectionCheckSchema),
  screenshots: Type.Array(Type.Object({ url: Type.String(), sha256: Type.String(), createdAt: Type.String({ format: 'date-time' }) })),
  note: Nullable(Type.String()),
  differs: Type.Array(InspectionCheckSchema),
})

export const InspectionChecksInputSchema = Type.Object(
  {
    checks: Type.Array(
      Type.Object({ key: Text(100), ok: Type.Boolean(), observed: Type.Optional(Nullable(Text(1000))) }, { additionalProperties: false }),
      { maxItems: 200 },
    ),
    note: Type.Optional(Nullable(Text(10_000))),
  },
  { additionalProperties: false },
)

export const InspectionScreenshotInputSchema = Type.Object({ url: Text(300) }, { additionalProperties: false })

export const InspectionQueueRowSchema = Type.Object({
  goodsId: Type.Integer(),
  goodsNo: Type.String(),
  title: Type.String(),
  gameName: Type.String(),
  status: Type.String(),
  why: Lit(['request', 'risk'] as const),
  since: Type.String({ format: 'date-time' }),
  waitingMinutes: Type.Integer(),
  draftId: Nullable(Type.Integer()),
})

export const SellerInspectionViewSchema = Type.Object({
  requested: Type.Boolean(),
  report: Nullable(InspectionReportSchema),
  differs: Type.Array(InspectionCheckSchema),
  risk: Nullable(ListingRiskPublicSchema),
})

const _check: [
  Same<Static<typeof ListingRiskPublicSchema>, C.ListingRiskPublic>,
  Same<Static<typeof ListingRiskStaffSchema>, C.ListingRiskStaff>,
  Same<Static<typeof ListingProtectionSchema>, C.ListingProtection>,
  Same<Static<typeof InspectionReportSchema>, C.InspectionReport>,
  Same<Static<typeof InspectionChecksInputSchema>, C.InspectionChecksInput>,
  Same<Static<typeof InspectionQueueRowSchema>, C.InspectionQueueRow>,
  Same<Static<typeof SellerInspectionViewSchema>, C.SellerInspectionView>,
] = [true, true, true, true, true, true, true]
void _check
