/**
 * Becoming a merchant: a verified adult applies (one pending application at a time, held by the partial unique
 * index merchant_applications_one_pending), an admin approves (the user becomes a merchant with the shop name)
 * or rejects with a reason; the applicant gets a message either way.
 */
import { and, asc, count, desc, eq } from 'drizzle-orm'
import type { MerchantApplication, MerchantApplicationInput, MerchantApplicationStatus } from '../../../contract/recycling'
import type { ReviewDecision } from '../../../contract/selling'
import {
  CONTACT_MAX,
  CONTACT_MIN,
  lengthOk,
  MERCHANT_INTRO_MAX,
  MERCHANT_INTRO_MIN,
  REVIEW_REASON_MAX,
  REVIEW_REASON_MIN,
  SHOP_NAME_MAX,
  SHOP_NAME_MIN,
} from '../../../contract/rules'
import type { Page } from '../../../contract/types'
import type { Ctx } from '../../context'
import { merchantApplications } from './schema'
import { users } from '../user/schema'
import { AppError, isUniqueViolation } from '../../lib/errors'
import { copy } from '../../lib/copy'
import { notify } from '../inbox/notify'
import { grantMerchant } from '../user/accounts'
import { audit, type Actor } from '../audit/service'
import { assertTrader } from '../user/trader'
import { merchantLink } from './links'

type ApplicationRow = typeof merchantApplications.$inferSelect

function toApplication(r: ApplicationRow): MerchantApplication {
  return {
    id: r.id,
    userId: r.userId,
    shopName: r.shopName,
    contact: r.contact,
    intro: r.intro,
    status: r.status,
    reason: r.reason,
    createdAt: r.createdAt.toISOString(),
    decidedAt: r.decidedAt ? r.decidedAt.toISOString() : null,
  }
}

/** POST /merchant/apply */
export async function apply(ctx: Ctx, userId: number, input: MerchantApplicationInput): Promise<MerchantApplication> {
  const shopName = input.shopName.trim()
  const contact = input.contact.trim()
  const intro = input.intro.trim()
  await assertTrader(ctx.db, userId, { unverified: 'merchantRealNameRequired', minor: 'orderMinor' })
  if (!lengthOk(shopName, SHOP_NAME_MIN, SHOP_NAME_MAX)) throw new AppError(400, 'merchantShopNameRule', { min: SHOP_NAME_MIN, max: SHOP_NAME_MAX })
  if (!lengthOk(contact, CONTACT_MIN, CONTACT_MAX)) throw new AppError(400, 'merchantContactRule', { min: CONTACT_MIN, max: CONTACT_MAX })
  if (!lengthOk(intro, MERCHANT_INTRO_MIN, MERCHANT_INTRO_MAX)) {
    throw new AppError(400, 'merchantIntroRule', { min: MERCHANT_INTRO_MIN, max: MERCHANT_INTRO_MAX })
  }
  const [u] = await ctx.db.select({ role: users.role }).from(users).where(eq(users.id, userId))
  if (u?.role === 'merchant') throw new AppError(409, 'merchantAlready')
  try {
    const [row] = await ctx.db.insert(merchantApplications).values({ userId, shopName, contact, intro, status: 'pending' }).returning()
    return toApplication(row)
  } catch (err) {
    if (isUniqueViolation(err, 'merchant_applications_one_pending')) throw new AppError(409, 'merchantApplicationPending')
    throw err
  }
}

/** GET /merchant/application: the caller's latest application, or null. */
export async function latestApplication(ctx: Ctx, userId: number): Promise<MerchantApplication | null> {
  const [row] = await ctx.db
    .select()
    .from(merchantApplications)
    .where(eq(merchantApplications.userId, userId))
    .orderBy(desc(merchantApplications.id))
    .limit(1)
  return row ? toApplication(row) : null
}

/** GET /admin/merchant-applications: the pending queue oldest first; decided ones newest first. */
export async function listApplications(
  ctx: Ctx,
  q: { status: MerchantApplicationStatus; pageNum: number; pageSize: number },
): Promise<Page<MerchantApplication>> {
  const where = eq(merchantApplications.status, q.status)
  const rows = await ctx.db
    .select()
    .from(merchantApplications)
    .where(where)
    .orderBy(q.status === 'pending' ? asc(merchantApplications.id) : desc(merchantApplications.id))
    .limit(q.pageSize)
    .offset((q.pageNum - 1) * q.pageSize)
  const [{ n }] = await ctx.db.select({ n: count() }).from(merchantApplications).where(where)
  return { rows: rows.map(toApplication), total: Number(n) }
}

/**
 * POST /admin/merchant-applications/{id}/review: conditional on the application being pending (409 otherwise).
 * Approval makes a plain user a merchant (an admin keeps the admin role) and sets the shop name quotes show.
 */
export async function reviewApplication(ctx: Ctx, actor: Actor, id: number, decision: ReviewDecision): Promise<MerchantApplication> {
  const reason = decision.reason?.trim() || null
  if (!decision.approve && (reason === null || !lengthOk(reason, REVIEW_REASON_MIN, REVIEW_REASON_MAX))) {
    throw new AppError(400, 'merchantReviewReasonRule', { min: REVIEW_REASON_MIN, max: REVIEW_REASON_MAX })
  }
  return ctx.db.transaction(async (tx) => {
    const now = new Date()
    const [row] = await tx
      .update(merchantApplications)
      .set({ status: decision.approve ? 'approved' : 'rejected', reason: decision.approve ? null : reason, decidedAt: now })
      .where(and(eq(merchantApplications.id, id), eq(merchantApplications.status, 'pending')))
      .returning()
    if (!row) {
      const [exists] = await tx.select({ id: merchantApplications.id }).from(merchantApplications).where(eq(merchantApplications.id, id))
      throw exists ? new AppError(409, 'merchantApplicationDecided') : new AppError(404, 'merchantApplicationNotFound')
    }
    await audit(tx, actor, {
      action: decision.approve ? 'merchant.approve' : 'merchant.reject',
      targetType: 'merchantApplication',
      targetId: id,
      before: { status: 'pending' },
      after: { status: row.status, userId: row.userId, shopName: row.shopName },
      reason,
    })
    if (decision.approve) {
      await grantMerchant(tx, row.userId, row.shopName, now)
      await notify(tx, row.userId, {
        kind: 'system',
        copy: copy('recycle.merchant.approved', { shopName: row.shopName }),
        link: merchantLink,
      })
    } else {
      await notify(tx, row.userId, {
        kind: 'system',
        copy: copy('recycle.merchant.rejected', { shopName: row.shopName, reason }),
        link: merchantLink,
      })
    }
    return toApplication(row)
  })
}
