/**
 * A dispute's outcome carried out, in the caller's transaction, with the order row and then the dispute row
 * locked (every dispute path locks in that order). The dispute's own conditional update on the expected status
 * comes first, so of two concurrent decisions the loser changes nothing and pays nothing. Money moves only through
 * the wallet ledger (wallet/service.ts), so every ledger still sums to its balance:
 *
 * - refund_full: everything the buyer paid goes back: the wallet part to the wallet, what WeChat Pay or Alipay
 *   took back through them (payment/refunds.ts refundToBuyer; a partial refund goes the same way). An order not yet
 *   completed is refunded (the listing goes off the shelf: its credentials were shown, like an approved refund);
 *   a completed one too, taking the seller's held proceeds back, the platform bearing what the hold did not cover.
 * - refund_partial: `amount` goes to the buyer. An order not yet completed completes now, the seller credited
 *   the proceeds less the amount (never below 0); of a completed order the amount is taken from the held proceeds
 *   (the rest released), the platform bearing any shortfall.
 * - rejected: no money moves; held proceeds are released; a delivered order gets at least a day before it
 *   completes by itself (as a rejected refund does), an order in handover stays there.
 */
import { and, eq } from 'drizzle-orm'
import { lengthOk } from '../../../contract/rules'
import { DISPUTE_REASON_MAX, type DisputeCase, type DisputeDecisionInput, type DisputeOutcome } from '../../../contract/trade'
import type { Config } from '../../config'
import type { Ctx } from '../../context'
import type { Db } from '../../db/client'
import { copy, type Copy } from '../../lib/copy'
import { AppError } from '../../lib/errors'
import { audit, type Actor } from '../audit/service'
import { addEvent, completeOrder, completionAfterRefusal, refundOrder, yuan, type OrderRow } from '../order/lifecycle'
import { deferCompletion, touchOrder } from '../order/rows'
import { tell } from '../order/tell'
import { refundToBuyer, type RefundSplit } from '../payment/refunds'
import { debitHeld, release } from '../wallet/service'
import { disputeSettled } from '../service/hooks'
import { disputes } from './schema'
import { DISPUTABLE, oneCase, paidOf, withLockedDispute, type DisputeRow } from './view'

export interface Decision {
  outcome: DisputeOutcome
  /** refund_partial only */
  amount: number | null
  reason: string | null
  by: 'staff' | 'seller'
  deciderId: number
  /** the dispute's status this decision expects (with_staff for staff; awaiting_seller for a seller's acceptance) */
  from: DisputeRow['status']
  /** what else the decision writes on the dispute (the seller's answer) */
  extra?: Partial<Pick<DisputeRow, 'sellerAnswer' | 'sellerAnsweredAt'>>
}

/**
 * POST /admin/dispute/{id}/decide (staff): only while with_staff, exactly once (the loser of concurrent decisions
 * gets 409 and moves nothing). Answers the dispute as staff see it.
 */
export async function decideByStaff(ctx: Ctx, actor: Actor, id: number, input: DisputeDecisionInput): Promise<DisputeCase> {
  const staffId = actor.userId
  const reason = input.reason.trim()
  if (!lengthOk(reason, 1, DISPUTE_REASON_MAX)) throw new AppError(400, 'disputeReasonRule', { max: DISPUTE_REASON_MAX })
  const partial = input.outcome === 'refund_partial'
  if (partial && input.amount === undefined) throw new AppError(400, 'disputeAmountRequired')
  const decided = await withLockedDispute(ctx, id, async (tx, dispute, order, now) => {
    if (dispute.status !== 'with_staff') throw new AppError(409, dispute.status === 'resolved' ? 'disputeDecided' : 'disputeNotWithStaff')
    const paid = paidOf(order)
    const amount = partial ? (input.amount as number) : null
    if (amount !== null && (!Number.isSafeInteger(amount) || amount <= 0 || amount >= paid)) {
      throw new AppError(400, 'disputeAmountRule', { max: yuan(paid) })
    }
    const row = await applyDecision(tx, ctx.config, order, dispute, { outcome: input.outcome, amount, reason, by: 'staff', deciderId: staffId, from: 'with_staff' }, now)
    await audit(tx, actor, {
      action: 'dispute.decide',
      targetType: 'dispute',
      targetId: id,
      before: { status: dispute.status },
      after: { status: row.status, outcome: row.outcome, refundAmount: row.refundAmount, orderId: order.id },
      reason,
    })
    return row
  })
  return oneCase(ctx, decided, { userId: staffId, staff: true })
}

