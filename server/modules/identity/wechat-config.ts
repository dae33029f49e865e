/**
 * Which code2Session provider WeChat login uses (WECHAT_LOGIN), from the variables config.ts read. The sandbox turns any code into
 * an openid derived from it, so whoever knows a code's openid could log in as its account: fine for tests and demos,
 * refused under NODE_ENV=production unless WECHAT_LOGIN_SANDBOX=allow says it is meant.
 */
import type { Env } from '../../config-schema'

export type WechatLoginConfig =
  | { provider: 'off' }
  | { provider: 'sandbox' }
  | { provider: 'weixin'; appId: string; secret: string; /** https://api.weixin.qq.com unless a test points it elsewhere */ apiBase: string }

export function readWechatLoginConfig(v: Env, problems: string[]): WechatLoginConfig {
  if (v.WECHAT_LOGIN === 'off') return { provider: 'off' }
  if (v.WECHAT_LOGIN === 'sandbox') {
    if (v.NODE_ENV === 'production' && v.WECHAT_LOGIN_SANDBOX !== 'allow') {
      problems.push(
        'WECHAT_LOGIN is sandbox while NODE_ENV=production: any made-up login code would be accepted as a WeChat user. ' +
          'Set WECHAT_LOGIN=weixin with WECHAT_APPID and WECHAT_SECRET, WECHAT_LOGIN=off, or WECHAT_LOGIN_SANDBOX=allow ' +
          'to run the sandbox on purpose',
      )
    }
    return { provider: 'sandbox' }
  }
  const missing = (['WECHAT_APPID', 'WECHAT_SECRET'] as const).filter((name) => v[name] === undefined)
  if (missing.length > 0) problems.push(`WECHAT_LOGIN=weixin needs ${missing.join(', ')}`)
  return { provider: 'weixin', appId: v.WECHAT_APPID ?? '', secret: v.WECHAT_SECRET ?? '', apiBase: v.WECHAT_API_BASE }
}
