/**
 * The order state machine: the one table of the transitions an order may make (from, to, who may trigger it, the
 * event kind it fires), and transition(), the only writer of orders.status. A transition runs in the caller's
 * transaction on the order row the caller locked (rows.ts lockOrder), as one conditional update on the status the
 * caller read, so a change that lost a race changes nothing (and fires nothing). What other modules do about it
 * (the listing's state, payment holds, money back or paid out, coupons, the recycling request, the checklist, the
 * inbox and the trade room) are subscribers to the event kind, registered at load by each module
 * (modules/reactions.ts) and run in the same transaction: rolled back with it. The table is explained in
 * docs/architecture.md.
 */
import { and, eq, type SQL } from 'drizzle-orm'
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core'
import type { OrderStatus } from '../../../contract/orders'
import type { HandoverStepKey } from '../../../contract/trade'
import type { Db } from '../../db/client'
import { orders } from './schema'
import type { Copy, Line } from '../../lib/copy'
import { AppError } from '../../lib/errors'
import type { OrderRow } from './rows'


/** who triggers a transition: a party of the order, staff in the console, or the server itself (jobs, providers) */
export type TransitionActor = 'buyer' | 'seller' | 'staff' | 'system'

/** The events an order's transitions fire, the names later work (notifications) hangs on. */
export const ORDER_EVENT_KINDS = [
  'order.paid',
  'order.cancelled',
  'order.handover_completed',
  'order.completed',
  'order.refund_requested',
  'order.refund_rejected',
  'order.refunded',
] as const
export type OrderEventKind = (typeof ORDER_EVENT_KINDS)[number]

export interface TransitionRule {
  from: OrderStatus
  to: OrderStatus
  by: readonly TransitionActor[]
  event: OrderEventKind
}

/** Everything an order may do; anything else is refused (409 orderWrongState) and changes nothing. */
export const TRANSITIONS: readonly TransitionRule[] = [
  // a sale: the wallet paid all of it (buyer) or the provider's notification arrived (system)
  { from: 'pending_payment', to: 'handover', by: ['buyer', 'system'], event: 'order.paid' },
  // a rental: the renter uses the account at once, nothing is rebound
  { from: 'pending_payment', to: 'delivered', by: ['buyer', 'system'], event: 'order.paid' },
  { from: 'pending_payment', to: 'cancelled', by: ['buyer', 'system'], event: 'order.cancelled' },
  // the last checklist step confirmed (by the buyer, or by staff for them)
  { from: 'handover', to: 'delivered', by: ['buyer', 'staff'], event: 'order.handover_completed' },
  // the buyer confirms, the protection window (a rental's period) ends, or a dispute ends in a partial refund
  { from: 'delivered', to: 'completed', by: ['buyer', 'system', 'staff', 'seller'], event: 'order.completed' },
  { from: 'handover', to: 'completed', by: ['staff', 'seller'], event: 'order.completed' },
  // 'paid' is the status of orders paid before the handover existed
  { from: 'paid', to: 'refunding', by: ['buyer'], event: 'order.refund_requested' },
  { from: 'handover', to: 'refunding', by: ['buyer'], event: 'order.refund_requested' },
  { from: 'delivered', to: 'refunding', by: ['buyer'], event: 'order.refund_requested' },
  { from: 'refunding', to: 'refunded', by: ['staff'], event: 'order.refunded' },
  { from: 'refunding', to: 'handover', by: ['staff'], event: 'order.refund_rejected' },
  { from: 'refunding', to: 'delivered', by: ['staff'], event: 'order.refund_rejected' },
  // the buyer when the seller missed the handover's start; staff or the seller deciding a dispute
  { from: 'handover', to: 'refunded', by: ['buyer', 'staff', 'seller'], event: 'order.refunded' },
  { from: 'delivered', to: 'refunded', by: ['staff', 'seller'], event: 'order.refunded' },
  // a dispute on a completed order refunded in full (the seller's held proceeds taken back)
  { from: 'completed', to: 'refunded', by: ['staff', 'seller'], event: 'order.refunded' },
]

/** The rule for `from` -> `to` by `by`, or undefined when the table does not allow it. */
export function ruleFor(from: OrderStatus, to: OrderStatus, by: TransitionActor): TransitionRule | undefined {
  return TRANSITIONS.find((r) => r.from === from && r.to === to && r.by.includes(by))
}

