/**
 * The notification worker of main.ts (lib/loop.ts, every NOTIFY_INTERVAL_SECONDS, one run at a time): gives the
 * deadline reminders that are due and the unread trade-room notices, then delivers the due outbox rows through the outside channels.
 */
import type { Config } from '../../config'
import type { Db } from '../../db/client'
import { startLoop } from '../../lib/loop'
import { describeError } from '../../lib/log'
import { createSmsProvider } from '../../lib/sms-providers'
import { deliverDue, type Channels, type DeliverCtx } from './deliver'
import { queueChatUnread } from './chat-unread'
import { queueReminders } from './reminders'
import { SmsChannel } from './sms'
import { createWechatChannel } from './wechat-channel'

/** The outside channels of a server process, from its configuration. */
export function outsideChannels(db: Db, config: Pick<Config, 'sms' | 'notify' | 'wechatLogin' | 'wechatSubscribe'>, log?: (line: string) => void): Channels {
  const wechat = createWechatChannel(db, config, log)
  return {
    sms: new SmsChannel(db, createSmsProvider(config.sms), config.notify.smsTemplates, config.sms.provider === 'log'),
    // none without WeChat login or subscribe templates: its rows are skipped ('channel wechat not available')
    ...(wechat ? { wechat } : {}),
  }
}

export async function runNotifications(ctx: DeliverCtx, now = new Date()) {
  const reminded = await queueReminders(ctx.db, now, ctx.report)
  const chatUnread = await queueChatUnread(ctx.db, now, ctx.report)
  const delivered = await deliverDue(ctx, now)
  return { reminded, chatUnread, ...delivered }
}

export function startNotificationLoop(ctx: DeliverCtx & { config: DeliverCtx['config'] }, report: (line: string) => void): { stop(): Promise<void> } {
  const c = { ...ctx, report }
  return startLoop(ctx.config.notify.intervalSeconds, () => runNotifications(c), (err) => report(`notifications failed: ${describeError(err)}`))
}
