/**
 * The contract's text, generated from the order and its listing: the account's facts, the price, the 包赔 terms
 * (tier, cover period, cap) and the seller's liability when the account is retrieved (找回). Plain zh-CN text: the
 * same string is hashed, shown and printed into the PDF.
 */
import { compensationName } from '../../../contract/compensation'
import type { CompensationLevel } from '../../../contract/catalogue'
import { chinaDate } from '../../../contract/clock'
import { percentOf } from '../../../contract/pricing'
import { yuan } from '../../lib/money'

export interface ContractFacts {
  orderNo: string
  createdAt: Date
  title: string
  gameName: string
  goodsNo: string
  price: number
  total: number
  compensation: CompensationLevel
  coverDays: number
  /** COMPENSATION_TOPUP_CAP_PERCENT: a 'topup' claim pays at most this percent of the price */
  topupCapPercent: number
  bindings: { phone: boolean; email: boolean; thirdParty: boolean }
  accountRealName: string
}

export function contractText(f: ContractFacts): string {
  const bound = [f.bindings.phone ? '手机' : null, f.bindings.email ? '邮箱' : null, f.bindings.thirdParty ? '第三方账号' : null].filter(Boolean).join('、') || '无'
  const cover =
    f.compensation === 'none'
      ? '本单未购买包赔服务。'
      : f.compensation === 'topup'
        ? `本单购买「${compensationName(f.compensation)}」，包赔期为交易完成后 ${f.coverDays} 天。包赔期内账号被找回的，平台赔付成交价 ¥${yuan(f.price)}，` +
          `并退还买家在付款后向该账号充值的金额（凭充值记录与凭证申报），赔付合计不超过成交价的 ${f.topupCapPercent / 100} 倍（¥${yuan(percentOf(f.price, f.topupCapPercent))}）。` +
          '买家凭证据申请，平台自证据齐全起在承诺时限内先行赔付。'
        : `本单购买「${compensationName(f.compensation)}」，包赔期为交易完成后 ${f.coverDays} 天，赔付上限为成交价 ¥${yuan(f.price)}。包赔期内账号被找回的，买家凭证据申请，平台自证据齐全起在承诺时限内先行赔付。`
  return [
    '游戏账号交易合同',
    `订单号：${f.orderNo}    生成日期：${chinaDate(f.createdAt)}`,
    '',
    '一、交易标的',
    `游戏：${f.gameName}；商品编号：${f.goodsNo}；标题：${f.title}。`,
    `账号绑定：${bound}；实名情况：${f.accountRealName === 'seller' ? '卖家实名' : f.accountRealName === 'changeable' ? '可修改实名' : '未实名'}。`,
    '',
    '二、价格与支付',
    `成交价 ¥${yuan(f.price)}，买家实付 ¥${yuan(f.total)}（含服务费及包赔费）。款项由平台托管，买家确认收货或保障期结束后结算给卖家。`,
    '',
    '三、包赔条款',
    cover,
    '',
    '四、卖家对找回的责任',
    '卖家保证账号为其合法所有、资料真实，交易完成后不以任何方式（申诉、客服、实名等）找回账号。账号被找回的，卖家应退还全部成交价并承担买家的损失赔偿；平台先行赔付后，依次从卖家钱包余额、保证金中扣回，不足部分记为卖家欠款，从其之后的货款中优先扣除，平台保留依法追偿的权利。',
    '',
    '五、其他',
    '本合同由买家在付款前、卖家在换绑前分别在线确认，确认时间与本文本的 SHA-256 摘要由平台保存，作为双方合意的证明。',
  ].join('\n')
}
