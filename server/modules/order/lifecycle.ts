/**
 * The steps of an escrow order, shared by the buyer's actions, the payment notification, the handover, the
 * admin's refund decision, disputes and the background jobs. Each runs inside the caller's transaction on an order
 * row the caller has locked (`lockOrder`) and goes through machine.ts transition(), so a change that lost a race
 * changes nothing; what other modules do about a step (listing, money, coupons, recycling, checklist, messages)
 * are the subscribers of its event kind. Each step exists once: completion, cancellation and refund are the same
 * whoever triggers them. The order state machine (docs/architecture.md):
 *   pending_payment -> handover (sale: paid, the seller rebinds the account step by step, the buyer confirms each)
 *                   -> delivered (every step confirmed: the protection window starts) -> completed
 *   handover | delivered -> refunding -> refunded, or back to handover | delivered when refused
 *   handover -> refunded at once when the seller did not start by the handover deadline (refundAtOnce)
 * A rental order (kind 'rental', contract/rentals.ts) goes pending_payment -> delivered on payment (the renter
 * uses the account, nothing is rebound); its period starts then, it completes when the period ends, and its
 * listing goes off the shelf until the seller enters new credentials (the renter knew them).
 */
import { isNull, sql, type SQL } from 'drizzle-orm'
import type { OrderStatus } from '../../../contract/orders'
import type { Config } from '../../config'
import type { Db } from '../../db/client'
import { orders } from './schema'
import { payments } from '../payment/schema'
import { copy, type Copy, type Line } from '../../lib/copy'
import { notify } from '../inbox/notify'
import { yuan } from '../../lib/money'
import { refundPayment } from '../payment/refunds'
import { transition, type OrderTransition, type TransitionActor } from './machine'
import { cancelReasonSet, refundReasonSet } from './reasons'
import { addEvent, rentalMs, type OrderRow } from './rows'
import { orderLink } from './tell'

export { addEvent, lockOrder, rentalMs, type OrderRow } from './rows'
export { orderLink, tell, type Telling } from './tell'
/** the order texts' amount format (lib/money.ts) */
export { yuan }

type PaymentRow = typeof payments.$inferSelect

const HOUR_MS = 3600_000

/**
 * Payment: pending_payment -> handover for a sale (paidAt, the seller's start deadline, the checklist from the
 * listing; no auto-complete until the handover completes), pending_payment -> delivered for a rental (its period
 * starts now and the order completes by itself when it ends: autoCompleteAt = rentEnd). Either way the order's
 * trade room opens with its first system message. `externalAmount` is what the provider just paid (0 for
 * wallet-only); `by` the buyer when the wallet paid it all, the system for a provider's notification.
 */
export async function markPaid(
  tx: Db,
  config: Pick<Config, 'protectionHours' | 'handoverStartHours'>,
  order: OrderRow,
  externalAmount: number,
  now: Date,
  by: TransitionActor = 'system',
): Promise<boolean> {
  const rentEnd = order.kind === 'rental' ? new Date(now.getTime() + rentalMs(order)) : null
  const handoverDeadline = new Date(now.getTime() + config.handoverStartHours * HOUR_MS)
  const ev = await transition(tx, order, rentEnd ? 'delivered' : 'handover', {
    by,
    event: 'order.paid',
    now,
    detail: { externalAmount, protectionHours: config.protectionHours, handoverDeadline: rentEnd ? null : handoverDeadline },
    set: {
      externalPaid: sql`${orders.externalPaid} + ${externalAmount}`,
      paidAt: now,
      ...(rentEnd
        ? { deliveredAt: now, autoCompleteAt: rentEnd, rentStart: now, rentEnd }
        : { handoverDeadline, autoCompleteAt: null }),
    },
  })
  if (!ev) return false
  await addEvent(tx, order.id, 'paid', copy('order.event.paid', { paid: ev.order.walletPaid + ev.order.externalPaid }), now)
  if (rentEnd) {
    await addEvent(tx, order.id, 'delivered', copy('order.event.rentalDelivered', { until: rentEnd.toISOString() }), now)
  } else {
    const p = { steps: ev.facts.steps ?? [], deadline: handoverDeadline.toISOString() }
    await addEvent(tx, order.id, 'handover', copy('order.event.handoverWaiting', p), now)
  }
  return true
}

/**
 * pending_payment -> cancelled (by the buyer or at the pay deadline): a catalogue listing goes back on sale (the
 * escrow listing of a recycling quote goes off the shelf and its request reopens: recycle/order-sync.ts), coupons
 * and red packets are released, open payments are closed and the wallet parts they held released (a wallet part
 * taken before holds existed is refunded).
 */
export async function cancelOrder(tx: Db, order: OrderRow, reason: Line, now: Date, by: TransitionActor = 'system'): Promise<boolean> {
  const ev = await transition(tx, order, 'cancelled', {
    by,
    event: 'order.cancelled',
    now,
    detail: { reason },
    set: { cancelledAt: now, ...cancelReasonSet(reason) },
  })
  if (!ev) return false
  await addEvent(tx, order.id, 'cancelled', reason, now)
  return true
}

