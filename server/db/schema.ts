/**
 * The database schema (drizzle pg-core). One schema and one migrations folder serve PGlite and PostgreSQL.
 * After a change run `npm run db:generate` and commit the new migration.
 */
import { sql } from 'drizzle-orm'
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core'

const tz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' })

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    phone: text('phone').notNull(),
    username: text('username'),
    passwordHash: text('password_hash').notNull(),
    nickname: text('nickname').notNull(),
    avatar: text('avatar'),
    gender: text('gender').notNull().default('unknown'),
    email: text('email'),
    qq: text('qq'),
    wechat: text('wechat'),
    /** the openid of the mini program's WeChat login: WeChat JSAPI pay needs it (identity/service.ts openidOf) */
    wechatOpenid: text('wechat_openid'),
    /** WeChat's unionid of the same user when WeChat gives one (mini program bound to an open-platform account) */
    wechatUnionid: text('wechat_unionid'),
    /** when WeChat was bound (modules/identity); null while none is */
    wechatBoundAt: tz('wechat_bound_at'),
    signature: text('signature'),
    role: text('role').notNull().default('user'),
    /** a merchant's shop name (from the approved application), shown on quotes */
    shopName: text('shop_name'),
    /** wallet balance in fen */
    balance: bigint('balance', { mode: 'number' }).notNull().default(0),
    /**
     * the part of the balance held by open payments (their wallet part, taken only when the provider's part
     * succeeds; released when the payment closes): nothing else may spend it
     */
    walletHeld: bigint('wallet_held', { mode: 'number' }).notNull().default(0),
    /** argon2id of the 6-digit payment password (支付密码); never sent on the wire */
    payPasswordHash: text('pay_password_hash'),
    /** wrong payment passwords in a row; each try is counted before it is checked (wallet/pay-password.ts) */
    payPasswordFails: integer('pay_password_fails').notNull().default(0),
    payPasswordLockedUntil: tz('pay_password_locked_until'),
    /** AES-256-GCM ciphertexts (lib/crypto.ts); never sent on the wire */
    realNameEnc: text('real_name_enc'),
    idNumberEnc: text('id_number_enc'),
    /** HMAC of the ID number: one account per person without storing it readable */
    idNumberHash: text('id_number_hash'),
    birthDate: date('birth_date', { mode: 'string' }),
    adult: boolean('adult'),
    verifiedAt: tz('verified_at'),
    /** set by an admin's ban (console): no login, no live session (lib/auth.ts); null while not banned */
    bannedAt: tz('banned_at'),
    /** what the banned user is told when a login is refused */
    banReason: text('ban_reason'),
    createdAt: tz('created_at').notNull().defaultNow(),
    updatedAt: tz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_phone_key').on(t.phone),
    uniqueIndex('users_username_lower_key').on(sql`lower(${t.username})`),
    uniqueIndex('users_id_number_hash_key').on(t.idNumberHash),
    uniqueIndex('users_wechat_openid_key').on(t.wechatOpenid),
    uniqueIndex('users_wechat_unionid_key').on(t.wechatUnionid),
    check('users_balance_nonnegative', sql`${t.balance} >= 0`),
    check('users_wallet_held_check', sql`${t.walletHeld} >= 0 and ${t.walletHeld} <= ${t.balance}`),
    check('users_role_check', sql`${t.role} in ('user', 'merchant', 'staff', 'admin')`),
    check('users_gender_check', sql`${t.gender} in ('unknown', 'male', 'female')`),
  ],
)

export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** SHA-256 of the token: a database leak does not hand out sessions */
    tokenHash: text('token_hash').notNull(),
    createdAt: tz('created_at').notNull().defaultNow(),
    expiresAt: tz('expires_at').notNull(),
    revokedAt: tz('revoked_at'),
  },
  (t) => [uniqueIndex('sessions_token_hash_key').on(t.tokenHash), index('sessions_user_idx').on(t.userId)],
)

