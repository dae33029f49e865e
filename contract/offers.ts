/**
 * 议价 (offers) on a listing and the buyer's alerts (a favourite's price drop, saved searches): the wire types
 * shared by the app and the server (server/modules/offer, server/modules/alert).
 */
import type { GoodsQuery } from './catalogue'

/**
 * pending_seller: the buyer's price waits for the seller; pending_buyer: the seller's counter waits for the buyer;
 * accepted: agreed, the listing held for the buyer until `holdUntil`; ordered: the buyer opened the order;
 * declined (by either side, or below the seller's floor), expired (no answer in time, or the hold ran out),
 * lapsed (the listing was repriced, delisted or sold).
 */
export const OFFER_STATUSES = ['pending_seller', 'pending_buyer', 'accepted', 'ordered', 'declined', 'expired', 'lapsed'] as const
export type OfferStatus = (typeof OFFER_STATUSES)[number]
/** the statuses still waiting for an answer */
export const OFFER_LIVE: readonly OfferStatus[] = ['pending_seller', 'pending_buyer']

export interface OfferInput {
  goodsId: number
  /** fen */
  amount: number
  message?: string
}

export type OfferAction = 'accept' | 'counter' | 'decline'

export interface OfferRespondInput {
  action: OfferAction
  /** fen; counter only */
  amount?: number
  message?: string
}

export interface OfferStep {
  by: 'buyer' | 'seller'
  action: 'offer' | 'counter' | 'accept' | 'decline'
  amount: number | null
  /** contacts masked as in the trade room */
  message: string | null
  at: string
}

export interface Offer {
  id: number
  goodsId: number
  title: string
  cover: string | null
  /** the listing's price when the offer was made (fen) */
  listPrice: number
  /** the price on the table: the last offer or counter (fen), the agreed price once accepted */
  amount: number
  status: OfferStatus
  /** the caller's side */
  role: 'buyer' | 'seller'
  /** whether the caller must answer now */
  myTurn: boolean
  buyerRounds: number
  sellerRounds: number
  maxRounds: number
  /** the answer is due then (live offers) */
  expiresAt: string | null
  /** accepted: the buyer pays before then */
  holdUntil: string | null
  orderId: number | null
  steps: OfferStep[]
  createdAt: string
}

/** a listing's offer switch, seen by its seller (the floor is never shown to buyers) */
export interface OfferSettings {
  goodsId: number
  enabled: boolean
  /** fen, or null for none */
  floor: number | null
}

export interface OfferSettingsInput {
  enabled: boolean
  floor?: number | null
}

/** GET /web/offer/goods/{id}: what a buyer needs before making an offer */
export interface OfferTerms {
  enabled: boolean
  price: number
  /** the lowest amount an offer may have (the public share of the price, not the floor) */
  minAmount: number
  maxRounds: number
  responseHours: number
  /** the caller's live or accepted offer on this listing */
  mine: Offer | null
}

/** a saved search (关注): a game plus the catalogue's filters */
export type SavedSearchQuery = Omit<GoodsQuery, 'sort' | 'pageNum' | 'pageSize'> & { gameId: number }

export interface SavedSearch {
  id: number
  query: SavedSearchQuery
  /** the game's name, for the list */
  gameName: string
  createdAt: string
  lastNoticeAt: string | null
}

export interface SavedSearchInput {
  query: SavedSearchQuery
}

/** a favourite's price-drop alert (降价提醒): on unless turned off */
export interface PriceAlertInput {
  goodsId: number
  enabled: boolean
}
