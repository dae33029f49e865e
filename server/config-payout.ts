/** Money out (提现) in the configuration (server/config.ts): the settlement, the withdrawal rules and the payout provider. */
import { readFileSync } from 'node:fs'
import type { Env } from './config-schema'

/** money out (提现): settlement, the withdrawal rules and the payout provider (modules/payout) */
export interface PayoutConfig {
  settlementDays: number
  minFen: number
  feePercent: number
  feeMinFen: number
  dailyLimitFen: number
  provider: 'sandbox' | 'alipay'
  alipay: { appId: string; privateKey: string; alipayPublicKey: string; gateway: string } | null
}

export function payoutConfig(v: Env, problems: string[]): PayoutConfig {
  const po: PayoutConfig = {
    settlementDays: v.SETTLEMENT_HOLD_DAYS,
    minFen: v.WITHDRAW_MIN_FEN,
    feePercent: v.WITHDRAW_FEE_PERCENT,
    feeMinFen: v.WITHDRAW_FEE_MIN_FEN,
    dailyLimitFen: v.WITHDRAW_DAILY_LIMIT_FEN,
    provider: v.PAYOUT_PROVIDER,
    alipay: null,
  }
  if (po.provider === 'sandbox' && v.NODE_ENV === 'production' && v.PAYOUT_SANDBOX !== 'allow') {
    problems.push(
      'the sandbox payout provider is enabled with NODE_ENV=production: approved withdrawals would leave the wallets and reach nobody. ' +
        'Set PAYOUT_PROVIDER=alipay with its PAYOUT_ALIPAY_* settings, or PAYOUT_SANDBOX=allow to run a demo on purpose',
    )
  }
  if (po.provider === 'alipay') {
    const pem = (name: 'PAYOUT_ALIPAY_PRIVATE_KEY_FILE' | 'PAYOUT_ALIPAY_PUBLIC_KEY_FILE') => {
      const file = v[name]
      if (file === undefined) return void problems.push(`${name} is required with PAYOUT_PROVIDER=alipay`)
      try {
        return readFileSync(file, 'utf8')
      } catch {
        problems.push(`${name}: cannot read ${file}`)
      }
    }
    const appId = v.PAYOUT_ALIPAY_APP_ID
    if (appId === undefined) problems.push('PAYOUT_ALIPAY_APP_ID is required with PAYOUT_PROVIDER=alipay')
    const privateKey = pem('PAYOUT_ALIPAY_PRIVATE_KEY_FILE')
    const alipayPublicKey = pem('PAYOUT_ALIPAY_PUBLIC_KEY_FILE')
    if (appId && privateKey && alipayPublicKey) po.alipay = { appId, privateKey, alipayPublicKey, gateway: v.PAYOUT_ALIPAY_GATEWAY }
  }
  return po
}
