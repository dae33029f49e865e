/** TypeBox schemas of the console's 异常任务 list (contract/admin-jobs.ts); `_check` fails to compile on drift. */
import { Type, type Static } from '@sinclair/typebox'
import * as C from '../../../contract/admin-jobs'
import { Lit, Nullable, PageQuery, type Same } from '../../lib/schemas'

const Time = Type.String({ format: 'date-time' })

export const JobFailureSchema = Type.Object({
  id: Type.Integer(),
  kind: Lit(C.JOB_KINDS),
  itemId: Type.Integer(),
  orderId: Nullable(Type.Integer()),
  orderNo: Nullable(Type.String()),
  attempts: Type.Integer(),
  lastError: Type.String(),
  firstFailedAt: Time,
  lastFailedAt: Time,
  nextAttemptAt: Time,
  deadSince: Nullable(Time),
})

export const JobFailureQuerySchema = Type.Object(
  { ...PageQuery, status: Type.Optional(Lit(['dead', 'waiting'] as const)), kind: Type.Optional(Lit(C.JOB_KINDS)) },
  { additionalProperties: false },
)
export const JobFailurePageSchema = Type.Object({ rows: Type.Array(JobFailureSchema), total: Type.Integer() })

const _check: [Same<Static<typeof JobFailureSchema>, C.JobFailure>, Same<Static<typeof JobFailureQuerySchema>['status'], C.JobFailureQuery['status']>] = [
  true,
  true,
]
void _check
