/**
 * The payment providers (lib/payments.ts), from the WECHATPAY_*, ALIPAY_* and PAYMENT_SANDBOX variables: one is
 * enabled when all its variables are set; some but not all is a mistake worth refusing to start over (a
 * half-configured provider would fail at the first buyer). In production the sandbox, which marks orders paid
 * without money, must be switched off or explicitly allowed.
 */
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { ALIPAY_GATEWAY, readEnv, type Env, type EnvName } from '../config-schema'

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

const WECHATPAY_BASE_URL = 'https://api.mch.weixin.qq.com/'

/** the payment part of the configuration from a raw environment alone (its own problems only) */
export function paymentConfig(env: NodeJS.ProcessEnv, problems: string[]): PaymentConfig {
  const { v, given } = readEnv(env, problems)
  return readPaymentConfig(v, given, problems)
}

export function readPaymentConfig(v: Env, given: ReadonlySet<EnvName>, problems: string[]): PaymentConfig {
  const pem = (name: EnvName) => {
    const file = v[name] as string | undefined
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
  /** all set -> true; none set -> false; some -> a problem naming the missing ones */
  const group = (label: string, names: EnvName[]) => {
    const missing = names.filter((n) => !given.has(n))
    if (missing.length === names.length) return false
    if (missing.length > 0) {
      problems.push(`${label} is partly configured: set ${missing.join(', ')} too (or none of its variables)`)
      return false
    }
    return true
  }

  const p: PaymentConfig = { sandbox: true, wechat: null, alipay: null }
  const wx: EnvName[] = ['WECHATPAY_MCHID', 'WECHATPAY_APPID', 'WECHATPAY_SERIAL', 'WECHATPAY_PRIVATE_KEY_FILE', 'WECHATPAY_PLATFORM_PUBLIC_KEY_FILE', 'WECHATPAY_PLATFORM_PUBLIC_KEY_ID', 'WECHATPAY_APIV3_KEY', 'WECHATPAY_NOTIFY_URL']
  if (group('WeChat Pay', wx)) {
    const apiv3Key = v.WECHATPAY_APIV3_KEY!
    if (Buffer.byteLength(apiv3Key) !== 32) problems.push('WECHATPAY_APIV3_KEY must be the 32-character APIv3 key')
    p.wechat = {
      mchid: v.WECHATPAY_MCHID!,
      appid: v.WECHATPAY_APPID!,
      serial: v.WECHATPAY_SERIAL!,
      privateKey: pem('WECHATPAY_PRIVATE_KEY_FILE'),
      platformPublicKey: pem('WECHATPAY_PLATFORM_PUBLIC_KEY_FILE'),
      platformPublicKeyId: v.WECHATPAY_PLATFORM_PUBLIC_KEY_ID!,
      apiv3Key,
      notifyUrl: v.WECHATPAY_NOTIFY_URL!,
      baseUrl: v.WECHATPAY_BASE_URL ?? WECHATPAY_BASE_URL,
    }
    // an openid belongs to one app: JSAPI pay charges the openid WeChat login found, so both must be the same app
    const loginApp = v.WECHAT_APPID
    if (loginApp !== undefined && loginApp !== p.wechat.appid) {
      problems.push(`WECHATPAY_APPID (${p.wechat.appid}) must be the mini program's WECHAT_APPID (${loginApp}): an openid is only valid for its own app`)
    }
  } else if (given.has('WECHATPAY_BASE_URL')) {
    problems.push('WECHATPAY_BASE_URL is set but WeChat Pay is not configured (WECHATPAY_MCHID ...)')
  }
  const ali: EnvName[] = ['ALIPAY_APP_ID', 'ALIPAY_PRIVATE_KEY_FILE', 'ALIPAY_PUBLIC_KEY_FILE', 'ALIPAY_NOTIFY_URL']
  if (group('Alipay', ali)) {
    p.alipay = {
      appId: v.ALIPAY_APP_ID!,
      privateKey: pem('ALIPAY_PRIVATE_KEY_FILE'),
      alipayPublicKey: pem('ALIPAY_PUBLIC_KEY_FILE'),
      notifyUrl: v.ALIPAY_NOTIFY_URL!,
      gateway: v.ALIPAY_GATEWAY ?? ALIPAY_GATEWAY,
    }
  } else if (given.has('ALIPAY_GATEWAY')) {
    problems.push('ALIPAY_GATEWAY is set but Alipay is not configured (ALIPAY_APP_ID ...)')
  }

  p.sandbox = v.PAYMENT_SANDBOX !== 'off'
  if (v.NODE_ENV === 'production' && v.PAYMENT_SANDBOX === 'on') {
    problems.push(
      'the sandbox payment provider is enabled with NODE_ENV=production: any buyer could mark orders paid without paying. ' +
        'Configure WeChat Pay or Alipay and set PAYMENT_SANDBOX=off, or set PAYMENT_SANDBOX=allow to run a demo on purpose',
    )
  }
  if (!p.sandbox && !p.wechat && !p.alipay) problems.push('PAYMENT_SANDBOX=off but neither WeChat Pay nor Alipay is configured: orders could not be paid')
  return p
}
