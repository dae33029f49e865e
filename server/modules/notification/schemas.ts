/** TypeBox schemas of the notification settings and the console's outbox list (contract/notifications.ts). */
import { Type, type Static } from '@sinclair/typebox'
import { NOTIFY_CHANNELS, NOTIFY_GROUPS, OUTBOX_STATUSES, type NotifyPrefs, type NotifyPrefsInput, type OutboxEntry } from '../../../contract/notifications'
import { Nullable, type Same } from '../../lib/schemas'

/* string enums rather than unions of literals: fast-json-stringify checks them without ajv (see Nullable) */
const ChannelSchema = Type.Unsafe<(typeof NOTIFY_CHANNELS)[number]>({ type: 'string', enum: [...NOTIFY_CHANNELS], description: 'sms or wechat (subscribe messages)' })
const GroupSchema = Type.Unsafe<(typeof NOTIFY_GROUPS)[number]>({ type: 'string', enum: [...NOTIFY_GROUPS] })
const StatusSchema = Type.Unsafe<(typeof OUTBOX_STATUSES)[number]>({ type: 'string', enum: [...OUTBOX_STATUSES] })
const Hour = Type.Integer({ minimum: 0, maximum: 23 })

const QuietHoursSchema = Type.Object(
  { enabled: Type.Boolean(), from: Hour, to: Hour },
  { additionalProperties: false, description: 'China time (UTC+8), whole hours; non-urgent notifications wait until `to`' },
)

export const NotifyPrefsSchema = Type.Object({
  groups: Type.Array(
    Type.Object({
      group: GroupSchema,
      urgent: Type.Boolean(),
      channels: Type.Array(Type.Object({ channel: ChannelSchema, enabled: Type.Boolean() })),
    }),
  ),
  quietHours: QuietHoursSchema,
})

export const NotifyPrefsInputSchema = Type.Object(
  {
    choices: Type.Optional(
      Type.Array(Type.Object({ group: GroupSchema, channel: ChannelSchema, enabled: Type.Boolean() }, { additionalProperties: false }), { maxItems: 50 }),
    ),
    quietHours: Type.Optional(QuietHoursSchema),
  },
  { additionalProperties: false },
)

export const OutboxEntrySchema = Type.Object({
  id: Type.Integer(),
  channel: ChannelSchema,
  copyKind: Type.String(),
  text: Type.String(),
  link: Nullable(Type.String()),
  status: StatusSchema,
  urgent: Type.Boolean(),
  attempts: Type.Integer(),
  nextAttemptAt: Type.String({ format: 'date-time' }),
  sentAt: Nullable(Type.String({ format: 'date-time' })),
  providerId: Nullable(Type.String()),
  lastError: Nullable(Type.String()),
  createdAt: Type.String({ format: 'date-time' }),
})
export const OutboxPageSchema = Type.Object({ rows: Type.Array(OutboxEntrySchema), total: Type.Integer() })

const _check: [
  Same<Static<typeof NotifyPrefsSchema>, NotifyPrefs>,
  Same<Static<typeof NotifyPrefsInputSchema>, NotifyPrefsInput>,
  Same<Static<typeof OutboxEntrySchema>, OutboxEntry>,
] = [true, true, true]
void _check
