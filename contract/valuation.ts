/**
 * Valuation (估价) and price history, shared by the app and the server (server/modules/valuation).
 * Money in fen; instants as ISO strings.
 */

/** attribute values as a listing stores them (goods.attrs) */
export type AttrValues = Record<string, number | string | string[]>

/** one completed deal behind a valuation, anonymised: no seller, buyer, listing or order */
export interface Comparable {
  attrs: AttrValues
  price: number
  /** the day the deal completed (YYYY-MM-DD, China time) */
  date: string
  /** its share of the estimate, 0..1 */
  weight: number
}

export type ConfidenceLevel = 'high' | 'medium' | 'low'

export type Valuation =
  | {
      status: 'ok'
      /** weighted median of the comparables' prices */
      estimate: number
      /** weighted quantiles of the comparables' prices */
      low: number
      high: number
      /** 0..1, from how many close comparables there are and how far apart their prices lie */
      confidence: number
      level: ConfidenceLevel
      comparables: Comparable[]
      /** completed deals of the game the valuation looked through */
      deals: number
    }
  | {
      status: 'too_few'
      /** close enough comparables found, fewer than `needed` */
      found: number
      needed: number
      deals: number
    }

export interface ValuationInput {
  gameId: number
  attrs: AttrValues
}

/** Where a listing's price sits against its valuation (listing detail, cards, the sell form). */
export interface PriceCheck {
  valuation: Valuation
  /**
   * percent below the estimate, only when the price is below it by at least the configured margin and the
   * confidence is enough; otherwise null (never shown)
   */
  belowPercent: number | null
  /** the price lies outside the range by more than the configured margin (the sell form warns) */
  farFromRange: 'above' | 'below' | null
}

/** one week of deals: its Monday (China time) and the median price */
export interface PriceWeek {
  week: string
  median: number
  count: number
}

/** a key attribute the history can be narrowed to: a rank's options or bands of a number attribute */
export interface HistoryFilter {
  key: string
  label: string
  choices: { label: string; value?: string; min?: number; max?: number }[]
}

export interface PriceHistory {
  gameId: number
  weeks: PriceWeek[]
  /** deals in the year shown */
  count: number
  filters: HistoryFilter[]
}

/** Minimum confidence for the "低于估价" badge, and how far below the estimate it must be (config carries the numbers). */
export const CONFIDENCE_LEVELS: Record<ConfidenceLevel, number> = { high: 0.6, medium: 0.35, low: 0 }

export const confidenceLevel = (c: number): ConfidenceLevel => (c >= CONFIDENCE_LEVELS.high ? 'high' : c >= CONFIDENCE_LEVELS.medium ? 'medium' : 'low')
