/** Chinese copy of 我的 (keys me.*); me.en-US.ts must have exactly the same keys. */
const meZhCN = {
  'me.orders': '我的订单',
  'me.allOrders': '全部订单',
  'me.order.pending_payment': '待付款',
  'me.order.in_progress': '进行中',
  'me.order.completed': '已完成',
  'me.order.after_sale': '售后',
  'me.balance': '余额',
  'me.coupons': '优惠券',
  'me.redPackets': '红包',
  'me.tradeTitle': '我要买',
  'me.accountTitle': '账户与设置',
  'me.verifyNow': '去实名',
  'me.waitingTitle': '待我处理',
  'me.waiting.handover': '{n} 笔卖出的订单待换绑',
  'me.waiting.dispute': '{n} 个售后待我回应',
}

export default meZhCN
