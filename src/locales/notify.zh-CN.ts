/** Chinese copy of 通知设置 (keys notify.*); notify.en-US.ts must have exactly the same keys. */
const notifyZhCN = {
  'notify.intro': '站内消息始终保留在「消息」中；以下设置决定哪些通知同时通过短信或微信提醒你。',
  'notify.group.order': '交易提醒',
  'notify.group.dispute': '售后提醒',
  'notify.group.money': '资金提醒',
  'notify.group.chat': '交易房间消息',
  'notify.group.listing': '商品审核',
  'notify.group.recycle': '回收报价',
  'notify.group.service': '客服回复',
  'notify.groupDesc.order': '买家付款待换绑、换绑完成、即将自动确认收货等',
  'notify.groupDesc.dispute': '售后待回应、处理结果等',
  'notify.groupDesc.money': '提现到账或未通过、包赔结果',
  'notify.groupDesc.chat': '未在线时，交易房间里对方的新消息',
  'notify.groupDesc.listing': '商品审核通过、驳回或下架',
  'notify.groupDesc.recycle': '新的回收报价、报价被接受',
  'notify.groupDesc.service': '反馈与投诉的回复',
  'notify.urgent': '重要',
  'notify.urgentTip': '重要通知至少保留一种站外提醒方式',
  'notify.channel.sms': '短信',
  'notify.channel.wechat': '微信',
  'notify.quiet.title': '免打扰时段',
  'notify.quiet.desc': '期间非重要通知将在结束后再发送（北京时间）',
  'notify.quiet.from': '开始（时）',
  'notify.quiet.to': '结束（时）',
  'notify.saved': '已保存',
}

export default notifyZhCN
