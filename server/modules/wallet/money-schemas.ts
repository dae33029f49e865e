/** TypeBox schema of an order's money timeline (contract/money.ts); `_check` fails to compile on drift. */
import { Type, type Static } from '@sinclair/typebox'
import { Nullable, type Same } from '../../lib/schemas'
import type * as M from '../../../contract/money'

const lits = <T extends string>(values: readonly T[]) => Type.Union(values.map((v) => Type.Literal(v)))

export const MoneyStepSchema = Type.Object(
  {
    kind: lits(['paid', 'escrow', 'freeze', 'released', 'settling', 'withdrawable', 'refund', 'taken_back', 'compensation'] as const),
    state: lits(['done', 'current', 'next'] as const),
    at: Nullable(Type.String()),
    until: Nullable(Type.String()),
    amount: Nullable(Type.Integer()),
    wallet: Nullable(Type.Integer()),
    external: Nullable(Type.Integer()),
    fee: Nullable(Type.Integer()),
    destination: Nullable(lits(['wallet', 'original'] as const)),
    freeze: Nullable(
      Type.Union([
        Type.Object(
          {
            by: Type.Literal('dispute'),
            reason: lits(['not_as_described', 'handover_failed', 'recovered', 'other'] as const),
            outcome: Nullable(lits(['refund_full', 'refund_partial', 'rejected'] as const)),
          },
          { additionalProperties: false },
        ),
        Type.Object(
          { by: Type.Literal('claim'), reason: lits(['retrieved', 'banned', 'misdescribed', 'other'] as const), outcome: Nullable(lits(['approved', 'rejected'] as const)) },
          { additionalProperties: false },
        ),
      ]),
    ),
  },
  { additionalProperties: false },
)

export const OrderMoneySchema = Type.Object(
  {
    orderId: Type.Integer(),
    orderNo: Type.String(),
    role: lits(['buyer', 'seller', 'staff'] as const),
    steps: Type.Array(MoneyStepSchema),
    walletLink: Nullable(Type.String()),
  },
  { additionalProperties: false },
)

const _check: [Same<Static<typeof MoneyStepSchema>, M.MoneyStep>, Same<Static<typeof OrderMoneySchema>, M.OrderMoney>] = [true, true]
void _check
