/** A paid sale gets its handover checklist (order/machine.ts subscriber), fixed from what the listing declares. */
import { onOrder } from '../order/machine'
import { insertChecklist } from './checklist'

onOrder('order.paid', async ({ tx, order, facts }) => {
  if (order.kind === 'rental') return
  facts.steps = await insertChecklist(tx, order.id, order.goodsId)
})