/** What the caller of each event kind tells its subscribers. */
export interface OrderEventDetails {
  'order.paid': { externalAmount: number; protectionHours: number; handoverDeadline: Date | null }
  /** reasons and notes: copy the system writes (lib/copy.ts) or text a person typed */
  'order.cancelled': { reason: Line }
  'order.handover_completed': { protectionHours: number; autoCompleteAt: Date }
  /** deducted: a dispute's partial refund the seller's proceeds are paid less; quiet: the caller tells both sides */
  'order.completed': { note: Line; deducted: number; quiet: boolean }
  'order.refund_requested': { reason: string }
  'order.refund_rejected': { note: string | null }
  /** amount: what goes back to the buyer; roomText null: the caller tells both sides (a dispute's decision) */
  'order.refunded': { amount: number; ledgerNote: Line; note: Line | null; roomText: Copy | null }
}

/** What subscribers found out, for the ones after them (the notices run last) and for the caller. */
export interface TransitionFacts {
  /** fen of the buyer's wallet released by closing open payments */
  released?: number
  /** the order belongs to a recycling request (recycle/order-sync.ts dealt with it) */
  recycled?: boolean
  /** the handover checklist made at payment: its step keys */
  steps?: HandoverStepKey[]
  /** where a refund went */
  refund?: { toWallet: number; toProvider: number }
}

export interface OrderTransition<K extends OrderEventKind = OrderEventKind> {
  kind: K
  tx: Db
  /** the row as the caller locked it */
  before: OrderRow
  /** the row after the transition */
  order: OrderRow
  by: TransitionActor
  now: Date
  detail: OrderEventDetails[K]
  facts: TransitionFacts
}

/** 'apply' subscribers (other modules' state) run first, then 'tell' ones (messages that report what they did). */
export type SubscriberPhase = 'apply' | 'tell'
type Subscriber<K extends OrderEventKind> = (ev: OrderTransition<K>) => Promise<void>
interface Registered {
  kind: OrderEventKind
  phase: SubscriberPhase
  fn: Subscriber<never>
}
const registry: Registered[] = []

/** Registers a reaction to an event kind; answers a function that removes it (tests). */
export function onOrder<K extends OrderEventKind>(kind: K, fn: Subscriber<K>, phase: SubscriberPhase = 'apply'): () => void {
  const entry: Registered = { kind, phase, fn: fn as Subscriber<never> }
  registry.push(entry)
  return () => {
    const at = registry.indexOf(entry)
    if (at >= 0) registry.splice(at, 1)
  }
}

type OrderInsert = typeof orders.$inferInsert

export interface TransitionOptions<K extends OrderEventKind> {
  by: TransitionActor
  event: K
  now: Date
  detail: OrderEventDetails[K]
  /** other columns written with the status */
  set?: Omit<PgUpdateSetSource<typeof orders>, 'status' | 'id'>
  /** a further condition of the update (e.g. no earlier refund request) */
  where?: SQL
}

/**
 * Moves the locked `order` to `to`: refused with 409 when the table does not allow it (nothing changes);
 * null when the row no longer has the status the caller read (a race lost: nothing changes, nothing fires);
 * otherwise the transition, after every subscriber ran.
 */
export async function transition<K extends OrderEventKind>(
  tx: Db,
  order: OrderRow,
  to: OrderStatus,
  opts: TransitionOptions<K>,
): Promise<OrderTransition<K> | null> {
  const rule = ruleFor(order.status, to, opts.by)
  if (!rule) throw new AppError(409, 'orderWrongState')
  if (rule.event !== opts.event) throw new Error(`${order.status} -> ${to} fires ${rule.event}, not ${opts.event}`)
  const [row] = await tx
    .update(orders)
    .set({ ...opts.set, status: to, updatedAt: opts.now })
    .where(and(eq(orders.id, order.id), eq(orders.status, order.status), opts.where))
    .returning()
  if (!row) return null
  const ev: OrderTransition<K> = { kind: opts.event, tx, before: order, order: row, by: opts.by, now: opts.now, detail: opts.detail, facts: {} }
  for (const phase of ['apply', 'tell'] as const) {
    for (const s of registry.filter((r) => r.kind === opts.event && r.phase === phase)) {
      await (s.fn as Subscriber<K>)(ev)
    }
  }
  return ev
}

/** The order's first state: every order starts unpaid. */
export async function insertOrder(tx: Db, values: Omit<OrderInsert, 'status'>): Promise<OrderRow> {
  const [row] = await tx
    .insert(orders)
    .values({ ...values, status: 'pending_payment' })
    .returning()
  return row
}
