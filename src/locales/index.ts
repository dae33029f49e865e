import zhCN, { type CoreKey, type Messages } from './zh-CN'
import enUS from './en-US'
import type sellingZhCN from './selling.zh-CN'
import type recycleZhCN from './recycle.zh-CN'
import type serviceZhCN from './service.zh-CN'
import type contentZhCN from './content.zh-CN'
import type rentZhCN from './rent.zh-CN'
import type meZhCN from './me.zh-CN'
import type paymentZhCN from './payment.zh-CN'
import type orderZhCN from './order.zh-CN'
import type accountZhCN from './account.zh-CN'
import type catalogZhCN from './catalog.zh-CN'
import type searchZhCN from './search.zh-CN'
import type chatZhCN from './chat.zh-CN'
import type tradeZhCN from './trade.zh-CN'
import type orderTradeZhCN from './orderTrade.zh-CN'
import type sellerZhCN from './seller.zh-CN'
import type payoutZhCN from './payout.zh-CN'
import type wechatZhCN from './wechat.zh-CN'
import type notifyZhCN from './notify.zh-CN'
import type offerZhCN from './offer.zh-CN'
import type offerSheetZhCN from './offerSheet.zh-CN'
import type moneyZhCN from './money.zh-CN'
import type inspectionZhCN from './inspection.zh-CN'
import type protectionZhCN from './protection.zh-CN'
import type valuationZhCN from './valuation.zh-CN'
import { localeStore, type Locale } from '../stores/locale'

/**
 * Every key of the app's copy: the core (zh-CN.ts / en-US.ts, in the main bundle) and the packs of areas whose
 * screens are not on the first page (selling.*, recycle.*, service.*, content.*, rent.*, me.*, payment.*, search.*, seller.*, payout.*; order, account and catalog, which hold several
 * prefixes each: see their modules). A pack is added by importing its module
 * (`locales/selling`, `locales/recycle`) from every file that uses its keys, so it travels with those screens and
 * the home page does not download it.
 */
export type MessageKey =
  | CoreKey
  | keyof typeof sellingZhCN
  | keyof typeof recycleZhCN
  | keyof typeof serviceZhCN
  | keyof typeof contentZhCN
  | keyof typeof rentZhCN
  | keyof typeof meZhCN
  | keyof typeof paymentZhCN
  | keyof typeof orderZhCN
  | keyof typeof accountZhCN
  | keyof typeof catalogZhCN
  | keyof typeof searchZhCN
  | keyof typeof chatZhCN
  | keyof typeof tradeZhCN
  | keyof typeof orderTradeZhCN
  | keyof typeof sellerZhCN
  | keyof typeof payoutZhCN
  | keyof typeof wechatZhCN
  | keyof typeof notifyZhCN
  | keyof typeof offerZhCN
  | keyof typeof offerSheetZhCN
  | keyof typeof moneyZhCN
  | keyof typeof inspectionZhCN
  | keyof typeof protectionZhCN
  | keyof typeof valuationZhCN
export type { Messages }

export const messages: Record<Locale, Record<string, string>> = { 'zh-CN': { ...zhCN }, 'en-US': { ...enUS } }

/** Adds a pack's copy (both locales have the same keys: the pack's en-US file is typed by its zh-CN file). */
export function addMessages(pack: Record<Locale, Record<string, string>>): void {
  Object.assign(messages['zh-CN'], pack['zh-CN'])
  Object.assign(messages['en-US'], pack['en-US'])
}

/**
 * Translates a key in the current locale; `{name}` placeholders are filled from `vars`.
 * Reads the observable locale, so observer components re-render when the language changes.
 */
export function t(key: MessageKey, vars?: Record<string, string | number>): string {
  const text = messages[localeStore.locale][key] ?? messages['zh-CN'][key] ?? key
  if (!vars) return text
  return text.replace(/\{(\w+)\}/g, (m, name: string) => (name in vars ? String(vars[name]) : m))
}
