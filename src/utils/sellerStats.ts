import { rateTextOf } from '../../contract/card-text'
import { t, type MessageKey } from '../locales'
import '../locales/seller'

/** 12.0 -> '12', 2.5 -> '2.5': one decimal at most, none when it is whole */
function oneDecimal(x: number): string {
  return String(Math.round(x * 10) / 10)
}

/** The seller's record as a percentage (contract/card-text.ts rateTextOf): '95%', '98.5%', '暂无' for null. */
export function rateText(rate: number | null): string {
  return rateTextOf((key, vars) => t(key as MessageKey, vars), rate)
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
