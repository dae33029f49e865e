/**
 * Valuations (估价) and price history from the game's completed deals (deals.ts, estimate.ts, history.ts). Free and
 * public: the 估价 page, the sell form's suggested price, the recycling reference and the listings' badge all ask
 * here.
 */
import { and, eq, inArray } from 'drizzle-orm'
import { PRICE_MAX_FEN, PRICE_MIN_FEN, priceOk } from '../../../contract/rules'
import type { AttrValues, PriceCheck, PriceHistory, Valuation } from '../../../contract/valuation'
import type { Ctx } from '../../context'
import { AppError } from '../../lib/errors'
import type { Lang } from '../../lib/i18n'
import { attrTemplate, requireGame } from '../game/service'
import { goods } from '../goods/schema'
import { dealTable } from './deals'
import { estimate } from './estimate'
import { historyFilters, weeklyMedians, type HistoryQuery } from './history'

function checkAttrs(attrs: unknown): AttrValues {
  if (typeof attrs !== 'object' || attrs === null || Array.isArray(attrs)) throw new AppError(400, 'valuationAttrsRule')
  for (const v of Object.values(attrs)) {
    const fine = typeof v === 'number' || typeof v === 'string' || (Array.isArray(v) && v.every((x) => typeof x === 'string'))
    if (!fine) throw new AppError(400, 'valuationAttrsRule')
  }
  return attrs as AttrValues
}

const options = (ctx: Ctx, now: number) => ({
  now,
  halfLifeDays: ctx.config.valuation.halfLifeDays,
  lookbackDays: ctx.config.valuation.lookbackDays,
  minComparables: ctx.config.valuation.minComparables,
})

export async function valuate(ctx: Ctx, gameId: number, attrs: unknown, now = Date.now()): Promise<Valuation> {
  const values = checkAttrs(attrs)
  await requireGame(ctx, gameId)
  return estimate(await dealTable(ctx, gameId, now), values, options(ctx, now))
}

/**
 * Where a price sits against a valuation. The badge ("低于估价 N%") only for a confident valuation (medium or
 * high) and a price at least the configured margin below the estimate; the warning when the price lies outside
 * the range by more than the margin.
 */
export function checkPrice(ctx: Ctx, valuation: Valuation, price: number): PriceCheck {
  if (valuation.status !== 'ok') return { valuation, belowPercent: null, farFromRange: null }
  const margin = ctx.config.valuation.belowMarginPercent / 100
  const below = (valuation.estimate - price) / valuation.estimate
  const belowPercent = valuation.level !== 'low' && below >= margin ? Math.floor(below * 100) : null
  const farFromRange = price > valuation.high * (1 + margin) ? 'above' : price < valuation.low * (1 - margin) ? 'below' : null
  return { valuation, belowPercent, farFromRange }
}

/** the sell form: a price the seller is about to ask */
export async function checkAskedPrice(ctx: Ctx, gameId: number, attrs: unknown, price: number): Promise<PriceCheck> {
  if (!priceOk(price)) throw new AppError(400, 'valuationPriceRule', { min: PRICE_MIN_FEN / 100, max: PRICE_MAX_FEN / 100 })
  return checkPrice(ctx, await valuate(ctx, gameId, attrs), price)
}

/** a listing on sale against the valuation of its attributes */
export async function checkListing(ctx: Ctx, goodsId: number): Promise<PriceCheck> {
  const [row] = await ctx.db
    .select({ gameId: goods.gameId, attrs: goods.attrs, price: goods.price })
    .from(goods)
    .where(and(eq(goods.id, goodsId), eq(goods.status, 'on_sale')))
  if (!row) throw new AppError(404, 'valuationListingNotFound')
  return checkPrice(ctx, await valuate(ctx, row.gameId, row.attrs), row.price)
}

/** the badges of a page of listing cards (those not on sale, or without a confident valuation, get null) */
export async function listingBadges(ctx: Ctx, ids: number[]): Promise<{ goodsId: number; belowPercent: number | null }[]> {
  if (ids.length === 0) return []
  const rows = await ctx.db
    .select({ id: goods.id, gameId: goods.gameId, attrs: goods.attrs, price: goods.price })
    .from(goods)
    .where(and(inArray(goods.id, ids), eq(goods.status, 'on_sale')))
  const now = Date.now()
  const out = new Map<number, number | null>()
  for (const r of rows) {
    const table = await dealTable(ctx, r.gameId, now)
    out.set(r.id, checkPrice(ctx, estimate(table, r.attrs, options(ctx, now)), r.price).belowPercent)
  }
  return ids.map((goodsId) => ({ goodsId, belowPercent: out.get(goodsId) ?? null }))
}

export async function priceHistory(ctx: Ctx, gameId: number, q: HistoryQuery, lang: Lang, now = Date.now()): Promise<PriceHistory> {
  const template = await attrTemplate(ctx, gameId, lang)
  const table = await dealTable(ctx, gameId, now)
  const labelOf = (key: string, option?: string) => {
    const a = template.find((t) => t.key === key)
    if (!a) return option ?? key
    return option === undefined ? a.label : (a.optionLabels?.[option] ?? option)
  }
  const { weeks, count } = weeklyMedians(table, q, now, ctx.config.valuation.lookbackDays)
  return { gameId, weeks, count, filters: historyFilters(table, labelOf) }
}