export const smsCodes = pgTable(
  'sms_codes',
  {
    id: serial('id').primaryKey(),
    phone: text('phone').notNull(),
    scene: text('scene').notNull(),
    codeHash: text('code_hash').notNull(),
    /** every check counts, so wrong guesses are bounded even under concurrency */
    attempts: integer('attempts').notNull().default(0),
    createdAt: tz('created_at').notNull().defaultNow(),
    expiresAt: tz('expires_at').notNull(),
    usedAt: tz('used_at'),
  },
  (t) => [
    index('sms_codes_phone_scene_idx').on(t.phone, t.scene, t.id),
    check('sms_codes_scene_check', sql`${t.scene} in ('login', 'register', 'reset', 'pay_password')`),
  ],
)

export const captchas = pgTable(
  'captchas',
  {
    id: text('id').primaryKey(),
    /** lower-cased answer; the row is deleted on the first check */
    answer: text('answer').notNull(),
    expiresAt: tz('expires_at').notNull(),
  },
  (t) => [index('captchas_expires_idx').on(t.expiresAt)],
)

/** One row per limiter key: a window that starts at the first hit (lib/rate-limit.ts). */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    resetAt: tz('reset_at').notNull(),
  },
  (t) => [index('rate_limits_reset_idx').on(t.resetAt)],
)

export const notices = pgTable(
  'notices',
  {
    id: serial('id').primaryKey(),
    noticeType: text('notice_type').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    /** sanitised HTML (lib/html.ts) */
    content: text('content').notNull(),
    cover: text('cover'),
    /** help notices: the category bangzhu groups them by */
    category: text('category'),
    pinned: boolean('pinned').notNull().default(false),
    published: boolean('published').notNull().default(true),
    publishedAt: tz('published_at').notNull().defaultNow(),
    createdAt: tz('created_at').notNull().defaultNow(),
    updatedAt: tz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('notices_list_idx').on(t.noticeType, t.published, t.pinned, t.publishedAt),
    check('notices_type_check', sql`${t.noticeType} in ('1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11')`),
  ],
)

export const gameTypes = pgTable('game_types', {
  key: text('key').primaryKey(),
  nameZh: text('name_zh').notNull(),
  nameEn: text('name_en').notNull(),
  sort: integer('sort').notNull().default(0),
})

export const games = pgTable(
  'games',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    type: text('type')
      .notNull()
      .references(() => gameTypes.key),
    /** file name under server/assets/games */
    icon: text('icon').notNull(),
    /** popularity: higher comes first */
    hot: integer('hot').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('games_name_key').on(t.name), index('games_type_hot_idx').on(t.type, t.hot)],
)

/** system (安卓/苹果) -> carrier (QQ/微信) -> area -> server, per game */
export const gameNodes = pgTable(
  'game_nodes',
  {
    id: serial('id').primaryKey(),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    parentId: integer('parent_id').references((): AnyPgColumn => gameNodes.id, { onDelete: 'cascade' }),
    level: text('level').notNull(),
    key: text('key').notNull(),
    name: text('name').notNull(),
    /** English name where the catalogue has one (null: English callers see `name`) */
    nameEn: text('name_en'),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    index('game_nodes_children_idx').on(t.gameId, t.parentId, t.sort),
    uniqueIndex('game_nodes_key').on(t.gameId, sql`coalesce(${t.parentId}, 0)`, t.key),
    check('game_nodes_level_check', sql`${t.level} in ('system', 'carrier', 'area', 'server')`),
  ],
)

/** Attribute template of a game: the form sellers fill and the filters buyers use (GET /web/gameTempAttr). */
export const gameAttrs = pgTable(
  'game_attrs',
  {
    id: serial('id').primaryKey(),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    label: text('label').notNull(),
    labelEn: text('label_en'),
    type: text('type').notNull(),
    options: jsonb('options').$type<string[]>().notNull().default([]),
    /**
     * English label by option value. The values stay canonical (Chinese) in listings and filters; an option
     * without an entry shows its value.
     */
    optionsEn: jsonb('options_en').$type<Record<string, string>>().notNull().default({}),
    unit: text('unit'),
    required: boolean('required').notNull().default(false),
    filterable: boolean('filterable').notNull().default(false),
    min: integer('min'),
    max: integer('max'),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    uniqueIndex('game_attrs_key').on(t.gameId, t.key),
    check('game_attrs_type_check', sql`${t.type} in ('number', 'input', 'checkbox', 'radio', 'boxradio')`),
  ],
)

