/**
 * Wire types of account recycling (竞价回收): a seller submits an account for appraisal, merchants quote, the
 * seller accepts one quote (the others are rejected in the same transaction) and the trade runs as an escrow
 * order of the buying flow with the merchant as the buyer. Merchants are users an admin approved.
 *
 * Request lifecycle:  open (awaiting quotes) -> accepted (an order exists) -> completed (the order completed)
 *                     open -> cancelled (the seller cancels; only while no quote is accepted)
 *                     accepted -> open again when the merchant's order is cancelled unpaid (the quote lapses)
 *                     accepted -> cancelled when the order is refunded
 * Quote lifecycle:    pending -> accepted | rejected (another was accepted, or the request was cancelled)
 *                     accepted -> lapsed (the merchant did not pay in time; final)
 *                     rejected -> pending when its merchant quotes again on a request that is open again
 * Amounts are integer fen; times are ISO-8601 strings. Input limits: contract/rules.ts.
 */
import type { AttrValue } from './catalogue'
import type { CredentialsInput } from './selling'
import type { OrderStatus } from './orders'

export const RECYCLE_STATUSES = ['open', 'accepted', 'completed', 'cancelled'] as const
export type RecycleStatus = (typeof RECYCLE_STATUSES)[number]
export const QUOTE_STATUSES = ['pending', 'accepted', 'rejected', 'lapsed'] as const
export type QuoteStatus = (typeof QUOTE_STATUSES)[number]

/**
 * POST /account/backlist body (login, real-name verified adult). Region: a path down the game's tree as in
 * ConsignmentInput, but it may stop at any level (systemId required). images: 1..RECYCLE_IMAGES_MAX upload URLs
 * of this user. credentials and contact are encrypted at rest and never shown to a merchant before acceptance
 * (credentials reach the merchant only through the paid order, like any buyer).
 */
export interface RecycleInput {
  gameId: number
  systemId: number
  carrierId?: number | null
  areaId?: number | null
  serverId?: number | null
  /** headline merchants see in the list, e.g. 'V8 百皮肤 荣耀王者' */
  title: string
  description: string
  images: string[]
  /** fen: what the seller hopes to get */
  expectedPrice: number
  /**
   * the account's attributes per the game's template, optional (none required): they give the seller and the
   * merchants a valuation (估价) to go by, and the escrow listing carries them
   */
  attrs?: Record<string, AttrValue>
  credentials: CredentialsInput
  contact: string
}

/** A quote as the seller and the quoting merchant see it. */
export interface RecycleQuote {
  id: number
  requestId: number
  merchantId: number
  /** the merchant's shop name */
  merchantName: string
  /** fen */
  amount: number
  note: string | null
  status: QuoteStatus
  createdAt: string
  /** when the merchant last set the amount and note; accepting, rejecting or lapsing the quote does not move it */
  updatedAt: string
}

/** A request as its owner sees it: GET /account/backlist/{id}, rows of GET /account/backlist/allList. */
export interface RecycleRequest {
  id: number
  /** e.g. 'R20261122093015123456' */
  requestNo: string
  gameId: number
  gameName: string
  /** 'Android / QQ / 一区'-style region in the request's language */
  region: string
  title: string
  description: string
  /** URL paths */
  images: string[]
  expectedPrice: number
  /** the attributes the seller gave (for the valuation reference); absent or empty when none */
  attrs?: Record<string, AttrValue>
  status: RecycleStatus
  /** quotes received (any status) */
  quoteCount: number
  /** the highest pending or accepted amount, null without quotes */
  bestQuote: number | null
  /** the accepted quote while accepted/completed */
  acceptedQuote: RecycleQuote | null
  /** the escrow order opened on acceptance (the seller is its seller), null before */
  orderId: number | null
  orderStatus: OrderStatus | null
  /** the seller's own contact (only ever sent to the seller) */
  contact: string
  createdAt: string
  updatedAt: string
}

/** GET /account/backlist/allList?status&pageNum&pageSize: 'all' when absent. */
export type RecycleTab = 'all' | RecycleStatus

/**
 * GET /account/backlist/{id}/quotes (owner only, 404 for others): every quote, highest amount first.
 * POST /account/backlist/{id}/accept {quoteId}: owner only; the request must be open and the quote pending
 *   (409 otherwise; of two concurrent accepts exactly one wins). Opens the escrow order (merchant = buyer, price =
 *   the quote, no compensation) and answers the request with orderId set; the merchant is told to pay.
 * POST /account/backlist/{id}/cancel: owner only, open requests only (409 otherwise); pending quotes are rejected.
 */
export interface AcceptQuoteInput {
  quoteId: number
}

/** GET /account/backlist/recent?pageNum&pageSize (public): completed recycles for /index/sale, seller masked. */
export interface RecentRecycle {
  requestNo: string
  gameName: string
  title: string
  /** what the merchant paid, fen */
  amount: number
  merchantName: string
  completedAt: string
}

/**
 * GET /merchant/requests?gameId&pageNum&pageSize (merchant only, 403 otherwise): open requests of others, newest
 * first. Never credentials or contact.
 */
export interface RecycleOpening {
  id: number
  requestNo: string
  gameId: number
  gameName: string
  region: string
  title: string
  description: string
  images: string[]
  expectedPrice: number
  /** the attributes the seller gave (for the valuation reference) */
  attrs?: Record<string, AttrValue>
  quoteCount: number
  /** the caller's own quote on it, if any */
  myQuote: RecycleQuote | null
  createdAt: string
}

/**
 * POST /merchant/quote body (merchant only): creates the caller's quote on an open request or updates it while
 * pending (one quote per merchant and request). 400 for bad amounts or the merchant's own request; 404 for an
 * unknown request; 409 when it is no longer open. The request's owner gets a message. Answers the quote.
 */
export interface QuoteInput {
  requestId: number
  /** fen, PRICE_MIN_FEN..PRICE_MAX_FEN */
  amount: number
  note?: string | null
}

/**
 * GET /merchant/trades?pageNum&pageSize (merchant only): the caller's accepted quotes (accepted, completed,
 * lapsed) with the order to pay and, now that it is accepted, the seller's contact.
 */
export interface MerchantTrade {
  quote: RecycleQuote
  requestNo: string
  gameName: string
  title: string
  requestStatus: RecycleStatus
  orderId: number | null
  orderStatus: OrderStatus | null
  sellerContact: string
}

export const MERCHANT_APPLICATION_STATUSES = ['pending', 'approved', 'rejected'] as const
export type MerchantApplicationStatus = (typeof MERCHANT_APPLICATION_STATUSES)[number]

/** POST /merchant/apply body (login, real-name verified adult; one pending application at a time). */
export interface MerchantApplicationInput {
  shopName: string
  contact: string
  intro: string
}

/**
 * GET /merchant/application: the caller's latest application or null. Admin: GET /admin/merchant-applications
 * ?status&pageNum&pageSize, POST /admin/merchant-applications/{id}/review {approve, reason?} (ReviewDecision):
 * approving makes the user a merchant; the applicant gets a message either way.
 */
export interface MerchantApplication {
  id: number
  userId: number
  shopName: string
  contact: string
  intro: string
  status: MerchantApplicationStatus
  reason: string | null
  createdAt: string
  decidedAt: string | null
}
