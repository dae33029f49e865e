/**
 * Texts of the dispute steps. Each step tells the parties through order/lifecycle.ts `tell`, as the order's own
 * steps do: a system message in the order's room (both sides and staff read it there) and a message to each party
 * named, in zh-CN, once at the event and inside its transaction.
 */
import type { DisputeOutcome, DisputeType } from '../../../contract/trade'
import { yuan } from '../order/lifecycle'

export const TYPE_LABEL: Record<DisputeType, string> = {
  not_as_described: '与描述不符',
  handover_failed: '换绑失败',
  recovered: '账号被找回',
  other: '其他问题',
}

/** '全额退款 ¥200.00', '部分退款 ¥50.00', '驳回售后申请' */
export function outcomeText(outcome: DisputeOutcome, amount: number | null): string {
  if (outcome === 'rejected') return '驳回售后申请'
  return `${outcome === 'refund_full' ? '全额退款' : '部分退款'} ¥${yuan(amount ?? 0)}`
}

/**
 * Typed text set inside one of these sentences, whose template puts its own 。 (or ，) after it: what the person
 * ended with (。 . ， , ； ;) goes, so the sentence never reads "部分退款。。如仍有异议". ！ and ？ stay, they say something.
 */
export function clause(text: string): string {
  return text.trim().replace(/[。．.，,；;\s]+$/u, '')
}
