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
  sellerWaiting: Type.Object({
    handover: n('my sales in handover with a step I have not marked done (GET /need/myOrder?waiting=handover)'),
    dispute: n('disputes on my sales waiting for my answer (GET /need/myOrder?waiting=dispute)'),
  }),
})

const _check: Same<Static<typeof MeSummarySchema>, MeSummary> = true
void _check
