/** en-US copy of the deadline reminders: the same kinds and parameters as copy-zh.ts. */
import type { Template } from '../../lib/copy-types'
import type { NOTIFICATION_ZH } from './copy-zh'

export const NOTIFICATION_EN: Record<keyof typeof NOTIFICATION_ZH, Template> = {
  'reminder.handover.seller': {
    title: () => 'Please start the handover',
    text: (p, f) => `The buyer of order ${p.orderNo} ("${p.title}") is waiting for the handover. Start it in the trade room by ${f.time(p.deadline)}, or the order is cancelled and refunded.`,
  },
  'reminder.disputeAnswer.seller': {
    title: () => 'A dispute waits for your answer',
    text: (p, f) => `Please answer the dispute of order ${p.orderNo} in the trade room by ${f.time(p.deadline)}; after that customer service steps in.`,
  },
  'reminder.autoConfirm.buyer': {
    title: () => 'Order about to be confirmed',
    text: (p, f) => `Order ${p.orderNo} ("${p.title}") is confirmed automatically at ${f.time(p.deadline)} and the seller is paid; if something is wrong, open a dispute before then.`,
  },
  'chat.unread': {
    title: () => 'New message in the trade room',
    text: (p) => `The trade room of order ${p.orderNo} has a message you have not read yet.`,
  },
}
