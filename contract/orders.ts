/**
 * Wire types of buying: escrow orders, payment, the wallet ledger, coupons and red packets, and messages.
 * Amounts are integer fen; times are ISO-8601 strings. Lifecycles: docs/architecture.md and README.
 */
import type { CompensationLevel, GoodsSummary } from './catalogue'
import type { RentalInfo } from './rental-period'
import type { ListingRiskPublic } from './inspection'

export const ORDER_STATUSES = [
  'pending_payment',
  'paid',
  /** a paid sale order while the account is handed over (contract/trade.ts Handover); then 'delivered' */
  'handover',
  'delivered',
  'completed',
  'cancelled',
  'refunding',
  'refunded',
] as const
export type OrderStatus = (typeof ORDER_STATUSES)[number]

/** Tabs of GET /need/myOrder?tab&pageNum&pageSize ('all' when absent). */
export type OrderTab = 'all' | 'pending_payment' | 'in_progress' | 'completed' | 'after_sale' | 'cancelled'

/** GET /need/myOrder role: orders I bought (default) or orders of my listings. */
export type OrderRole = 'buyer' | 'seller'

/**
 * GET /need/myOrder?waiting= : the seller's orders waiting for them to act, whatever the tab: `handover` a sale in
 * handover with a step the seller has not marked done (待换绑), `dispute` an open dispute waiting for the seller's
 * answer (待回应售后). 我的 counts the same (MeSummary.sellerWaiting).
 */
export type SellerWaiting = 'handover' | 'dispute'
export const SELLER_WAITING: readonly SellerWaiting[] = ['handover', 'dispute']

/** The order groups of 我的's shortcuts: the myOrder tabs of the same names. */
export type OrderShortcut = 'pending_payment' | 'in_progress' | 'completed' | 'after_sale'

/**
 * GET /need/me/summary (login): the numbers of 我的 in one call. `orders` counts my orders as buyer per group,
 * exactly as the myOrder tab of that name lists them; `balance` is the wallet in fen; `coupons` and `redPackets`
 * are mine unused and not expired; `unread` is my unread messages.
 */
export interface MeSummary {
  orders: Record<OrderShortcut, number>
  balance: number
  coupons: number
  redPackets: number
  unread: number
  /** unread chat messages over all my rooms (contract/trade.ts); the 消息 badge shows unread + chatUnread */
  chatUnread: number
  /** my orders as seller waiting for me, as GET /need/myOrder?waiting= lists them */
  sellerWaiting: Record<SellerWaiting, number>
}

/** A coupon or red packet the buyer may apply, as offered by the order preview. */
export interface CouponChoice {
  recordId: number
  kind: CouponKind
  /** in the request's language (the Chinese where no English was written) */
  name: string
  amount: number
  threshold: number
}

/** GET /need/order/preview?goodsId&compensation: what sureOrder shows before the order exists. */
export interface OrderPreview {
  goods: GoodsSummary
  /**
   * levels the listing supports, each with its price for this listing and its cover period: the days after the
   * order completes during which a claim can be made (COMPENSATION_*_DAYS; 0 for 'none')
   */
  /** capPercent: 'topup' only, the most a claim pays as a percent of the price (top-ups refunded up to it) */
  compensationOptions: { level: CompensationLevel; fee: number; days: number; capPercent: number | null }[]
  compensation: CompensationLevel
  compensationFee: number
  /** buyer's service fee */
  serviceFee: number
  /** usable coupons and red packets, best first; the best of each kind is preselected */
  coupons: CouponChoice[]
  redPackets: CouponChoice[]
  bestCouponId: number | null
  bestRedPacketId: number | null
  /** minutes the buyer has to pay once the order exists */
  payMinutes: number
  /** why the caller may not buy now (no real name, under 18, own listing, not on sale), or null */
  blocked: OrderBlock | null
  /** the listing's 找回 risk (what sets the compensation prices above), or null when it was never scored */
  risk: ListingRiskPublic | null
}
export type OrderBlock = 'realname' | 'minor' | 'own' | 'unavailable'

/** POST /need/order body. `agree` must be true (the purchase terms). */
export interface CreateOrderInput {
  goodsId: number
  compensation: CompensationLevel
  couponId?: number | null
  redPacketId?: number | null
  agree: boolean
  /** an accepted offer (议价) of the caller on this listing: the order is at its agreed price */
  offerId?: number | null
}

export interface OrderEvent {
  status: OrderStatus
  at: string
  note: string | null
}

