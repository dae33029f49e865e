import type notifyZhCN from './notify.zh-CN'

/** English copy of the notification settings; the same keys as notify.zh-CN.ts. */
const notifyEnUS: Record<keyof typeof notifyZhCN, string> = {
  'notify.intro': 'Every message stays in Messages; these settings choose which ones also reach you by SMS or WeChat.',
  'notify.group.order': 'Orders',
  'notify.group.dispute': 'Disputes',
  'notify.group.money': 'Money',
  'notify.group.chat': 'Trade room messages',
  'notify.group.listing': 'Listing reviews',
  'notify.group.recycle': 'Recycling quotes',
  'notify.group.service': 'Customer service',
  'notify.groupDesc.order': 'A buyer paid and waits for the handover, handover done, automatic confirmation soon',
  'notify.groupDesc.dispute': 'A dispute waits for your answer, its outcome',
  'notify.groupDesc.money': 'Withdrawals paid or declined, compensation claims decided',
  'notify.groupDesc.chat': 'New messages from the other side while you are away',
  'notify.groupDesc.listing': 'Listings approved, rejected or taken down',
  'notify.groupDesc.recycle': 'New recycling quotes, a quote accepted',
  'notify.groupDesc.service': 'Replies to your feedback and reports',
  'notify.urgent': 'Important',
  'notify.urgentTip': 'Important notifications keep at least one channel outside the app',
  'notify.channel.sms': 'SMS',
  'notify.channel.wechat': 'WeChat',
  'notify.quiet.title': 'Quiet hours',
  'notify.quiet.desc': 'Notifications that are not important wait until they end (China time)',
  'notify.quiet.from': 'From (hour)',
  'notify.quiet.to': 'To (hour)',
  'notify.saved': 'Saved',
}

export default notifyEnUS
