/**
 * Escrow orders as the buyer and the seller see them: preview, create (the listing reserved by a conditional
 * update plus the partial unique index, so concurrent buyers get exactly one order), detail, my orders, and the
 * buyer's actions. State changes themselves live in lifecycle.ts.
 */
import { refundReasonOk } from '../../../contract/rules'
import { and, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import type {
  CreateOrderInput,
  Credentials,
  OrderBlock,
  OrderDetail,
  OrderEvent,
  OrderPreview,
  OrderRole,
  OrderStatus,
  OrderSummary,
  OrderTab,
  PayInput,
  PayLaunch,
  PayResult,
} from '../../../contract/orders'
import type { CompensationLevel, GoodsSummary } from '../../../contract/catalogue'
import type { RentUnit } from '../../../contract/rentals'
import type { Page } from '../../../contract/types'
import type { Ctx } from '../../context'
import type { Db } from '../../db/client'
import { goods, orderEvents, orders, payments, users } from '../../db/schema'
import { AppError, isUniqueViolation } from '../../lib/errors'
import type { Lang } from '../../lib/i18n'
import { checkUsable, lockForOrder, usableChoices } from '../coupon/service'
import { assertNoOpenDispute } from '../dispute/open'
import { canOpenDispute } from '../dispute/service'
import { orderChats, type OrderChat } from '../chat/unread'
import { reserve } from '../goods/state'
import { loadGoodsSummaries } from '../goods/summary'
import { openidOf } from '../identity/service'
import { closeOpenPayments, closePayment } from '../payment/holds'
import { paymentInfo } from '../payment/service'
import { verifyPayPassword } from '../wallet/pay-password'
import { debit, hold } from '../wallet/service'
import { humanNo } from '../../lib/human-no'
import { cancelOrder, completeOrder, lockOrder, markPaid, REFUNDABLE, requestRefund, type OrderRow } from './lifecycle'
import { insertOrder } from './machine'
import { announceCreated } from './notices'
import { compensationLevels, compensationOptions, compensationFee, priceOrder, serviceFee } from './pricing'

/** Listings nobody but their seller may see (not yet or never public). */
const HIDDEN_GOODS = ['pending_review', 'rejected']
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

export type Listing = Pick<
  typeof goods.$inferSelect,
  'id' | 'sellerId' | 'gameId' | 'price' | 'compensation' | 'status' | 'title' | 'rentable' | 'rentHourPrice' | 'rentDayPrice' | 'rentMinHours'
>

/**
 * A listing a buyer may look at for ordering. `lock` (inside the order's transaction) holds the row until commit,
 * so a price change by the seller cannot slip in between pricing the order and reserving the listing.
 * Recycling listings are ordered only through an accepted quote (recycle/accept.ts), never here.
 */
export async function loadListing(db: Db, goodsId: number, lock = false): Promise<Listing> {
  const query = db
    .select({
      id: goods.id,
      sellerId: goods.sellerId,
      gameId: goods.gameId,
      price: goods.price,
      compensation: goods.compensation,
      status: goods.status,
      title: goods.title,
      channel: goods.channel,
      rentable: goods.rentable,
      rentHourPrice: goods.rentHourPrice,
      rentDayPrice: goods.rentDayPrice,
      rentMinHours: goods.rentMinHours,
    })
    .from(goods)
    .where(eq(goods.id, goodsId))
  const [g] = lock ? await query.for('update') : await query
  if (!g || HIDDEN_GOODS.includes(g.status) || g.channel !== 'consign') throw new AppError(404, 'orderGoodsNotFound')
  return g
}

/** Why `userId` may not buy `listing` now, or null. */
export async function blockOf(db: Db, userId: number, listing: Listing): Promise<OrderBlock | null> {
  const [u] = await db.select({ verifiedAt: users.verifiedAt, adult: users.adult }).from(users).where(eq(users.id, userId))
  if (!u) throw new AppError(401, 'unauthorized')
  if (!u.verifiedAt) return 'realname'
  if (u.adult !== true) return 'minor'
  if (listing.sellerId === userId) return 'own'
  if (listing.status !== 'on_sale') return 'unavailable'
  return null
}

const BLOCK_ERRORS: Record<OrderBlock, AppError> = {
  realname: new AppError(400, 'orderRealNameRequired'),
  minor: new AppError(400, 'orderMinor'),
  own: new AppError(400, 'orderOwnGoods'),
  unavailable: new AppError(409, 'goodsUnavailable'),
}

async function summaryOf(db: Db, goodsId: number, lang: Lang): Promise<GoodsSummary> {
  const s = (await loadGoodsSummaries(db, [goodsId], lang)).get(goodsId)
  if (!s) throw new AppError(404, 'orderGoodsNotFound')
  return s
}

/** GET /need/order/preview */
export async function previewOrder(
  ctx: Ctx,
  userId: number,
  goodsId: number,
  compensation: CompensationLevel,
  lang: Lang,
): Promise<OrderPreview> {
  const listing = await loadListing(ctx.db, goodsId)
  const levels = compensationLevels(listing.compensation as CompensationLevel)
  if (!levels.includes(compensation)) throw new AppError(400, 'orderCompensationUnsupported')
  const choices = await usableChoices(ctx.db, userId, listing)
  const coupons = choices.filter((c) => c.kind === 'coupon')
  const redPackets = choices.filter((c) => c.kind === 'red_packet')
  return {
    goods: await summaryOf(ctx.db, goodsId, lang),
    compensationOptions: compensationOptions(ctx.config, listing.price, listing.compensation as CompensationLevel),
    compensation,
    compensationFee: compensationFee(ctx.config, listing.price, compensation),
    serviceFee: serviceFee(ctx.config, listing.price),
    coupons,
    redPackets,
    bestCouponId: coupons[0]?.recordId ?? null,
    bestRedPacketId: redPackets[0]?.recordId ?? null,
    payMinutes: ctx.config.payTimeoutMinutes,
    blocked: await blockOf(ctx.db, userId, listing),
  }
}

export interface OpenOrderInput {
  /** already reserved by the caller */
  listing: Pick<Listing, 'id' | 'sellerId' | 'price'>
  buyerId: number
  compensation: CompensationLevel
  /** coupon records checked usable by the caller (checkUsable), with their amounts */
  couponId?: number | null
  couponAmount?: number
  redPacketId?: number | null
  redPacketAmount?: number
  now: Date
  /** false when the caller tells buyer and seller itself (an accepted recycling quote has its own messages) */
  announce?: boolean
  /** a rental order (contract/rentals.ts): `listing.price` is then the rent, unit price x quantity */
  rental?: { unit: RentUnit; quantity: number }
}

/**
 * Opens the order on a listing the caller has reserved in `tx`: prices it, inserts it with its first event, locks
 * its coupons and tells buyer and seller. Shared by a purchase (createOrder), a rental (rent/service.ts) and an
 * accepted recycling quote.
 */
export async function openOrder(tx: Db, ctx: Pick<Ctx, 'config'>, input: OpenOrderInput): Promise<OrderRow> {
  const { listing, buyerId, now } = input
  const price = priceOrder(ctx.config, {
    price: listing.price,
    compensation: input.compensation,
    couponAmount: input.couponAmount ?? 0,
    redPacketAmount: input.redPacketAmount ?? 0,
  })
  const order = await insertOrder(tx, {
    orderNo: humanNo('O', now),
    goodsId: listing.id,
    buyerId,
    sellerId: listing.sellerId,
    kind: input.rental ? 'rental' : 'sale',
    rentUnit: input.rental?.unit ?? null,
    rentQuantity: input.rental?.quantity ?? null,
    compensation: input.compensation,
    ...price,
    couponRecordId: input.couponId ?? null,
    redPacketRecordId: input.redPacketId ?? null,
    payDeadline: new Date(now.getTime() + ctx.config.payTimeoutMinutes * 60_000),
    createdAt: now,
    updatedAt: now,
  })
  for (const recordId of [input.couponId, input.redPacketId]) {
    if (recordId && !(await lockForOrder(tx, buyerId, recordId, order.id, now))) throw new AppError(409, 'couponUsed')
  }
  await tx.insert(orderEvents).values({ orderId: order.id, status: 'pending_payment', note: null, at: now })
  if (input.announce !== false) await announceCreated(tx, order, ctx.config.payTimeoutMinutes)
  return order
}

/**
 * The one way a buyer's order starts on a catalogue listing (a purchase or a rental), in one transaction: the
 * listing is locked, the buyer's block checked (real name, adult, not their own, on sale), the listing reserved,
 * then `check` refuses what the order asks for if it must (its error rolls the reservation back) and opens the
 * order. Answers the order's id.
 */
export async function orderOnListing(
  ctx: Ctx,
  userId: number,
  goodsId: number,
  check: (tx: Db, listing: Listing, now: Date) => Promise<OrderRow>,
): Promise<number> {
  try {
    return await ctx.db.transaction(async (tx) => {
      const now = new Date()
      const listing = await loadListing(tx, goodsId, true)
      const block = await blockOf(tx, userId, listing)
      if (block) throw BLOCK_ERRORS[block]
      // The reservation decides who gets the listing: one conditional update wins, the others see 0 rows.
      if (!(await reserve(tx, listing.id, now))) throw new AppError(409, 'goodsUnavailable')
      return (await check(tx, listing, now)).id
    })
  } catch (err) {
    // the unique index stands behind the conditional update (e.g. a listing reserved by hand)
    if (isUniqueViolation(err, 'orders_one_active_per_goods')) throw new AppError(409, 'goodsUnavailable')
    throw err
  }
}

/** POST /need/order */
export async function createOrder(ctx: Ctx, userId: number, input: CreateOrderInput, lang: Lang): Promise<OrderDetail> {
  if (input.agree !== true) throw new AppError(400, 'orderAgreeRequired')
  const orderId = await orderOnListing(ctx, userId, input.goodsId, async (tx, listing, now) => {
    if (!compensationLevels(listing.compensation as CompensationLevel).includes(input.compensation)) {
      throw new AppError(400, 'orderCompensationUnsupported')
    }
    const couponAmount = input.couponId ? await checkUsable(tx, userId, input.couponId, 'coupon', listing, now) : 0
    const redPacketAmount = input.redPacketId ? await checkUsable(tx, userId, input.redPacketId, 'red_packet', listing, now) : 0
    return openOrder(tx, ctx, {
      listing,
      buyerId: userId,
      compensation: input.compensation,
      couponId: input.couponId ?? null,
      couponAmount,
      redPacketId: input.redPacketId ?? null,
      redPacketAmount,
      now,
    })
  })
  return getOrder(ctx, userId, orderId, lang)
}

function toSummary(row: OrderRow, goodsSummary: GoodsSummary, userId: number, chat: OrderChat | undefined): OrderSummary {
  return {
    id: row.id,
    orderNo: row.orderNo,
    status: row.status as OrderStatus,
    goods: goodsSummary,
    total: row.total,
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
  if (!CREDENTIALS_FOR_BUYER.includes(row.status as OrderStatus)) return false
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
    .select({ status: orderEvents.status, at: orderEvents.at, note: orderEvents.note })
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
    sellerProceeds: row.sellerProceeds,
    timeline: events.map((e): OrderEvent => ({ status: e.status as OrderStatus, at: e.at.toISOString(), note: e.note })),
    credentials,
    autoCompleteAt: row.autoCompleteAt ? row.autoCompleteAt.toISOString() : null,
    refundReason: row.refundReason,
    refundRequested: row.refundRequestedAt !== null,
    cancelReason: row.cancelReason,
    canDispute: await canOpenDispute(ctx, row, userId),
  }
}

/** GET /need/myOrder */
export async function listMyOrders(
  ctx: Ctx,
  userId: number,
  q: { tab: OrderTab; role: OrderRole; pageNum: number; pageSize: number },
  lang: Lang,
): Promise<Page<OrderSummary>> {
  const where: SQL[] = [q.role === 'seller' ? eq(orders.sellerId, userId) : eq(orders.buyerId, userId)]
  const statuses = TAB_STATUSES[q.tab]
  if (statuses) where.push(inArray(orders.status, statuses))
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

/**
 * Runs `fn` on the locked order if the caller is its buyer: 404 for strangers (ids reveal nothing), 403 for the
 * seller (who can see the order but not act for the buyer).
 */
async function asBuyer<T>(ctx: Ctx, userId: number, id: number, fn: (tx: Db, order: OrderRow, now: Date) => Promise<T>): Promise<T> {
  return ctx.db.transaction(async (tx) => {
    const order = await lockOrder(tx, id)
    if (!order || (order.buyerId !== userId && order.sellerId !== userId)) throw new AppError(404, 'orderNotFound')
    if (order.buyerId !== userId) throw new AppError(403, 'orderBuyerOnly')
    return fn(tx, order, new Date())
  })
}

/** POST /need/order/{id}/cancel */
export async function cancelByBuyer(ctx: Ctx, userId: number, id: number, reason: string | undefined, lang: Lang): Promise<OrderDetail> {
  await asBuyer(ctx, userId, id, async (tx, order, now) => {
    if (order.status !== 'pending_payment') throw new AppError(409, 'orderNotPending')
    const text = reason?.trim() ? `买家取消：${reason.trim()}` : '买家取消订单'
    await cancelOrder(tx, order, text, now, 'buyer')
  })
  return getOrder(ctx, userId, id, lang)
}

/**
 * POST /need/order/{id}/pay. The wallet pays only with the payment password, checked (and counted) before
 * anything changes. When the wallet covers what is due it is taken now and the order is paid; otherwise its part
 * is held (the balance does not change) and the rest becomes a payment with the provider, and the held part is
 * taken only when that payment succeeds (payment/service.ts). Every call replaces the order's open payment and
 * releases its hold, so at most one can pay the order; a notification for a replaced one refunds its money to the
 * wallet (lifecycle.refundLatePayment).
 */
export async function payOrder(
  ctx: Ctx,
  userId: number,
  id: number,
  input: PayInput,
  lang: Lang,
  client: { ip: string; log: FastifyBaseLogger },
): Promise<PayResult> {
  const [me] = await ctx.db.select({ balance: users.balance }).from(users).where(eq(users.id, userId))
  const verified = input.useWallet && (me?.balance ?? 0) > 0
  if (verified) await verifyPayPassword(ctx, userId, input.payPassword)
  const payer = { openid: await openidOf(ctx.db, userId) }
  const method = input.method ?? ctx.pay.methods(payer)[0]
  const provider = method ? ctx.pay.forMethod(method, payer) : null
  const result = await asBuyer(ctx, userId, id, async (tx, order, now) => {
    if (order.status !== 'pending_payment') throw new AppError(409, 'orderNotPending')
    if (order.payDeadline <= now) throw new AppError(409, 'orderExpired')
    await closeOpenPayments(tx, order.id, userId)
    const due = order.total - order.walletPaid
    let take = 0
    if (input.useWallet && due > 0) {
      const [u] = await tx.select({ balance: users.balance, held: users.walletHeld }).from(users).where(eq(users.id, userId)).for('update')
      take = Math.min(u.balance - u.held, due)
      // the balance grew after the check above: the password was not asked for
      if (take > 0 && !verified) throw new AppError(400, 'payPasswordRequired')
    }
    if (take === due) {
      if (take > 0) {
        const after = await debit(tx, userId, take, { kind: 'order_payment', orderId: order.id, note: `订单 ${order.orderNo} 余额支付` })
        if (after === null) throw new Error('wallet debit failed under the row lock')
        await tx.update(orders).set({ walletPaid: sql`${orders.walletPaid} + ${take}`, updatedAt: now }).where(eq(orders.id, order.id))
      }
      await markPaid(tx, ctx.config, { ...order, walletPaid: order.walletPaid + take }, 0, now, 'buyer')
      return { paid: true as const, walletPaid: order.walletPaid + take }
    }
    if (!provider) throw new AppError(400, 'payMethodUnavailable')
    if (take > 0 && !(await hold(tx, userId, take))) throw new Error('wallet hold failed under the row lock')
    const rest = due - take
    const paymentNo = humanNo('P', now)
    await tx
      .insert(payments)
      .values({ paymentNo, orderId: order.id, provider: provider.name, amount: rest, walletAmount: take, expiresAt: order.payDeadline, createdAt: now })
    return { paid: false as const, walletPaid: order.walletPaid, paymentNo, amount: rest, orderNo: order.orderNo, expiresAt: order.payDeadline }
  })
  if (result.paid) return { paid: true, walletPaid: result.walletPaid, payment: null, launch: null }
  // registered after the commit: a provider's HTTP call never holds the order's row lock (nor PGlite's one
  // connection); when it fails the payment is closed and its hold released, and the buyer can try again
  let launch: PayLaunch
  try {
    launch = await provider!.createPayment({
      paymentNo: result.paymentNo,
      amount: result.amount,
      subject: `游戏账号交易 - 订单 ${result.orderNo}`,
      expiresAt: result.expiresAt,
      method: method!,
      openid: payer.openid,
      clientIp: client.ip,
      returnPath: input.returnPath ?? null,
    })
  } catch (err) {
    client.log.error({ err, paymentNo: result.paymentNo, provider: provider!.name }, 'payment provider refused the payment')
    await closePayment(ctx, id, result.paymentNo)
    throw new AppError(409, 'paymentProviderUnavailable')
  }
  return {
    paid: false,
    walletPaid: result.walletPaid,
    payment: await paymentInfo(ctx, userId, result.paymentNo, lang),
    launch,
  }
}

/** POST /need/order/{id}/confirm */
export async function confirmReceipt(ctx: Ctx, userId: number, id: number, lang: Lang): Promise<OrderDetail> {
  await asBuyer(ctx, userId, id, async (tx, order, now) => {
    // the protection window starts when the handover completes: nothing to confirm before
    if (order.status === 'handover') throw new AppError(409, 'orderHandoverPending')
    if (order.status !== 'delivered') throw new AppError(409, 'orderWrongState')
    await assertNoOpenDispute(tx, order.id)
    await completeOrder(tx, order, order.kind === 'rental' ? '租客提前归还账号' : '买家确认收货', now, { by: 'buyer' })
  })
  return getOrder(ctx, userId, id, lang)
}


/** POST /need/order/{id}/refund */
export async function askRefund(ctx: Ctx, userId: number, id: number, reason: string, lang: Lang): Promise<OrderDetail> {
  const text = reason.trim()
  if (!refundReasonOk(text)) throw new AppError(400, 'refundReasonRule')
  await asBuyer(ctx, userId, id, async (tx, order, now) => {
    if (!REFUNDABLE.includes(order.status as OrderStatus)) throw new AppError(409, 'orderWrongState')
    // one request per order (lifecycle.requestRefund): after a refusal the way on is a dispute (a rental: service)
    if (order.refundRequestedAt) throw new AppError(409, order.kind === 'sale' ? 'refundAlreadyAsked' : 'refundAlreadyAskedRental')
    await assertNoOpenDispute(tx, order.id)
    await requestRefund(tx, order, text, now)
  })
  return getOrder(ctx, userId, id, lang)
}
