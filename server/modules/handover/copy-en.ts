/** en-US copy of the handover's room messages: the same kinds and parameters as copy-zh.ts. */
import type { CopyParams, Template } from '../../lib/copy-types'
import type { HANDOVER_ZH } from './copy-zh'

const STEPS: Record<string, string> = {
  password: 'Change the login password',
  phone: 'Rebind the phone',
  email: 'Rebind the email / security questions',
  realname: 'Change the real-name verification',
  third_party: 'Unlink third-party logins',
}
const name = (p: CopyParams) => STEPS[String(p.step)] ?? String(p.step)

export const HANDOVER_EN: Record<keyof typeof HANDOVER_ZH, Template> = {
  'handover.done': (p) =>
    p.staff
      ? `Customer service marked "${name(p)}" done for the seller; buyer, please log in to check it and confirm.`
      : `The seller finished "${name(p)}"; buyer, please log in to check it and confirm.`,
  'handover.confirmed': (p) =>
    `${p.staff ? 'Customer service confirmed for the buyer' : 'The buyer confirmed'} "${name(p)}" (${p.confirmed}/${p.total} confirmed).`,
  'handover.undoneDone': (p) =>
    `Customer service undid the done mark of "${name(p)}"${p.alsoConfirmation ? " and the buyer's confirmation" : ''}; seller, please do it again.`,
  'handover.undoneConfirmed': (p) => `Customer service undid the buyer's confirmation of "${name(p)}"; buyer, please check it again.`,
}
