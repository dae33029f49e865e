/** An order's coupons and red packets (order/machine.ts subscriber): a cancelled order gives them back; a refund does not. */
import { and, eq } from 'drizzle-orm'
import { couponRecords } from './schema'
import { onOrder } from '../order/machine'

onOrder('order.cancelled', async ({ tx, order }) => {
  await tx
    .update(couponRecords)
    .set({ status: 0, orderId: null, usedAt: null })
    .where(and(eq(couponRecords.orderId, order.id), eq(couponRecords.status, 1)))
})
