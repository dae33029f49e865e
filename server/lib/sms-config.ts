/**
 * Which SMS service sends verification codes (SMS_PROVIDER) and its settings, read from the environment by
 * config.ts. A provider is either configured completely or the server refuses to start naming what is missing:
 * a half-configured one would only fail later, on a user's first code.
 */

export interface TencentSmsConfig {
  provider: 'tencent'
  secretId: string
  secretKey: string
  /** SmsSdkAppId of the SMS application */
  appId: string
  signName: string
  templateId: string
  region: string
  /** base URL of the API; the real one unless a test points it at a local server */
  endpoint: string
}

export interface AliyunSmsConfig {
  provider: 'aliyun'
  accessKeyId: string
  accessKeySecret: string
  signName: string
  templateCode: string
  region: string
  endpoint: string
}

export type SmsConfig = { provider: 'log' } | TencentSmsConfig | AliyunSmsConfig

export const SMS_PROVIDERS = ['log', 'tencent', 'aliyun'] as const

export const TENCENT_SMS_ENDPOINT = 'https://sms.tencentcloudapi.com'
export const ALIYUN_SMS_ENDPOINT = 'https://dysmsapi.aliyuncs.com'

type Read = (name: string) => string | undefined

/** An http(s) URL without path, query or credentials; null when it is not one. */
export function baseUrl(value: string): URL | null {
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return null
  }
  if (!['http:', 'https:'].includes(url.protocol) || url.username || url.password || url.search || url.hash) return null
  if (url.pathname !== '/' && url.pathname !== '') return null
  return url
}

/** Reads the SMS_* variables; every problem is pushed to `problems` (config.ts reports them all at once). */
export function readSmsConfig(env: NodeJS.ProcessEnv, str: Read, problems: string[]): SmsConfig {
  const name = (str('SMS_PROVIDER') ?? 'log').toLowerCase()
  if (!(SMS_PROVIDERS as readonly string[]).includes(name)) {
    problems.push(`SMS_PROVIDER must be one of ${SMS_PROVIDERS.join(', ')} (got "${env.SMS_PROVIDER}")`)
    return { provider: 'log' }
  }
  const logAllowed = str('SMS_PROVIDER_LOG')
  if (logAllowed !== undefined && logAllowed !== 'allow') problems.push(`SMS_PROVIDER_LOG must be "allow" or unset (got "${logAllowed}")`)
  if (name === 'log') {
    if (env.NODE_ENV === 'production' && logAllowed !== 'allow') {
      problems.push(
        'SMS_PROVIDER is log while NODE_ENV=production: verification codes would only be written to the server log and ' +
          'no SMS would reach anyone. Set SMS_PROVIDER=tencent or aliyun with its variables, or SMS_PROVIDER_LOG=allow ' +
          'to run this way on purpose',
      )
    }
    return { provider: 'log' }
  }

  const missing: string[] = []
  const need = (v: string) => {
    const value = str(v)
    if (value === undefined) missing.push(v)
    return value ?? ''
  }
  const endpoint = (v: string, fallback: string) => {
    const value = str(v) ?? fallback
    if (!baseUrl(value)) problems.push(`${v} must be an http(s) URL without a path (got "${value}")`)
    return value
  }
  let config: SmsConfig
  if (name === 'tencent') {
    config = {
      provider: 'tencent',
      secretId: need('SMS_TENCENT_SECRET_ID'),
      secretKey: need('SMS_TENCENT_SECRET_KEY'),
      appId: need('SMS_TENCENT_APP_ID'),
      signName: need('SMS_TENCENT_SIGN_NAME'),
      templateId: need('SMS_TENCENT_TEMPLATE_ID'),
      region: str('SMS_TENCENT_REGION') ?? 'ap-guangzhou',
      endpoint: endpoint('SMS_TENCENT_ENDPOINT', TENCENT_SMS_ENDPOINT),
    }
  } else {
    config = {
      provider: 'aliyun',
      accessKeyId: need('SMS_ALIYUN_ACCESS_KEY_ID'),
      accessKeySecret: need('SMS_ALIYUN_ACCESS_KEY_SECRET'),
      signName: need('SMS_ALIYUN_SIGN_NAME'),
      templateCode: need('SMS_ALIYUN_TEMPLATE_CODE'),
      region: str('SMS_ALIYUN_REGION') ?? 'cn-hangzhou',
      endpoint: endpoint('SMS_ALIYUN_ENDPOINT', ALIYUN_SMS_ENDPOINT),
    }
  }
  if (missing.length > 0) problems.push(`SMS_PROVIDER=${name} needs ${missing.join(', ')}`)
  return config
}
