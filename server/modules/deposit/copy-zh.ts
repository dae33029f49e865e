/** zh-CN copy of seller deposits (service.ts, jobs.ts): the messages to the seller. */
import type { Template } from '../../lib/copy-types'

export const DEPOSIT_ZH = {
  'deposit.paid': {
    title: () => '保证金已缴纳',
    text: (p, f) => `您已缴纳保证金 ¥${f.money(p.amount)}，冻结在您的钱包中。最后一笔成交 ${p.days} 天后且无未结包赔时自动解冻。`,
  },
  'deposit.released': {
    title: () => '保证金已解冻',
    text: (p, f) => `您的保证金 ¥${f.money(p.amount)} 已解冻，可在钱包中使用或提现。`,
  },
} satisfies Record<string, Template>
