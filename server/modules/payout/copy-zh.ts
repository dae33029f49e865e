/** zh-CN copy of the wallet ledger notes of withdrawals (service.ts). */
import type { Template } from '../../lib/copy-types'

export const PAYOUT_ZH = {
  'payout.ledger.requested': (p, f) => `提现申请 ${p.withdrawalNo}：到账 ${f.money(p.net)} 元，手续费 ${f.money(p.fee)} 元，至${p.account}`,
} satisfies Record<string, Template>
