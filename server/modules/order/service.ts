/**
 * Escrow orders as the buyer and the seller see them: preview, create, detail and my orders. How an order starts
 * is open.ts, the buyer's actions actions.ts, the state changes themselves lifecycle.ts.
 */
import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm'
import type {
  CreateOrderInput,
  Credentials,
  OrderDetail,
  OrderEvent,
  OrderPreview,
  OrderRole,
  OrderStatus,
  OrderSummary,
  OrderTab,
  SellerWaiting,
} from '../../../contract/orders'
import type { CompensationLevel, GoodsSummary } from '../../../contract/catalogue'
import type { Page } from '../../../contract/types'
import type { Ctx } from '../../context'
import type { Db } from '../../db/client'
import { goods } from '../goods/schema'
import { orderEvents, orders } from './schema'
import { AppError } from '../../lib/errors'
import type { Lang } from '../../lib/i18n'
import { checkUsable, usableChoices } from '../coupon/service'
import { canOpenDispute } from '../dispute/service'
import { orderChats, type OrderChat } from '../chat/unread'
import { loadGoodsSummaries } from '../goods/summary'
import { readLine } from '../../lib/copy'
import { readReasons } from './reasons'
import { SELLER_WAITS } from './waiting'
import type { OrderRow } from './rows'
import { compensationOptions, compensationFee, serviceFee } from './pricing'
import { listingCompensation } from '../risk/fee'
import { publicRisk } from '../risk/service'
import { blockOf, loadListing, openOrder, orderOnListing, type Listing } from './open'
import { agreedPrice, orderOnOffer } from '../offer/order'

/** the buyer needs the credentials from payment on: the handover (换绑) starts by logging in with them */
const CREDENTIALS_FOR_BUYER: OrderStatus[] = ['paid', 'handover', 'delivered', 'completed', 'refunding']

export const TAB_STATUSES: Record<OrderTab, OrderStatus[] | null> = {
  all: null,
  pending_payment: ['pending_payment'],
  in_progress: ['paid', 'handover', 'delivered'],
  completed: ['completed'],
  after_sale: ['refunding', 'refunded'],
  cancelled: ['cancelled'],
}

async function summaryOf(db: Db, goodsId: number, lang: Lang): Promise<GoodsSummary> {
  const s = (await loadGoodsSummaries(db, [goodsId], lang)).get(goodsId)
  if (!s) throw new AppError(404, 'orderGoodsNotFound')
  return s
}

/** the listing as an accepted offer's buyer orders it: at the agreed price, on sale for them (offer/order.ts) */
export async function offerListing(db: Db, userId: number, listing: Listing, offerId: number | undefined): Promise<Listing> {
  if (!offerId) return listing
  const price = await agreedPrice(db, userId, offerId, listing.id)
  if (price === null) throw new AppError(409, 'offerNotPayable')
  return { ...listing, price, status: listing.status === 'reserved' ? 'on_sale' : listing.status }
}

/** GET /need/order/preview */
export async function previewOrder(
  ctx: Ctx,
  userId: number,
  goodsId: number,
  compensation: CompensationLevel,
  lang: Lang,
  offerId?: number,
): Promise<OrderPreview> {
  const listing = await offerListing(ctx.db, userId, await loadListing(ctx.db, goodsId), offerId)
  // the tiers and their prices at the price ordered at
  const offer = await listingCompensation(ctx.db, ctx.config, listing)
  if (!offer.levels.includes(compensation)) throw new AppError(400, 'orderCompensationUnsupported')
  const choices = await usableChoices(ctx.db, userId, listing, lang)
  const coupons = choices.filter((c) => c.kind === 'coupon')
  const redPackets = choices.filter((c) => c.kind === 'red_packet')
  return {
    // the price ordered at: an accepted offer's agreed price (offerListing)
    goods: { ...(await summaryOf(ctx.db, goodsId, lang)), price: listing.price },
    compensationOptions: compensationOptions(ctx.config, listing.price, offer),
    compensation,
    compensationFee: compensationFee(offer, listing.price, compensation),
    serviceFee: serviceFee(ctx.config, listing.price),
    coupons,
    redPackets,
    bestCouponId: coupons[0]?.recordId ?? null,
    bestRedPacketId: redPackets[0]?.recordId ?? null,
    payMinutes: ctx.config.payTimeoutMinutes,
    blocked: await blockOf(ctx.db, userId, listing),
    risk: await publicRisk(ctx.db, ctx.config, goodsId, lang),
  }
}

