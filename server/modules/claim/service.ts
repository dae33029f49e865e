/**
 * Compensation claims (包赔): the buyer claims on a completed order bought with compensation, inside its guarantee
 * window; an admin approves (the platform pays into the buyer's wallet from its compensation reserve and, for a
 * 找回 claim, recovers it from the seller: recovery.ts) or rejects. A 找回 claim is due CLAIM_PAY_WITHIN_HOURS after
 * its evidence is complete (submission: the evidence is required then). One live claim per order
 * is held by the partial unique index claims_one_live_per_order; a decision is one conditional update on
 * 'submitted', so two admins deciding at once pay at most once.
 */
import { and, asc, count, desc, eq, gt, inArray, notExists, or, sql, type SQL } from 'drizzle-orm'
import { chinaDate, chinaTime } from '../../../contract/clock'
import type { ClaimableOrder, ClaimDecision, ClaimReason, ClaimStatus, ClaimTopup, CompensationClaim, CompensationClaimInput } from '../../../contract/service'
import type { SellerDebt } from '../../../contract/protection'
import {
  CLAIM_DESCRIPTION_MAX,
  CLAIM_DESCRIPTION_MIN,
  CLAIM_IMAGES_MAX,
  CLAIM_TOPUP_MAX_FEN,
  CLAIM_TOPUPS_MAX,
  charCount,
  CONTACT_MAX,
  CONTACT_MIN,
  lengthOk,
  REVIEW_REASON_MAX,
  REVIEW_REASON_MIN,
} from '../../../contract/rules'
import type { Page } from '../../../contract/types'
import type { Ctx } from '../../context'
import type { Db } from '../../db/client'
import { claims } from './schema'
import { orders } from '../order/schema'
import { copy } from '../../lib/copy'
import { AppError, isUniqueViolation } from '../../lib/errors'
import type { Lang } from '../../lib/i18n'
import { notify } from '../inbox/notify'
import { audit, type Actor } from '../audit/service'
import { humanNo } from '../../lib/human-no'
import { yuan } from '../../lib/money'
import type { OrderRow } from '../order/rows'
import { claimCap, compensationDays } from '../order/pricing'
import { orderSummaries } from '../order/service'
import { assertOwnImages } from '../upload/service'
import { payFromReserve } from './recovery'

type ClaimRow = typeof claims.$inferSelect
type Level = 'standard' | 'extended' | 'topup'

/** The app screen of my claims (src/routes.ts 'baopei'). */
const CLAIMS_LINK = '/index/other/baopei'
const DAY_MS = 86_400_000
/** claims that block another one on the same order (the partial unique index says the same) */
const LIVE: ClaimStatus[] = ['submitted', 'approved']

/** the cover period, as sureOrder showed it when the tier was bought */
const windowDays = compensationDays

/** The end of an order's guarantee window. */
const windowEnd = (ctx: Pick<Ctx, 'config'>, completedAt: Date, level: Level) =>
  new Date(completedAt.getTime() + windowDays(ctx.config, level) * DAY_MS)

/** Claims as their buyer sees them (the order card included), in the order given. */
async function toClaims(db: Db, rows: ClaimRow[], lang: Lang, staff = false): Promise<CompensationClaim[]> {
  if (rows.length === 0) return []
  const now = Date.now()
  const orderRows = await db.select().from(orders).where(inArray(orders.id, [...new Set(rows.map((r) => r.orderId))]))
  const cards = await orderSummaries(db, orderRows, (o) => o.buyerId, lang)
  return rows.flatMap((r) => {
    const order = cards.get(r.orderId)
    if (!order) return []
    return [
      {
        id: r.id,
        claimNo: r.claimNo,
        order,
        reason: r.reason as ClaimReason,
        description: r.description,
        images: r.images,
        contact: r.contact,
        status: r.status,
        cap: r.cap,
        topups: r.topups,
        paidAmount: r.paidAmount,
        decisionNote: r.decisionNote,
        createdAt: r.createdAt.toISOString(),
        decidedAt: r.decidedAt ? r.decidedAt.toISOString() : null,
        dueAt: r.dueAt ? r.dueAt.toISOString() : null,
        overdue: r.status === 'submitted' && !!r.dueAt && r.dueAt.getTime() < now,
        // the seller's side of it is for staff only
        recovery:
          staff && r.status === 'approved' && r.reason === 'retrieved'
            ? { fromBalance: r.recoveredBalance, fromDeposit: r.recoveredDeposit, debt: r.debt, debtLeft: r.debtLeft }
            : null,
      },
    ]
  })
}

