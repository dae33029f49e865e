/** zh-CN copy of withdrawals (service.ts): ledger notes and the messages to the user; `reason` as staff typed it. */
import type { Template } from '../../lib/copy-types'

export const PAYOUT_ZH = {
  'payout.ledger.requested': (p, f) => `提现申请 ${p.withdrawalNo}：到账 ${f.money(p.net)} 元，手续费 ${f.money(p.fee)} 元，至${p.account}`,
  'payout.ledger.returned': (p, f) => `提现 ${p.withdrawalNo} 未通过：${p.reason}，${f.money(p.amount)} 元已退回钱包`,
  'payout.paid': {
    title: () => '提现已到账',
    text: (p, f) => `提现 ${p.withdrawalNo} 已打款：${f.money(p.net)} 元已转至${p.account}（手续费 ${f.money(p.fee)} 元）。`,
  },
  'payout.rejected': {
    title: () => '提现未通过',
    text: (p, f) => `提现 ${p.withdrawalNo} 未通过：${p.reason}。${f.money(p.amount)} 元已退回您的钱包。`,
  },
} satisfies Record<string, Template>
