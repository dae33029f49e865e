/**
 * The channel table: which in-app message (its copy kind) also goes outside the app, in which group the user
 * chooses for, whether it is urgent, and through which channels. The one place that says it (docs/architecture.md,
 * "Notifications"; README's channel table is this). A kind not listed stays in the inbox only.
 *
 * Urgent: it cannot wait (a sale waiting for the seller's handover, a dispute waiting for an answer, a withdrawal
 * paid or failed, a 包赔 claim decided, the deadline reminders): quiet hours do not hold it, it goes first under the
 * daily SMS cap, and its group cannot have every outside channel turned off.
 */
import type { NotifyChannel, NotifyGroup } from '../../../contract/notifications'
import type { CopyKind } from '../../lib/copy'

export interface Route {
  group: NotifyGroup
  urgent: boolean
  channels: readonly NotifyChannel[]
}

const URGENT = ['sms', 'wechat'] as const
const WECHAT = ['wechat'] as const
const urgent = (group: NotifyGroup): Route => ({ group, urgent: true, channels: URGENT })
const wechat = (group: NotifyGroup): Route => ({ group, urgent: false, channels: WECHAT })

export const CHANNEL_TABLE: Partial<Record<CopyKind, Route>> = {
  // orders
  'order.paid.seller': urgent('order'),
  'reminder.handover.seller': urgent('order'),
  'order.paid.buyer': wechat('order'),
  'rental.paid.seller': wechat('order'),
  'order.handoverDone.buyer': wechat('order'),
  'reminder.autoConfirm.buyer': wechat('order'),
  'order.completed.seller': wechat('order'),
  'rental.completed.seller': wechat('order'),
  'order.cancelled.buyer': wechat('order'),
  'order.cancelled.seller': wechat('order'),
  'order.refundRequested.seller': wechat('order'),
  'order.refunded.buyer': wechat('order'),
  'order.refundRejected.buyer': wechat('order'),
  // 议价 (modules/offer): an answer is due within OFFER_RESPONSE_HOURS, an agreed price within the pay timeout
  'offer.received.seller': wechat('order'),
  'offer.countered.buyer': wechat('order'),
  'offer.countered.seller': wechat('order'),
  'offer.accepted.buyer': wechat('order'),
  // disputes
  'dispute.opened.seller': urgent('dispute'),
  'reminder.disputeAnswer.seller': urgent('dispute'),
  'dispute.answered.buyer': wechat('dispute'),
  'dispute.appealed.seller': wechat('dispute'),
  'dispute.escalated.other': wechat('dispute'),
  'dispute.timeout.party': wechat('dispute'),
  'dispute.decided.buyer': wechat('dispute'),
  'dispute.decided.seller': wechat('dispute'),
  // money
  'payout.paid': urgent('money'),
  'payout.rejected': urgent('money'),
  'claim.approved': urgent('money'),
  'claim.rejected': urgent('money'),
  // listings
  'goods.approved': wechat('listing'),
  'goods.rejected': wechat('listing'),
  'goods.takenDown': wechat('listing'),
  // the buyer's alerts (modules/alert): a favourite's price drop, new listings of a saved search
  'alert.priceDrop': wechat('listing'),
  'alert.savedSearch': wechat('listing'),
  // recycling
  'recycle.quote.new': wechat('recycle'),
  'recycle.quote.accepted.merchant': wechat('recycle'),
  'recycle.quote.accepted.seller': wechat('recycle'),
  // customer service
  'feedback.replied': wechat('service'),
  // the trade room: an unread message of the other side (chat-unread.ts, throttled; not in the inbox)
  'chat.unread': wechat('chat'),
}

export const routeOf = (kind: string): Route | undefined => (CHANNEL_TABLE as Record<string, Route>)[kind]

/** the channels each group uses, and whether it holds an urgent kind */
export function groupsTable(): Map<NotifyGroup, { urgent: boolean; channels: Set<NotifyChannel> }> {
  const out = new Map<NotifyGroup, { urgent: boolean; channels: Set<NotifyChannel> }>()
  for (const r of Object.values(CHANNEL_TABLE) as Route[]) {
    const g = out.get(r.group) ?? { urgent: false, channels: new Set<NotifyChannel>() }
    g.urgent ||= r.urgent
    r.channels.forEach((c) => g.channels.add(c))
    out.set(r.group, g)
  }
  return out
}
