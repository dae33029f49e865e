import type {
  MerchantApplication,
  MerchantApplicationInput,
  MerchantTrade,
  Page,
  QuoteInput,
  RecentRecycle,
  RecycleInput,
  RecycleOpening,
  RecycleQuote,
  RecycleRequest,
  RecycleTab,
} from '../../contract/types'
import { get, post } from './request'

const requestPath = (id: number | string) => '/account/backlist/' + encodeURIComponent(String(id))

// ---- the seller's side ----

export const submitRecycle = (input: RecycleInput) => post<RecycleRequest>('/account/backlist', input)

/** 'all' is the server's default: leaving it out keeps the URL the same as a first visit */
export const listMyRecycles = (status: RecycleTab, pageNum: number, pageSize: number) =>
  get<Page<RecycleRequest>>('/account/backlist/allList', { status: status === 'all' ? undefined : status, pageNum, pageSize })

export const getRecycle = (id: number | string) => get<RecycleRequest>(requestPath(id))

/** every quote of one's own request, highest amount first */
export const listQuotes = (id: number | string) => get<RecycleQuote[]>(requestPath(id) + '/quotes')

export const acceptQuote = (id: number, quoteId: number) => post<RecycleRequest>(requestPath(id) + '/accept', { quoteId })

export const cancelRecycle = (id: number) => post<RecycleRequest>(requestPath(id) + '/cancel', {})

/** public: completed recycles for the recycling landing page */
export const listRecentRecycles = (pageNum: number, pageSize: number) =>
  get<Page<RecentRecycle>>('/account/backlist/recent', { pageNum, pageSize })

// ---- the merchant's side ----

export const listOpenings = (gameId: number | null, pageNum: number, pageSize: number) =>
  get<Page<RecycleOpening>>('/merchant/requests', { gameId: gameId ?? undefined, pageNum, pageSize })

export const submitQuote = (input: QuoteInput) => post<RecycleQuote>('/merchant/quote', input)

export const listTrades = (pageNum: number, pageSize: number) => get<Page<MerchantTrade>>('/merchant/trades', { pageNum, pageSize })

export const applyMerchant = (input: MerchantApplicationInput) => post<MerchantApplication>('/merchant/apply', input)

/** the caller's latest application, null when there is none */
export const getMerchantApplication = () => get<MerchantApplication | null>('/merchant/application')
