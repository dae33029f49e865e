/**
 * code2Session: the code a mini program gets from wx.login, exchanged for the user's openid (and unionid). Behind
 * one small interface: the sandbox (tests, demos) and WeChat's own jscode2session API.
 */
import { createHash } from 'node:crypto'
import type { WechatLoginConfig } from './wechat-config'

export interface WechatIdentity {
  openid: string
  unionid: string | null
}

export interface WechatLoginProvider {
  readonly name: 'sandbox' | 'weixin'
  /** throws WechatCodeRejected when WeChat says the code is not valid, WechatUnavailable when it cannot answer */
  code2Session(code: string): Promise<WechatIdentity>
}

export class WechatCodeRejected extends Error {}
export class WechatUnavailable extends Error {}

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

export class WeixinLogin implements WechatLoginProvider {
  readonly name = 'weixin' as const
  constructor(private readonly config: Extract<WechatLoginConfig, { provider: 'weixin' }>) {}

  async code2Session(code: string): Promise<WechatIdentity> {
    const url = new URL('/sns/jscode2session', this.config.apiBase)
    url.search = new URLSearchParams({
      appid: this.config.appId,
      secret: this.config.secret,
      js_code: code,
      grant_type: 'authorization_code',
    }).toString()
    let body: { openid?: string; unionid?: string; errcode?: number; errmsg?: string }
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(10_000) })
      if (!res.ok) throw new Error(`HTTP ${res.status}`)
      body = (await res.json()) as typeof body
    } catch (err) {
      // the message never holds the URL: it carries the app secret
      throw new WechatUnavailable(`jscode2session failed: ${err instanceof Error ? err.name + ' ' + err.message : 'error'}`)
    }
    if (body.errcode && CODE_ERRORS.has(body.errcode)) throw new WechatCodeRejected(`errcode ${body.errcode}`)
    if (body.errcode || typeof body.openid !== 'string' || body.openid === '') {
      throw new WechatUnavailable(`jscode2session answered errcode ${body.errcode ?? 'none'}: ${body.errmsg ?? 'no openid'}`)
    }
    return { openid: body.openid, unionid: typeof body.unionid === 'string' && body.unionid ? body.unionid : null }
  }
}

export function createWechatLogin(config: WechatLoginConfig): WechatLoginProvider | null {
  if (config.provider === 'sandbox') return new SandboxWechatLogin()
  if (config.provider === 'weixin') return new WeixinLogin(config)
  return null
}
