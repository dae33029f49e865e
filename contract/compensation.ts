/**
 * The compensation (包赔) tiers' one set of names, used wherever a tier is named: the list tag, the listing's terms,
 * the tier picker on confirm order, the order, the claims, the selling form and text the server writes. The app's
 * locale packs take their copy from here (src/locales/zh-CN.ts, en-US.ts), the server its zh-CN text.
 *
 * A tier is what the buyer pays for at checkout: its price is a percentage of the listing's price and its cover
 * period the days after completion a claim can be made (COMPENSATION_*_PERCENT and COMPENSATION_*_DAYS in
 * server/config.ts, sent to the app in the order preview; never written into the app).
 */
import type { CompensationLevel } from './catalogue'

export const COMPENSATION_NAMES: Record<'zh-CN' | 'en-US', Record<CompensationLevel, string>> = {
  'zh-CN': { none: '不包赔', standard: '标准包赔', extended: '加长包赔', topup: '充值包赔' },
  'en-US': { none: 'No compensation', standard: 'Standard compensation', extended: 'Extended compensation', topup: 'Top-up compensation' },
}

/** The tier's name in the platform's own language, for text the server writes. */
export const compensationName = (level: CompensationLevel): string => COMPENSATION_NAMES['zh-CN'][level]
