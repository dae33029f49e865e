import { chinaTime } from '../../contract/clock'
import { t } from '../locales'
import '../locales/chat'

const DAY = 24 * 3600_000
/** a gap this long between two messages gets a time line between them */
export const TIME_GAP_MS = 5 * 60_000

/**
 * When a chat message was written, as chat apps say it, in China time: 'HH:mm' today, '昨天 HH:mm', 'MM-DD HH:mm'
 * this year, else 'YYYY-MM-DD HH:mm'.
 */
export function chatTime(iso: string, now: number = Date.now()): string {
  const at = chinaTime(iso)
  if (!at) return ''
  const day = at.slice(0, 10)
  const hm = at.slice(11)
  const today = chinaTime(now).slice(0, 10)
  if (day === today) return hm
  if (day === chinaTime(now - DAY).slice(0, 10)) return t('chat.yesterday', { time: hm })
  if (day.slice(0, 4) === today.slice(0, 4)) return day.slice(5) + ' ' + hm
  return at
}

/** whether a time line goes before a message written at `iso`, after one written at `previous` */
export function needsTimeLine(iso: string, previous: string | undefined): boolean {
  if (!previous) return true
  return Date.parse(iso) - Date.parse(previous) >= TIME_GAP_MS
}
