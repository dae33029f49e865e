/**
 * WeChat Pay APIv3 through wechatpay-axios-plugin: JSAPI (inside the mini program, for a payer with an openid)
 * and H5 pay (mobile browsers). The plugin signs every request with the merchant key (the Authorization header)
 * and checks every answer against the platform public key. Notifications are checked here the same way: RSA-SHA256
 * over "timestamp\nnonce\nbody\n" from the Wechatpay-* headers, then the resource is decrypted with the APIv3 key
 * (AES-256-GCM) and its merchant, app and state checked; the amount is checked against the payment by the caller.
 */
import type { KeyObject } from 'node:crypto'
import { Aes, Formatter, Rsa, Wechatpay } from 'wechatpay-axios-plugin'
import type { PayLaunch, PayMethod } from '../../contract/orders'
import type { WechatPayConfig } from '../config'
import type { NotifyRequest, PaymentNotification, PaymentProvider, PaymentRequest, RefundRequest } from './pay'

/** How far a notification's timestamp may be from our clock: an old one replayed later is refused. */
const MAX_CLOCK_SKEW_SECONDS = 300

/** The decrypted resource of a TRANSACTION.SUCCESS notification (the fields this server reads). */
interface WechatTransaction {
  mchid?: string
  appid?: string
  out_trade_no?: string
  transaction_id?: string
  trade_state?: string
  amount?: { total?: number }
}

function header(h: NotifyRequest['headers'], name: string): string | null {
  const v = h[name]
  return typeof v === 'string' ? v : null
}

export class WechatPayProvider implements PaymentProvider {
  readonly name = 'wechat' as const
  readonly #c: WechatPayConfig
  readonly #api: Wechatpay
  readonly #privateKey: KeyObject
  readonly #platformKey: KeyObject

  constructor(c: WechatPayConfig) {
    this.#c = c
    this.#privateKey = Rsa.from(c.privateKey, Rsa.KEY_TYPE_PRIVATE)
    this.#platformKey = Rsa.from(c.platformPublicKey, Rsa.KEY_TYPE_PUBLIC)
    this.#api = new Wechatpay({
      mchid: c.mchid,
      serial: c.serial,
      privateKey: c.privateKey,
      certs: { [c.platformPublicKeyId]: c.platformPublicKey },
      baseURL: c.baseUrl,
      timeout: 10_000,
    } as ConstructorParameters<typeof Wechatpay>[0])
  }

  methods(payer: { openid: string | null }): PayMethod[] {
    return payer.openid ? ['wechat_jsapi', 'wechat_h5'] : ['wechat_h5']
  }

  async createPayment(req: PaymentRequest): Promise<PayLaunch> {
    const common = {
      appid: this.#c.appid,
      mchid: this.#c.mchid,
      description: req.subject.slice(0, 127),
      out_trade_no: req.paymentNo,
      // RFC 3339 with the offset; WeChat closes the payment at the order's pay deadline
      time_expire: req.expiresAt.toISOString().replace(/\.\d{3}Z$/, '+00:00'),
      notify_url: this.#c.notifyUrl,
      amount: { total: req.amount, currency: 'CNY' },
    }
    if (req.method === 'wechat_jsapi') {
      if (!req.openid) throw new Error('WeChat JSAPI pay needs the payer openid')
      const res = await this.#api.v3.pay.transactions.jsapi.post({ ...common, payer: { openid: req.openid } })
      const prepayId = (res.data as { prepay_id?: string }).prepay_id
      if (!prepayId) throw new Error('WeChat Pay answered without prepay_id')
      const timeStamp = String(Formatter.timestamp())
      const nonceStr = Formatter.nonce()
      const pkg = `prepay_id=${prepayId}`
      const paySign = Rsa.sign(Formatter.joinedByLineFeed(this.#c.appid, timeStamp, nonceStr, pkg), this.#privateKey)
      return { kind: 'jsapi', params: { timeStamp, nonceStr, package: pkg, signType: 'RSA', paySign } }
    }
    const res = await this.#api.v3.pay.transactions.h5.post({
      ...common,
      scene_info: { payer_client_ip: req.clientIp, h5_info: { type: 'Wap' } },
    })
    // the site is where the notifications go: the buyer comes back to the same origin
    const returnUrl = req.returnPath ? new URL(req.returnPath, this.#c.notifyUrl).toString() : null
    const h5Url = (res.data as { h5_url?: string }).h5_url
    if (!h5Url) throw new Error('WeChat Pay answered without h5_url')
    const url = returnUrl ? `${h5Url}${h5Url.includes('?') ? '&' : '?'}redirect_url=${encodeURIComponent(returnUrl)}` : h5Url
    return { kind: 'redirect', url }
  }

  async verifyNotification(req: NotifyRequest): Promise<PaymentNotification | null> {
    const timestamp = header(req.headers, 'wechatpay-timestamp')
    const nonce = header(req.headers, 'wechatpay-nonce')
    const signature = header(req.headers, 'wechatpay-signature')
    const serial = header(req.headers, 'wechatpay-serial')
    if (!timestamp || !nonce || !signature || !serial || !/^\d{1,12}$/.test(timestamp)) return null
    if (serial !== this.#c.platformPublicKeyId) return null
    if (Math.abs(Formatter.timestamp() - Number(timestamp)) > MAX_CLOCK_SKEW_SECONDS) return null
    let ok = false
    try {
      ok = Rsa.verify(Formatter.response(timestamp, nonce, req.rawBody), signature, this.#platformKey)
    } catch {
      ok = false
    }
    if (!ok) return null
    let tx: WechatTransaction
    try {
      const body = JSON.parse(req.rawBody) as {
        event_type?: string
        resource?: { algorithm?: string; ciphertext?: string; nonce?: string; associated_data?: string }
      }
      const r = body.resource
      if (body.event_type !== 'TRANSACTION.SUCCESS' || r?.algorithm !== 'AEAD_AES_256_GCM') return null
      if (typeof r.ciphertext !== 'string' || typeof r.nonce !== 'string') return null
      tx = JSON.parse(Aes.AesGcm.decrypt(r.ciphertext, this.#c.apiv3Key, r.nonce, r.associated_data ?? ''))
    } catch {
      return null
    }
    if (tx.mchid !== this.#c.mchid || tx.appid !== this.#c.appid || tx.trade_state !== 'SUCCESS') return null
    const amount = tx.amount?.total
    if (typeof tx.out_trade_no !== 'string' || typeof tx.transaction_id !== 'string' || !Number.isSafeInteger(amount)) return null
    return { paymentNo: tx.out_trade_no, amount: amount!, txnId: tx.transaction_id }
  }

  async refund(req: RefundRequest): Promise<void> {
    const res = await this.#api.v3.refund.domestic.refunds.post({
      out_trade_no: req.paymentNo,
      out_refund_no: req.refundNo,
      reason: req.reason.slice(0, 80),
      amount: { refund: req.amount, total: req.total, currency: 'CNY' },
    })
    const status = (res.data as { status?: string }).status
    if (status !== 'SUCCESS' && status !== 'PROCESSING') throw new Error(`WeChat Pay refund ${req.refundNo}: ${status ?? 'no status'}`)
  }
}
