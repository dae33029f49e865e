/**
 * Sending SMS codes and notification SMS. A real SMS service implements SmsProvider; the default one writes the code to stdout,
 * which is how codes reach people (and the browser test) when no SMS service is configured.
 */
import type { SmsScene } from '../../contract/types'

export interface SmsProvider {
  sendCode(phone: string, code: string, scene: SmsScene): Promise<void>
}

/**
 * A notification SMS (modules/notification/sms.ts): the provider's template for the message's copy kind
 * (SMS_NOTICE_TEMPLATES) with its fields in the order the template names them, and the whole text, which is what
 * the log sandbox prints.
 */
export interface SmsNotice {
  kind: string
  /** null only for the log sandbox, which needs none */
  templateId: string | null
  fields: { name: string; value: string }[]
  text: string
  /** the app page it is about ('/index/orderDetail?id=3'): printed by the sandbox, not sent by real templates */
  link: string | null
}

/** Sends notification SMS through the provider's notification templates; answers the provider's message id. */
export interface SmsNoticeSender {
  sendNotice(phone: string, notice: SmsNotice): Promise<{ providerId: string | null }>
}

export class LogSmsProvider implements SmsProvider, SmsNoticeSender {
  constructor(private readonly print: (line: string) => void = (line) => process.stdout.write(line + '\n')) {}

  async sendCode(phone: string, code: string): Promise<void> {
    this.print(`SMS code for ${phone}: ${code}`)
  }

  async sendNotice(phone: string, notice: SmsNotice): Promise<{ providerId: string | null }> {
    this.print(`SMS notice for ${phone}: ${notice.kind} ${notice.text}${notice.link ? ' ' + notice.link : ''}`)
    return { providerId: null }
  }
}
