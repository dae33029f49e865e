/**
 * A deal completed (or a completed one refunded) in this process: the deal tables are read again on the next
 * valuation. Nothing is written, so the reaction cannot fail the order's transaction.
 */
import { onOrder } from '../order/machine'
import { invalidateDeals } from './deals'

onOrder('order.completed', async ({ order }) => {
  if (order.kind === 'sale') invalidateDeals()
})
onOrder('order.refunded', async () => invalidateDeals())
