/** TypeBox schemas of ratings and the seller's record (contract/trade.ts); `_check` fails to compile on drift. */
import { Type, type Static } from '@sinclair/typebox'
import type { SellerStats } from '../../../contract/trade'
import type { Same } from '../../lib/schemas'

const rate = (description: string) => Type.Union([Type.Number({ minimum: 0, maximum: 1 }), Type.Null()], { description })

export const SellerStatsSchema = Type.Object({
  completedTrades: Type.Integer({ minimum: 0, description: 'completed sale orders as seller' }),
  positiveRate: rate('share of ratings with 4 or 5 stars'),
  ratingCount: Type.Integer({ minimum: 0 }),
  averageStars: Type.Union([Type.Number({ minimum: 1, maximum: 5 }), Type.Null()]),
  avgHandoverMinutes: Type.Union([Type.Number({ minimum: 0 }), Type.Null()], { description: 'payment to handover complete' }),
  disputeRate: rate("share of the seller's paid orders that had a dispute"),
})

const _check: Same<Static<typeof SellerStatsSchema>, SellerStats> = true
void _check