async function oneClaim(db: Db, row: ClaimRow, lang: Lang, staff = false): Promise<CompensationClaim> {
  const [out] = await toClaims(db, [row], lang, staff)
  if (!out) throw new AppError(404, 'claimNotFound')
  return out
}

/** GET /need/claims/eligible: newest completion first. */
export async function eligibleOrders(ctx: Ctx, userId: number, lang: Lang): Promise<ClaimableOrder[]> {
  const now = Date.now()
  const openSince = (level: Level) => new Date(now - windowDays(ctx.config, level) * DAY_MS)
  const rows = await ctx.db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.buyerId, userId),
        eq(orders.status, 'completed'),
        or(
          and(eq(orders.compensation, 'standard'), gt(orders.completedAt, openSince('standard'))),
          and(eq(orders.compensation, 'extended'), gt(orders.completedAt, openSince('extended'))),
          and(eq(orders.compensation, 'topup'), gt(orders.completedAt, openSince('topup'))),
        ),
        notExists(
          ctx.db
            .select({ one: sql`1` })
            .from(claims)
            .where(and(eq(claims.orderId, orders.id), inArray(claims.status, LIVE))),
        ),
      ),
    )
    .orderBy(desc(orders.completedAt), desc(orders.id))
  const cards = await orderSummaries(ctx.db, rows, () => userId, lang)
  return rows.flatMap((r) => {
    const order = cards.get(r.id)
    if (!order || !r.completedAt) return []
    const level = r.compensation as Level
    return [{ order, compensation: level, cap: r.price, until: windowEnd(ctx, r.completedAt, level).toISOString() }]
  })
}

/** The rules of contract/rules.ts on a claim; answers the trimmed texts. */
function checkInput(input: CompensationClaimInput) {
  if (!lengthOk(input.description, CLAIM_DESCRIPTION_MIN, CLAIM_DESCRIPTION_MAX)) {
    throw new AppError(400, 'claimDescriptionRule', { min: CLAIM_DESCRIPTION_MIN, max: CLAIM_DESCRIPTION_MAX })
  }
  if (input.images.length < 1 || input.images.length > CLAIM_IMAGES_MAX) {
    throw new AppError(400, 'claimImagesRule', { min: 1, max: CLAIM_IMAGES_MAX })
  }
  if (!lengthOk(input.contact, CONTACT_MIN, CONTACT_MAX)) throw new AppError(400, 'claimContactRule', { min: CONTACT_MIN, max: CONTACT_MAX })
  return { description: input.description.trim(), contact: input.contact.trim() }
}

/**
 * A 充值包赔 claim's top-ups checked (contract/rules.ts): only on 'topup' orders, each a whole positive amount,
 * paid after the order was paid and not in the future, with a receipt (whose ownership submitClaim checks).
 * Answers them with paidAt normalised to ISO.
 */
function checkTopups(order: OrderRow, topups: ClaimTopup[] | undefined, now: Date): ClaimTopup[] {
  if (!topups || topups.length === 0) return []
  if (order.compensation !== 'topup') throw new AppError(400, 'claimTopupsNotCovered')
  if (topups.length > CLAIM_TOPUPS_MAX) throw new AppError(400, 'claimTopupsCount', { max: CLAIM_TOPUPS_MAX })
  const paidFrom = order.paidAt ?? order.createdAt
  return topups.map((t, i) => {
    const n = i + 1
    if (!Number.isSafeInteger(t.amount) || t.amount < 1 || t.amount > CLAIM_TOPUP_MAX_FEN) {
      throw new AppError(400, 'claimTopupAmountRule', { n, max: yuan(CLAIM_TOPUP_MAX_FEN) })
    }
    const at = new Date(t.paidAt)
    if (Number.isNaN(at.getTime()) || at < paidFrom || at > now) {
      throw new AppError(400, 'claimTopupDateRule', { n, paidAt: chinaTime(paidFrom) })
    }
    if (!t.receipt.trim()) throw new AppError(400, 'claimTopupReceiptRule', { n })
    return { amount: t.amount, paidAt: at.toISOString(), receipt: t.receipt.trim() }
  })
}

