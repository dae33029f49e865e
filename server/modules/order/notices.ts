/**
 * What buyer and seller read about each step of their order: the inbox messages and, from payment on, the system
 * messages of the order's trade room (the room opens at payment, so creating or cancelling an unpaid order writes
 * none). Subscribers of the order's transitions (machine.ts), in the 'tell' phase: they run after every other
 * module's reaction, whose findings (money released or refunded, a recycling order, the checklist) they report.
 * Everything is stored as copy (kinds in copy-zh.ts / copy-en.ts) and read in the reader's language.
 */
import type { Db } from '../../db/client'
import { copy } from '../../lib/copy'
import { onOrder } from './machine'
import type { OrderRow } from './rows'
import { goodsTitle, tell } from './tell'

const isRental = (order: OrderRow) => order.kind === 'rental'
const rentTerms = (order: OrderRow) => ({ rentQuantity: order.rentQuantity ?? 0, rentUnit: order.rentUnit ?? 'hour' })
/** what every message about an order names: its number and its listing's title as the seller wrote it */
const about = async (tx: Db, order: OrderRow) => ({ orderNo: order.orderNo, title: await goodsTitle(tx, order.goodsId) })
const iso = (at: Date | null | undefined) => (at ? at.toISOString() : null)

export async function announceCreated(tx: Db, order: OrderRow, payMinutes: number): Promise<void> {
  const p = { ...(await about(tx, order)), payMinutes, ...rentTerms(order) }
  const kind = isRental(order) ? 'rental' : 'order'
  await tell(tx, order, { buyer: copy(`${kind}.created.buyer`, p), seller: copy(`${kind}.created.seller`, p) })
}

onOrder(
  'order.paid',
  async ({ tx, order, now, detail, facts }) => {
    const paid = order.walletPaid + order.externalPaid
    const base = await about(tx, order)
    if (isRental(order)) {
      const p = { ...base, ...rentTerms(order), paid, until: iso(order.rentEnd) }
      await tell(tx, order, { buyer: copy('rental.paid.buyer', p), seller: copy('rental.paid.seller', p), room: copy('rental.paid.room', p) }, now)
      return
    }
    const p = { ...base, paid, steps: facts.steps ?? [], deadline: iso(detail.handoverDeadline), protectionHours: detail.protectionHours }
    await tell(tx, order, { buyer: copy('order.paid.buyer', p), seller: copy('order.paid.seller', p), room: copy('order.paid.room', p) }, now)
  },
  'tell',
)

onOrder(
  'order.cancelled',
  async ({ tx, order, detail, facts }) => {
    const p = { ...(await about(tx, order)), reason: detail.reason, walletPaid: order.walletPaid, released: facts.released ?? 0 }
    await tell(tx, order, {
      buyer: copy('order.cancelled.buyer', p),
      // a recycling seller hears it from recycle/order-sync.ts, about the request
      seller: facts.recycled ? null : copy('order.cancelled.seller', p),
    })
  },
  'tell',
)

onOrder(
  'order.handover_completed',
  async ({ tx, order, now, detail }) => {
    const p = { ...(await about(tx, order)), until: iso(detail.autoCompleteAt), protectionHours: detail.protectionHours }
    await tell(
      tx,
      order,
      { buyer: copy('order.handoverDone.buyer', p), seller: copy('order.handoverDone.seller', p), room: copy('order.handoverDone.room', p) },
      now,
    )
  },
  'tell',
)

onOrder(
  'order.completed',
  async ({ tx, order, now, detail }) => {
    if (detail.quiet) return
    const p = { ...(await about(tx, order)), note: detail.note, proceeds: order.sellerProceeds }
    const kind = isRental(order) ? 'rental' : 'order'
    await tell(
      tx,
      order,
      { buyer: copy(`${kind}.completed.buyer`, p), seller: copy(`${kind}.completed.seller`, p), room: copy(`${kind}.completed.room`, p) },
      now,
    )
  },
  'tell',
)

onOrder(
  'order.refund_requested',
  async ({ tx, order, now, detail }) => {
    const p = { ...(await about(tx, order)), reason: detail.reason }
    await tell(
      tx,
      order,
      { buyer: copy('order.refundRequested.buyer', p), seller: copy('order.refundRequested.seller', p), room: copy('order.refundRequested.room', p) },
      now,
    )
  },
  'tell',
)

onOrder(
  'order.refund_rejected',
  async ({ tx, order, now, detail }) => {
    // one request per order: what the buyer can still do is a dispute (a rental has none: customer service)
    const p = { ...(await about(tx, order)), note: detail.note, resumed: order.status, sale: order.kind === 'sale' }
    await tell(
      tx,
      order,
      { buyer: copy('order.refundRejected.buyer', p), seller: copy('order.refundRejected.seller', p), room: copy('order.refundRejected.room', p) },
      now,
    )
  },
  'tell',
)

onOrder(
  'order.refunded',
  async ({ tx, order, now, detail, facts }) => {
    if (detail.roomText === null) return
    const split = facts.refund ?? { toWallet: 0, toProvider: 0 }
    const p = { ...(await about(tx, order)), ...split, note: detail.note, recycled: facts.recycled === true, roomText: detail.roomText }
    await tell(
      tx,
      order,
      { buyer: copy('order.refunded.buyer', p), seller: copy('order.refunded.seller', p), room: copy('order.refunded.room', p) },
      now,
    )
  },
  'tell',
)
