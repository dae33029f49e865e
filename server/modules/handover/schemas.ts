/** TypeBox schemas of the handover (contract/trade.ts); `_check` fails to compile if one drifts from the contract. */
import { Type, type Static } from '@sinclair/typebox'
import { HANDOVER_STEP_ORDER, type Handover, type HandoverStep, type HandoverStepKey, type HandoverUndoInput } from '../../../contract/trade'
import { IdString, Nullable, type Same } from '../../lib/schemas'

/* string enums rather than unions of literals: fast-json-stringify checks them without ajv (see Nullable) */
const Lit = <T extends string>(values: readonly T[], description?: string) =>
  Type.Unsafe<T>({ type: 'string', enum: [...values], ...(description ? { description } : {}) })
const NullableLit = <T extends string>(values: readonly T[], description: string) =>
  Type.Unsafe<T | null>({ type: ['string', 'null'], enum: [...values, null], description })

export const HandoverStepKeySchema = Lit<HandoverStepKey>(HANDOVER_STEP_ORDER, 'a step of the handover checklist')

export const HandoverStepSchema = Type.Object({
  key: HandoverStepKeySchema,
  doneAt: Nullable(Type.String({ format: 'date-time' })),
  doneBy: NullableLit(['seller', 'staff'] as const, 'who marked it done'),
  confirmedAt: Nullable(Type.String({ format: 'date-time' })),
  confirmedBy: NullableLit(['buyer', 'staff'] as const, 'who confirmed it'),
})

export const HandoverSchema = Type.Object({
  orderId: Type.Integer(),
  steps: Type.Array(HandoverStepSchema),
  startedAt: Nullable(Type.String({ format: 'date-time', description: 'the first step marked done' })),
  completedAt: Nullable(Type.String({ format: 'date-time', description: 'every step confirmed' })),
  startDeadline: Type.String({ format: 'date-time', description: 'the seller starts by then (HANDOVER_START_HOURS after payment)' }),
  canRefundNow: Type.Boolean({ description: 'the deadline passed with no step done: the buyer may refund at once' }),
})

export const HandoverParams = Type.Object({ id: IdString }, { additionalProperties: false })
export const HandoverStepParams = Type.Object(
  { id: IdString, step: Type.Unsafe<HandoverStepKey>({ type: 'string', enum: [...HANDOVER_STEP_ORDER] }) },
  { additionalProperties: false },
)

export const HandoverUndoInputSchema = Type.Object(
  { what: Lit(['done', 'confirmed'] as const, "'done' clears the mark and its confirmation; 'confirmed' only the confirmation") },
  { additionalProperties: false },
)

const _check: [
  Same<Static<typeof HandoverStepSchema>, HandoverStep>,
  Same<Static<typeof HandoverSchema>, Handover>,
  Same<Static<typeof HandoverUndoInputSchema>, HandoverUndoInput>,
] = [true, true, true]
void _check
