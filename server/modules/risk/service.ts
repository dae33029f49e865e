/**
 * The 找回 risk score of a listing: what is known about the account and its seller, summed as points (reasons)
 * and clamped to 0-100. Computed at consignment, at review and when an inspection is published; each computation
 * rewrites the listing's one row. What the score does to the compensation tiers is fee.ts.
 */
import { and, count, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm'
import type { AccountBindings } from '../../../contract/trade'
import type { AccountOrigin, ListingRiskPublic, ListingRiskStaff, RiskReasonKey } from '../../../contract/inspection'
import type { CompensationLevel } from '../../../contract/catalogue'
import type { Ctx } from '../../context'
import type { Db } from '../../db/client'
import type { Lang } from '../../lib/lang'
import { claims } from '../claim/schema'
import { disputes } from '../dispute/schema'
import { goods } from '../goods/schema'
import { inspections } from '../inspection/schema'
import { orders } from '../order/schema'
import { users } from '../user/schema'
import { blacklistHits, CONTACT_KINDS, GAME_ACCOUNT_KINDS } from '../trust/hits'
import { compensationFor, riskLevel, tiersOf } from './fee'
import { reasonText, riskSummary } from './reasons'
import { listingRisk } from './schema'

type DbRead = Pick<Db, 'select'>

/** points per reason; the sum starts at `base` */
export const RISK_POINTS: Record<RiskReasonKey, number> = {
  base: 20,
  originUnknown: 10,
  notFirstOwner: 20,
  realNameNone: 10,
  realNameChangeable: 5,
  noSecondRealName: 10,
  thirdPartyBound: 10,
  phoneNotBound: 5,
  youngAccount: 10,
  ageUnknown: 5,
  channelAccount: 10,
  newSeller: 10,
  experiencedSeller: -10,
  sellerDisputes: 5,
  sellerClaims: 10,
  sellerRetrieved: 30,
  blacklistHit: 40,
  inspected: -15,
  inspectionDiffers: 15,
}
const EXPERIENCED_SALES = 5

export interface RiskFacts {
  origin: AccountOrigin | null
  accountRealName: string
  bindings: AccountBindings
  completedSales: number
  disputes: number
  claims: number
  retrieved: number
  blacklistHits: number
  /** the newest published inspection: passed, differed, or none */
  inspection: 'passed' | 'differs' | null
}

/** The reasons the facts give (pure: the tests and the console read the same rule). */
export function scoreOf(f: RiskFacts): { score: number; reasons: { key: RiskReasonKey; points: number }[] } {
  const reasons: { key: RiskReasonKey; points: number }[] = []
  const add = (key: RiskReasonKey, times = 1) => {
    if (times > 0) reasons.push({ key, points: RISK_POINTS[key] * times })
  }
  add('base')
  if (!f.origin) add('originUnknown')
  else {
    if (!f.origin.firstOwner) add('notFirstOwner')
    if (!f.origin.secondRealName && f.accountRealName !== 'seller') add('noSecondRealName')
    if (f.origin.accountAgeMonths === null) add('ageUnknown')
    else if (f.origin.accountAgeMonths < 6) add('youngAccount')
    if (f.origin.loginChannel === 'channel') add('channelAccount')
  }
  if (f.accountRealName === 'none') add('realNameNone')
  if (f.accountRealName === 'changeable') add('realNameChangeable')
  if (f.bindings.thirdParty) add('thirdPartyBound')
  if (!f.bindings.phone) add('phoneNotBound')
  if (f.completedSales === 0) add('newSeller')
  else if (f.completedSales >= EXPERIENCED_SALES && f.disputes === 0 && f.claims === 0) add('experiencedSeller')
  add('sellerDisputes', Math.min(f.disputes, 3))
  add('sellerClaims', Math.min(f.claims - f.retrieved, 2))
  add('sellerRetrieved', Math.min(f.retrieved, 2))
  if (f.blacklistHits > 0) add('blacklistHit')
  if (f.inspection === 'passed') add('inspected')
  if (f.inspection === 'differs') add('inspectionDiffers')
  const score = Math.max(0, Math.min(100, reasons.reduce((s, r) => s + r.points, 0)))
  return { score, reasons }
}

async function factsOf(ctx: Pick<Ctx, 'cipher'>, db: DbRead, goodsId: number): Promise<RiskFacts | null> {
  const [row] = await db
    .select({
      sellerId: goods.sellerId,
      gameId: goods.gameId,
      accountRealName: goods.accountRealName,
      bindings: goods.bindings,
      credentialsEnc: goods.credentialsEnc,
      contactEnc: goods.contactEnc,
      phone: users.phone,
      qq: users.qq,
      wechat: users.wechat,
      origin: listingRisk.origin,
    })
    .from(goods)
    .innerJoin(users, eq(users.id, goods.sellerId))
    .leftJoin(listingRisk, eq(listingRisk.goodsId, goods.id))
    .where(eq(goods.id, goodsId))
  if (!row) return null
  const sellerOrders = eq(orders.sellerId, row.sellerId)
  const [[sales], [disputed], claimRows, [inspection]] = await Promise.all([
    db.select({ n: count() }).from(orders).where(and(sellerOrders, eq(orders.status, 'completed'))),
    db.select({ n: count() }).from(disputes).where(eq(disputes.sellerId, row.sellerId)),
    db
      .select({ reason: claims.reason })
      .from(claims)
      .innerJoin(orders, eq(orders.id, claims.orderId))
      .where(and(sellerOrders, inArray(claims.status, ['submitted', 'approved']))),
    db
      .select({ differs: inspections.differs })
      .from(inspections)
      .where(and(eq(inspections.goodsId, goodsId), isNotNull(inspections.publishedAt)))
      .orderBy(desc(inspections.publishedAt), desc(inspections.id))
      .limit(1),
  ])
  let account: string | null = null
  try {
    account = (JSON.parse(ctx.cipher.decrypt(row.credentialsEnc)) as { account?: string }).account ?? null
  } catch {
    account = null
  }
  const contact = row.contactEnc ? ctx.cipher.decrypt(row.contactEnc) : null
  const hits = await blacklistHits(
    db,
    row.gameId,
    [
      { source: 'listing_contact', value: contact, kinds: CONTACT_KINDS },
      { source: 'seller_phone', value: row.phone, kinds: ['phone', 'wechat'] },
      { source: 'seller_qq', value: row.qq, kinds: ['qq'] },
      { source: 'seller_wechat', value: row.wechat, kinds: ['wechat'] },
      { source: 'game_account', value: account, kinds: GAME_ACCOUNT_KINDS },
    ],
    'zh-CN',
  )
  return {
    origin: row.origin ?? null,
    accountRealName: row.accountRealName,
    bindings: row.bindings,
    completedSales: Number(sales.n),
    disputes: Number(disputed.n),
    claims: claimRows.length,
    retrieved: claimRows.filter((c) => c.reason === 'retrieved').length,
    blacklistHits: hits.length,
    inspection: inspection ? (inspection.differs ? 'differs' : 'passed') : null,
  }
}

/**
 * Scores listing `goodsId` in the caller's transaction and stores it; `origin` (consignment) replaces the declared
 * origin, otherwise the stored one is kept. Answers the score (null: no such listing).
 */
export async function computeRisk(ctx: Pick<Ctx, 'cipher'>, tx: Db, goodsId: number, origin?: AccountOrigin | null): Promise<number | null> {
  if (origin !== undefined) {
    await tx
      .insert(listingRisk)
      .values({ goodsId, score: 0, level: 'low', origin })
      .onConflictDoUpdate({ target: listingRisk.goodsId, set: { origin } })
  }
  const facts = await factsOf(ctx, tx, goodsId)
  if (!facts) return null
  const { score, reasons } = scoreOf(facts)
  const now = new Date()
  const row = { score, level: riskLevel(score), reasons, computedAt: now }
  await tx
    .insert(listingRisk)
    .values({ goodsId, ...row, origin: facts.origin })
    .onConflictDoUpdate({ target: listingRisk.goodsId, set: row })
  return score
}

type RiskConfig = Parameters<typeof compensationFor>[0]

function publicOf(config: RiskConfig, compensation: string, score: number, lang: Lang): ListingRiskPublic {
  const level = riskLevel(score)
  const tiers = tiersOf(compensationFor(config, compensation as CompensationLevel, score))
  return { level, score, tiers, summary: riskSummary(level, tiers, lang) }
}

/** The buyer's view of a listing's risk, or null when it was never scored. */
export async function publicRisk(db: DbRead, config: RiskConfig, goodsId: number, lang: Lang): Promise<ListingRiskPublic | null> {
  const [row] = await db
    .select({ score: listingRisk.score, compensation: goods.compensation })
    .from(listingRisk)
    .innerJoin(goods, eq(goods.id, listingRisk.goodsId))
    .where(eq(listingRisk.goodsId, goodsId))
  return row ? publicOf(config, row.compensation, row.score, lang) : null
}

/** Staff's view: the reasons too, and whether it needs an inspection before sale. */
export async function staffRisk(db: DbRead, config: RiskConfig, goodsId: number, lang: Lang): Promise<ListingRiskStaff | null> {
  const [row] = await db
    .select({ score: listingRisk.score, reasons: listingRisk.reasons, computedAt: listingRisk.computedAt, compensation: goods.compensation })
    .from(listingRisk)
    .innerJoin(goods, eq(goods.id, listingRisk.goodsId))
    .where(eq(listingRisk.goodsId, goodsId))
  if (!row) return null
  const base = publicOf(config, row.compensation, row.score, lang)
  return {
    ...base,
    reasons: row.reasons.map((r) => ({ ...r, text: reasonText(r.key, lang) })),
    computedAt: row.computedAt.toISOString(),
    inspectionRequired: base.level === 'high' && !(await hasPublishedInspection(db, goodsId)),
  }
}

export async function hasPublishedInspection(db: DbRead, goodsId: number): Promise<boolean> {
  const rows = await db
    .select({ one: sql`1` })
    .from(inspections)
    .where(and(eq(inspections.goodsId, goodsId), isNotNull(inspections.publishedAt)))
    .limit(1)
  return rows.length > 0
}
