/**
 * A seller who owes the platform for a paid 找回 claim pays it from their next proceeds first: this runs after the
 * wallet's order.completed reaction has credited them (reactions.ts loads it after the wallet's).
 */
import { onOrder } from '../order/machine'
import { repayDebts } from './recovery'

onOrder('order.completed', async ({ tx, order }) => {
  await repayDebts(tx, order.sellerId)
})
