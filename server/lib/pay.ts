/**
 * Payment providers. The order module talks to one PaymentProvider (ctx.pay): it registers a payment and later
 * checks the provider's notification. The default is the offline sandbox: the app shows its cashier page
 * (GET /pay/sandbox/{paymentNo}); "pay" there makes the sandbox send a signed notification through the same code
 * path an outside provider's callback takes (POST /pay/notify/sandbox). A WeChat Pay provider would implement the
 * same interface (createPayment -> prepay id, verifyNotification -> platform certificate check).
 */
import { createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto'

export interface PaymentRequest {
  paymentNo: string
  /** fen */
  amount: number
  subject: string
  expiresAt: Date
}

/** What a verified notification says: this payment was paid with this amount. */
export interface PaymentNotification {
  paymentNo: string
  amount: number
  /** the provider's transaction id */
  txnId: string
}

export interface PaymentProvider {
  readonly name: 'sandbox'
  /** Registers the payment with the provider before the buyer is sent to pay it. */
  createPayment(req: PaymentRequest): Promise<void>
  /** The notification's content when its signature is genuine, null when it is forged or altered. */
  verifyNotification(body: unknown): PaymentNotification | null
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

  async createPayment(): Promise<void> {
    // The sandbox cashier is served by this server from the payments table: nothing to register elsewhere.
  }

  /** What the sandbox sends when the buyer presses "pay" in its cashier. */
  signNotification(n: PaymentNotification): SandboxNotifyBody {
    const fields = { paymentNo: n.paymentNo, amount: n.amount, txnId: n.txnId, status: 'SUCCESS' as const }
    return { ...fields, sign: this.#sign(fields) }
  }

  newTxnId(): string {
    return 'SBX' + randomBytes(10).toString('hex')
  }

  verifyNotification(body: unknown): PaymentNotification | null {
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