/** Why `order` cannot be claimed on now (400), or its compensation level. Others' orders are 404. */
function claimableLevel(ctx: Ctx, userId: number, order: OrderRow | undefined, now: Date): Level {
  if (!order || order.buyerId !== userId) throw new AppError(404, 'orderNotFound')
  if (order.compensation === 'none') throw new AppError(400, 'claimNoCompensation')
  if (order.status !== 'completed' || !order.completedAt) throw new AppError(400, 'claimNotCompleted')
  const level = order.compensation as Level
  const until = windowEnd(ctx, order.completedAt, level)
  if (until <= now) throw new AppError(400, 'claimWindowEnded', { until: chinaDate(until) })
  return level
}

/** POST /need/claims */
export async function submitClaim(ctx: Ctx, userId: number, input: CompensationClaimInput, lang: Lang): Promise<CompensationClaim> {
  const clean = checkInput(input)
  const [order] = await ctx.db.select().from(orders).where(eq(orders.id, input.orderId))
  const level = claimableLevel(ctx, userId, order, new Date())
  const topups = checkTopups(order, input.topups, new Date())
  await assertOwnImages(ctx.db, userId, [...input.images, ...topups.map((t) => t.receipt)])
  const cap = claimCap(ctx.config, level, order.price, topups.reduce((n, t) => n + t.amount, 0))
  let row: ClaimRow
  try {
    row = await ctx.db.transaction(async (tx) => {
      const now = new Date()
      const dueAt = input.reason === 'retrieved' ? new Date(now.getTime() + ctx.config.claimPayWithinHours * 3_600_000) : null
      const [created] = await tx
        .insert(claims)
        .values({
          claimNo: humanNo('C', now),
          orderId: order.id,
          userId,
          reason: input.reason,
          description: clean.description,
          images: input.images,
          contact: clean.contact,
          status: 'submitted',
          cap,
          topups,
          createdAt: now,
          dueAt,
        })
        .returning()
      const p = { orderNo: order.orderNo, claimNo: created.claimNo }
      await notify(tx, userId, {
        kind: 'system',
        copy: dueAt ? copy('claim.submitted.due', { ...p, dueAt: dueAt.toISOString() }) : copy('claim.submitted', p),
        link: CLAIMS_LINK,
      })
      return created
    })
  } catch (err) {
    if (isUniqueViolation(err, 'claims_one_live_per_order')) throw new AppError(409, 'claimDuplicate')
    throw err
  }
  return oneClaim(ctx.db, row, lang)
}

/** GET /need/claims: mine, newest first. */
export async function listMyClaims(ctx: Ctx, userId: number, q: { pageNum: number; pageSize: number }, lang: Lang): Promise<Page<CompensationClaim>> {
  const where = eq(claims.userId, userId)
  const rows = await ctx.db
    .select()
    .from(claims)
    .where(where)
    .orderBy(desc(claims.id))
    .limit(q.pageSize)
    .offset((q.pageNum - 1) * q.pageSize)
  const [{ n }] = await ctx.db.select({ n: count() }).from(claims).where(where)
  return { rows: await toClaims(ctx.db, rows, lang), total: Number(n) }
}

/** GET /need/claims/{id}: 404 for anyone but the claimant. */
export async function getMyClaim(ctx: Ctx, userId: number, id: number, lang: Lang): Promise<CompensationClaim> {
  const [row] = await ctx.db.select().from(claims).where(eq(claims.id, id))
  if (!row || row.userId !== userId) throw new AppError(404, 'claimNotFound')
  return oneClaim(ctx.db, row, lang)
}

/** GET /admin/claims: the submitted queue oldest first (first come, first served); any other view newest first. */
export async function listClaims(
  ctx: Ctx,
  q: { status?: ClaimStatus; pageNum: number; pageSize: number },
  lang: Lang,
): Promise<Page<CompensationClaim>> {
  const where: SQL | undefined = q.status ? eq(claims.status, q.status) : undefined
  const rows = await ctx.db
    .select()
    .from(claims)
    .where(where)
    .orderBy(q.status === 'submitted' ? asc(claims.id) : desc(claims.id))
    .limit(q.pageSize)
    .offset((q.pageNum - 1) * q.pageSize)
  const [{ n }] = await ctx.db.select({ n: count() }).from(claims).where(where)
  return { rows: await toClaims(ctx.db, rows, lang, true), total: Number(n) }
}

