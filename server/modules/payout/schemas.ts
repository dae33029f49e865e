/** TypeBox schemas of the payout wire types (contract/payout.ts); `_check` fails to compile on drift. */
import { Type, type Static } from '@sinclair/typebox'
import { Lit, Nullable, Text, type Same } from '../../lib/schemas'
import { PAYOUT_ACCOUNT_KINDS, WITHDRAWAL_STATUSES } from '../../../contract/payout'
import type * as P from '../../../contract/payout'

export const PayoutAccountKindSchema = Lit(PAYOUT_ACCOUNT_KINDS)
export const WithdrawalStatusSchema = Lit(WITHDRAWAL_STATUSES)

export const PayoutAccountSchema = Type.Object({
  id: Type.Integer(),
  kind: PayoutAccountKindSchema,
  accountMask: Type.String(),
  holderName: Type.String({ description: 'masked' }),
  bankName: Nullable(Type.String()),
  createdAt: Type.String({ format: 'date-time' }),
})

/** formats and the real-name match are checked by the service, with one clear message each */
export const PayoutAccountInputSchema = Type.Object(
  {
    kind: PayoutAccountKindSchema,
    account: Text(64),
    holderName: Text(32),
    bankName: Type.Optional(Text(64)),
  },
  { additionalProperties: false },
)

const withdrawalFields = {
  id: Type.Integer(),
  withdrawalNo: Type.String(),
  amount: Type.Integer({ description: 'fen taken from the wallet' }),
  fee: Type.Integer(),
  net: Type.Integer({ description: 'fen paid to the account: amount - fee' }),
  status: WithdrawalStatusSchema,
  rejectReason: Nullable(Type.String()),
  account: PayoutAccountSchema,
  createdAt: Type.String({ format: 'date-time' }),
  paidAt: Nullable(Type.String({ format: 'date-time' })),
}
export const WithdrawalSchema = Type.Object(withdrawalFields)
export const WithdrawalPageSchema = Type.Object({ rows: Type.Array(WithdrawalSchema), total: Type.Integer() })

export const AdminWithdrawalSchema = Type.Object({
  ...withdrawalFields,
  userId: Type.Integer(),
  phone: Type.String(),
  failReason: Nullable(Type.String()),
  attempts: Type.Integer(),
  accountNumber: Type.String(),
  holderFullName: Type.String(),
})
export const AdminWithdrawalPageSchema = Type.Object({ rows: Type.Array(AdminWithdrawalSchema), total: Type.Integer() })

export const WithdrawalInputSchema = Type.Object(
  {
    amount: Type.Integer({ minimum: 1, maximum: 1_000_000_000_000, description: 'fen' }),
    accountId: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
    payPassword: Type.String({ maxLength: 32 }),
  },
  { additionalProperties: false },
)

export const WithdrawalDecisionSchema = Type.Object(
  { approve: Type.Boolean(), reason: Type.Optional(Text(400)) },
  { additionalProperties: false },
)

export const PayoutOptionsSchema = Type.Object({
  kinds: Type.Array(PayoutAccountKindSchema),
  minAmount: Type.Integer(),
  feePercent: Type.Number(),
  feeMin: Type.Integer(),
  dailyLimit: Type.Integer(),
  usedToday: Type.Integer(),
  settlementDays: Type.Integer(),
  withdrawable: Type.Integer(),
  verified: Type.Boolean(),
  payPasswordSet: Type.Boolean(),
})

const _check: [
  Same<Static<typeof PayoutAccountSchema>, P.PayoutAccount>,
  Same<Static<typeof PayoutAccountInputSchema>, P.PayoutAccountInput>,
  Same<Static<typeof WithdrawalSchema>, P.Withdrawal>,
  Same<Static<typeof AdminWithdrawalSchema>, P.AdminWithdrawal>,
  Same<Static<typeof WithdrawalInputSchema>, P.WithdrawalInput>,
  Same<Static<typeof WithdrawalDecisionSchema>, P.WithdrawalDecision>,
  Same<Static<typeof PayoutOptionsSchema>, P.PayoutOptions>,
] = [true, true, true, true, true, true, true]
void _check
