/**
 * Alipay's single transfer to an Alipay account (alipay.fund.trans.uni.transfer, product TRANS_ACCOUNT_NO_PWD)
 * through alipay-sdk: the request is signed with the app's RSA2 key and the SDK checks the answer's signature
 * against Alipay's public key. Alipay treats out_biz_no as idempotent, so a retried withdrawal gets the first
 * transfer's answer instead of a second payment.
 */
import type { AlipaySdk } from 'alipay-sdk'
import type { PayoutAccountKind } from '../../../contract/payout'
import { alipayClient, type AlipayKeys } from '../../lib/alipay'
import { yuan } from '../../lib/money'
import type { PayoutProvider, PayoutResult, PayoutTransfer } from './provider'

export type AlipayPayoutConfig = AlipayKeys


export class AlipayPayoutProvider implements PayoutProvider {
  readonly name = 'alipay' as const
  readonly kinds: readonly PayoutAccountKind[] = ['alipay']
  readonly #sdk: AlipaySdk

  constructor(c: AlipayPayoutConfig) {
    this.#sdk = alipayClient(c)
  }

  async transfer(t: PayoutTransfer): Promise<PayoutResult> {
    if (t.kind !== 'alipay') return { ok: false, reason: `Alipay cannot pay a ${t.kind} account` }
    let res: Awaited<ReturnType<AlipaySdk['exec']>>
    try {
      res = await this.#sdk.exec(
        'alipay.fund.trans.uni.transfer',
        {
          bizContent: {
            out_biz_no: t.outBizNo,
            trans_amount: yuan(t.amount),
            product_code: 'TRANS_ACCOUNT_NO_PWD',
            biz_scene: 'DIRECT_TRANSFER',
            order_title: t.remark.slice(0, 128),
            payee_info: { identity: t.account, identity_type: 'ALIPAY_LOGON_ID', name: t.holderName },
            remark: t.remark.slice(0, 200),
          },
        },
        { validateSign: true },
      )
    } catch (err) {
      // a network failure or an answer whose signature does not check out: nothing is known to be paid
      return { ok: false, reason: `Alipay transfer: ${(err as Error).message}`.slice(0, 500) }
    }
    if (res.code === '10000' && res.status === 'SUCCESS' && typeof res.orderId === 'string') return { ok: true, ref: res.orderId }
    const why = [res.code, res.subCode, res.subMsg ?? res.msg, res.status].filter(Boolean).join(' ')
    return { ok: false, reason: `Alipay transfer refused: ${why}`.slice(0, 500) }
  }
}
