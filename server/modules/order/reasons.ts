/**
 * An order's cancel and refund reasons: the zh-CN text column, plus the kind and params when the system gave the
 * reason (an unpaid order cancelled at its deadline, a missed handover), so a reader reads it in their language. A
 * reason a person typed is stored and shown as written.
 */
import { lineColumns, readLine, storedLine, type Line } from '../../lib/copy'
import type { Lang } from '../../lib/i18n'
import type { OrderRow } from './rows'

export function cancelReasonSet(reason: Line) {
  const c = lineColumns(reason)
  return { cancelReason: c.text, cancelReasonKind: c.copyKind, cancelReasonParams: c.copyParams }
}

export function refundReasonSet(reason: Line) {
  const c = lineColumns(reason)
  return { refundReason: c.text, refundReasonKind: c.copyKind, refundReasonParams: c.copyParams }
}

type Reasons = Pick<OrderRow, 'cancelReason' | 'cancelReasonKind' | 'cancelReasonParams' | 'refundReason' | 'refundReasonKind' | 'refundReasonParams'>

/** the order's reasons as `lang` reads them */
export function readReasons(lang: Lang, o: Reasons): { cancelReason: string | null; refundReason: string | null } {
  return {
    cancelReason: o.cancelReason === null ? null : readLine(lang, { copyKind: o.cancelReasonKind, copyParams: o.cancelReasonParams }, o.cancelReason),
    refundReason: o.refundReason === null ? null : readLine(lang, { copyKind: o.refundReasonKind, copyParams: o.refundReasonParams }, o.refundReason),
  }
}

/** the cancel reason as a line to nest in other copy (a recycling request's reopening message) */
export const cancelReasonLine = (o: Reasons): Line | null =>
  o.cancelReason === null ? null : storedLine(o.cancelReasonKind, o.cancelReasonParams, o.cancelReason)
