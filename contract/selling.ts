/**
 * Wire types of selling: image uploads, consignment (寄售) listings, my products and the admin review of new
 * listings. Amounts are integer fen; times are ISO-8601 strings. Input limits: contract/rules.ts.
 * Listing lifecycle (docs/architecture.md, "The listing state machine"):
 *   POST /need/consignment            -> pending_review
 *   admin approve                     pending_review -> on_sale   (reject: -> rejected, with a reason)
 *   POST /goods/info/downGoods        on_sale | pending_review -> off_shelf
 *   GET  /goods/info/upGoods/{id}     off_shelf -> on_sale when it was approved before, else -> pending_review;
 *                                     rejected -> pending_review (resubmitted)
 *   an order                          on_sale -> reserved -> sold (or back to on_sale when it is cancelled)
 *   a rental ends                     reserved -> off_shelf with credentialsStale (the renter knew the password);
 *   PUT  /need/myConsignment/{id}/credentials  new credentials: -> on_sale again when it was approved before
 * A listing held by an active order (reserved) cannot be delisted or repriced: 409 with a clear message.
 */
import type { AccountBindings } from './trade'
import type { AccountOrigin } from './inspection'
import type { AccountRealName, AttrValue, CompensationLevel, GoodsSummary } from './catalogue'

/** MIME types an uploaded image may have, decided from the file's bytes (never from its name or header). */
export type ImageType = 'image/jpeg' | 'image/png' | 'image/webp' | 'image/gif'

/**
 * POST /upload/image: multipart/form-data with one file field named `file`; login required.
 * 400 when the bytes are not one of ImageType or the file is larger than `uploadMaxBytes` (ConsignmentRules);
 * 429 past the per-user hourly limit. The image is served back at `url` (GET, public, cached for a year).
 */
export interface UploadedImage {
  /** server-relative URL path: '/api/uploads/<key>' */
  url: string
  contentType: ImageType
  /** bytes */
  size: number
}

export interface CredentialsInput {
  /** the game account (login name, phone or id) */
  account: string
  password: string
  /** binding details: bound phone / email / security questions, anything the buyer needs to take it over */
  notes?: string | null
}

/**
 * POST /need/consignment body (login, real-name verified adult). Unknown fields are rejected.
 * - systemId..serverId: a path down the game's tree (GET /web/keylist ...) ending at a node without children;
 *   each node must be a child of the one before. 400 otherwise.
 * - attrs: keys from GET /web/gameTempAttr?gameId; every `required` one present; values typed as
 *   contract/rules.ts attrProblem() says (number in [min,max] for 'number', one option for radio/boxradio,
 *   options for checkbox, text for input).
 * - images: URLs returned by POST /upload/image by this user, cover first, IMAGES_MIN..IMAGES_MAX.
 * - compensation: 'none' when the seller cannot provide compensation documents (first-top-up records, ID of the
 *   original owner); 'standard' or 'extended' is what the buyer may then buy at checkout.
 * Answers the new listing (status pending_review).
 */
export interface ConsignmentInput {
  gameId: number
  systemId: number
  carrierId?: number | null
  areaId?: number | null
  serverId?: number | null
  accountRealName: AccountRealName
  /** what is bound to the game account; builds the buyer's handover checklist. Absent: DEFAULT_BINDINGS (contract/trade.ts). */
  bindings?: AccountBindings
  /** how the account came to the seller (first owner, 二次实名, age, channel): the 找回 risk score reads it; absent counts as unknown */
  origin?: AccountOrigin
  attrs: Record<string, AttrValue>
  title: string
  description: string
  /** fen */
  price: number
  images: string[]
  credentials: CredentialsInput
  compensation: CompensationLevel
  /** how the platform reaches the seller about this listing (phone, QQ or WeChat); never public */
  contact: string
}

/**
 * GET /need/consignment/rules: the numbers the sell form shows (fee preview, image and price limits).
 * Fixed limits come from contract/rules.ts too; these are the ones the server's configuration decides.
 */
export interface ConsignmentRules {
  /** platform fee kept from the price when it sells (SELLER_FEE_PERCENT); preview: contract/pricing sellerProceeds */
  sellerFeePercent: number
  /** largest upload in bytes (UPLOAD_MAX_BYTES) */
  uploadMaxBytes: number
  /** compensation prices a buyer would pay, percent of the price */
  compensationStandardPercent: number
  compensationExtendedPercent: number
  /** the longest a new listing waits for review, in hours (REVIEW_HOURS): what the seller is told after submitting */
  reviewHours: number
}

/** GET /need/myConsignment/{id}: one of the caller's consignment listings as MyGoods (404 for anyone else's). */

/** Tabs of GET /need/myConsignment?status&pageNum&pageSize ('all' when absent). on_sale includes reserved. */
export type MyGoodsTab = 'all' | 'pending_review' | 'on_sale' | 'off_shelf' | 'sold' | 'rejected'

/** A listing as its seller sees it in MyProducts (never the credentials). */
export interface MyGoods extends GoodsSummary {
  /** why the review refused it (status rejected) */
  rejectReason: string | null
  createdAt: string
  /** the order that holds it now (status reserved), or null */
  activeOrderId: number | null
  /** what the seller receives if it sells at this price (price minus the platform fee) */
  proceeds: number
  /** what the seller may do now (the server checks again) */
  canDelist: boolean
  canRelist: boolean
  canEditPrice: boolean
  /** what is bound to the game account, as the seller declared it (the buyer's handover checklist follows it) */
  bindings: AccountBindings
  /**
   * a renter knew the credentials (a rental ended): the listing stays off the shelf until the seller enters new
   * ones with PUT /need/myConsignment/{id}/credentials (contract/trade.ts CredentialsUpdateInput), which puts a
   * previously approved listing back on sale; relisting it otherwise is refused
   */
  credentialsStale: boolean
}

/** POST /goods/info/downGoods body. Answers the listing (MyGoods). */
export interface DelistInput {
  id: number
}

/** POST /need/goods/editPrice body. Allowed unless reserved or sold. Answers the listing (MyGoods). */
export interface EditPriceInput {
  id: number
  /** fen, PRICE_MIN_FEN..PRICE_MAX_FEN */
  price: number
}

/** GET /admin/goods?status=pending_review&pageNum&pageSize rows (admin only): what a reviewer needs. */
export interface ReviewGoods extends GoodsSummary {
  description: string
  images: string[]
  attrs: { key: string; label: string; value: AttrValue; unit: string | null }[]
  accountRealName: AccountRealName
  sellerId: number
  sellerNickname: string
  createdAt: string
  rejectReason: string | null
}

/**
 * POST /admin/goods/{id}/review body (admin only). approve: pending_review -> on_sale; otherwise -> rejected
 * and `reason` (REVIEW_REASON_MIN..MAX characters) is required. The seller gets a message either way.
 * 409 when the listing is not pending review. Answers the listing (ReviewGoods).
 */
export interface ReviewDecision {
  approve: boolean
  reason?: string
}
