/**
 * Coupon and red-packet templates as admins manage them, and issuing one record to a user. The app's rules stay
 * where they are (service.ts): a claim takes stock by a conditional update, so issuing goes through the same
 * claimOne and can never exceed the stock, concurrent claims included. The claim window, `listed`, `auto` and the
 * per-user limit decide what users may take themselves; an admin's grant is deliberate and is bound by the
 * template being enabled and by its stock only. Each change and its audit entry commit together.
 */
import { count, desc, eq } from 'drizzle-orm'
import {
  COUPON_AMOUNT_MAX,
  COUPON_DESCRIPTION_MAX,
  COUPON_NAME_EN_MAX,
  COUPON_NAME_MAX,
  COUPON_PER_USER_MAX,
  COUPON_STOCK_MAX,
  COUPON_THRESHOLD_MAX,
  COUPON_VALID_DAYS_MAX,
  ISSUE_REASON_MAX,
  ISSUE_REASON_MIN,
  type AdminCouponTemplate,
  type CouponIssueInput,
  type CouponIssueResult,
  type CouponTemplateInput,
} from '../../../contract/admin-content'
import type { CouponKind } from '../../../contract/orders'
import { charCount, lengthOk } from '../../../contract/rules'
import type { Page } from '../../../contract/types'
import type { Ctx } from '../../context'
import type { Db } from '../../db/client'
import { couponRecords, couponTemplates } from './schema'
import { games } from '../game/schema'
import { users } from '../user/schema'
import { AppError } from '../../lib/errors'
import { inLang, type Lang } from '../../lib/lang'
import { audit, changes, type Actor } from '../audit/service'
import { claimOne, loadRecords } from './service'

type Row = typeof couponTemplates.$inferSelect

const iso = (d: Date | null) => (d ? d.toISOString() : null)

/** the stored fields as the console edits them; the game's name (shown only) in the request's language */
const toAdmin = (t: Row, gameName: string | null): AdminCouponTemplate => ({
  id: t.id,
  kind: t.kind as CouponKind,
  name: t.name,
  nameEn: t.nameEn,
  description: t.description,
  amount: t.amount,
  threshold: t.threshold,
  gameId: t.gameId,
  gameName,
  validDays: t.validDays,
  claimFrom: iso(t.claimFrom),
  claimUntil: iso(t.claimUntil),
  stock: t.stock,
  claimedCount: t.claimedCount,
  perUserLimit: t.perUserLimit,
  auto: t.auto,
  listed: t.listed,
  enabled: t.enabled,
  createdAt: t.createdAt.toISOString(),
})

/** what an audit entry keeps of a template */
const fields = (t: Row) => ({
  kind: t.kind,
  name: t.name,
  nameEn: t.nameEn,
  description: t.description,
  amount: t.amount,
  threshold: t.threshold,
  gameId: t.gameId,
  validDays: t.validDays,
  claimFrom: iso(t.claimFrom),
  claimUntil: iso(t.claimUntil),
  stock: t.stock,
  perUserLimit: t.perUserLimit,
  auto: t.auto,
  listed: t.listed,
  enabled: t.enabled,
})

/** GET /admin/coupon-templates: newest first, by kind. */
export async function listAdminTemplates(
  db: Db,
  q: { kind?: CouponKind; pageNum: number; pageSize: number },
  lang: Lang,
): Promise<Page<AdminCouponTemplate>> {
  const where = q.kind ? eq(couponTemplates.kind, q.kind) : undefined
  const rows = await db
    .select({ t: couponTemplates, gameName: games.name, gameNameEn: games.nameEn })
    .from(couponTemplates)
    .leftJoin(games, eq(games.id, couponTemplates.gameId))
    .where(where)
    .orderBy(desc(couponTemplates.id))
    .limit(q.pageSize)
    .offset((q.pageNum - 1) * q.pageSize)
  const [{ n }] = await db.select({ n: count() }).from(couponTemplates).where(where)
  return { rows: rows.map((r) => toAdmin(r.t, inLang(lang, r.gameName, r.gameNameEn))), total: Number(n) }
}

