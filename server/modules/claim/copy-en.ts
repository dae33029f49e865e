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
  'claim.submitted.due': {
    title: () => 'Compensation claim submitted',
    text: (p, f) => `Your claim ${p.claimNo} for the retrieved account of order ${p.orderNo} was submitted with its evidence. The platform reviews it and pays it itself by ${f.time(p.dueAt)}.`,
  },
  'claim.recovered.seller': {
    title: () => 'A retrieval claim was recovered from you',
    text: (p, f) =>
      `The buyer of order ${p.orderNo} claimed for a retrieved account (${p.claimNo}); the platform paid ${f.money(p.amount)}. ` +
      `${f.money(p.fromBalance)} was taken from your wallet and ${f.money(p.fromDeposit)} from your deposit` +
      (p.debt ? `; you still owe ${f.money(p.debt)}, which your next proceeds pay first.` : '.'),
  },
  'claim.ledger.recovered': (p) => `Retrieval claim recovered ${p.claimNo}`,
  'claim.ledger.depositTaken': (p) => `Retrieval claim recovered ${p.claimNo} (deposit)`,
  'claim.ledger.debtRepaid': (p) => `Retrieval claim debt repaid ${p.claimNo}`,
}