/**
 * handover -> delivered: the last step of the checklist was confirmed (handover/service.ts, on the locked order,
 * by the buyer or staff for them). The protection window starts now: the order completes by itself after
 * protectionHours unless the buyer confirms receipt earlier or asks for a refund.
 */
export async function completeHandover(
  tx: Db,
  config: Pick<Config, 'protectionHours'>,
  order: OrderRow,
  now: Date,
  by: TransitionActor = 'buyer',
): Promise<boolean> {
  const autoCompleteAt = new Date(now.getTime() + config.protectionHours * HOUR_MS)
  const ev = await transition(tx, order, 'delivered', {
    by,
    event: 'order.handover_completed',
    now,
    detail: { protectionHours: config.protectionHours, autoCompleteAt },
    set: { deliveredAt: now, autoCompleteAt, handoverCompletedAt: now },
  })
  if (!ev) return false
  await addEvent(tx, order.id, 'delivered', copy('order.event.handoverDone', { until: autoCompleteAt.toISOString() }), now)
  return true
}

export interface CompleteOptions {
  by?: TransitionActor
  /** a dispute's partial refund: the seller is paid the proceeds less this (never below 0) */
  deducted?: number
  /** the caller (a dispute's decision) tells buyer and seller itself */
  quiet?: boolean
}

/**
 * -> completed (the buyer confirms, the protection window ends, or a dispute ends in a partial refund): the
 * listing is sold, the seller paid. A rental completes when its period ends or the renter returns the account
 * early (its end moves to now): the seller is paid the same way, and the listing goes off the shelf with
 * credentialsStale, because the renter knew its password: the seller changes it and enters the new credentials
 * (consignment updateCredentials), which puts it back on sale. `note` goes on the timeline.
 */
export async function completeOrder(tx: Db, order: OrderRow, note: Line, now: Date, opts: CompleteOptions = {}): Promise<boolean> {
  const ev = await transition(tx, order, 'completed', {
    by: opts.by ?? 'system',
    event: 'order.completed',
    now,
    detail: { note, deducted: opts.deducted ?? 0, quiet: opts.quiet ?? false },
    set: { completedAt: now, ...(order.kind === 'rental' ? { rentEnd: sql`least(${orders.rentEnd}, ${now})` } : {}) },
  })
  if (!ev) return false
  await addEvent(tx, order.id, 'completed', note, now)
  return true
}

/** the statuses a buyer may ask for a refund from */
export const REFUNDABLE: OrderStatus[] = ['paid', 'handover', 'delivered']

/**
 * REFUNDABLE -> refunding (the buyer asks; an admin decides). The handover pauses meanwhile. Once per order
 * (refundRequestedAt stays set after a refusal): a buyer who disagrees with the refusal opens a dispute, so asking
 * again and again cannot hold the order back without end.
 */
export async function requestRefund(tx: Db, order: OrderRow, reason: string, now: Date): Promise<boolean> {
  const ev = await transition(tx, order, 'refunding', {
    by: 'buyer',
    event: 'order.refund_requested',
    now,
    detail: { reason },
    set: { ...refundReasonSet(reason), refundRequestedAt: now },
    where: isNull(orders.refundRequestedAt),
  })
  if (!ev) return false
  await addEvent(tx, order.id, 'refunding', reason, now)
  return true
}

export interface RefundOptions {
  by: TransitionActor
  /** fen back to the buyer: everything paid unless said otherwise */
  amount?: number
  /** the wallet ledger's (and the provider refund's) note */
  ledgerNote: Line
  /** the timeline's note */
  eventNote: Line | null
  /** the note shown to buyer and seller, and what the room's message starts with; roomText null: the caller tells */
  note: Line | null
  roomText: Copy | null
  set?: Partial<Pick<OrderRow, 'refundReason' | 'refundReasonKind' | 'refundReasonParams' | 'refundRequestedAt'>>
}

/**
 * -> refunded, the one refund of an order (an admin's approval, the one at once after a missed handover, a
 * dispute's full refund): `amount` goes back to the buyer (payment/order-reactions.ts: the wallet part to the
 * wallet, what WeChat Pay or Alipay took back through them), the listing goes off the shelf (its credentials were
 * shown to the buyer, so the seller must change them before relisting; a sold one stays sold), the recycling
 * request of an accepted quote is closed. Coupons stay used. Answers the transition (its facts say where the money
 * went and whether the order was a recycling one), or null when a race was lost.
 */
