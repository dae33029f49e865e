/**
 * What a listing's 找回 risk does to its compensation (包赔): which tiers it offers and what each costs. The one
 * function order pricing, the checkout preview and the order's opening all use (listingCompensation), so the
 * price the buyer saw is the price charged. A listing never scored (consigned before scores existed, seeds)
 * prices at the flat COMPENSATION_*_PERCENT.
 */
import { eq } from 'drizzle-orm'
import type { CompensationLevel } from '../../../contract/catalogue'
import { RISK_HIGH_FROM, RISK_MEDIUM_FROM, type RiskLevel, type RiskTier } from '../../../contract/inspection'
import type { Config } from '../../config'
import type { Db } from '../../db/client'
import { listingRisk } from './schema'

type RiskConfig = Pick<Config, 'compensationStandardPercent' | 'compensationExtendedPercent' | 'compensationTopupPercent' | 'compensationRisk'>
export type PaidTier = RiskTier['level']

export const COMPENSATION_LEVELS: CompensationLevel[] = ['none', 'standard', 'extended', 'topup']

const FLAT = { standard: 'compensationStandardPercent', extended: 'compensationExtendedPercent', topup: 'compensationTopupPercent' } as const

export function riskLevel(score: number): RiskLevel {
  return score >= RISK_HIGH_FROM ? 'high' : score >= RISK_MEDIUM_FROM ? 'medium' : 'low'
}

/** A tier's percent at `score` (null: unscored, the flat price): linear between the bounds, to half a percent. */
export function tierPercent(config: RiskConfig, tier: PaidTier, score: number | null): number {
  if (score === null) return config[FLAT[tier]]
  const { min, max } = config.compensationRisk[tier]
  return Math.round((min + ((max - min) * score) / 100) * 2) / 2
}

/**
 * What a listing offers: the seller's choice caps it ('extended' includes 'standard'; a seller offering 'extended'
 * offers 'topup' too: the top-ups are the platform's risk, priced by its own percent); high risk drops both.
 */
export interface ListingCompensation {
  levels: CompensationLevel[]
  percents: Record<PaidTier, number>
  score: number | null
}

export function compensationFor(config: RiskConfig, sellerChoice: CompensationLevel, score: number | null): ListingCompensation {
  const upTo = sellerChoice === 'extended' ? 'topup' : sellerChoice
  let levels = COMPENSATION_LEVELS.slice(0, COMPENSATION_LEVELS.indexOf(upTo) + 1)
  if (score !== null && riskLevel(score) === 'high') levels = levels.filter((l) => l !== 'extended' && l !== 'topup')
  const percents = {
    standard: tierPercent(config, 'standard', score),
    extended: tierPercent(config, 'extended', score),
    topup: tierPercent(config, 'topup', score),
  }
  return { levels, percents, score }
}

export async function listingScore(db: Pick<Db, 'select'>, goodsId: number): Promise<number | null> {
  const [row] = await db.select({ score: listingRisk.score }).from(listingRisk).where(eq(listingRisk.goodsId, goodsId))
  return row?.score ?? null
}

/** The listing's tiers and prices now (read in the caller's transaction when it opens an order). */
export async function listingCompensation(
  db: Pick<Db, 'select'>,
  config: RiskConfig,
  listing: { id: number; compensation: string },
): Promise<ListingCompensation> {
  return compensationFor(config, listing.compensation as CompensationLevel, await listingScore(db, listing.id))
}

/** The paid tiers offered, with their percents (the buyer's view). */
export function tiersOf(c: ListingCompensation): RiskTier[] {
  return c.levels.filter((l): l is PaidTier => l !== 'none').map((level) => ({ level, percent: c.percents[level] }))
}