/**
 * A listing. Lifecycle: the listing state machine of docs/architecture.md (goods/state.ts); credentials are
 * AES-GCM ciphertext (lib/crypto.ts), never listed.
 * Migration 0001 also sets toast_tuple_target = 8160 on this table by hand (rows stay uncompressed for search).
 */
export const goods = pgTable(
  'goods',
  {
    id: serial('id').primaryKey(),
    goodsNo: text('goods_no').notNull(),
    sellerId: integer('seller_id')
      .notNull()
      .references(() => users.id),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id),
    systemId: integer('system_id').references(() => gameNodes.id),
    carrierId: integer('carrier_id').references(() => gameNodes.id),
    areaId: integer('area_id').references(() => gameNodes.id),
    serverId: integer('server_id').references(() => gameNodes.id),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    price: bigint('price', { mode: 'number' }).notNull(),
    /** what the seller paid or wants to record for themselves; never on the public wire */
    costPrice: bigint('cost_price', { mode: 'number' }),
    /** URL paths, cover first */
    images: jsonb('images').$type<string[]>().notNull().default([]),
    /** attribute key -> value (number | string | string[]) */
    attrs: jsonb('attrs').$type<Record<string, number | string | string[]>>().notNull().default({}),
    compensation: text('compensation').notNull().default('none'),
    /** how the game account is real-name registered: 'seller' (to the seller), 'none', 'changeable' */
    accountRealName: text('account_real_name').notNull().default('none'),
    /**
     * 'consign': a listing of the catalogue; 'recycle': the escrow object of an accepted recycling quote, never
     * listed or shown to anyone but its seller and (through the order) its merchant buyer
     */
    channel: text('channel').notNull().default('consign'),
    /** renting (contract/rentals.ts): offered when true, by the hour and/or the day */
    rentable: boolean('rentable').notNull().default(false),
    rentHourPrice: bigint('rent_hour_price', { mode: 'number' }),
    rentDayPrice: bigint('rent_day_price', { mode: 'number' }),
    rentMinHours: integer('rent_min_hours').notNull().default(1),
    /** encrypted JSON {account, password, notes} */
    credentialsEnc: text('credentials_enc').notNull(),
    /** how the account is bound (contract/trade.ts AccountBindings): builds the handover checklist */
    bindings: jsonb('bindings')
      .$type<{ phone: boolean; email: boolean; thirdParty: boolean }>()
      .notNull()
      .default({ phone: true, email: true, thirdParty: false }),
    /**
     * a renter knew these credentials: the listing stays off the shelf until the seller enters new ones
     * (PUT /need/myConsignment/{id}/credentials)
     */
    credentialsStale: boolean('credentials_stale').notNull().default(false),
    /** encrypted seller contact for this listing (phone / QQ / WeChat); never public */
    contactEnc: text('contact_enc'),
    status: text('status').notNull().default('pending_review'),
    rejectReason: text('reject_reason'),
    views: integer('views').notNull().default(0),
    /** lower-cased words and CJK bigrams of title, description and game name (lib/search-tokens.ts) */
    searchTokens: text('search_tokens').array().notNull().default(sql`'{}'::text[]`),
    publishedAt: tz('published_at'),
    soldAt: tz('sold_at'),
    createdAt: tz('created_at').notNull().defaultNow(),
    updatedAt: tz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('goods_no_key').on(t.goodsNo),
    index('goods_seller_idx').on(t.sellerId, t.status),
    // each list index ends in id, the tiebreaker of every sort, so a page is read off the index with no sort step
    index('goods_list_newest_idx').on(t.status, t.gameId, t.publishedAt, t.id),
    index('goods_list_price_idx').on(t.status, t.gameId, t.price, t.id),
    index('goods_list_views_idx').on(t.status, t.gameId, t.views, t.id),
    index('goods_status_newest_idx').on(t.status, t.publishedAt, t.id),
    index('goods_status_price_idx').on(t.status, t.price, t.id),
    index('goods_search_idx').using('gin', t.searchTokens),
    index('goods_attrs_idx').using('gin', t.attrs),
    check('goods_price_positive', sql`${t.price} > 0`),
    check('goods_compensation_check', sql`${t.compensation} in ('none', 'standard', 'extended')`),
    check('goods_account_real_name_check', sql`${t.accountRealName} in ('seller', 'none', 'changeable')`),
    check('goods_channel_check', sql`${t.channel} in ('consign', 'recycle')`),
    check(
      'goods_rent_check',
      sql`not ${t.rentable} or (coalesce(${t.rentHourPrice}, ${t.rentDayPrice}) is not null and coalesce(${t.rentHourPrice}, 1) > 0 and coalesce(${t.rentDayPrice}, 1) > 0)`,
    ),
    index('goods_rentable_idx').on(t.gameId, t.publishedAt, t.id).where(sql`${t.rentable} and ${t.status} = 'on_sale'`),
    check(
      'goods_status_check',
      sql`${t.status} in ('pending_review', 'on_sale', 'off_shelf', 'reserved', 'sold', 'rejected')`,
    ),
  ],
)

