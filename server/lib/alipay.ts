/**
 * The one alipay-sdk client setup, for Alipay pay (lib/pay-alipay.ts) and Alipay transfers (payout/alipay.ts):
 * RSA2, the key type read from the PEM header, 10 s per call.
 */
import { AlipaySdk } from 'alipay-sdk'

export interface AlipayKeys {
  appId: string
  /** PEM text */
  privateKey: string
  alipayPublicKey: string
  gateway: string
}

export function alipayClient(c: AlipayKeys): AlipaySdk {
  return new AlipaySdk({
    appId: c.appId,
    privateKey: c.privateKey,
    alipayPublicKey: c.alipayPublicKey,
    gateway: c.gateway,
    signType: 'RSA2',
    keyType: c.privateKey.includes('BEGIN RSA PRIVATE KEY') ? 'PKCS1' : 'PKCS8',
    timeout: 10_000,
  })
}
