/**
 * Wire types of the trade room (issue 11): the order's chat, the handover (换绑) checklist, disputes (售后/仲裁),
 * ratings and the seller's public record. Shared by the app (src/) and the server (server/); type-only except for
 * the small constant tables below, which both sides read. Amounts are integer fen; times ISO-8601 strings.
 *
 * Who may do what is decided by the server alone; `myRole` and the `can*` flags only tell the app what to offer.
 */

// ---------------------------------------------------------------------------------------------------------------
// Chat
// ---------------------------------------------------------------------------------------------------------------

/** 'order': the room of an order (buyer, seller, staff); 'presale': 咨询 on a listing before any order. */
export type RoomKind = 'order' | 'presale'
/** the caller's place in a room: staff (customer service, and admins) may read and write every room */
export type RoomRole = 'buyer' | 'seller' | 'staff'
export type ChatMessageKind = 'text' | 'image' | 'system'

export interface ChatMessage {
  /** increasing within the platform: order of messages in a room, and the catch-up point (`after`) */
  id: number
  roomId: number
  kind: ChatMessageKind
  /** null for system messages */
  senderId: number | null
  /** 'system' for messages the server writes at each order step */
  senderRole: RoomRole | 'system'
  /** nickname of the sender; '客服' style label for staff; '' for system */
  senderName: string
  senderAvatar: string | null
  /** text (after masking), an image URL path for 'image', or the system text */
  text: string
  /** contact details were masked in this message (shown with a note, never silently) */
  masked: boolean
  createdAt: string
}

export interface RoomParty {
  id: number
  nickname: string
  avatar: string | null
}

/** GET /need/chat/rooms rows and the head of a room. */
export interface RoomSummary {
  id: number
  kind: RoomKind
  orderId: number | null
  orderNo: string | null
  /** the order's status (contract/orders OrderStatus) for an order room; null for a pre-sale room */
  orderStatus: string | null
  goods: { id: number; title: string; cover: string; price: number }
  buyer: RoomParty
  seller: RoomParty
  myRole: RoomRole
  lastMessage: ChatMessage | null
  /** messages from others after the caller's last read one */
  unread: number
  /** an order room opened after 咨询 links back to that pre-sale room (its earlier questions) */
  presaleRoomId: number | null
  /** the order room that followed this pre-sale room, if the buyer ordered */
  orderRoomId: number | null
  updatedAt: string
}

/**
 * GET /need/chat/room/{id}/messages?after=&before=&limit=  (member or staff; 404 otherwise)
 * - `after`: messages with id > after, oldest first (catch-up after a reconnect)
 * - `before`: the `limit` messages before that id, oldest first (scrolling back)
 * - neither: the last `limit` messages, oldest first. limit 1..100, default 30.
 */
export interface ChatHistory {
  rows: ChatMessage[]
  /** more older messages exist before rows[0] */
  hasMore: boolean
}

/** POST /need/chat/room/{id}/messages body. Text 1..CHAT_TEXT_MAX characters; image: an upload of the sender. */
export interface ChatPostInput {
  kind: 'text' | 'image'
  text: string
}
/** its answer: the stored message; `maskedKinds` names what was masked so the sender is told */
export interface ChatPostResult {
  message: ChatMessage
  maskedKinds: ContactKind[]
}

/** POST /need/chat/room/{id}/read body: everything up to `lastId` is read. */
export interface ChatReadInput {
  lastId: number
}

/** POST /need/chat/presale body: open (or reopen) my pre-sale room on a listing; answers RoomSummary. */
export interface PresaleInput {
  goodsId: number
}

/** GET /need/chat/unread: unread chat messages over all my rooms (the 消息 badge adds it to unread messages). */
export interface ChatUnread {
  total: number
}

export const CHAT_TEXT_MAX = 500

/** What the masking finds in a message (contract/contact-mask.ts). */
export type ContactKind = 'phone' | 'qq' | 'wechat' | 'payment_link'

/**
 * The socket: GET /api/chat/socket (WebSocket). The token is sent in the first frame, never in the URL (URLs end
 * up in logs). Frames are JSON.
 *   client -> {type:'auth', token}            then the server answers {type:'ready', userId}
 *   client -> {type:'join', roomId, after}    subscribe; the server first sends every message with id > after
 *   client -> {type:'leave', roomId}
 *   client -> {type:'ping'}                    answered {type:'pong'}
 *   server -> {type:'message', message}        a new message in a joined room (any server process posted it)
 *   server -> {type:'error', code, msg}        e.g. 404 for a room the caller may not join
 * A stale or missing token closes the socket with code CHAT_CLOSE_UNAUTHORIZED (the app then applies the 401 rule).
 */
export type ChatClientFrame =
  | { type: 'auth'; token: string }
  | { type: 'join'; roomId: number; after: number }
  | { type: 'leave'; roomId: number }
  | { type: 'ping' }