export const favourites = pgTable(
  'favourites',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => goods.id, { onDelete: 'cascade' }),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.goodsId] }), index('favourites_user_idx').on(t.userId, t.createdAt)],
)

/** One row per user and listing; viewing again moves it to the top. */
export const browseHistory = pgTable(
  'browse_history',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => goods.id, { onDelete: 'cascade' }),
    viewedAt: tz('viewed_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.goodsId] }), index('browse_history_user_idx').on(t.userId, t.viewedAt)],
)

/** Home banners and featured blocks (GET /account/zhubo/list?type). */
export const promotions = pgTable(
  'promotions',
  {
    id: serial('id').primaryKey(),
    slot: text('slot').notNull(),
    title: text('title').notNull(),
    subtitle: text('subtitle'),
    image: text('image').notNull(),
    link: text('link'),
    sort: integer('sort').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
  },
  (t) => [
    index('promotions_slot_idx').on(t.slot, t.enabled, t.sort),
    check('promotions_slot_check', sql`${t.slot} in ('banner', 'featured')`),
  ],
)

export const couponTemplates = pgTable(
  'coupon_templates',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    threshold: bigint('threshold', { mode: 'number' }).notNull().default(0),
    gameId: integer('game_id').references(() => games.id),
    validDays: integer('valid_days').notNull(),
    claimFrom: tz('claim_from'),
    claimUntil: tz('claim_until'),
    /** null: unlimited */
    stock: integer('stock'),
    claimedCount: integer('claimed_count').notNull().default(0),
    perUserLimit: integer('per_user_limit').notNull().default(1),
    /** handed out by GET /coupon/record/receiveCoupon/auto (newcomer and automatic coupons) */
    auto: boolean('auto').notNull().default(false),
    /** listed in GET /V2/H5/getCouponList for users to claim */
    listed: boolean('listed').notNull().default(true),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (t) => [
    check('coupon_templates_kind_check', sql`${t.kind} in ('coupon', 'red_packet')`),
    check('coupon_templates_amount_positive', sql`${t.amount} > 0`),
    check('coupon_templates_stock_check', sql`${t.stock} is null or ${t.claimedCount} <= ${t.stock}`),
  ],
)

