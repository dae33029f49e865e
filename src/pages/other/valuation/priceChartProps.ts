import type { PriceWeek } from '../../../../contract/valuation'

export interface PriceChartProps {
  weeks: PriceWeek[]
  /** a price (fen) drawn as a level line: where this listing sits */
  mark?: number | null
  markLabel?: string
  /** px */
  height?: number
}
