import type { LazyPart } from '../utils/lazyPart'

export interface PriceHistoryProps {
  gameId: number
  mark?: number | null
}

/**
 * The price-history chart: the mini program (and the unit tests) do not carry it in the main package; the entry
 * opens the 估价 page in the subpackage instead. H5 loads it on tap (priceHistoryPart.h5.ts).
 */
export const priceHistoryPart: LazyPart<PriceHistoryProps> = {}
