/**
 * The console's orders (staff and admins): the search and one order with everything a case needs (timeline,
 * payments, provider refunds, ledger rows, handover, dispute) and its trade room's transcript. Reading changes
 * nothing: the transcript goes through chat's history, which never touches anyone's read marks.
 */
import { and, asc, desc, eq, gte, lt, or, sql, type SQL } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { AdminLedgerEntry, AdminOrderDetail, AdminOrderRow, AdminPayment, AdminTranscript } from '../../../contract/admin-orders'
import type { CompensationLevel } from '../../../contract/catalogue'
import type { LedgerKind, OrderEvent, OrderStatus, PayProviderName } from '../../../contract/orders'
import type { Page } from '../../../contract/types'
import type { Ctx } from '../../context'
import type { Db } from '../../db/client'
import { goods } from '../goods/schema'
import { orderEvents, orders } from './schema'
import { paymentRefunds, payments } from '../payment/schema'
import { users } from '../user/schema'
import { ledger } from '../wallet/schema'
import type { AuthInfo } from '../../lib/auth'
import { AppError } from '../../lib/errors'
import type { Lang } from '../../lib/i18n'
import { history } from '../chat/service'
import { chatRooms } from '../chat/schema'
import { disputes } from '../dispute/schema'
import { toCases } from '../dispute/view'
import { getHandover } from '../handover/service'
import { providerRefunds } from '../payment/admin-service'

export interface OrderSearch {
  pageNum: number
  pageSize: number
  orderNo?: string
  userId?: number
  phone?: string
  status?: OrderStatus
  from?: Date
  to?: Date
}

const buyer = alias(users, 'buyer')
const seller = alias(users, 'seller')
const iso = (d: Date | null) => (d ? d.toISOString() : null)

/** the latest dispute's status of an order: a correlated subquery, one index probe per row */
const disputeStatus = sql<string | null>`(select ${disputes.status} from ${disputes} where ${disputes.orderId} = ${orders.id} order by ${disputes.id} desc limit 1)`

function rowQuery(db: Db) {
  return db
    .select({
      order: orders,
      goodsTitle: goods.title,
      goodsImages: goods.images,
      buyerName: buyer.nickname,
      buyerPhone: buyer.phone,
      sellerName: seller.nickname,
      sellerPhone: seller.phone,
      roomId: chatRooms.id,
      disputeStatus,
    })
    .from(orders)
    .innerJoin(goods, eq(goods.id, orders.goodsId))
    .innerJoin(buyer, eq(buyer.id, orders.buyerId))
    .innerJoin(seller, eq(seller.id, orders.sellerId))
    .leftJoin(chatRooms, eq(chatRooms.orderId, orders.id))
}

type Found = Awaited<ReturnType<ReturnType<typeof rowQuery>['execute']>>[number]

function toRow(r: Found): AdminOrderRow {
  const o = r.order
  return {
    id: o.id,
    orderNo: o.orderNo,
    status: o.status,
    kind: o.kind as 'sale' | 'rental',
    goods: { id: o.goodsId, title: r.goodsTitle, cover: r.goodsImages[0] ?? '' },
    buyer: { id: o.buyerId, nickname: r.buyerName, phone: r.buyerPhone },
    seller: { id: o.sellerId, nickname: r.sellerName, phone: r.sellerPhone },
    price: o.price,
    total: o.total,
    createdAt: o.createdAt.toISOString(),
    paidAt: iso(o.paidAt),
    roomId: r.roomId,
    disputeStatus: r.disputeStatus,
  }
}

/** GET /admin/orders: newest first. A phone matches nobody when no user has it (an empty page, not an error). */
export async function searchOrders(ctx: Ctx, q: OrderSearch): Promise<Page<AdminOrderRow>> {
  if (q.from && q.to && q.from >= q.to) throw new AppError(400, 'consoleRangeInvalid')
  const where: SQL[] = []
  if (q.orderNo) where.push(sql`starts_with(${orders.orderNo}, ${q.orderNo})`)
  if (q.userId) where.push(or(eq(orders.buyerId, q.userId), eq(orders.sellerId, q.userId))!)
  if (q.phone) {
    const owner = sql`(select ${users.id} from ${users} where ${users.phone} = ${q.phone})`
    where.push(or(sql`${orders.buyerId} in ${owner}`, sql`${orders.sellerId} in ${owner}`)!)
  }
  if (q.status) where.push(eq(orders.status, q.status))
  if (q.from) where.push(gte(orders.createdAt, q.from))
  if (q.to) where.push(lt(orders.createdAt, q.to))
  const cond = where.length ? and(...where) : undefined
  const [rows, [{ total }]] = await Promise.all([
    rowQuery(ctx.db)
      .where(cond)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(q.pageSize)
      .offset((q.pageNum - 1) * q.pageSize),
    ctx.db.select({ total: sql<number>`count(*)::int` }).from(orders).where(cond),
  ])
  return { rows: rows.map(toRow), total }
}

