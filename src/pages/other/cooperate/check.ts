import {
  charCount,
  CONTACT_MAX,
  CONTACT_MIN,
  COOPERATION_COMPANY_MAX,
  COOPERATION_MESSAGE_MAX,
  COOPERATION_MESSAGE_MIN,
  COOPERATION_NAME_MAX,
  lengthOk,
} from '../../../../contract/rules'
import type { CooperationInput, CooperationKind } from '../../../../contract/service'
import type { Problem } from '../../../utils/validate'
import '../../../locales/service'

export interface CooperationForm {
  kind: CooperationKind | ''
  company: string
  name: string
  contact: string
  message: string
}

const p = (key: Problem['key'], vars?: Problem['vars']): { problem: Problem } => ({ problem: { key, vars } })

/** The first problem in screen order (the limits of contract/rules.ts, as the server applies them), or the body to send. */
export function checkCooperation(f: CooperationForm): { problem: Problem } | { input: CooperationInput } {
  if (!f.kind) return p('service.coop.err.kind')
  if (charCount(f.company) > COOPERATION_COMPANY_MAX) return p('service.coop.err.company', { max: COOPERATION_COMPANY_MAX })
  if (!lengthOk(f.name, 1, COOPERATION_NAME_MAX)) return p('service.coop.err.name', { max: COOPERATION_NAME_MAX })
  if (!lengthOk(f.contact, CONTACT_MIN, CONTACT_MAX)) return p('service.coop.err.contact', { min: CONTACT_MIN, max: CONTACT_MAX })
  if (!lengthOk(f.message, COOPERATION_MESSAGE_MIN, COOPERATION_MESSAGE_MAX)) {
    return p('service.coop.err.message', { min: COOPERATION_MESSAGE_MIN, max: COOPERATION_MESSAGE_MAX })
  }
  return {
    input: {
      kind: f.kind,
      company: f.company.trim() || null,
      name: f.name.trim(),
      contact: f.contact.trim(),
      message: f.message.trim(),
    },
  }
}
