/** en-US copy of withdrawals: the same kinds and parameters as copy-zh.ts. */
import type { Template } from '../../lib/copy-types'
import type { PAYOUT_ZH } from './copy-zh'

export const PAYOUT_EN: Record<keyof typeof PAYOUT_ZH, Template> = {
  'payout.ledger.requested': (p, f) => `Withdrawal ${p.withdrawalNo}: ${f.money(p.net)} paid out, fee ${f.money(p.fee)}, to ${p.account}`,
  'payout.ledger.returned': (p, f) => `Withdrawal ${p.withdrawalNo} declined: ${p.reason}; ${f.money(p.amount)} returned to the wallet`,
  'payout.paid': {
    title: () => 'Withdrawal paid',
    text: (p, f) => `Withdrawal ${p.withdrawalNo} was paid: ${f.money(p.net)} sent to ${p.account} (fee ${f.money(p.fee)}).`,
  },
  'payout.rejected': {
    title: () => 'Withdrawal declined',
    text: (p, f) => `Withdrawal ${p.withdrawalNo} was declined: ${p.reason}. ${f.money(p.amount)} went back to your wallet.`,
  },
}
