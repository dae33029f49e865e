/**
 * Disputes (售后/仲裁) as the parties drive them: the buyer opens one on an order in handover or delivered, or
 * completed within DISPUTE_WINDOW_HOURS; the seller answers within DISPUTE_ANSWER_HOURS (or accepts a full refund,
 * which resolves it at once); either side may ask staff to step in; the buyer may withdraw before a decision and
 * appeal a rejection once. Staff decide (decide.ts); a job escalates unanswered ones (jobs.ts). One open dispute
 * per order: the order row is locked while opening, and the partial unique index disputes_one_open_per_order
 * stands behind it. Every step writes a system message in the order's room and tells the other side.
 */
import { and, asc, count, desc, eq, type SQL } from 'drizzle-orm'
import { chinaTime } from '../../../contract/clock'
import { lengthOk } from '../../../contract/rules'
import {
  DISPUTE_DESCRIPTION_MAX,
  DISPUTE_DESCRIPTION_MIN,
  DISPUTE_IMAGES_MAX,
  type Dispute,
  type DisputeAnswerInput,
  type DisputeCase,
  type DisputeInput,
  type DisputeStatus,
} from '../../../contract/trade'
import type { Page } from '../../../contract/types'
import type { Config } from '../../config'
import type { Ctx } from '../../context'
import type { Db } from '../../db/client'
import { orders } from '../order/schema'
import { users } from '../user/schema'
import { isStaff, type AuthInfo } from '../../lib/auth'
import { copy } from '../../lib/copy'
import { AppError, isUniqueViolation } from '../../lib/errors'
import { lockOrder, tell, type OrderRow } from '../order/lifecycle'
import { assertOwnImages } from '../upload/service'
import { hold, release } from '../wallet/service'
import { disputeNeedsStaff, disputeSettled } from '../service/hooks'
import { applyDecision } from './decide'
import { OPEN_STATUSES } from './open'
import { disputes } from './schema'
import { clause } from './texts'
import { appealEnd, DISPUTABLE, escalatable, isOpen, oneCase, toCases, toDispute, withLockedDispute, type DisputeRow, type Viewer } from './view'

const HOUR_MS = 3600_000

const viewerOf = (auth: AuthInfo): Viewer => ({ userId: auth.userId, staff: isStaff(auth.role) })

/** the order's buyer and seller, and staff, see its disputes; anyone else gets 404, so ids reveal nothing */
function assertSees(order: Pick<OrderRow, 'buyerId' | 'sellerId'>, viewer: Viewer): void {
  if (order.buyerId !== viewer.userId && order.sellerId !== viewer.userId && !viewer.staff) throw new AppError(404, 'orderNotFound')
}

/** Why a dispute may not be opened on the order now (409), or null; also the rule an appeal's order must meet. */
function orderBlock(config: Pick<Config, 'disputeWindowHours'>, order: OrderRow, now: Date): AppError | null {
  if (order.kind !== 'sale') return new AppError(409, 'disputeSaleOnly')
  if (DISPUTABLE.includes(order.status)) return null
  if (order.status === 'completed' && order.completedAt) {
    const until = new Date(order.completedAt.getTime() + config.disputeWindowHours * HOUR_MS)
    if (now < until) return null
    return new AppError(409, 'disputeWindowEnded', { hours: config.disputeWindowHours, until: chinaTime(until) })
  }
  return new AppError(409, 'disputeWrongState')
}

/** Why the order's earlier disputes stop a new one (409), or null: one open at a time, none after a decision. */
async function earlierBlock(db: Pick<Db, 'select'>, orderId: number): Promise<AppError | null> {
  const earlier = await db.select({ status: disputes.status }).from(disputes).where(eq(disputes.orderId, orderId))
  if (earlier.some((d) => d.status === 'resolved')) return new AppError(409, 'disputeAlreadyDecided')
  if (earlier.some(isOpen)) return new AppError(409, 'disputeOpen')
  return null
}

/** OrderDetail.canDispute: whether `userId` is the order's buyer and may open a dispute now. */
export async function canOpenDispute(
  ctx: Pick<Ctx, 'db' | 'config'>,
  order: OrderRow,
  userId: number,
  now = new Date(),
): Promise<boolean> {
  if (order.buyerId !== userId || orderBlock(ctx.config, order, now)) return false
  return (await earlierBlock(ctx.db, order.id)) === null
}

