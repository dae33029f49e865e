import { t } from '../locales'
import '../locales/catalog'
import { localeStore } from '../stores/locale'

const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

/** When a listing went on sale, as a card says it: '刚刚发布', '5分钟前', '3小时前', '2天前', '4个月前'; '' when unknown. */
export function listedAgo(iso: string | null, now: number = Date.now()): string {
  const at = iso ? Date.parse(iso) : NaN
  if (!Number.isFinite(at)) return ''
  // a clock a little behind the server's reads as just now, not as the future
  const ago = Math.max(0, now - at)
  if (ago < MINUTE) return t('goods.card.justNow')
  if (ago < HOUR) return t('goods.card.minutesAgo', { n: Math.floor(ago / MINUTE) })
  if (ago < DAY) return t('goods.card.hoursAgo', { n: Math.floor(ago / HOUR) })
  if (ago < 30 * DAY) return t('goods.card.daysAgo', { n: Math.floor(ago / DAY) })
  return t('goods.card.monthsAgo', { n: Math.floor(ago / (30 * DAY)) })
}

/** a view count short enough for a card: 1234 -> '1.2k' in English, '1234' in Chinese, 12345 -> '1.2万' */
export function viewsShort(n: number): string {
  if (localeStore.locale === 'zh-CN') return n >= 10_000 ? `${Math.floor(n / 1000) / 10}万` : String(n)
  return n >= 1000 ? `${Math.floor(n / 100) / 10}k` : String(n)
}
