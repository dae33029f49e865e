/**
 * TypeBox schemas of disputes (contract/trade.ts): input validation (types and unknown fields; lengths, image
 * counts and amounts are checked by the service with one clear message each), output shaping and the OpenAPI
 * description. `_check` fails to compile on drift.
 */
import { Type, type Static } from '@sinclair/typebox'
import type * as C from '../../../contract/trade'
import { DISPUTE_TYPES } from '../../../contract/trade'
import { Lit, Nullable, Text, type Same } from '../../lib/schemas'

const Time = Type.String({ format: 'date-time' })

export const DisputeTypeSchema = Lit(DISPUTE_TYPES, 'not_as_described, handover_failed (换绑失败), recovered (找回), other')
export const DisputeStatusSchema = Lit(['awaiting_seller', 'answered', 'with_staff', 'resolved', 'withdrawn'] as const)
export const DisputeOutcomeSchema = Lit(['refund_full', 'refund_partial', 'rejected'] as const)
const EscalationSchema = Lit(['buyer', 'seller', 'timeout'] as const)
const DeciderSchema = Lit(['staff', 'seller'] as const)

const disputeFields = {
  id: Type.Integer(),
  orderId: Type.Integer(),
  orderNo: Type.String(),
  type: DisputeTypeSchema,
  description: Type.String(),
  images: Type.Array(Type.String()),
  status: DisputeStatusSchema,
  sellerAnswer: Nullable(Type.String()),
  sellerAnsweredAt: Nullable(Time),
  sellerDeadline: Type.String({ format: 'date-time', description: 'the seller answers by then, else it goes to staff' }),
  escalatedBy: Nullable(EscalationSchema),
  escalatedAt: Nullable(Time),
  outcome: Nullable(DisputeOutcomeSchema),
  refundAmount: Nullable(Type.Integer({ description: 'fen back to the buyer' })),
  decisionReason: Nullable(Type.String()),
  decidedAt: Nullable(Time),
  decidedBy: Nullable(DeciderSchema),
  appealed: Type.Boolean(),
  paidTotal: Type.Integer({ description: 'fen the buyer paid (wallet + cashier): the bound of a partial refund' }),
  heldAmount: Type.Integer({ description: "fen of the seller's wallet held while open (completed orders)" }),
  createdAt: Time,
  canAnswer: Type.Boolean(),
  canEscalate: Type.Boolean(),
  canWithdraw: Type.Boolean(),
  canAppeal: Type.Boolean(),
}
export const DisputeSchema = Type.Object(disputeFields)

const PartySchema = Type.Object({ id: Type.Integer(), nickname: Type.String(), avatar: Nullable(Type.String()) })

export const DisputeCaseSchema = Type.Object({
  ...disputeFields,
  goods: Type.Object({ id: Type.Integer(), title: Type.String() }),
  buyer: PartySchema,
  seller: PartySchema,
  orderStatus: Type.String(),
  roomId: Nullable(Type.Integer()),
})
export const DisputeCasePageSchema = Type.Object({ rows: Type.Array(DisputeCaseSchema), total: Type.Integer() })

export const DisputeInputSchema = Type.Object(
  {
    type: DisputeTypeSchema,
    description: Text(10_000),
    images: Type.Array(Text(300), { maxItems: 100, description: 'evidence: 0..DISPUTE_IMAGES_MAX upload URLs of the buyer' }),
  },
  { additionalProperties: false },
)

export const DisputeAnswerInputSchema = Type.Object(
  {
    text: Text(10_000),
    acceptRefund: Type.Optional(Type.Boolean({ description: 'the seller agrees to a full refund: resolved at once' })),
  },
  { additionalProperties: false },
)

export const DisputeDecisionInputSchema = Type.Object(
  {
    outcome: DisputeOutcomeSchema,
    amount: Type.Optional(Type.Number({ description: 'fen, refund_partial only: 0 < amount < what the buyer paid' })),
    reason: Text(10_000),
  },
  { additionalProperties: false },
)

const _check: [
  Same<Static<typeof DisputeSchema>, C.Dispute>,
  Same<Static<typeof DisputeCaseSchema>, C.DisputeCase>,
  Same<Static<typeof DisputeInputSchema>, C.DisputeInput>,
  Same<Static<typeof DisputeAnswerInputSchema>, C.DisputeAnswerInput>,
  Same<Static<typeof DisputeDecisionInputSchema>, C.DisputeDecisionInput>,
] = [true, true, true, true, true]
void _check
