/**
 * The operator console's listings (admins only): the review queue, the search over every listing, one listing's
 * detail, and taking one off the shelf. Decisions on pending listings go through POST /admin/goods/{id}/review
 * (contract/selling.ts ReviewDecision). Credentials are never sent, not even masked: only whether each part exists.
 */
import type { AuditEntry } from './audit'
import type { AccountRealName, CompensationLevel, GoodsStatus } from './catalogue'
import type { BlacklistKind } from './service'
import type { AccountBindings } from './trade'

/** The seller as an admin judges a listing: no real name, phone masked. */
export interface AdminSellerCard {
  id: number
  nickname: string
  /** masked, e.g. '138****0002' */
  phone: string
  verified: boolean
  /** false for a minor; null until verified */
  adult: boolean | null
  /** completed sale orders as seller */
  completedSales: number
  /** orders of theirs that had a dispute (售后) */
  disputes: number
  /** their listings rejected at review, now in 'rejected' */
  rejectedListings: number
  banned: boolean
}

/** where a blacklisted value was found: the listing's contact, the seller's own phone/QQ/WeChat, or the game account */
export type BlacklistHitSource = 'listing_contact' | 'seller_phone' | 'seller_qq' | 'seller_wechat' | 'game_account'

/** One blacklist entry matching the listing; the matched value itself is not sent (the game account is a credential). */
export interface BlacklistHit {
  source: BlacklistHitSource
  kind: BlacklistKind
  reason: string
  /** the game the entry is limited to, or null for every game */
  gameName: string | null
  listedAt: string
}

/** Which parts of the credentials the seller entered: presence only. */
export interface CredentialsPresence {
  account: boolean
  password: boolean
  notes: boolean
}

/** A row of the listings search (GET /admin/goods/search). */
export interface AdminGoodsRow {
  id: number
  goodsNo: string
  title: string
  gameId: number
  gameName: string
  /** fen */
  price: number
  status: GoodsStatus
  cover: string
  sellerId: number
  sellerNickname: string
  /** masked */
  sellerPhone: string
  createdAt: string
  publishedAt: string | null
  updatedAt: string
}

/** One attribute as shown: its label and the value(s) in words with the unit. */
export interface AdminGoodsAttr {
  key: string
  label: string
  text: string
}

/** A listing as an admin reviews it (the queue, GET /admin/goods/queue) */
export interface AdminListing extends AdminGoodsRow {
  description: string
  images: string[]
  /** 'Android / QQ / 一区 / 一服' */
  region: string
  compensation: CompensationLevel
  accountRealName: AccountRealName
  bindings: AccountBindings
  rentable: boolean
  attrs: AdminGoodsAttr[]
  credentials: CredentialsPresence
  /** whether the seller left a contact for this listing (the contact itself is not shown) */
  contactGiven: boolean
  rejectReason: string | null
  views: number
  seller: AdminSellerCard
  blacklistHits: BlacklistHit[]
}

/** GET /admin/goods/{id}: the listing, the order holding it, and what admins did to it (the audit log, newest first). */
export interface AdminListingDetail extends AdminListing {
  /** the open order holding the listing ('reserved'), or null */
  activeOrderId: number | null
  history: AuditEntry[]
}

/**
 * GET /admin/goods/search query: any combination, newest first. `keyword` matches the title; `seller` is a seller id
 * or phone; from/to are ISO instants on the creation time (from <= createdAt < to).
 */
export interface AdminGoodsQuery {
  pageNum?: number
  pageSize?: number
  id?: number
  keyword?: string
  gameId?: number
  seller?: string
  status?: GoodsStatus
  from?: string
  to?: string
}

/**
 * POST /admin/goods/{id}/takedown: on_sale -> off_shelf with a reason the seller is told (REVIEW_REASON_MIN..MAX
 * characters). 409 when an open order holds it or it is not on sale. It needs review again before it sells (the
 * seller's relist sends it to review).
 */
export interface TakedownInput {
  reason: string
}
