/** Chinese names and tag colours of the states the order and review pages show. */
import type { LedgerKind, OrderStatus, PaymentStatus, PayProviderName } from '../../../../contract/orders'
import type { DisputeOutcome, DisputeStatus, DisputeType, HandoverStepKey } from '../../../../contract/trade'

export interface Label {
  text: string
  color: string
}

export const ORDER_STATUS: Record<OrderStatus, Label> = {
  pending_payment: { text: '待支付', color: 'default' },
  paid: { text: '已支付', color: 'blue' },
  handover: { text: '换绑中', color: 'processing' },
  delivered: { text: '已交付', color: 'cyan' },
  completed: { text: '已完成', color: 'green' },
  cancelled: { text: '已取消', color: 'default' },
  refunding: { text: '退款中', color: 'orange' },
  refunded: { text: '已退款', color: 'red' },
}

/** ProTable's valueEnum of the status filter */
export const ORDER_STATUS_ENUM = Object.fromEntries(Object.entries(ORDER_STATUS).map(([k, v]) => [k, { text: v.text }]))

export const PROVIDER: Record<PayProviderName, string> = { sandbox: '沙箱收银台', wechat: '微信支付', alipay: '支付宝' }

export const PAYMENT_STATUS: Record<PaymentStatus, Label> = {
  pending: { text: '待支付', color: 'default' },
  succeeded: { text: '已支付', color: 'green' },
  closed: { text: '已关闭', color: 'default' },
}

export const LEDGER_KIND: Record<LedgerKind, string> = {
  order_payment: '订单支付',
  sale_proceeds: '货款入账',
  refund: '退款',
  compensation: '包赔赔付',
  adjustment: '人工调整',
  withdrawal: '提现',
  withdrawal_return: '提现退回',
  claim_recovery: '包赔追偿',
  deposit_taken: '保证金扣除',
}

export const DISPUTE_STATUS: Record<DisputeStatus, Label> = {
  awaiting_seller: { text: '待卖家答复', color: 'gold' },
  answered: { text: '卖家已答复', color: 'blue' },
  with_staff: { text: '待客服裁决', color: 'orange' },
  resolved: { text: '已处理', color: 'green' },
  withdrawn: { text: '已撤回', color: 'default' },
}

export const DISPUTE_TYPE: Record<DisputeType, string> = {
  not_as_described: '与描述不符',
  handover_failed: '换绑失败',
  recovered: '账号被找回',
  other: '其他',
}

export const DISPUTE_OUTCOME: Record<DisputeOutcome, string> = {
  refund_full: '全额退款',
  refund_partial: '部分退款',
  rejected: '驳回',
}

export const STEP_NAME: Record<HandoverStepKey, string> = {
  password: '修改登录密码',
  phone: '换绑手机',
  email: '换绑邮箱/密保',
  realname: '修改实名认证',
  third_party: '解绑第三方登录',
}
