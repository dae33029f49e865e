/**
 * Wire types and input rules of the wallet's own calls: its summary (with the part held by open payments) and
 * the payment password (支付密码) that every payment from the wallet asks for.
 */

/** GET /need/wallet: the figures, and `items` saying what each held, settling or withdrawing amount is */
export interface WalletSummary {
  /** fen; the sum of the ledger */
  balance: number
  /** the wallet parts of open payments: still in the balance, spent only when their payment succeeds */
  held: number
  /** balance - held: what a new payment can use */
  available: number
  /**
   * sale proceeds not yet settled: inside the settlement hold (SETTLEMENT_HOLD_DAYS after completion) or frozen by
   * an open dispute or compensation claim on the order. Spendable in the shop, not withdrawable
   */
  settling: number
  /** what can be withdrawn (提现) now: balance - held - settling, never below 0 */
  withdrawable: number
  /** withdrawals requested and not yet paid out (already out of the balance) */
  withdrawing: number
  /** withdrawals paid out, in all */
  withdrawn: number
  payPasswordSet: boolean
  /** set while wallet payment is locked after too many wrong payment passwords */
  payPasswordLockedUntil: string | null
  /**
   * every amount behind `held`, `settling` and `withdrawing`, one row each: the `held` rows sum to `held`, the
   * `settling` rows to `settling`, the `withdrawing` rows to `withdrawing`, so nothing is counted twice
   */
  items: WalletItem[]
}

/**
 * Why an amount of the wallet is not free, and what ends it:
 * - `payment`: the wallet part of an order being paid (buyer); taken when the payment succeeds, given back when the
 *   order is cancelled or the payment time runs out (`endsAt` = that deadline)
 * - `dispute`: held from the seller's wallet by an open dispute on a completed order; released or taken by its outcome
 * - `settlement`: sale proceeds inside the settlement hold; withdrawable from `endsAt`
 * - `dispute_frozen`: sale proceeds frozen while a dispute on the order is open (beyond what the dispute holds)
 * - `claim`: sale proceeds frozen while a compensation claim (包赔) on the order is being handled
 * - `withdrawal`: a withdrawal on its way to the payout account (already out of the balance); back in the wallet
 *   only if it is rejected
 */
export type WalletItemKind = 'payment' | 'dispute' | 'settlement' | 'dispute_frozen' | 'claim' | 'withdrawal'

/** which figure of the summary a WalletItem is part of */
export type WalletItemBucket = 'held' | 'settling' | 'withdrawing'

export interface WalletItem {
  kind: WalletItemKind
  bucket: WalletItemBucket
  /** fen */
  amount: number
  /** the order it belongs to (every kind but `withdrawal`) */
  orderId: number | null
  orderNo: string | null
  /** the withdrawal it belongs to (`withdrawal` only) */
  withdrawalNo: string | null
  /** when it ends if a date is known (a payment's deadline, the end of the settlement hold); null when an event ends it */
  endsAt: string | null
}

/** POST /need/wallet/payPassword: set or reset the payment password with an SMS code sent to the account's phone. */
export interface PayPasswordInput {
  code: string
  password: string
}

/** The problem with a payment password, or null: six digits, not one repeated digit nor a run such as 123456. */
export type PayPasswordProblem = 'format' | 'simple' | null

/** what a payment password looks like (the format alone; a new one must also pass payPasswordProblem) */
export const PAY_PASSWORD_RE = /^\d{6}$/

export function payPasswordProblem(value: string): PayPasswordProblem {
  if (!PAY_PASSWORD_RE.test(value)) return 'format'
  const d = [...value].map(Number)
  const steps = new Set(d.slice(1).map((x, i) => x - d[i]))
  if (steps.size === 1 && [0, 1, -1].includes([...steps][0])) return 'simple'
  return null
}
