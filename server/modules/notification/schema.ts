/**
 * Notifications outside the app (docs/architecture.md, "Notifications"): the outbox the events write in their own
 * transaction and the worker delivers, the users' choices per group and channel, their quiet hours, and the
 * deadline reminders already given.
 */
import { sql } from 'drizzle-orm'
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, serial, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { NOTIFY_CHANNELS, NOTIFY_GROUPS, OUTBOX_STATUSES } from '../../../contract/notifications'
import { oneOf, tz } from '../../db/columns'
import { users } from '../user/schema'

/** One send to one user through one outside channel (queue.ts writes it, deliver.ts sends it). */
export const notificationOutbox = pgTable(
  'notification_outbox',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    channel: text('channel').notNull(),
    /** the group of the channel table (the user's choices are per group) */
    grp: text('grp').notNull(),
    urgent: boolean('urgent').notNull(),
    copyKind: text('copy_kind').notNull(),
    copyParams: jsonb('copy_params').notNull(),
    link: text('link'),
    /** the event: the same message about the same thing is queued once per user and channel */
    dedupeKey: text('dedupe_key').notNull(),
    status: text('status', { enum: OUTBOX_STATUSES }).notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: tz('next_attempt_at').notNull().defaultNow(),
    /** when a worker claimed it (status 'sending'); a claim older than a few minutes was left by a stopped process */
    claimedAt: tz('claimed_at'),
    sentAt: tz('sent_at'),
    providerId: text('provider_id'),
    /** redacted (lib/log.ts describeError): why the last attempt failed or why it was skipped */
    lastError: text('last_error'),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('notification_outbox_dedupe_key').on(t.userId, t.channel, t.dedupeKey),
    index('notification_outbox_due_idx').on(t.nextAttemptAt).where(sql`${t.status} in ('queued', 'held', 'sending')`),
    index('notification_outbox_user_idx').on(t.userId, t.id),
    check('notification_outbox_status_check', oneOf(t.status, OUTBOX_STATUSES)),
    check('notification_outbox_channel_check', oneOf(t.channel, NOTIFY_CHANNELS)),
  ],
)

/** A user's choice for one group and channel; no row: the channel is on. */
export const notificationPrefs = pgTable(
  'notification_prefs',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    grp: text('grp').notNull(),
    channel: text('channel').notNull(),
    enabled: boolean('enabled').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.grp, t.channel] }),
    check('notification_prefs_grp_check', oneOf(t.grp, NOTIFY_GROUPS)),
    check('notification_prefs_channel_check', oneOf(t.channel, NOTIFY_CHANNELS)),
  ],
)

/** A user's quiet hours (China time, whole hours); no row: NOTIFY_QUIET_HOURS. */
export const notificationQuiet = pgTable(
  'notification_quiet',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    enabled: boolean('enabled').notNull(),
    fromHour: integer('from_hour').notNull(),
    toHour: integer('to_hour').notNull(),
  },
  (t) => [check('notification_quiet_hours_check', sql`${t.fromHour} between 0 and 23 and ${t.toHour} between 0 and 23 and ${t.fromHour} <> ${t.toHour}`)],
)

/** The deadline reminders given (reminders.ts): one per kind and order or dispute. */
export const notificationReminders = pgTable(
  'notification_reminders',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    itemId: integer('item_id').notNull(),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('notification_reminders_item_key').on(t.kind, t.itemId)],
)
