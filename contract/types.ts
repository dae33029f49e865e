/**
 * The wire contract shared by the app (src/) and the API server (server/).
 * The app imports these with `import type`; nothing here may pull in runtime code of either side.
 * Amounts are integer fen; times are ISO-8601 strings.
 */

/** Every response body. HTTP status equals `code`; 200 is success. */
export interface Envelope<T = unknown> {
  code: number
  msg: string
  data: T
}

/** Paged lists: `data` of a list endpoint. `pageNum` starts at 1. */
export interface Page<T> {
  rows: T[]
  total: number
}

/** 'staff': customer service (rooms, handovers, disputes); an admin is staff too */
export type Role = 'user' | 'merchant' | 'staff' | 'admin'
export type Gender = 'unknown' | 'male' | 'female'

/** Real-name status as the owner sees it. Name and ID number are always masked on the wire. */
export interface RealNameInfo {
  verified: boolean
  /** e.g. '张*' or '欧阳**'; null until verified */
  name: string | null
  /** e.g. '1101**********123X'; null until verified */
  idNumber: string | null
  /** false for users under 18: they may not trade */
  adult: boolean | null
  verifiedAt: string | null
}

export interface UserProfile {
  id: number
  username: string | null
  phone: string
  nickname: string
  avatar: string | null
  gender: Gender
  email: string | null
  qq: string | null
  wechat: string | null
  signature: string | null
  role: Role
  /** wallet balance in fen */
  balance: number
  realName: RealNameInfo
  createdAt: string
}

/** PUT /system/user/profile: only these fields; anything else is rejected with 400. */
export interface ProfileUpdate {
  nickname?: string
  gender?: Gender
  email?: string | null
  qq?: string | null
  wechat?: string | null
  signature?: string | null
}

export interface CaptchaImage {
  captchaId: string
  /** data URL of an SVG image */
  img: string
  expiresIn: number
}

/**
 * GET /sms/sendYzm?phone&scene   scene 'login' | 'reset': the phone must belong to an account.
 * GET /sms/sendYzm/new?phone     scene 'register': the phone must not belong to an account.
 */
export type SmsScene = 'login' | 'register' | 'reset' | 'pay_password'
export interface SmsSent {
  /** seconds the code stays valid */
  expiresIn: number
  /** seconds before another code may be requested for this phone */
  resendIn: number
}

/** POST /login: account name or phone + password + image captcha. */
export interface PasswordLogin {
  username: string
  password: string
  captchaId: string
  captchaCode: string
}
/** POST /h5/login */
export interface SmsLogin {
  phone: string
  code: string
}
/** POST /register (sent with empty Token/Authorization headers) */
export interface RegisterInput {
  phone: string
  code: string
  password: string
  /** optional account name for password login; phone works too */
  username?: string
  nickname?: string
}
/** POST /h5/SmsforPwd: set a new password with an SMS code (scene 'reset'); revokes every session. */
export interface SmsPasswordChange {
  phone: string
  code: string
  password: string
}
/** POST /realname/auth */
export interface RealNameInput {
  realName: string
  idNumber: string
}

/** Result of /login, /h5/login and /register. */
export interface LoginResult {
  token: string
  expiresAt: string
  user: UserProfile
}

/**
 * Notice types (GET /web/notice/list?noticeType, GET /V2/H5/gonggaoDetails?noticeType).
 * gonggaoDetails returns the newest published notice of a type: used for single documents
 * such as the privacy policy.
 */
export const NoticeType = {
  announcement: '1',
  news: '2',
  help: '3',
  tradingNotes: '4',
  compensation: '5',
  about: '6',
  privacy: '7',
  /** single documents of the service screens (FraudPrevention, security, appDownload) */
  fraudGuide: '8',
  escrowGuide: '9',
  appGuide: '10',
  /** the user agreement (用户协议) accepted at login and registration */
  userAgreement: '11',
} as const
export type NoticeTypeValue = (typeof NoticeType)[keyof typeof NoticeType]

export interface NoticeSummary {
  id: number
  noticeType: NoticeTypeValue
  title: string
  /** plain-text excerpt for lists */
  summary: string
  cover: string | null
  pinned: boolean
  /** help notices (type '3'): the category bangzhu groups them by; null for others */
  category: string | null
  publishedAt: string
}
export interface NoticeDetail extends NoticeSummary {
  /** sanitised HTML */
  content: string
}

/** GET /web/game/list: the game grid, grouped by type (fills the store's gameTypeList). */
export interface GameSummary {
  id: number
  name: string
  icon: string
  hot: number
}
export interface GameType {
  type: string
  /** display name in the request's language */
  typeName: string
  games: GameSummary[]
}

export type * from './catalogue'
export type * from './orders'
export type * from './selling'
export type * from './recycling'
export type * from './service'
export type * from './rentals'
export type * from './wallet'
export type * from './payout'