/** Carries out `d` on the locked `dispute` of the locked `order`; 409 when another decision got there first. */
export async function applyDecision(
  tx: Db,
  config: Pick<Config, 'protectionHours' | 'completionDelayMaxHours'>,
  order: OrderRow,
  dispute: DisputeRow,
  d: Decision,
  now: Date,
): Promise<DisputeRow> {
  const completed = order.status === 'completed'
  if (d.outcome !== 'rejected' && !completed && !DISPUTABLE.includes(order.status)) throw new AppError(409, 'disputeOrderChanged')
  const paid = paidOf(order)
  const refund = d.outcome === 'refund_full' ? paid : d.outcome === 'refund_partial' ? (d.amount ?? 0) : null
  const [row] = await tx
    .update(disputes)
    .set({
      ...d.extra,
      status: 'resolved',
      outcome: d.outcome,
      refundAmount: refund,
      decisionReason: d.reason,
      decidedAt: now,
      decidedBy: d.by,
      deciderId: d.deciderId,
      heldAmount: 0,
      updatedAt: now,
    })
    .where(and(eq(disputes.id, dispute.id), eq(disputes.status, d.from)))
    .returning()
  if (!row) throw new AppError(409, 'disputeDecided')
  await disputeSettled(tx, dispute.id, order.id, now, d.by === 'staff' ? d.deciderId : null)

  const held = dispute.heldAmount
  let orderNote: Copy | null
  let split: RefundSplit = { toWallet: refund ?? 0, toProvider: 0 }
  if (d.outcome === 'refund_full') {
    ;({ line: orderNote, split } = await refundFull(tx, order, d.by, held, paid, now))
  } else if (d.outcome === 'refund_partial') {
    ;({ line: orderNote, split } = await refundPartial(tx, order, d.by, held, refund ?? 0, now))
  } else {
    if (held > 0) await release(tx, order.sellerId, held)
    orderNote = await keepGoing(tx, config, order, d.reason, now)
  }

  const p = {
    orderNo: order.orderNo,
    outcome: d.outcome,
    amount: refund,
    by: d.by,
    appealed: dispute.appealed,
    final: dispute.appealed || d.by === 'seller',
    reason: d.reason,
    held,
    ...split,
    line: orderNote,
  }
  await tell(tx, order, { room: copy('dispute.decided.room', p), buyer: copy('dispute.decided.buyer', p), seller: copy('dispute.decided.seller', p) }, now)
  return row
}

/** refund_full through the order's one refund; answers the line the room and the seller read about the order. */
async function refundFull(tx: Db, order: OrderRow, by: Decision['by'], held: number, paid: number, now: Date): Promise<{ line: Copy | null; split: RefundSplit }> {
  const completed = order.status === 'completed'
  // the seller was paid: what the hold did not take back is the platform's
  const platform = completed ? Math.max(0, paid - held) : 0
  const refunded = await refundOrder(tx, order, now, {
    by,
    amount: paid,
    ledgerNote: copy('dispute.ledger.fullRefund', { orderNo: order.orderNo, platform }),
    eventNote: copy('dispute.event.fullRefund', { amount: paid }),
    note: null,
    // the decision tells both sides itself (applyDecision)
    roomText: null,
  })
  if (!refunded) throw new AppError(409, 'disputeOrderChanged')
  if (completed && held > 0) {
    await debitHeld(tx, order.sellerId, held, { kind: 'refund', orderId: order.id, note: copy('dispute.ledger.fullTakeBack', { orderNo: order.orderNo }) })
  }
  const split = refunded.facts.refund ?? { toWallet: 0, toProvider: 0 }
  // the trade had ended: the listing stays sold
  if (completed) return { line: held > 0 ? copy('dispute.line.heldTakenBack', { held }) : null, split }
  return { line: copy('dispute.line.refunded', { recycled: refunded.facts.recycled === true }), split }
}

/** refund_partial of `amount` (0 < amount < paid, checked by the caller). */
async function refundPartial(
  tx: Db,
  order: OrderRow,
  by: Decision['by'],
  held: number,
  amount: number,
  now: Date,
): Promise<{ line: Copy | null; split: RefundSplit }> {
  if (order.status === 'completed') {
    const take = Math.min(amount, held)
    if (take > 0) {
      await debitHeld(tx, order.sellerId, take, {
        kind: 'refund',
        orderId: order.id,
        note: copy('dispute.ledger.partialFromHeld', { orderNo: order.orderNo }),
      })
    }
    if (held > take) await release(tx, order.sellerId, held - take)
    const split = await refundToBuyer(tx, order, amount, copy('dispute.ledger.partialRefund', { orderNo: order.orderNo, platform: amount - take }))
    await touchOrder(tx, order.id, now)
    await addEvent(tx, order.id, 'completed', copy('dispute.event.partialRefund', { amount }), now)
    return { line: take > 0 || held > take ? copy('dispute.line.partialHeld', { take, rest: held - take }) : null, split }
  }
  // the order's one completion: the seller paid the proceeds less the amount, the listing sold, recycling synced
  const note = copy('dispute.event.partialCompleted', { amount })
  if (!(await completeOrder(tx, order, note, now, { by, deducted: amount, quiet: true }))) throw new AppError(409, 'disputeOrderChanged')
  const split = await refundToBuyer(tx, order, amount, copy('dispute.ledger.partialRefund', { orderNo: order.orderNo, platform: 0 }))
  return { line: copy('dispute.line.partialCompleted', { proceeds: Math.max(0, order.sellerProceeds - amount) }), split }
}

/** rejected: the order goes on as it was (completion at least a day away, within order/lifecycle completionCap). */
async function keepGoing(
  tx: Db,
  config: Pick<Config, 'protectionHours' | 'completionDelayMaxHours'>,
  order: OrderRow,
  reason: string | null,
  now: Date,
): Promise<Copy | null> {
  if (order.status !== 'delivered') return order.status === 'handover' ? copy('dispute.line.handover') : null
  await deferCompletion(tx, order.id, completionAfterRefusal(config, order, now), now)
  await addEvent(tx, order.id, 'delivered', copy('dispute.event.rejected', { reason }), now)
  return copy('dispute.line.delivered')
}
