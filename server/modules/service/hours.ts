/**
 * Service-hours arithmetic in China time (UTC+8, no daylight saving): how many minutes of a span fall inside the
 * configured hours (config.service.hours, minutes of the day), and whether an instant does.
 */
const MINUTE = 60_000
const DAY = 24 * 60 * MINUTE
const CHINA_OFFSET = 8 * 60 * MINUTE

export interface Hours {
  start: number
  end: number
}

/** the UTC instant (ms) at which the China-time day holding `at` begins */
export const chinaDayStart = (at: number): number => Math.floor((at + CHINA_OFFSET) / DAY) * DAY - CHINA_OFFSET

/** minutes of the China-time day of `at` */
export const chinaMinuteOfDay = (at: Date): number => Math.floor((at.getTime() - chinaDayStart(at.getTime())) / MINUTE)

export const inServiceHours = (at: Date, h: Hours): boolean => {
  const m = (at.getTime() - chinaDayStart(at.getTime())) / MINUTE
  return m >= h.start && m < h.end
}

/** minutes (fractional) of [from, to) inside service hours */
export function serviceMinutes(from: Date, to: Date, h: Hours): number {
  const a = from.getTime()
  const b = to.getTime()
  if (!(b > a)) return 0
  let total = 0
  for (let day = chinaDayStart(a); day < b; day += DAY) {
    const open = Math.max(a, day + h.start * MINUTE)
    const close = Math.min(b, day + h.end * MINUTE)
    if (close > open) total += close - open
  }
  return total / MINUTE
}

/** the instant `minutes` of the China-time day `dayOffset` days after the one holding `now` */
export const chinaClock = (now: Date, dayOffset: number, minutes: number): Date =>
  new Date(chinaDayStart(now.getTime()) + dayOffset * DAY + minutes * MINUTE)
