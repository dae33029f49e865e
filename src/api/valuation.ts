import type { AttrValues, PriceCheck, PriceHistory, Valuation } from '../../contract/valuation'
import { get, post } from './request'

/** a valuation (估价) of a game's account from its attributes: range, estimate, confidence, comparables, or too_few */
export const valuate = (gameId: number, attrs: AttrValues) => post<Valuation>('/web/valuation', { gameId, attrs })

/** an asked price (fen) against the valuation: the sell form's suggestion and warning */
export const checkAskedPrice = (gameId: number, attrs: AttrValues, price: number) => post<PriceCheck>('/web/valuation/check', { gameId, attrs, price })

export interface HistoryNarrowing {
  key?: string
  value?: string
  min?: number
  max?: number
}

/** the median deal price per week over the last year, for the game or one value / band of a key attribute */
export const priceHistory = (gameId: number, q: HistoryNarrowing = {}) => get<PriceHistory>('/web/valuation/history', { gameId, ...q })
