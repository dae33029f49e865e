/**
 * zh-CN copy of the order's steps (notices.ts, lifecycle.ts): inbox messages to buyer and seller, the trade room's
 * system messages, timeline entries and the system's reasons and notes nested in them. Parameters are data (see
 * lib/copy.ts); the texts are the ones the platform always wrote.
 */
import type { CopyParams, Fmt, Template } from '../../lib/copy-types'

const period = (p: CopyParams) => `${p.rentQuantity ?? 0}${p.rentUnit === 'day' ? '天' : '小时'}`
const STEPS: Record<string, string> = {
  password: '修改登录密码',
  phone: '换绑手机',
  email: '换绑邮箱/密保',
  realname: '修改实名认证',
  third_party: '解绑第三方登录',
}
const steps = (p: CopyParams, f: Fmt) => f.list(((p.steps ?? []) as string[]).map((k) => STEPS[k] ?? k))
/** where a refund went: `whose` 'you' (您的) or 'buyer' (买家) */
const refundWhere = (p: CopyParams, f: Fmt, whose: string) =>
  [
    Number(p.toWallet) > 0 || Number(p.toProvider) === 0 ? `${f.money(p.toWallet ?? 0)} 元已退回${whose}钱包` : null,
    Number(p.toProvider) > 0 ? `${f.money(p.toProvider)} 元原路退回${whose}支付账户` : null,
  ]
    .filter(Boolean)
    .join('，')