/**
 * Of a completed order the seller was already paid: up to the proceeds of the seller's available balance is held
 * (users.wallet_held) until the decision. Answers what was held (0 when the wallet has nothing free).
 */
async function holdProceeds(tx: Db, order: OrderRow): Promise<number> {
  if (order.status !== 'completed' || order.sellerProceeds <= 0) return 0
  const [u] = await tx.select({ balance: users.balance, held: users.walletHeld }).from(users).where(eq(users.id, order.sellerId)).for('update')
  const amount = Math.min(order.sellerProceeds, u.balance - u.held)
  if (amount <= 0) return 0
  if (!(await hold(tx, order.sellerId, amount))) throw new Error('wallet hold failed under the row lock')
  return amount
}


/** POST /need/order/{id}/dispute */
export async function openDispute(ctx: Ctx, auth: AuthInfo, orderId: number, input: DisputeInput): Promise<Dispute> {
  const description = input.description.trim()
  if (!lengthOk(description, DISPUTE_DESCRIPTION_MIN, DISPUTE_DESCRIPTION_MAX)) {
    throw new AppError(400, 'disputeDescriptionRule', { min: DISPUTE_DESCRIPTION_MIN, max: DISPUTE_DESCRIPTION_MAX })
  }
  if (input.images.length > DISPUTE_IMAGES_MAX) throw new AppError(400, 'disputeImagesRule', { max: DISPUTE_IMAGES_MAX })
  const viewer = viewerOf(auth)
  let created: { row: DisputeRow; order: OrderRow }
  try {
    created = await ctx.db.transaction(async (tx) => {
      const now = new Date()
      const order = await lockOrder(tx, orderId)
      if (!order || (order.buyerId !== viewer.userId && order.sellerId !== viewer.userId)) throw new AppError(404, 'orderNotFound')
      if (order.buyerId !== viewer.userId) throw new AppError(403, 'disputeBuyerOnly')
      const blocked = orderBlock(ctx.config, order, now) ?? (await earlierBlock(tx, order.id))
      if (blocked) throw blocked
      await assertOwnImages(tx, viewer.userId, input.images)
      const held = await holdProceeds(tx, order)
      const deadline = new Date(now.getTime() + ctx.config.disputeAnswerHours * HOUR_MS)
      const [row] = await tx
        .insert(disputes)
        .values({
          orderId: order.id,
          buyerId: order.buyerId,
          sellerId: order.sellerId,
          type: input.type,
          description,
          images: input.images,
          sellerDeadline: deadline,
          heldAmount: held,
          createdAt: now,
          updatedAt: now,
        })
        .returning()
      const p = {
        orderNo: order.orderNo,
        type: input.type,
        description: clause(description),
        images: input.images.length,
        until: deadline.toISOString(),
        held,
      }
      await tell(tx, order, { room: copy('dispute.opened.room', p), buyer: copy('dispute.opened.buyer', p), seller: copy('dispute.opened.seller', p) }, now)
      return { row, order }
    })
  } catch (err) {
    // a concurrent open that got past the lock-free read of another process: the index has the last word
    if (isUniqueViolation(err, 'disputes_one_open_per_order')) throw new AppError(409, 'disputeOpen')
    throw err
  }
  return toDispute(created.row, created.order, viewer, ctx.config, new Date())
}

/** GET /need/order/{id}/dispute: the order's latest dispute (buyer, seller, staff), or null. */
export async function orderDispute(ctx: Ctx, auth: AuthInfo, orderId: number): Promise<Dispute | null> {
  const viewer = viewerOf(auth)
  const [order] = await ctx.db.select().from(orders).where(eq(orders.id, orderId))
  if (!order) throw new AppError(404, 'orderNotFound')
  assertSees(order, viewer)
  const [row] = await ctx.db.select().from(disputes).where(eq(disputes.orderId, orderId)).orderBy(desc(disputes.id)).limit(1)
  return row ? toDispute(row, order, viewer, ctx.config, new Date()) : null
}

