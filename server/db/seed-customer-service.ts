/**
 * Demo quick replies (常用语) of customer service, per team (modules/service). Called by seed.ts inside its
 * transaction; the console's room view offers them when staff answer.
 */
import type { Db } from './client'
import { serviceQuickReplies } from '../modules/service/schema'

const REPLIES: ['general' | 'trade' | 'dispute', string, string][] = [
  ['general', '问候', '您好，我是平台客服，很高兴为您服务，请问有什么可以帮您？'],
  ['general', '稍候', '好的，正在为您核实，请稍候几分钟。'],
  ['general', '防骗提醒', '温馨提示：请勿添加对方的QQ、微信私下交易，所有付款请在平台内完成。'],
  ['trade', '换绑指引', '请卖家按订单页的换绑清单逐项操作，每完成一步请在房间内点击“已完成”，买家确认后订单即完成交付。'],
  ['trade', '催促卖家', '卖家您好，买家已付款，请尽快开始换绑，超时未开始买家可申请直接退款。'],
  ['dispute', '收集证据', '为尽快处理，请双方在房间内上传相关截图（登录界面、绑定信息、聊天记录等）。'],
  ['dispute', '裁决说明', '客服将根据双方提供的证据在24小时内作出裁决，裁决结果会通过消息通知双方。'],
]

export async function seedCustomerService(tx: Db): Promise<void> {
  await tx.insert(serviceQuickReplies).values(REPLIES.map(([team, title, body], i) => ({ team, title, body, sort: i })))
}
