/**
 * The SMS channel: a notification through the configured SMS provider's notification template for the message's
 * kind (SMS_NOTICE_TEMPLATES), to the phone the user registered with. The log sandbox needs no template and prints
 * `SMS notice for <phone>: <kind> <text> <link>`.
 */
import { eq } from 'drizzle-orm'
import { chinaTime } from '../../../contract/clock'
import type { Db } from '../../db/client'
import { renderMessage, type CopyParams } from '../../lib/copy'
import { describeError } from '../../lib/log'
import { yuan } from '../../lib/money'
import type { SmsNoticeSender } from '../../lib/sms'
import { users } from '../user/schema'
import type { Delivery, OutsideChannel, SendResult } from './channel'

/**
 * The fields of each kind's template, in order (Tencent `{1}`, `{2}`; Aliyun `${no}`, `${time}`, `${amount}`): `no`
 * the order, withdrawal or claim number, `time` the deadline in China time, `amount` in yuan. Kinds not listed: `no`.
 */
export const SMS_TEMPLATE_FIELDS: Record<string, readonly ('no' | 'time' | 'amount')[]> = {
  'order.paid.seller': ['no', 'time'],
  'reminder.handover.seller': ['no', 'time'],
  'dispute.opened.seller': ['no', 'time'],
  'reminder.disputeAnswer.seller': ['no', 'time'],
  'payout.paid': ['no', 'amount'],
  'payout.rejected': ['no', 'amount'],
  'claim.approved': ['no', 'amount'],
  'claim.rejected': ['no'],
}

const str = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v) : '')

export function templateFields(kind: string, p: CopyParams): { name: string; value: string }[] {
  const values = {
    no: str(p.orderNo ?? p.withdrawalNo ?? p.claimNo),
    time: typeof (p.deadline ?? p.until) === 'string' ? chinaTime(String(p.deadline ?? p.until)) : '',
    amount: typeof (p.net ?? p.amount) === 'number' ? yuan(Number(p.net ?? p.amount)) : '',
  }
  return (SMS_TEMPLATE_FIELDS[kind] ?? ['no']).map((name) => ({ name, value: values[name] }))
}

export class SmsChannel implements OutsideChannel {
  readonly name = 'sms' as const

  constructor(
    private readonly db: Db,
    private readonly sender: SmsNoticeSender,
    private readonly templates: Record<string, string>,
    /** the log sandbox sends every kind without a template */
    private readonly sandbox: boolean,
  ) {}

  async send(d: Delivery): Promise<SendResult> {
    const [u] = await this.db.select({ phone: users.phone }).from(users).where(eq(users.id, d.userId))
    if (!u?.phone) return { ok: false, retry: false, skip: true, error: 'no phone' }
    const templateId = this.templates[d.copy.kind] ?? null
    if (!templateId && !this.sandbox) return { ok: false, retry: false, skip: true, error: `no SMS template for ${d.copy.kind}` }
    const m = renderMessage('zh-CN', d.copy)
    try {
      const r = await this.sender.sendNotice(u.phone, {
        kind: d.copy.kind,
        templateId,
        fields: templateFields(d.copy.kind, d.copy.params ?? {}),
        text: m.title ? `【${m.title}】${m.content}` : m.content,
        link: d.link,
      })
      return { ok: true, providerId: r.providerId }
    } catch (err) {
      return { ok: false, retry: true, error: describeError(err, 500) }
    }
  }
}
