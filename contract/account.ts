/** Wire types of accounts: the user's profile, real name, captcha and SMS codes, login and registration. */

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
