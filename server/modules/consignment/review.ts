/**
 * The admin review of new consignment listings: the queue (oldest first) and the decision, one conditional
 * UPDATE on 'pending_review' with the seller's message in the same transaction.
 */
import { and, asc, count, desc, eq } from 'drizzle-orm'
import { lengthOk, REVIEW_REASON_MAX, REVIEW_REASON_MIN } from '../../../contract/rules'
import type { ReviewDecision, ReviewGoods } from '../../../contract/selling'
import type { AccountRealName, GoodsStatus } from '../../../contract/catalogue'
import type { Page } from '../../../contract/types'
import type { Ctx } from '../../context'
import { goods } from '../goods/schema'
import { users } from '../user/schema'
import { copy } from '../../lib/copy'
import { AppError } from '../../lib/errors'
import type { Lang } from '../../lib/i18n'
import { notify } from '../inbox/notify'
import { audit, type Actor } from '../audit/service'
import * as goodsState from '../goods/state'
import { goodsAttrs, referenceFor, summaryColumns, toSummary } from '../goods/summary'
import { MY_PRODUCTS_LINK } from './service'
import { computeRisk } from '../risk/service'
import { assertSaleAllowed } from '../inspection/gate'

const reviewColumns = {
  ...summaryColumns,
  description: goods.description,
  accountRealName: goods.accountRealName,
  sellerId: goods.sellerId,
  sellerNickname: users.nickname,
  createdAt: goods.createdAt,
  rejectReason: goods.rejectReason,
}

const consign = eq(goods.channel, 'consign')

async function toReviewGoods(ctx: Ctx, rows: Awaited<ReturnType<typeof selectRows>>, lang: Lang): Promise<ReviewGoods[]> {
  if (rows.length === 0) return []
  const ref = await referenceFor(ctx.db, rows)
  return rows.map((r) => ({
    ...toSummary(ref, r, lang),
    description: r.description,
    images: r.images,
    attrs: goodsAttrs(ref, r.gameId, r.attrs, lang).map(({ key, label, value, unit }) => ({ key, label, value, unit })),
    accountRealName: r.accountRealName as AccountRealName,
    sellerId: r.sellerId,
    sellerNickname: r.sellerNickname,
    createdAt: r.createdAt.toISOString(),
    rejectReason: r.rejectReason,
  }))
}

function selectRows(ctx: Ctx) {
  return ctx.db.select(reviewColumns).from(goods).innerJoin(users, eq(users.id, goods.sellerId))
}

/** GET /admin/goods: listings of a status; the pending queue oldest first (first come, first reviewed). */
export async function reviewQueue(
  ctx: Ctx,
  status: GoodsStatus,
  p: { pageNum: number; pageSize: number },
  lang: Lang,
): Promise<Page<ReviewGoods>> {
  const where = and(eq(goods.status, status), consign)
  const order = status === 'pending_review' ? [asc(goods.createdAt), asc(goods.id)] : [desc(goods.updatedAt), desc(goods.id)]
  const [rows, [{ n }]] = await Promise.all([
    selectRows(ctx)
      .where(where)
      .orderBy(...order)
      .limit(p.pageSize)
      .offset((p.pageNum - 1) * p.pageSize),
    ctx.db.select({ n: count() }).from(goods).where(where),
  ])
  return { rows: await toReviewGoods(ctx, rows, lang), total: Number(n) }
}

/**
 * POST /admin/goods/{id}/review: approve -> on_sale (publishedAt now, so it shows as new), reject -> rejected
 * with the reason. 409 unless it is pending review. The audit entry is written in the decision's transaction.
 */
export async function reviewGoods(ctx: Ctx, actor: Actor, id: number, decision: ReviewDecision, lang: Lang): Promise<ReviewGoods> {
  const reason = decision.reason?.trim() ?? ''
  if (!decision.approve && !lengthOk(reason, REVIEW_REASON_MIN, REVIEW_REASON_MAX)) {
    throw new AppError(400, 'reviewReasonRule', { min: REVIEW_REASON_MIN, max: REVIEW_REASON_MAX })
  }
  const now = new Date()
  const decided = await ctx.db.transaction(async (tx) => {
    // scored again at review (the seller's record or the blacklist may have changed since consignment)
    await computeRisk(ctx, tx, id)
    if (decision.approve) await assertSaleAllowed(tx, id)
    const moved = decision.approve ? await goodsState.approve(tx, id, now, consign) : await goodsState.reject(tx, id, reason, now, consign)
    if (!moved) return null
    const [row] = await tx.select({ id: goods.id, sellerId: goods.sellerId, title: goods.title }).from(goods).where(eq(goods.id, id))
    await audit(tx, actor, {
      action: decision.approve ? 'goods.approve' : 'goods.reject',
      targetType: 'goods',
      targetId: row.id,
      before: { status: 'pending_review' },
      after: { status: decision.approve ? 'on_sale' : 'rejected' },
      reason: decision.approve ? null : reason,
    })
    await notify(
      tx,
      row.sellerId,
      decision.approve
        ? {
            kind: 'goods',
            copy: copy('goods.approved', { title: row.title }),
            link: `/index/goodDetail?id=${row.id}`,
          }
        : {
            kind: 'goods',
            copy: copy('goods.rejected', { title: row.title, reason: reason.replace(/[。.！!]+$/, '') }),
            link: MY_PRODUCTS_LINK,
          },
    )
    return row
  })
  if (!decided) {
    const [exists] = await ctx.db.select({ id: goods.id }).from(goods).where(and(eq(goods.id, id), consign))
    throw exists ? new AppError(409, 'reviewNotPending') : new AppError(404, 'goodsNotFound')
  }
  const rows = await selectRows(ctx).where(eq(goods.id, id))
  return (await toReviewGoods(ctx, rows, lang))[0]
}
