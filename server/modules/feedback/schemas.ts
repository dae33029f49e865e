/**
 * TypeBox schemas of feedback and problem reports (contract/service.ts): input types and unknown fields (lengths
 * and counts are checked by the service against contract/rules.ts, with one clear message each), output shaping
 * and the OpenAPI description. `_check` fails to compile on drift.
 */
import { Type, type Static } from '@sinclair/typebox'
import type * as C from '../../../contract/service'
import { Lit, Nullable, Text, type Same } from '../../lib/schemas'

export const ProblemTypeSchema = Lit(['bug', 'complaint', 'suggestion', 'other'] as const, "fankui: bug | complaint | other; suggest: suggestion")
export const ProblemStatusSchema = Lit(['open', 'replied'] as const)

export const ProblemInputSchema = Type.Object(
  {
    type: ProblemTypeSchema,
    content: Text(10_000),
    images: Type.Array(Text(300), { maxItems: 50, description: 'upload URLs of the caller, 0..PROBLEM_IMAGES_MAX' }),
    contact: Type.Optional(Nullable(Text(1000))),
  },
  { additionalProperties: false },
)

export const ProblemReportSchema = Type.Object({
  id: Type.Integer(),
  type: ProblemTypeSchema,
  content: Type.String(),
  images: Type.Array(Type.String()),
  contact: Nullable(Type.String()),
  status: ProblemStatusSchema,
  reply: Nullable(Type.String()),
  repliedAt: Nullable(Type.String({ format: 'date-time' })),
  createdAt: Type.String({ format: 'date-time' }),
})
export const ProblemReportPageSchema = Type.Object({ rows: Type.Array(ProblemReportSchema), total: Type.Integer() })

export const ProblemReplyInputSchema = Type.Object({ reply: Text(10_000) }, { additionalProperties: false })

const _check: [
  Same<Static<typeof ProblemInputSchema>, C.ProblemInput>,
  Same<Static<typeof ProblemReportSchema>, C.ProblemReport>,
  Same<Static<typeof ProblemReplyInputSchema>, C.ProblemReplyInput>,
  Same<Static<typeof ProblemTypeSchema>, C.ProblemType>,
  Same<Static<typeof ProblemStatusSchema>, C.ProblemStatus>,
] = [true, true, true, true, true]
void _check
