/** zh-CN copy of the deadline reminders (reminders.ts: inbox messages that also go outside the app) and the unread trade-room notice (chat-unread.ts: outside only). */
import type { Template } from '../../lib/copy-types'

export const NOTIFICATION_ZH = {
  'reminder.handover.seller': {
    title: () => '请尽快开始换绑',
    text: (p, f) => `订单 ${p.orderNo}（「${p.title}」）的买家正在等待换绑，请在 ${f.time(p.deadline)} 前到交易房间开始换绑，逾期订单将被取消并退款。`,
  },
  'reminder.disputeAnswer.seller': {
    title: () => '售后待您回应',
    text: (p, f) => `订单 ${p.orderNo} 的售后申请请在 ${f.time(p.deadline)} 前到交易房间回应，逾期将由平台客服介入。`,
  },
  'reminder.autoConfirm.buyer': {
    title: () => '订单即将自动确认收货',
    text: (p, f) => `订单 ${p.orderNo}（「${p.title}」）将在 ${f.time(p.deadline)} 自动确认收货，货款随后结算给卖家；如有问题请在此之前申请售后。`,
  },
  'chat.unread': {
    title: () => '交易房间有新消息',
    text: (p) => `订单 ${p.orderNo} 的交易房间有您未读的新消息，请尽快查看回复。`,
  },
} satisfies Record<string, Template>