/** A party's action on a dispute: 404 for anyone but its buyer and seller (staff act through the admin routes). */
async function asParty<T>(
  ctx: Ctx,
  userId: number,
  id: number,
  fn: (tx: Db, dispute: DisputeRow, order: OrderRow, role: 'buyer' | 'seller', now: Date) => Promise<T>,
): Promise<T> {
  return withLockedDispute(ctx, id, async (tx, dispute, order, now) => {
    const role = dispute.buyerId === userId ? 'buyer' : dispute.sellerId === userId ? 'seller' : null
    if (!role) throw new AppError(404, 'disputeNotFound')
    return fn(tx, dispute, order, role, now)
  })
}

/** Moves the locked dispute on, conditional on the status it was read with (one of `from`, checked by the caller). */
async function setStatus(tx: Db, dispute: DisputeRow, from: DisputeStatus[], values: Partial<DisputeRow>, now: Date): Promise<DisputeRow> {
  if (!from.includes(dispute.status)) throw new Error(`dispute ${dispute.id}: unexpected status ${dispute.status}`)
  const [row] = await tx
    .update(disputes)
    .set({ ...values, updatedAt: now })
    .where(and(eq(disputes.id, dispute.id), eq(disputes.status, dispute.status)))
    .returning()
  // the row is locked: a miss would be a bug, not a race
  if (!row) throw new Error(`dispute ${dispute.id}: status moved under the lock`)
  return row
}


/** POST /need/dispute/{id}/withdraw (buyer, before a decision): a held part goes back to the seller. */
export async function withdrawDispute(ctx: Ctx, auth: AuthInfo, id: number): Promise<Dispute> {
  const { row, order } = await asParty(ctx, auth.userId, id, async (tx, dispute, order, role, now) => {
    if (role !== 'buyer') throw new AppError(403, 'disputeBuyerOnly')
    if (!isOpen(dispute)) throw new AppError(409, 'disputeCannotWithdraw')
    const row = await setStatus(tx, dispute, OPEN_STATUSES, { status: 'withdrawn', heldAmount: 0 }, now)
    if (dispute.heldAmount > 0) await release(tx, order.sellerId, dispute.heldAmount)
    const p = { orderNo: order.orderNo, held: dispute.heldAmount }
    await tell(tx, order, { room: copy('dispute.withdrawn.room', p), seller: copy('dispute.withdrawn.seller', p) }, now)
    await disputeSettled(tx, dispute.id, order.id, now, null)
    return { row, order }
  })
  return toDispute(row, order, viewerOf(auth), ctx.config, new Date())
}

/**
 * POST /need/dispute/{id}/escalate: either party asks staff to step in (awaiting_seller/answered), or the buyer
 * appeals a staff rejection, once, within DISPUTE_WINDOW_HOURS of it (the first decision is cleared; the money
 * of a completed order is held again; the next decision is final).
 */
export async function escalateDispute(ctx: Ctx, auth: AuthInfo, id: number): Promise<{ dispute: Dispute; appealed: boolean }> {
  const { row, order, appealed } = await asParty(ctx, auth.userId, id, async (tx, dispute, order, role, now) => {
    if (escalatable(dispute)) {
      const row = await setStatus(tx, dispute, ['awaiting_seller', 'answered'], { status: 'with_staff', escalatedBy: role, escalatedAt: now }, now)
      const other: 'buyer' | 'seller' = role === 'buyer' ? 'seller' : 'buyer'
      const p = { orderNo: order.orderNo, role }
      await tell(tx, order, { room: copy('dispute.escalated.room', p), [other]: copy('dispute.escalated.other', p) }, now)
      await disputeNeedsStaff(tx, dispute.id, order.id, now)
      return { row, order, appealed: false }
    }
    if (role !== 'buyer' || dispute.status !== 'resolved') throw new AppError(409, 'disputeCannotEscalate')
    if (dispute.appealed) throw new AppError(409, 'disputeAppealUsed')
    const until = appealEnd(ctx.config, dispute)
    if (!until) throw new AppError(409, 'disputeAppealNotRejected')
    if (now >= until) throw new AppError(409, 'disputeAppealEnded', { hours: ctx.config.disputeWindowHours })
    // the order must still be one a dispute can act on (not refunded meanwhile, say); its window does not apply
    if (order.status !== 'completed' && !DISPUTABLE.includes(order.status)) throw new AppError(409, 'disputeWrongState')
    const held = await holdProceeds(tx, order)
    const row = await setStatus(
      tx,
      dispute,
      ['resolved'],
      {
        status: 'with_staff',
        appealed: true,
        escalatedBy: 'buyer',
        escalatedAt: now,
        outcome: null,
        refundAmount: null,
        decisionReason: null,
        decidedAt: null,
        decidedBy: null,
        deciderId: null,
        heldAmount: held,
      },
      now,
    )
    const p = { orderNo: order.orderNo, held }
    await tell(tx, order, { room: copy('dispute.appealed.room', p), seller: copy('dispute.appealed.seller', p) }, now)
    await disputeNeedsStaff(tx, dispute.id, order.id, now)
    return { row, order, appealed: true }
  })
  return { dispute: toDispute(row, order, viewerOf(auth), ctx.config, new Date()), appealed }
}

