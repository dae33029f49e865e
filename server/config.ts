/**
 * Every environment variable of the API server, read and validated once.
 *
 * | Name                       | Default      | Meaning                                                                  |
 * |----------------------------|--------------|--------------------------------------------------------------------------|
 * | PORT                       | 8080         | HTTP port                                                                |
 * | HOST                       | 127.0.0.1    | interface to listen on (0.0.0.0 for all)                                 |
 * | DATA_DIR                   | ./data       | PGlite database folder (DATA_DIR/pglite) and the generated secret key    |
 * | DATABASE_URL               | (unset)      | postgres://... to use a PostgreSQL server instead of PGlite              |
 * | SECRET_KEY                 | (generated)  | >= 32 chars; encrypts ID numbers. Unset: generated into DATA_DIR/secret.key |
 * | SEED                       | true         | load demo data (games, notices, demo users) into an empty database      |
 * | STATIC_DIR                 | ./dist/h5    | built H5 site, served with history fallback when the folder exists       |
 * | ADMIN_DIR                  | ./dist/admin | built operator console, served at /admin/ when its index.html exists     |
 * | TOKEN_TTL_HOURS            | 168          | login session lifetime                                                   |
 * | CAPTCHA_DEBUG_LOG          | false        | log `captcha <captchaId>: <text>` (for automated browser tests only)     |
 * | LOG_LEVEL                  | info         | fatal, error, warn, info, debug, trace or silent                         |
 * | TRUST_PROXY                | false        | behind reverse proxies: their addresses or CIDRs, comma-separated (loopback = 127.0.0.1 and ::1); the client IP is then the last X-Forwarded-For entry they did not add. `true` and hop counts are refused: they would believe an address a client makes up |
 * | SMS_RESEND_SECONDS         | 60           | minimum gap between two SMS codes to one phone                           |
 * | SMS_PER_PHONE_PER_DAY      | 10           | SMS codes per phone per 24 h                                             |
 * | SMS_PER_IP_PER_HOUR        | 30           | SMS codes requested per client IP per hour                               |
 * | SMS_PROVIDER               | log          | who sends SMS codes: log (the server log), tencent or aliyun             |
 * | SMS_PROVIDER_LOG           | (unset)      | allow: the log provider even with NODE_ENV=production (refused there otherwise) |
 * | SMS_TENCENT_SECRET_ID      | (unset)      | Tencent Cloud API SecretId (required with SMS_PROVIDER=tencent, like the next four) |
 * | SMS_TENCENT_SECRET_KEY     | (unset)      | its SecretKey                                                            |
 * | SMS_TENCENT_APP_ID         | (unset)      | SmsSdkAppId of the SMS application                                       |
 * | SMS_TENCENT_SIGN_NAME      | (unset)      | approved signature (签名)                                                |
 * | SMS_TENCENT_TEMPLATE_ID    | (unset)      | approved template with one parameter {1}, the code                       |
 * | SMS_TENCENT_REGION         | ap-guangzhou | API region                                                               |
 * | SMS_TENCENT_ENDPOINT       | https://sms.tencentcloudapi.com | API address (tests point it at a local fake)          |
 * | SMS_ALIYUN_ACCESS_KEY_ID   | (unset)      | Aliyun AccessKey ID (required with SMS_PROVIDER=aliyun, like the next three) |
 * | SMS_ALIYUN_ACCESS_KEY_SECRET | (unset)    | its AccessKey secret                                                     |
 * | SMS_ALIYUN_SIGN_NAME       | (unset)      | approved signature (签名)                                                |
 * | SMS_ALIYUN_TEMPLATE_CODE   | (unset)      | approved template (SMS_...) with one variable ${code}                    |
 * | SMS_ALIYUN_REGION          | cn-hangzhou  | API region                                                               |
 * | SMS_ALIYUN_ENDPOINT        | https://dysmsapi.aliyuncs.com | API address (tests point it at a local fake)            |
 * | WECHAT_LOGIN               | sandbox      | mini-program WeChat login: sandbox (openid derived from the code), weixin or off |
 * | WECHAT_LOGIN_SANDBOX       | (unset)      | allow: the sandbox even with NODE_ENV=production (refused there otherwise) |
 * | WECHAT_APPID               | (unset)      | the mini program's AppID (required with WECHAT_LOGIN=weixin)             |
 * | WECHAT_SECRET              | (unset)      | its AppSecret (required with WECHAT_LOGIN=weixin)                        |
 * | WECHAT_API_BASE            | https://api.weixin.qq.com | code2Session address (tests point it at a local fake)       |
 * | LOGIN_FAILS_PER_ACCOUNT    | 5            | failed password logins per account per window, then 429                  |
 * | LOGIN_FAILS_PER_IP         | 30           | failed password logins per client IP per window, then 429                |
 * | LOGIN_FAIL_WINDOW_MINUTES  | 15           | window of the two login limits                                           |
 * | CAPTCHA_PER_IP_PER_MINUTE  | 30           | image captchas (GET /api/captchaImage) per client IP per minute, then 429 |
 * | PAY_PASSWORD_MAX_FAILS     | 5            | wrong payment passwords in a row, then wallet payment is locked          |
 * | PAY_PASSWORD_LOCK_MINUTES  | 180          | how long that lock lasts                                                 |
 * | PAY_TIMEOUT_MINUTES        | 15           | minutes a new order waits for payment before it expires                  |
 * | PROTECTION_HOURS           | 72           | hours after delivery before an order completes by itself                 |
 * | COMPLETION_DELAY_MAX_HOURS | 72           | how far refused refunds and disputes may push completion past that window, in total (a rental's: past its end) |
 * | SERVICE_FEE_PERCENT        | 2            | buyer's service fee, percent of the price (up to 2 decimals)             |
 * | SERVICE_FEE_MIN_FEN        | 100          | smallest service fee in fen (0 for none)                                 |
 * | SELLER_FEE_PERCENT         | 5            | platform fee kept from the seller's proceeds, percent of the price       |
 * | REVIEW_HOURS               | 24           | how long the review of a new listing takes at most (told to the seller)  |
 * | COMPENSATION_STANDARD_PERCENT | 10        | price of standard compensation (包赔), percent of the price              |
 * | COMPENSATION_EXTENDED_PERCENT | 20        | price of extended compensation, percent of the price                     |
 * | JOB_INTERVAL_SECONDS       | 30           | how often order expiry and auto-complete run (0 turns the loop off)      |
 * | UPLOAD_MAX_BYTES           | 5242880      | largest image upload (POST /api/upload/image), bytes                     |
 * | UPLOADS_PER_USER_PER_HOUR  | 60           | image uploads one user may make per hour, then 429                       |
 * | LOOKUPS_PER_IP_PER_HOUR    | 60           | blacklist and official-account checks per client IP per hour, then 429   |
 * | PROBLEMS_PER_USER_PER_DAY  | 20           | feedback / problem reports one user may file per 24 h, then 429          |
 * | COOPERATION_PER_IP_PER_DAY | 10           | cooperation enquiries per client IP per 24 h, then 429                   |
 * | COMPENSATION_STANDARD_DAYS | 90           | days after completion a standard-compensation order may be claimed on    |
 * | COMPENSATION_EXTENDED_DAYS | 365          | the same for extended compensation                                       |
 * | HANDOVER_START_HOURS       | 24           | hours after payment the seller has to start the handover (换绑); then the buyer may refund at once |
 * | DISPUTE_ANSWER_HOURS       | 48           | hours the seller has to answer a dispute before it goes to staff by itself |
 * | DISPUTE_WINDOW_HOURS       | 72           | hours after completion the buyer may still open a dispute                 |
 * | CHAT_POSTS_PER_MINUTE      | 30           | chat messages one user may post per minute, then 429 (the chat bench raises it) |
 * | CHAT_FRAMES_PER_SECOND     | 20           | frames one chat socket may send per second (bursts up to twice that); more get an error frame, and a socket that goes on is closed (1008) |
 * | REQUESTS_PER_IP_PER_MINUTE | 1200         | API requests per client IP per minute (all of /api but /api/health), then 429; shared through Redis with REDIS_URL; 0 turns it off (the benches do) |
 * | PAYMENT_SANDBOX            | on           | on: the sandbox cashier is offered; off: not; allow: on even with NODE_ENV=production (refused there otherwise) |
 * | WECHATPAY_MCHID            | (unset)      | WeChat Pay merchant id; all WECHATPAY_* but BASE_URL set = WeChat Pay (JSAPI + H5) enabled |
 * | WECHATPAY_APPID            | (unset)      | the mini program's / official account's appid bound to the merchant      |
 * | WECHATPAY_SERIAL           | (unset)      | serial number of the merchant API certificate                            |
 * | WECHATPAY_PRIVATE_KEY_FILE | (unset)      | PEM file of the merchant API private key (apiclient_key.pem)             |
 * | WECHATPAY_PLATFORM_PUBLIC_KEY_FILE | (unset) | PEM file of the WeChat Pay platform public key (checks answers and notifications) |
 * | WECHATPAY_PLATFORM_PUBLIC_KEY_ID | (unset) | its id (PUB_KEY_ID_...), sent by WeChat Pay as Wechatpay-Serial         |
 * | WECHATPAY_APIV3_KEY        | (unset)      | the 32-character APIv3 key (decrypts notifications)                      |
 * | WECHATPAY_NOTIFY_URL       | (unset)      | https URL of POST /api/pay/notify/wechat as WeChat Pay reaches it        |
 * | WECHATPAY_BASE_URL         | https://api.mch.weixin.qq.com/ | API address (tests point it at a local fake)           |
 * | ALIPAY_APP_ID              | (unset)      | Alipay app id; all ALIPAY_* but GATEWAY set = Alipay WAP pay enabled      |
 * | ALIPAY_PRIVATE_KEY_FILE    | (unset)      | PEM file of the app's private key (RSA2)                                 |
 * | ALIPAY_PUBLIC_KEY_FILE     | (unset)      | PEM file of Alipay's public key (checks notifications and answers)       |
 * | ALIPAY_NOTIFY_URL          | (unset)      | https URL of POST /api/pay/notify/alipay as Alipay reaches it            |
 * | ALIPAY_GATEWAY             | https://openapi.alipay.com/gateway.do | gateway address (sandbox gateway, or a local fake in tests) |
 * | SETTLEMENT_HOLD_DAYS       | 3            | days after completion before a sale's proceeds can be withdrawn (frozen longer while a dispute or claim is open) |
 * | WITHDRAW_MIN_FEN           | 1000         | smallest withdrawal (提现), fen                                          |
 * | WITHDRAW_FEE_PERCENT       | 0.6          | withdrawal fee, percent of the amount (up to 2 decimals), taken from it  |
 * | WITHDRAW_FEE_MIN_FEN       | 100          | smallest withdrawal fee, fen (0 for none)                                |
 * | WITHDRAW_DAILY_LIMIT_FEN   | 5000000      | fen one user may request per China-time day                              |
 * | PAYOUT_PROVIDER            | sandbox      | who pays approved withdrawals: sandbox (no money moves) or alipay        |
 * | PAYOUT_SANDBOX             | (unset)      | allow: the payout sandbox even with NODE_ENV=production (refused there otherwise) |
 * | PAYOUT_ALIPAY_APP_ID       | (unset)      | Alipay app id of transfers (alipay.fund.trans.uni.transfer); required with PAYOUT_PROVIDER=alipay |
 * | PAYOUT_ALIPAY_PRIVATE_KEY_FILE | (unset)  | PEM file of that app's private key (RSA2)                                |
 * | PAYOUT_ALIPAY_PUBLIC_KEY_FILE | (unset)   | PEM file of Alipay's public key (checks the transfer's answer)           |
 * | PAYOUT_ALIPAY_GATEWAY      | https://openapi.alipay.com/gateway.do | gateway address (Alipay's sandbox, or a local fake in tests) |
 */
