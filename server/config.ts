/**
 * The server's configuration, read and validated once. Every environment variable is declared in config-schema.ts
 * (type, allowed values, default, meaning); this file turns their values into a Config and adds the rules that
 * join several of them, most of all what NODE_ENV=production refuses. Every problem is reported at once.
 */
import { randomBytes } from 'node:crypto'
import { existsSync, linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { readEnv, type Env, type EnvName } from './config-schema'
import { payoutConfig, type PayoutConfig } from './config-payout'
import { trustProxy } from './config-proxy'
import { parseServiceHours } from '../contract/customer-service'
import type { PasswordHashCost } from './lib/crypto'
import { readPaymentConfig, type PaymentConfig } from './lib/payment-config'
import { readSmsConfig, type SmsConfig } from './lib/sms-config'
import { readWechatLoginConfig, type WechatLoginConfig } from './modules/identity/wechat-config'
import { routeOf } from './modules/notification/channels-table'
import { readWechatSubscribeConfig, type WechatSubscribeConfig } from './modules/notification/wechat-config'

export { paymentConfig, type AlipayConfig, type PaymentConfig, type WechatPayConfig } from './lib/payment-config'
export type { PayoutConfig } from './config-payout'

export interface OfferConfig {
  responseHours: number
  maxRounds: number
  openPerBuyer: number
  minPercent: number
  perUserPerHour: number
  savedSearchesPerUser: number
  savedSearchDailyCap: number
}

export interface RateLimits {
  smsResendSeconds: number
  smsPerPhonePerDay: number
  smsPerIpPerHour: number
  loginFailsPerAccount: number
  loginFailsPerIp: number
  loginFailWindowSeconds: number
  captchaPerIpPerMinute: number
  payPasswordMaxFails: number
  payPasswordLockMinutes: number
  uploadsPerUserPerHour: number
  lookupsPerIpPerHour: number
  problemsPerUserPerDay: number
  cooperationPerIpPerDay: number
  chatPostsPerMinute: number
  /** a chat socket's frame budget per second (modules/chat/frame-budget.ts) */
  chatFramesPerSecond: number
  /** the general per-client limit in front of the API (lib/client-rate-limit.ts); 0 = off */
  requestsPerIpPerMinute: number
}

export interface Config {
  port: number
  host: string
  dataDir: string
  databaseUrl: string | null
  /** null until resolved by loadConfig (or given by a test) */
  secretKey: string | null
  /** NODE_ENV=production: the sandboxes, the demo data and made-up keys are refused unless allowed */
  production: boolean
  seed: boolean
  /** DEMO_DATA=allow: the demo shop may be loaded, or already be there, under NODE_ENV=production */
  demoDataAllowed: boolean
  /** PostgreSQL: the owner role's URL that migrates; DATABASE_URL's role then only reads and writes rows */
  databaseMigrationUrl: string | null
  /** the role granted the runtime privileges by the migration role (DATABASE_URL's user unless set) */
  databaseRuntimeRole: string | null
  staticDir: string
  /** the built operator console (npm run build:admin), served at /admin/ */
  adminDir: string
  tokenTtlHours: number
  captchaDebugLog: boolean
  passwordHashCost: PasswordHashCost
  logLevel: string
  /** Fastify's trustProxy: false, or the proxies' addresses, CIDRs and proxy-addr range names */
  trustProxy: false | string[]
  limits: RateLimits
  /** orders and fees; percentages are of the listing price, fees are rounded half up to whole fen */
  payTimeoutMinutes: number
  protectionHours: number
  /** the most a refused refund or dispute may push an order's completion past its first window, in all */
  completionDelayMaxHours: number
  serviceFeePercent: number
  serviceFeeMinFen: number
  sellerFeePercent: number
  reviewHours: number
  compensationStandardPercent: number
  compensationExtendedPercent: number
  compensationTopupPercent: number
  /** a top-up claim's cap, percent of the price (claim/service.ts claimCap) */
  compensationTopupCapPercent: number
  /** the 找回 risk bounds of each tier's price (modules/risk/fee.ts): score 0 pays min, 100 pays max */
  compensationRisk: { standard: { min: number; max: number }; extended: { min: number; max: number }; topup: { min: number; max: number } }
  /** 议价 and the buyer's alerts (modules/offer, modules/alert) */
  offers: OfferConfig
  jobIntervalSeconds: number
  /** a background item (an order's expiry or completion, a provider refund...) that failed this often is set aside */
  jobMaxAttempts: number
  /** the wait after an item's first failure; it doubles with each further one up to jobBackoffMaxSeconds */
  jobBackoffSeconds: number
  jobBackoffMaxSeconds: number
  /** notifications outside the app (modules/notification) */
  notify: NotifyConfig
  /** images are stored under DATA_DIR/uploads by the local storage (lib/storage.ts) */
  uploadMaxBytes: number
  /** compensation claims: the guarantee window after completion, per level */
  compensationStandardDays: number
  /** valuation (modules/valuation): deal weighting, the too-few threshold, the badge margin, the table refresh */
  valuation: { halfLifeDays: number; lookbackDays: number; minComparables: number; belowMarginPercent: number; refreshSeconds: number }
  compensationExtendedDays: number
  compensationTopupDays: number
  /** 找回 protection (contract/protection.ts): the platform's payment deadline and the seller deposit */
  claimPayWithinHours: number
  deposit: { fen: number; priceThresholdFen: number; forMerchants: boolean; releaseDays: number }
  /** the font of generated PDFs (trade contracts) */
  pdf: { fontPath: string; fontName: string }
  /** the trade room (contract/trade.ts): handover start deadline, dispute answer deadline and window */
  handoverStartHours: number
  disputeAnswerHours: number
  disputeWindowHours: number
  /** customer service (modules/service): the first-answer target and the hours it counts in (minutes of the China day) */
  service: { firstReplyMinutes: number; hours: { start: number; end: number; text: string } }
  /** who sends SMS codes (lib/sms-config.ts) */
  sms: SmsConfig
  /** code2Session of the mini program's WeChat login (modules/identity) */
  wechatLogin: WechatLoginConfig
  /** WeChat subscribe messages (modules/notification/wechat-config.ts) */
  wechatSubscribe: WechatSubscribeConfig
  payout: PayoutConfig
  payment: PaymentConfig
  /** the mini program's cashier on iOS (WEAPP_IOS_PAYMENT) and the H5 site it sends buyers to (H5_SITE_URL) */
  weappIosPayment: 'in_app' | 'h5'
  h5SiteUrl: string | null
  /** the catalogue's page cache (modules/goods/list-cache.ts) */
  listCache: { enabled: boolean; maxEntries: number; ttlSeconds: number; redisUrl: string | null }
  /** fixed product rules, not environment variables */
  smsCodeTtlSeconds: number
  smsMaxAttempts: number
  captchaTtlSeconds: number
  /** start:cluster: worker processes (null: the CPU count) and how long they may take to drain */
  workers: number | null
  shutdownTimeoutSeconds: number
}

/** the notification worker, the default quiet hours (China time, whole hours), the SMS cap and templates */
export interface NotifyConfig {
  intervalSeconds: number
  quietHours: { enabled: boolean; from: number; to: number }
  smsDailyCap: number
  /** copy kind -> the provider's template id */
  smsTemplates: Record<string, string>
}


export class ConfigError extends Error {}

/** the configuration of an empty environment (development defaults), without a secret key */
export function defaultConfig(): Config {
  const problems: string[] = []
  const { v, given } = readEnv({}, problems)
  return fromEnv(v, given, problems)
}

/** Reads `env` (process.env by default); throws ConfigError naming every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const problems: string[] = []
  const { v, given } = readEnv(env, problems)
  const c = fromEnv(v, given, problems)
  if (problems.length > 0) throw new ConfigError('Invalid configuration:\n  - ' + problems.join('\n  - '))
  c.secretKey = v.SECRET_KEY ?? readOrCreateSecret(c.dataDir)
  return c
}

function fromEnv(v: Env, given: ReadonlySet<EnvName>, problems: string[]): Config {
  const production = v.NODE_ENV === 'production'
  const c: Config = {
    port: v.PORT,
    host: v.HOST,
    dataDir: resolve(v.DATA_DIR),
    databaseUrl: v.DATABASE_URL ?? null,
    databaseMigrationUrl: v.DATABASE_MIGRATION_URL ?? null,
    databaseRuntimeRole: v.DATABASE_RUNTIME_ROLE ?? null,
    secretKey: null,
    production,
    // production never gets the demo shop by default: its accounts have published passwords
    seed: v.SEED ?? !production,
    demoDataAllowed: v.DEMO_DATA === 'allow',
    staticDir: resolve(v.STATIC_DIR),
    adminDir: resolve(v.ADMIN_DIR),
    tokenTtlHours: v.TOKEN_TTL_HOURS,
    captchaDebugLog: v.CAPTCHA_DEBUG_LOG,
    passwordHashCost: v.PASSWORD_HASH_COST,
    logLevel: v.LOG_LEVEL,
    trustProxy: trustProxy(v.TRUST_PROXY, problems),
    limits: {
      smsResendSeconds: v.SMS_RESEND_SECONDS,
      smsPerPhonePerDay: v.SMS_PER_PHONE_PER_DAY,
      smsPerIpPerHour: v.SMS_PER_IP_PER_HOUR,
      loginFailsPerAccount: v.LOGIN_FAILS_PER_ACCOUNT,
      loginFailsPerIp: v.LOGIN_FAILS_PER_IP,
      loginFailWindowSeconds: 60 * v.LOGIN_FAIL_WINDOW_MINUTES,
      captchaPerIpPerMinute: v.CAPTCHA_PER_IP_PER_MINUTE,
      payPasswordMaxFails: v.PAY_PASSWORD_MAX_FAILS,
      payPasswordLockMinutes: v.PAY_PASSWORD_LOCK_MINUTES,
      uploadsPerUserPerHour: v.UPLOADS_PER_USER_PER_HOUR,
      lookupsPerIpPerHour: v.LOOKUPS_PER_IP_PER_HOUR,
      problemsPerUserPerDay: v.PROBLEMS_PER_USER_PER_DAY,
      cooperationPerIpPerDay: v.COOPERATION_PER_IP_PER_DAY,
      chatPostsPerMinute: v.CHAT_POSTS_PER_MINUTE,
      chatFramesPerSecond: v.CHAT_FRAMES_PER_SECOND,
      requestsPerIpPerMinute: v.REQUESTS_PER_IP_PER_MINUTE,
    },
    payTimeoutMinutes: v.PAY_TIMEOUT_MINUTES,
    protectionHours: v.PROTECTION_HOURS,
    completionDelayMaxHours: v.COMPLETION_DELAY_MAX_HOURS,
    serviceFeePercent: v.SERVICE_FEE_PERCENT,
    serviceFeeMinFen: v.SERVICE_FEE_MIN_FEN,
    sellerFeePercent: v.SELLER_FEE_PERCENT,
    reviewHours: v.REVIEW_HOURS,
    compensationStandardPercent: v.COMPENSATION_STANDARD_PERCENT,
    compensationExtendedPercent: v.COMPENSATION_EXTENDED_PERCENT,
    compensationTopupPercent: v.COMPENSATION_TOPUP_PERCENT,
    compensationTopupCapPercent: v.COMPENSATION_TOPUP_CAP_PERCENT,
    compensationRisk: {
      standard: riskBounds(v.COMPENSATION_RISK_STANDARD_MIN_PERCENT, v.COMPENSATION_RISK_STANDARD_MAX_PERCENT, v.COMPENSATION_STANDARD_PERCENT, 'STANDARD', problems),
      extended: riskBounds(v.COMPENSATION_RISK_EXTENDED_MIN_PERCENT, v.COMPENSATION_RISK_EXTENDED_MAX_PERCENT, v.COMPENSATION_EXTENDED_PERCENT, 'EXTENDED', problems),
      topup: riskBounds(v.COMPENSATION_RISK_TOPUP_MIN_PERCENT, v.COMPENSATION_RISK_TOPUP_MAX_PERCENT, v.COMPENSATION_TOPUP_PERCENT, 'TOPUP', problems),
    },
    offers: {
      responseHours: v.OFFER_RESPONSE_HOURS,
      maxRounds: v.OFFER_MAX_ROUNDS,
      openPerBuyer: v.OFFER_OPEN_PER_BUYER,
      minPercent: v.OFFER_MIN_PERCENT,
      perUserPerHour: v.OFFERS_PER_USER_PER_HOUR,
      savedSearchesPerUser: v.SAVED_SEARCHES_PER_USER,
      savedSearchDailyCap: v.SAVED_SEARCH_DAILY_CAP,
    },
    jobIntervalSeconds: v.JOB_INTERVAL_SECONDS,
    jobMaxAttempts: v.JOB_MAX_ATTEMPTS,
    jobBackoffSeconds: v.JOB_BACKOFF_SECONDS,
    jobBackoffMaxSeconds: v.JOB_BACKOFF_MAX_SECONDS,
    notify: notifyConfig(v, problems),
    uploadMaxBytes: v.UPLOAD_MAX_BYTES,
    compensationStandardDays: v.COMPENSATION_STANDARD_DAYS,
    valuation: {
      halfLifeDays: v.VALUATION_HALF_LIFE_DAYS,
      lookbackDays: v.VALUATION_LOOKBACK_DAYS,
      minComparables: v.VALUATION_MIN_COMPARABLES,
      belowMarginPercent: v.VALUATION_BELOW_MARGIN_PERCENT,
      refreshSeconds: v.VALUATION_REFRESH_SECONDS,
    },
    compensationExtendedDays: v.COMPENSATION_EXTENDED_DAYS,
    compensationTopupDays: v.COMPENSATION_TOPUP_DAYS,
    claimPayWithinHours: v.CLAIM_PAY_WITHIN_HOURS,
    pdf: { fontPath: v.PDF_FONT_PATH, fontName: v.PDF_FONT_NAME },
    deposit: { fen: v.DEPOSIT_FEN, priceThresholdFen: v.DEPOSIT_PRICE_THRESHOLD_FEN, forMerchants: v.DEPOSIT_FOR_MERCHANTS, releaseDays: v.DEPOSIT_RELEASE_DAYS },
    handoverStartHours: v.HANDOVER_START_HOURS,
    disputeAnswerHours: v.DISPUTE_ANSWER_HOURS,
    disputeWindowHours: v.DISPUTE_WINDOW_HOURS,
    service: serviceConfig(v, problems),
    sms: readSmsConfig(v, problems),
    wechatLogin: readWechatLoginConfig(v, problems),
    wechatSubscribe: readWechatSubscribeConfig(v, problems),
    payout: payoutConfig(v, problems),
    payment: readPaymentConfig(v, given, problems),
    weappIosPayment: v.WEAPP_IOS_PAYMENT,
    h5SiteUrl: v.H5_SITE_URL ? v.H5_SITE_URL.replace(/\/+$/, '') : null,
    listCache: { enabled: v.LIST_CACHE, maxEntries: v.LIST_CACHE_MAX_ENTRIES, ttlSeconds: v.LIST_CACHE_TTL_SECONDS, redisUrl: v.REDIS_URL ?? null },
    smsCodeTtlSeconds: 300,
    smsMaxAttempts: 5,
    captchaTtlSeconds: 300,
    workers: v.WORKERS ?? null,
    shutdownTimeoutSeconds: v.SHUTDOWN_TIMEOUT_SECONDS,
  }
  if (c.jobBackoffMaxSeconds < c.jobBackoffSeconds) problems.push('JOB_BACKOFF_MAX_SECONDS must not be below JOB_BACKOFF_SECONDS')
  if (c.databaseMigrationUrl !== null && c.databaseUrl === null) problems.push('DATABASE_MIGRATION_URL needs DATABASE_URL (it is for PostgreSQL only)')
  if (production) productionRules(v, c, problems)
  return c
}

function notifyConfig(v: Env, problems: string[]): NotifyConfig {
  let quietHours = { enabled: false, from: 22, to: 8 }
  const q = /^(\d{1,2})-(\d{1,2})$/.exec(v.NOTIFY_QUIET_HOURS.trim())
  if (q && Number(q[1]) < 24 && Number(q[2]) < 24 && Number(q[1]) !== Number(q[2])) quietHours = { enabled: true, from: Number(q[1]), to: Number(q[2]) }
  else if (v.NOTIFY_QUIET_HOURS.trim() !== 'off') problems.push('NOTIFY_QUIET_HOURS must be FROM-TO in whole hours 0-23 (e.g. 22-8, two different hours) or off')
  let smsTemplates: Record<string, string> = {}
  if (v.SMS_NOTICE_TEMPLATES !== undefined) {
    let parsed: unknown = null
    try {
      parsed = JSON.parse(v.SMS_NOTICE_TEMPLATES)
    } catch {
      // reported below
    }
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed) && Object.values(parsed).every((t) => typeof t === 'string' && t !== '')) {
      smsTemplates = parsed as Record<string, string>
      const unknown = Object.keys(smsTemplates).filter((kind) => !routeOf(kind)?.channels.includes('sms'))
      if (unknown.length > 0) problems.push(`SMS_NOTICE_TEMPLATES names kinds that are not sent by SMS (see the channel table): ${unknown.join(', ')}`)
    } else {
      problems.push('SMS_NOTICE_TEMPLATES must be a JSON object of copy kind to template id, e.g. {"order.paid.seller":"1234567"}')
    }
  }
  return { intervalSeconds: v.NOTIFY_INTERVAL_SECONDS, quietHours, smsDailyCap: v.NOTIFY_SMS_DAILY_CAP, smsTemplates }
}

/** what only a trial or a test may run; the sandboxes' own rules live with their providers */
function productionRules(v: Env, c: Config, problems: string[]): void {
  if (c.seed && !c.demoDataAllowed) {
    problems.push(
      'SEED=true with NODE_ENV=production would load the demo shop, whose accounts have published passwords (admin / Admin1234 ' +
        "logs into the console, buyer01's wallet can be withdrawn). Unset SEED, or set DEMO_DATA=allow for a demo deployment on purpose",
    )
  }
  if (v.SECRET_KEY === undefined) {
    problems.push(
      'SECRET_KEY is required with NODE_ENV=production: a key generated into DATA_DIR is not the one another container, host or ' +
        'new volume would have, and what it encrypted (real names, ID numbers, payout accounts) could not be read there. ' +
        'Set SECRET_KEY to 32+ random characters (e.g. openssl rand -base64 48), the same for every server process, and keep it',
    )
  }
  if (c.captchaDebugLog) {
    problems.push("CAPTCHA_DEBUG_LOG=true is refused with NODE_ENV=production: it writes every captcha's answer to the log (it is for automated browser tests only)")
  }
  if (c.passwordHashCost === 'fast') {
    problems.push('PASSWORD_HASH_COST=fast is refused with NODE_ENV=production: it makes stolen password hashes cheap to guess (it is for the test suites only)')
  }
}

/**
 * The generated key must survive restarts: without it the stored ID numbers cannot be read. Processes starting
 * together on one DATA_DIR (start:cluster, two servers) must all end up with the same key, so it is written to a
 * file of this process and linked into place: link() fails when another process got there first, and a reader
 * never sees a half-written key.
 */
function readOrCreateSecret(dataDir: string): string {
  const file = join(dataDir, 'secret.key')
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true })
    const mine = `${file}.${process.pid}.tmp`
    writeFileSync(mine, randomBytes(32).toString('base64url') + '\n', { mode: 0o600 })
    try {
      linkSync(mine, file)
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err
    } finally {
      unlinkSync(mine)
    }
  }
  const key = readFileSync(file, 'utf8').trim()
  if (key.length < 32) throw new ConfigError(`${file} holds no usable key (32+ characters expected)`)
  return key
}


function serviceConfig(v: Env, problems: string[]): Config['service'] {
  const text = v.SERVICE_HOURS.trim()
  const hours = parseServiceHours(text)
  if (!hours) problems.push('SERVICE_HOURS must be HH:MM-HH:MM (China time), the start before the end, the end at most 24:00, e.g. 09:00-24:00')
  return { firstReplyMinutes: v.SERVICE_FIRST_REPLY_MINUTES, hours: { ...(hours ?? { start: 9 * 60, end: 24 * 60 }), text } }
}

/** A tier's risk bounds; each unset bound is the tier's flat price, so without them every listing pays that price. */
function riskBounds(min: number | undefined, max: number | undefined, flat: number, tier: string, problems: string[]) {
  const b = { min: min ?? flat, max: max ?? flat }
  if (b.min > b.max) problems.push(`COMPENSATION_RISK_${tier}_MIN_PERCENT (${b.min}) is above COMPENSATION_RISK_${tier}_MAX_PERCENT (${b.max})`)
  return b
}
