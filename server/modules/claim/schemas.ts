/**
 * TypeBox schemas of the compensation-claim wire types (contract/service.ts): input validation (types and unknown
 * fields; lengths, image counts and amounts are checked by the service against contract/rules.ts, with one clear
 * message each), output shaping and the OpenAPI description. `_check` fails to compile on drift.
 */
import { Type, type Static } from '@sinclair/typebox'
import type * as C from '../../../contract/service'
import type * as P from '../../../contract/protection'
import { Lit, Nullable, Text, type Same } from '../../lib/schemas'
import { OrderSummarySchema } from '../order/schemas'

const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 })

export const ClaimStatusSchema = Lit(['submitted', 'approved', 'rejected'] as const)
export const ClaimReasonSchema = Lit(
  ['retrieved', 'banned', 'misdescribed', 'other'] as const,
  'retrieved: taken back by the seller; banned; misdescribed: not as described; other',
)

export const ClaimRecoverySchema = Type.Object(
  {
    fromBalance: Type.Integer({ description: "fen taken back from the seller's wallet" }),
    fromDeposit: Type.Integer({ description: "fen taken from the seller's deposit" }),
    debt: Type.Integer({ description: 'fen neither covered: a debt on the seller' }),
    debtLeft: Type.Integer({ description: 'of it, fen still owed' }),
  },
  { description: 'staff only: how an approved 找回 claim was recovered from the seller' },
)

export const SellerDebtSchema = Type.Object({
  total: Type.Integer({ description: 'fen still owed' }),
  rows: Type.Array(
    Type.Object({ claimNo: Type.String(), orderNo: Type.String(), debt: Type.Integer(), debtLeft: Type.Integer(), createdAt: Type.String({ format: 'date-time' }) }),
  ),
})

export const ReserveStateSchema = Type.Object({
  balance: Type.Integer({ description: 'fen; may be negative (the platform put money in)' }),
  rows: Type.Array(
    Type.Object({
      id: Type.Integer(),
      kind: Lit(['compensation_fee', 'claim_payout', 'claim_recovery', 'adjustment'] as const),
      amount: Type.Integer(),
      balanceAfter: Type.Integer(),
      orderNo: Nullable(Type.String()),
      note: Type.String(),
      createdAt: Type.String({ format: 'date-time' }),
    }),
  ),
})

export const ClaimStatsSchema = Type.Object({
  days: Type.Integer(),
  claims: Type.Integer({ description: 'claims submitted in the window' }),
  paid: Type.Integer({ description: 'of them, paid' }),
  paidAmount: Type.Integer({ description: 'fen paid on them' }),
  medianHoursToPay: Nullable(Type.Number({ description: 'median hours from submission to payment' })),
  payWithinHours: Type.Integer({ description: 'CLAIM_PAY_WITHIN_HOURS' }),
})

export const ClaimableOrderSchema = Type.Object({
  order: OrderSummarySchema,
  compensation: Lit(['standard', 'extended', 'topup'] as const),
  cap: Type.Integer({ description: 'fen: the most a claim can pay (the order price)' }),
  until: Type.String({ format: 'date-time', description: 'the guarantee window ends then' }),
})

export const ClaimTopupSchema = Type.Object(
  {
    amount: Type.Number({ description: 'fen, 1..CLAIM_TOPUP_MAX_FEN' }),
    paidAt: Type.String({ maxLength: 40, description: 'when it was paid (ISO date-time), after the order was paid' }),
    receipt: Type.String({ maxLength: 300, description: "upload URL of its receipt, the caller's" }),
  },
  { additionalProperties: false },
)

export const CompensationClaimInputSchema = Type.Object(
  {
    orderId: Id,
    reason: ClaimReasonSchema,
    description: Text(10_000),
    images: Type.Array(Text(300), { maxItems: 100, description: 'evidence: 1..CLAIM_IMAGES_MAX upload URLs of the caller' }),
    contact: Text(1000),
    topups: Type.Optional(Type.Array(ClaimTopupSchema, { maxItems: 100, description: "'topup' orders: top-ups after the purchase, 0..CLAIM_TOPUPS_MAX" })),
  },
  { additionalProperties: false },
)

export const CompensationClaimSchema = Type.Object({
  id: Type.Integer(),
  claimNo: Type.String(),
  order: OrderSummarySchema,
  reason: ClaimReasonSchema,
  description: Type.String(),
  images: Type.Array(Type.String()),
  contact: Type.String(),
  status: ClaimStatusSchema,
  cap: Type.Integer({ description: 'fen' }),
  topups: Type.Array(ClaimTopupSchema),
  paidAmount: Nullable(Type.Integer({ description: 'fen paid into the wallet (approved)' })),
  decisionNote: Nullable(Type.String()),
  createdAt: Type.String({ format: 'date-time' }),
  decidedAt: Nullable(Type.String({ format: 'date-time' })),
  dueAt: Nullable(Type.String({ format: 'date-time', description: 'a 找回 claim: the platform pays it by then' })),
  overdue: Type.Boolean({ description: 'submitted past dueAt' }),
  recovery: Nullable(ClaimRecoverySchema),
})
export const CompensationClaimPageSchema = Type.Object({ rows: Type.Array(CompensationClaimSchema), total: Type.Integer() })

export const ClaimDecisionSchema = Type.Object(
  {
    approve: Type.Boolean(),
    amount: Type.Optional(Type.Number({ description: 'fen, 1..cap; required to approve' })),
    note: Type.Optional(Text(10_000)),
  },
  { additionalProperties: false },
)

const _check: [
  Same<Static<typeof ClaimableOrderSchema>, C.ClaimableOrder>,
  Same<Static<typeof CompensationClaimInputSchema>, C.CompensationClaimInput>,
  Same<Static<typeof CompensationClaimSchema>, C.CompensationClaim>,
  Same<Static<typeof ClaimDecisionSchema>, C.ClaimDecision>,
  Same<Static<typeof ClaimTopupSchema>, C.ClaimTopup>,
  Same<Static<typeof ClaimRecoverySchema>, P.ClaimRecovery>,
  Same<Static<typeof SellerDebtSchema>, P.SellerDebt>,
  Same<Static<typeof ReserveStateSchema>, P.ReserveState>,
  Same<Static<typeof ClaimStatsSchema>, P.ClaimStats>,
] = [true, true, true, true, true, true, true, true, true]
void _check
