/** en-US copy of compensation claims: the same kinds and parameters as copy-zh.ts. */
import type { Template } from '../../lib/copy-types'
import type { CLAIM_ZH } from './copy-zh'

export const CLAIM_EN: Record<keyof typeof CLAIM_ZH, Template> = {
  'claim.submitted': {
    title: () => 'Compensation claim submitted',
    text: (p) => `Your compensation claim ${p.claimNo} for order ${p.orderNo} was submitted. The platform will review it soon and tell you the result here.`,
  },
  'claim.approved': {
    title: () => 'Compensation claim approved',
    text: (p, f) => `Your compensation claim ${p.claimNo} (order ${p.orderNo}) was approved; ${f.money(p.amount)} went to your wallet.` + (p.note ? ` Note: ${p.note}` : ''),
  },
  'claim.rejected': {
    title: () => 'Compensation claim declined',
    text: (p) => `Your compensation claim ${p.claimNo} (order ${p.orderNo}) was declined. Reason: ${p.note}. For questions please contact customer service.`,
  },
  'claim.ledger.paid': (p) => `Compensation ${p.claimNo}`,
}
