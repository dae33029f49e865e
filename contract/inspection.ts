/**
 * Wire types of account protection against 找回 (an original owner taking a sold account back): the official
 * inspection (官方验号, server/modules/inspection) and the listing's 找回 risk score (server/modules/risk).
 *
 * Inspection: staff log in with the seller's credentials (the seller is told a session started), go through a
 * checklist made from the game's attribute template, attach screenshots (stored with their SHA-256, the listing
 * number and time burnt in) and publish. A published report never changes; a new inspection is a new report.
 * Attributes found different from the listing keep it off sale until the seller corrects them.
 *
 * Risk: a score 0-100 with its reasons, computed at consignment, at review and when an inspection is published.
 * It decides which compensation tiers the listing offers and what each costs (COMPENSATION_RISK_* bounds); a
 * high-risk listing needs a published inspection before it goes on sale.
 */

export type RiskLevel = 'low' | 'medium' | 'high'
/** score thresholds: below MEDIUM low, below HIGH medium, else high */
export const RISK_MEDIUM_FROM = 35
export const RISK_HIGH_FROM = 65

/** How the account came to the seller, declared at consignment (absent: unknown, which counts as a risk). */
export interface AccountOrigin {
  /** the seller registered the account themselves (first owner) */
  firstOwner: boolean
  /** the account went through 二次实名 (re-registered to the seller), so the original owner's ID no longer recovers it */
  secondRealName: boolean
  /** months since the account was registered (null: unknown) */
  accountAgeMonths: number | null
  /** official server or a channel (渠道服) account */
  loginChannel: 'official' | 'channel'
}

/** Reasons a score has, each with the points it added (negative: lowered the risk). */
export type RiskReasonKey =
  | 'base'
  | 'originUnknown'
  | 'notFirstOwner'
  | 'realNameNone'
  | 'realNameChangeable'
  | 'noSecondRealName'
  | 'thirdPartyBound'
  | 'phoneNotBound'
  | 'youngAccount'
  | 'ageUnknown'
  | 'channelAccount'
  | 'newSeller'
  | 'experiencedSeller'
  | 'sellerDisputes'
  | 'sellerClaims'
  | 'sellerRetrieved'
  | 'blacklistHit'
  | 'inspected'
  | 'inspectionDiffers'

export interface RiskReason {
  key: RiskReasonKey
  points: number
  /** the reason in the reader's language */
  text: string
}

/** One tier the listing offers and its price for this listing. */
export interface RiskTier {
  /** a paid compensation tier (contract/catalogue.ts CompensationLevel but 'none') */
  level: 'standard' | 'extended' | 'topup'
  /** percent of the price */
  percent: number
}

/** What a buyer is told of a listing's risk (goods detail, sureOrder). */
export interface ListingRiskPublic {
  level: RiskLevel
  score: number
  tiers: RiskTier[]
  /** e.g. 此账号找回风险较低，包赔费 6 % */
  summary: string
}

/** What staff see (console review, inspection form): the reasons as well. */
export interface ListingRiskStaff extends ListingRiskPublic {
  reasons: RiskReason[]
  computedAt: string
  /** a high-risk listing without a published inspection */
  inspectionRequired: boolean
}

/** The badge on a listing: its newest published inspection. */
export interface InspectionBadge {
  id: number
  publishedAt: string
  /** labels of what was checked, in the reader's language */
  checked: string[]
  /** every item matched */
  passed: boolean
}

/** GoodsDetail.protection */
export interface ListingProtection {
  inspection: InspectionBadge | null
  risk: ListingRiskPublic | null
}

/** Checklist items: login, each attribute of the game's template ('attr:<key>'), bindings, no ban or limit. */
export type InspectionCheckKey = 'login' | 'noBan' | 'binding:phone' | 'binding:email' | 'binding:thirdParty' | `attr:${string}`

export interface InspectionCheck {
  key: InspectionCheckKey
  label: string
  /** what the listing declares, as text ('—' when nothing) */
  declared: string | null
  /** null: not checked yet (draft) */
  ok: boolean | null
  /** what the inspector saw, when it differs */
  observed: string | null
}

export interface InspectionScreenshot {
  url: string
  /** SHA-256 (hex) of the stored, watermarked bytes */
  sha256: string
  createdAt: string
}

export type InspectionStatus = 'draft' | 'published'

/** GET /inspection/{id} (published, anyone), GET /admin/inspections/{id} (staff, drafts too). */
export interface InspectionReport {
  id: number
  goodsId: number
  goodsNo: string
  title: string
  status: InspectionStatus
  inspector: string
  /** when staff logged in with the seller's credentials */
  loginAt: string
  publishedAt: string | null
  checks: InspectionCheck[]
  screenshots: InspectionScreenshot[]
  note: string | null
  /** checks that failed */
  differs: InspectionCheck[]
}

/** PUT /admin/inspections/{id}: the checklist results (drafts only). */
export interface InspectionChecksInput {
  checks: { key: string; ok: boolean; observed?: string | null }[]
  note?: string | null
}

/** POST /admin/inspections/{id}/screenshots: an image staff uploaded with POST /upload/image. */
export interface InspectionScreenshotInput {
  url: string
}

/** The console's queue: sellers' requests and high-risk listings waiting, oldest first. */
export interface InspectionQueueRow {
  goodsId: number
  goodsNo: string
  title: string
  gameName: string
  status: string
  /** 'request': the seller asked; 'risk': high risk, under review without an inspection */
  why: 'request' | 'risk'
  since: string
  waitingMinutes: number
  /** a draft already under way */
  draftId: number | null
}

/** GET /need/inspection/goods/{goodsId}: what the seller sees of their listing's inspections. */
export interface SellerInspectionView {
  requested: boolean
  /** the newest published report */
  report: InspectionReport | null
  /** attributes that still differ from the report (the listing stays off sale until none is left) */
  differs: InspectionCheck[]
  risk: ListingRiskPublic | null
}
