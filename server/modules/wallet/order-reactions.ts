/**
 * What an order's transitions do to wallets (order/machine.ts subscribers), through the ledger like every
 * movement of money: the seller is paid when the order completes, and a cancelled order gives back a wallet part
 * taken before holds existed (a held part is released by payment/order-reactions.ts instead).
 */
import { onOrder } from '../order/machine'
import { credit } from './service'

onOrder('order.cancelled', async ({ tx, order }) => {
  if (order.walletPaid > 0) {
    await credit(tx, order.buyerId, order.walletPaid, { kind: 'refund', orderId: order.id, note: `订单 ${order.orderNo} 取消，退回余额支付部分` })
  }
})

// the proceeds less a dispute's partial refund (never below 0)
onOrder('order.completed', async ({ tx, order, detail }) => {
  const proceeds = Math.max(0, order.sellerProceeds - detail.deducted)
  if (proceeds <= 0) return
  await credit(tx, order.sellerId, proceeds, {
    kind: 'sale_proceeds',
    orderId: order.id,
    note:
      detail.deducted > 0
        ? `订单 ${order.orderNo} 完成，货款入账（已扣除平台服务费及售后部分退款）`
        : `订单 ${order.orderNo} 完成，货款入账（已扣除平台服务费）`,
  })
})
