/** TypeBox schema of MeSummary (contract/orders.ts); `_check` fails to compile on drift. */
import { Type, type Static } from '@sinclair/typebox'
import type { MeSummary } from '../../../contract/orders'
import type { Same } from '../../lib/schemas'

const n = (description: string) => Type.Integer({ minimum: 0, description })

export const MeSummarySchema = Type.Object({
  orders: Type.Object({
    pending_payment: n('waiting for my payment'),
    in_progress: n('paid or delivered, not yet completed'),
    completed: n('completed'),
    after_sale: n('refund requested or refunded'),
  }),
  balance: n('wallet balance in fen'),
  coupons: n('coupons unused and not expired'),
  redPackets: n('red packets unused and not expired'),
  unread: n('unread messages'),
  chatUnread: n('unread chat messages over all my rooms'),
})

const _check: Same<Static<typeof MeSummarySchema>, MeSummary> = true
void _check
