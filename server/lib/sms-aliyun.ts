/**
 * Aliyun SMS (短信服务, dysmsapi 2017-05-25 SendSms) through its SDK, which signs each request (ACS3-HMAC-SHA256).
 * The template has one variable, ${code}.
 */
import * as dysmsapi from '@alicloud/dysmsapi20170525'
import * as openapi from '@alicloud/openapi-core'
import type { SmsNotice, SmsNoticeSender, SmsProvider } from './sms'
import { baseUrl } from './base-url'
import type { AliyunSmsConfig } from './sms-config'
import { SmsSendError } from './sms-error'

type ClientClass = typeof dysmsapi.default

/** The package is CommonJS with its class on `default`; depending on the loader that is one or two levels down. */
function clientClass(): ClientClass {
  const d = dysmsapi.default as unknown as ClientClass | { default: ClientClass }
  return typeof d === 'function' ? d : d.default
}

export class AliyunSmsProvider implements SmsProvider, SmsNoticeSender {
  readonly #client: InstanceType<ClientClass>
  readonly #config: AliyunSmsConfig

  constructor(config: AliyunSmsConfig) {
    this.#config = config
    const url = baseUrl(config.endpoint)
    if (!url) throw new Error(`bad Aliyun SMS endpoint ${config.endpoint}`)
    const Client = clientClass()
    this.#client = new Client(
      new openapi.$OpenApiUtil.Config({
        accessKeyId: config.accessKeyId,
        accessKeySecret: config.accessKeySecret,
        regionId: config.region,
        endpoint: url.host,
        protocol: url.protocol.replace(':', ''),
        // a user waits for the answer
        connectTimeout: 5000,
        readTimeout: 10000,
      }),
    )
  }

  async sendCode(phone: string, code: string): Promise<void> {
    await this.#send(phone, this.#config.templateCode, { code })
  }

  /** a notification template: its variables `${no}`, `${time}`... named as the kind lists them */
  async sendNotice(phone: string, notice: SmsNotice): Promise<{ providerId: string | null }> {
    if (!notice.templateId) throw new SmsSendError('aliyun', `no template for ${notice.kind}`)
    return { providerId: await this.#send(phone, notice.templateId, Object.fromEntries(notice.fields.map((f) => [f.name, f.value]))) }
  }

  async #send(phone: string, templateCode: string, params: Record<string, string>): Promise<string | null> {
    let body: { code?: string; message?: string; bizId?: string } | undefined
    try {
      const res = await this.#client.sendSms(
        new dysmsapi.SendSmsRequest({
          phoneNumbers: phone,
          signName: this.#config.signName,
          templateCode,
          templateParam: JSON.stringify(params),
        }),
      )
      body = res.body
    } catch (err) {
      const e = err as { code?: string; message?: string }
      throw new SmsSendError('aliyun', [e?.code, e?.message].filter(Boolean).join(': ') || String(err))
    }
    // Refusals (flow control, a bad template...) come back as 200 with a code other than OK.
    if (body?.code !== 'OK') throw new SmsSendError('aliyun', `${body?.code ?? 'no code'}: ${body?.message ?? ''}`)
    return body.bizId ?? null
  }
}
