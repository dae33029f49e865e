/**
 * Which code2Session provider WeChat login uses (WECHAT_LOGIN), read by config.ts. The sandbox turns any code into
 * an openid derived from it, so whoever knows a code's openid could log in as its account: fine for tests and demos,
 * refused under NODE_ENV=production unless WECHAT_LOGIN_SANDBOX=allow says it is meant.
 */
import { baseUrl } from '../../lib/sms-config'

export type WechatLoginConfig =
  | { provider: 'off' }
  | { provider: 'sandbox' }
  | { provider: 'weixin'; appId: string; secret: string; /** https://api.weixin.qq.com unless a test points it elsewhere */ apiBase: string }

export const WECHAT_LOGIN_PROVIDERS = ['sandbox', 'weixin', 'off'] as const
export const WECHAT_API_BASE = 'https://api.weixin.qq.com'

export function readWechatLoginConfig(
  env: NodeJS.ProcessEnv,
  str: (name: string) => string | undefined,
  problems: string[],
): WechatLoginConfig {
  const name = (str('WECHAT_LOGIN') ?? 'sandbox').toLowerCase()
  if (!(WECHAT_LOGIN_PROVIDERS as readonly string[]).includes(name)) {
    problems.push(`WECHAT_LOGIN must be one of ${WECHAT_LOGIN_PROVIDERS.join(', ')} (got "${env.WECHAT_LOGIN}")`)
    return { provider: 'sandbox' }
  }
  const sandboxAllowed = str('WECHAT_LOGIN_SANDBOX')
  if (sandboxAllowed !== undefined && sandboxAllowed !== 'allow') {
    problems.push(`WECHAT_LOGIN_SANDBOX must be "allow" or unset (got "${sandboxAllowed}")`)
  }
  if (name === 'off') return { provider: 'off' }
  if (name === 'sandbox') {
    if (env.NODE_ENV === 'production' && sandboxAllowed !== 'allow') {
      problems.push(
        'WECHAT_LOGIN is sandbox while NODE_ENV=production: any made-up login code would be accepted as a WeChat user. ' +
          'Set WECHAT_LOGIN=weixin with WECHAT_APPID and WECHAT_SECRET, WECHAT_LOGIN=off, or WECHAT_LOGIN_SANDBOX=allow ' +
          'to run the sandbox on purpose',
      )
    }
    return { provider: 'sandbox' }
  }
  const missing = ['WECHAT_APPID', 'WECHAT_SECRET'].filter((v) => str(v) === undefined)
  if (missing.length > 0) problems.push(`WECHAT_LOGIN=weixin needs ${missing.join(', ')}`)
  const apiBase = str('WECHAT_API_BASE') ?? WECHAT_API_BASE
  if (!baseUrl(apiBase)) problems.push(`WECHAT_API_BASE must be an http(s) URL without a path (got "${apiBase}")`)
  return { provider: 'weixin', appId: str('WECHAT_APPID') ?? '', secret: str('WECHAT_SECRET') ?? '', apiBase }
}
