/**
 * Alipay mobile website pay (alipay.trade.wap.pay) through alipay-sdk: the app sends the browser to a signed
 * gateway URL; Alipay posts its asynchronous notification as a form, signed with Alipay's key (RSA2) over the
 * sorted key=value pairs, and expects the plain text `success` once it is handled. Refunds are
 * alipay.trade.refund calls, whose answer the SDK checks against Alipay's public key.
 */
import type { AlipaySdk } from 'alipay-sdk'
import type { PayLaunch, PayMethod } from '../../contract/orders'
import type { AlipayConfig } from '../config'
import { alipayClient } from './alipay'
import { yuan } from './money'
import type { NotifyRequest, PaymentNotification, PaymentProvider, PaymentRequest, RefundRequest } from './pay'


/** '12.30' -> 1230; anything that is not a plain amount of yuan with up to 2 decimals -> null */
function fenOf(text: string | undefined): number | null {
  if (typeof text !== 'string' || !/^\d{1,10}(\.\d{1,2})?$/.test(text)) return null
  const [whole, frac = ''] = text.split('.')
  return Number(whole) * 100 + Number(frac.padEnd(2, '0'))
}

export class AlipayProvider implements PaymentProvider {
  readonly name = 'alipay' as const
  readonly #c: AlipayConfig
  readonly #sdk: AlipaySdk

  constructor(c: AlipayConfig) {
    this.#c = c
    this.#sdk = alipayClient(c)
  }

  methods(): PayMethod[] {
    return ['alipay_wap']
  }

  async createPayment(req: PaymentRequest): Promise<PayLaunch> {
    // the site is where the notifications go: the buyer comes back to the same origin
    const returnUrl = req.returnPath ? new URL(req.returnPath, this.#c.notifyUrl).toString() : null
    const url = this.#sdk.pageExecute('alipay.trade.wap.pay', 'GET', {
      bizContent: {
        out_trade_no: req.paymentNo,
        total_amount: yuan(req.amount),
        subject: req.subject.slice(0, 256),
        product_code: 'QUICK_WAP_WAY',
        // Alipay's own clock format in Beijing time: no money is taken after the order's pay deadline
        time_expire: beijing(req.expiresAt),
        ...(returnUrl ? { quit_url: returnUrl } : {}),
      },
      notifyUrl: this.#c.notifyUrl,
      ...(returnUrl ? { returnUrl: returnUrl } : {}),
    })
    return { kind: 'redirect', url }
  }

  async verifyNotification(req: NotifyRequest): Promise<PaymentNotification | null> {
    const form: Record<string, string> = {}
    for (const [k, v] of new URLSearchParams(req.rawBody)) {
      // a repeated field is not something Alipay sends: refuse rather than guess which one was signed
      if (k in form) return null
      form[k] = v
    }
    let genuine = false
    try {
      genuine = typeof form.sign === 'string' && this.#sdk.checkNotifySignV2(form)
    } catch {
      genuine = false
    }
    if (!genuine) return null
    if (form.app_id !== this.#c.appId) return null
    if (form.trade_status !== 'TRADE_SUCCESS' && form.trade_status !== 'TRADE_FINISHED') return null
    const amount = fenOf(form.total_amount)
    if (amount === null || !form.out_trade_no || !form.trade_no) return null
    return { paymentNo: form.out_trade_no, amount, txnId: form.trade_no }
  }

  async refund(req: RefundRequest): Promise<void> {
    const res = await this.#sdk.exec('alipay.trade.refund', {
      bizContent: {
        out_trade_no: req.paymentNo,
        refund_amount: yuan(req.amount),
        out_request_no: req.refundNo,
        refund_reason: req.reason.slice(0, 256),
      },
    })
    if (res.code !== '10000') throw new Error(`Alipay refund ${req.refundNo}: ${res.code} ${res.subMsg ?? res.msg ?? ''}`)
  }
}

function beijing(d: Date): string {
  const t = new Date(d.getTime() + 8 * 3600_000).toISOString()
  return `${t.slice(0, 10)} ${t.slice(11, 19)}`
}
