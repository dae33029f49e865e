/** en-US copy of seller deposits: the same kinds and parameters as copy-zh.ts. */
import type { Template } from '../../lib/copy-types'
import type { DEPOSIT_ZH } from './copy-zh'

export const DEPOSIT_EN: Record<keyof typeof DEPOSIT_ZH, Template> = {
  'deposit.paid': {
    title: () => 'Deposit paid',
    text: (p, f) => `You paid a deposit of ${f.money(p.amount)}; it is frozen in your wallet and released ${p.days} days after your last sale when no claim is open.`,
  },
  'deposit.released': {
    title: () => 'Deposit released',
    text: (p, f) => `Your deposit of ${f.money(p.amount)} was released: you can spend or withdraw it from your wallet.`,
  },
}
