/**
 * The dispute step of the background jobs (order/jobs.ts runDueJobs): a dispute the seller has not answered by
 * its deadline goes to staff by itself. Each is picked with FOR UPDATE SKIP LOCKED and handled in its own
 * transaction (jobs/runner.ts), so several server processes on one PostgreSQL escalate each exactly once, and one
 * that fails is retried later without holding up the others.
 */
import { and, asc, eq, lte } from 'drizzle-orm'
import { orders } from '../order/schema'
import { copy } from '../../lib/copy'
import type { JobStep } from '../jobs/runner'
import { tell } from '../order/lifecycle'
import { disputeNeedsStaff } from '../service/hooks'
import { disputes } from './schema'

type DisputeRow = typeof disputes.$inferSelect

/** awaiting_seller past sellerDeadline -> with_staff (escalatedBy 'timeout') */
export const escalationStep = (now: Date): JobStep<DisputeRow> => ({
  kind: 'dispute.escalate',
  pick: async (tx, ready) => {
    const [due] = await tx
      .select()
      .from(disputes)
      .where(and(eq(disputes.status, 'awaiting_seller'), lte(disputes.sellerDeadline, now), ready(disputes.id)))
      .orderBy(asc(disputes.sellerDeadline))
      .limit(1)
      .for('update', { skipLocked: true })
    return due
  },
  ref: (d) => ({ itemId: d.id, orderId: d.orderId }),
  handle: async (tx, due) => {
    await tx
      .update(disputes)
      .set({ status: 'with_staff', escalatedBy: 'timeout', escalatedAt: now, updatedAt: now })
      .where(and(eq(disputes.id, due.id), eq(disputes.status, 'awaiting_seller')))
    const [order] = await tx.select().from(orders).where(eq(orders.id, due.orderId))
    const note = copy('dispute.timeout.party', { orderNo: order.orderNo })
    await tell(tx, order, { room: copy('dispute.timeout.room'), buyer: note, seller: note }, now)
    await disputeNeedsStaff(tx, due.id, due.orderId, now)
  },
})