async function adminTemplate(db: Db, id: number, lang: Lang): Promise<AdminCouponTemplate> {
  const [row] = await db
    .select({ t: couponTemplates, gameName: games.name, gameNameEn: games.nameEn })
    .from(couponTemplates)
    .leftJoin(games, eq(games.id, couponTemplates.gameId))
    .where(eq(couponTemplates.id, id))
  if (!row) throw new AppError(404, 'ctplNotFound')
  return toAdmin(row.t, inLang(lang, row.gameName, row.gameNameEn))
}

const intIn = (v: number, min: number, max: number) => Number.isInteger(v) && v >= min && v <= max

/** The stored form of a template's fields; `current` is the template being edited. */
async function checkInput(db: Db, input: CouponTemplateInput, current?: Row) {
  const name = input.name.trim()
  if (!lengthOk(name, 1, COUPON_NAME_MAX)) throw new AppError(400, 'ctplNameRule', { max: COUPON_NAME_MAX })
  // absent (a client that does not know it): an edit keeps it
  const nameEn = input.nameEn === undefined ? (current?.nameEn ?? null) : input.nameEn?.trim() || null
  if (nameEn !== null && charCount(nameEn) > COUPON_NAME_EN_MAX) throw new AppError(400, 'ctplNameEnRule', { max: COUPON_NAME_EN_MAX })
  const description = input.description?.trim() ?? ''
  if (charCount(description) > COUPON_DESCRIPTION_MAX) throw new AppError(400, 'ctplDescriptionRule', { max: COUPON_DESCRIPTION_MAX })
  if (!intIn(input.amount, 1, COUPON_AMOUNT_MAX)) throw new AppError(400, 'ctplAmountRule', { max: COUPON_AMOUNT_MAX / 100 })
  if (!intIn(input.threshold, 0, COUPON_THRESHOLD_MAX)) throw new AppError(400, 'ctplThresholdRule', { max: COUPON_THRESHOLD_MAX / 100 })
  // "¥20 off orders over ¥10" would pay out more than the order's price
  if (input.threshold > 0 && input.threshold < input.amount) throw new AppError(400, 'ctplThresholdBelowAmount')
  const gameId = input.gameId ?? null
  if (gameId !== null) {
    const [game] = await db.select({ id: games.id }).from(games).where(eq(games.id, gameId))
    if (!game) throw new AppError(400, 'ctplGameNotFound')
  }
  if (!intIn(input.validDays, 1, COUPON_VALID_DAYS_MAX)) throw new AppError(400, 'ctplValidDaysRule', { max: COUPON_VALID_DAYS_MAX })
  const claimFrom = input.claimFrom ? new Date(input.claimFrom) : null
  const claimUntil = input.claimUntil ? new Date(input.claimUntil) : null
  if (claimFrom && claimUntil && claimFrom >= claimUntil) throw new AppError(400, 'ctplWindowRule')
  const claimed = current?.claimedCount ?? 0
  if (input.stock !== null && !intIn(input.stock, Math.max(claimed, 0), COUPON_STOCK_MAX)) {
    throw new AppError(400, 'ctplStockRule', { max: COUPON_STOCK_MAX, claimed })
  }
  if (!intIn(input.perUserLimit, 1, COUPON_PER_USER_MAX)) throw new AppError(400, 'ctplPerUserRule', { max: COUPON_PER_USER_MAX })
  if (current) {
    if (input.kind !== current.kind) throw new AppError(400, 'ctplKindFixed')
    // records join their template for these, so they cannot change under the users who hold one
    if (current.claimedCount > 0 && (input.amount !== current.amount || input.threshold !== current.threshold || gameId !== current.gameId)) {
      throw new AppError(400, 'ctplTermsFixed')
    }
  }
  return {
    kind: input.kind,
    name,
    nameEn,
    description,
    amount: input.amount,
    threshold: input.threshold,
    gameId,
    validDays: input.validDays,
    claimFrom,
    claimUntil,
    stock: input.stock,
    perUserLimit: input.perUserLimit,
    auto: input.auto,
    listed: input.listed,
    enabled: input.enabled,
  }
}