/** The decision's amount and note checked against the claim; answers what is stored. */
function checkDecision(claim: ClaimRow, input: ClaimDecision): { amount: number | null; note: string | null } {
  const note = input.note?.trim() || null
  if (!input.approve) {
    if (!note || !lengthOk(note, REVIEW_REASON_MIN, REVIEW_REASON_MAX)) {
      throw new AppError(400, 'claimRejectNoteRule', { min: REVIEW_REASON_MIN, max: REVIEW_REASON_MAX })
    }
    return { amount: null, note }
  }
  const amount = input.amount
  if (amount === undefined || !Number.isSafeInteger(amount) || amount < 1 || amount > claim.cap) {
    throw new AppError(400, 'claimAmountRule', { max: yuan(claim.cap) })
  }
  if (note && charCount(note) > REVIEW_REASON_MAX) throw new AppError(400, 'claimNoteRule', { max: REVIEW_REASON_MAX })
  return { amount, note }
}

/** POST /admin/claims/{id}/decision: answers the claim as its buyer sees it. */
export async function decideClaim(ctx: Ctx, actor: Actor, id: number, input: ClaimDecision, lang: Lang): Promise<CompensationClaim> {
  const [claim] = await ctx.db.select().from(claims).where(eq(claims.id, id))
  if (!claim) throw new AppError(404, 'claimNotFound')
  if (claim.status !== 'submitted') throw new AppError(409, 'claimDecided')
  const { amount, note } = checkDecision(claim, input)
  const decided = await ctx.db.transaction(async (tx) => {
    const now = new Date()
    // the conditional update decides between concurrent decisions: the loser sees no row and pays nothing
    const [row] = await tx
      .update(claims)
      .set({ status: input.approve ? 'approved' : 'rejected', paidAmount: amount, decisionNote: note, decidedAt: now })
      .where(and(eq(claims.id, id), eq(claims.status, 'submitted')))
      .returning()
    if (!row) throw new AppError(409, 'claimDecided')
    await audit(tx, actor, {
      action: input.approve ? 'claim.approve' : 'claim.reject',
      targetType: 'claim',
      targetId: id,
      before: { status: claim.status },
      after: { status: row.status, paidAmount: row.paidAmount },
      reason: note,
    })
    const [order] = await tx.select({ id: orders.id, orderNo: orders.orderNo, sellerId: orders.sellerId }).from(orders).where(eq(orders.id, row.orderId))
    const p = { claimNo: row.claimNo, orderNo: order.orderNo, amount, note }
    if (amount !== null) {
      await payFromReserve(tx, row, order, amount)
      await notify(tx, row.userId, { kind: 'system', copy: copy('claim.approved', p), link: CLAIMS_LINK })
    } else {
      await notify(tx, row.userId, { kind: 'system', copy: copy('claim.rejected', p), link: CLAIMS_LINK })
    }
    return row
  })
  const [fresh] = await ctx.db.select().from(claims).where(eq(claims.id, decided.id))
  return oneClaim(ctx.db, fresh, lang, true)
}

/** GET /need/claims/debt: what the caller owes for 找回 claims paid on their sales, oldest first. */
export async function myDebt(ctx: Ctx, userId: number): Promise<SellerDebt> {
  const rows = await ctx.db
    .select({ claimNo: claims.claimNo, orderNo: orders.orderNo, debt: claims.debt, debtLeft: claims.debtLeft, createdAt: claims.decidedAt })
    .from(claims)
    .innerJoin(orders, eq(orders.id, claims.orderId))
    .where(and(eq(orders.sellerId, userId), gt(claims.debt, 0)))
    .orderBy(asc(claims.id))
  return {
    total: rows.reduce((n, r) => n + r.debtLeft, 0),
    rows: rows.map((r) => ({ ...r, createdAt: (r.createdAt ?? new Date(0)).toISOString() })),
  }
}

/** The compensation claims of one order, oldest first (the order's money timeline). */
export async function claimsOfOrder(db: Pick<Db, 'select'>, orderId: number) {
  return db
    .select({ reason: claims.reason, status: claims.status, paidAmount: claims.paidAmount, createdAt: claims.createdAt, decidedAt: claims.decidedAt })
    .from(claims)
    .where(eq(claims.orderId, orderId))
    .orderBy(claims.id)
}
