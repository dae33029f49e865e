/**
 * How a listing card words its facts (when it was listed, how many viewed it, the seller's positive rate): one
 * rule for the app's cards (src/components/GoodsCard.tsx through src/utils/listedAgo.ts and sellerStats.ts) and
 * the server's drawing of the goods list's first screen (server/lib/first-screen.ts), each with its own copy.
 */
export type Translate = (key: string, vars?: Record<string, string | number>) => string

const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

/** '刚刚发布', '5分钟前', '3小时前', '2天前', '4个月前' (keys goods.card.*); '' when unknown */
export function listedAgoText(tr: Translate, iso: string | null, now: number): string {
  const at = iso ? Date.parse(iso) : NaN
  if (!Number.isFinite(at)) return ''
  // a clock a little behind the server's reads as just now, not as the future
  const ago = Math.max(0, now - at)
  if (ago < MINUTE) return tr('goods.card.justNow')
  if (ago < HOUR) return tr('goods.card.minutesAgo', { n: Math.floor(ago / MINUTE) })
  if (ago < DAY) return tr('goods.card.hoursAgo', { n: Math.floor(ago / HOUR) })
  if (ago < 30 * DAY) return tr('goods.card.daysAgo', { n: Math.floor(ago / DAY) })
  return tr('goods.card.monthsAgo', { n: Math.floor(ago / (30 * DAY)) })
}

/** a view count short enough for a card: 1234 -> '1.2k' in English, '1234' in Chinese, 12345 -> '1.2万' */
export function viewsShortText(n: number, lang: 'zh-CN' | 'en-US'): string {
  if (lang === 'zh-CN') return n >= 10_000 ? `${Math.floor(n / 1000) / 10}万` : String(n)
  return n >= 1000 ? `${Math.floor(n / 100) / 10}k` : String(n)
}

/**
 * A 0..1 rate of the seller's record as a percentage ('95%', '98.5%': one decimal at most, none when whole); '暂无'
 * when there is nothing to measure yet (null). A rate above zero never reads as 0% (keys seller.*).
 */
export function rateTextOf(tr: Translate, rate: number | null): string {
  if (rate === null || !Number.isFinite(rate)) return tr('seller.none')
  const pct = Math.min(1, Math.max(0, rate)) * 100
  if (pct > 0 && pct < 0.05) return tr('seller.percentBelow')
  return tr('seller.percent', { n: String(Math.round(pct * 10) / 10) })
}
