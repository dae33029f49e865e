/**
 * The state changes of an escrow order, shared by the buyer's actions, the payment notification, the handover,
 * the admin's refund decision and the background jobs. Each runs inside the caller's transaction on an order row
 * the caller has locked (`lockOrder`), and each is a conditional update on the expected status, so a change that
 * lost a race changes nothing. Lifecycle: DESIGN.md ("Order (escrow)"), with the handover (换绑) of issue 11:
 *   pending_payment -> handover (sale: paid, the seller rebinds the account step by step, the buyer confirms each)
 *                   -> delivered (every step confirmed: the protection window starts) -> completed
 *   handover | delivered -> refunding -> refunded, or back to handover | delivered when refused
 *   handover -> refunded at once when the seller did not start by the handover deadline (refundAtOnce)
 * A rental order (kind 'rental', contract/rentals.ts) goes pending_payment -> delivered on payment (the renter
 * uses the account, nothing is rebound); its period starts then, it completes when the period ends, and its
 * listing goes off the shelf until the seller enters new credentials (the renter knew them).
 * Every step from payment on is also written as a system message in the order's trade room (chat/system.ts `say`);
 * the room opens at payment, so creating or cancelling an unpaid order writes none.
 */
import { randomInt } from 'node:crypto'
import { and, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm'
import { chinaStamp, chinaTime } from '../../../contract/clock'
import type { OrderStatus } from '../../../contract/orders'
import type { Config } from '../../config'
import type { Db } from '../../db/client'
import { couponRecords, goods, orderEvents, orders, payments } from '../../db/schema'
import { notify } from '../../lib/messages'
import { yuan } from '../../lib/money'
import { say } from '../chat/system'
import { checklistText, insertChecklist } from '../handover/checklist'
import { closeOpenPayments } from '../payment/holds'
import { refundOrderPaid, refundPayment, refundWhere } from '../payment/refunds'
import { recycleOrderChanged } from '../recycle/order-sync'
import { credit } from '../wallet/service'

export type OrderRow = typeof orders.$inferSelect
type PaymentRow = typeof payments.$inferSelect

/**
 * 'O20261122132501' + 6 random digits: readable (the time in China Standard Time), unique by the index of its
 * table (two numbers in the same second clash with odds of one in a million). O orders, P payments, R recycling
 * requests, G listings, C compensation claims.
 */
export function humanNo(prefix: 'O' | 'P' | 'R' | 'G' | 'C', now = new Date()): string {
  return prefix + chinaStamp(now) + String(randomInt(0, 1_000_000)).padStart(6, '0')
}

/** the order texts' amount format (lib/money.ts), which the modules writing order texts import from here */
export { yuan }

export const orderLink = (id: number) => `/index/orderDetail?id=${id}`

const HOUR_MS = 3600_000

const isRental = (order: OrderRow) => order.kind === 'rental'

/** How long a rental order's period lasts, from its unit and quantity. */
export function rentalMs(order: Pick<OrderRow, 'rentUnit' | 'rentQuantity'>): number {
  return (order.rentQuantity ?? 0) * (order.rentUnit === 'day' ? 24 : 1) * HOUR_MS
}

/** '3小时', '2天' */
export const rentalPeriodText = (order: Pick<OrderRow, 'rentUnit' | 'rentQuantity'>) =>
  `${order.rentQuantity ?? 0}${order.rentUnit === 'day' ? '天' : '小时'}`

/** The order row, locked until the end of the transaction (every state change starts here). */
export async function lockOrder(tx: Db, id: number): Promise<OrderRow | undefined> {
  const [row] = await tx.select().from(orders).where(eq(orders.id, id)).for('update')
  return row
}

export async function addEvent(tx: Db, orderId: number, status: OrderStatus, note: string | null, at: Date): Promise<void> {
  await tx.insert(orderEvents).values({ orderId, status, note, at })
}

async function goodsTitle(tx: Db, goodsId: number): Promise<string> {
  const [g] = await tx.select({ title: goods.title }).from(goods).where(eq(goods.id, goodsId))
  return g?.title ?? ''
}

type Note = [title: string, content: string]

/**
 * What one step of an order tells: a message to the buyer and one to the seller, and (from payment on, when the
 * order has a room) a system message in the order's room that both sides and staff read.
 */
export interface Telling {
  buyer?: Note | null
  seller?: Note | null
  room?: string
}

/**
 * Message texts are stored in zh-CN, the platform's default language (messages are written once, at the event,
 * for whoever reads them later).
 */
export async function tell(tx: Db, order: OrderRow, t: Telling, now = new Date()): Promise<void> {
  const link = orderLink(order.id)
  if (t.buyer) await notify(tx, order.buyerId, { kind: 'order', title: t.buyer[0], content: t.buyer[1], link })
  if (t.seller) await notify(tx, order.sellerId, { kind: 'order', title: t.seller[0], content: t.seller[1], link })
  if (t.room) await say(tx, order, t.room, now)
}

export async function announceCreated(tx: Db, order: OrderRow, payMinutes: number): Promise<void> {
  const title = await goodsTitle(tx, order.goodsId)
  if (isRental(order)) {
    const period = rentalPeriodText(order)
    await tell(tx, order, {
      buyer: ['租号订单已创建', `您已下单租用「${title}」${period}（订单号 ${order.orderNo}），请在${payMinutes}分钟内完成支付，超时订单将自动取消。`],
      seller: ['商品已被下单租用', `您的商品「${title}」已被下单租用${period}（订单号 ${order.orderNo}），等待租客付款。`],
    })
    return
  }
  await tell(tx, order, {
    buyer: ['订单已创建', `您已下单「${title}」（订单号 ${order.orderNo}），请在${payMinutes}分钟内完成支付，超时订单将自动取消。`],
    seller: ['商品已被下单', `您的商品「${title}」已被买家下单（订单号 ${order.orderNo}），等待买家付款。`],
  })
}

/**
 * Payment: pending_payment -> handover for a sale (paidAt, the seller's start deadline, the checklist from the
 * listing; no auto-complete until the handover completes), pending_payment -> delivered for a rental (its period
 * starts now and the order completes by itself when it ends: autoCompleteAt = rentEnd). Either way the order's
 * trade room opens with its first system message (`say` creates it, linked to the buyer's 咨询 room).
 * `externalAmount` is what the provider just paid (0 for wallet-only).
 */
export async function markPaid(
  tx: Db,
  config: Pick<Config, 'protectionHours' | 'handoverStartHours'>,
  order: OrderRow,
  externalAmount: number,
  now: Date,
): Promise<boolean> {
  const rentEnd = isRental(order) ? new Date(now.getTime() + rentalMs(order)) : null
  const handoverDeadline = new Date(now.getTime() + config.handoverStartHours * HOUR_MS)
  const [row] = await tx
    .update(orders)
    .set({
      externalPaid: sql`${orders.externalPaid} + ${externalAmount}`,
      paidAt: now,
      ...(rentEnd
        ? { status: 'delivered', deliveredAt: now, autoCompleteAt: rentEnd, rentStart: now, rentEnd }
        : { status: 'handover', handoverDeadline, autoCompleteAt: null }),
      updatedAt: now,
    })
    .where(and(eq(orders.id, order.id), eq(orders.status, 'pending_payment')))
    .returning()
  if (!row) return false
  await closeOpenPayments(tx, order.id, order.buyerId)
  const paid = yuan(row.walletPaid + row.externalPaid)
  await addEvent(tx, order.id, 'paid', `实付 ${paid} 元，款项由平台托管`, now)
  const title = await goodsTitle(tx, order.goodsId)
  if (rentEnd) {
    const until = chinaTime(rentEnd)
    await addEvent(tx, order.id, 'delivered', `平台已将账号信息交付租客，租期至 ${until}`, now)
    await tell(
      tx,
      order,
      {
        buyer: [
          '租号成功',
          `订单 ${order.orderNo} 已支付，「${title}」租期 ${rentalPeriodText(order)}，至 ${until} 结束。请在订单详情中查看账号信息，租期内请勿修改密码或绑定信息；提前归还请在订单中确认。`,
        ],
        seller: [
          '账号已出租',
          `您的商品「${title}」已被租用（订单号 ${order.orderNo}），租期至 ${until}。租期结束后租金将转入您的钱包；因租客知道账号密码，商品将下架，请修改密码并更新账号信息后恢复在售。`,
        ],
        room: `租客已付款 ${paid} 元，款项由平台托管。租期 ${rentalPeriodText(order)}，至 ${until} 结束；租期内请勿修改密码或绑定信息。`,
      },
      now,
    )
    return true
  }
  const steps = checklistText(await insertChecklist(tx, order.id, order.goodsId))
  const deadline = chinaTime(handoverDeadline)
  await addEvent(tx, order.id, 'handover', `等待卖家换绑（${steps}），请于 ${deadline} 前开始`, now)
  await tell(
    tx,
    order,
    {
      buyer: [
        '支付成功，等待卖家换绑',
        `订单 ${order.orderNo} 已支付，款项由平台托管。「${title}」的账号信息可在订单详情中查看；卖家将在交易房间中逐项完成换绑（${steps}），请登录核实后逐项确认。全部确认后进入${config.protectionHours}小时保障期。`,
      ],
      seller: [
        '买家已付款',
        `您的商品「${title}」已被买家付款（订单号 ${order.orderNo}），款项由平台托管。请在 ${deadline} 前进入交易房间开始换绑：${steps}，每完成一项点击“标记完成”；超时未开始，买家可直接退款。`,
      ],
      room: `买家已付款 ${paid} 元，款项由平台托管。换绑清单：${steps}。请卖家在 ${deadline} 前开始换绑，每完成一项点击“标记完成”；买家登录核实后逐项“确认”。全部确认后订单进入${config.protectionHours}小时保障期。`,
    },
    now,
  )
  return true
}

/**
 * pending_payment -> cancelled (by the buyer or at the pay deadline): a catalogue listing goes back on sale (the
 * escrow listing of a recycling quote goes off the shelf and its request reopens: recycle/order-sync.ts), coupons
 * and red packets are released, open payments are closed and the wallet parts they held released (a wallet part
 * taken before holds existed is refunded).
 */
export async function cancelOrder(tx: Db, order: OrderRow, reason: string, now: Date): Promise<boolean> {
  const [row] = await tx
    .update(orders)
    .set({ status: 'cancelled', cancelledAt: now, cancelReason: reason, updatedAt: now })
    .where(and(eq(orders.id, order.id), eq(orders.status, 'pending_payment')))
    .returning()
  if (!row) return false
  await tx
    .update(goods)
    .set({ status: 'on_sale', updatedAt: now })
    .where(and(eq(goods.id, order.goodsId), eq(goods.status, 'reserved'), eq(goods.channel, 'consign')))
  const recycled = await recycleOrderChanged(tx, row, 'cancelled', now)
  await tx
    .update(couponRecords)
    .set({ status: 0, orderId: null, usedAt: null })
    .where(and(eq(couponRecords.orderId, order.id), eq(couponRecords.status, 1)))
  if (row.walletPaid > 0) {
    await credit(tx, order.buyerId, row.walletPaid, { kind: 'refund', orderId: order.id, note: `订单 ${order.orderNo} 取消，退回余额支付部分` })
  }
  const released = await closeOpenPayments(tx, order.id, order.buyerId)
  await addEvent(tx, order.id, 'cancelled', reason, now)
  const title = await goodsTitle(tx, order.goodsId)
  const refunded =
    (row.walletPaid > 0 ? `，已支付的 ${yuan(row.walletPaid)} 元已退回您的钱包` : '') +
    (released > 0 ? `，为本单冻结的 ${yuan(released)} 元余额已解冻` : '')
  await tell(tx, order, {
    buyer: ['订单已取消', `订单 ${order.orderNo}（「${title}」）已取消：${reason}${refunded}；使用的优惠券已退回。`],
    // a recycling seller hears it from order-sync, about the request
    seller: recycled ? null : ['订单已取消', `「${title}」的订单 ${order.orderNo} 已取消：${reason}；商品已重新上架。`],
  })
  return true
}

/**
 * handover -> delivered: the last step of the checklist was confirmed (handover/service.ts, on the locked order).
 * The protection window starts now: the order completes by itself after protectionHours unless the buyer confirms
 * receipt earlier or asks for a refund.
 */
export async function completeHandover(tx: Db, config: Pick<Config, 'protectionHours'>, order: OrderRow, now: Date): Promise<boolean> {
  const autoCompleteAt = new Date(now.getTime() + config.protectionHours * HOUR_MS)
  const [row] = await tx
    .update(orders)
    .set({ status: 'delivered', deliveredAt: now, autoCompleteAt, handoverCompletedAt: now, updatedAt: now })
    .where(and(eq(orders.id, order.id), eq(orders.status, 'handover')))
    .returning()
  if (!row) return false
  const until = chinaTime(autoCompleteAt)
  await addEvent(tx, order.id, 'delivered', `换绑已完成，买家已逐项确认；保障期至 ${until}`, now)
  const title = await goodsTitle(tx, order.goodsId)
  await tell(
    tx,
    order,
    {
      buyer: [
        '换绑已完成',
        `订单 ${order.orderNo}（「${title}」）的换绑已全部确认，订单进入保障期，${until} 将自动确认收货；确认无误也可提前确认收货，如有问题请在此之前申请售后。`,
      ],
      seller: ['换绑已完成', `订单 ${order.orderNo}（「${title}」）的换绑已全部确认，保障期结束或买家确认收货后货款将转入您的钱包。`],
      room: `换绑已全部完成，订单进入${config.protectionHours}小时保障期，${until} 将自动确认收货。如有问题请在此之前申请售后。`,
    },
    now,
  )
  return true
}

/**
 * delivered -> completed (buyer confirms, or the protection window ends): the listing is sold, the seller paid.
 * A rental completes when its period ends or the renter returns the account early (its end moves to now): the
 * seller is paid the same way, and the listing goes off the shelf with credentialsStale, because the renter knew
 * its password: the seller changes it and enters the new credentials (consignment updateCredentials), which puts
 * it back on sale.
 */
export async function completeOrder(tx: Db, order: OrderRow, note: string, now: Date): Promise<boolean> {
  const rental = isRental(order)
  const [row] = await tx
    .update(orders)
    .set({ status: 'completed', completedAt: now, updatedAt: now, ...(rental ? { rentEnd: sql`least(${orders.rentEnd}, ${now})` } : {}) })
    .where(and(eq(orders.id, order.id), eq(orders.status, 'delivered')))
    .returning()
  if (!row) return false
  await tx
    .update(goods)
    .set(rental ? { status: 'off_shelf', credentialsStale: true, updatedAt: now } : { status: 'sold', soldAt: now, updatedAt: now })
    .where(and(eq(goods.id, order.goodsId), eq(goods.status, 'reserved')))
  if (row.sellerProceeds > 0) {
    await credit(tx, order.sellerId, row.sellerProceeds, {
      kind: 'sale_proceeds',
      orderId: order.id,
      note: `订单 ${order.orderNo} 完成，货款入账（已扣除平台服务费）`,
    })
  }
  await recycleOrderChanged(tx, row, 'completed', now)
  await addEvent(tx, order.id, 'completed', note, now)
  const title = await goodsTitle(tx, order.goodsId)
  const proceeds = yuan(row.sellerProceeds)
  if (rental) {
    await tell(
      tx,
      order,
      {
        buyer: ['租期已结束', `订单 ${order.orderNo}（「${title}」）已结束：${note}。账号已收回，感谢您的租用。`],
        seller: [
          '租期已结束，租金已到账',
          `订单 ${order.orderNo}（「${title}」）已结束：${note}。${proceeds} 元已转入您的钱包。租客知道账号密码，商品已下架：请修改账号密码，并在“我的商品”中更新账号信息，商品将自动恢复在售。`,
        ],
        room: `租用结束：${note}。租金 ${proceeds} 元已转入出租方钱包。`,
      },
      now,
    )
    return true
  }
  await tell(
    tx,
    order,
    {
      buyer: ['交易完成', `订单 ${order.orderNo}（「${title}」）已完成：${note}。感谢您的购买。`],
      seller: ['交易完成，货款已到账', `订单 ${order.orderNo}（「${title}」）已完成，${proceeds} 元已转入您的钱包。`],
      room: `交易完成：${note}。货款 ${proceeds} 元已转入卖家钱包。`,
    },
    now,
  )
  return true
}

/** the statuses a buyer may ask for a refund from */
export const REFUNDABLE: OrderStatus[] = ['paid', 'handover', 'delivered']

/**
 * REFUNDABLE -> refunding (the buyer asks; an admin decides). The handover pauses meanwhile. Once per order
 * (refundRequestedAt stays set after a refusal): a buyer who disagrees with the refusal opens a dispute, so asking
 * again and again cannot hold the order back without end.
 */
export async function requestRefund(tx: Db, order: OrderRow, reason: string, now: Date): Promise<boolean> {
  const [row] = await tx
    .update(orders)
    .set({ status: 'refunding', refundReason: reason, refundRequestedAt: now, updatedAt: now })
    .where(and(eq(orders.id, order.id), inArray(orders.status, REFUNDABLE), isNull(orders.refundRequestedAt)))
    .returning()
  if (!row) return false
  await addEvent(tx, order.id, 'refunding', reason, now)
  const title = await goodsTitle(tx, order.goodsId)
  await tell(
    tx,
    order,
    {
      buyer: ['退款申请已提交', `您已为订单 ${order.orderNo}（「${title}」）申请退款，平台客服将尽快处理。`],
      seller: ['买家申请退款', `订单 ${order.orderNo}（「${title}」）的买家申请退款：${reason}。平台客服将介入处理。`],
      room: `买家申请退款：${reason}。平台客服将介入处理，处理期间换绑与确认收货暂停。`,
    },
    now,
  )
  return true
}

/**
 * The money and listing side of a refund, on an order just moved to 'refunded': everything the buyer paid goes
 * back: the wallet part (and what the sandbox took: no card was charged) to the wallet, what WeChat Pay or Alipay
 * took back through that provider (payment/refunds.ts). The listing goes off the shelf: its credentials were shown
 * to the buyer, so the seller must change them before relisting. Coupons stay used.
 */
async function refundPaid(tx: Db, row: OrderRow, note: string | null, roomText: string, now: Date): Promise<void> {
  const split = await refundOrderPaid(tx, row, `订单 ${row.orderNo} 退款`)
  const told = (whose: string) => refundWhere(split, whose)
  const next = await takeListingBack(tx, row, now)
  await addEvent(tx, row.id, 'refunded', note, now)
  const title = await goodsTitle(tx, row.goodsId)
  const extra = note ? `（${note}）` : ''
  await tell(
    tx,
    row,
    {
      buyer: ['退款成功', `订单 ${row.orderNo}（「${title}」）已退款${extra}，${told('您的')}。`],
      seller: ['订单已退款', `订单 ${row.orderNo}（「${title}」）已退款${extra}。${next}`],
      room: `${roomText}${told('买家')}，订单已关闭。`,
    },
    now,
  )
}

/**
 * The listing of an order refunded before it completed: off the shelf (its credentials were shown to the buyer,
 * so the seller must change them first), and the recycling request of an accepted quote is closed instead
 * (recycle/order-sync.ts). Answers what the seller is told to do next. Shared by every refund path (the admin's,
 * the one at once after a missed handover, and a dispute's full refund).
 */
export async function takeListingBack(tx: Db, row: OrderRow, now: Date): Promise<string> {
  await tx
    .update(goods)
    .set({ status: 'off_shelf', updatedAt: now })
    .where(and(eq(goods.id, row.goodsId), eq(goods.status, 'reserved')))
  const recycled = await recycleOrderChanged(tx, row, 'refunded', now)
  return recycled ? '回收单已关闭：请修改账号密码后再重新提交回收。' : '商品已下架：请修改账号密码后重新上架。'
}

/** refunding -> refunded (an admin approved the buyer's request): money back as refundPaid says. */
export async function approveRefund(tx: Db, order: OrderRow, note: string | null, now: Date): Promise<boolean> {
  const [row] = await tx
    .update(orders)
    .set({ status: 'refunded', refundedAt: now, updatedAt: now })
    .where(and(eq(orders.id, order.id), eq(orders.status, 'refunding')))
    .returning()
  if (!row) return false
  await refundPaid(tx, row, note, note ? `退款申请已通过（${note}），` : '退款申请已通过，', now)
  return true
}

/**
 * handover -> refunded at once: the seller did not start the handover by its deadline and the buyer takes the
 * money back (handover/service.ts checks that no step is done, on the locked order). Money back as refundPaid says.
 */
export async function refundAtOnce(tx: Db, order: OrderRow, now: Date): Promise<boolean> {
  const reason = '卖家未在期限内开始换绑，买家申请立即退款'
  const [row] = await tx
    .update(orders)
    .set({ status: 'refunded', refundReason: reason, refundRequestedAt: now, refundedAt: now, updatedAt: now })
    .where(and(eq(orders.id, order.id), eq(orders.status, 'handover')))
    .returning()
  if (!row) return false
  const deadline = row.handoverDeadline ? chinaTime(row.handoverDeadline) : ''
  await refundPaid(tx, row, reason, `卖家未在 ${deadline} 前开始换绑，买家已申请立即退款，`, now)
  return true
}

/** A rejected refund (or dispute, dispute/decide.ts) gives the buyer at least a day before the order completes by itself. */
export const REJECT_GRACE_MS = 24 * 3600_000

/**
 * The latest an order may complete by itself, however often a refusal gave the buyer more time: the end of its
 * first window (the protection window after delivery; a rental's period) plus COMPLETION_DELAY_MAX_HOURS. Null
 * for an order that was never delivered (it has no window yet).
 */
export function completionCap(config: Pick<Config, 'protectionHours' | 'completionDelayMaxHours'>, order: OrderRow): Date | null {
  const firstEnd =
    order.kind === 'rental' ? order.rentEnd : order.deliveredAt && new Date(order.deliveredAt.getTime() + config.protectionHours * HOUR_MS)
  return firstEnd ? new Date(firstEnd.getTime() + config.completionDelayMaxHours * HOUR_MS) : null
}

/** autoCompleteAt after a refusal: at least REJECT_GRACE_MS from now, never past completionCap. */
export function completionAfterRefusal(config: Pick<Config, 'protectionHours' | 'completionDelayMaxHours'>, order: OrderRow, now: Date): SQL {
  const pushed = sql`greatest(${orders.autoCompleteAt}, ${new Date(now.getTime() + REJECT_GRACE_MS)})`
  const cap = completionCap(config, order)
  return cap ? sql`least(${pushed}, ${cap})` : pushed
}

/**
 * refunding -> back where it was, with the admin's note: 'handover' when the order's handover had not completed
 * (the checklist goes on; no auto-complete yet), else 'delivered' (auto-complete at least a day away, within
 * completionCap). The buyer may not ask again (requestRefund); the way on is a dispute.
 */
export async function rejectRefund(
  tx: Db,
  config: Pick<Config, 'protectionHours' | 'completionDelayMaxHours'>,
  order: OrderRow,
  note: string | null,
  now: Date,
): Promise<boolean> {
  const toHandover = order.handoverDeadline !== null && order.handoverCompletedAt === null
  const [row] = await tx
    .update(orders)
    .set(
      toHandover
        ? { status: 'handover', updatedAt: now }
        : { status: 'delivered', autoCompleteAt: completionAfterRefusal(config, order, now), updatedAt: now },
    )
    .where(and(eq(orders.id, order.id), eq(orders.status, 'refunding')))
    .returning()
  if (!row) return false
  const text = note ? `退款申请未通过：${note}` : '退款申请未通过'
  const resumed = toHandover ? '订单恢复为换绑中，换绑继续进行' : '订单恢复为已交付'
  // one request per order: what the buyer can still do is a dispute (a rental has none: customer service)
  const next = order.kind === 'sale' ? '每个订单只能申请一次退款，如有异议请在订单页申请售后' : '每个订单只能申请一次退款，如有疑问请联系客服'
  await addEvent(tx, order.id, toHandover ? 'handover' : 'delivered', text, now)
  const title = await goodsTitle(tx, order.goodsId)
  await tell(
    tx,
    order,
    {
      buyer: ['退款申请未通过', `订单 ${order.orderNo}（「${title}」）的${text}。${resumed}。${next}。`],
      seller: ['退款申请已驳回', `订单 ${order.orderNo}（「${title}」）的买家退款申请已被驳回，${resumed}。`],
      room: `${text}。${resumed}。`,
    },
    now,
  )
  return true
}

/**
 * Money that arrived for a payment that can no longer pay its order (the order was cancelled or expired, or was
 * paid through another attempt): it is not lost, it goes back as refunds do (payment/refunds.ts): to the wallet
 * for the sandbox, through WeChat Pay or Alipay to where it came from.
 */
export async function refundLatePayment(tx: Db, order: OrderRow, p: PaymentRow): Promise<void> {
  const split = await refundPayment(tx, order, p, p.amount, `订单 ${order.orderNo} 已关闭，支付款项退回`, `订单 ${order.orderNo} 已关闭，支付款项退回余额`)
  await notify(tx, order.buyerId, {
    kind: 'order',
    title: '支付款项已退回',
    content:
      split.toProvider > 0
        ? `订单 ${order.orderNo} 已关闭，您刚支付的 ${yuan(p.amount)} 元将原路退回您的支付账户。`
        : `订单 ${order.orderNo} 已关闭，您刚支付的 ${yuan(p.amount)} 元已退回您的钱包。`,
    link: orderLink(order.id),
  })
}
