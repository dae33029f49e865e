/**
 * zh-CN copy of the dispute steps (service.ts, decide.ts, jobs.ts): the room's system messages, the messages to
 * each party, timeline entries and ledger notes. Parameters are data (lib/copy.ts); typed text (a description, an
 * answer, a decision's reason) is a parameter shown as written.
 */
import type { CopyParams, Fmt, Template } from '../../lib/copy-types'

export const DISPUTE_TYPES_ZH: Record<string, string> = {
  not_as_described: '与描述不符',
  handover_failed: '换绑失败',
  recovered: '账号被找回',
  other: '其他问题',
}
const type = (p: CopyParams) => DISPUTE_TYPES_ZH[String(p.type)] ?? String(p.type)
const heldLine = (p: CopyParams, f: Fmt) => (Number(p.held) > 0 ? `卖家钱包中 ${f.money(p.held)} 元货款已冻结，待处理结果确定后结算。` : '')
const party = (p: CopyParams) => (p.role === 'buyer' ? '买家' : '卖家')
const outcome = (p: CopyParams, f: Fmt) =>
  p.outcome === 'rejected' ? '驳回售后申请' : `${p.outcome === 'refund_full' ? '全额退款' : '部分退款'} ¥${f.money(p.amount ?? 0)}`
const why = (p: CopyParams) => (p.reason ? `。理由：${p.reason}` : '')
const where = (p: CopyParams, f: Fmt, whose: string) =>
  [
    Number(p.toWallet) > 0 || Number(p.toProvider) === 0 ? `${f.money(p.toWallet ?? 0)} 元已退回${whose}钱包` : null,
    Number(p.toProvider) > 0 ? `${f.money(p.toProvider)} 元原路退回${whose}支付账户` : null,
  ]
    .filter(Boolean)
    .join('，')
const money = (p: CopyParams, f: Fmt) =>
  p.outcome === 'rejected' ? (Number(p.held) > 0 ? `，冻结的 ${f.money(p.held)} 元货款已解冻` : '') : `，${where(p, f, '买家')}`
const platform = (p: CopyParams, f: Fmt) => (Number(p.platform) > 0 ? `（其中 ${f.money(p.platform)} 元由平台承担）` : '')

