/**
 * Which SMS service sends verification codes (SMS_PROVIDER) and its settings, from the variables config.ts read. A provider is either configured completely or the server refuses to start naming what is missing:
 * a half-configured one would only fail later, on a user's first code.
 */
import type { Env, EnvName } from '../config-schema'

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

/** The SMS_* variables (checked one by one by config-schema.ts) as a provider; what is missing goes to `problems`. */
export function readSmsConfig(v: Env, problems: string[]): SmsConfig {
  if (v.SMS_PROVIDER === 'log') {
    if (v.NODE_ENV === 'production' && v.SMS_PROVIDER_LOG !== 'allow') {
      problems.push(
        'SMS_PROVIDER is log while NODE_ENV=production: verification codes would only be written to the server log and ' +
          'no SMS would reach anyone. Set SMS_PROVIDER=tencent or aliyun with its variables, or SMS_PROVIDER_LOG=allow ' +
          'to run this way on purpose',
      )
    }
    return { provider: 'log' }
  }

  const missing: string[] = []
  const need = (name: EnvName) => {
    const value = v[name] as string | undefined
    if (value === undefined) missing.push(name)
    return value ?? ''
  }
  let config: SmsConfig
  if (v.SMS_PROVIDER === 'tencent') {
    config = {
      provider: 'tencent',
      secretId: need('SMS_TENCENT_SECRET_ID'),
      secretKey: need('SMS_TENCENT_SECRET_KEY'),
      appId: need('SMS_TENCENT_APP_ID'),
      signName: need('SMS_TENCENT_SIGN_NAME'),
      templateId: need('SMS_TENCENT_TEMPLATE_ID'),
      region: v.SMS_TENCENT_REGION,
      endpoint: v.SMS_TENCENT_ENDPOINT,
    }
  } else {
    config = {
      provider: 'aliyun',
      accessKeyId: need('SMS_ALIYUN_ACCESS_KEY_ID'),
      accessKeySecret: need('SMS_ALIYUN_ACCESS_KEY_SECRET'),
      signName: need('SMS_ALIYUN_SIGN_NAME'),
      templateCode: need('SMS_ALIYUN_TEMPLATE_CODE'),
      region: v.SMS_ALIYUN_REGION,
      endpoint: v.SMS_ALIYUN_ENDPOINT,
    }
  }
  if (missing.length > 0) problems.push(`SMS_PROVIDER=${v.SMS_PROVIDER} needs ${missing.join(', ')}`)
  return config
}
