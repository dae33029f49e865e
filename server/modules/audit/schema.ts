/**
 * The audit log: who did what to which record, from where, with the values before and after. Rows are written by
 * `audit()` in the transaction of the action itself, so an action and its entry commit or roll back together.
 * Append-only: a trigger (migration 0014) refuses UPDATE, DELETE and TRUNCATE for everyone, the app included.
 */
import { bigserial, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core'
import { tz } from '../../db/columns'
import { users } from '../user/schema'

export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    actorId: integer('actor_id')
      .notNull()
      .references(() => users.id),
    actorRole: text('actor_role').notNull(),
    ip: text('ip').notNull(),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    before: jsonb('before').$type<Record<string, unknown> | null>(),
    after: jsonb('after').$type<Record<string, unknown> | null>(),
    reason: text('reason'),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt, t.id),
    index('audit_log_target_idx').on(t.targetType, t.targetId, t.id),
    index('audit_log_actor_idx').on(t.actorId, t.id),
    index('audit_log_action_idx').on(t.action, t.id),
  ],
)
