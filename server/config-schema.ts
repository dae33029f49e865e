/**
 * Every environment variable of the server, declared once: name, type, allowed values, default and meaning. config.ts
 * reads the environment through readEnv() and builds its Config from the typed values; README's configuration
 * table is generated from this schema (config-table.ts) and a test keeps the two equal. Rules that join several
 * variables (a provider's settings, what NODE_ENV=production refuses) live in config.ts and the provider modules.
 */
import { Type, type Static, type TLiteral, type TSchema, type TUnion } from '@sinclair/typebox'
import { baseUrl } from './lib/base-url'

/** how a text value is checked (and shown in the table's values column) */
export const TEXT_FORMATS = {
  'postgres-url': { shown: '`postgres://...`', check: (v: string) => /^postgres(ql)?:\/\//.test(v), problem: 'must start with postgres:// or postgresql://' },
  'redis-url': { shown: '`redis://...`', check: (v: string) => /^rediss?:\/\//.test(v), problem: 'must start with redis:// or rediss://' },
  'http-url': { shown: 'http(s) URL', check: (v: string) => /^https?:\/\/\S+$/.test(v), problem: 'must be an http(s) URL' },
  'base-url': { shown: 'http(s) URL, no path', check: (v: string) => baseUrl(v) !== null, problem: 'must be an http(s) URL without a path' },
} as const
type TextFormat = keyof typeof TEXT_FORMATS

interface Doc {
  description: string
  /** the default as the table shows it, when it is not the plain value (computed, or depends on another variable) */
  defaultText?: string
  /** what the values column says of free text */
  valuesText?: string
  /** never repeated in a message (keys, passwords, URLs that may hold one) */
  sensitive?: boolean
}

const int = (minimum: number, maximum: number, def: number, description: string, doc: Omit<Doc, 'description'> = {}) =>
  Type.Integer({ minimum, maximum, default: def, description, ...doc })
const optionalInt = (minimum: number, maximum: number, description: string, doc: Omit<Doc, 'description'> = {}) =>
  Type.Optional(Type.Integer({ minimum, maximum, description, ...doc }))
/** a percentage from 0 to 100 with at most 2 decimals */
const percent = (def: number, description: string) => Type.Number({ minimum: 0, maximum: 100, multipleOf: 0.01, default: def, description })
/** a percentage that falls back to another variable's value when unset */
const optionalPercent = (description: string, fallback: string) =>
  Type.Optional(Type.Number({ minimum: 0, maximum: 100, multipleOf: 0.01, description, defaultText: fallback }))
const bool = (def: boolean, description: string) => Type.Boolean({ default: def, description })
function oneOf<const T extends string[]>(values: [...T], def: T[number], description: string): TUnion<TLiteral<T[number]>[]> {
  return Type.Union(
    values.map((v) => Type.Literal(v)),
    { default: def, description },
  ) as TUnion<TLiteral<T[number]>[]>
}
/** `allow` or unset: running a sandbox (or the demo) under NODE_ENV=production on purpose */
const allow = (description: string) => Type.Optional(Type.Literal('allow', { description }))
const text = (def: string, description: string, opts: Omit<Doc, 'description'> & { format?: TextFormat } = {}) =>
  Type.String({ default: def, description, ...opts })
const optionalText = (description: string, opts: Omit<Doc, 'description'> & { format?: TextFormat; minLength?: number } = {}) =>
  Type.Optional(Type.String({ description, ...opts }))

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']
export const ALIPAY_GATEWAY = 'https://openapi.alipay.com/gateway.do'

export const ConfigSchema = Type.Object({
  NODE_ENV: optionalText(
    '`production` refuses what only a trial or a test may run: the sandboxes (each unless its `allow` variable is set), the demo data (unless `DEMO_DATA=allow`), a missing `SECRET_KEY`, `CAPTCHA_DEBUG_LOG` and `PASSWORD_HASH_COST=fast`',
  ),
  PORT: int(0, 65535, 8080, 'HTTP port (`0` picks a free one; the ready line shows it)'),
  HOST: text('127.0.0.1', 'interface to listen on (`0.0.0.0` for all)', { valuesText: 'address' }),
  DATA_DIR: text('./data', 'the PGlite folder (`pglite/`), its lock file, the generated `secret.key` and uploaded images (`uploads/`)', { valuesText: 'folder' }),
  DATABASE_URL: optionalText('use a PostgreSQL server instead of PGlite', { format: 'postgres-url', sensitive: true }),
  DATABASE_MIGRATION_URL: optionalText(
    "PostgreSQL only: the tables' owner role, which runs the migrations and then grants the runtime role (`DATABASE_URL`'s) only reading and writing rows, so the server cannot alter the audit log or its triggers",
    { format: 'postgres-url', sensitive: true },
  ),
  DATABASE_RUNTIME_ROLE: optionalText(
    'with `DATABASE_MIGRATION_URL`: the role granted the runtime privileges, when `DATABASE_URL` logs in as a member of it rather than as the role itself',
    { defaultText: "`DATABASE_URL`'s user", valuesText: 'role name' },
  ),
  SECRET_KEY: optionalText(
    'encrypts real names, ID numbers and payout accounts. Keep it: without it verified users\' data cannot be read. Required with `NODE_ENV=production`; set it explicitly when several processes share one PostgreSQL',
    { minLength: 32, defaultText: 'generated into `DATA_DIR/secret.key`', sensitive: true },
  ),
  SEED: Type.Optional(
    Type.Boolean({
      description: 'load the demo data (demo accounts with published passwords) into an empty database; with `NODE_ENV=production` only together with `DEMO_DATA=allow`',
      defaultText: 'true (false with `NODE_ENV=production`)',
    }),
  ),
  DEMO_DATA: allow(
    'run a demo with `NODE_ENV=production`: `SEED=true`, and a database that holds the demo accounts (admin, buyer01, ...), are refused there otherwise',
  ),
  STATIC_DIR: text('./dist/h5', 'the built H5 site, served with a history fallback when its `index.html` exists', { valuesText: 'folder' }),
  ADMIN_DIR: text('./dist/admin', 'the built operator console, served at `/admin/` with a history fallback when its `index.html` exists (without it `/admin` answers 404)', { valuesText: 'folder' }),
  TOKEN_TTL_HOURS: int(1, 24 * 365, 168, 'how long a login lasts'),
  PASSWORD_HASH_COST: oneOf(
    ['standard', 'fast'],
    'standard',
    "argon2id's cost for login and payment passwords: `standard` (64 MiB, 3 passes) or `fast` (1 MiB, 1 pass) for the test suites, which register thousands of users (refused with `NODE_ENV=production`). Stored hashes verify under either",
  ),
  CAPTCHA_DEBUG_LOG: bool(false, 'log `captcha <id>: <text>` (for the automated browser tests only; refused with `NODE_ENV=production`)'),
  LOG_LEVEL: oneOf(
    ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'],
    'info',
    'what is logged. Whatever the level, log lines mask phone and ID numbers and leave out tokens, codes and passwords, and a failed query is logged with its SQL but not its values',
  ),
  LIST_CACHE: bool(true, "the catalogue's page cache (false: every page is built from the database; deep pages still start from a remembered place)"),
  LIST_CACHE_MAX_ENTRIES: int(1, 1_000_000, 2000, 'catalogue pages kept per process (least recently used go first)'),
  LIST_CACHE_TTL_SECONDS: int(1, 86400, 30, 'the oldest a cached page may be: view counts and very large totals may lag by this, nothing else (every listing change moves the catalogue version)'),
  REDIS_URL: optionalText(
    'cached catalogue pages are shared between server processes (namespaced by database); without it each process keeps its own. Chat does not use it (see "The trade room")',
    { format: 'redis-url', sensitive: true },
  ),
  WORKERS: optionalInt(1, 256, '`npm run start:cluster` only: how many server processes share the port', { defaultText: 'the CPU count' }),
  SHUTDOWN_TIMEOUT_SECONDS: int(1, 3600, 30, '`npm run start:cluster` only: how long the workers may take to finish their requests and running jobs after SIGTERM before they are killed (it then exits 1)'),
  TRUST_PROXY: optionalText(
    'behind reverse proxies: their addresses or CIDRs, comma-separated (`127.0.0.1` or `loopback` for an nginx on the same machine, e.g. `10.0.0.0/8` for a load balancer); the client IP is then the last `X-Forwarded-For` entry they did not add. `true` and hop counts (`1`) are refused at start: with them a client reaching the server directly could make up the IP every per-IP limit counts against',
    { defaultText: 'false', valuesText: 'addresses, CIDRs, `loopback`, `linklocal`, `uniquelocal`' },
  ),
  SMS_RESEND_SECONDS: int(1, 86400, 60, 'minimum gap between two SMS codes to one phone'),
  SMS_PER_PHONE_PER_DAY: int(1, 100000, 10, 'SMS codes per phone per 24 h'),
  SMS_PER_IP_PER_HOUR: int(1, 1000000, 30, 'SMS codes requested per client IP per hour'),
  LOGIN_FAILS_PER_ACCOUNT: int(1, 100000, 5, 'failed password logins per account per window, then 429'),
  LOGIN_FAILS_PER_IP: int(1, 1000000, 30, 'failed password logins per client IP per window, then 429'),
  LOGIN_FAIL_WINDOW_MINUTES: int(1, 24 * 60, 15, 'the window of the two login limits'),
  CAPTCHA_PER_IP_PER_MINUTE: int(1, 1_000_000, 30, 'image captchas (`GET /api/captchaImage`) per client IP per minute, then 429'),
  PAY_TIMEOUT_MINUTES: int(1, 24 * 60, 15, 'minutes a new order waits for payment; then it is cancelled, the listing goes back on sale and coupons and any wallet part are returned'),
  PROTECTION_HOURS: int(1, 24 * 90, 72, 'hours after delivery before an order completes by itself and the seller is paid'),
  COMPLETION_DELAY_MAX_HOURS: int(
    0,
    24 * 90,
    72,
    "how far a refused refund or dispute (each gives the buyer at least a day) may push an order's completion past the end of its protection window (a rental's: past the end of its period), in total; 0: never past it",
  ),
  SERVICE_FEE_PERCENT: percent(2, "the buyer's service fee, percent of the price"),
  SERVICE_FEE_MIN_FEN: int(0, 1_000_000, 100, 'the smallest service fee in fen (0 for none)'),
  SELLER_FEE_PERCENT: percent(5, "the platform's fee kept from the seller's proceeds, percent of the price"),
  COMPENSATION_STANDARD_PERCENT: percent(10, 'price of standard compensation (包赔), percent of the price'),
  OFFER_RESPONSE_HOURS: int(1, 24 * 14, 24, 'hours the other side of an offer (议价) has to answer an offer or counter; then it expires'),
  OFFER_MAX_ROUNDS: int(1, 20, 3, 'prices each side of an offer may name (the buyer\'s first offer counts as one round)'),
  OFFER_OPEN_PER_BUYER: int(1, 1000, 5, 'offers one buyer may have waiting for an answer at once'),
  OFFER_MIN_PERCENT: percent(50, 'offers below this percent of the listing price are refused'),
  OFFERS_PER_USER_PER_HOUR: int(1, 100000, 30, 'offers, counters and answers one user may send per hour, then 429'),
  SAVED_SEARCHES_PER_USER: int(1, 1000, 20, 'saved searches (关注) one user may keep'),
  SAVED_SEARCH_DAILY_CAP: int(1, 100, 3, 'notices of new listings one saved search may send per China day'),
  COMPENSATION_EXTENDED_PERCENT: percent(20, 'price of extended compensation, percent of the price'),
  COMPENSATION_RISK_STANDARD_MIN_PERCENT: optionalPercent('standard compensation price of a listing with 找回 risk score 0 (modules/risk); the price rises linearly with the score to the max', 'COMPENSATION_STANDARD_PERCENT'),
  COMPENSATION_RISK_STANDARD_MAX_PERCENT: optionalPercent('standard compensation price of a listing with risk score 100 (not below the min)', 'COMPENSATION_STANDARD_PERCENT'),
  COMPENSATION_RISK_EXTENDED_MIN_PERCENT: optionalPercent('extended compensation price at risk score 0', 'COMPENSATION_EXTENDED_PERCENT'),
  COMPENSATION_RISK_EXTENDED_MAX_PERCENT: optionalPercent('extended compensation price at risk score 100; high-risk listings (score 65 and above) offer no extended tier and need a published inspection (验号) before they go on sale', 'COMPENSATION_EXTENDED_PERCENT'),
  COMPENSATION_TOPUP_PERCENT: percent(20, 'price of top-up compensation (充值包赔: extended cover that also refunds top-ups made after the purchase), percent of the price; offered wherever extended is'),
  COMPENSATION_TOPUP_CAP_PERCENT: int(100, 10_000, 150, 'a top-up compensation claim pays at most this percent of the price: the price plus top-ups up to the rest (150: top-ups up to half the price on top of it, 1.5× in all)'),
  COMPENSATION_RISK_TOPUP_MIN_PERCENT: optionalPercent('top-up compensation price at risk score 0', 'COMPENSATION_TOPUP_PERCENT'),
  COMPENSATION_RISK_TOPUP_MAX_PERCENT: optionalPercent('top-up compensation price at risk score 100; like extended, high-risk listings do not offer it', 'COMPENSATION_TOPUP_PERCENT'),
  VALUATION_HALF_LIFE_DAYS: int(1, 3650, 90, 'valuation (估价): a completed deal this old counts half as much as one completed today (exponential decay)'),
  VALUATION_LOOKBACK_DAYS: int(7, 3650, 365, 'valuation and price history: completed deals older than this are left out'),
  VALUATION_MIN_COMPARABLES: int(1, 1000, 5, 'valuation: fewer close comparables than this and the answer is "too few to estimate"'),
  VALUATION_BELOW_MARGIN_PERCENT: percent(10, 'a listing shows "低于估价 N%" only when its price is at least this far below the estimate (and the confidence is at least medium)'),
  VALUATION_REFRESH_SECONDS: int(1, 86400, 600, "the longest a process keeps a game's in-memory table of deals before reading it again (an order completed in this process refreshes it at once)"),
  JOB_INTERVAL_SECONDS: int(0, 86400, 30, 'how often order expiry and auto-complete run (0 turns the loop off)'),
  JOB_MAX_ATTEMPTS: int(1, 1000, 10, 'a background item (an order\'s expiry or auto-completion, a dispute\'s escalation, the view purge, a provider refund) that failed this many times in a row is set aside (dead): the loop leaves it alone until staff retry it in the console (异常任务, 渠道退款)'),
  JOB_BACKOFF_SECONDS: int(1, 86400, 60, 'the wait after a background item\'s first failure; it doubles with each further failure'),
  JOB_BACKOFF_MAX_SECONDS: int(1, 30 * 86400, 21600, 'the longest wait between two attempts of a failing background item (not below JOB_BACKOFF_SECONDS)'),
  NOTIFY_INTERVAL_SECONDS: int(0, 86400, 15, 'how often the notification worker queues deadline reminders and delivers due SMS and WeChat notifications from the outbox (0 turns it off)'),
  NOTIFY_QUIET_HOURS: text(
    '22-8',
    'default quiet hours in China time (UTC+8), `FROM-TO` in whole hours (`22-8`: 22:00 to 08:00), or `off`: notifications that are not urgent wait until they end; each user may change or turn them off in 我的 > 通知设置',
    { valuesText: '`H-H` or `off`' },
  ),
  NOTIFY_SMS_DAILY_CAP: int(0, 1000, 5, 'notification SMS per user per China day (urgent ones are sent first; past the cap a send is skipped); 0: no notification SMS'),
  SMS_NOTICE_TEMPLATES: optionalText(
    'notification SMS templates, JSON `{"<copy kind>": "<template id>"}` (e.g. `{"order.paid.seller":"1234567"}`); the template fields per kind are in README\'s channel table. With `SMS_PROVIDER=tencent` or `aliyun` a kind without a template is not sent by SMS (skipped); the `log` provider prints `SMS notice for <phone>: <kind> <text> <app link>`',
    { defaultText: 'none', valuesText: 'JSON object' },
  ),
  UPLOAD_MAX_BYTES: int(10 * 1024, 50 * 1024 * 1024, 5 * 1024 * 1024, 'the largest image upload (`POST /api/upload/image`), in bytes'),
  UPLOADS_PER_USER_PER_HOUR: int(1, 100000, 60, 'image uploads one user may make per hour, then 429'),
  LOOKUPS_PER_IP_PER_HOUR: int(1, 1000000, 60, 'blacklist and official-account checks per client IP per hour, then 429'),
  PROBLEMS_PER_USER_PER_DAY: int(1, 10000, 20, 'feedback and problem reports one user may file per 24 h, then 429'),
  COOPERATION_PER_IP_PER_DAY: int(1, 100000, 10, 'business-cooperation enquiries per client IP per 24 h, then 429'),
  COMPENSATION_STANDARD_DAYS: int(1, 3650, 90, 'days after completion an order bought with standard compensation may be claimed on'),
  COMPENSATION_EXTENDED_DAYS: int(1, 3650, 365, 'the same for extended compensation'),
  COMPENSATION_TOPUP_DAYS: int(1, 3650, 365, 'the same for top-up compensation'),
  CLAIM_PAY_WITHIN_HOURS: int(1, 24 * 30, 48, 'a 找回 (account retrieved) claim inside the cover period is paid by the platform from its compensation reserve within this many hours of its evidence being complete (its submission); the buyer sees the time, the console marks later ones overdue'),
  DEPOSIT_FEN: int(0, 100_000_000, 50_000, "the seller's deposit (保证金) in fen, frozen in their wallet; a 包赔 claim on their sale is recovered from it after their wallet balance"),
  DEPOSIT_PRICE_THRESHOLD_FEN: int(0, 1_000_000_000, 500_000, 'a listing priced above this (fen) needs the deposit before it goes on sale'),
  PDF_FONT_PATH: text('/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc', 'the CJK font the trade contract and evidence PDFs are set in (Debian: package fonts-noto-cjk)'),
  PDF_FONT_NAME: text('NotoSansCJKsc-Regular', 'the face of PDF_FONT_PATH to use when it is a collection (.ttc)'),
  DEPOSIT_FOR_MERCHANTS: bool(true, 'merchants (recycling shops) need the deposit whatever their price'),
  DEPOSIT_RELEASE_DAYS: int(1, 3650, 90, "days after the seller's last sale (with no open claim on their sales) before the deposit is released back to their wallet"),
  PAY_PASSWORD_MAX_FAILS: int(1, 100, 5, 'wrong payment passwords in a row before paying from the wallet is locked'),
  PAY_PASSWORD_LOCK_MINUTES: int(1, 30 * 24 * 60, 180, 'how long that lock lasts; resetting the payment password by SMS ends it'),
  REVIEW_HOURS: int(1, 24 * 30, 24, 'the longest a new listing waits for review; the page after submitting tells the seller'),
  HANDOVER_START_HOURS: int(1, 24 * 30, 24, 'hours after payment the seller has to start the handover (换绑); after that, if no step is done, the buyer may refund at once'),
  DISPUTE_ANSWER_HOURS: int(1, 24 * 30, 48, 'hours the seller has to answer a dispute before it goes to customer service by itself'),
  DISPUTE_WINDOW_HOURS: int(1, 24 * 90, 72, 'hours after completion the buyer may still open a dispute (later: a 包赔 claim)'),
  SERVICE_FIRST_REPLY_MINUTES: int(1, 24 * 60, 10, "customer service's target for the first staff answer to a case (a trade room or dispute that needs staff), in minutes of service hours: the console's queues mark cases waiting longer as overdue and 工作台 shows the share answered within it"),
  SERVICE_HOURS: text('09:00-24:00', 'customer service hours, China time (`HH:MM-HH:MM`, start before end, end up to 24:00): waits and response times count only these hours; call-back (回电) windows must lie inside them', { valuesText: '`HH:MM-HH:MM`' }),
  CHAT_POSTS_PER_MINUTE: int(1, 1_000_000, 30, 'chat messages one user may post per minute, then 429'),
  CHAT_FRAMES_PER_SECOND: int(1, 100_000, 20, 'frames one chat socket may send per second (bursts up to twice that); more get an error frame, and a socket that goes on is closed (1008)'),
  REQUESTS_PER_IP_PER_MINUTE: int(0, 100_000_000, 1200, 'API requests per client IP per minute (all of /api but /api/health), then 429; shared through Redis with REDIS_URL; 0 turns it off (the benches do)'),
  SETTLEMENT_HOLD_DAYS: int(
    0,
    90,
    3,
    "days after completion before a sale's proceeds can be withdrawn; while a dispute or a 包赔 claim on the order is open they stay frozen whatever the days. Settling money can still be spent in the shop",
  ),
  WITHDRAW_MIN_FEN: int(1, 100_000_000, 1000, 'the smallest withdrawal (提现), in fen'),
  WITHDRAW_FEE_PERCENT: percent(0.6, 'the withdrawal fee, percent of the amount, taken from it: the account receives amount - fee'),
  WITHDRAW_FEE_MIN_FEN: int(0, 1_000_000, 100, 'the smallest withdrawal fee in fen (0 for none)'),
  WITHDRAW_DAILY_LIMIT_FEN: int(1, 10_000_000_000, 5_000_000, 'fen one user may request per China-time day (rejected requests do not count)'),
  PAYOUT_PROVIDER: oneOf(
    ['sandbox', 'alipay'],
    'sandbox',
    "who pays approved withdrawals: `sandbox` (nothing is sent; the reference says `SANDBOX-`) or `alipay` (Alipay transfer to the user's Alipay account; then only Alipay accounts can be bound)",
  ),
  PAYOUT_SANDBOX: allow('run the payout sandbox with `NODE_ENV=production`, which is refused otherwise (approved withdrawals would leave the wallets and reach nobody)'),
  PAYOUT_ALIPAY_APP_ID: optionalText(
    'with `PAYOUT_PROVIDER=alipay`: the Alipay app that pays (alipay.fund.trans.uni.transfer, product TRANS_ACCOUNT_NO_PWD, needs 单笔转账 signed with Alipay); may be the same app as Alipay pay',
  ),
  PAYOUT_ALIPAY_PRIVATE_KEY_FILE: optionalText("PEM file of that app's RSA2 private key (signs the transfer)", { valuesText: 'file' }),
  PAYOUT_ALIPAY_PUBLIC_KEY_FILE: optionalText(
    "PEM file of Alipay's public key (the transfer's answer is checked against it; an answer that does not verify is a failure, never a payment)",
    { valuesText: 'file' },
  ),
  PAYOUT_ALIPAY_GATEWAY: text(ALIPAY_GATEWAY, "Alipay's gateway (its sandbox `https://openapi-sandbox.dl.alipaydev.com/gateway.do`, or a local fake in the tests)", { format: 'http-url' }),
  SMS_PROVIDER: oneOf(
    ['log', 'tencent', 'aliyun'],
    'log',
    "who sends SMS codes: `log` (the server log: `SMS code for <phone>: <code>`), `tencent` (Tencent Cloud SMS) or `aliyun` (Aliyun SMS). A provider's variables must all be set or the server refuses to start naming the missing ones; a send the provider refuses or cannot make answers 短信发送失败，请稍后再试 and leaves no usable code",
  ),
  SMS_PROVIDER_LOG: allow('run the `log` provider with `NODE_ENV=production`, which is refused otherwise (no SMS would reach anyone)'),
  SMS_TENCENT_SECRET_ID: optionalText('Tencent Cloud API key pair (CAM), with `SMS_PROVIDER=tencent`: the SecretId'),
  SMS_TENCENT_SECRET_KEY: optionalText('its SecretKey', { sensitive: true }),
  SMS_TENCENT_APP_ID: optionalText("the SMS application's SmsSdkAppId"),
  SMS_TENCENT_SIGN_NAME: optionalText('the approved signature (签名)'),
  SMS_TENCENT_TEMPLATE_ID: optionalText('the approved template; one parameter `{1}`, the code (valid 5 minutes)'),
  SMS_TENCENT_REGION: text('ap-guangzhou', 'the API region', { valuesText: 'region' }),
  SMS_TENCENT_ENDPOINT: text('https://sms.tencentcloudapi.com', 'the API address (the tests point it at a local fake)', { format: 'base-url' }),
  SMS_ALIYUN_ACCESS_KEY_ID: optionalText('Aliyun AccessKey pair (RAM user with SMS rights), with `SMS_PROVIDER=aliyun`: the AccessKey ID'),
  SMS_ALIYUN_ACCESS_KEY_SECRET: optionalText('its AccessKey secret', { sensitive: true }),
  SMS_ALIYUN_SIGN_NAME: optionalText('the approved signature (签名)'),
  SMS_ALIYUN_TEMPLATE_CODE: optionalText('the approved template (`SMS_...`); one variable `${code}`'),
  SMS_ALIYUN_REGION: text('cn-hangzhou', 'the API region', { valuesText: 'region' }),
  SMS_ALIYUN_ENDPOINT: text('https://dysmsapi.aliyuncs.com', 'the API address (the tests point it at a local fake)', { format: 'base-url' }),
  WECHAT_LOGIN: oneOf(
    ['sandbox', 'weixin', 'off'],
    'sandbox',
    "the mini program's WeChat login (code2Session): `sandbox` (the openid is derived from the code: tests and demos only), `weixin` (WeChat's `sns/jscode2session`) or `off`",
  ),
  WECHAT_LOGIN_SANDBOX: allow('run the WeChat login sandbox with `NODE_ENV=production`, which is refused otherwise (anyone could log in as a made-up WeChat user)'),
  WECHAT_APPID: optionalText("the mini program's AppID, with `WECHAT_LOGIN=weixin`"),
  WECHAT_SECRET: optionalText('its AppSecret, with `WECHAT_LOGIN=weixin`', { sensitive: true }),
  WECHAT_API_BASE: text('https://api.weixin.qq.com', "where WeChat's API is asked: code2Session, the access token (`cgi-bin/stable_token`), the phone number and subscribe messages (the tests point it at a local fake)", { format: 'base-url' }),
  WECHAT_SUBSCRIBE_TEMPLATES: text(
    '{}',
    'WeChat subscribe-message (订阅消息) templates as JSON: key -> `{"id": template id, "kinds": [copy kinds sent through it], "moments": ["paid", "listed", "dispute"] (when the mini program asks for it: after paying, listing, opening a dispute), "fields": {"thing1": "{title}", "character_string2": "{orderNo}", "time3": "{@now}", "thing4": "{@title}"}}` (`{x}` is a parameter of the message, `{@title}`/`{@text}` its zh-CN title/text, `{@now}` the time of sending). Sent with `WECHAT_APPID`/`WECHAT_SECRET` when `WECHAT_LOGIN=weixin`; logged when it is `sandbox`',
    { valuesText: 'JSON' },
  ),
  WECHAT_SUBSCRIBE_STATE: oneOf(['formal', 'trial', 'developer'], 'formal', "which mini program version a tap on a subscribe message opens (`miniprogram_state`)"),
  PAYMENT_SANDBOX: oneOf(
    ['on', 'off', 'allow'],
    'on',
    'the sandbox cashier (no money moves; the app marks it 沙箱): `on`, `off`, or `allow` to keep it with `NODE_ENV=production`, which is refused otherwise (any buyer could mark orders paid without paying). With `off`, WeChat Pay or Alipay must be configured',
  ),
  WEAPP_IOS_PAYMENT: oneOf(
    ['in_app', 'h5'],
    'in_app',
    "how the mini program takes payment on iOS, where WeChat's rules may refuse virtual goods bought inside a mini program: `in_app` (its cashier, as on Android) or `h5` (the cashier keeps the order unpaid and tells the buyer to finish on the H5 site, with the order number and a link to copy). GET /api/pay/methods tells the app",
  ),
  H5_SITE_URL: optionalText(
    'the H5 site\'s address as buyers open it in a browser, for the link the mini program gives with `WEAPP_IOS_PAYMENT=h5` (the H5 pay page is `/index/pay?orderId=`)',
    { format: 'base-url', defaultText: 'the address the request came to' },
  ),
  WECHATPAY_MCHID: optionalText(
    'WeChat Pay (APIv3) merchant id. WeChat Pay is on when every `WECHATPAY_*` below but `WECHATPAY_BASE_URL` is set (some but not all: the server refuses to start, naming the missing ones). It offers JSAPI in the mini program (buyers who logged in with WeChat) and H5 pay in mobile browsers',
  ),
  WECHATPAY_APPID: optionalText(
    "the mini program's AppID bound to the merchant (the same as `WECHAT_APPID` when that is set: the login's openid is what JSAPI charges)",
  ),
  WECHATPAY_SERIAL: optionalText("serial number of the merchant API certificate (goes into every request's Authorization)"),
  WECHATPAY_PRIVATE_KEY_FILE: optionalText("PEM file of the merchant API private key (`apiclient_key.pem`): signs requests and the mini program's paySign", { valuesText: 'file' }),
  WECHATPAY_PLATFORM_PUBLIC_KEY_FILE: optionalText("WeChat Pay's platform public key (PEM): answers and notifications that do not verify are refused", { valuesText: 'file' }),
  WECHATPAY_PLATFORM_PUBLIC_KEY_ID: optionalText('its id (`PUB_KEY_ID_...`, the `Wechatpay-Serial` of answers and notifications)'),
  WECHATPAY_APIV3_KEY: optionalText("the 32-character APIv3 key: decrypts the notification's resource (AES-256-GCM)", { sensitive: true }),
  WECHATPAY_NOTIFY_URL: optionalText(
    'the https address of `POST /api/pay/notify/wechat` as WeChat Pay reaches it; its origin is also where H5 pay returns the buyer',
    { format: 'http-url' },
  ),
  WECHATPAY_BASE_URL: optionalText('the API address (the tests point it at a local fake)', { format: 'http-url', defaultText: 'https://api.mch.weixin.qq.com/' }),
  ALIPAY_APP_ID: optionalText(
    'Alipay app for mobile website pay (alipay.trade.wap.pay, QUICK_WAP_WAY). Alipay is on when `ALIPAY_APP_ID`, `ALIPAY_PRIVATE_KEY_FILE`, `ALIPAY_PUBLIC_KEY_FILE` and `ALIPAY_NOTIFY_URL` are set (some but not all: refused at start)',
  ),
  ALIPAY_PRIVATE_KEY_FILE: optionalText("PEM file of the app's RSA2 private key (PKCS#1 or PKCS#8): signs the pay URL and refunds", { valuesText: 'file' }),
  ALIPAY_PUBLIC_KEY_FILE: optionalText("PEM file of Alipay's public key: notifications and answers that do not verify are refused", { valuesText: 'file' }),
  ALIPAY_NOTIFY_URL: optionalText(
    'the https address of `POST /api/pay/notify/alipay` (answered with the plain text `success`); its origin is where Alipay returns the buyer',
    { format: 'http-url' },
  ),
  ALIPAY_GATEWAY: optionalText("Alipay's gateway (its sandbox `https://openapi-sandbox.dl.alipaydev.com/gateway.do`, or a local fake in the tests)", {
    format: 'http-url',
    defaultText: ALIPAY_GATEWAY,
  }),
})

export type Env = Static<typeof ConfigSchema>
export type EnvName = keyof Env

/** one variable's schema, with this file's annotations */
type VarSchema = TSchema & Doc & { format?: TextFormat; default?: unknown }

export function variables(): [EnvName, VarSchema][] {
  return Object.entries(ConfigSchema.properties) as [EnvName, VarSchema][]
}

/** the literal values of a oneOf() or allow() variable; null for other types */
export function choices(s: VarSchema): string[] | null {
  if (Array.isArray(s.anyOf)) return s.anyOf.map((l: { const: string }) => l.const)
  if (typeof s.const === 'string') return [s.const]
  return null
}

/**
 * Reads every declared variable from `env`: unset or blank is the default (or undefined), anything else must be a
 * value of its type; each bad one adds a problem naming it (and its default is used, so every problem is found in
 * one pass). `given` holds the names that were set.
 */
export function readEnv(env: NodeJS.ProcessEnv, problems: string[]): { v: Env; given: ReadonlySet<EnvName> } {
  const v: Record<string, unknown> = {}
  const given = new Set<EnvName>()
  for (const [name, s] of variables()) {
    const raw = env[name]?.trim()
    v[name] = s.default
    if (raw === undefined || raw === '') continue
    given.add(name)
    const parsed = parseValue(s, raw)
    if ('problem' in parsed) problems.push(`${name} ${parsed.problem}${s.sensitive ? '' : ` (got "${raw}")`}`)
    else v[name] = parsed.value
  }
  return { v: v as Env, given }
}

function parseValue(s: VarSchema, raw: string): { value: unknown } | { problem: string } {
  const values = choices(s)
  if (values) {
    const lower = raw.toLowerCase()
    if (values.includes(lower)) return { value: lower }
    return { problem: values.length === 1 ? `must be "${values[0]}" or unset` : `must be one of ${values.join(', ')}` }
  }
  switch (s.type) {
    case 'integer': {
      const n = Number(raw)
      if (/^\d+$/.test(raw) && n >= s.minimum && n <= s.maximum) return { value: n }
      return { problem: `must be a whole number from ${s.minimum} to ${s.maximum}` }
    }
    case 'number': {
      const n = Number(raw)
      if (/^\d{1,3}(\.\d{1,2})?$/.test(raw) && n >= s.minimum && n <= s.maximum) return { value: n }
      return { problem: `must be a percentage from ${s.minimum} to ${s.maximum} with at most 2 decimals` }
    }
    case 'boolean': {
      const lower = raw.toLowerCase()
      if (['1', 'true', 'yes', 'on'].includes(lower)) return { value: true }
      if (['0', 'false', 'no', 'off'].includes(lower)) return { value: false }
      return { problem: 'must be true or false' }
    }
    default: {
      if (s.minLength !== undefined && raw.length < s.minLength) return { problem: `must be at least ${s.minLength} characters` }
      const format = s.format ? TEXT_FORMATS[s.format] : null
      if (format && !format.check(raw)) return { problem: format.problem }
      return { value: raw }
    }
  }
}
