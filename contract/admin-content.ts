/**
 * Wire types of the operator console's content pages (admins only): banners and featured blocks, coupon and
 * red-packet templates with issuing one to a user, and cooperation enquiries marked handled. Notices, the
 * blacklist and official accounts keep their types in contract/service.ts. Amounts are integer fen.
 */
import type { CouponKind, CouponRecord, CouponTemplate } from './orders'
import type { PromotionSlot } from './catalogue'
import type { CooperationEnquiry } from './service'

/** GET /admin/promotions?slot: every banner or featured block, enabled or not, in display order. */
export interface AdminPromotion {
  id: number
  slot: PromotionSlot
  title: string
  subtitle: string | null
  /** English copy (null: English readers see the Chinese) */
  titleEn: string | null
  subtitleEn: string | null
  /** an uploaded image ('/api/uploads/<key>') or one of the server's own assets */
  image: string
  /** an app path such as '/index/goodList?gameId=3', or null for a block that opens nothing */
  link: string | null
  sort: number
  enabled: boolean
}

/** POST /admin/promotions and PUT /admin/promotions/{id} body (a new one goes last of its slot). */
export interface PromotionInput {
  slot: PromotionSlot
  title: string
  subtitle?: string | null
  /** blank: English readers see the Chinese; absent: none on create, unchanged on edit */
  titleEn?: string | null
  subtitleEn?: string | null
  image: string
  link?: string | null
  enabled: boolean
}

/** PUT /admin/promotions/order body: every id of the slot in the new order. */
export interface PromotionOrderInput {
  slot: PromotionSlot
  ids: number[]
}

/** GET /admin/coupon-templates rows: a template with what has been handed out. */
export interface AdminCouponTemplate
  extends Pick<CouponTemplate, 'id' | 'kind' | 'name' | 'description' | 'amount' | 'threshold' | 'gameId' | 'gameName' | 'validDays' | 'claimUntil' | 'perUserLimit'> {
  /** English name (null: English readers see `name`, the Chinese one, which the console edits) */
  nameEn: string | null
  claimFrom: string | null
  /** null: unlimited */
  stock: number | null
  claimedCount: number
  /** handed out automatically when a user first opens the coupon centre */
  auto: boolean
  /** shown in the coupon centre for users to claim */
  listed: boolean
  enabled: boolean
  createdAt: string
}

/** POST /admin/coupon-templates and PUT /admin/coupon-templates/{id} body. */
export interface CouponTemplateInput {
  kind: CouponKind
  name: string
  /** blank: none (English readers see `name`); absent: none on create, unchanged on edit; at most COUPON_NAME_EN_MAX */
  nameEn?: string | null
  description?: string
  amount: number
  /** minimum order price; red packets: 0 */
  threshold: number
  gameId?: number | null
  validDays: number
  claimFrom?: string | null
  claimUntil?: string | null
  /** null: unlimited; never below what has been handed out */
  stock: number | null
  perUserLimit: number
  auto: boolean
  listed: boolean
  enabled: boolean
}

/** PUT /admin/coupon-templates/{id}/enabled body. */
export interface EnabledInput {
  enabled: boolean
}

/** Limits of the content inputs (the console's forms and the server share them). */
export const PROMOTION_TITLE_MAX = 30
export const PROMOTION_SUBTITLE_MAX = 40
export const PROMOTION_TITLE_EN_MAX = 60
export const PROMOTION_SUBTITLE_EN_MAX = 80
export const PROMOTION_LINK_MAX = 200
/** an app page path: /index/... with an optional query */
export const PROMOTION_LINK_RE = /^\/index(\/[A-Za-z0-9_-]+)+(\?[A-Za-z0-9_=&%.-]*)?$/
export const COUPON_NAME_MAX = 30
export const COUPON_NAME_EN_MAX = 60
export const COUPON_DESCRIPTION_MAX = 100
/** fen: ¥10 000 */
export const COUPON_AMOUNT_MAX = 1_000_000
/** fen: ¥1 000 000 */
export const COUPON_THRESHOLD_MAX = 100_000_000
export const COUPON_VALID_DAYS_MAX = 3650
export const COUPON_STOCK_MAX = 10_000_000
export const COUPON_PER_USER_MAX = 100
export const ISSUE_REASON_MIN = 2
export const ISSUE_REASON_MAX = 100
export const COOPERATION_NOTE_MAX = 200

/**
 * POST /admin/coupon-templates/{id}/issue body: one record for the user with this id or phone (exactly one of
 * them), taken from the stock like a claim; the claim window and per-user limit are the app's rules for users
 * and do not bind an admin's grant.
 */
export interface CouponIssueInput {
  userId?: number
  phone?: string
  /** why it is given (kept in the audit log) */
  reason: string
}

export interface CouponIssueResult {
  userId: number
  record: CouponRecord
}

/** GET /admin/cooperation rows. */
export interface AdminCooperationEnquiry extends CooperationEnquiry {
  handledAt: string | null
  handledNote: string | null
}

/** POST /admin/cooperation/{id}/handled body. */
export interface CooperationHandledInput {
  note?: string | null
}
