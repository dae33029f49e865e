/**
 * Tencent Cloud SMS (短信, API 2021-01-11 SendSms) through its SDK, which signs each request (TC3-HMAC-SHA256).
 * The template has one parameter, {1}: the code.
 */
import * as tencentSms from 'tencentcloud-sdk-nodejs-sms'
import type { SmsNotice, SmsNoticeSender, SmsProvider } from './sms'
import { baseUrl } from './base-url'
import type { TencentSmsConfig } from './sms-config'
import { SmsSendError } from './sms-error'

type SmsClient = InstanceType<typeof tencentSms.sms.v20210111.Client>

export class TencentSmsProvider implements SmsProvider, SmsNoticeSender {
  readonly #client: SmsClient
  readonly #config: TencentSmsConfig

  constructor(config: TencentSmsConfig) {
    this.#config = config
    const url = baseUrl(config.endpoint)
    if (!url) throw new Error(`bad Tencent SMS endpoint ${config.endpoint}`)
    this.#client = new tencentSms.sms.v20210111.Client({
      credential: { secretId: config.secretId, secretKey: config.secretKey },
      region: config.region,
      // a user waits for the answer: give up after 10 s rather than the SDK's 60
      profile: { httpProfile: { endpoint: url.host, protocol: url.protocol + '//', reqTimeout: 10 } },
    })
  }

  async sendCode(phone: string, code: string): Promise<void> {
    await this.#send(phone, this.#config.templateId, [code])
  }

  /** a notification template: its fields `{1}`, `{2}`... in the order the kind lists them */
  async sendNotice(phone: string, notice: SmsNotice): Promise<{ providerId: string | null }> {
    if (!notice.templateId) throw new SmsSendError('tencent', `no template for ${notice.kind}`)
    return { providerId: await this.#send(phone, notice.templateId, notice.fields.map((f) => f.value)) }
  }

  async #send(phone: string, templateId: string, params: string[]): Promise<string | null> {
    let status: { Code?: string; Message?: string; SerialNo?: string } | undefined
    try {
      const res = await this.#client.SendSms({
        PhoneNumberSet: ['+86' + phone],
        SmsSdkAppId: this.#config.appId,
        SignName: this.#config.signName,
        TemplateId: templateId,
        TemplateParamSet: params,
      })
      status = res.SendStatusSet?.[0]
    } catch (err) {
      throw new SmsSendError('tencent', describe(err))
    }
    // The API answers 200 for a refused number too: the verdict is per number.
    if (status?.Code !== 'Ok') throw new SmsSendError('tencent', `${status?.Code ?? 'no status'}: ${status?.Message ?? ''}`)
    return status.SerialNo ?? null
  }
}

function describe(err: unknown): string {
  const e = err as { code?: string; message?: string }
  return [e?.code, e?.message].filter(Boolean).join(': ') || String(err)
}
