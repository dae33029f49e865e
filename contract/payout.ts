/**
 * Money out (提现): payout accounts, withdrawals and the rules that govern them, shared by the app and the server.
 * A seller's proceeds settle (become withdrawable) a few days after completion; a withdrawal leaves the wallet when
 * it is requested and comes back only if an admin rejects it.
 */

export type PayoutAccountKind = 'alipay' | 'wechat' | 'bank'
export const PAYOUT_ACCOUNT_KINDS: readonly PayoutAccountKind[] = ['alipay', 'wechat', 'bank']

/** GET /need/payout/accounts: a bound account as its owner sees it (never the full number) */
export interface PayoutAccount {
  id: number
  kind: PayoutAccountKind
  /** e.g. 138****0001, 尾号 6789 */
  accountMask: string
  /** the holder's name, masked (张*) */
  holderName: string
  bankName: string | null
  createdAt: string
}

/** POST /need/payout/accounts: the holder must be the caller's verified real name */
export interface PayoutAccountInput {
  kind: PayoutAccountKind
  /** Alipay login (phone or email), WeChat id, or bank card number */
  account: string
  holderName: string
  /** bank cards only */
  bankName?: string
}

export const WITHDRAWAL_STATUSES = ['pending', 'paying', 'paid', 'failed', 'rejected'] as const
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number]

/** GET /need/payout/withdrawals: one withdrawal of the caller (提现记录) */
export interface Withdrawal {
  id: number
  withdrawalNo: string
  /** fen taken from the wallet */
  amount: number
  fee: number
  /** fen paid to the account: amount - fee */
  net: number
  status: WithdrawalStatus
  rejectReason: string | null
  account: PayoutAccount
  createdAt: string
  paidAt: string | null
}

/** GET /admin/withdrawals: what the admin needs to decide (the holder and account in full, to check by eye) */
export interface AdminWithdrawal extends Withdrawal {
  userId: number
  phone: string
  failReason: string | null
  attempts: number
  /** the full account and holder name: the admin pays to them */
  accountNumber: string
  holderFullName: string
}

/** POST /need/payout/withdrawals */
export interface WithdrawalInput {
  /** fen taken from the wallet; the fee is part of it */
  amount: number
  accountId: number
  payPassword: string
}

/** POST /admin/withdrawals/{id}/decision */
export interface WithdrawalDecision {
  approve: boolean
  /** required when rejecting */
  reason?: string
}

/** GET /need/payout/options: the rules of the 提现 screen and the money it can take */
export interface PayoutOptions {
  /** account kinds the payout provider can pay */
  kinds: PayoutAccountKind[]
  minAmount: number
  /** fee = max(feeMin, amount * feePercent / 100), rounded half up; never more than the amount allows */
  feePercent: number
  feeMin: number
  /** fen a user may request per China-time day */
  dailyLimit: number
  /** fen already requested today (rejected ones do not count) */
  usedToday: number
  /** days after completion a sale's proceeds settle */
  settlementDays: number
  withdrawable: number
  /** whether the caller passed real-name verification (binding needs it) */
  verified: boolean
  payPasswordSet: boolean
}

/** The fee of withdrawing `amount` fen: a percentage with a minimum, rounded half up to whole fen. */
export function withdrawalFee(amount: number, feePercent: number, feeMin: number): number {
  const byPercent = Math.round((amount * Math.round(feePercent * 100)) / 10_000)
  return Math.max(feeMin, byPercent)
}

/** Bank card numbers: 12-19 digits passing the Luhn check. */
export function bankCardOk(value: string): boolean {
  if (!/^\d{12,19}$/.test(value)) return false
  let sum = 0
  for (let i = 0; i < value.length; i++) {
    let d = Number(value[value.length - 1 - i])
    if (i % 2 === 1) {
      d *= 2
      if (d > 9) d -= 9
    }
    sum += d
  }
  return sum % 10 === 0
}

/** An Alipay login: a mainland mobile number or an email address. */
export const ALIPAY_ACCOUNT_RE = /^(1[3-9]\d{9}|[A-Za-z0-9._%+-]{1,64}@[A-Za-z0-9.-]{1,190}\.[A-Za-z]{2,})$/
/** A WeChat id: 6-20 characters, a letter first, then letters, digits, - or _ (or the bound mobile number). */
export const WECHAT_ACCOUNT_RE = /^([A-Za-z][-_A-Za-z0-9]{5,19}|1[3-9]\d{9})$/

/** The problem with an account for its kind, or null. */
export function payoutAccountProblem(kind: PayoutAccountKind, account: string): 'format' | null {
  if (kind === 'bank') return bankCardOk(account) ? null : 'format'
  if (kind === 'alipay') return ALIPAY_ACCOUNT_RE.test(account) ? null : 'format'
  return WECHAT_ACCOUNT_RE.test(account) ? null : 'format'
}

/**
 * The form of an account that says which account it is: without spaces, and an e-mail address or a WeChat id in
 * lower case (Alipay and WeChat match them without regard to case), so the same account typed twice is one.
 */
export function normalPayoutAccount(kind: PayoutAccountKind, account: string): string {
  const v = account.replace(/\s+/g, '')
  return kind === 'wechat' || v.includes('@') ? v.toLowerCase() : v
}

/**
 * Up to 2 characters, ***, up to the last 4: at least two hidden, and a short id split evenly (lisa -> l***a,
 * li88 -> l***8) so that short ones still differ.
 */
function maskMiddle(v: string): string {
  const chars = [...v]
  const shown = Math.max(Math.min(chars.length - 2, 6), chars.length >= 2 ? 1 : 0)
  const head = Math.min(2, Math.ceil(shown / 2))
  const tail = shown - head
  return chars.slice(0, head).join('') + '***' + (tail > 0 ? chars.slice(-tail).join('') : '')
}

/**
 * What a screen shows of an account: enough to tell a user's accounts apart, never the whole of it. A card's last 4
 * digits, a phone's first 3 and last 4, the start and end of an email's name (maskMiddle) with its domain, the
 * same of a WeChat id.
 */
export function maskPayoutAccount(kind: PayoutAccountKind, account: string): string {
  if (kind === 'bank') return '**** ' + account.slice(-4)
  const at = account.lastIndexOf('@')
  if (at > 0) return maskMiddle(account.slice(0, at)) + account.slice(at)
  if (/^1\d{10}$/.test(account)) return account.slice(0, 3) + '****' + account.slice(-4)
  return maskMiddle(account)
}