/** A claimed coupon or red packet. status 0 unused, 1 used (held by orderId); expiry from expiresAt. */
export const couponRecords = pgTable(
  'coupon_records',
  {
    id: serial('id').primaryKey(),
    templateId: integer('template_id')
      .notNull()
      .references(() => couponTemplates.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: integer('status').notNull().default(0),
    orderId: integer('order_id'),
    claimedAt: tz('claimed_at').notNull().defaultNow(),
    expiresAt: tz('expires_at').notNull(),
    usedAt: tz('used_at'),
  },
  (t) => [
    index('coupon_records_user_idx').on(t.userId, t.status, t.expiresAt),
    index('coupon_records_template_user_idx').on(t.templateId, t.userId),
    check('coupon_records_status_check', sql`${t.status} in (0, 1)`),
  ],
)

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    orderNo: text('order_no').notNull(),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => goods.id),
    buyerId: integer('buyer_id')
      .notNull()
      .references(() => users.id),
    sellerId: integer('seller_id')
      .notNull()
      .references(() => users.id),
    status: text('status').notNull().default('pending_payment'),
    /** 'sale' or 'rental' (contract/rentals.ts): a rental hands the credentials over only from rentStart to rentEnd */
    kind: text('kind').notNull().default('sale'),
    rentUnit: text('rent_unit'),
    rentQuantity: integer('rent_quantity'),
    rentStart: tz('rent_start'),
    rentEnd: tz('rent_end'),
    price: bigint('price', { mode: 'number' }).notNull(),
    compensation: text('compensation').notNull().default('none'),
    compensationFee: bigint('compensation_fee', { mode: 'number' }).notNull().default(0),
    serviceFee: bigint('service_fee', { mode: 'number' }).notNull().default(0),
    couponRecordId: integer('coupon_record_id').references(() => couponRecords.id),
    couponDiscount: bigint('coupon_discount', { mode: 'number' }).notNull().default(0),
    redPacketRecordId: integer('red_packet_record_id').references(() => couponRecords.id),
    redPacketDiscount: bigint('red_packet_discount', { mode: 'number' }).notNull().default(0),
    /** what the buyer pays in all */
    total: bigint('total', { mode: 'number' }).notNull(),
    walletPaid: bigint('wallet_paid', { mode: 'number' }).notNull().default(0),
    externalPaid: bigint('external_paid', { mode: 'number' }).notNull().default(0),
    /** price minus the seller fee, credited on completion */
    sellerProceeds: bigint('seller_proceeds', { mode: 'number' }).notNull(),
    payDeadline: tz('pay_deadline').notNull(),
    paidAt: tz('paid_at'),
    deliveredAt: tz('delivered_at'),
    autoCompleteAt: tz('auto_complete_at'),
    /** handover (换绑) of a sale order: the seller must start by the deadline; delivered when it completes */
    handoverDeadline: tz('handover_deadline'),
    handoverStartedAt: tz('handover_started_at'),
    handoverCompletedAt: tz('handover_completed_at'),
    completedAt: tz('completed_at'),
    cancelledAt: tz('cancelled_at'),
    cancelReason: text('cancel_reason'),
    refundReason: text('refund_reason'),
    refundRequestedAt: tz('refund_requested_at'),
    refundedAt: tz('refunded_at'),
    createdAt: tz('created_at').notNull().defaultNow(),
    updatedAt: tz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('orders_no_key').on(t.orderNo),
    // exactly one active order per listing, whatever the application does
    uniqueIndex('orders_one_active_per_goods')
      .on(t.goodsId)
      .where(sql`${t.status} in ('pending_payment', 'paid', 'handover', 'delivered', 'refunding')`),
    index('orders_buyer_idx').on(t.buyerId, t.createdAt),
    index('orders_seller_idx').on(t.sellerId, t.createdAt),
    index('orders_pay_deadline_idx').on(t.payDeadline).where(sql`${t.status} = 'pending_payment'`),
    index('orders_auto_complete_idx').on(t.autoCompleteAt).where(sql`${t.status} = 'delivered'`),
    check(
      'orders_status_check',
      sql`${t.status} in ('pending_payment', 'paid', 'handover', 'delivered', 'completed', 'cancelled', 'refunding', 'refunded')`,
    ),
    check('orders_amounts_check', sql`${t.total} >= 0 and ${t.walletPaid} >= 0 and ${t.externalPaid} >= 0`),
    check('orders_kind_check', sql`${t.kind} in ('sale', 'rental')`),
    check(
      'orders_rental_check',
      sql`${t.kind} = 'sale' or (${t.rentUnit} in ('hour', 'day') and ${t.rentQuantity} > 0)`,
    ),
  ],
)

