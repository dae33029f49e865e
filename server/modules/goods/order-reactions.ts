/**
 * What an order's transitions do to its listing (order/machine.ts subscribers). Only a reserved listing moves,
 * so a listing already sold (a dispute refunding a completed order) stays sold.
 */
import { onOrder } from '../order/machine'
import { markSold, release, retireAfterRental, takeOffShelf } from './state'

// an unpaid order cancelled: a catalogue listing is on sale again (an escrow listing: recycle/order-sync.ts)
onOrder('order.cancelled', async ({ tx, order, now }) => {
  await release(tx, order.goodsId, now)
})

// a sale's listing is sold; a rental's goes off the shelf until its seller enters new credentials
onOrder('order.completed', async ({ tx, order, now }) => {
  await (order.kind === 'rental' ? retireAfterRental(tx, order.goodsId, now) : markSold(tx, order.goodsId, now))
})

// refunded before it completed: off the shelf, the buyer saw its credentials
onOrder('order.refunded', async ({ tx, order, now }) => {
  await takeOffShelf(tx, order.goodsId, now)
})
