/** Names the user pages show for the API's codes. */
import type { LedgerKind, OrderStatus } from '../../../../contract/orders'
import type { Role } from '../../../../contract/types'

export const ROLE: Record<Role, { text: string; color: string }> = {
  admin: { text: '管理员', color: 'gold' },
  staff: { text: '客服', color: 'cyan' },
  merchant: { text: '商户', color: 'purple' },
  user: { text: '普通用户', color: 'default' },
}

export const ORDER_STATUS: Record<OrderStatus, string> = {
  pending_payment: '待付款',
  paid: '已付款',
  handover: '换绑中',
  delivered: '待确认收货',
  completed: '已完成',
  cancelled: '已取消',
  refunding: '退款中',
  refunded: '已退款',
}

export const LEDGER_KIND: Record<LedgerKind, string> = {
  order_payment: '订单支付',
  sale_proceeds: '出售收入',
  refund: '退款',
  compensation: '包赔赔付',
  adjustment: '调整',
  withdrawal: '提现',
  withdrawal_return: '提现退回',
  claim_recovery: '包赔追偿',
  deposit_taken: '保证金扣除',
}