/** Status changes of an order, for its timeline. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    /** zh-CN text of the entry; with copyKind the reader's language is rendered from copyKind + copyParams instead */
    note: text('note'),
    copyKind: text('copy_kind'),
    copyParams: jsonb('copy_params'),
    at: tz('at').notNull().defaultNow(),
  },
  (t) => [index('order_events_order_idx').on(t.orderId, t.id)],
)

/** A payment through a provider (the sandbox by default); one order may have several attempts. */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    paymentNo: text('payment_no').notNull(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    provider: text('provider').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** the wallet part paid together with this payment: held while it is pending, debited when it succeeds */
    walletAmount: bigint('wallet_amount', { mode: 'number' }).notNull().default(0),
    status: text('status').notNull().default('pending'),
    providerTxnId: text('provider_txn_id'),
    expiresAt: tz('expires_at').notNull(),
    paidAt: tz('paid_at'),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payments_no_key').on(t.paymentNo),
    index('payments_order_idx').on(t.orderId),
    check('payments_status_check', sql`${t.status} in ('pending', 'succeeded', 'closed')`),
    check('payments_amount_positive', sql`${t.amount} > 0`),
    check('payments_wallet_amount_check', sql`${t.walletAmount} >= 0`),
  ],
)

/** Every change of a wallet balance: the balance is the running sum of its user's rows. */
export const ledger = pgTable(
  'ledger',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    kind: text('kind').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    balanceAfter: bigint('balance_after', { mode: 'number' }).notNull(),
    orderId: integer('order_id').references(() => orders.id),
    /** zh-CN text; with copyKind the reader's language is rendered from copyKind + copyParams instead */
    note: text('note').notNull().default(''),
    copyKind: text('copy_kind'),
    copyParams: jsonb('copy_params'),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('ledger_user_idx').on(t.userId, t.id),
    check('ledger_balance_nonnegative', sql`${t.balanceAfter} >= 0`),
    check(
      'ledger_kind_check',
      sql`${t.kind} in ('order_payment', 'sale_proceeds', 'refund', 'compensation', 'adjustment', 'withdrawal', 'withdrawal_return')`,
    ),
  ],
)

/** Messages the server writes to a user on events (order steps, listing review, quotes). */
export const messages = pgTable(
  'messages',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    /** title and content are zh-CN; with copyKind the reader's language is rendered from copyKind + copyParams */
    copyKind: text('copy_kind'),
    copyParams: jsonb('copy_params'),
    link: text('link'),
    readAt: tz('read_at'),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('messages_user_idx').on(t.userId, t.id),
    index('messages_unread_idx').on(t.userId).where(sql`${t.readAt} is null`),
    check('messages_kind_check', sql`${t.kind} in ('order', 'goods', 'recycle', 'system')`),
  ],
)