export const DISPUTE_ZH = {
  'dispute.opened.room': (p, f) =>
    `买家发起售后（${type(p)}）：${p.description}` +
    (Number(p.images) > 0 ? `（附 ${p.images} 张凭证）` : '') +
    `。请卖家在 ${f.time(p.until)} 前回应，逾期将自动转交平台客服。${heldLine(p, f)}`,
  'dispute.opened.buyer': {
    title: () => '售后申请已提交',
    text: (p, f) => `您已为订单 ${p.orderNo} 发起售后（${type(p)}），卖家需在 ${f.time(p.until)} 前回应，逾期将由平台客服介入。`,
  },
  'dispute.opened.seller': {
    title: () => '买家发起售后',
    text: (p, f) =>
      `订单 ${p.orderNo} 的买家发起售后（${type(p)}）：${p.description}。请在 ${f.time(p.until)} 前到交易房间回应，逾期将由平台客服介入。${heldLine(p, f)}`,
  },
  'dispute.withdrawn.room': (p, f) => `买家已撤回售后申请。${Number(p.held) > 0 ? `冻结的 ${f.money(p.held)} 元货款已解冻。` : ''}`,
  'dispute.withdrawn.seller': {
    title: () => '买家已撤回售后申请',
    text: (p, f) => `订单 ${p.orderNo} 的买家已撤回售后申请。${Number(p.held) > 0 ? `冻结的 ${f.money(p.held)} 元货款已解冻。` : ''}`,
  },
  'dispute.escalated.room': (p) => `${party(p)}申请平台客服介入，售后已转交平台客服处理。`,
  'dispute.escalated.other': {
    title: () => '售后已转交平台客服',
    text: (p) => `订单 ${p.orderNo} 的${party(p)}已申请平台客服介入售后处理，客服将在交易房间中跟进。`,
  },
  'dispute.timeout.room': () => '卖家未在规定时间内回应，售后已自动转交平台客服处理。',
  'dispute.timeout.party': {
    title: () => '售后已转交平台客服',
    text: (p) => `订单 ${p.orderNo} 的售后申请，卖家未在规定时间内回应，已自动转交平台客服处理，客服将在交易房间中跟进。`,
  },
  'dispute.appealed.room': (p, f) => `买家对驳回结果申请复核，已转交平台客服重新处理，复核结果为最终结果。${heldLine(p, f)}`,
  'dispute.appealed.seller': {
    title: () => '买家申请复核',
    text: (p, f) => `订单 ${p.orderNo} 的买家对售后驳回结果申请复核，平台客服将重新处理。${heldLine(p, f)}`,
  },
  'dispute.answered.room': (p) => `卖家回应：${p.text}`,
  'dispute.answered.buyer': {
    title: () => '卖家已回应售后申请',
    text: (p) => `订单 ${p.orderNo} 的卖家已回应：${p.clause}。如仍有异议，可在交易房间申请平台客服介入。`,
  },
  'dispute.decided.room': (p, f) =>
    `${p.by === 'seller' ? '卖家同意退款' : `平台客服裁决${p.appealed ? '（复核，为最终结果）' : ''}`}：${outcome(p, f)}${why(p)}${money(p, f)}。${f.text(p.line)}`,
  'dispute.decided.buyer': {
    title: (p) => (p.outcome === 'rejected' ? '售后申请未通过' : '售后退款已到账'),
    text: (p, f) =>
      `订单 ${p.orderNo} 的售后申请处理结果：${outcome(p, f)}${why(p)}。` +
      (p.outcome === 'rejected' ? (p.final ? '该结果为最终结果。' : '如有异议，可申请一次复核。') : `${where(p, f, '您的')}。`),
  },
  'dispute.decided.seller': {
    title: (p) => `售后处理结果：${p.outcome === 'rejected' ? '驳回' : '退款'}`,
    text: (p, f) => `订单 ${p.orderNo} 的售后申请处理结果：${outcome(p, f)}${why(p)}${money(p, f)}。${f.text(p.line)}`,
  },
  // what the decision did to the order, the last sentence of the room's and the seller's message
  'dispute.line.heldTakenBack': (p, f) => `已从卖家钱包扣回冻结的 ${f.money(p.held)} 元货款。`,
  'dispute.line.refunded': (p) =>
    '订单已退款，' + (p.recycled ? '回收单已关闭：请修改账号密码后再重新提交回收。' : '商品已下架：请修改账号密码后重新上架。'),
  'dispute.line.partialHeld': (p, f) =>
    [Number(p.take) > 0 ? `已从冻结的货款中扣除 ${f.money(p.take)} 元` : '', Number(p.rest) > 0 ? `其余 ${f.money(p.rest)} 元已解冻` : '']
      .filter(Boolean)
      .join('，') + '。',
  'dispute.line.partialCompleted': (p, f) => `交易已完成，卖家实收 ${f.money(p.proceeds)} 元。`,
  'dispute.line.handover': () => '订单继续换绑流程。',
  'dispute.line.delivered': () => '订单恢复为已交付，保障期结束后将自动确认收货。',
  // the timeline
  'dispute.event.fullRefund': (p, f) => `售后全额退款 ${f.money(p.amount)} 元`,
  'dispute.event.partialRefund': (p, f) => `售后部分退款 ${f.money(p.amount)} 元`,
  'dispute.event.partialCompleted': (p, f) => `售后部分退款 ${f.money(p.amount)} 元后交易完成`,
  'dispute.event.rejected': (p) => (p.reason ? `售后申请未通过：${p.reason}` : '售后申请未通过'),
  // the wallet ledger
  'dispute.ledger.fullRefund': (p, f) => `订单 ${p.orderNo} 售后全额退款${platform(p, f)}`,
  'dispute.ledger.fullTakeBack': (p) => `订单 ${p.orderNo} 售后全额退款，扣回冻结的货款`,
  'dispute.ledger.partialFromHeld': (p) => `订单 ${p.orderNo} 售后部分退款，从冻结的货款中扣除`,
  'dispute.ledger.partialRefund': (p, f) => `订单 ${p.orderNo} 售后部分退款${platform(p, f)}`,
} satisfies Record<string, Template>
