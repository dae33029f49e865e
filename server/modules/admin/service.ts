/**
 * Decisions of customer service (staff and admins) on orders: a refund request is approved (money back to the
 * buyer) or rejected, exactly once (the order row locked, 409 unless refunding), audited in the same transaction.
 */
import { eq } from 'drizzle-orm'
import type { OrderDetail } from '../../../contract/orders'
import type { Ctx } from '../../context'
import { orders } from '../order/schema'
import { AppError } from '../../lib/errors'
import type { Lang } from '../../lib/i18n'
import { approveRefund, lockOrder, rejectRefund } from '../order/lifecycle'
import { getOrder } from '../order/service'
import { audit, type Actor } from '../audit/service'

const NOTE_MAX = 200

/** POST /admin/orders/{id}/refund; answers the order as its buyer sees it, without the credentials. */
export async function decideRefund(
  ctx: Ctx,
  actor: Actor,
  orderId: number,
  input: { approve: boolean; note?: string },
  lang: Lang,
): Promise<OrderDetail> {
  const note = input.note?.trim() || null
  if (note && [...note].length > NOTE_MAX) throw new AppError(400, 'adminNoteTooLong')
  const buyerId = await ctx.db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId)
    if (!order) throw new AppError(404, 'orderNotFound')
    if (order.status !== 'refunding') throw new AppError(409, 'orderWrongState')
    const now = new Date()
    await (input.approve ? approveRefund(tx, order, note, now) : rejectRefund(tx, ctx.config, order, note, now))
    const [after] = await tx.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId))
    await audit(tx, actor, {
      action: input.approve ? 'order.refund.approve' : 'order.refund.reject',
      targetType: 'order',
      targetId: orderId,
      before: { status: order.status },
      after: { status: after.status },
      reason: note,
    })
    return order.buyerId
  })
  return { ...(await getOrder(ctx, buyerId, orderId, lang)), credentials: null }
}
