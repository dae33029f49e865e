import type { LazyPart } from '../utils/lazyPart'
import type { PriceHistoryProps } from './priceHistoryPart'

/** H5: the chart (F2) in its own chunk, loaded on the first tap on 成交价走势. */
export const priceHistoryPart: LazyPart<PriceHistoryProps> = {
  load: () => import('../pages/other/valuation/PriceHistoryPanel').then((m) => m.default),
}
