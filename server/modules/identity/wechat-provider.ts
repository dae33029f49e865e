/**
 * code2Session: the code a mini program gets from wx.login, exchanged for the user's openid (and unionid). Behind
 * one small interface: the sandbox (tests, demos) and WeChat's own jscode2session API. WeChat's also reads the phone
 * number behind a getPhoneNumber button's code; the sandbox does not, since a made-up code would then prove any phone.
 */
import { createHash } from 'node:crypto'
import { PHONE_RE } from '../../../contract/rules'
import type { WechatLoginConfig } from './wechat-config'

export interface WechatIdentity {
  openid: string
  unionid: string | null
}

export interface WechatLoginProvider {
  readonly name: 'sandbox' | 'weixin'
  /** throws WechatCodeRejected when WeChat says the code is not valid, WechatUnavailable when it cannot answer */
  code2Session(code: string): Promise<WechatIdentity>
  /**
   * The mainland phone number of a getPhoneNumber button's code (WeChat checked it by SMS); absent where WeChat's
   * phone-number service is not. Throws WechatCodeRejected for a bad code, WechatPhoneForeign for a number outside
   * the mainland.
   */
  phoneNumber?(code: string): Promise<string>
}

export class WechatCodeRejected extends Error {}
export class WechatUnavailable extends Error {}
export class WechatPhoneForeign extends Error {}

/** The same code always gives the same openid, so a test or a demo can log in as "the same WeChat user" again. */
export class SandboxWechatLogin implements WechatLoginProvider {
  readonly name = 'sandbox' as const
  async code2Session(code: string): Promise<WechatIdentity> {
    const digest = createHash('sha256').update('wechat-sandbox:' + code).digest('base64url')
    return { openid: 'sbx_' + digest.slice(0, 24), unionid: null }
  }
}

/** errcodes that mean "this code is no good" (invalid, already used, user refused as high risk) */
const CODE_ERRORS = new Set([40029, 40163, 40226])

type WeixinConfig = Extract<WechatLoginConfig, { provider: 'weixin' }>

/** One call of WeChat's API: its JSON answer, or WechatUnavailable (never naming the URL, which carries secrets). */
export async function weixinJson<T>(url: URL, init: RequestInit, what: string): Promise<T & { errcode?: number; errmsg?: string }> {
  try {
    const res = await fetch(url, { ...init, signal: AbortSignal.timeout(10_000) })
    if (!res.ok) throw new Error(`HTTP ${res.status}`)
    return (await res.json()) as T & { errcode?: number; errmsg?: string }
  } catch (err) {
    // the message never holds the URL: it carries the app secret or an access token
    throw new WechatUnavailable(`${what} failed: ${err instanceof Error ? err.name + ' ' + err.message : 'error'}`)
  }
}

/** The access token's source (notification/wechat-token.ts: one holder shared with subscribe messages and other processes). */
export interface AccessTokenSource {
  get(): Promise<string>
  renew(bad: string): Promise<string>
}

export class WeixinLogin implements WechatLoginProvider {
  readonly name = 'weixin' as const
  constructor(
    private readonly config: WeixinConfig,
    private readonly tokens: AccessTokenSource,
  ) {}

  async phoneNumber(code: string): Promise<string> {
    const url = new URL('/wxa/business/getuserphonenumber', this.config.apiBase)
    const ask = async (token: string) => {
      url.search = new URLSearchParams({ access_token: token }).toString()
      return weixinJson<{ phone_info?: { purePhoneNumber?: string; countryCode?: string } }>(
        url,
        { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ code }) },
        'getuserphonenumber',
      )
    }
    const token = await this.tokens.get()
    let body = await ask(token)
    // an access token WeChat no longer takes: renewed once
    if (body.errcode === 40001 || body.errcode === 42001) body = await ask(await this.tokens.renew(token))
    if (body.errcode && CODE_ERRORS.has(body.errcode)) throw new WechatCodeRejected(`errcode ${body.errcode}`)
    const info = body.phone_info
    if (body.errcode || !info?.purePhoneNumber) {
      throw new WechatUnavailable(`getuserphonenumber answered errcode ${body.errcode ?? 'none'}: ${body.errmsg ?? 'no phone'}`)
    }
    if (info.countryCode !== '86' || !PHONE_RE.test(info.purePhoneNumber)) throw new WechatPhoneForeign('not a mainland number')
    return info.purePhoneNumber
  }

  async code2Session(code: string): Promise<WechatIdentity> {
    const url = new URL('/sns/jscode2session', this.config.apiBase)
    url.search = new URLSearchParams({
      appid: this.config.appId,
      secret: this.config.secret,
      js_code: code,
      grant_type: 'authorization_code',
    }).toString()
    const body = await weixinJson<{ openid?: string; unionid?: string }>(url, {}, 'jscode2session')
    if (body.errcode && CODE_ERRORS.has(body.errcode)) throw new WechatCodeRejected(`errcode ${body.errcode}`)
    if (body.errcode || typeof body.openid !== 'string' || body.openid === '') {
      throw new WechatUnavailable(`jscode2session answered errcode ${body.errcode ?? 'none'}: ${body.errmsg ?? 'no openid'}`)
    }
    return { openid: body.openid, unionid: typeof body.unionid === 'string' && body.unionid ? body.unionid : null }
  }
}

export function createWechatLogin(config: WechatLoginConfig, tokens: (c: WeixinConfig) => AccessTokenSource): WechatLoginProvider | null {
  if (config.provider === 'sandbox') return new SandboxWechatLogin()
  if (config.provider === 'weixin') return new WeixinLogin(config, tokens(config))
  return null
}
