/** TypeBox schemas of the wallet's wire types (contract/orders.ts); `_check` fails to compile on drift. */
import { Type, type Static } from '@sinclair/typebox'
import { Nullable, type Same } from '../../lib/schemas'
import type * as C from '../../../contract/orders'
import type * as W from '../../../contract/wallet'

export const LedgerKindSchema = Type.Union([
  Type.Literal('order_payment'),
  Type.Literal('sale_proceeds'),
  Type.Literal('refund'),
  Type.Literal('compensation'),
  Type.Literal('adjustment'),
  Type.Literal('withdrawal'),
  Type.Literal('withdrawal_return'),
  Type.Literal('claim_recovery'),
  Type.Literal('deposit_taken'),
])

export const LedgerEntrySchema = Type.Object({
  id: Type.Integer(),
  kind: LedgerKindSchema,
  amount: Type.Integer({ description: 'fen, signed: negative leaves the wallet' }),
  balanceAfter: Type.Integer(),
  orderNo: Nullable(Type.String()),
  note: Type.String(),
  createdAt: Type.String({ format: 'date-time' }),
})
export const LedgerPageSchema = Type.Object({ rows: Type.Array(LedgerEntrySchema), total: Type.Integer() })

export const WalletItemSchema = Type.Object({
  kind: Type.Union(
    (['payment', 'dispute', 'settlement', 'dispute_frozen', 'claim', 'withdrawal'] as const).map((k) => Type.Literal(k)),
    { description: 'why the amount is not free (contract/wallet.ts WalletItemKind)' },
  ),
  bucket: Type.Union([Type.Literal('held'), Type.Literal('settling'), Type.Literal('withdrawing')]),
  amount: Type.Integer({ description: 'fen' }),
  orderId: Nullable(Type.Integer()),
  orderNo: Nullable(Type.String()),
  withdrawalNo: Nullable(Type.String()),
  endsAt: Nullable(Type.String({ format: 'date-time', description: 'when it ends, if a date is known' })),
})

export const WalletSummarySchema = Type.Object({
  balance: Type.Integer({ description: 'fen' }),
  held: Type.Integer({ description: 'fen: wallet parts of open payments, taken only when they succeed' }),
  available: Type.Integer({ description: 'fen: balance - held' }),
  settling: Type.Integer({ description: 'fen of sale proceeds inside the settlement hold or frozen by an open dispute or claim' }),
  withdrawable: Type.Integer({ description: 'fen that can be withdrawn now: balance - held - settling' }),
  withdrawing: Type.Integer({ description: 'fen of withdrawals requested, not yet paid out' }),
  withdrawn: Type.Integer({ description: 'fen paid out by withdrawals, in all' }),
  payPasswordSet: Type.Boolean(),
  payPasswordLockedUntil: Nullable(Type.String({ format: 'date-time' })),
  items: Type.Array(WalletItemSchema, { description: 'what held, settling and withdrawing are made of: each bucket sums to its figure' }),
})

/** the 6-digit and SMS-code rules are checked by the service, with one clear message each */
export const PayPasswordInputSchema = Type.Object(
  { code: Type.String({ maxLength: 16 }), password: Type.String({ maxLength: 32 }) },
  { additionalProperties: false },
)

const _check: [
  Same<Static<typeof LedgerEntrySchema>, C.LedgerEntry>,
  Same<Static<typeof WalletSummarySchema>, W.WalletSummary>,
  Same<Static<typeof WalletItemSchema>, W.WalletItem>,
  Same<Static<typeof PayPasswordInputSchema>, W.PayPasswordInput>,
] = [true, true, true, true]
void _check
