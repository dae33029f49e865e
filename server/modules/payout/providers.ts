/** The payout provider PAYOUT_PROVIDER names (config.payout), built once per app. */
import type { PayoutConfig } from '../../config'
import { AlipayPayoutProvider } from './alipay'
import { SandboxPayoutProvider, type PayoutProvider } from './provider'

export function payoutProviderOf(c: PayoutConfig): PayoutProvider {
  if (c.provider === 'alipay') {
    if (!c.alipay) throw new Error('PAYOUT_PROVIDER=alipay needs the PAYOUT_ALIPAY_* settings')
    return new AlipayPayoutProvider(c.alipay)
  }
  return new SandboxPayoutProvider()
}