export type ChatServerFrame =
  | { type: 'ready'; userId: number }
  | { type: 'message'; message: ChatMessage }
  | { type: 'error'; code: number; msg: string; roomId?: number }
  | { type: 'pong' }
export const CHAT_CLOSE_UNAUTHORIZED = 4401

// ---------------------------------------------------------------------------------------------------------------
// Handover (换绑)
// ---------------------------------------------------------------------------------------------------------------

/**
 * How the game account is bound, as the seller declares it when listing (ConsignmentInput.bindings). It decides
 * the handover checklist together with the listing's accountRealName.
 */
export interface AccountBindings {
  /** a phone number is bound (换绑手机) */
  phone: boolean
  /** an email or secure mail is bound (换绑邮箱/密保) */
  email: boolean
  /** third-party logins (WeChat/QQ/Weibo...) are linked (解绑第三方登录) */
  thirdParty: boolean
}
/** what a listing without declared bindings is taken to have, and what the sell form starts from */
export const DEFAULT_BINDINGS: AccountBindings = { phone: true, email: true, thirdParty: false }

/** Steps in checklist order. 'password' is always there; 'realname' only for accountRealName 'changeable'. */
export type HandoverStepKey = 'password' | 'phone' | 'email' | 'realname' | 'third_party'
export const HANDOVER_STEP_ORDER: HandoverStepKey[] = ['password', 'phone', 'email', 'realname', 'third_party']

export interface HandoverStep {
  key: HandoverStepKey
  /** the seller (or staff for them) marked it done */
  doneAt: string | null
  doneBy: 'seller' | 'staff' | null
  /** the buyer (or staff for them) confirmed it */
  confirmedAt: string | null
  confirmedBy: 'buyer' | 'staff' | null
}

/**
 * GET /need/order/{id}/handover (buyer, seller, staff; 404 for others or orders without a handover).
 * Sale orders get one on payment (status 'handover'); the order becomes 'delivered' when every step is
 * confirmed, and only then do the protection window and auto-complete start.
 */
export interface Handover {
  orderId: number
  steps: HandoverStep[]
  /** when the seller marked the first step done; null until then */
  startedAt: string | null
  /** every step confirmed */
  completedAt: string | null
  /** the seller must start by then (HANDOVER_START_HOURS after payment) */
  startDeadline: string
  /** the seller missed the start deadline: the buyer may take a refund at once (POST .../handover/refund) */
  canRefundNow: boolean
}

/**
 * POST /need/order/{id}/handover/{step}/done      seller or staff
 * POST /need/order/{id}/handover/{step}/confirm   buyer or staff; the step must be done first
 * POST /need/order/{id}/handover/{step}/undo      staff only, body {what}: clears the mark (and a confirmation)
 * POST /need/order/{id}/handover/refund           buyer, once canRefundNow: everything paid goes back at once
 * Each answers the Handover; each writes a system message in the room saying who did what.
 */
export interface HandoverUndoInput {
  what: 'done' | 'confirmed'
}

/** PUT /need/myConsignment/{id}/credentials body: new credentials after a rental (or at any time before sale). */
export interface CredentialsUpdateInput {
  account: string
  password: string
  notes?: string | null
}

// ---------------------------------------------------------------------------------------------------------------
// Disputes (售后/仲裁)
// ---------------------------------------------------------------------------------------------------------------

export type DisputeType = 'not_as_described' | 'handover_failed' | 'recovered' | 'other'
export const DISPUTE_TYPES: DisputeType[] = ['not_as_described', 'handover_failed', 'recovered', 'other']
/**
 * awaiting_seller -> answered -> with_staff -> resolved; awaiting_seller -> with_staff when the seller does not
 * answer in DISPUTE_ANSWER_HOURS (a job) or either side asks; the seller may accept a full refund in the answer
 * (-> resolved); the buyer may withdraw before a decision (-> withdrawn). A 'rejected' decision can be appealed
 * once by the buyer (-> with_staff again, `appealed` true); the second decision is final.
 */
export const DISPUTE_STATUSES = ['awaiting_seller', 'answered', 'with_staff', 'resolved', 'withdrawn'] as const
export type DisputeStatus = (typeof DISPUTE_STATUSES)[number]
export type DisputeOutcome = 'refund_full' | 'refund_partial' | 'rejected'
export type DisputeEscalation = 'buyer' | 'seller' | 'timeout'

export const DISPUTE_DESCRIPTION_MIN = 10
export const DISPUTE_DESCRIPTION_MAX = 1000
export const DISPUTE_IMAGES_MAX = 9
export const DISPUTE_REASON_MAX = 500

