/**
 * What an order's transitions do to its payments (order/machine.ts subscribers): paying or cancelling closes the
 * open payments and releases the wallet parts they held; a refund sends the money back (refunds.ts).
 */
import { onOrder } from '../order/machine'
import { closeOpenPayments } from './holds'
import { refundToBuyer } from './refunds'

onOrder('order.paid', async ({ tx, order }) => {
  await closeOpenPayments(tx, order.id, order.buyerId)
})

onOrder('order.cancelled', async ({ tx, order, facts }) => {
  facts.released = await closeOpenPayments(tx, order.id, order.buyerId)
})

onOrder('order.refunded', async ({ tx, order, detail, facts }) => {
  facts.refund = await refundToBuyer(tx, order, detail.amount, detail.ledgerNote)
})
