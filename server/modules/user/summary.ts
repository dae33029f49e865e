/**
 * GET /need/me/summary: the numbers of 我的 (contract/orders.ts MeSummary) in one round trip, all bounded by the
 * caller: order counts per shortcut group (the same statuses the myOrder tabs list), balance, usable coupons and
 * red packets, unread messages and chat messages, and the seller's orders waiting for them. Small queries on indexed columns, run side by side.
 */
import { and, count, eq, gt, isNull } from 'drizzle-orm'
import type { MeSummary, OrderShortcut } from '../../../contract/orders'
import type { Ctx } from '../../context'
import { couponRecords, couponTemplates } from '../coupon/schema'
import { messages } from '../inbox/schema'
import { orders } from '../order/schema'
import { users } from './schema'
import type { AuthInfo } from '../../lib/auth'
import { AppError } from '../../lib/errors'
import { chatUnreadTotal } from '../chat/unread'
import { TAB_STATUSES } from '../order/service'
import { sellerWaitingCounts } from '../order/waiting'

const SHORTCUTS: OrderShortcut[] = ['pending_payment', 'in_progress', 'completed', 'after_sale']

export async function meSummary(ctx: Ctx, auth: Pick<AuthInfo, 'userId' | 'role'>): Promise<MeSummary> {
  const { userId } = auth
  const now = new Date()
  const [byStatus, [user], byKind, [unread], chatUnread, sellerWaiting] = await Promise.all([
    ctx.db.select({ status: orders.status, n: count() }).from(orders).where(eq(orders.buyerId, userId)).groupBy(orders.status),
    ctx.db.select({ balance: users.balance }).from(users).where(eq(users.id, userId)),
    ctx.db
      .select({ kind: couponTemplates.kind, n: count() })
      .from(couponRecords)
      .innerJoin(couponTemplates, eq(couponTemplates.id, couponRecords.templateId))
      .where(and(eq(couponRecords.userId, userId), eq(couponRecords.status, 0), gt(couponRecords.expiresAt, now)))
      .groupBy(couponTemplates.kind),
    ctx.db
      .select({ n: count() })
      .from(messages)
      .where(and(eq(messages.userId, userId), isNull(messages.readAt))),
    chatUnreadTotal(ctx.db, auth),
    sellerWaitingCounts(ctx.db, userId),
  ])
  // a token whose user is gone (deleted meanwhile) is not a session
  if (!user) throw new AppError(401, 'unauthorized')
  const perStatus = new Map(byStatus.map((r) => [r.status, Number(r.n)]))
  const ordersCount = {} as Record<OrderShortcut, number>
  for (const group of SHORTCUTS) {
    ordersCount[group] = (TAB_STATUSES[group] ?? []).reduce((sum, s) => sum + (perStatus.get(s) ?? 0), 0)
  }
  const perKind = new Map(byKind.map((r) => [r.kind, Number(r.n)]))
  return {
    orders: ordersCount,
    balance: user.balance,
    coupons: perKind.get('coupon') ?? 0,
    redPackets: perKind.get('red_packet') ?? 0,
    unread: Number(unread.n),
    chatUnread,
    sellerWaiting,
  }
}
