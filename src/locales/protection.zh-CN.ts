/** Chinese copy of 找回 protection: 保证金 page, the claim's due time, the seller's debt (keys protect.*). */
const protectionZhCN = {
  'protect.deposit.held': '已冻结保证金',
  'protect.deposit.amount': '保证金标准',
  'protect.deposit.needed': '售价超过 {threshold} 的商品需缴纳保证金后才能上架{merchants}。',
  'protect.deposit.merchants': '；商户发布商品均需缴纳',
  'protect.deposit.merchantNote': '您是商户，发布商品前需缴纳保证金。',
  'protect.deposit.use': '保证金冻结在您的钱包中，不能消费或提现；若您出售的账号被找回，平台先行赔付买家后，先从您的钱包余额追偿，不足部分从保证金扣除，仍不足的记为欠款，从您之后的货款中优先扣除。',
  'protect.deposit.release': '最后一笔成交 {days} 天后，且没有进行中的订单、未结包赔或欠款时，保证金自动解冻。',
  'protect.deposit.releaseAt': '预计解冻时间',
  'protect.deposit.available': '钱包可用余额',
  'protect.deposit.pay': '缴纳保证金 {amount}',
  'protect.deposit.paidFull': '保证金已足额缴纳',
  'protect.deposit.enter': '从钱包冻结 {amount} 作为保证金',
  'protect.deposit.paid': '保证金已缴纳',
  'protect.deposit.noPassword': '请先设置支付密码',
  'protect.debt.title': '找回包赔欠款',
  'protect.debt.total': '待偿还 {amount}，将从您之后的货款中优先扣除',
  'protect.debt.row': '{claimNo}（订单 {orderNo}）欠 {left}',
  'protect.claim.due': '平台先行赔付期限',
  'protect.claim.dueTip': '找回包赔证据齐全，平台将在此时间前审核并先行赔付',
}
export default protectionZhCN