export async function refundOrder(tx: Db, order: OrderRow, now: Date, o: RefundOptions): Promise<OrderTransition<'order.refunded'> | null> {
  const ev = await transition(tx, order, 'refunded', {
    by: o.by,
    event: 'order.refunded',
    now,
    detail: { amount: o.amount ?? order.walletPaid + order.externalPaid, ledgerNote: o.ledgerNote, note: o.note, roomText: o.roomText },
    set: { refundedAt: now, ...o.set },
  })
  if (!ev) return null
  await addEvent(tx, order.id, 'refunded', o.eventNote, now)
  return ev
}

/** refunding -> refunded (an admin approved the buyer's request): everything paid goes back. */
export async function approveRefund(tx: Db, order: OrderRow, note: string | null, now: Date): Promise<boolean> {
  const ev = await refundOrder(tx, order, now, {
    by: 'staff',
    ledgerNote: copy('order.ledger.refund', { orderNo: order.orderNo }),
    eventNote: note,
    note,
    roomText: copy('order.refunded.approvedRoom', { note }),
  })
  return ev !== null
}

/**
 * handover -> refunded at once: the seller did not start the handover by its deadline and the buyer takes the
 * money back (handover/service.ts checks that no step is done, on the locked order).
 */
export async function refundAtOnce(tx: Db, order: OrderRow, now: Date): Promise<boolean> {
  const reason = copy('order.note.handoverMissed')
  const ev = await refundOrder(tx, order, now, {
    by: 'buyer',
    ledgerNote: copy('order.ledger.refund', { orderNo: order.orderNo }),
    eventNote: reason,
    note: reason,
    roomText: copy('order.refunded.missedRoom', { deadline: order.handoverDeadline?.toISOString() ?? null }),
    set: { ...refundReasonSet(reason), refundRequestedAt: now },
  })
  return ev !== null
}

/** A rejected refund (or dispute, dispute/decide.ts) gives the buyer at least a day before the order completes by itself. */
export const REJECT_GRACE_MS = 24 * 3600_000

/**
 * The latest an order may complete by itself, however often a refusal gave the buyer more time: the end of its
 * first window (the protection window after delivery; a rental's period) plus COMPLETION_DELAY_MAX_HOURS. Null
 * for an order that was never delivered (it has no window yet).
 */
export function completionCap(config: Pick<Config, 'protectionHours' | 'completionDelayMaxHours'>, order: OrderRow): Date | null {
  const firstEnd =
    order.kind === 'rental' ? order.rentEnd : order.deliveredAt && new Date(order.deliveredAt.getTime() + config.protectionHours * HOUR_MS)
  return firstEnd ? new Date(firstEnd.getTime() + config.completionDelayMaxHours * HOUR_MS) : null
}

/** autoCompleteAt after a refusal: at least REJECT_GRACE_MS from now, never past completionCap. */
export function completionAfterRefusal(config: Pick<Config, 'protectionHours' | 'completionDelayMaxHours'>, order: OrderRow, now: Date): SQL {
  const pushed = sql`greatest(${orders.autoCompleteAt}, ${new Date(now.getTime() + REJECT_GRACE_MS)})`
  const cap = completionCap(config, order)
  return cap ? sql`least(${pushed}, ${cap})` : pushed
}

/**
 * refunding -> back where it was, with the admin's note: 'handover' when the order's handover had not completed
 * (the checklist goes on; no auto-complete yet), else 'delivered' (auto-complete at least a day away, within
 * completionCap). The buyer may not ask again (requestRefund); the way on is a dispute.
 */
export async function rejectRefund(
  tx: Db,
  config: Pick<Config, 'protectionHours' | 'completionDelayMaxHours'>,
  order: OrderRow,
  note: string | null,
  now: Date,
): Promise<boolean> {
  const toHandover = order.handoverDeadline !== null && order.handoverCompletedAt === null
  const ev = await transition(tx, order, toHandover ? 'handover' : 'delivered', {
    by: 'staff',
    event: 'order.refund_rejected',
    now,
    detail: { note },
    set: toHandover ? {} : { autoCompleteAt: completionAfterRefusal(config, order, now) },
  })
  if (!ev) return false
  await addEvent(tx, order.id, toHandover ? 'handover' : 'delivered', copy('order.refundRejected.event', { note }), now)
  return true
}

/**
 * Money that arrived for a payment that can no longer pay its order (the order was cancelled or expired, or was
 * paid through another attempt): it is not lost, it goes back as refunds do (payment/refunds.ts): to the wallet
 * for the sandbox, through WeChat Pay or Alipay to where it came from. The order's status does not change.
 */
export async function refundLatePayment(tx: Db, order: OrderRow, p: PaymentRow): Promise<void> {
  const orderNo = order.orderNo
  const split = await refundPayment(tx, order, p, p.amount, `订单 ${orderNo} 已关闭，支付款项退回`, copy('order.ledger.lateRefund', { orderNo }))
  await notify(tx, order.buyerId, {
    kind: 'order',
    copy: copy('order.latePayment.buyer', { orderNo, amount: p.amount, toProvider: split.toProvider }),
    link: orderLink(order.id),
  })
}