export interface Dispute {
  id: number
  orderId: number
  orderNo: string
  /** what the buyer paid for the order (wallet + cashier): a full refund returns it, a partial one stays below it */
  paidTotal: number
  type: DisputeType
  description: string
  images: string[]
  status: DisputeStatus
  sellerAnswer: string | null
  sellerAnsweredAt: string | null
  /** the seller answers by then, else the dispute goes to staff by itself */
  sellerDeadline: string
  escalatedBy: DisputeEscalation | null
  escalatedAt: string | null
  outcome: DisputeOutcome | null
  /** what goes back to the buyer (full or partial refund); null otherwise */
  refundAmount: number | null
  /** the decider's reason, shown to both sides (also written into the room) */
  decisionReason: string | null
  decidedAt: string | null
  /** 'staff' or 'seller' (the seller accepted a full refund) */
  decidedBy: 'staff' | 'seller' | null
  /** the buyer appealed a rejection (once) */
  appealed: boolean
  /** of a completed order: the seller's proceeds held from their wallet while the dispute is open */
  heldAmount: number
  createdAt: string
  /** what the caller may do now */
  canAnswer: boolean
  canEscalate: boolean
  canWithdraw: boolean
  canAppeal: boolean
}

/** POST /need/order/{id}/dispute body (buyer): one open dispute per order. Images: the buyer's uploads. */
export interface DisputeInput {
  type: DisputeType
  description: string
  images: string[]
}
/** GET /need/order/{id}/dispute: the order's latest dispute, or null. */

/** POST /need/dispute/{id}/answer body (seller, while awaiting_seller). */
export interface DisputeAnswerInput {
  text: string
  /** the seller agrees to refund in full: the dispute is resolved at once */
  acceptRefund?: boolean
}
/**
 * POST /need/dispute/{id}/escalate   buyer or seller asks staff to step in (awaiting_seller/answered), or the
 *                                    buyer appeals a rejection once
 * POST /need/dispute/{id}/withdraw   buyer, before a decision
 */

/**
 * POST /admin/dispute/{id}/decide body (staff): exactly once per dispute (an appeal gets one more decision).
 * refund_partial: 0 < amount < what the buyer paid.
 */
export interface DisputeDecisionInput {
  outcome: DisputeOutcome
  amount?: number
  reason: string
}
/**
 * GET /admin/disputes?status&pageNum&pageSize (staff): the queue, oldest first; GET /admin/dispute/{id}; the answer
 * of POST /admin/dispute/{id}/decide. The dispute with what staff need around it.
 */
export interface DisputeCase extends Dispute {
  goods: { id: number; title: string }
  buyer: RoomParty
  seller: RoomParty
  /** the order's status (contract/orders OrderStatus) */
  orderStatus: string
  /** the order's trade room, the evidence; null for an order that never had one */
  roomId: number | null
}

// ---------------------------------------------------------------------------------------------------------------
// Ratings and the seller's record
// ---------------------------------------------------------------------------------------------------------------

export type RatingTag = 'fast_handover' | 'as_described' | 'friendly' | 'quick_reply' | 'fair_price'
export const RATING_TAGS: RatingTag[] = ['fast_handover', 'as_described', 'friendly', 'quick_reply', 'fair_price']
export const RATING_COMMENT_MAX = 300
/** the buyer may change a rating this long after first giving it */
export const RATING_EDIT_DAYS = 7
/** 4 and 5 stars count as positive */
export const RATING_POSITIVE_MIN = 4

/** PUT /need/order/{id}/rating body (the buyer of a completed sale order; create, or edit within 7 days). */
export interface RatingInput {
  stars: 1 | 2 | 3 | 4 | 5
  tags: RatingTag[]
  comment?: string | null
}

/** GET /need/order/{id}/rating (buyer or seller; null when none) and GET /web/seller/{id}/ratings rows. */
export interface Rating {
  orderId: number
  stars: number
  tags: RatingTag[]
  comment: string | null
  /** masked nickname of the buyer, e.g. '张**' */
  buyer: string
  goodsTitle: string
  createdAt: string
  updatedAt: string
  /** the buyer may edit until then */
  editableUntil: string
}

/** The seller's record, computed from real orders. Rates are 0..1; null when there is nothing to measure yet. */
export interface SellerStats {
  /** completed sale orders as seller */
  completedTrades: number
  /** share of ratings with >= RATING_POSITIVE_MIN stars */
  positiveRate: number | null
  ratingCount: number
  averageStars: number | null
  /** average minutes from payment to handover complete */
  avgHandoverMinutes: number | null
  /** share of the seller's paid orders that had a dispute */
  disputeRate: number | null
}

/** GET /web/seller/{id}: the seller page's head. Listings: GET /web/seller/{id}/goods?pageNum&pageSize. */
export interface SellerProfile {
  id: number
  nickname: string
  avatar: string | null
  verified: boolean
  memberSince: string
  stats: SellerStats
}