export const ORDER_ZH = {
  'order.created.buyer': {
    title: () => '订单已创建',
    text: (p) => `您已下单「${p.title}」（订单号 ${p.orderNo}），请在${p.payMinutes}分钟内完成支付，超时订单将自动取消。`,
  },
  'order.created.seller': {
    title: () => '商品已被下单',
    text: (p) => `您的商品「${p.title}」已被买家下单（订单号 ${p.orderNo}），等待买家付款。`,
  },
  'rental.created.buyer': {
    title: () => '租号订单已创建',
    text: (p) => `您已下单租用「${p.title}」${period(p)}（订单号 ${p.orderNo}），请在${p.payMinutes}分钟内完成支付，超时订单将自动取消。`,
  },
  'rental.created.seller': {
    title: () => '商品已被下单租用',
    text: (p) => `您的商品「${p.title}」已被下单租用${period(p)}（订单号 ${p.orderNo}），等待租客付款。`,
  },
  'rental.paid.buyer': {
    title: () => '租号成功',
    text: (p, f) =>
      `订单 ${p.orderNo} 已支付，「${p.title}」租期 ${period(p)}，至 ${f.time(p.until)} 结束。请在订单详情中查看账号信息，租期内请勿修改密码或绑定信息；提前归还请在订单中确认。`,
  },
  'rental.paid.seller': {
    title: () => '账号已出租',
    text: (p, f) =>
      `您的商品「${p.title}」已被租用（订单号 ${p.orderNo}），租期至 ${f.time(p.until)}。租期结束后租金将转入您的钱包；因租客知道账号密码，商品将下架，请修改密码并更新账号信息后恢复在售。`,
  },
  'rental.paid.room': (p, f) =>
    `租客已付款 ${f.money(p.paid)} 元，款项由平台托管。租期 ${period(p)}，至 ${f.time(p.until)} 结束；租期内请勿修改密码或绑定信息。`,
  'order.paid.buyer': {
    title: () => '支付成功，等待卖家换绑',
    text: (p, f) =>
      `订单 ${p.orderNo} 已支付，款项由平台托管。「${p.title}」的账号信息可在订单详情中查看；卖家将在交易房间中逐项完成换绑（${steps(p, f)}），请登录核实后逐项确认。全部确认后进入${p.protectionHours}小时保障期。`,
  },
  'order.paid.seller': {
    title: () => '买家已付款',
    text: (p, f) =>
      `您的商品「${p.title}」已被买家付款（订单号 ${p.orderNo}），款项由平台托管。请在 ${f.time(p.deadline)} 前进入交易房间开始换绑：${steps(p, f)}，每完成一项点击“标记完成”；超时未开始，买家可直接退款。`,
  },
  'order.paid.room': (p, f) =>
    `买家已付款 ${f.money(p.paid)} 元，款项由平台托管。换绑清单：${steps(p, f)}。请卖家在 ${f.time(p.deadline)} 前开始换绑，每完成一项点击“标记完成”；买家登录核实后逐项“确认”。全部确认后订单进入${p.protectionHours}小时保障期。`,
  'order.cancelled.buyer': {
    title: () => '订单已取消',
    text: (p, f) =>
      `订单 ${p.orderNo}（「${p.title}」）已取消：${f.text(p.reason)}` +
      (Number(p.walletPaid) > 0 ? `，已支付的 ${f.money(p.walletPaid)} 元已退回您的钱包` : '') +
      (Number(p.released) > 0 ? `，为本单冻结的 ${f.money(p.released)} 元余额已解冻` : '') +
      '；使用的优惠券已退回。',
  },
  'order.cancelled.seller': {
    title: () => '订单已取消',
    text: (p, f) => `「${p.title}」的订单 ${p.orderNo} 已取消：${f.text(p.reason)}；商品已重新上架。`,
  },
  'order.handoverDone.buyer': {
    title: () => '换绑已完成',
    text: (p, f) =>
      `订单 ${p.orderNo}（「${p.title}」）的换绑已全部确认，订单进入保障期，${f.time(p.until)} 将自动确认收货；确认无误也可提前确认收货，如有问题请在此之前申请售后。`,
  },
  'order.handoverDone.seller': {
    title: () => '换绑已完成',
    text: (p) => `订单 ${p.orderNo}（「${p.title}」）的换绑已全部确认，保障期结束或买家确认收货后货款将转入您的钱包。`,
  },
  'order.handoverDone.room': (p, f) =>
    `换绑已全部完成，订单进入${p.protectionHours}小时保障期，${f.time(p.until)} 将自动确认收货。如有问题请在此之前申请售后。`,
  'rental.completed.buyer': {
    title: () => '租期已结束',
    text: (p, f) => `订单 ${p.orderNo}（「${p.title}」）已结束：${f.text(p.note)}。账号已收回，感谢您的租用。`,
  },
  'rental.completed.seller': {
    title: () => '租期已结束，租金已到账',
    text: (p, f) =>
      `订单 ${p.orderNo}（「${p.title}」）已结束：${f.text(p.note)}。${f.money(p.proceeds)} 元已转入您的钱包。租客知道账号密码，商品已下架：请修改账号密码，并在“我的商品”中更新账号信息，商品将自动恢复在售。`,
  },
  'rental.completed.room': (p, f) => `租用结束：${f.text(p.note)}。租金 ${f.money(p.proceeds)} 元已转入出租方钱包。`,
  'order.completed.buyer': {
    title: () => '交易完成',
    text: (p, f) => `订单 ${p.orderNo}（「${p.title}」）已完成：${f.text(p.note)}。感谢您的购买。`,
  },
  'order.completed.seller': {
    title: () => '交易完成，货款已到账',
    text: (p, f) => `订单 ${p.orderNo}（「${p.title}」）已完成，${f.money(p.proceeds)} 元已转入您的钱包。`,
  },
  'order.completed.room': (p, f) => `交易完成：${f.text(p.note)}。货款 ${f.money(p.proceeds)} 元已转入卖家钱包。`,
  'order.refundRequested.buyer': {
    title: () => '退款申请已提交',
    text: (p) => `您已为订单 ${p.orderNo}（「${p.title}」）申请退款，平台客服将尽快处理。`,
  },
  'order.refundRequested.seller': {
    title: () => '买家申请退款',
    text: (p, f) => `订单 ${p.orderNo}（「${p.title}」）的买家申请退款：${f.text(p.reason)}。平台客服将介入处理。`,
  },
  'order.refundRequested.room': (p, f) => `买家申请退款：${f.text(p.reason)}。平台客服将介入处理，处理期间换绑与确认收货暂停。`,
  'order.refundRejected.buyer': {
    title: () => '退款申请未通过',
    text: (p, f) =>
      `订单 ${p.orderNo}（「${p.title}」）的${f.text({ kind: 'order.refundRejected.event', params: p })}。${resumed(p)}。` +
      (p.sale ? '每个订单只能申请一次退款，如有异议请在订单页申请售后' : '每个订单只能申请一次退款，如有疑问请联系客服') +
      '。',
  },
  'order.refundRejected.seller': {
    title: () => '退款申请已驳回',
    text: (p) => `订单 ${p.orderNo}（「${p.title}」）的买家退款申请已被驳回，${resumed(p)}。`,
  },
  'order.refundRejected.room': (p, f) => `${f.text({ kind: 'order.refundRejected.event', params: p })}。${resumed(p)}。`,
  'order.refundRejected.event': (p, f) => (p.note ? `退款申请未通过：${f.text(p.note)}` : '退款申请未通过'),
  'order.refunded.buyer': {
    title: () => '退款成功',
    text: (p, f) => `订单 ${p.orderNo}（「${p.title}」）已退款${p.note ? `（${f.text(p.note)}）` : ''}，${refundWhere(p, f, '您的')}。`,
  },
  'order.refunded.seller': {
    title: () => '订单已退款',
    text: (p, f) =>
      `订单 ${p.orderNo}（「${p.title}」）已退款${p.note ? `（${f.text(p.note)}）` : ''}。` +
      (p.recycled ? '回收单已关闭：请修改账号密码后再重新提交回收。' : '商品已下架：请修改账号密码后重新上架。'),
  },
  'order.refunded.room': (p, f) => `${f.text(p.roomText)}${refundWhere(p, f, '买家')}，订单已关闭。`,
  'order.refunded.approvedRoom': (p, f) => (p.note ? `退款申请已通过（${f.text(p.note)}），` : '退款申请已通过，'),
  'order.refunded.missedRoom': (p, f) => `卖家未在 ${f.time(p.deadline)} 前开始换绑，买家已申请立即退款，`,
  'order.latePayment.buyer': {
    title: () => '支付款项已退回',
    text: (p, f) =>
      Number(p.toProvider) > 0
        ? `订单 ${p.orderNo} 已关闭，您刚支付的 ${f.money(p.amount)} 元将原路退回您的支付账户。`
        : `订单 ${p.orderNo} 已关闭，您刚支付的 ${f.money(p.amount)} 元已退回您的钱包。`,
  },
  // the timeline
  'order.event.paid': (p, f) => `实付 ${f.money(p.paid)} 元，款项由平台托管`,
  'order.event.rentalDelivered': (p, f) => `平台已将账号信息交付租客，租期至 ${f.time(p.until)}`,
  'order.event.handoverWaiting': (p, f) => `等待卖家换绑（${steps(p, f)}），请于 ${f.time(p.deadline)} 前开始`,
  'order.event.handoverDone': (p, f) => `换绑已完成，买家已逐项确认；保障期至 ${f.time(p.until)}`,
  'order.event.handoverStarted': () => '卖家已开始换绑',
  // the system's reasons and notes
  'order.note.buyerConfirmed': () => '买家确认收货',
  'order.note.renterReturned': () => '租客提前归还账号',
  'order.note.autoConfirmed': () => '保障期结束，系统自动确认收货',
  'order.note.rentalEnded': () => '租期已到，系统自动结束租用',
  'order.note.payExpired': () => '超时未支付，订单已自动取消',
  'order.note.buyerCancelled': (p) => (p.reason ? `买家取消：${p.reason}` : '买家取消订单'),
  'order.note.handoverMissed': () => '卖家未在期限内开始换绑，买家申请立即退款',
  // the wallet ledger
  'order.ledger.refund': (p) => `订单 ${p.orderNo} 退款`,
  'order.ledger.lateRefund': (p) => `订单 ${p.orderNo} 已关闭，支付款项退回余额`,
  'order.ledger.walletPaid': (p) => `订单 ${p.orderNo} 余额支付`,
  'order.ledger.cancelReturn': (p) => `订单 ${p.orderNo} 取消，退回余额支付部分`,
  'order.ledger.proceeds': (p) =>
    p.deducted ? `订单 ${p.orderNo} 完成，货款入账（已扣除平台服务费及售后部分退款）` : `订单 ${p.orderNo} 完成，货款入账（已扣除平台服务费）`,
} satisfies Record<string, Template>

const resumed = (p: CopyParams) => (p.resumed === 'handover' ? '订单恢复为换绑中，换绑继续进行' : '订单恢复为已交付')
