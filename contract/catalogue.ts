/**
 * Wire types of the catalogue: the game tree, attribute templates, listings (goods), favourites, browsing
 * history, banners and recent deals. Amounts are integer fen; times are ISO-8601 strings.
 */

import type { ListingProtection } from './inspection'
import type { AccountBindings, SellerStats } from './trade'

/** GET /web/game/list: the game grid, grouped by type (fills the store's gameTypeList). */
export interface GameSummary {
  id: number
  /** in the request's language (English where the catalogue has it, else Chinese) */
  name: string
  icon: string
  hot: number
}
export interface GameType {
  type: string
  /** display name in the request's language */
  typeName: string
  games: GameSummary[]
}

/** Levels of a game's tree: system (安卓/苹果) -> carrier (QQ/微信) -> area -> server. */
export type GameNodeLevel = 'system' | 'carrier' | 'area' | 'server'

/**
 * A node of the tree. GET /web/keylist?gameId&systemKey&parentId and GET /web/districtSuit?parentId return
 * children; /need/operator/list, /need/area/list and /need/server/list return one level (query gameId, parentId).
 */
export interface GameNode {
  id: number
  gameId: number
  parentId: number | null
  level: GameNodeLevel
  key: string
  name: string
  /** false for server nodes (the last level) */
  hasChildren: boolean
}

export type AttrType = 'number' | 'input' | 'checkbox' | 'radio' | 'boxradio'

/** GET /web/gameTempAttr?gameId: the game's attribute form, in display order. */
export interface AttrTemplate {
  key: string
  label: string
  type: AttrType
  /** choices of checkbox / radio / boxradio; empty for number and input. The canonical values: send these. */
  options: string[]
  /**
   * How to show an option in the request's language, by value; a value without an entry is shown as it is
   * (English callers get the catalogue's English names, Chinese callers an empty map).
   */
  optionLabels?: Record<string, string>
  /** e.g. '个' or '级' for number fields */
  unit: string | null
  required: boolean
  /** shown in goodList's filter panel */
  filterable: boolean
  /** number fields: allowed range */
  min: number | null
  max: number | null
}

/** A value of one attribute: number for 'number', string for input/radio/boxradio, string[] for checkbox. */
export type AttrValue = number | string | string[]

/**
 * The compensation (包赔) level a listing supports and a buyer may choose at checkout, ordered. 'topup' (充值包赔)
 * is extended cover that also refunds top-ups made after the purchase: a listing offering 'extended' offers it too.
 */
export type CompensationLevel = 'none' | 'standard' | 'extended' | 'topup'

/** How the game account itself is real-name registered (shown to buyers). */
export type AccountRealName = 'seller' | 'none' | 'changeable'

export const GOODS_STATUSES = ['pending_review', 'on_sale', 'off_shelf', 'reserved', 'sold', 'rejected'] as const
export type GoodsStatus = (typeof GOODS_STATUSES)[number]

export type GoodsSort = 'newest' | 'priceAsc' | 'priceDesc' | 'views'

/** A filter on one attribute: number attributes by range, choice attributes by any of the values. */
export interface AttrFilter {
  key: string
  /** choice attributes: matches a listing whose value (or one of whose values) is in this list */
  values?: string[]
  min?: number
  max?: number
}

/** POST /web/good/allList body. Every field optional; unknown fields are rejected. */
export interface GoodsQuery {
  gameId?: number
  /** node ids of the tree (any level may be given; a deeper one narrows further) */
  systemId?: number
  carrierId?: number
  areaId?: number
  serverId?: number
  /** fen, inclusive */
  priceMin?: number
  priceMax?: number
  attrs?: AttrFilter[]
  /** matched against title, description and game name; Chinese works */
  keyword?: string
  /** only listings that support at least this level */
  compensation?: CompensationLevel
  /** only listings whose game account is real-name registered this way (the listing's one real-name fact) */
  accountRealName?: AccountRealName
  sort?: GoodsSort
  /** from 1; a page must start within the first GOODS_RESULTS_MAX results (else 400 pageTooDeep) */
  pageNum?: number
  /** 1..50, default 10 */
  pageSize?: number
}

/**
 * How far a catalogue query can be paged: its first 1 000 results (page 100 of 10, page 50 of 20), as the large
 * marketplaces cap theirs. `total` still tells how many match; a page crossing the limit is cut there, and a page
 * starting beyond it is refused (400) with a message asking for narrower filters. Lists stop at this many rows.
 */
export const GOODS_RESULTS_MAX = 1000