/** The account's credentials, shown to the seller and to the buyer of a paid order only. */
export interface Credentials {
  account: string
  password: string
  /** binding details, security questions, notes from the seller */
  notes: string | null
}

export interface OrderSummary {
  id: number
  orderNo: string
  status: OrderStatus
  goods: GoodsSummary
  /**
   * what the order charges for the listing: its sale price, or for a rental the rent (unit price x quantity), which
   * is what a rental shows as its amount; `goods.price` stays the listing's sale price
   */
  price: number
  /** what the buyer pays in all */
  total: number
  /**
   * what the seller receives for the order: the price less the seller fee (contract/pricing.ts sellerProceeds, kept
   * on the order when it is made); the seller's order cards show it rather than the buyer's total
   */
  sellerProceeds: number
  createdAt: string
  /** set while pending_payment */
  payDeadline: string | null
  /** whether the caller is the buyer or the seller of this order */
  role: OrderRole
  /** a purchase, or a rental for a period (contract/rentals.ts) */
  kind: 'sale' | 'rental'
  /** the rented period of a rental order; null for a sale */
  rental: RentalInfo | null
  /** the order's trade room (contract/trade.ts), from payment on; null before */
  roomId: number | null
  /** chat messages in that room the caller has not read */
  unread: number
}

/** GET /need/order/{id}: 404 for anyone but its buyer and seller. */
export interface OrderDetail extends OrderSummary {
  compensation: CompensationLevel
  compensationFee: number
  serviceFee: number
  couponDiscount: number
  redPacketDiscount: number
  /** paid from the wallet / through the payment provider */
  walletPaid: number
  externalPaid: number
  timeline: OrderEvent[]
  /**
   * null unless the caller is the seller, or the buyer of an order that is paid, delivered, completed or refunding
   * (of a rental: only while its period runs, now < rental.end)
   */
  credentials: Credentials | null
  /** when a delivered order completes by itself */
  autoCompleteAt: string | null
  refundReason: string | null
  /**
   * the buyer has asked for a refund on this order. Once per order: when it was refused the app offers 申请售后
   * (a dispute) instead of 申请退款 again, and the server answers a second request with 409.
   */
  refundRequested: boolean
  cancelReason: string | null
  /**
   * the caller, as buyer, may open a dispute now (contract/trade.ts): the server's rule, which alone knows the
   * window after completion (DISPUTE_WINDOW_HOURS). Without it the app offers 申请售后 only in handover/delivered.
   */
  canDispute?: boolean
}

/**
 * How the part not paid from the wallet is paid: the offline sandbox cashier (demo and tests), WeChat Pay inside
 * the mini program (JSAPI, needs the buyer's WeChat openid) or in a mobile browser (H5), or Alipay's mobile
 * website pay (WAP). GET /pay/methods says which the server has enabled for the caller.
 */
export type PayMethod = 'sandbox' | 'wechat_jsapi' | 'wechat_h5' | 'alipay_wap'
export type PayProviderName = 'sandbox' | 'wechat' | 'alipay'

/** GET /pay/methods: the methods enabled on this server for the caller, in the order the app offers them. */
export interface PayMethods {
  methods: PayMethod[]
  /** true when the sandbox is among them: the app marks it 沙箱 / Sandbox (no real money moves) */
  sandbox: boolean
  /**
   * the mini program on iOS (WEAPP_IOS_PAYMENT): 'in_app' pays there as everywhere else; 'h5' takes no payment
   * there (WeChat's rules on virtual goods) and sends the buyer to `h5Site`'s pay page of the order, kept unpaid
   */
  weappIos: WeappIosPayment
  /** the H5 site's address without a trailing slash (H5_SITE_URL, else the address the request came to) */
  h5Site: string
}

export const WEAPP_IOS_PAYMENTS = ['in_app', 'h5'] as const
export type WeappIosPayment = (typeof WEAPP_IOS_PAYMENTS)[number]

/** What the app does to pay a new payment (PayResult.launch). */
export type PayLaunch =
  /** open the sandbox cashier (GET /pay/sandbox/{paymentNo}) */
  | { kind: 'sandbox' }
  /** Taro.requestPayment with these parameters (mini program) */
  | { kind: 'jsapi'; params: { timeStamp: string; nonceStr: string; package: string; signType: 'RSA'; paySign: string } }
  /** send the browser to this page of the provider; it comes back to the order's page afterwards */
  | { kind: 'redirect'; url: string }

