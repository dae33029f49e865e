/** Every time an operator reads is China time (contract/clock.ts), whatever the browser's zone. */
import { chinaTime } from '../../../contract/clock'

/** an ISO instant -> 'YYYY-MM-DD HH:mm' China time ('—' when missing); `date` drops the time of day */
export function Time({ at, date = false }: { at: string | null | undefined; date?: boolean }) {
  const text = chinaTime(at, !date)
  return <span style={{ whiteSpace: 'nowrap' }}>{text || '—'}</span>
}