/** POST /admin/coupon-templates */
export async function createTemplate(ctx: Ctx, actor: Actor, input: CouponTemplateInput, lang: Lang): Promise<AdminCouponTemplate> {
  const id = await ctx.db.transaction(async (tx) => {
    const values = await checkInput(tx, input)
    const [row] = await tx.insert(couponTemplates).values(values).returning()
    await audit(tx, actor, { action: 'coupon.create', targetType: 'couponTemplate', targetId: row.id, after: fields(row) })
    return row.id
  })
  return adminTemplate(ctx.db, id, lang)
}

/** PUT /admin/coupon-templates/{id}: the row is locked, so a claim running now is counted before stock is checked. */
export async function updateTemplate(ctx: Ctx, actor: Actor, id: number, input: CouponTemplateInput, lang: Lang): Promise<AdminCouponTemplate> {
  await ctx.db.transaction(async (tx) => {
    const [current] = await tx.select().from(couponTemplates).where(eq(couponTemplates.id, id)).for('update')
    if (!current) throw new AppError(404, 'ctplNotFound')
    const values = await checkInput(tx, input, current)
    const [row] = await tx.update(couponTemplates).set(values).where(eq(couponTemplates.id, id)).returning()
    await audit(tx, actor, { action: 'coupon.update', targetType: 'couponTemplate', targetId: id, ...changes(fields(current), fields(row)) })
  })
  return adminTemplate(ctx.db, id, lang)
}

/** PUT /admin/coupon-templates/{id}/enabled: the same state again changes nothing and writes no entry. */
export async function setTemplateEnabled(ctx: Ctx, actor: Actor, id: number, enabled: boolean, lang: Lang): Promise<AdminCouponTemplate> {
  await ctx.db.transaction(async (tx) => {
    const [current] = await tx.select().from(couponTemplates).where(eq(couponTemplates.id, id)).for('update')
    if (!current) throw new AppError(404, 'ctplNotFound')
    if (current.enabled === enabled) return
    await tx.update(couponTemplates).set({ enabled }).where(eq(couponTemplates.id, id))
    await audit(tx, actor, {
      action: enabled ? 'coupon.enable' : 'coupon.disable',
      targetType: 'couponTemplate',
      targetId: id,
      before: { enabled: current.enabled },
      after: { enabled },
    })
  })
  return adminTemplate(ctx.db, id, lang)
}

/**
 * POST /admin/coupon-templates/{id}/issue: one record for a user found by id or phone. The user's row is locked
 * as a claim locks it; the stock is taken by claimOne's conditional update (409 couponSoldOut when none is left).
 */
export async function issueCoupon(ctx: Ctx, actor: Actor, templateId: number, input: CouponIssueInput, lang: Lang): Promise<CouponIssueResult> {
  const phone = input.phone?.trim() || undefined
  if ((input.userId === undefined) === (phone === undefined)) throw new AppError(400, 'issueTargetRule')
  const reason = input.reason.trim()
  if (!lengthOk(reason, ISSUE_REASON_MIN, ISSUE_REASON_MAX)) throw new AppError(400, 'issueReasonRule', { min: ISSUE_REASON_MIN, max: ISSUE_REASON_MAX })
  const { userId, recordId } = await ctx.db.transaction(async (tx) => {
    const [user] = await tx
      .select({ id: users.id })
      .from(users)
      .where(input.userId !== undefined ? eq(users.id, input.userId) : eq(users.phone, phone!))
      .for('update')
    if (!user) throw new AppError(404, 'issueUserNotFound')
    const [t] = await tx.select().from(couponTemplates).where(eq(couponTemplates.id, templateId))
    if (!t) throw new AppError(404, 'ctplNotFound')
    if (!t.enabled) throw new AppError(409, 'issueTemplateDisabled')
    const result = await claimOne(tx, user.id, { ...t, perUserLimit: Number.MAX_SAFE_INTEGER }, new Date())
    if (result === 'soldOut' || result === 'limit') throw new AppError(409, 'couponSoldOut')
    await audit(tx, actor, {
      action: 'coupon.issue',
      targetType: 'couponRecord',
      targetId: result,
      after: { templateId, userId: user.id },
      reason,
    })
    return { userId: user.id, recordId: result }
  })
  const [record] = await loadRecords(ctx.db, lang, [eq(couponRecords.id, recordId)])
  return { userId, record }
}
