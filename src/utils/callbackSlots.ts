import { CHINA_OFFSET_MS } from '../../contract/clock'
import { parseServiceHours } from '../../contract/customer-service'

export interface CallbackSlot {
  from: string
  to: string
  /** today's slot that has already ended */
  past: boolean
}

const hhmm = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`

/** minutes of the China-time day at `now` */
export const chinaMinuteNow = (now: number): number => Math.floor(((now + CHINA_OFFSET_MS) % 86_400_000) / 60_000)

/**
 * The call-back windows offered in the sheet: service hours ("09:00-24:00") cut into two-hour slots (the last may be
 * shorter); for today, the slots that have ended are marked past (the server refuses them too).
 */
export function callbackSlots(hours: string, day: 'today' | 'tomorrow', now: number = Date.now()): CallbackSlot[] {
  const h = parseServiceHours(hours) ?? { start: 9 * 60, end: 24 * 60 }
  const nowMinute = chinaMinuteNow(now)
  const slots: CallbackSlot[] = []
  for (let from = h.start; from < h.end; from += 120) {
    const to = Math.min(from + 120, h.end)
    slots.push({ from: hhmm(from), to: hhmm(to), past: day === 'today' && to <= nowMinute })
  }
  return slots
}