/** Images users uploaded (POST /upload/image); the bytes live in the storage (lib/storage.ts) under `key`. */
export const uploads = pgTable(
  'uploads',
  {
    id: serial('id').primaryKey(),
    /** '<random>.<ext>', the last part of the served URL /api/uploads/<key> */
    key: text('key').notNull(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('uploads_key_key').on(t.key), index('uploads_owner_idx').on(t.ownerId, t.id)],
)

/** An account submitted for recycling (竞价回收); lifecycle in contract/recycling.ts. */
export const recycleRequests = pgTable(
  'recycle_requests',
  {
    id: serial('id').primaryKey(),
    requestNo: text('request_no').notNull(),
    sellerId: integer('seller_id')
      .notNull()
      .references(() => users.id),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id),
    systemId: integer('system_id').references(() => gameNodes.id),
    carrierId: integer('carrier_id').references(() => gameNodes.id),
    areaId: integer('area_id').references(() => gameNodes.id),
    serverId: integer('server_id').references(() => gameNodes.id),
    title: text('title').notNull(),
    description: text('description').notNull(),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    expectedPrice: bigint('expected_price', { mode: 'number' }).notNull(),
    /** encrypted JSON {account, password, notes}; copied into the escrow listing on acceptance */
    credentialsEnc: text('credentials_enc').notNull(),
    /** encrypted; shown to the merchant only once their quote is accepted */
    contactEnc: text('contact_enc').notNull(),
    status: text('status').notNull().default('open'),
    acceptedQuoteId: integer('accepted_quote_id'),
    /** the escrow listing (channel 'recycle') and the order of the accepted quote */
    goodsId: integer('goods_id').references(() => goods.id),
    orderId: integer('order_id').references(() => orders.id),
    completedAt: tz('completed_at'),
    cancelledAt: tz('cancelled_at'),
    createdAt: tz('created_at').notNull().defaultNow(),
    updatedAt: tz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('recycle_requests_no_key').on(t.requestNo),
    index('recycle_requests_seller_idx').on(t.sellerId, t.id),
    index('recycle_requests_open_idx').on(t.status, t.gameId, t.id),
    index('recycle_requests_order_idx').on(t.orderId),
    check('recycle_requests_status_check', sql`${t.status} in ('open', 'accepted', 'completed', 'cancelled')`),
    check('recycle_requests_price_positive', sql`${t.expectedPrice} > 0`),
  ],
)

export const recycleQuotes = pgTable(
  'recycle_quotes',
  {
    id: serial('id').primaryKey(),
    requestId: integer('request_id')
      .notNull()
      .references(() => recycleRequests.id, { onDelete: 'cascade' }),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => users.id),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    note: text('note'),
    status: text('status').notNull().default('pending'),
    createdAt: tz('created_at').notNull().defaultNow(),
    updatedAt: tz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    // one quote per merchant and request (updated in place), and never two accepted quotes on one request
    uniqueIndex('recycle_quotes_merchant_key').on(t.requestId, t.merchantId),
    uniqueIndex('recycle_quotes_one_accepted').on(t.requestId).where(sql`${t.status} = 'accepted'`),
    index('recycle_quotes_merchant_idx').on(t.merchantId, t.status, t.id),
    check('recycle_quotes_status_check', sql`${t.status} in ('pending', 'accepted', 'rejected', 'lapsed')`),
    check('recycle_quotes_amount_positive', sql`${t.amount} > 0`),
  ],
)

/** A user's request to become a recycling merchant; an admin decides. */
export const merchantApplications = pgTable(
  'merchant_applications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    shopName: text('shop_name').notNull(),
    contact: text('contact').notNull(),
    intro: text('intro').notNull(),
    status: text('status').notNull().default('pending'),
    reason: text('reason'),
    createdAt: tz('created_at').notNull().defaultNow(),
    decidedAt: tz('decided_at'),
  },
  (t) => [
    uniqueIndex('merchant_applications_one_pending').on(t.userId).where(sql`${t.status} = 'pending'`),
    index('merchant_applications_user_idx').on(t.userId, t.id),
    index('merchant_applications_status_idx').on(t.status, t.id),
    check('merchant_applications_status_check', sql`${t.status} in ('pending', 'approved', 'rejected')`),
  ],
)

/** Blacklisted phones, QQ numbers, WeChat ids and game accounts (查黑号); values stored normalised (contract/rules). */
export const blacklist = pgTable(
  'blacklist',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    value: text('value').notNull(),
    reason: text('reason').notNull(),
    gameId: integer('game_id').references(() => games.id),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('blacklist_entry_key').on(t.kind, t.value, sql`coalesce(${t.gameId}, 0)`),
    check('blacklist_kind_check', sql`${t.kind} in ('phone', 'qq', 'wechat', 'game_account')`),
  ],
)

