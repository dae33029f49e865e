/** TypeBox schemas of the audit log's wire types (contract/audit.ts). */
import { Type, type Static } from '@sinclair/typebox'
import type { AuditEntry } from '../../../contract/audit'
import { IdString, Lit, Nullable, PageQuery } from '../../lib/schemas'

const Values = Type.Union([Type.Object({}, { additionalProperties: true }), Type.Null()])

export const AuditEntrySchema = Type.Object({
  id: Type.Integer(),
  actorId: Type.Integer(),
  actorName: Type.String(),
  actorRole: Lit(['user', 'merchant', 'staff', 'admin'] as const),
  ip: Type.String(),
  action: Type.String(),
  targetType: Type.String(),
  targetId: Type.String(),
  before: Values,
  after: Values,
  reason: Nullable(Type.String()),
  createdAt: Type.String({ format: 'date-time' }),
})
export const AuditPageSchema = Type.Object({ rows: Type.Array(AuditEntrySchema), total: Type.Integer() })

const Instant = Type.String({ format: 'date-time', description: 'ISO 8601 instant' })
export const AuditQuerySchema = Type.Object(
  {
    ...PageQuery,
    actorId: Type.Optional(IdString),
    action: Type.Optional(Type.String({ pattern: '^[a-z][a-zA-Z.]{0,39}$', description: 'an action or its prefix, e.g. goods.' })),
    targetType: Type.Optional(Type.String({ pattern: '^[a-z][a-zA-Z]{0,23}$' })),
    targetId: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9_-]{1,40}$' })),
    from: Type.Optional(Instant),
    to: Type.Optional(Instant),
  },
  { additionalProperties: false },
)

const _check: AuditEntry = {} as Static<typeof AuditEntrySchema>
void _check