/**
 * POST /need/dispute/{id}/answer (seller, while awaiting_seller): the answer goes to the buyer; with acceptRefund
 * the dispute is resolved at once as a full refund decided by the seller.
 */
export async function answerDispute(ctx: Ctx, auth: AuthInfo, id: number, input: DisputeAnswerInput): Promise<Dispute> {
  const text = input.text.trim()
  if (!lengthOk(text, 1, DISPUTE_DESCRIPTION_MAX)) throw new AppError(400, 'disputeAnswerRule', { max: DISPUTE_DESCRIPTION_MAX })
  const { row, order } = await asParty(ctx, auth.userId, id, async (tx, dispute, order, role, now) => {
    if (role !== 'seller') throw new AppError(403, 'disputeSellerOnly')
    if (dispute.status !== 'awaiting_seller') throw new AppError(409, 'disputeCannotAnswer')
    if (input.acceptRefund === true) {
      await tell(tx, order, { room: copy('dispute.answered.room', { text }) }, now)
      const row = await applyDecision(
        tx,
        ctx.config,
        order,
        dispute,
        {
          outcome: 'refund_full',
          amount: null,
          reason: null,
          by: 'seller',
          deciderId: auth.userId,
          from: 'awaiting_seller',
          extra: { sellerAnswer: text, sellerAnsweredAt: now },
        },
        now,
      )
      return { row, order }
    }
    const row = await setStatus(tx, dispute, ['awaiting_seller'], { status: 'answered', sellerAnswer: text, sellerAnsweredAt: now }, now)
    const p = { orderNo: order.orderNo, text, clause: clause(text) }
    await tell(tx, order, { room: copy('dispute.answered.room', p), buyer: copy('dispute.answered.buyer', p) }, now)
    return { row, order }
  })
  return toDispute(row, order, viewerOf(auth), ctx.config, new Date())
}

/** GET /admin/disputes (staff): oldest first, optionally of one status. */
export async function listDisputeCases(
  ctx: Ctx,
  auth: AuthInfo,
  q: { status?: DisputeStatus; pageNum: number; pageSize: number },
): Promise<Page<DisputeCase>> {
  const where: SQL | undefined = q.status ? eq(disputes.status, q.status) : undefined
  const rows = await ctx.db
    .select()
    .from(disputes)
    .where(where)
    .orderBy(asc(disputes.createdAt), asc(disputes.id))
    .limit(q.pageSize)
    .offset((q.pageNum - 1) * q.pageSize)
  const [{ n }] = await ctx.db.select({ n: count() }).from(disputes).where(where)
  return { rows: await toCases(ctx.db, rows, viewerOf(auth), ctx.config), total: Number(n) }
}

/** GET /admin/dispute/{id} (staff) */
export async function getDisputeCase(ctx: Ctx, auth: AuthInfo, id: number): Promise<DisputeCase> {
  const [row] = await ctx.db.select().from(disputes).where(eq(disputes.id, id))
  if (!row) throw new AppError(404, 'disputeNotFound')
  return oneCase(ctx, row, viewerOf(auth))
}
