/** TypeBox schema of the trade contract (contract/protection.ts); `_check` fails to compile on drift. */
import { Type, type Static } from '@sinclair/typebox'
import type * as P from '../../../contract/protection'
import { Nullable, type Same } from '../../lib/schemas'

export const TradeContractSchema = Type.Object({
  orderId: Type.Integer(),
  orderNo: Type.String(),
  text: Type.String({ description: 'the contract, plain text (zh-CN)' }),
  sha256: Type.String({ description: 'hex SHA-256 of text (UTF-8)' }),
  buyerAcceptedAt: Nullable(Type.String({ format: 'date-time' })),
  sellerAcceptedAt: Nullable(Type.String({ format: 'date-time' })),
})

export const ContractPreviewSchema = Type.Object({
  goodsId: Type.Integer(),
  compensation: Type.String({ description: 'the 包赔 tier chosen at checkout' }),
  text: Type.String({ description: 'the contract the order would store, plain text (zh-CN)' }),
})

const _check: [Same<Static<typeof TradeContractSchema>, P.TradeContract>] = [true]
void _check
