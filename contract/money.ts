/**
 * GET /need/orders/{id}/money: one order's money as buyer, seller or staff follow it (server/modules/wallet/
 * order-money.ts). Steps in order: paid, held in escrow, freezes (a dispute or a 包赔 claim), released to the seller
 * (proceeds after the fee), settling until a date, withdrawable; refunds, money taken back from the seller and
 * compensation where they happened. Amounts in fen, instants as ISO strings.
 *
 * Withdrawn is not a step: a withdrawal is drawn from the wallet's whole balance, not from an order's proceeds, so
 * which withdrawal carried an order's money cannot be told exactly. The timeline stops at withdrawable and links the
 * wallet (its ledger lists the withdrawals).
 */
import type { ClaimReason } from './service'
import type { DisputeType } from './trade'

export type MoneyStepKind =
  | 'paid'
  | 'escrow'
  | 'freeze'
  | 'released'
  | 'settling'
  | 'withdrawable'
  | 'refund'
  | 'taken_back'
  | 'compensation'

export interface MoneyStep {
  kind: MoneyStepKind
  /** done: happened; current: under way; next: still to come (when the order goes on as planned) */
  state: 'done' | 'current' | 'next'
  /** when it happened or began */
  at: string | null
  /** when it ends or ended (escrow: the auto-confirmation; settling: the settlement date; freeze: its decision or the answer deadline) */
  until: string | null
  amount: number | null
  /** paid: the wallet part and the part paid through WeChat Pay / Alipay (buyer and staff only) */
  wallet: number | null
  external: number | null
  /** released: the platform's fee kept from the price (seller and staff only) */
  fee: number | null
  /** refund: 'wallet' (back to the wallet) or 'original' (back through the payment it came from) */
  destination: 'wallet' | 'original' | null
  /** freeze: what froze it and why */
  freeze: { by: 'dispute'; reason: DisputeType; outcome: 'refund_full' | 'refund_partial' | 'rejected' | null } | { by: 'claim'; reason: ClaimReason; outcome: 'approved' | 'rejected' | null } | null
}

export interface OrderMoney {
  orderId: number
  orderNo: string
  role: 'buyer' | 'seller' | 'staff'
  steps: MoneyStep[]
  /** the app URL of the wallet, where withdrawals are listed (seller and staff, once proceeds were released) */
  walletLink: string | null
}