/** POST /need/order/{id}/pay body. */
export interface PayInput {
  /** take what the wallet holds first (all or part of the total) */
  useWallet: boolean
  /** the 6-digit payment password; required when the wallet pays a part */
  payPassword?: string
  /** how the rest is paid; the first enabled method when left out */
  method?: PayMethod
  /** the app page the provider's page returns to (H5 and WAP pay), a path of this site such as '/pages/...' */
  returnPath?: string
}
/**
 * Result of POST /need/order/{id}/pay. `paid` true when the wallet covered everything; otherwise the rest is
 * paid through the chosen provider as `launch` says (the sandbox cashier, WeChat Pay or Alipay).
 */
export interface PayResult {
  paid: boolean
  /** taken from the wallet: everything when `paid`, else 0 (the wallet part is held, see `payment.walletAmount`) */
  walletPaid: number
  payment: PaymentInfo | null
  /** how the app pays `payment` (null when `paid`) */
  launch: PayLaunch | null
}

export const PAYMENT_STATUSES = ['pending', 'succeeded', 'closed'] as const
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number]
export interface PaymentInfo {
  paymentNo: string
  provider: PayProviderName
  amount: number
  status: PaymentStatus
  orderId: number
  orderNo: string
  /** the wallet part paid with this payment: held (not yet taken) while it is pending, taken when it succeeds */
  walletAmount: number
  /** the sandbox cashier's title line, e.g. '游戏账号交易 - 订单 O2026...' */
  subject: string
  expiresAt: string
}

/** POST /need/order/{id}/refund body. */
export interface RefundInput {
  reason: string
}
/** POST /need/order/{id}/cancel body (optional reason). */
export interface CancelInput {
  reason?: string
}

/** 'withdrawal' leaves the wallet when a withdrawal (提现) is requested; 'withdrawal_return' brings a rejected one back */
export type LedgerKind =
  | 'order_payment'
  | 'sale_proceeds'
  | 'refund'
  | 'compensation'
  | 'adjustment'
  | 'withdrawal'
  | 'withdrawal_return'
  // a paid 包赔 claim taken back from the seller's wallet, and from the seller's deposit (contract/protection.ts)
  | 'claim_recovery'
  | 'deposit_taken'
/** GET /need/wallet/ledger?pageNum&pageSize rows: every balance change. */
export interface LedgerEntry {
  id: number
  kind: LedgerKind
  /** signed: negative leaves the wallet */
  amount: number
  balanceAfter: number
  orderNo: string | null
  note: string
  createdAt: string
}

export type CouponKind = 'coupon' | 'red_packet'

/** GET /V2/H5/getCouponList?kind rows and GET /V2/H5/coupon/{id}: a claimable template. */
export interface CouponTemplate {
  id: number
  kind: CouponKind
  /** in the request's language (the Chinese where no English was written) */
  name: string
  description: string
  amount: number
  /** minimum order price for it to apply; 0 for red packets */
  threshold: number
  gameId: number | null
  /** in the request's language; null: any game */
  gameName: string | null
  /** days a claimed record stays valid */
  validDays: number
  /** the template can be claimed until then */
  claimUntil: string | null
  /** remaining stock, null for unlimited */
  remaining: number | null
  perUserLimit: number
  /** how many the caller has claimed (0 when logged out) */
  claimed: number
  /** whether the caller can claim one now */
  claimable: boolean
}

/** POST /coupon/record/receive body: claim one record of a template. */
export interface ClaimInput {
  templateId: number
}

/**
 * GET /coupon/record/myList?status=0|1|2&kind: 0 unused and valid, 1 used, 2 expired (unused past expiry).
 * The stored status is 0 or 1; expired is derived from expiresAt.
 */
export interface CouponRecord {
  id: number
  templateId: number
  kind: CouponKind
  /** in the request's language (the Chinese where no English was written) */
  name: string
  amount: number
  threshold: number
  gameId: number | null
  /** in the request's language; null: any game */
  gameName: string | null
  status: 0 | 1
  expired: boolean
  claimedAt: string
  expiresAt: string
  usedAt: string | null
  /** the order that holds it (used) */
  orderNo: string | null
}

/** GET /coupon/record/receiveCoupon/auto result: what was claimed just now (empty when nothing was due). */
export interface AutoClaimResult {
  claimed: CouponRecord[]
}

export type MessageKind = 'order' | 'goods' | 'recycle' | 'system'
/** Messages the server writes on events; read by the messages screen. */
export interface Message {
  id: number
  kind: MessageKind
  title: string
  content: string
  /** app URL of what it is about, e.g. '/index/orderDetail?id=3' */
  link: string | null
  read: boolean
  createdAt: string
}
