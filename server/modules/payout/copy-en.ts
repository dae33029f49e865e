/** en-US copy of the wallet ledger notes of withdrawals: the same kinds and parameters as copy-zh.ts. */
import type { Template } from '../../lib/copy-types'
import type { PAYOUT_ZH } from './copy-zh'

export const PAYOUT_EN: Record<keyof typeof PAYOUT_ZH, Template> = {
  'payout.ledger.requested': (p, f) => `Withdrawal ${p.withdrawalNo}: ${f.money(p.net)} paid out, fee ${f.money(p.fee)}, to ${p.account}`,
}
