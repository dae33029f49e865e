/**
 * The dispute forms as typed, checked with the contract's limits before anything is sent (the server applies the
 * same rules): each returns the first problem's message key, or the body to send.
 */
import { DISPUTE_DESCRIPTION_MAX, DISPUTE_DESCRIPTION_MIN, DISPUTE_IMAGES_MAX, DISPUTE_REASON_MAX } from '../../../contract/trade'
import type { DisputeDecisionInput, DisputeInput, DisputeOutcome, DisputeType } from '../../../contract/trade'
import { lengthOk } from '../../../contract/rules'
import { formatFen, yuanToFen } from '../../utils/format'
import type { Problem } from '../../utils/validate'
import '../../locales/trade'

export interface DisputeFields {
  type: DisputeType | null
  description: string
  images: string[]
}

/** the buyer's request: a type, a description of DISPUTE_DESCRIPTION_MIN..MAX characters, up to 9 images */
export function checkDispute(f: DisputeFields): { problem: Problem } | { input: DisputeInput } {
  if (!f.type) return { problem: { key: 'trade.form.err.type' } }
  const description = f.description.trim()
  if (!lengthOk(description, DISPUTE_DESCRIPTION_MIN, DISPUTE_DESCRIPTION_MAX)) {
    return { problem: { key: 'trade.form.err.desc', vars: { min: DISPUTE_DESCRIPTION_MIN, max: DISPUTE_DESCRIPTION_MAX } } }
  }
  return { input: { type: f.type, description, images: f.images.slice(0, DISPUTE_IMAGES_MAX) } }
}

/** the seller's answer: some text, at most as long as a description (DISPUTE_DESCRIPTION_MAX, the server's rule) */
export function checkAnswer(text: string): { problem: Problem } | { text: string } {
  const v = text.trim()
  if (!lengthOk(v, 1, DISPUTE_DESCRIPTION_MAX)) return { problem: { key: 'trade.dp.err.answer', vars: { max: DISPUTE_DESCRIPTION_MAX } } }
  return { text: v }
}

export interface DecisionFields {
  outcome: DisputeOutcome | null
  /** the partial refund in yuan, as typed */
  amount: string
  reason: string
  /** what the buyer paid (fen): a partial refund stays below it */
  paid: number
}

/** staff's decision: an outcome, for a partial refund 0 < amount < paid (yuan, 2 decimals), and a reason */
export function checkDecision(f: DecisionFields): { problem: Problem } | { input: DisputeDecisionInput } {
  if (!f.outcome) return { problem: { key: 'trade.dp.err.outcome' } }
  let amount: number | undefined
  if (f.outcome === 'refund_partial') {
    const fen = yuanToFen(f.amount)
    if (fen === null || fen <= 0 || fen >= f.paid) return { problem: { key: 'trade.dp.err.amount', vars: { max: formatFen(f.paid) } } }
    amount = fen
  }
  const reason = f.reason.trim()
  if (!lengthOk(reason, 1, DISPUTE_REASON_MAX)) return { problem: { key: 'trade.dp.err.reason', vars: { max: DISPUTE_REASON_MAX } } }
  return { input: amount === undefined ? { outcome: f.outcome, reason } : { outcome: f.outcome, amount, reason } }
}
