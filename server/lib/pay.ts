/**
 * Payment providers. The order module registers a payment with the provider the buyer chose (ctx.pay, the
 * enabled providers: lib/payments.ts) and gets back what the app needs to pay it; the payment module checks the
 * provider's notification and refunds go back through the provider that took the money. The offline sandbox is
 * the default: the app shows its cashier page (GET /pay/sandbox/{paymentNo}); "pay" there makes the sandbox send
 * a signed notification through the same code path an outside provider's callback takes. WeChat Pay
 * (lib/pay-wechat.ts) and Alipay (lib/pay-alipay.ts) are enabled by their environment variables.
 */
import { createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto'
import type { PayLaunch, PayMethod, PayProviderName } from '../../contract/orders'

export interface PaymentRequest {
  paymentNo: string
  /** fen */
  amount: number
  subject: string
  expiresAt: Date
  method: PayMethod
  /** the payer's WeChat openid (JSAPI only) */
  openid: string | null
  /** the buyer's IP address (WeChat H5 pay requires it) */
  clientIp: string
  /** the app page (a path of this site) the provider's page sends the buyer back to (H5 and WAP pay) */
  returnPath: string | null
}

/** What a verified notification says: this payment was paid with this amount. */
export interface PaymentNotification {
  paymentNo: string
  amount: number
  /** the provider's transaction id */
  txnId: string
}

/** A provider's callback as it arrived: the signature covers the raw body, sometimes with headers. */
export interface NotifyRequest {
  headers: Record<string, string | string[] | undefined>
  /** the body as sent, before any parsing */
  rawBody: string
}

/** The payment a refund goes back to, and the refund's own number (idempotency key at the provider). */
export interface RefundRequest {
  paymentNo: string
  providerTxnId: string | null
  /** what the payment took, fen */
  total: number
  /** what goes back, fen */
  amount: number
  refundNo: string
  reason: string
}

export interface PaymentProvider {
  readonly name: PayProviderName
  /** The methods it offers a payer: WeChat JSAPI only to one with an openid. */
  methods(payer: { openid: string | null }): PayMethod[]
  /** Registers the payment with the provider; answers how the app pays it. */
  createPayment(req: PaymentRequest): Promise<PayLaunch>
  /** The notification's content when its signature is genuine and it reports a success; null otherwise. */
  verifyNotification(req: NotifyRequest): Promise<PaymentNotification | null>
  /** Sends money the provider took back to where it came from (throws when the provider refuses). */
  refund(req: RefundRequest): Promise<void>
}

/** The sandbox's notification body: the fields and an HMAC-SHA256 `sign` over their canonical form. */
export interface SandboxNotifyBody {
  paymentNo: string
  amount: number
  txnId: string
  status: 'SUCCESS'
  sign: string
}

/** `key=value` pairs sorted by key and joined by '&' (the signature does not depend on JSON formatting). */
function canonical(fields: Record<string, string | number>): string {
  return Object.keys(fields)
    .sort()
    .map((k) => `${k}=${fields[k]}`)
    .join('&')
}

export class SandboxPayProvider implements PaymentProvider {
  readonly name = 'sandbox' as const
  readonly #key: Buffer

  constructor(secretKey: string) {
    // its own key derived from SECRET_KEY: knowing another derived key does not allow forging notifications
    this.#key = Buffer.from(hkdfSync('sha256', secretKey, 'game-shop', 'sandbox-pay-notify', 32))
  }

  methods(): PayMethod[] {
    return ['sandbox']
  }

  async createPayment(): Promise<PayLaunch> {
    // The sandbox cashier is served by this server from the payments table: nothing to register elsewhere.
    return { kind: 'sandbox' }
  }

  async refund(): Promise<void> {
    // No money ever left a card in the sandbox: lifecycle credits a sandbox payment's refund to the wallet.
  }

  /** What the sandbox sends when the buyer presses "pay" in its cashier. */
  signNotification(n: PaymentNotification): SandboxNotifyBody {
    const fields = { paymentNo: n.paymentNo, amount: n.amount, txnId: n.txnId, status: 'SUCCESS' as const }
    return { ...fields, sign: this.#sign(fields) }
  }

  newTxnId(): string {
    return 'SBX' + randomBytes(10).toString('hex')
  }

  async verifyNotification(req: NotifyRequest): Promise<PaymentNotification | null> {
    let b: Partial<SandboxNotifyBody> | null
    try {
      b = JSON.parse(req.rawBody)
    } catch {
      return null
    }
    return this.verifyBody(b)
  }

  verifyBody(body: unknown): PaymentNotification | null {
    const b = body as Partial<SandboxNotifyBody> | null
    if (!b || typeof b !== 'object') return null
    if (typeof b.paymentNo !== 'string' || typeof b.txnId !== 'string' || typeof b.sign !== 'string') return null
    if (!Number.isSafeInteger(b.amount) || b.status !== 'SUCCESS') return null
    const expected = Buffer.from(this.#sign({ paymentNo: b.paymentNo, amount: b.amount!, txnId: b.txnId, status: b.status }), 'hex')
    const given = Buffer.from(b.sign, 'hex')
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null
    return { paymentNo: b.paymentNo, amount: b.amount!, txnId: b.txnId }
  }

  #sign(fields: Record<string, string | number>): string {
    return createHmac('sha256', this.#key).update(canonical(fields)).digest('hex')
  }
}
