/**
 * What an order's transitions do to wallets (order/machine.ts subscribers), through the ledger like every
 * movement of money: the seller is paid when the order completes, and a cancelled order gives back a wallet part
 * taken before holds existed (a held part is released by payment/order-reactions.ts instead).
 */
import { copy } from '../../lib/copy'
import { onOrder } from '../order/machine'
import { movePlatform } from './platform'
import { credit } from './service'

onOrder('order.cancelled', async ({ tx, order }) => {
  if (order.walletPaid > 0) {
    await credit(tx, order.buyerId, order.walletPaid, { kind: 'refund', orderId: order.id, note: copy('order.ledger.cancelReturn', { orderNo: order.orderNo }) })
  }
})

// the proceeds less a dispute's partial refund (never below 0)
onOrder('order.completed', async ({ tx, order, detail }) => {
  const proceeds = Math.max(0, order.sellerProceeds - detail.deducted)
  if (proceeds <= 0) return
  await credit(tx, order.sellerId, proceeds, {
    kind: 'sale_proceeds',
    orderId: order.id,
    note: copy('order.ledger.proceeds', { orderNo: order.orderNo, deducted: detail.deducted > 0 }),
  })
})

// the 包赔 fee the buyer paid goes to the compensation reserve once the sale stands (a refunded order never completes)
onOrder('order.completed', async ({ tx, order }) => {
  if (order.compensationFee <= 0) return
  await movePlatform(tx, 'reserve', order.compensationFee, { kind: 'compensation_fee', orderId: order.id, userId: order.buyerId, note: `订单 ${order.orderNo} 包赔服务费` })
})
