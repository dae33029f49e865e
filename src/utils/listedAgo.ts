import { listedAgoText, viewsShortText } from '../../contract/card-text'
import { t, type MessageKey } from '../locales'
import '../locales/catalog'
import { localeStore } from '../stores/locale'

const tr = (key: string, vars?: Record<string, string | number>) => t(key as MessageKey, vars)

/** When a listing went on sale, as a card says it: '刚刚发布', '5分钟前', '3小时前', '2天前', '4个月前'; '' when unknown. */
export function listedAgo(iso: string | null, now: number = Date.now()): string {
  return listedAgoText(tr, iso, now)
}

/** a view count short enough for a card: 1234 -> '1.2k' in English, '1234' in Chinese, 12345 -> '1.2万' */
export function viewsShort(n: number): string {
  return viewsShortText(n, localeStore.locale)
}
