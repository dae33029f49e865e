/** What each risk reason says, in both languages (console review, inspection form). */
import type { RiskLevel, RiskReasonKey } from '../../../contract/inspection'
import type { Lang } from '../../lib/i18n'

export const RISK_REASONS_ZH: Record<RiskReasonKey, string> = {
  base: '基础风险',
  originUnknown: '卖家未申报账号来源',
  notFirstOwner: '卖家不是首任号主',
  realNameNone: '账号未实名',
  realNameChangeable: '账号实名可修改（非卖家本人）',
  noSecondRealName: '未做二次实名，原号主可凭身份证申诉',
  thirdPartyBound: '绑定了第三方登录',
  phoneNotBound: '未绑定手机',
  youngAccount: '账号注册不足6个月',
  ageUnknown: '账号注册时间未知',
  channelAccount: '渠道服账号',
  newSeller: '卖家暂无成交记录',
  experiencedSeller: '卖家成交记录良好',
  sellerDisputes: '卖家有售后纠纷',
  sellerClaims: '卖家售出的账号有包赔申请',
  sellerRetrieved: '卖家售出的账号曾被找回',
  blacklistHit: '账号、QQ或手机命中黑名单',
  inspected: '已通过官方验号',
  inspectionDiffers: '官方验号发现与描述不符',
}

export const RISK_REASONS_EN: Record<RiskReasonKey, string> = {
  base: 'base risk',
  originUnknown: "the seller did not declare the account's origin",
  notFirstOwner: 'the seller is not the first owner',
  realNameNone: 'the account has no real-name registration',
  realNameChangeable: 'the real name can be changed (not the seller)',
  noSecondRealName: "no second real-name registration: the original owner can appeal with their ID",
  thirdPartyBound: 'third-party logins are linked',
  phoneNotBound: 'no phone is bound',
  youngAccount: 'registered less than 6 months ago',
  ageUnknown: "the account's age is unknown",
  channelAccount: 'a channel-server account',
  newSeller: 'the seller has no completed sales yet',
  experiencedSeller: 'the seller has a good sales record',
  sellerDisputes: 'the seller had after-sale disputes',
  sellerClaims: "compensation was claimed on the seller's sales",
  sellerRetrieved: 'accounts the seller sold were reclaimed by a former owner',
  blacklistHit: 'the account, QQ or phone is on the blacklist',
  inspected: 'passed the official inspection',
  inspectionDiffers: 'the official inspection found differences',
}

const LEVEL = {
  'zh-CN': { low: '较低', medium: '中等', high: '较高' },
  'en-US': { low: 'low', medium: 'medium', high: 'high' },
} satisfies Record<Lang, Record<RiskLevel, string>>

export const reasonText = (key: RiskReasonKey, lang: Lang) => (lang === 'en-US' ? RISK_REASONS_EN : RISK_REASONS_ZH)[key]

/** 此账号找回风险较低，包赔费 6 %（加长 10 %） */
export function riskSummary(level: RiskLevel, tiers: { level: string; percent: number }[], lang: Lang): string {
  const std = tiers.find((t) => t.level === 'standard')
  const ext = tiers.find((t) => t.level === 'extended')
  if (lang === 'en-US') {
    const fee = std ? `, compensation fee ${std.percent} %` + (ext ? ` (extended ${ext.percent} %)` : '') : ''
    return `This account's risk of being reclaimed by a former owner is ${LEVEL['en-US'][level]}${fee}`
  }
  const fee = std ? `，包赔费 ${std.percent} %` + (ext ? `（加长 ${ext.percent} %）` : '') : ''
  return `此账号找回风险${LEVEL['zh-CN'][level]}${fee}`
}
