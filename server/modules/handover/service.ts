/**
 * The handover (换绑) of a paid sale order: the seller (or staff for them) marks each checklist step done, the
 * buyer (or staff for them) confirms each done step, staff may undo a mark, and the buyer may take the money back
 * at once when the seller did not start by the deadline. Every action runs in one transaction on the locked order
 * row and checks the order's status and the steps under that lock, so concurrent calls see each other's effects:
 * of two concurrent last confirmations one completes the handover (order/lifecycle.ts completeHandover, itself a
 * conditional update on 'handover') and the other gets 409. Each action writes a system message in the order's
 * room saying who did what. Anyone but the order's buyer, its seller and staff gets 404.
 */
import { and, eq } from 'drizzle-orm'
import type { Handover, HandoverStep, HandoverStepKey, HandoverUndoInput } from '../../../contract/trade'
import type { Ctx } from '../../context'
import type { Db } from '../../db/client'
import { orders } from '../order/schema'
import { isStaff, type AuthInfo } from '../../lib/auth'
import { copy } from '../../lib/copy'
import { AppError } from '../../lib/errors'
import { audit } from '../audit/service'
import { assertSellerAccepted } from '../contract/service'
import { say } from '../chat/system'
import { assertNoOpenDispute, hasOpenDispute } from '../dispute/open'
import { addEvent, completeHandover, lockOrder, refundAtOnce, type OrderRow } from '../order/lifecycle'
import { markHandoverStarted } from '../order/rows'
import { stepsOf, type StepRow } from './checklist'
import { handoverSteps } from './schema'

type Actor = 'buyer' | 'seller' | 'staff'

/**
 * The caller's place in the order. Their own order comes first: a staff member who bought it acts as its buyer,
 * never as staff on it.
 */
function actorOf(order: OrderRow | undefined, auth: AuthInfo): Actor {
  if (order?.buyerId === auth.userId) return 'buyer'
  if (order?.sellerId === auth.userId) return 'seller'
  if (order && isStaff(auth.role)) return 'staff'
  throw new AppError(404, 'orderNotFound')
}

/** Sale orders get a handover on payment (handoverDeadline); rentals and older orders have none. */
function assertHasHandover(order: OrderRow): void {
  if (order.handoverDeadline === null) throw new AppError(404, 'handoverNotFound')
}

const iso = (d: Date | null) => (d ? d.toISOString() : null)

function toStep(row: StepRow): HandoverStep {
  return {
    key: row.key as HandoverStepKey,
    doneAt: iso(row.doneAt),
    doneBy: row.doneAt ? (row.doneRole as 'seller' | 'staff') : null,
    confirmedAt: iso(row.confirmedAt),
    confirmedBy: row.confirmedAt ? (row.confirmedRole as 'buyer' | 'staff') : null,
  }
}

/** The seller has not started (no step marked done) and the start deadline has passed. */
function deadlineMissed(order: OrderRow, steps: StepRow[], now: Date): boolean {
  return (
    order.status === 'handover' &&
    order.handoverDeadline !== null &&
    now > order.handoverDeadline &&
    steps.every((s) => s.doneAt === null)
  )
}

/** GET /need/order/{id}/handover */
export async function getHandover(ctx: Ctx, auth: AuthInfo, orderId: number): Promise<Handover> {
  const [order] = await ctx.db.select().from(orders).where(eq(orders.id, orderId))
  actorOf(order, auth)
  assertHasHandover(order)
  const steps = await stepsOf(ctx.db, orderId)
  return {
    orderId: order.id,
    steps: steps.map(toStep),
    startedAt: iso(order.handoverStartedAt),
    completedAt: iso(order.handoverCompletedAt),
    startDeadline: (order.handoverDeadline as Date).toISOString(),
    // an open dispute decides the money itself (dispute/decide.ts), so no refund at once beside it (the buyer may
    // withdraw it first); asked only once the deadline is missed, the rare case
    canRefundNow: deadlineMissed(order, steps, new Date()) && !(await hasOpenDispute(ctx.db, orderId)),
  }
}

interface Locked {
  tx: Db
  order: OrderRow
  actor: Actor
  steps: StepRow[]
  now: Date
}

/** Runs `fn` on the locked order and its steps, then answers the handover as it is after the commit. */
async function onLocked(ctx: Ctx, auth: AuthInfo, orderId: number, fn: (l: Locked) => Promise<void>): Promise<Handover> {
  await ctx.db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId)
    const actor = actorOf(order, auth)
    assertHasHandover(order!)
    await fn({ tx, order: order!, actor, steps: await stepsOf(tx, orderId), now: new Date() })
  })
  return getHandover(ctx, auth, orderId)
}

/** Staff acting for a party is an operator's action: audited in the action's transaction (parties' own are not). */
async function auditStaff(l: Locked, auth: AuthInfo, ip: string, verb: 'done' | 'confirm' | 'undo', key: HandoverStepKey, extra: Record<string, unknown> = {}) {
  if (l.actor !== 'staff') return
  await audit(l.tx, { userId: auth.userId, role: auth.role, ip }, {
    action: `handover.${verb}`,
    targetType: 'order',
    targetId: l.order.id,
    after: { step: key, ...extra },
  })
}

function stepOf(steps: StepRow[], key: HandoverStepKey): StepRow {
  const step = steps.find((s) => s.key === key)
  if (!step) throw new AppError(404, 'handoverStepNotFound')
  return step
}

