/** TypeBox schemas of the wallet's wire types (contract/orders.ts); `_check` fails to compile on drift. */
import { Type, type Static } from '@sinclair/typebox'
import { Nullable, type Same } from '../../lib/schemas'
import type * as C from '../../../contract/orders'

export const LedgerKindSchema = Type.Union([
  Type.Literal('order_payment'),
  Type.Literal('sale_proceeds'),
  Type.Literal('refund'),
  Type.Literal('compensation'),
  Type.Literal('adjustment'),
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

const _check: [Same<Static<typeof LedgerEntrySchema>, C.LedgerEntry>] = [true]
void _check
