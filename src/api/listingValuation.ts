import type { PriceCheck } from '../../contract/valuation'
import { get } from './request'

// what the main package's pages (goods list, listing) ask of the valuation; the rest is in ./valuation.ts

/** a listing on sale against the valuation of its attributes */
export const checkListing = (goodsId: number) => get<PriceCheck>('/web/valuation/listing', { goodsId })

/** the "低于估价 N%" badges of listing cards */
export const listingBadges = (ids: number[]) => get<{ goodsId: number; belowPercent: number | null }[]>('/web/valuation/badges', { ids: ids.join(',') })