/** GET /admin/orders/{id} */
export async function orderCase(ctx: Ctx, auth: AuthInfo, id: number): Promise<AdminOrderDetail> {
  const [found] = await rowQuery(ctx.db).where(eq(orders.id, id))
  if (!found) throw new AppError(404, 'orderNotFound')
  const o = found.order
  const [events, paid, refunds, entries, [latest]] = await Promise.all([
    ctx.db
      .select({ status: orderEvents.status, at: orderEvents.at, note: orderEvents.note })
      .from(orderEvents)
      .where(eq(orderEvents.orderId, id))
      .orderBy(asc(orderEvents.id)),
    ctx.db.select().from(payments).where(eq(payments.orderId, id)).orderBy(asc(payments.id)),
    providerRefunds(ctx.db, eq(paymentRefunds.orderId, id), asc(paymentRefunds.id)),
    ctx.db.select().from(ledger).where(eq(ledger.orderId, id)).orderBy(asc(ledger.id)),
    ctx.db.select().from(disputes).where(eq(disputes.orderId, id)).orderBy(desc(disputes.id)).limit(1),
  ])
  const handover = o.handoverDeadline === null ? null : await getHandover(ctx, auth, id)
  const [dispute] = latest ? await toCases(ctx.db, [latest], { userId: auth.userId, staff: true }, ctx.config) : []
  return {
    ...toRow(found),
    compensation: o.compensation as CompensationLevel,
    compensationFee: o.compensationFee,
    serviceFee: o.serviceFee,
    couponDiscount: o.couponDiscount,
    redPacketDiscount: o.redPacketDiscount,
    walletPaid: o.walletPaid,
    externalPaid: o.externalPaid,
    sellerProceeds: o.sellerProceeds,
    payDeadline: o.payDeadline.toISOString(),
    deliveredAt: iso(o.deliveredAt),
    autoCompleteAt: iso(o.autoCompleteAt),
    completedAt: iso(o.completedAt),
    cancelledAt: iso(o.cancelledAt),
    cancelReason: o.cancelReason,
    refundReason: o.refundReason,
    refundRequestedAt: iso(o.refundRequestedAt),
    refundedAt: iso(o.refundedAt),
    rentStart: iso(o.rentStart),
    rentEnd: iso(o.rentEnd),
    timeline: events.map((e): OrderEvent => ({ status: e.status as OrderStatus, at: e.at.toISOString(), note: e.note })),
    payments: paid.map(
      (p): AdminPayment => ({
        id: p.id,
        paymentNo: p.paymentNo,
        provider: p.provider as PayProviderName,
        amount: p.amount,
        walletAmount: p.walletAmount,
        status: p.status,
        providerTxnId: p.providerTxnId,
        createdAt: p.createdAt.toISOString(),
        paidAt: iso(p.paidAt),
      }),
    ),
    refunds,
    ledger: entries.map(
      (l): AdminLedgerEntry => ({
        id: l.id,
        userId: l.userId,
        party: l.userId === o.buyerId ? 'buyer' : l.userId === o.sellerId ? 'seller' : 'other',
        kind: l.kind as LedgerKind,
        amount: l.amount,
        balanceAfter: l.balanceAfter,
        note: l.note,
        createdAt: l.createdAt.toISOString(),
      }),
    ),
    handover,
    dispute: dispute ?? null,
  }
}

/** GET /admin/orders/{id}/messages: the room's history as staff read it (chat/service.ts history marks nothing read). */
export async function transcript(
  ctx: Ctx,
  auth: AuthInfo,
  id: number,
  q: { after?: number; before?: number; limit: number },
  lang: Lang,
): Promise<AdminTranscript> {
  const [found] = await ctx.db
    .select({ id: orders.id, roomId: chatRooms.id })
    .from(orders)
    .leftJoin(chatRooms, eq(chatRooms.orderId, orders.id))
    .where(eq(orders.id, id))
  if (!found) throw new AppError(404, 'orderNotFound')
  if (found.roomId === null) return { rows: [], hasMore: false, roomId: null }
  return { ...(await history(ctx, auth, found.roomId, q, lang)), roomId: found.roomId }
}
