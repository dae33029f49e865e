import {
  CLAIM_DESCRIPTION_MAX,
  CLAIM_DESCRIPTION_MIN,
  CLAIM_IMAGES_MAX,
  CLAIM_TOPUP_MAX_FEN,
  CLAIM_TOPUPS_MAX,
  CONTACT_MAX,
  CONTACT_MIN,
  lengthOk,
} from '../../../../contract/rules'
import type { ClaimReason, ClaimTopup, CompensationClaimInput } from '../../../../contract/service'
import { yuanToFen } from '../../../utils/format'
import type { Problem } from '../../../utils/validate'
import '../../../locales/service'

export interface ClaimForm {
  reason: ClaimReason | ''
  description: string
  images: string[]
  contact: string
  /** a 充值包赔 order's top-ups, as typed (the amount in yuan, the China date it was paid, its receipt) */
  topups: TopupDraft[]
}

export interface TopupDraft {
  amount: string
  date: string
  receipt: string[]
}

export const emptyTopup = (): TopupDraft => ({ amount: '', date: '', receipt: [] })

const DAY_MS = 86_400_000

/**
 * When a top-up dated `date` (YYYY-MM-DD, China time) counts as paid: the end of that day, or now for today, so a
 * top-up made on the day of the purchase is after the payment; null for a date that is not one.
 */
export function topupPaidAt(date: string, now = Date.now()): string | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date.trim())
  if (!m) return null
  const start = Date.parse(`${m[1]}-${m[2]}-${m[3]}T00:00:00+08:00`)
  if (!Number.isFinite(start) || new Date(start + 8 * 3_600_000).toISOString().slice(0, 10) !== `${m[1]}-${m[2]}-${m[3]}`) return null
  if (start > now) return null
  return new Date(Math.min(start + DAY_MS - 1000, now)).toISOString()
}

const p = (key: Problem['key'], vars?: Problem['vars']): { problem: Problem } => ({ problem: { key, vars } })

/** The first problem in screen order (the limits of contract/rules.ts, as the server applies them), or the body to send. */
export function checkClaim(orderId: number, f: ClaimForm): { problem: Problem } | { input: CompensationClaimInput } {
  if (!f.reason) return p('service.claim.err.reason')
  if (!lengthOk(f.description, CLAIM_DESCRIPTION_MIN, CLAIM_DESCRIPTION_MAX)) {
    return p('service.claim.err.description', { min: CLAIM_DESCRIPTION_MIN, max: CLAIM_DESCRIPTION_MAX })
  }
  if (f.images.length < 1 || f.images.length > CLAIM_IMAGES_MAX) return p('service.claim.err.images', { max: CLAIM_IMAGES_MAX })
  if (!lengthOk(f.contact, CONTACT_MIN, CONTACT_MAX)) return p('service.claim.err.contact', { min: CONTACT_MIN, max: CONTACT_MAX })
  if (f.topups.length > CLAIM_TOPUPS_MAX) return p('service.claim.err.topups', { max: CLAIM_TOPUPS_MAX })
  const topups: ClaimTopup[] = []
  for (const [i, d] of f.topups.entries()) {
    const n = i + 1
    const amount = yuanToFen(d.amount)
    if (amount === null || amount < 1 || amount > CLAIM_TOPUP_MAX_FEN) return p('service.claim.err.topupAmount', { n, max: CLAIM_TOPUP_MAX_FEN / 100 })
    const paidAt = topupPaidAt(d.date)
    if (!paidAt) return p('service.claim.err.topupDate', { n })
    if (d.receipt.length !== 1) return p('service.claim.err.topupReceipt', { n })
    topups.push({ amount, paidAt, receipt: d.receipt[0] })
  }
  return {
    input: {
      orderId,
      reason: f.reason,
      description: f.description.trim(),
      images: f.images,
      contact: f.contact.trim(),
      ...(topups.length > 0 ? { topups } : {}),
    },
  }
}
