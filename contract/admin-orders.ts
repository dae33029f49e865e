/**
 * Wire types of the operator console's orders (issue 13): the search, one order with everything customer service
 * needs to settle a case (timeline, payments, provider refunds, ledger rows, handover, dispute, trade room), and
 * the admins' queue of provider refunds that did not go through. Staff and admins read orders; the refund queue
 * is admins'. Amounts are integer fen; times ISO-8601 strings.
 */
import type { CompensationLevel } from './catalogue'
import type { LedgerKind, OrderEvent, OrderStatus, PaymentStatus, PayProviderName } from './orders'
import type { ChatHistory, DisputeCase, Handover } from './trade'

/** GET /admin/orders: every filter optional; buyer or seller matched by user id or phone */
export interface AdminOrderQuery {
  pageNum?: number
  pageSize?: number
  /** the order number or its beginning (O2026...) */
  orderNo?: string
  /** a user id: orders they bought or sold */
  userId?: string
  /** an 11-digit phone: orders its user bought or sold */
  phone?: string
  status?: OrderStatus
  /** created at or after (ISO instant) */
  from?: string
  /** created before (ISO instant) */
  to?: string
}

/** buyer or seller as the console shows them */
export interface AdminParty {
  id: number
  nickname: string
  phone: string
}

/** a row of the order search */
export interface AdminOrderRow {
  id: number
  orderNo: string
  status: OrderStatus
  kind: 'sale' | 'rental'
  goods: { id: number; title: string; cover: string }
  buyer: AdminParty
  seller: AdminParty
  /** the listing's price (a rental: the rent) */
  price: number
  /** what the buyer pays in all */
  total: number
  createdAt: string
  paidAt: string | null
  /** the trade room, from payment on */
  roomId: number | null
  /** the order's latest dispute's status (contract/trade.ts DisputeStatus), if it had one */
  disputeStatus: string | null
}

/** one payment attempt of the order (the sandbox cashier, WeChat Pay, Alipay) */
export interface AdminPayment {
  id: number
  paymentNo: string
  provider: PayProviderName
  amount: number
  /** the wallet part paid together with it */
  walletAmount: number
  status: PaymentStatus
  providerTxnId: string | null
  createdAt: string
  paidAt: string | null
}

/** money going back through WeChat Pay or Alipay (payment_refunds): sent by the refund loop after the decision */
export interface ProviderRefund {
  id: number
  refundNo: string
  orderId: number
  orderNo: string
  paymentNo: string
  provider: PayProviderName
  amount: number
  reason: string
  /** pending: not yet taken by the provider; sent: it took it */
  status: 'pending' | 'sent'
  attempts: number
  /** the provider's last refusal or the network error, while pending */
  lastError: string | null
  /** a sender is calling the provider right now */
  sending: boolean
  /** while pending: when the refund loop sends it next (it backs off after each failure) */
  nextAttemptAt: string | null
  /** set aside after too many failures in a row: only an admin's retry sends it again */
  deadSince: string | null
  createdAt: string
  sentAt: string | null
}

/** a wallet ledger row touching the order, for its buyer, its seller or anyone else (a claim payout) */
export interface AdminLedgerEntry {
  id: number
  userId: number
  party: 'buyer' | 'seller' | 'other'
  kind: LedgerKind
  /** signed: negative leaves the wallet */
  amount: number
  balanceAfter: number
  note: string
  createdAt: string
}

/** GET /admin/orders/{id} */
export interface AdminOrderDetail extends AdminOrderRow {
  compensation: CompensationLevel
  compensationFee: number
  serviceFee: number
  couponDiscount: number
  redPacketDiscount: number
  walletPaid: number
  externalPaid: number
  sellerProceeds: number
  payDeadline: string
  deliveredAt: string | null
  autoCompleteAt: string | null
  completedAt: string | null
  cancelledAt: string | null
  cancelReason: string | null
  refundReason: string | null
  refundRequestedAt: string | null
  refundedAt: string | null
  /** a rental's period */
  rentStart: string | null
  rentEnd: string | null
  timeline: OrderEvent[]
  payments: AdminPayment[]
  refunds: ProviderRefund[]
  ledger: AdminLedgerEntry[]
  /** the handover checklist of a sale paid since handovers exist; null otherwise */
  handover: Handover | null
  /** the order's latest dispute as staff see it */
  dispute: DisputeCase | null
}

/**
 * POST /admin/orders/{id}/refund (staff and admins): decide the buyer's refund request of an order in 'refunding'.
 * The console always sends a note (the reason both sides read); exactly once (409 after).
 */
export interface AdminRefundDecision {
  approve: boolean
  note?: string
}

/** GET /admin/refunds (admins): provider refunds, by default the pending ones (the stuck queue), oldest first */
export interface ProviderRefundQuery {
  pageNum?: number
  pageSize?: number
  status?: 'pending' | 'sent'
}

/** POST /admin/refunds/{id}/retry (admins): sends a pending refund now; answers it after the provider's answer */
export interface ProviderRefundRetry {
  refund: ProviderRefund
  /** the provider took it this time */
  sent: boolean
}

/**
 * GET /admin/orders/{id}/messages?before=&after=&limit= (staff and admins): the trade room's transcript, paged as
 * ChatHistory; reading it marks nothing read for buyer or seller. An order without a room answers no rows.
 */
export interface AdminTranscript extends ChatHistory {
  roomId: number | null
}