/** A listing in lists (catalogue, favourites, history, recommendations). Never credentials, cost or contact. */
export interface GoodsSummary {
  id: number
  /** human-readable listing number, e.g. 'G20261122000123' */
  goodsNo: string
  gameId: number
  gameName: string
  title: string
  price: number
  /** URL path of the cover image */
  cover: string
  /** 'Android / QQ / 一区 / 一服'-style location in the request's language */
  region: string
  compensation: CompensationLevel
  status: GoodsStatus
  views: number
  /** a few attribute values for the card, e.g. ['英雄 120', '皮肤 300'] */
  highlights: string[]
  publishedAt: string | null
  /**
   * the seller's standing for the card's trust line; every list a buyer browses (catalogue, home feed, favourites,
   * history, recommendations, seller page, orders) carries it; the console's review lists leave it out
   */
  sellerStanding?: SellerStanding
}

/** What a listing card says about its seller: from real orders and ratings (server/modules/rating/stats.ts). */
export interface SellerStanding {
  /** share of ratings with >= RATING_POSITIVE_MIN stars; null until rated (the card says 新卖家) */
  positiveRate: number | null
  ratingCount: number
  /** completed sale orders as seller */
  completedTrades: number
  memberSince: string
}

export interface GoodsAttr {
  key: string
  label: string
  type: AttrType
  /** canonical (as stored and filtered on) */
  value: AttrValue
  /** how to show the value(s) in the request's language, by value; a value without an entry is shown as it is */
  valueLabels?: Record<string, string>
  unit: string | null
}

/** The seller as any visitor sees them: no phone, no contact, no real name. */
export interface SellerPublic {
  id: number
  nickname: string
  avatar: string | null
  verified: boolean
  /** completed sales */
  sales: number
  memberSince: string
  /** the seller's record from real orders: positive rate, handover time, dispute rate (contract/trade.ts) */
  stats: SellerStats
}

/** GET /web/goods/{id}: every public field. Sold listings can be viewed but not bought. */
export interface GoodsDetail extends GoodsSummary {
  description: string
  /** URL paths, cover first */
  images: string[]
  attrs: GoodsAttr[]
  systemName: string | null
  carrierName: string | null
  areaName: string | null
  serverName: string | null
  seller: SellerPublic
  /** how the game account is real-name registered (set by the seller when consigning) */
  accountRealName: AccountRealName
  /** what is bound to the account (set by the seller): the handover checklist after payment follows it */
  bindings: AccountBindings
  /** whether the caller has it as a favourite (false when logged out) */
  favourite: boolean
  /** whether the caller may buy it now (on sale and not their own listing) */
  buyable: boolean
  /** whether it is offered for rent (then GET /web/rent/{id} has its terms; otherwise that answers 404) */
  rentable: boolean
  /** 官方验号 and the 找回 risk (contract/inspection.ts) */
  protection: ListingProtection
}

/** POST /web/goods/collect and /web/goods/collect/remove body. */
export interface FavouriteInput {
  goodsId: number
}

/** GET /web/goods/collect/list?pageNum&pageSize, GET /need/myBrowse?pageNum&pageSize rows. */
export interface FavouriteItem {
  goods: GoodsSummary
  /** when it was added (favourites) or last viewed (history) */
  at: string
}

/** GET /account/zhubo/list?type: 'banner' for the home carousel, 'featured' for the featured blocks. */
export type PromotionSlot = 'banner' | 'featured'
export interface Promotion {
  id: number
  slot: PromotionSlot
  /** title and subtitle in the request's language (each English where the operator wrote it, else Chinese) */
  title: string
  subtitle: string | null
  /** URL path of the image */
  image: string
  /** an app URL to open, e.g. '/index/goodDetail?id=12' or '/index/goodList?gameId=3' */
  link: string | null
}

/** GET /web/recentlydeal?pageNum&pageSize rows: completed sales, buyer masked. */
export interface RecentDeal {
  orderNo: string
  goodsId: number
  gameName: string
  title: string
  price: number
  cover: string
  /** e.g. '张**' or '138****0001'-style mask of the buyer's nickname */
  buyer: string
  completedAt: string
}

/**
 * GET /web/goods/feed?pageNum&pageSize: the home page's 猜你喜欢. For a logged-in caller with browsing history or
 * favourites, listings of those games in that price band come first; then (and for everyone else) the most viewed,
 * newest first among equals. Only listings on sale, never the caller's own; pages reach GOODS_RESULTS_MAX rows.
 */
export interface GoodsFeedPage {
  rows: GoodsSummary[]
  total: number
  /** true when the first rows follow the caller's own browsing and favourites */
  personalised: boolean
}

/** GET /web/search/hot?limit: what was searched most in the last 7 days, most first. */
export interface HotSearch {
  /** as it is searched: NFKC, lower case, single spaces */
  keyword: string
  /** distinct searchers over the window (one searcher counts once a day) */
  count: number
}