function assertInHandover(order: OrderRow): void {
  if (order.status !== 'handover') throw new AppError(409, 'handoverClosed')
}

const stepWhere = (orderId: number, key: HandoverStepKey) => and(eq(handoverSteps.orderId, orderId), eq(handoverSteps.key, key))

/** POST /need/order/{id}/handover/{step}/done (seller or staff). The first mark starts the handover. */
export async function markDone(ctx: Ctx, auth: AuthInfo, orderId: number, key: HandoverStepKey, ip: string): Promise<Handover> {
  return onLocked(ctx, auth, orderId, async (l) => {
    const { tx, order, actor, steps, now } = l
    if (actor === 'buyer') throw new AppError(403, 'handoverSellerOnly')
    assertInHandover(order)
    const step = stepOf(steps, key)
    if (step.doneAt) throw new AppError(409, 'handoverStepAlreadyDone')
    // the seller signs the trade contract before handing anything over (staff acting for them are not held up)
    if (actor === 'seller') await assertSellerAccepted(tx, order.id)
    await tx.update(handoverSteps).set({ doneAt: now, doneBy: auth.userId, doneRole: actor }).where(stepWhere(order.id, key))
    if (!order.handoverStartedAt) {
      await markHandoverStarted(tx, order.id, now)
      await addEvent(tx, order.id, 'handover', copy('order.event.handoverStarted'), now)
    }
    await say(tx, order, copy('handover.done', { step: key, staff: actor !== 'seller' }), now)
    await auditStaff(l, auth, ip, 'done', key)
  })
}

/**
 * POST /need/order/{id}/handover/{step}/confirm (buyer or staff; the step must be done). Confirming the last
 * unconfirmed step completes the handover: the order is delivered and its protection window starts.
 */
export async function confirmStep(ctx: Ctx, auth: AuthInfo, orderId: number, key: HandoverStepKey, ip: string): Promise<Handover> {
  return onLocked(ctx, auth, orderId, async (l) => {
    const { tx, order, actor, steps, now } = l
    if (actor === 'seller') throw new AppError(403, 'handoverBuyerOnly')
    assertInHandover(order)
    const step = stepOf(steps, key)
    if (!step.doneAt) throw new AppError(409, 'handoverStepNotDone')
    if (step.confirmedAt) throw new AppError(409, 'handoverStepAlreadyConfirmed')
    await tx
      .update(handoverSteps)
      .set({ confirmedAt: now, confirmedBy: auth.userId, confirmedRole: actor })
      .where(stepWhere(order.id, key))
    const confirmed = steps.filter((s) => s.confirmedAt !== null).length + 1
    await say(tx, order, copy('handover.confirmed', { step: key, staff: actor !== 'buyer', confirmed, total: steps.length }), now)
    await auditStaff(l, auth, ip, 'confirm', key, { confirmed: `${confirmed}/${steps.length}` })
    if (confirmed === steps.length && !(await completeHandover(tx, ctx.config, order, now, actor))) {
      throw new Error('order changed under its row lock')
    }
  })
}

/** POST /need/order/{id}/handover/{step}/undo (staff): clears a mark (and its confirmation) or only the confirmation. */
export async function undoStep(
  ctx: Ctx,
  auth: AuthInfo,
  orderId: number,
  key: HandoverStepKey,
  input: HandoverUndoInput,
  ip: string,
): Promise<Handover> {
  return onLocked(ctx, auth, orderId, async (l) => {
    const { tx, order, actor, steps, now } = l
    if (actor !== 'staff') throw new AppError(403, 'handoverStaffOnly')
    assertInHandover(order)
    const step = stepOf(steps, key)
    const clearConfirmation = { confirmedAt: null, confirmedBy: null, confirmedRole: null }
    if (input.what === 'done') {
      if (!step.doneAt) throw new AppError(409, 'handoverStepNotDone')
      await tx
        .update(handoverSteps)
        .set({ doneAt: null, doneBy: null, doneRole: null, ...clearConfirmation })
        .where(stepWhere(order.id, key))
      await say(tx, order, copy('handover.undoneDone', { step: key, alsoConfirmation: step.confirmedAt !== null }), now)
      await auditStaff(l, auth, ip, 'undo', key, { what: 'done' })
      return
    }
    if (!step.confirmedAt) throw new AppError(409, 'handoverStepNotConfirmed')
    await tx.update(handoverSteps).set(clearConfirmation).where(stepWhere(order.id, key))
    await say(tx, order, copy('handover.undoneConfirmed', { step: key }), now)
    await auditStaff(l, auth, ip, 'undo', key, { what: 'confirmed' })
  })
}

/**
 * POST /need/order/{id}/handover/refund (buyer): the seller did not start by the deadline, so everything paid goes
 * back at once (order/lifecycle.ts refundAtOnce). A second call finds the order refunded: 409, no money moves.
 */
export async function refundNow(ctx: Ctx, auth: AuthInfo, orderId: number): Promise<Handover> {
  return onLocked(ctx, auth, orderId, async ({ tx, order, actor, steps, now }) => {
    if (actor !== 'buyer') throw new AppError(403, 'orderBuyerOnly')
    assertInHandover(order)
    await assertNoOpenDispute(tx, order.id)
    if (!deadlineMissed(order, steps, now)) throw new AppError(409, 'handoverRefundNotYet')
    if (!(await refundAtOnce(tx, order, now))) throw new Error('order changed under its row lock')
  })
}
