/**
 * What each dispute step tells the parties: a system message in the order's room (both sides and staff read it
 * there) and a message to each party named. Written in zh-CN, the platform's default language, once at the event
 * and inside its transaction, like the order's own messages (order/lifecycle.ts).
 */
import type { DisputeOutcome, DisputeType } from '../../../contract/trade'
import type { Db } from '../../db/client'
import { notify } from '../../lib/messages'
import { say } from '../chat/system'
import { orderLink, yuan, type OrderRow } from '../order/lifecycle'

export const TYPE_LABEL: Record<DisputeType, string> = {
  not_as_described: '与描述不符',
  handover_failed: '换绑失败',
  recovered: '账号被找回',
  other: '其他问题',
}

/** '全额退款 ¥200.00', '部分退款 ¥50.00', '驳回' */
export function outcomeText(outcome: DisputeOutcome, amount: number | null): string {
  if (outcome === 'rejected') return '驳回售后申请'
  return `${outcome === 'refund_full' ? '全额退款' : '部分退款'} ¥${yuan(amount ?? 0)}`
}

type Note = [title: string, content: string]

export interface Announcement {
  /** the system message in the room */
  room: string
  buyer?: Note
  seller?: Note
}

export async function announce(tx: Db, order: OrderRow, a: Announcement, now: Date): Promise<void> {
  await say(tx, order, a.room, now)
  const link = orderLink(order.id)
  if (a.buyer) await notify(tx, order.buyerId, { kind: 'order', title: a.buyer[0], content: a.buyer[1], link })
  if (a.seller) await notify(tx, order.sellerId, { kind: 'order', title: a.seller[0], content: a.seller[1], link })
}