import { randomBytes } from 'node:crypto'
import { isIP } from 'node:net'
import { existsSync, linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { readSmsConfig, type SmsConfig } from './lib/sms-config'
import { readWechatLoginConfig, type WechatLoginConfig } from './modules/identity/wechat-config'

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
  seed: boolean
  staticDir: string
  /** the built operator console (npm run build:admin), served at /admin/ */
  adminDir: string
  tokenTtlHours: number
  captchaDebugLog: boolean
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
  jobIntervalSeconds: number
  /** images are stored under DATA_DIR/uploads by the local storage (lib/storage.ts) */
  uploadMaxBytes: number
  /** compensation claims: the guarantee window after completion, per level */
  compensationStandardDays: number
  compensationExtendedDays: number
  /** the trade room (contract/trade.ts): handover start deadline, dispute answer deadline and window */
  handoverStartHours: number
  disputeAnswerHours: number
  disputeWindowHours: number
  /** who sends SMS codes (lib/sms-config.ts) */
  sms: SmsConfig
  /** code2Session of the mini program's WeChat login (modules/identity) */
  wechatLogin: WechatLoginConfig
  payout: PayoutConfig
  payment: PaymentConfig
  /** the catalogue's page cache (modules/goods/list-cache.ts) */
  listCache: { enabled: boolean; maxEntries: number; ttlSeconds: number; redisUrl: string | null }
  /** fixed product rules, not environment variables */
  smsCodeTtlSeconds: number
  smsMaxAttempts: number
  captchaTtlSeconds: number
}

