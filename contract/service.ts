/**
 * Wire types of trust, service and content: the blacklist check (查黑号), the official-account check, customer
 * service contacts, media accounts, business cooperation, compensation claims (包赔), messages, feedback and
 * problem reports, and the admin side of content. Amounts are integer fen; times are ISO-8601 strings.
 * Input limits: contract/rules.ts.
 */
import type { NoticeDetail, NoticeTypeValue } from './notices'
import type { OrderSummary } from './orders'
import type { ClaimRecovery } from './protection'

// ---- blacklist (查黑号) ----

/** What a blacklist entry or a lookup is about. */
export type BlacklistKind = 'phone' | 'qq' | 'wechat' | 'game_account'

/**
 * GET /black/blackList?kind&value (public, rate-limited per client IP: 429 past LOOKUPS_PER_IP_PER_HOUR).
 * value is normalised before matching (trimmed; QQ and phone digits only; WeChat ids and game accounts
 * lower-cased). 400 when the value cannot be one of its kind (BLACKLIST_VALUE rules in contract/rules.ts).
 */
export interface BlacklistResult {
  kind: BlacklistKind
  /** the value as matched (normalised) */
  value: string
  listed: boolean
  /** why and since when, newest first (empty when clean) */
  entries: BlacklistHit[]
}
export interface BlacklistHit {
  reason: string
  /** the game the account belongs to, when the entry names one */
  gameName: string | null
  listedAt: string
}

/** Admin: GET /admin/blacklist?kind&value&pageNum&pageSize, POST /admin/blacklist, DELETE /admin/blacklist/{id}. */
export interface BlacklistEntry extends BlacklistHit {
  id: number
  kind: BlacklistKind
  value: string
  gameId: number | null
}
/** POST /admin/blacklist body; answers the entry. 409 when the same kind, value and game are already listed. */
export interface BlacklistInput {
  kind: BlacklistKind
  value: string
  /** REVIEW_REASON_MIN..MAX characters */
  reason: string
  gameId?: number | null
}

// ---- official accounts and customer service ----

/**
 * The platform's own accounts: customer-service QQ and WeChat, phone lines, QQ groups, and payee accounts (the
 * accounts money may be paid to). `public` ones are listed on contactkefu; every one counts for checkAccount.
 */
export type OfficialKind = 'qq' | 'wechat' | 'phone' | 'qq_group' | 'payee'

/**
 * GET /V2/H5/checkAccount?kind&value (public, rate-limited like the blacklist): "is this really the platform?"
 * kind: qq | wechat | phone | payee (a QQ group number is checked with kind qq_group).
 */
export interface OfficialCheck {
  kind: OfficialKind
  value: string
  official: boolean
  /** e.g. '客服-小橙' when official */
  name: string | null
}

/**
 * GET /V2/H5/allQQlist (customer-service QQ numbers), GET /V2/H5/qqGroup (QQ groups), GET /V2/H5/account
 * (customer-service WeChat ids and phone lines): public contacts in display order.
 */
export interface ServiceContact {
  id: number
  kind: OfficialKind
  /** e.g. '售前客服-小橙' or '官方交易1群' */
  name: string
  /** the number or id to copy */
  value: string
  /** e.g. '9:00-23:00' or '2000人群，新人福利' */
  description: string | null
  /** text a QR code is drawn from (a join link for QQ groups, a profile link...), or null */
  qrText: string | null
}

/** Admin: GET /admin/official-accounts?kind, POST /admin/official-accounts, DELETE /admin/official-accounts/{id}. */
export interface OfficialAccount extends ServiceContact {
  public: boolean
  sort: number
}
export interface OfficialAccountInput {
  kind: OfficialKind
  name: string
  value: string
  description?: string | null
  qrText?: string | null
  /** listed on contactkefu (payee accounts usually are not) */
  public: boolean
  sort?: number
}

/** GET /web/social/list (public): the platform's media accounts, in display order. */
export type SocialPlatform = 'wechat_mp' | 'weibo' | 'douyin' | 'bilibili' | 'xiaohongshu' | 'kuaishou'
export interface SocialAccount {
  id: number
  platform: SocialPlatform
  /** the account's display name on that platform */
  name: string
  /** id or handle to search for */
  handle: string
  description: string | null
  /** a link to open or draw a QR code from */
  url: string | null
  followers: number | null
}

/** POST /web/cooperate (public, rate-limited per IP): a business-cooperation enquiry. Answers { id }. */
export type CooperationKind = 'channel' | 'studio' | 'advertising' | 'media' | 'other'
export interface CooperationInput {
  kind: CooperationKind
  /** company or studio name (optional for individuals) */
  company?: string | null
  name: string
  /** phone, QQ, WeChat or email */
  contact: string
  message: string
}
/** Admin: GET /admin/cooperation?pageNum&pageSize rows. */
export interface CooperationEnquiry extends CooperationInput {
  id: number
  createdAt: string
}

// ---- compensation claims (包赔) ----


export const CLAIM_STATUSES = ['submitted', 'approved', 'rejected'] as const
export type ClaimStatus = (typeof CLAIM_STATUSES)[number]
export type ClaimReason = 'retrieved' | 'banned' | 'misdescribed' | 'other'

/**
 * GET /need/claims/eligible: my completed orders bought with compensation whose guarantee window is still open
 * and that have no open or approved claim, newest first.
 */
export interface ClaimableOrder {
  order: OrderSummary
  compensation: 'standard' | 'extended' | 'topup'
  /** the most a claim can pay (fen) without top-ups: the price ('topup': top-ups stated on the claim raise it) */
  cap: number
  /** the guarantee window ends then */
  until: string
}

