/** WeChat login and binding (issue 12, identity): the wire types shared by the app and the server. */
import type { LoginResult } from './account'

/**
 * POST /api/wechat/login: either the WeChat user already has an account (logged in), or the app must bind a phone
 * first, carrying `ticket` (the verified WeChat identity, sealed by the server) to /wechat/sendYzm and /wechat/bindPhone.
 */
export type WechatLoginResult =
  | { bound: true; login: LoginResult }
  | {
      bound: false
      ticket: string
      /** seconds the ticket stays valid */
      expiresIn: number
      /** WeChat's phone-number button may prove the phone instead of an SMS code (POST /wechat/bindPhoneNumber) */
      phoneButton: boolean
    }

export interface WechatLoginInput {
  /** the code from Taro.login / wx.login (valid once, 5 minutes) */
  wxCode: string
}

export interface WechatBindCodeInput {
  ticket: string
  phone: string
}

export interface WechatBindPhoneInput {
  ticket: string
  phone: string
  /** the SMS code sent by /wechat/sendYzm */
  code: string
}

/** GET /api/need/wechat: whether my account has WeChat bound */
export interface WechatBinding {
  bound: boolean
  /** ISO time it was bound, null when not bound */
  boundAt: string | null
}
