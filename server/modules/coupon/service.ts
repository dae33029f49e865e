/**
 * Coupons and red packets: claimable templates, claiming (atomic under concurrency), my records, and the rules an
 * order checks before it locks a record. A record's stored status is 0 (unused) or 1 (used, held by an order);
 * "expired" is derived from expires_at.
 */
import { and, asc, count, desc, eq, gt, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm'
import type { AutoClaimResult, CouponChoice, CouponKind, CouponRecord, CouponTemplate } from '../../../contract/orders'
import type { Page } from '../../../contract/types'
import type { Ctx } from '../../context'
import type { Db } from '../../db/client'
import { couponRecords, couponTemplates } from './schema'
import { games } from '../game/schema'
import { orders } from '../order/schema'
import { users } from '../user/schema'
import { AppError } from '../../lib/errors'
import { inLang, type Lang } from '../../lib/lang'

type TemplateRow = typeof couponTemplates.$inferSelect

/** Enabled, inside its claim window, stock left. */
function claimableNow(now: Date): SQL {
  return and(
    eq(couponTemplates.enabled, true),
    or(isNull(couponTemplates.claimFrom), lte(couponTemplates.claimFrom, now)),
    or(isNull(couponTemplates.claimUntil), gt(couponTemplates.claimUntil, now)),
    or(isNull(couponTemplates.stock), sql`${couponTemplates.claimedCount} < ${couponTemplates.stock}`),
  )!
}

type GameNames = { gameName: string | null; gameNameEn: string | null }

function toTemplate(t: TemplateRow & GameNames, claimed: number, now: Date, lang: Lang): CouponTemplate {
  const open =
    t.enabled &&
    (!t.claimFrom || t.claimFrom <= now) &&
    (!t.claimUntil || t.claimUntil > now) &&
    (t.stock === null || t.claimedCount < t.stock)
  return {
    id: t.id,
    kind: t.kind as CouponKind,
    name: inLang(lang, t.name, t.nameEn),
    description: t.description,
    amount: t.amount,
    threshold: t.threshold,
    gameId: t.gameId,
    gameName: inLang(lang, t.gameName, t.gameNameEn),
    validDays: t.validDays,
    claimUntil: t.claimUntil ? t.claimUntil.toISOString() : null,
    remaining: t.stock === null ? null : t.stock - t.claimedCount,
    perUserLimit: t.perUserLimit,
    claimed,
    // logged-out callers see what they could claim after logging in (claiming itself needs a login)
    claimable: open && claimed < t.perUserLimit,
  }
}

async function claimedCounts(db: Db, userId: number | null, templateIds: number[]): Promise<Map<number, number>> {
  const out = new Map<number, number>()
  if (userId === null || templateIds.length === 0) return out
  const rows = await db
    .select({ templateId: couponRecords.templateId, n: count() })
    .from(couponRecords)
    .where(and(eq(couponRecords.userId, userId), inArray(couponRecords.templateId, templateIds)))
    .groupBy(couponRecords.templateId)
  for (const r of rows) out.set(r.templateId, Number(r.n))
  return out
}

function selectTemplates(db: Db) {
  return db
    .select({ t: couponTemplates, gameName: games.name, gameNameEn: games.nameEn })
    .from(couponTemplates)
    .leftJoin(games, eq(games.id, couponTemplates.gameId))
}

/** GET /V2/H5/getCouponList: listed templates that can be claimed now, biggest first. */
export async function listClaimable(ctx: Ctx, userId: number | null, lang: Lang, kind?: CouponKind): Promise<CouponTemplate[]> {
  const now = new Date()
  const where = [claimableNow(now), eq(couponTemplates.listed, true)]
  if (kind) where.push(eq(couponTemplates.kind, kind))
  const rows = await selectTemplates(ctx.db)
    .where(and(...where))
    .orderBy(desc(couponTemplates.amount), asc(couponTemplates.id))
  const counts = await claimedCounts(ctx.db, userId, rows.map((r) => r.t.id))
  return rows.map((r) => toTemplate({ ...r.t, gameName: r.gameName, gameNameEn: r.gameNameEn }, counts.get(r.t.id) ?? 0, now, lang))
}

/** GET /V2/H5/coupon/{id}: any enabled template (claimable or not; the flags say). */
export async function getTemplate(ctx: Ctx, userId: number | null, id: number, lang: Lang): Promise<CouponTemplate> {
  const [row] = await selectTemplates(ctx.db).where(and(eq(couponTemplates.id, id), eq(couponTemplates.enabled, true)))
  if (!row) throw new AppError(404, 'couponTemplateNotFound')
  const counts = await claimedCounts(ctx.db, userId, [id])
  return toTemplate({ ...row.t, gameName: row.gameName, gameNameEn: row.gameNameEn }, counts.get(id) ?? 0, new Date(), lang)
}

/**
 * Claims one record of `template` for `userId` inside `tx`, which must hold the user's row lock (so parallel
 * claims of one user are counted one after the other). Stock is taken by a conditional update, so concurrent
 * claims of different users never exceed it. Returns the record id, or the reason it cannot be claimed.
 */
export async function claimOne(tx: Db, userId: number, template: TemplateRow, now: Date): Promise<number | 'limit' | 'soldOut'> {
  const [{ n }] = await tx
    .select({ n: count() })
    .from(couponRecords)
    .where(and(eq(couponRecords.userId, userId), eq(couponRecords.templateId, template.id)))
  if (Number(n) >= template.perUserLimit) return 'limit'
  const [taken] = await tx
    .update(couponTemplates)
    .set({ claimedCount: sql`${couponTemplates.claimedCount} + 1` })
    .where(
      and(
        eq(couponTemplates.id, template.id),
        or(isNull(couponTemplates.stock), sql`${couponTemplates.claimedCount} < ${couponTemplates.stock}`),
      ),
    )
    .returning({ id: couponTemplates.id })
  if (!taken) return 'soldOut'
  const expiresAt = new Date(now.getTime() + template.validDays * 86400_000)
  const [rec] = await tx
    .insert(couponRecords)
    .values({ templateId: template.id, userId, status: 0, claimedAt: now, expiresAt })
    .returning({ id: couponRecords.id })
  return rec.id
}

/** Serialises one user's claims: parallel requests of the same user wait here, in their own transactions. */
async function lockUser(tx: Db, userId: number): Promise<void> {
  const [u] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update')
  if (!u) throw new AppError(401, 'unauthorized')
}

/** POST /coupon/record/receive */
export async function claim(ctx: Ctx, userId: number, templateId: number, lang: Lang): Promise<CouponRecord> {
  const recordId = await ctx.db.transaction(async (tx) => {
    await lockUser(tx, userId)
    const [t] = await tx.select().from(couponTemplates).where(eq(couponTemplates.id, templateId))
    // auto templates are handed out by receiveCoupon/auto only
    if (!t || !t.enabled || !t.listed || t.auto) throw new AppError(404, 'couponTemplateNotFound')
    const now = new Date()
    if ((t.claimFrom && t.claimFrom > now) || (t.claimUntil && t.claimUntil <= now)) throw new AppError(409, 'couponNotInWindow')
    const result = await claimOne(tx, userId, t, now)
    if (result === 'limit') throw new AppError(409, 'couponLimitReached')
    if (result === 'soldOut') throw new AppError(409, 'couponSoldOut')
    return result
  })
  const [rec] = await loadRecords(ctx.db, lang, [eq(couponRecords.id, recordId)])
  return rec
}

/** GET /coupon/record/receiveCoupon/auto: each automatic template once per user; later calls claim nothing. */
export async function claimAuto(ctx: Ctx, userId: number, lang: Lang): Promise<AutoClaimResult> {
  const ids = await ctx.db.transaction(async (tx) => {
    await lockUser(tx, userId)
    const now = new Date()
    const templates = await tx
      .select({ t: couponTemplates })
      .from(couponTemplates)
      .where(
        and(
          claimableNow(now),
          eq(couponTemplates.auto, true),
          sql`not exists (select 1 from ${couponRecords} r where r.template_id = ${couponTemplates.id} and r.user_id = ${userId})`,
        ),
      )
      .orderBy(asc(couponTemplates.id))
    const claimed: number[] = []
    for (const { t } of templates) {
      const result = await claimOne(tx, userId, { ...t, perUserLimit: 1 }, now)
      if (typeof result === 'number') claimed.push(result)
    }
    return claimed
  })
  return { claimed: ids.length ? await loadRecords(ctx.db, lang, [inArray(couponRecords.id, ids)]) : [] }
}

/** Records matching `where`, soonest expiry first, names in `lang`. */
export async function loadRecords(db: Db, lang: Lang, where: SQL[], page?: { pageNum: number; pageSize: number }): Promise<CouponRecord[]> {
  const now = new Date()
  const q = db
    .select({
      r: couponRecords,
      kind: couponTemplates.kind,
      name: couponTemplates.name,
      nameEn: couponTemplates.nameEn,
      amount: couponTemplates.amount,
      threshold: couponTemplates.threshold,
      gameId: couponTemplates.gameId,
      gameName: games.name,
      gameNameEn: games.nameEn,
      orderNo: orders.orderNo,
    })
    .from(couponRecords)
    .innerJoin(couponTemplates, eq(couponTemplates.id, couponRecords.templateId))
    .leftJoin(games, eq(games.id, couponTemplates.gameId))
    .leftJoin(orders, eq(orders.id, couponRecords.orderId))
    .where(and(...where))
    .orderBy(asc(couponRecords.expiresAt), desc(couponRecords.id))
  const rows = page ? await q.limit(page.pageSize).offset((page.pageNum - 1) * page.pageSize) : await q
  return rows.map((x) => ({
    id: x.r.id,
    templateId: x.r.templateId,
    kind: x.kind as CouponKind,
    name: inLang(lang, x.name, x.nameEn),
    amount: x.amount,
    threshold: x.threshold,
    gameId: x.gameId,
    gameName: inLang(lang, x.gameName, x.gameNameEn),
    status: x.r.status as 0 | 1,
    expired: x.r.status === 0 && x.r.expiresAt <= now,
    claimedAt: x.r.claimedAt.toISOString(),
    expiresAt: x.r.expiresAt.toISOString(),
    usedAt: x.r.usedAt ? x.r.usedAt.toISOString() : null,
    orderNo: x.r.status === 1 ? x.orderNo : null,
  }))
}

/** GET /coupon/record/myList: 0 unused and valid, 1 used, 2 expired (unused past expiry). */
export async function myRecords(
  ctx: Ctx,
  userId: number,
  q: { status: 0 | 1 | 2; kind?: CouponKind; pageNum: number; pageSize: number },
  lang: Lang,
): Promise<Page<CouponRecord>> {
  const now = new Date()
  const where: SQL[] = [eq(couponRecords.userId, userId)]
  if (q.status === 1) where.push(eq(couponRecords.status, 1))
  else where.push(eq(couponRecords.status, 0), q.status === 0 ? gt(couponRecords.expiresAt, now) : lte(couponRecords.expiresAt, now))
  if (q.kind) where.push(eq(couponTemplates.kind, q.kind))
  const rows = await loadRecords(ctx.db, lang, where, q)
  const [{ total }] = await ctx.db
    .select({ total: count() })
    .from(couponRecords)
    .innerJoin(couponTemplates, eq(couponTemplates.id, couponRecords.templateId))
    .where(and(...where))
  return { rows, total: Number(total) }
}

/** The caller's records usable on a listing (unused, valid, threshold met, game matches), best first. */
export async function usableChoices(db: Db, userId: number, listing: { price: number; gameId: number }, lang: Lang): Promise<CouponChoice[]> {
  const rows = await db
    .select({
      recordId: couponRecords.id,
      kind: couponTemplates.kind,
      name: couponTemplates.name,
      nameEn: couponTemplates.nameEn,
      amount: couponTemplates.amount,
      threshold: couponTemplates.threshold,
    })
    .from(couponRecords)
    .innerJoin(couponTemplates, eq(couponTemplates.id, couponRecords.templateId))
    .where(
      and(
        eq(couponRecords.userId, userId),
        eq(couponRecords.status, 0),
        gt(couponRecords.expiresAt, new Date()),
        lte(couponTemplates.threshold, listing.price),
        or(isNull(couponTemplates.gameId), eq(couponTemplates.gameId, listing.gameId)),
      ),
    )
    .orderBy(desc(couponTemplates.amount), asc(couponRecords.expiresAt), asc(couponRecords.id))
  return rows.map(({ nameEn, ...r }) => ({ ...r, name: inLang(lang, r.name, nameEn), kind: r.kind as CouponKind }))
}

/**
 * Checks that record `recordId` may pay part of an order for `listing` and returns its amount; the caller then
 * locks it with `lockForOrder` in the same transaction. Each failure says which rule it broke.
 */
export async function checkUsable(
  tx: Db,
  userId: number,
  recordId: number,
  kind: CouponKind,
  listing: { price: number; gameId: number },
  now: Date,
): Promise<number> {
  const [row] = await tx
    .select({ r: couponRecords, t: couponTemplates })
    .from(couponRecords)
    .innerJoin(couponTemplates, eq(couponTemplates.id, couponRecords.templateId))
    .where(eq(couponRecords.id, recordId))
  if (!row || row.r.userId !== userId) throw new AppError(400, 'couponNotOwned')
  if (row.t.kind !== kind) throw new AppError(400, 'couponKindMismatch')
  if (row.r.status !== 0) throw new AppError(409, 'couponUsed')
  if (row.r.expiresAt <= now) throw new AppError(409, 'couponExpired')
  if (row.t.threshold > listing.price) throw new AppError(400, 'couponThreshold')
  if (row.t.gameId !== null && row.t.gameId !== listing.gameId) throw new AppError(400, 'couponGameMismatch')
  return row.t.amount
}

/** Marks the record used by `orderId` if it is still unused and valid (status 0 -> 1); false when it lost a race. */
export async function lockForOrder(tx: Db, userId: number, recordId: number, orderId: number, now: Date): Promise<boolean> {
  const [row] = await tx
    .update(couponRecords)
    .set({ status: 1, orderId, usedAt: now })
    .where(
      and(
        eq(couponRecords.id, recordId),
        eq(couponRecords.userId, userId),
        eq(couponRecords.status, 0),
        gt(couponRecords.expiresAt, now),
      ),
    )
    .returning({ id: couponRecords.id })
  return !!row
}
