/**
 * The enabled payment providers (ctx.pay): the sandbox unless switched off, WeChat Pay and Alipay when configured.
 * The buyer picks a method per payment; the payment row records the provider, whose notifications and refunds
 * then go through that provider only.
 */
import type { PayMethod, PayProviderName } from '../../contract/orders'
import type { Config } from '../config'
import { AlipayProvider } from './pay-alipay'
import { SandboxPayProvider, type PaymentProvider } from './pay'
import { WechatPayProvider } from './pay-wechat'

export class PaymentProviders {
  readonly #list: PaymentProvider[]

  constructor(list: PaymentProvider[]) {
    this.#list = list
  }

  static fromConfig(payment: Config['payment'], secretKey: string): PaymentProviders {
    const list: PaymentProvider[] = []
    if (payment.wechat) list.push(new WechatPayProvider(payment.wechat))
    if (payment.alipay) list.push(new AlipayProvider(payment.alipay))
    if (payment.sandbox) list.push(new SandboxPayProvider(secretKey))
    return new PaymentProviders(list)
  }

  get(name: string): PaymentProvider | null {
    return this.#list.find((p) => p.name === name) ?? null
  }

  get sandbox(): SandboxPayProvider | null {
    const p = this.get('sandbox')
    return p instanceof SandboxPayProvider ? p : null
  }

  /** The methods offered to this payer, real providers first. */
  methods(payer: { openid: string | null }): PayMethod[] {
    return this.#list.flatMap((p) => p.methods(payer))
  }

  /** The provider of an offered method; null when no enabled provider offers it to this payer. */
  forMethod(method: PayMethod, payer: { openid: string | null }): PaymentProvider | null {
    return this.#list.find((p) => p.methods(payer).includes(method)) ?? null
  }

  names(): PayProviderName[] {
    return this.#list.map((p) => p.name)
  }
}
