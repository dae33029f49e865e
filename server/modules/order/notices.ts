/**
 * What buyer and seller read about each step of their order: the inbox messages and, from payment on, the system
 * messages of the order's trade room (the room opens at payment, so creating or cancelling an unpaid order writes
 * none). Subscribers of the order's transitions (machine.ts), in the 'tell' phase: they run after every other
 * module's reaction, whose findings (money released or refunded, a recycling order, the checklist) they report.
 */
import { chinaTime } from '../../../contract/clock'
import type { Db } from '../../db/client'
import { yuan } from '../../lib/money'
import { refundWhere } from '../payment/refunds'
import { onOrder } from './machine'
import { rentalPeriodText, type OrderRow } from './rows'
import { goodsTitle, takenBackText, tell } from './tell'

const isRental = (order: OrderRow) => order.kind === 'rental'

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

onOrder(
  'order.paid',
  async ({ tx, order, now, detail, facts }) => {
    const paid = yuan(order.walletPaid + order.externalPaid)
    const title = await goodsTitle(tx, order.goodsId)
    if (isRental(order)) {
      const until = chinaTime(order.rentEnd as Date)
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
      return
    }
    const steps = facts.steps ?? ''
    const deadline = chinaTime(detail.handoverDeadline as Date)
    await tell(
      tx,
      order,
      {
        buyer: [
          '支付成功，等待卖家换绑',
          `订单 ${order.orderNo} 已支付，款项由平台托管。「${title}」的账号信息可在订单详情中查看；卖家将在交易房间中逐项完成换绑（${steps}），请登录核实后逐项确认。全部确认后进入${detail.protectionHours}小时保障期。`,
        ],
        seller: [
          '买家已付款',
          `您的商品「${title}」已被买家付款（订单号 ${order.orderNo}），款项由平台托管。请在 ${deadline} 前进入交易房间开始换绑：${steps}，每完成一项点击“标记完成”；超时未开始，买家可直接退款。`,
        ],
        room: `买家已付款 ${paid} 元，款项由平台托管。换绑清单：${steps}。请卖家在 ${deadline} 前开始换绑，每完成一项点击“标记完成”；买家登录核实后逐项“确认”。全部确认后订单进入${detail.protectionHours}小时保障期。`,
      },
      now,
    )
  },
  'tell',
)

onOrder(
  'order.cancelled',
  async ({ tx, order, detail, facts }) => {
    const reason = detail.reason
    const released = facts.released ?? 0
    const title = await goodsTitle(tx, order.goodsId)
    const refunded =
      (order.walletPaid > 0 ? `，已支付的 ${yuan(order.walletPaid)} 元已退回您的钱包` : '') +
      (released > 0 ? `，为本单冻结的 ${yuan(released)} 元余额已解冻` : '')
    await tell(tx, order, {
      buyer: ['订单已取消', `订单 ${order.orderNo}（「${title}」）已取消：${reason}${refunded}；使用的优惠券已退回。`],
      // a recycling seller hears it from recycle/order-sync.ts, about the request
      seller: facts.recycled ? null : ['订单已取消', `「${title}」的订单 ${order.orderNo} 已取消：${reason}；商品已重新上架。`],
    })
  },
  'tell',
)

onOrder(
  'order.handover_completed',
  async ({ tx, order, now, detail }) => {
    const until = chinaTime(detail.autoCompleteAt)
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
        room: `换绑已全部完成，订单进入${detail.protectionHours}小时保障期，${until} 将自动确认收货。如有问题请在此之前申请售后。`,
      },
      now,
    )
  },
  'tell',
)

onOrder(
  'order.completed',
  async ({ tx, order, now, detail }) => {
    if (detail.quiet) return
    const note = detail.note
    const title = await goodsTitle(tx, order.goodsId)
    const proceeds = yuan(order.sellerProceeds)
    if (isRental(order)) {
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
      return
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
  },
  'tell',
)

onOrder(
  'order.refund_requested',
  async ({ tx, order, now, detail }) => {
    const reason = detail.reason
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
  },
  'tell',
)

onOrder(
  'order.refund_rejected',
  async ({ tx, order, now, detail }) => {
    const note = detail.note
    const text = note ? `退款申请未通过：${note}` : '退款申请未通过'
    const resumed = order.status === 'handover' ? '订单恢复为换绑中，换绑继续进行' : '订单恢复为已交付'
    // one request per order: what the buyer can still do is a dispute (a rental has none: customer service)
    const next = order.kind === 'sale' ? '每个订单只能申请一次退款，如有异议请在订单页申请售后' : '每个订单只能申请一次退款，如有疑问请联系客服'
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
  },
  'tell',
)

onOrder(
  'order.refunded',
  async ({ tx, order, now, detail, facts }) => {
    if (detail.roomText === null) return
    const split = facts.refund ?? { toWallet: 0, toProvider: 0 }
    const told = (whose: string) => refundWhere(split, whose)
    const title = await goodsTitle(tx, order.goodsId)
    const extra = detail.note ? `（${detail.note}）` : ''
    await tell(
      tx,
      order,
      {
        buyer: ['退款成功', `订单 ${order.orderNo}（「${title}」）已退款${extra}，${told('您的')}。`],
        seller: ['订单已退款', `订单 ${order.orderNo}（「${title}」）已退款${extra}。${takenBackText(facts.recycled === true)}`],
        room: `${detail.roomText}${told('买家')}，订单已关闭。`,
      },
      now,
    )
  },
  'tell',
)