/** POST /need/order */
export async function createOrder(ctx: Ctx, userId: number, input: CreateOrderInput, lang: Lang): Promise<OrderDetail> {
  if (input.agree !== true) throw new AppError(400, 'orderAgreeRequired')
  const open = async (tx: Db, listing: Listing, now: Date) => {
    // read under the listing's lock, so the tiers and prices are the ones the order is opened with
    const offer = await listingCompensation(tx, ctx.config, listing)
    if (!offer.levels.includes(input.compensation)) throw new AppError(400, 'orderCompensationUnsupported')
    const couponAmount = input.couponId ? await checkUsable(tx, userId, input.couponId, 'coupon', listing, now) : 0
    const redPacketAmount = input.redPacketId ? await checkUsable(tx, userId, input.redPacketId, 'red_packet', listing, now) : 0
    return openOrder(tx, ctx, {
      listing,
      buyerId: userId,
      compensation: input.compensation,
      offer,
      couponId: input.couponId ?? null,
      couponAmount,
      redPacketId: input.redPacketId ?? null,
      redPacketAmount,
      now,
    })
  }
  // an accepted offer's order: its price comes from the offer (offer/order.ts)
  const orderId = input.offerId
    ? await orderOnOffer(ctx, userId, input.offerId, input.goodsId, open)
    : await orderOnListing(ctx, userId, input.goodsId, open)
  return getOrder(ctx, userId, orderId, lang)
}

function toSummary(row: OrderRow, goodsSummary: GoodsSummary, userId: number, chat: OrderChat | undefined): OrderSummary {
  return {
    id: row.id,
    orderNo: row.orderNo,
    status: row.status,
    goods: goodsSummary,
    total: row.total,
    sellerProceeds: row.sellerProceeds,
    createdAt: row.createdAt.toISOString(),
    payDeadline: row.status === 'pending_payment' ? row.payDeadline.toISOString() : null,
    price: row.price,
    role: row.buyerId === userId ? 'buyer' : 'seller',
    kind: row.kind === 'rental' ? 'rental' : 'sale',
    rental:
      row.kind === 'rental'
        ? {
            unit: row.rentUnit === 'day' ? 'day' : 'hour',
            quantity: row.rentQuantity ?? 0,
            start: row.rentStart ? row.rentStart.toISOString() : null,
            end: row.rentEnd ? row.rentEnd.toISOString() : null,
          }
        : null,
    roomId: chat?.roomId ?? null,
    unread: chat?.unread ?? 0,
  }
}

/** Whether the buyer sees the credentials: once paid; of a rental, only while its period runs. */
function buyerSeesCredentials(row: OrderRow, now: Date): boolean {
  if (!CREDENTIALS_FOR_BUYER.includes(row.status)) return false
  if (row.kind !== 'rental') return true
  return row.status !== 'completed' && row.rentEnd !== null && now < row.rentEnd
}

/** Order cards of a page of orders (my orders, claims): by order id, each as `viewerOf(row)` (its buyer or seller) sees it. */
export async function orderSummaries(
  db: Db,
  rows: OrderRow[],
  viewerOf: (row: OrderRow) => number,
  lang: Lang,
): Promise<Map<number, OrderSummary>> {
  const [cards, chats] = await Promise.all([loadGoodsSummaries(db, rows.map((r) => r.goodsId), lang), orderChats(db, rows, viewerOf)])
  const out = new Map<number, OrderSummary>()
  for (const r of rows) {
    const card = cards.get(r.goodsId)
    if (card) out.set(r.id, toSummary(r, card, viewerOf(r), chats.get(r.id)))
  }
  return out
}

