/** TypeBox schemas of the seller deposit's wire types (contract/protection.ts); `_check` fails to compile on drift. */
import { Type, type Static } from '@sinclair/typebox'
import type * as P from '../../../contract/protection'
import { Nullable, Text, type Same } from '../../lib/schemas'

export const DepositStateSchema = Type.Object({
  held: Type.Integer({ description: 'fen frozen in my wallet as the deposit' }),
  amount: Type.Integer({ description: 'fen: the deposit a seller who needs one keeps' }),
  priceThreshold: Type.Integer({ description: 'fen: listings priced above it need the deposit' }),
  forMerchants: Type.Boolean(),
  merchant: Type.Boolean(),
  releaseDays: Type.Integer(),
  releaseAt: Nullable(Type.String({ format: 'date-time' })),
  available: Type.Integer({ description: "fen of my wallet not frozen" }),
  paidAt: Nullable(Type.String({ format: 'date-time' })),
  releasedAt: Nullable(Type.String({ format: 'date-time' })),
})

export const DepositPayInputSchema = Type.Object({ payPassword: Text(100) }, { additionalProperties: false })

const _check: [Same<Static<typeof DepositStateSchema>, P.DepositState>, Same<Static<typeof DepositPayInputSchema>, P.DepositPayInput>] = [true, true]
void _check
