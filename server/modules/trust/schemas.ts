/**
 * TypeBox schemas of the trust wire types (contract/service.ts: blacklist, official accounts and customer service,
 * media accounts, cooperation): input validation (types and unknown fields; lookup values and text lengths are
 * checked by the services against contract/rules.ts, with one clear message each), output shaping and the OpenAPI
 * description. `_check` fails to compile on drift.
 */
import { Type, type Static } from '@sinclair/typebox'
import type { AdminCooperationEnquiry, CooperationHandledInput } from '../../../contract/admin-content'
import type * as C from '../../../contract/service'
import { Lit, Nullable, PageQuery, Text, type Same } from '../../lib/schemas'

const Time = Type.String({ format: 'date-time' })

export const BlacklistKindSchema = Lit(['phone', 'qq', 'wechat', 'game_account'] as const)
export const OfficialKindSchema = Lit(['qq', 'wechat', 'phone', 'qq_group', 'payee'] as const)
export const SocialPlatformSchema = Lit(['wechat_mp', 'weibo', 'douyin', 'bilibili', 'xiaohongshu', 'kuaishou'] as const)
export const CooperationKindSchema = Lit(['channel', 'studio', 'advertising', 'media', 'other'] as const)

const LookupValue = Type.String({
  maxLength: 200,
  description: 'trimmed; QQ and phone digits only (spaces and dashes dropped); others lower-cased',
})

export const BlacklistQuerySchema = Type.Object({ kind: BlacklistKindSchema, value: LookupValue }, { additionalProperties: false })
export const OfficialQuerySchema = Type.Object({ kind: OfficialKindSchema, value: LookupValue }, { additionalProperties: false })

// ---- blacklist ----

const hitFields = {
  reason: Type.String(),
  gameName: Nullable(Type.String()),
  listedAt: Time,
}
export const BlacklistHitSchema = Type.Object(hitFields)

export const BlacklistResultSchema = Type.Object({
  kind: BlacklistKindSchema,
  value: Type.String({ description: 'the value as matched (normalised)' }),
  listed: Type.Boolean(),
  entries: Type.Array(BlacklistHitSchema, { description: 'newest first; empty when clean' }),
})

export const BlacklistEntrySchema = Type.Object({
  ...hitFields,
  id: Type.Integer(),
  kind: BlacklistKindSchema,
  value: Type.String(),
  gameId: Nullable(Type.Integer()),
})
export const BlacklistEntryPageSchema = Type.Object({ rows: Type.Array(BlacklistEntrySchema), total: Type.Integer() })

export const BlacklistInputSchema = Type.Object(
  {
    kind: BlacklistKindSchema,
    value: LookupValue,
    reason: Text(1000),
    gameId: Type.Optional(Nullable(Type.Integer({ minimum: 1, maximum: 2_147_483_647 }))),
  },
  { additionalProperties: false },
)

export const AdminBlacklistQuerySchema = Type.Object(
  {
    kind: Type.Optional(BlacklistKindSchema),
    value: Type.Optional(Type.String({ maxLength: 200, description: 'part of the normalised value' })),
    ...PageQuery,
  },
  { additionalProperties: false },
)

// ---- official accounts and customer service ----

export const OfficialCheckSchema = Type.Object({
  kind: OfficialKindSchema,
  value: Type.String({ description: 'the value as matched (normalised)' }),
  official: Type.Boolean(),
  name: Nullable(Type.String({ description: "e.g. '客服-小橙' when official" })),
})

const contactFields = {
  id: Type.Integer(),
  kind: OfficialKindSchema,
  name: Type.String(),
  value: Type.String({ description: 'the number or id to copy' }),
  description: Nullable(Type.String()),
  qrText: Nullable(Type.String({ description: 'text a QR code is drawn from (a join link, a profile link)' })),
}
export const ServiceContactSchema = Type.Object(contactFields)
export const OfficialAccountSchema = Type.Object({ ...contactFields, public: Type.Boolean(), sort: Type.Integer() })

/** lengths of an admin's texts: not in contract/rules.ts, bounded here (see the report) */
export const OFFICIAL_NAME_MAX = 30
export const OfficialAccountInputSchema = Type.Object(
  {
    kind: OfficialKindSchema,
    name: Text(OFFICIAL_NAME_MAX),
    value: LookupValue,
    description: Type.Optional(Nullable(Text(100))),
    qrText: Type.Optional(Nullable(Text(500))),
    public: Type.Boolean(),
    sort: Type.Optional(Type.Integer({ minimum: -1_000_000, maximum: 1_000_000, description: 'smaller first' })),
  },
  { additionalProperties: false },
)

export const SocialAccountSchema = Type.Object({
  id: Type.Integer(),
  platform: SocialPlatformSchema,
  name: Type.String(),
  handle: Type.String(),
  description: Nullable(Type.String()),
  url: Nullable(Type.String()),
  followers: Nullable(Type.Integer()),
})

// ---- cooperation ----

export const CooperationInputSchema = Type.Object(
  {
    kind: CooperationKindSchema,
    company: Type.Optional(Nullable(Text(1000))),
    name: Text(1000),
    contact: Text(1000),
    message: Text(20_000),
  },
  { additionalProperties: false },
)

export const CooperationEnquirySchema = Type.Object({
  id: Type.Integer(),
  kind: CooperationKindSchema,
  company: Type.Optional(Nullable(Type.String({ description: 'null for individuals (always sent)' }))),
  name: Type.String(),
  contact: Type.String(),
  message: Type.String(),
  createdAt: Time,
  handledAt: Nullable(Time),
  handledNote: Nullable(Type.String()),
})
export const CooperationHandledInputSchema = Type.Object(
  { note: Type.Optional(Nullable(Text(1000))) },
  { additionalProperties: false },
)
export const CooperationPageSchema = Type.Object({ rows: Type.Array(CooperationEnquirySchema), total: Type.Integer() })

const _check: [
  Same<Static<typeof BlacklistResultSchema>, C.BlacklistResult>,
  Same<Static<typeof BlacklistHitSchema>, C.BlacklistHit>,
  Same<Static<typeof BlacklistEntrySchema>, C.BlacklistEntry>,
  Same<Static<typeof BlacklistInputSchema>, C.BlacklistInput>,
  Same<Static<typeof OfficialCheckSchema>, C.OfficialCheck>,
  Same<Static<typeof ServiceContactSchema>, C.ServiceContact>,
  Same<Static<typeof OfficialAccountSchema>, C.OfficialAccount>,
  Same<Static<typeof OfficialAccountInputSchema>, C.OfficialAccountInput>,
  Same<Static<typeof SocialAccountSchema>, C.SocialAccount>,
  Same<Static<typeof CooperationInputSchema>, C.CooperationInput>,
  Same<Static<typeof CooperationEnquirySchema>, AdminCooperationEnquiry>,
  Same<Static<typeof CooperationHandledInputSchema>, CooperationHandledInput>,
] = [true, true, true, true, true, true, true, true, true, true, true, true]
void _check