/** The platform's own accounts: customer service, QQ groups, payee accounts (checkAccount, contactkefu). */
export const officialAccounts = pgTable(
  'official_accounts',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    name: text('name').notNull(),
    value: text('value').notNull(),
    description: text('description'),
    qrText: text('qr_text'),
    public: boolean('public').notNull().default(true),
    sort: integer('sort').notNull().default(0),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('official_accounts_key').on(t.kind, t.value),
    index('official_accounts_list_idx').on(t.kind, t.public, t.sort),
    check('official_accounts_kind_check', sql`${t.kind} in ('qq', 'wechat', 'phone', 'qq_group', 'payee')`),
  ],
)

/** The platform's media accounts (GET /web/social/list). */
export const socialAccounts = pgTable(
  'social_accounts',
  {
    id: serial('id').primaryKey(),
    platform: text('platform').notNull(),
    name: text('name').notNull(),
    handle: text('handle').notNull(),
    description: text('description'),
    url: text('url'),
    followers: integer('followers'),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    check(
      'social_accounts_platform_check',
      sql`${t.platform} in ('wechat_mp', 'weibo', 'douyin', 'bilibili', 'xiaohongshu', 'kuaishou')`,
    ),
  ],
)

/** Business-cooperation enquiries (POST /web/cooperate). */
export const cooperationEnquiries = pgTable(
  'cooperation_enquiries',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    company: text('company'),
    name: text('name').notNull(),
    contact: text('contact').notNull(),
    message: text('message').notNull(),
    /** the enquirer when logged in */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: tz('created_at').notNull().defaultNow(),
    /** when and by which admin the enquiry was marked handled (null: still open), with the admin's note */
    handledAt: tz('handled_at'),
    handledBy: integer('handled_by').references(() => users.id),
    handledNote: text('handled_note'),
  },
  (t) => [
    index('cooperation_enquiries_created_idx').on(t.createdAt),
    check('cooperation_enquiries_kind_check', sql`${t.kind} in ('channel', 'studio', 'advertising', 'media', 'other')`),
  ],
)

/** Compensation claims (包赔) on completed orders bought with compensation. */
export const claims = pgTable(
  'claims',
  {
    id: serial('id').primaryKey(),
    claimNo: text('claim_no').notNull(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    reason: text('reason').notNull(),
    description: text('description').notNull(),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    contact: text('contact').notNull(),
    status: text('status').notNull().default('submitted'),
    cap: bigint('cap', { mode: 'number' }).notNull(),
    paidAmount: bigint('paid_amount', { mode: 'number' }),
    decisionNote: text('decision_note'),
    createdAt: tz('created_at').notNull().defaultNow(),
    decidedAt: tz('decided_at'),
  },
  (t) => [
    uniqueIndex('claims_no_key').on(t.claimNo),
    // one claim under way or paid per order; a rejected one may be followed by another
    uniqueIndex('claims_one_live_per_order').on(t.orderId).where(sql`${t.status} in ('submitted', 'approved')`),
    index('claims_user_idx').on(t.userId, t.id),
    index('claims_status_idx').on(t.status, t.id),
    check('claims_status_check', sql`${t.status} in ('submitted', 'approved', 'rejected')`),
    check('claims_reason_check', sql`${t.reason} in ('retrieved', 'banned', 'misdescribed', 'other')`),
    check('claims_paid_check', sql`${t.paidAmount} is null or (${t.paidAmount} > 0 and ${t.paidAmount} <= ${t.cap})`),
  ],
)

/** Feedback, suggestions and problem reports (POST /account/problem) with the platform's reply. */
export const problemReports = pgTable(
  'problem_reports',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    content: text('content').notNull(),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    contact: text('contact'),
    status: text('status').notNull().default('open'),
    reply: text('reply'),
    repliedAt: tz('replied_at'),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('problem_reports_user_idx').on(t.userId, t.id),
    index('problem_reports_status_idx').on(t.status, t.id),
    check('problem_reports_type_check', sql`${t.type} in ('bug', 'complaint', 'suggestion', 'other')`),
    check('problem_reports_status_check', sql`${t.status} in ('open', 'replied')`),
  ],
)
