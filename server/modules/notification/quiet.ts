/** Quiet hours and the China day, in China time (UTC+8, no daylight saving), whole hours. */
import type { QuietHours } from '../../../contract/notifications'

const CHINA_MS = 8 * 3600_000
const DAY_MS = 24 * 3600_000

const chinaHour = (now: Date) => new Date(now.getTime() + CHINA_MS).getUTCHours()

/** whether `now` is inside the quiet hours (from 22 to 8 wraps past midnight) */
export function inQuiet(q: QuietHours, now: Date): boolean {
  if (!q.enabled || q.from === q.to) return false
  const h = chinaHour(now)
  return q.from < q.to ? h >= q.from && h < q.to : h >= q.from || h < q.to
}

/** the next instant the clock in China reads `q.to`:00 after `now`: the end of the quiet hours `now` is in */
export function quietEnd(q: QuietHours, now: Date): Date {
  const local = new Date(now.getTime() + CHINA_MS)
  let at = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate(), q.to) - CHINA_MS
  if (at <= now.getTime()) at += DAY_MS
  return new Date(at)
}

/** 00:00 in China of the day `now` is in */
export function chinaDayStart(now: Date): Date {
  const local = new Date(now.getTime() + CHINA_MS)
  return new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate()) - CHINA_MS)
}
