/** zh-CN copy of recycling (quotes, acceptance, order sync, merchant applications): messages to sellers and merchants. */
import type { Template } from '../../lib/copy-types'

export const RECYCLE_ZH = {
  'recycle.quote.new': {
    title: () => '收到新的报价',
    text: (p, f) => `商家「${p.merchant}」对您的回收单 ${p.requestNo}（「${p.title}」）报价 ${f.money(p.amount)} 元${p.note ? `：${p.note}` : ''}。`,
  },
  'recycle.quote.updated': {
    title: () => '商家更新了报价',
    text: (p, f) => `商家「${p.merchant}」对您的回收单 ${p.requestNo}（「${p.title}」）报价 ${f.money(p.amount)} 元${p.note ? `：${p.note}` : ''}。`,
  },
  'recycle.quote.accepted.merchant': {
    title: (p) => `报价已被接受，请在${p.minutes}分钟内付款`,
    text: (p, f) =>
      `卖家已接受您对回收单 ${p.requestNo}（「${p.title}」）${f.money(p.amount)} 元的报价，订单 ${p.orderNo} 已生成。请在${p.minutes}分钟内付款，付款后即可在订单中查看账号信息；超时未付款报价将失效。`,
  },
  'recycle.quote.accepted.seller': {
    title: () => '已接受报价',
    text: (p, f) =>
      `您已接受回收单 ${p.requestNo}（「${p.title}」）${f.money(p.amount)} 元的报价，等待商家在${p.minutes}分钟内付款；商家确认收货后货款将转入您的钱包。`,
  },
  'recycle.quote.notChosen': {
    title: () => '报价未被采纳',
    text: (p) => `回收单 ${p.requestNo}（「${p.title}」）的卖家已选择其他商家的报价，您的报价已失效。`,
  },
  'recycle.request.cancelled': {
    title: () => '回收单已取消',
    text: (p) => `您报价的回收单 ${p.requestNo}（「${p.title}」）已被卖家取消，报价已失效。`,
  },
  'recycle.request.reopened': {
    title: () => '商家未付款，回收单已重新开放',
    text: (p, f) =>
      `回收单 ${p.requestNo}（「${p.title}」）的订单 ${p.orderNo} 已取消：${p.reason ? f.text(p.reason) : '商家未付款'}。该报价已失效，回收单已重新开放，等待新的商家报价。`,
  },
  'recycle.merchant.approved': {
    title: () => '商家入驻申请已通过',
    text: (p) => `恭喜，您的商家入驻申请（店铺「${p.shopName}」）已通过审核，现在可以在商户中心为回收账号报价了。`,
  },
  'recycle.merchant.rejected': {
    title: () => '商家入驻申请未通过',
    text: (p) => `您的商家入驻申请（店铺「${p.shopName}」）未通过审核：${p.reason}。您可以修改后重新申请。`,
  },
} satisfies Record<string, Template>
