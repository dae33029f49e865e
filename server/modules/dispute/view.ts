/**
 * Disputes as the wire shows them (contract/trade.ts Dispute, and DisputeCase for staff), the rules of what the
 * caller may do next (the can* flags, which the actions in service.ts enforce by the same functions), and the one
 * way every dispute action starts: the order row locked, then the dispute row.
 */
import { eq, inArray } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { Dispute, DisputeCase, DisputeEscalation, DisputeOutcome, DisputeType } from '../../../contract/trade'
import type { Config } from '../../config'
import type { Ctx } from '../../context'
import type { Db } from '../../db/client'
import { goods } from '../goods/schema'
import { orders } from '../order/schema'
import { users } from '../user/schema'
import { AppError } from '../../lib/errors'
import { chatRooms } from '../chat/schema'
import { lockOrder, type OrderRow } from '../order/lifecycle'
import { OPEN_STATUSES } from './open'
import { disputes } from './schema'

const HOUR_MS = 3600_000

export type DisputeRow = typeof disputes.$inferSelect

/** The order statuses before completion a dispute is opened on and acts on (a completed order's window aside). */
export const DISPUTABLE: string[] = ['handover', 'delivered']

/** What the buyer paid for the order: a full refund returns it, a partial one less. */
export const paidOf = (order: Pick<OrderRow, 'walletPaid' | 'externalPaid'>) => order.walletPaid + order.externalPaid

/** who is looking: a party of the order (by id) or staff */
export interface Viewer {
  userId: number
  staff: boolean
}

export const isOpen = (row: Pick<DisputeRow, 'status'>) => OPEN_STATUSES.includes(row.status)

/** The buyer may appeal a staff rejection once, within DISPUTE_WINDOW_HOURS of it. */
export function appealEnd(config: Pick<Config, 'disputeWindowHours'>, row: DisputeRow): Date | null {
  if (row.status !== 'resolved' || row.outcome !== 'rejected' || row.decidedBy !== 'staff' || row.appealed || !row.decidedAt) return null
  return new Date(row.decidedAt.getTime() + config.disputeWindowHours * HOUR_MS)
}

/** Either party may ask staff to step in before the dispute reaches them. */
export const escalatable = (row: Pick<DisputeRow, 'status'>) => row.status === 'awaiting_seller' || row.status === 'answered'

type OrderPart = Pick<OrderRow, 'orderNo' | 'walletPaid' | 'externalPaid'>

export function toDispute(row: DisputeRow, order: OrderPart, viewer: Viewer, config: Pick<Config, 'disputeWindowHours'>, now: Date): Dispute {
  const buyer = viewer.userId === row.buyerId
  const seller = viewer.userId === row.sellerId
  const appealUntil = appealEnd(config, row)
  const iso = (d: Date | null) => (d ? d.toISOString() : null)
  return {
    id: row.id,
    orderId: row.orderId,
    orderNo: order.orderNo,
    type: row.type as DisputeType,
    description: row.description,
    images: row.images,
    status: row.status,
    sellerAnswer: row.sellerAnswer,
    sellerAnsweredAt: iso(row.sellerAnsweredAt),
    sellerDeadline: row.sellerDeadline.toISOString(),
    escalatedBy: row.escalatedBy as DisputeEscalation | null,
    escalatedAt: iso(row.escalatedAt),
    outcome: row.outcome as DisputeOutcome | null,
    refundAmount: row.refundAmount,
    decisionReason: row.decisionReason,
    decidedAt: iso(row.decidedAt),
    decidedBy: row.decidedBy as 'staff' | 'seller' | null,
    appealed: row.appealed,
    paidTotal: paidOf(order),
    heldAmount: row.heldAmount,
    createdAt: row.createdAt.toISOString(),
    canAnswer: seller && row.status === 'awaiting_seller',
    canEscalate: (buyer || seller) && escalatable(row),
    canWithdraw: buyer && isOpen(row),
    canAppeal: buyer && appealUntil !== null && now < appealUntil,
  }
}

/** Staff views of dispute rows, in the order given (one query for their orders, goods, parties and rooms). */
export async function toCases(db: Db, rows: DisputeRow[], viewer: Viewer, config: Pick<Config, 'disputeWindowHours'>): Promise<DisputeCase[]> {
  if (rows.length === 0) return []
  const buyer = alias(users, 'buyer')
  const seller = alias(users, 'seller')
  const found = await db
    .select({
      id: orders.id,
      orderNo: orders.orderNo,
      status: orders.status,
      walletPaid: orders.walletPaid,
      externalPaid: orders.externalPaid,
      goodsId: goods.id,
      goodsTitle: goods.title,
      buyerId: buyer.id,
      buyerName: buyer.nickname,
      buyerAvatar: buyer.avatar,
      sellerId: seller.id,
      sellerName: seller.nickname,
      sellerAvatar: seller.avatar,
      roomId: chatRooms.id,
    })
    .from(orders)
    .innerJoin(goods, eq(goods.id, orders.goodsId))
    .innerJoin(buyer, eq(buyer.id, orders.buyerId))
    .innerJoin(seller, eq(seller.id, orders.sellerId))
    .leftJoin(chatRooms, eq(chatRooms.orderId, orders.id))
    .where(inArray(orders.id, [...new Set(rows.map((r) => r.orderId))]))
  const byId = new Map(found.map((o) => [o.id, o]))
  const now = new Date()
  return rows.flatMap((r) => {
    const o = byId.get(r.orderId)
    if (!o) return []
    return [
      {
        ...toDispute(r, o, viewer, config, now),
        goods: { id: o.goodsId, title: o.goodsTitle },
        buyer: { id: o.buyerId, nickname: o.buyerName, avatar: o.buyerAvatar },
        seller: { id: o.sellerId, nickname: o.sellerName, avatar: o.sellerAvatar },
        orderStatus: o.status,
        roomId: o.roomId,
      },
    ]
  })
}

export async function oneCase(ctx: Ctx, row: DisputeRow, viewer: Viewer): Promise<DisputeCase> {
  const [out] = await toCases(ctx.db, [row], viewer, ctx.config)
  if (!out) throw new AppError(404, 'disputeNotFound')
  return out
}

/**
 * Runs `fn` in a transaction on the dispute and its order, both locked (order first, as every order change does,
 * then the dispute): 404 for an unknown id. `fn` decides who may act.
 */
export async function withLockedDispute<T>(
  ctx: Ctx,
  id: number,
  fn: (tx: Db, dispute: DisputeRow, order: OrderRow, now: Date) => Promise<T>,
): Promise<T> {
  return ctx.db.transaction(async (tx) => {
    const [ref] = await tx.select({ orderId: disputes.orderId }).from(disputes).where(eq(disputes.id, id))
    if (!ref) throw new AppError(404, 'disputeNotFound')
    const order = await lockOrder(tx, ref.orderId)
    const [dispute] = await tx.select().from(disputes).where(eq(disputes.id, id)).for('update')
    if (!order || !dispute) throw new AppError(404, 'disputeNotFound')
    return fn(tx, dispute, order, new Date())
  })
}
