/**
 * Notifications outside the app (SMS, WeChat subscribe messages): the user's choices per group and channel, quiet
 * hours, and what the console shows was sent. GET/PUT /need/notify/prefs; GET /admin/users/{id}/notifications.
 * What goes where is the channel table (server/modules/notification/channels-table.ts).
 */

export const NOTIFY_CHANNELS = ['sms', 'wechat'] as const
export type NotifyChannel = (typeof NOTIFY_CHANNELS)[number]

/** the groups a user chooses for; `urgent` ones (orders, disputes, money) keep at least one outside channel */
export const NOTIFY_GROUPS = ['order', 'dispute', 'money', 'chat', 'listing', 'recycle', 'service'] as const
export type NotifyGroup = (typeof NOTIFY_GROUPS)[number]

export interface NotifyChoice {
  group: NotifyGroup
  channel: NotifyChannel
  enabled: boolean
}

export interface NotifyGroupPrefs {
  group: NotifyGroup
  /** holds something that cannot wait: its outside channels cannot all be off, and quiet hours do not hold it */
  urgent: boolean
  /** the channels this group's messages go through (the channel table), each on or off */
  channels: { channel: NotifyChannel; enabled: boolean }[]
}

/** Quiet hours in China time (UTC+8), whole hours: non-urgent messages wait until `to`. `from` = `to` is refused. */
export interface QuietHours {
  enabled: boolean
  /** 0-23 */
  from: number
  /** 0-23 */
  to: number
}

export interface NotifyPrefs {
  groups: NotifyGroupPrefs[]
  quietHours: QuietHours
}

/** PUT /need/notify/prefs: the choices to change (others stay) and, when given, the quiet hours */
export interface NotifyPrefsInput {
  choices?: NotifyChoice[]
  quietHours?: QuietHours
}

export const OUTBOX_STATUSES = ['queued', 'held', 'sending', 'sent', 'failed', 'skipped'] as const
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number]

/** One send to a user outside the app, as the console lists it. */
export interface OutboxEntry {
  id: number
  channel: NotifyChannel
  copyKind: string
  /** the message as the user read it (zh-CN) */
  text: string
  link: string | null
  status: OutboxStatus
  urgent: boolean
  attempts: number
  nextAttemptAt: string
  sentAt: string | null
  providerId: string | null
  /** why it failed or was skipped (redacted) */
  lastError: string | null
  createdAt: string
}