/** money out (提现): settlement, the withdrawal rules and the payout provider (modules/payout) */
export interface PayoutConfig {
  settlementDays: number
  minFen: number
  feePercent: number
  feeMinFen: number
  dailyLimitFen: number
  provider: 'sandbox' | 'alipay'
  alipay: { appId: string; privateKey: string; alipayPublicKey: string; gateway: string } | null
}

export interface WechatPayConfig {
  mchid: string
  appid: string
  serial: string
  /** PEM text, read from the files at start */
  privateKey: string
  platformPublicKey: string
  platformPublicKeyId: string
  apiv3Key: string
  notifyUrl: string
  baseUrl: string
}

export interface AlipayConfig {
  appId: string
  privateKey: string
  alipayPublicKey: string
  notifyUrl: string
  gateway: string
}

/** lib/payments.ts: the enabled providers */
export interface PaymentConfig {
  sandbox: boolean
  wechat: WechatPayConfig | null
  alipay: AlipayConfig | null
}

export class ConfigError extends Error {}

export function defaultConfig(): Config {
  return {
    port: 8080,
    host: '127.0.0.1',
    dataDir: resolve('data'),
    databaseUrl: null,
    secretKey: null,
    seed: true,
    staticDir: resolve('dist/h5'),
    adminDir: resolve('dist/admin'),
    tokenTtlHours: 168,
    captchaDebugLog: false,
    logLevel: 'info',
    trustProxy: false,
    limits: {
      smsResendSeconds: 60,
      smsPerPhonePerDay: 10,
      smsPerIpPerHour: 30,
      loginFailsPerAccount: 5,
      loginFailsPerIp: 30,
      loginFailWindowSeconds: 15 * 60,
      captchaPerIpPerMinute: 30,
      payPasswordMaxFails: 5,
      payPasswordLockMinutes: 180,
      uploadsPerUserPerHour: 60,
      lookupsPerIpPerHour: 60,
      problemsPerUserPerDay: 20,
      cooperationPerIpPerDay: 10,
      chatPostsPerMinute: 30,
      chatFramesPerSecond: 20,
      requestsPerIpPerMinute: 1200,
    },
    payTimeoutMinutes: 15,
    protectionHours: 72,
    completionDelayMaxHours: 72,
    serviceFeePercent: 2,
    serviceFeeMinFen: 100,
    sellerFeePercent: 5,
    reviewHours: 24,
    compensationStandardPercent: 10,
    compensationExtendedPercent: 20,
    jobIntervalSeconds: 30,
    uploadMaxBytes: 5 * 1024 * 1024,
    compensationStandardDays: 90,
    compensationExtendedDays: 365,
    handoverStartHours: 24,
    disputeAnswerHours: 48,
    disputeWindowHours: 72,
    sms: { provider: 'log' },
    wechatLogin: { provider: 'sandbox' },
    payout: { settlementDays: 3, minFen: 1000, feePercent: 0.6, feeMinFen: 100, dailyLimitFen: 5_000_000, provider: 'sandbox', alipay: null },
    payment: { sandbox: true, wechat: null, alipay: null },
    listCache: { enabled: true, maxEntries: 2000, ttlSeconds: 30, redisUrl: null },
    smsCodeTtlSeconds: 300,
    smsMaxAttempts: 5,
    captchaTtlSeconds: 300,
  }
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']

/** Reads `env` (process.env by default); throws ConfigError naming every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const c = defaultConfig()
  const problems: string[] = []
  const str = (name: string) => {
    const v = env[name]
    return v === undefined || v.trim() === '' ? undefined : v.trim()
  }
  const int = (name: string, min: number, max: number, fallback: number) => {
    const v = str(name)
    if (v === undefined) return fallback
    const n = Number(v)
    if (!/^\d+$/.test(v) || n < min || n > max) {
      problems.push(`${name} must be a whole number from ${min} to ${max} (got "${v}")`)
      return fallback
    }
    return n
  }
  const percent = (name: string, fallback: number) => {
    const v = str(name)
    if (v === undefined) return fallback
    const n = Number(v)
    if (!/^\d{1,3}(\.\d{1,2})?$/.test(v) || n > 100) {
      problems.push(`${name} must be a percentage from 0 to 100 with at most 2 decimals (got "${v}")`)
      return fallback
    }
    return n
  }
  const bool = (name: string, fallback: boolean) => {
    const v = str(name)?.toLowerCase()
    if (v === undefined) return fallback
    if (['1', 'true', 'yes', 'on'].includes(v)) return true
    if (['0', 'false', 'no', 'off'].includes(v)) return false
    problems.push(`${name} must be true or false (got "${env[name]}")`)
    return fallback
  }

  c.port = int('PORT', 0, 65535, c.port)
  c.host = str('HOST') ?? c.host
  c.dataDir = resolve(str('DATA_DIR') ?? c.dataDir)
  const dbUrl = str('DATABASE_URL')
  if (dbUrl !== undefined && !/^postgres(ql)?:\/\//.test(dbUrl)) {
    problems.push('DATABASE_URL must start with postgres:// or postgresql://')
  }
  c.databaseUrl = dbUrl ?? null
  const secret = str('SECRET_KEY')
  if (secret !== undefined && secret.length < 32) problems.push('SECRET_KEY must be at least 32 characters')
  c.seed = bool('SEED', c.seed)
  c.staticDir = resolve(str('STATIC_DIR') ?? c.staticDir)
  c.adminDir = resolve(str('ADMIN_DIR') ?? c.adminDir)
  c.tokenTtlHours = int('TOKEN_TTL_HOURS', 1, 24 * 365, c.tokenTtlHours)
  c.captchaDebugLog = bool('CAPTCHA_DEBUG_LOG', c.captchaDebugLog)
  const level = str('LOG_LEVEL')?.toLowerCase()
  if (level !== undefined && !LOG_LEVELS.includes(level)) {
    problems.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}`)
  }
  c.logLevel = level && LOG_LEVELS.includes(level) ? level : c.logLevel
  c.trustProxy = trustProxy(str('TRUST_PROXY'), problems)
  const l = c.limits
  l.smsResendSeconds = int('SMS_RESEND_SECONDS', 1, 86400, l.smsResendSeconds)
  l.smsPerPhonePerDay = int('SMS_PER_PHONE_PER_DAY', 1, 100000, l.smsPerPhonePerDay)
  l.smsPerIpPerHour = int('SMS_PER_IP_PER_HOUR', 1, 1000000, l.smsPerIpPerHour)
  l.loginFailsPerAccount = int('LOGIN_FAILS_PER_ACCOUNT', 1, 100000, l.loginFailsPerAccount)
  l.loginFailsPerIp = int('LOGIN_FAILS_PER_IP', 1, 1000000, l.loginFailsPerIp)
  l.loginFailWindowSeconds = 60 * int('LOGIN_FAIL_WINDOW_MINUTES', 1, 24 * 60, l.loginFailWindowSeconds / 60)
  l.captchaPerIpPerMinute = int('CAPTCHA_PER_IP_PER_MINUTE', 1, 1_000_000, l.captchaPerIpPerMinute)
  l.payPasswordMaxFails = int('PAY_PASSWORD_MAX_FAILS', 1, 100, l.payPasswordMaxFails)
  l.payPasswordLockMinutes = int('PAY_PASSWORD_LOCK_MINUTES', 1, 30 * 24 * 60, l.payPasswordLockMinutes)
  c.payTimeoutMinutes = int('PAY_TIMEOUT_MINUTES', 1, 24 * 60, c.payTimeoutMinutes)
  c.protectionHours = int('PROTECTION_HOURS', 1, 24 * 90, c.protectionHours)
  c.completionDelayMaxHours = int('COMPLETION_DELAY_MAX_HOURS', 0, 24 * 90, c.completionDelayMaxHours)
  c.serviceFeePercent = percent('SERVICE_FEE_PERCENT', c.serviceFeePercent)
  c.serviceFeeMinFen = int('SERVICE_FEE_MIN_FEN', 0, 1_000_000, c.serviceFeeMinFen)
  c.sellerFeePercent = percent('SELLER_FEE_PERCENT', c.sellerFeePercent)
  c.reviewHours = int('REVIEW_HOURS', 1, 24 * 30, c.reviewHours)
  c.compensationStandardPercent = percent('COMPENSATION_STANDARD_PERCENT', c.compensationStandardPercent)
  c.compensationExtendedPercent = percent('COMPENSATION_EXTENDED_PERCENT', c.compensationExtendedPercent)
  c.jobIntervalSeconds = int('JOB_INTERVAL_SECONDS', 0, 86400, c.jobIntervalSeconds)
  c.uploadMaxBytes = int('UPLOAD_MAX_BYTES', 10 * 1024, 50 * 1024 * 1024, c.uploadMaxBytes)
  l.uploadsPerUserPerHour = int('UPLOADS_PER_USER_PER_HOUR', 1, 100000, l.uploadsPerUserPerHour)
  l.lookupsPerIpPerHour = int('LOOKUPS_PER_IP_PER_HOUR', 1, 1000000, l.lookupsPerIpPerHour)
  l.problemsPerUserPerDay = int('PROBLEMS_PER_USER_PER_DAY', 1, 10000, l.problemsPerUserPerDay)
  l.cooperationPerIpPerDay = int('COOPERATION_PER_IP_PER_DAY', 1, 100000, l.cooperationPerIpPerDay)
  l.chatPostsPerMinute = int('CHAT_POSTS_PER_MINUTE', 1, 1_000_000, l.chatPostsPerMinute)
  l.chatFramesPerSecond = int('CHAT_FRAMES_PER_SECOND', 1, 100_000, l.chatFramesPerSecond)
  l.requestsPerIpPerMinute = int('REQUESTS_PER_IP_PER_MINUTE', 0, 100_000_000, l.requestsPerIpPerMinute)
  c.compensationStandardDays = int('COMPENSATION_STANDARD_DAYS', 1, 3650, c.compensationStandardDays)
  c.compensationExtendedDays = int('COMPENSATION_EXTENDED_DAYS', 1, 3650, c.compensationExtendedDays)
  c.handoverStartHours = int('HANDOVER_START_HOURS', 1, 24 * 30, c.handoverStartHours)
  c.disputeAnswerHours = int('DISPUTE_ANSWER_HOURS', 1, 24 * 30, c.disputeAnswerHours)
  c.disputeWindowHours = int('DISPUTE_WINDOW_HOURS', 1, 24 * 90, c.disputeWindowHours)
  c.listCache.enabled = bool('LIST_CACHE', c.listCache.enabled)
  c.listCache.maxEntries = int('LIST_CACHE_MAX_ENTRIES', 1, 1_000_000, c.listCache.maxEntries)
  c.listCache.ttlSeconds = int('LIST_CACHE_TTL_SECONDS', 1, 86400, c.listCache.ttlSeconds)
  const redisUrl = str('REDIS_URL')
  if (redisUrl !== undefined && !/^rediss?:\/\//.test(redisUrl)) problems.push('REDIS_URL must start with redis:// or rediss://')
  else c.listCache.redisUrl = redisUrl ?? null
  const po = c.payout
  po.settlementDays = int('SETTLEMENT_HOLD_DAYS', 0, 90, po.settlementDays)
  po.minFen = int('WITHDRAW_MIN_FEN', 1, 100_000_000, po.minFen)
  po.feePercent = percent('WITHDRAW_FEE_PERCENT', po.feePercent)
  po.feeMinFen = int('WITHDRAW_FEE_MIN_FEN', 0, 1_000_000, po.feeMinFen)
  po.dailyLimitFen = int('WITHDRAW_DAILY_LIMIT_FEN', 1, 10_000_000_000, po.dailyLimitFen)
  const payoutProvider = str('PAYOUT_PROVIDER')?.toLowerCase() ?? 'sandbox'
  if (payoutProvider !== 'sandbox' && payoutProvider !== 'alipay') problems.push(`PAYOUT_PROVIDER must be sandbox or alipay (got "${payoutProvider}")`)
  else po.provider = payoutProvider
  const payoutSandbox = str('PAYOUT_SANDBOX')?.toLowerCase()
  if (payoutSandbox !== undefined && payoutSandbox !== 'allow') problems.push(`PAYOUT_SANDBOX must be allow or unset (got "${env.PAYOUT_SANDBOX}")`)
  if (po.provider === 'sandbox' && env.NODE_ENV === 'production' && payoutSandbox !== 'allow') {
    problems.push(
      'the sandbox payout provider is enabled with NODE_ENV=production: approved withdrawals would leave the wallets and reach nobody. ' +
        'Set PAYOUT_PROVIDER=alipay with its PAYOUT_ALIPAY_* settings, or PAYOUT_SANDBOX=allow to run a demo on purpose',
    )
  }
  if (po.provider === 'alipay') {
    const pem = (name: string) => {
      const file = str(name)
      if (file === undefined) return void problems.push(`${name} is required with PAYOUT_PROVIDER=alipay`)
      try {
        return readFileSync(file, 'utf8')
      } catch {
        problems.push(`${name}: cannot read ${file}`)
      }
    }
    const appId = str('PAYOUT_ALIPAY_APP_ID')
    if (appId === undefined) problems.push('PAYOUT_ALIPAY_APP_ID is required with PAYOUT_PROVIDER=alipay')
    const privateKey = pem('PAYOUT_ALIPAY_PRIVATE_KEY_FILE')
    const alipayPublicKey = pem('PAYOUT_ALIPAY_PUBLIC_KEY_FILE')
    const gateway = str('PAYOUT_ALIPAY_GATEWAY') ?? 'https://openapi.alipay.com/gateway.do'
    if (!/^https?:\/\//.test(gateway)) problems.push('PAYOUT_ALIPAY_GATEWAY must be an http(s) URL')
    if (appId && privateKey && alipayPublicKey) po.alipay = { appId, privateKey, alipayPublicKey, gateway }
  }
  c.sms = readSmsConfig(env, str, problems)
  c.wechatLogin = readWechatLoginConfig(env, str, problems)

  c.payment = paymentConfig(env, problems)

  if (problems.length > 0) throw new ConfigError('Invalid configuration:\n  - ' + problems.join('\n  - '))
  c.secretKey = secret ?? readOrCreateSecret(c.dataDir)
  return c
}

/** proxy-addr's names for address ranges, accepted in TRUST_PROXY beside addresses and CIDRs */
const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal']
const TRUST_PROXY_EXAMPLE =
  'TRUST_PROXY=127.0.0.1 (or loopback) for a reverse proxy on the same machine, or the proxies\' addresses or CIDRs, comma-separated (e.g. TRUST_PROXY=10.0.0.0/8)'

/**
 * TRUST_PROXY: the reverse proxies whose X-Forwarded-For is believed, by address. The entries a trusted proxy
 * appended are true; a client can write anything before them, so trusting every hop (true) would let any client pick
 * the IP its per-IP limits count against. A hop count cannot tell a proxy from a client that connects directly with
 * a made-up header, so Fastify trusts nothing for a number; it is refused here rather than silently ignored.
 */
function trustProxy(v: string | undefined, problems: string[]): Config['trustProxy'] {
  const lower = v?.toLowerCase()
  if (lower === undefined || ['0', 'false', 'no', 'off'].includes(lower)) return false
  if (['true', 'yes', 'on'].includes(lower)) {
    problems.push(
      `TRUST_PROXY=${v} would take the client IP from whatever X-Forwarded-For a client sends, so every per-IP limit could be dodged; set ${TRUST_PROXY_EXAMPLE}`,
    )
    return false
  }
  if (/^\d+$/.test(lower)) {
    problems.push(`TRUST_PROXY=${v}: a number of proxies cannot tell a proxy from a client that connects directly; set ${TRUST_PROXY_EXAMPLE}`)
    return false
  }
  const list = lower.split(',').map((a) => a.trim())
  const bad = list.filter((a) => !PROXY_RANGE_NAMES.includes(a) && !isAddressOrCidr(a))
  if (bad.length > 0) {
    problems.push(`TRUST_PROXY must be IP addresses or CIDRs (or loopback, linklocal, uniquelocal), comma-separated (not "${bad.join('", "')}")`)
    return false
  }
  return list
}

function isAddressOrCidr(a: string): boolean {
  const [addr, bits, ...rest] = a.split('/')
  const family = isIP(addr)
  if (family === 0 || rest.length > 0) return false
  if (bits === undefined) return true
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128)
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

/**
 * The payment providers: one is enabled when all its variables are set; some but not all is a mistake worth
 * refusing to start over (a half-configured provider would fail at the first buyer). In production the sandbox,
 * which marks orders paid without money, must be switched off or explicitly allowed.
 */
export function paymentConfig(env: NodeJS.ProcessEnv, problems: string[]): PaymentConfig {
  const str = (name: string) => {
    const v = env[name]
    return v === undefined || v.trim() === '' ? undefined : v.trim()
  }
  const pem = (name: string) => {
    const file = str(name)
    if (file === undefined) return ''
    try {
      const text = readFileSync(resolve(file), 'utf8')
      if (!/-----BEGIN [A-Z ]*(PRIVATE|PUBLIC) KEY-----/.test(text)) problems.push(`${name}: ${file} holds no PEM key`)
      return text
    } catch {
      problems.push(`${name}: cannot read ${file}`)
      return ''
    }
  }
  const url = (name: string, fallback?: string) => {
    const v = str(name) ?? fallback
    if (v !== undefined && !/^https?:\/\/[^\s]+$/.test(v)) problems.push(`${name} must be an http(s) URL (got "${v}")`)
    return v
  }
  /** all set -> the values; none set -> null; some -> a problem naming the missing ones */
  const group = (label: string, names: string[]) => {
    const missing = names.filter((n) => str(n) === undefined)
    if (missing.length === names.length) return false
    if (missing.length > 0) {
      problems.push(`${label} is partly configured: set ${missing.join(', ')} too (or none of its variables)`)
      return false
    }
    return true
  }

  const p: PaymentConfig = { sandbox: true, wechat: null, alipay: null }
  const wx = ['WECHATPAY_MCHID', 'WECHATPAY_APPID', 'WECHATPAY_SERIAL', 'WECHATPAY_PRIVATE_KEY_FILE', 'WECHATPAY_PLATFORM_PUBLIC_KEY_FILE', 'WECHATPAY_PLATFORM_PUBLIC_KEY_ID', 'WECHATPAY_APIV3_KEY', 'WECHATPAY_NOTIFY_URL']
  if (group('WeChat Pay', wx)) {
    const apiv3Key = str('WECHATPAY_APIV3_KEY')!
    if (Buffer.byteLength(apiv3Key) !== 32) problems.push('WECHATPAY_APIV3_KEY must be the 32-character APIv3 key')
    p.wechat = {
      mchid: str('WECHATPAY_MCHID')!,
      appid: str('WECHATPAY_APPID')!,
      serial: str('WECHATPAY_SERIAL')!,
      privateKey: pem('WECHATPAY_PRIVATE_KEY_FILE'),
      platformPublicKey: pem('WECHATPAY_PLATFORM_PUBLIC_KEY_FILE'),
      platformPublicKeyId: str('WECHATPAY_PLATFORM_PUBLIC_KEY_ID')!,
      apiv3Key,
      notifyUrl: url('WECHATPAY_NOTIFY_URL')!,
      baseUrl: url('WECHATPAY_BASE_URL', 'https://api.mch.weixin.qq.com/')!,
    }
    // an openid belongs to one app: JSAPI pay charges the openid WeChat login found, so both must be the same app
    const loginApp = str('WECHAT_APPID')
    if (loginApp !== undefined && loginApp !== p.wechat.appid) {
      problems.push(`WECHATPAY_APPID (${p.wechat.appid}) must be the mini program's WECHAT_APPID (${loginApp}): an openid is only valid for its own app`)
    }
  } else if (str('WECHATPAY_BASE_URL') !== undefined) {
    problems.push('WECHATPAY_BASE_URL is set but WeChat Pay is not configured (WECHATPAY_MCHID ...)')
  }
  const ali = ['ALIPAY_APP_ID', 'ALIPAY_PRIVATE_KEY_FILE', 'ALIPAY_PUBLIC_KEY_FILE', 'ALIPAY_NOTIFY_URL']
  if (group('Alipay', ali)) {
    p.alipay = {
      appId: str('ALIPAY_APP_ID')!,
      privateKey: pem('ALIPAY_PRIVATE_KEY_FILE'),
      alipayPublicKey: pem('ALIPAY_PUBLIC_KEY_FILE'),
      notifyUrl: url('ALIPAY_NOTIFY_URL')!,
      gateway: url('ALIPAY_GATEWAY', 'https://openapi.alipay.com/gateway.do')!,
    }
  } else if (str('ALIPAY_GATEWAY') !== undefined) {
    problems.push('ALIPAY_GATEWAY is set but Alipay is not configured (ALIPAY_APP_ID ...)')
  }

  const sandbox = str('PAYMENT_SANDBOX')?.toLowerCase() ?? 'on'
  if (!['on', 'off', 'allow'].includes(sandbox)) problems.push(`PAYMENT_SANDBOX must be on, off or allow (got "${env.PAYMENT_SANDBOX}")`)
  p.sandbox = sandbox !== 'off'
  if (env.NODE_ENV === 'production' && sandbox === 'on') {
    problems.push(
      'the sandbox payment provider is enabled with NODE_ENV=production: any buyer could mark orders paid without paying. ' +
        'Configure WeChat Pay or Alipay and set PAYMENT_SANDBOX=off, or set PAYMENT_SANDBOX=allow to run a demo on purpose',
    )
  }
  if (!p.sandbox && !p.wechat && !p.alipay) problems.push('PAYMENT_SANDBOX=off but neither WeChat Pay nor Alipay is configured: orders could not be paid')
  return p
}
