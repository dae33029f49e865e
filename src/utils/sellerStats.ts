import { t } from '../locales'
import '../locales/seller'

/** 12.0 -> '12', 2.5 -> '2.5': one decimal at most, none when it is whole */
function oneDecimal(x: number): string {
  return String(Math.round(x * 10) / 10)
}

/**
 * A 0..1 rate of the seller's record as a percentage ('95%', '98.5%'); '暂无' when there is nothing to measure
 * yet (null). A rate above zero never reads as 0%.
 */
export function rateText(rate: number | null): string {
  if (rate === null || !Number.isFinite(rate)) return t('seller.none')
  const pct = Math.min(1, Math.max(0, rate)) * 100
  if (pct > 0 && pct < 0.05) return t('seller.percentBelow')
  return t('seller.percent', { n: oneDecimal(pct) })
}

/** The average handover time: '约 25 分钟' under an hour, '约 2.5 小时' under a day, then '约 1.5 天'; '暂无' for null. */
export function handoverText(minutes: number | null): string {
  if (minutes === null || !Number.isFinite(minutes) || minutes < 0) return t('seller.none')
  const whole = Math.max(1, Math.round(minutes))
  if (whole < 60) return t('seller.minutes', { n: whole })
  const hours = Math.round(minutes / 6) / 10
  if (hours < 24) return t('seller.hours', { n: oneDecimal(hours) })
  return t('seller.days', { n: oneDecimal(minutes / 1440) })
}

/** the average of the ratings, '4.7'; '' without ratings */
export function starsText(average: number | null): string {
  return average === null || !Number.isFinite(average) ? '' : (Math.round(average * 10) / 10).toFixed(1)
}
