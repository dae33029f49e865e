/**
 * The platform's one clock: every time a person reads, in the app and in text the server writes (order timelines,
 * messages, numbers stamped with a time), is China Standard Time (UTC+8, no daylight saving), whatever zone the
 * phone or the server runs in. Times travel as ISO-8601 instants; only their display is fixed to UTC+8.
 */

/** UTC+8 in milliseconds; China has had no daylight saving since 1991. */
export const CHINA_OFFSET_MS = 8 * 3600_000

/** A calendar date without a time of day ('2026-05-01'): already a date in no zone, shown as it is. */
const PLAIN_DATE = /^\d{4}-\d{2}-\d{2}$/

/**
 * An instant -> 'YYYY-MM-DD' or, with `withTime`, 'YYYY-MM-DD HH:mm' in China time; '' for a missing or
 * invalid time. Works by shifting the instant by 8 hours and reading it as UTC, so the device's zone never enters.
 */
export function chinaTime(at: Date | string | number | null | undefined, withTime = true): string {
  if (at === null || at === undefined || at === '') return ''
  if (typeof at === 'string' && PLAIN_DATE.test(at)) return withTime ? at + ' 00:00' : at
  const ms = at instanceof Date ? at.getTime() : typeof at === 'number' ? at : Date.parse(at)
  if (!Number.isFinite(ms)) return ''
  const iso = new Date(ms + CHINA_OFFSET_MS).toISOString()
  return withTime ? iso.slice(0, 10) + ' ' + iso.slice(11, 16) : iso.slice(0, 10)
}

/** 'YYYY-MM-DD' in China time (the day a guarantee ends, a listing was published). */
export const chinaDate = (at: Date | string | number | null | undefined): string => chinaTime(at, false)

/** 'YYYYMMDDHHmmss' in China time: the readable part of order, payment and listing numbers. */
export function chinaStamp(at: Date | number): string {
  const ms = at instanceof Date ? at.getTime() : at
  return new Date(ms + CHINA_OFFSET_MS).toISOString().slice(0, 19).replace(/\D/g, '')
}

/**
 * China wall-clock text ('YYYY-MM-DD HH:mm[:ss]' or 'YYYY-MM-DD') -> the ISO instant it names, whatever the
 * device's zone: what a date picker's value means when it is sent as a filter. undefined for blank or invalid text.
 */
export function chinaInstant(text: unknown): string | undefined {
  if (typeof text !== 'string' || !text.trim()) return undefined
  const wall = text.trim().replace(' ', 'T')
  const ms = Date.parse((PLAIN_DATE.test(wall) ? wall + 'T00:00:00' : wall) + 'Z') - CHINA_OFFSET_MS
  return Number.isFinite(ms) ? new Date(ms).toISOString() : undefined
}
