/** Chinese copy of the trade room's side of the order page (keys orderTrade.*: handover progress, the dispute's state, rating and after-sale actions), small because the order page is in the main package; orderTrade.en-US.ts must have exactly the same keys. */
const orderTradeZhCN = {
  'orderTrade.afterSale': '售后',
  'orderTrade.status.awaiting_seller': '待卖家回应',
  'orderTrade.status.answered': '卖家已回应',
  'orderTrade.status.with_staff': '客服处理中',
  'orderTrade.status.resolved': '已处理',
  'orderTrade.status.withdrawn': '已撤回',
  'orderTrade.outcome.refund_full': '全额退款',
  'orderTrade.outcome.refund_partial': '部分退款',
  'orderTrade.outcome.rejected': '驳回',
  'orderTrade.handover': '换绑进度',
  'orderTrade.handoverSteps': '{n}/{m} 步已确认',
  'orderTrade.handoverDone': '已完成',
  'orderTrade.toRoom': '去交易房间',
  'orderTrade.confirmBlocked': '换绑全部确认后才能确认收货',
  'orderTrade.confirmDisputed': '售后处理中，暂不能确认收货',
  'orderTrade.openDispute': '申请售后',
  'orderTrade.rate': '评价',
  'orderTrade.editRate': '修改评价',
  'orderTrade.viewRate': '查看评价',
  'orderTrade.seller': '卖家',
  'orderTrade.sellerPage': '卖家主页',
  'orderTrade.hintBuyer': '卖家正在按清单换绑，请在交易房间逐项核对并确认',
  'orderTrade.hintSeller': '请在交易房间按清单完成换绑，每完成一项标记一次',
  'orderTrade.credentialsTip': '请登录游戏核对账号；卖家会按换绑清单逐项换绑，每完成一项请在交易房间核对后确认。',
} as const

export default orderTradeZhCN