/** The order if `userId` is its buyer or seller; otherwise 404, so order ids reveal nothing. */
async function ownOrder(db: Db, userId: number, id: number): Promise<OrderRow> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id))
  if (!row || (row.buyerId !== userId && row.sellerId !== userId)) throw new AppError(404, 'orderNotFound')
  return row
}

function credentialsOf(ctx: Ctx, enc: string): Credentials {
  const c = JSON.parse(ctx.cipher.decrypt(enc)) as Partial<Credentials>
  return { account: String(c.account ?? ''), password: String(c.password ?? ''), notes: c.notes ? String(c.notes) : null }
}

/** GET /need/order/{id} */
export async function getOrder(ctx: Ctx, userId: number, id: number, lang: Lang): Promise<OrderDetail> {
  const row = await ownOrder(ctx.db, userId, id)
  const isSeller = row.sellerId === userId
  const events = await ctx.db
    .select({ status: orderEvents.status, at: orderEvents.at, note: orderEvents.note, copyKind: orderEvents.copyKind, copyParams: orderEvents.copyParams })
    .from(orderEvents)
    .where(eq(orderEvents.orderId, id))
    .orderBy(orderEvents.id)
  let credentials: Credentials | null = null
  if (isSeller || buyerSeesCredentials(row, new Date())) {
    const [g] = await ctx.db.select({ enc: goods.credentialsEnc }).from(goods).where(eq(goods.id, row.goodsId))
    credentials = g ? credentialsOf(ctx, g.enc) : null
  }
  const summary = (await orderSummaries(ctx.db, [row], () => userId, lang)).get(row.id)
  if (!summary) throw new AppError(404, 'orderGoodsNotFound')
  return {
    ...summary,
    price: row.price,
    compensation: row.compensation as CompensationLevel,
    compensationFee: row.compensationFee,
    serviceFee: row.serviceFee,
    couponDiscount: row.couponDiscount,
    redPacketDiscount: row.redPacketDiscount,
    walletPaid: row.walletPaid,
    externalPaid: row.externalPaid,
    timeline: events.map((e): OrderEvent => ({ status: e.status as OrderStatus, at: e.at.toISOString(), note: e.note === null ? null : readLine(lang, e, e.note) })),
    credentials,
    autoCompleteAt: row.autoCompleteAt ? row.autoCompleteAt.toISOString() : null,
    ...readReasons(lang, row),
    refundRequested: row.refundRequestedAt !== null,
    canDispute: await canOpenDispute(ctx, row, userId),
  }
}

/** GET /need/myOrder */
export async function listMyOrders(
  ctx: Ctx,
  userId: number,
  q: { tab: OrderTab; role: OrderRole; waiting?: SellerWaiting; pageNum: number; pageSize: number },
  lang: Lang,
): Promise<Page<OrderSummary>> {
  const where: SQL[] = [q.role === 'seller' || q.waiting ? eq(orders.sellerId, userId) : eq(orders.buyerId, userId)]
  const statuses = TAB_STATUSES[q.tab]
  if (statuses) where.push(inArray(orders.status, statuses))
  if (q.waiting) where.push(SELLER_WAITS[q.waiting])
  const rows = await ctx.db
    .select()
    .from(orders)
    .where(and(...where))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(q.pageSize)
    .offset((q.pageNum - 1) * q.pageSize)
  const [{ total }] = await ctx.db.select({ total: count() }).from(orders).where(and(...where))
  const summaries = await orderSummaries(ctx.db, rows, () => userId, lang)
  return { rows: rows.flatMap((r) => summaries.get(r.id) ?? []), total: Number(total) }
}
