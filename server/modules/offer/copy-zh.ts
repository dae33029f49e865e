/** zh-CN copy of 议价 (service.ts, jobs.ts) and of the buyer's alerts (modules/alert): what each side is told. */
import type { Template } from '../../lib/copy-types'

export const OFFER_ZH = {
  'offer.received.seller': {
    title: () => '收到新的议价',
    text: (p, f) => `买家对您的商品「${p.title}」出价 ¥${f.money(p.amount)}` + (p.message ? `，留言：${p.message}` : '') + `。请在 ${f.time(p.until)} 前接受、还价或拒绝。`,
  },
  'offer.countered.buyer': {
    title: () => '卖家还价',
    text: (p, f) => `卖家对「${p.title}」还价 ¥${f.money(p.amount)}` + (p.message ? `，留言：${p.message}` : '') + `。请在 ${f.time(p.until)} 前回复。`,
  },
  'offer.countered.seller': {
    title: () => '买家再次出价',
    text: (p, f) => `买家对「${p.title}」出价 ¥${f.money(p.amount)}` + (p.message ? `，留言：${p.message}` : '') + `。请在 ${f.time(p.until)} 前回复。`,
  },
  'offer.accepted.buyer': {
    title: () => '议价成功',
    text: (p, f) => `「${p.title}」以 ¥${f.money(p.amount)} 成交，商品已为您保留，请在 ${f.time(p.until)} 前下单支付，逾期保留失效。`,
  },
  'offer.accepted.seller': {
    title: () => '买家接受了您的还价',
    text: (p, f) => `买家接受了「${p.title}」¥${f.money(p.amount)} 的价格，商品已为买家保留至 ${f.time(p.until)}。`,
  },
  'offer.declined.buyer': {
    title: () => '议价未成功',
    text: (p) => `卖家未接受您对「${p.title}」的出价。您可以按原价购买或关注其他商品。`,
  },
  'offer.declined.seller': {
    title: () => '买家结束了议价',
    text: (p) => `买家未接受您对「${p.title}」的还价，本次议价已结束。`,
  },
  'offer.expired.buyer': {
    title: () => '议价已过期',
    text: (p) => `您对「${p.title}」的议价未在规定时间内得到答复，已自动结束。`,
  },
  'offer.expired.seller': {
    title: () => '议价已过期',
    text: (p) => `「${p.title}」的一笔议价未在规定时间内答复，已自动结束。`,
  },
  'offer.holdExpired.buyer': {
    title: () => '议价保留已失效',
    text: (p) => `您未在保留时间内为「${p.title}」下单，议价价格已失效，商品已重新上架。`,
  },
  'offer.holdExpired.seller': {
    title: () => '议价保留已失效',
    text: (p) => `买家未在保留时间内为「${p.title}」下单，商品已重新上架。`,
  },
  'offer.lapsed.buyer': {
    title: () => '议价已失效',
    text: (p) => `「${p.title}」的价格或状态已变动，您的议价已失效。`,
  },
  'alert.priceDrop': {
    title: () => '收藏的商品降价了',
    text: (p, f) => `您收藏的「${p.title}」从 ¥${f.money(p.from)} 降至 ¥${f.money(p.to)}。`,
  },
  'alert.savedSearch': {
    title: () => '关注的搜索有新商品',
    text: (p) => `您关注的「${p.game}」搜索有 ${p.count} 件新上架商品。`,
  },
} satisfies Record<string, Template>