/**
 * POST /need/claims (login): a claim on one of my completed orders bought with compensation, inside the window
 * (COMPENSATION_STANDARD_DAYS / COMPENSATION_EXTENDED_DAYS after completion), one open claim per order (409).
 * Others' orders -> 404; an order without compensation, not completed or out of the window -> 400 saying which.
 */
export interface CompensationClaimInput {
  orderId: number
  reason: ClaimReason
  /** CLAIM_DESCRIPTION_MIN..MAX characters */
  description: string
  /** evidence: 1..CLAIM_IMAGES_MAX upload URLs of the caller */
  images: string[]
  contact: string
  /**
   * 'topup' orders only: top-ups made to the account after the order was paid, each with its receipt (an upload of
   * the caller); 0..CLAIM_TOPUPS_MAX. They raise the claim's cap (claimCap in order/pricing.ts).
   */
  topups?: ClaimTopup[]
}

/** One top-up a 充值包赔 claim states: fen (1..CLAIM_TOPUP_MAX_FEN), when it was paid (ISO), its receipt image. */
export interface ClaimTopup {
  amount: number
  paidAt: string
  receipt: string
}

/** GET /need/claims?pageNum&pageSize rows and GET /need/claims/{id} (the claimant's only; 404 for others). */
export interface CompensationClaim {
  id: number
  claimNo: string
  order: OrderSummary
  reason: ClaimReason
  description: string
  images: string[]
  contact: string
  status: ClaimStatus
  /** the most it can pay: the price, plus for 'topup' the stated top-ups up to COMPENSATION_TOPUP_CAP_PERCENT */
  cap: number
  /** the top-ups stated on a 'topup' claim (empty otherwise) */
  topups: ClaimTopup[]
  /** what was paid into the wallet (approved) */
  paidAmount: number | null
  /** the decision's note to the buyer */
  decisionNote: string | null
  createdAt: string
  decidedAt: string | null
  /** a 找回 claim: the platform pays it by then (CLAIM_PAY_WITHIN_HOURS after its evidence was complete) */
  dueAt: string | null
  /** still submitted past dueAt */
  overdue: boolean
  /** staff only (null for the buyer): how an approved 找回 claim was recovered from the seller */
  recovery: ClaimRecovery | null
}

/**
 * Admin: GET /admin/claims?status&pageNum&pageSize, POST /admin/claims/{id}/decision. Approving pays `amount`
 * (1..cap fen) into the buyer's wallet through the ledger (kind 'compensation') in the same transaction; rejecting
 * needs a note (REVIEW_REASON_MIN..MAX). 409 unless submitted. The buyer gets a message either way.
 */
export interface ClaimDecision {
  approve: boolean
  amount?: number
  note?: string
}

// ---- messages ----

/**
 * GET /need/message/list?kind&pageNum&pageSize (login): my messages newest first (Message of contract/orders.ts).
 * GET /need/message/changeRead/{id}: marks one of mine read and answers it (404 for others').
 * POST /need/message/readAll: marks all of mine read; answers UnreadCount (0).
 * GET /need/message/unread: the badge of the personal centre and the tab bar.
 */
export interface UnreadCount {
  count: number
}

// ---- feedback and problem reports ----

/** fankui sends 'bug' | 'complaint' | 'other'; suggest sends 'suggestion'. */
export type ProblemType = 'bug' | 'complaint' | 'suggestion' | 'other'
export const PROBLEM_STATUSES = ['open', 'replied'] as const
export type ProblemStatus = (typeof PROBLEM_STATUSES)[number]

/**
 * POST /account/problem (login; PROBLEMS_PER_USER_PER_DAY, then 429): content PROBLEM_CONTENT_MIN..MAX characters,
 * images 0..PROBLEM_IMAGES_MAX upload URLs of the caller, optional contact. Answers the report.
 */
export interface ProblemInput {
  type: ProblemType
  content: string
  images: string[]
  contact?: string | null
}
/** GET /account/problem/list?pageNum&pageSize: my reports newest first, with the platform's reply. */
export interface ProblemReport {
  id: number
  type: ProblemType
  content: string
  images: string[]
  contact: string | null
  status: ProblemStatus
  reply: string | null
  repliedAt: string | null
  createdAt: string
}
/** Admin: GET /admin/problems?status&pageNum&pageSize, POST /admin/problems/{id}/reply {reply}; the user gets a message. */
export interface ProblemReplyInput {
  reply: string
}

// ---- content (notices) managed by admins ----

/**
 * Admin: GET /admin/notices?noticeType&pageNum&pageSize (published or not), POST /admin/notices (create),
 * PUT /admin/notices/{id} (replace), DELETE /admin/notices/{id}. `content` is HTML, sanitised before it is stored
 * (lib/html.ts), so no script reaches a page. Help notices (type '3') carry a category that groups them on bangzhu.
 */
export interface NoticeInput {
  noticeType: NoticeTypeValue
  title: string
  content: string
  /** help notices: e.g. '买号指南', '卖号指南', '账号安全', '支付与退款' */
  category?: string | null
  /** the English copy; blank: English readers see the Chinese field; absent: none on create, unchanged on edit */
  titleEn?: string | null
  contentEn?: string | null
  /** only with `category` */
  categoryEn?: string | null
  cover?: string | null
  pinned?: boolean
  published?: boolean
}
/** The console's view: the Chinese fields as stored (title, content, category) and the English ones beside them. */
export type AdminNotice = NoticeDetail & { published: boolean; titleEn: string | null; contentEn: string | null; categoryEn: string | null }
