/**
 * 找回 protection (issue 25): the platform pays a claim first from its compensation reserve, then recovers it from
 * the seller (unwithdrawn proceeds, then the seller's deposit, then a debt the next proceeds pay off).
 */

/** the platform's own accounts in the ledger (wallet/schema.ts platform_accounts) */
export const PLATFORM_ACCOUNTS = ['reserve'] as const
export type PlatformAccount = (typeof PLATFORM_ACCOUNTS)[number]

/**
 * Movements of the reserve: compensation fees of completed orders come in, claims go out, recoveries from sellers
 * (wallet, deposit, debt repaid from later proceeds) come back; staff may put money in (adjustment).
 */
export const PLATFORM_LEDGER_KINDS = ['compensation_fee', 'claim_payout', 'claim_recovery', 'adjustment'] as const
export type PlatformLedgerKind = (typeof PLATFORM_LEDGER_KINDS)[number]

/** How a paid claim was recovered from the seller, in the order it is taken (fen). */
export interface ClaimRecovery {
  /** from the seller's wallet balance (proceeds not yet withdrawn) */
  fromBalance: number
  /** from the seller's deposit (保证金) */
  fromDeposit: number
  /** what neither covered: a debt on the seller's account */
  debt: number
  /** of that debt, what is still owed (later proceeds pay it first) */
  debtLeft: number
}

/** GET /need/claims/debt: what I owe the platform for claims paid on my sales. */
export interface SellerDebt {
  total: number
  rows: { claimNo: string; orderNo: string; debt: number; debtLeft: number; createdAt: string }[]
}

/** GET /admin/claims/reserve: the compensation reserve and its latest movements. */
export interface ReserveState {
  balance: number
  rows: { id: number; kind: PlatformLedgerKind; amount: number; balanceAfter: number; orderNo: string | null; note: string; createdAt: string }[]
}

/** GET /need/deposit: my seller deposit (保证金) and when it is needed. */
export interface DepositState {
  /** fen frozen in my wallet as the deposit */
  held: number
  /** the deposit a seller who needs one keeps (DEPOSIT_FEN) */
  amount: number
  /** listings priced above this (fen) need it before they go on sale */
  priceThreshold: number
  /** merchants need it whatever their prices */
  forMerchants: boolean
  /** I am a merchant and so need it */
  merchant: boolean
  /** days after my last sale (with no open claim) before it is released back to my wallet */
  releaseDays: number
  /** when it would be released if nothing else happens (null while none is held or something keeps it) */
  releaseAt: string | null
  /** my wallet's balance that is not frozen: what paying can use */
  available: number
  paidAt: string | null
  releasedAt: string | null
}

/** POST /need/deposit/pay: freezes what is missing of the deposit in my wallet (payment password). */
export interface DepositPayInput {
  payPassword: string
}

/**
 * GET /need/order/{id}/contract (buyer, seller, staff; 404 for others): the trade contract generated from the
 * listing when the order opened; the buyer accepts it at checkout (the order opens only then; paying an order whose
 * contract is not accepted is refused), the seller before the handover (POST .../contract/accept). PDF at
 * GET /need/order/{id}/contract.pdf.
 */
export interface TradeContract {
  orderId: number
  orderNo: string
  text: string
  /** hex SHA-256 of `text` (UTF-8) */
  sha256: string
  buyerAcceptedAt: string | null
  sellerAcceptedAt: string | null
}

/** GET /need/contract/preview: the contract the checkout's order would store, before it exists (no order number). */
export interface ContractPreview {
  goodsId: number
  /** the 包赔 tier chosen (a CompensationLevel) */
  compensation: string
  text: string
}

/** GET /web/claims/stats (public, no login): 包赔 in figures, from the claims of the last `days` days. */
export interface ClaimStats {
  days: number
  /** claims submitted in the window */
  claims: number
  /** of them, paid */
  paid: number
  /** fen paid on them */
  paidAmount: number
  /** median hours from submission to payment of the paid ones (null: none paid) */
  medianHoursToPay: number | null
  /** the platform's stated limit for a 找回 claim with complete evidence (CLAIM_PAY_WITHIN_HOURS) */
  payWithinHours: number
}
