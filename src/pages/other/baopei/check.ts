import { CLAIM_DESCRIPTION_MAX, CLAIM_DESCRIPTION_MIN, CLAIM_IMAGES_MAX, CONTACT_MAX, CONTACT_MIN, lengthOk } from '../../../../contract/rules'
import type { ClaimReason, CompensationClaimInput } from '../../../../contract/service'
import type { Problem } from '../../../utils/validate'
import '../../../locales/service'

export interface ClaimForm {
  reason: ClaimReason | ''
  description: string
  images: string[]
  contact: string
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
  return {
    input: { orderId, reason: f.reason, description: f.description.trim(), images: f.images, contact: f.contact.trim() },
  }
}
