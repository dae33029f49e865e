/**
 * Where a trade stands, as the order page (main package) and the room both say it: handover progress, whether a
 * dispute is open and its state and outcome, whether to offer 申请售后, and whether a rating may still change. Only
 * the small orderTrade pack comes with it, so the order page does not carry the room's copy.
 */
import type { Dispute, DisputeOutcome, DisputeStatus, HandoverStep, Rating } from '../../../contract/trade'
import type { OrderDetail } from '../../../contract/types'
import { t, type MessageKey } from '../../locales'
import '../../locales/orderTrade'

export const disputeStatusText = (status: DisputeStatus) => t(('orderTrade.status.' + status) as MessageKey)
export const outcomeText = (outcome: DisputeOutcome) => t(('orderTrade.outcome.' + outcome) as MessageKey)

/** steps confirmed, of all steps */
export function handoverProgress(steps: HandoverStep[]): { confirmed: number; total: number } {
  return { confirmed: steps.filter((s) => s.confirmedAt).length, total: steps.length }
}

/** a dispute still waiting for an answer or a decision */
export const disputeOpen = (status: DisputeStatus) => status === 'awaiting_seller' || status === 'answered' || status === 'with_staff'

/**
 * Whether to offer 申请售后 on an order: its buyer, a sale, no dispute open, and the server's canDispute (which alone
 * knows the window after completion); without that flag, while the account is handed over or just delivered.
 */
export function mayOpenDispute(order: OrderDetail, latest: Dispute | null): boolean {
  if (order.role !== 'buyer' || order.kind !== 'sale') return false
  if (latest && disputeOpen(latest.status)) return false
  return order.canDispute ?? (order.status === 'handover' || order.status === 'delivered')
}

/** the buyer may still change the rating (the server's RATING_EDIT_DAYS, as Rating.editableUntil) */
export const ratingEditable = (r: Rating) => new Date(r.editableUntil).getTime() > Date.now()
