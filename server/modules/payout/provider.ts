/**
 * The payout provider: whoever actually sends a withdrawal's money to the user's account. One small interface
 * with the offline sandbox (demo and tests) and Alipay's transfer (alipay.ts); PAYOUT_PROVIDER picks one.
 * `outBizNo` is the withdrawal's own number and each provider treats it as an idempotency key, so paying a
 * withdrawal again after a failure or a crash cannot pay it twice.
 */
import type { PayoutAccountKind } from '../../../contract/payout'

export interface PayoutTransfer {
  outBizNo: string
  /** fen */
  amount: number
  kind: PayoutAccountKind
  account: string
  holderName: string
  /** shown to the payee by the provider */
  remark: string
}

export type PayoutResult = { ok: true; ref: string } | { ok: false; reason: string }

export interface PayoutProvider {
  readonly name: 'sandbox' | 'alipay'
  /** the account kinds this provider can pay: only these may be bound */
  readonly kinds: readonly PayoutAccountKind[]
  transfer(t: PayoutTransfer): Promise<PayoutResult>
}

/** Pays nothing and succeeds at once: no money leaves, the reference says so. */
export class SandboxPayoutProvider implements PayoutProvider {
  readonly name = 'sandbox' as const
  readonly kinds: readonly PayoutAccountKind[] = ['alipay', 'wechat', 'bank']
  async transfer(t: PayoutTransfer): Promise<PayoutResult> {
    return { ok: true, ref: 'SANDBOX-' + t.outBizNo }
  }
}
