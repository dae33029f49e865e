import type meZhCN from './me.zh-CN'

/** English copy of 我的: the same keys as me.zh-CN.ts (a missing or unknown key is a compile error). */
const meEnUS: Record<keyof typeof meZhCN, string> = {
  'me.orders': 'My orders',
  'me.allOrders': 'All orders',
  'me.order.pending_payment': 'To pay',
  'me.order.in_progress': 'In progress',
  'me.order.completed': 'Completed',
  'me.order.after_sale': 'After-sale',
  'me.balance': 'Balance',
  'me.coupons': 'Coupons',
  'me.redPackets': 'Red packets',
  'me.tradeTitle': 'Buying',
  'me.accountTitle': 'Account and settings',
  'me.verifyNow': 'Verify',
  'me.waitingTitle': 'Waiting for me',
  'me.waiting.handover': '{n} sold order(s) waiting for your handover',
  'me.waiting.dispute': '{n} dispute(s) waiting for your answer',
}

export default meEnUS
