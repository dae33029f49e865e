import { chinaTime } from '../../contract/clock'

/**
 * ISO time -> 'YYYY-MM-DD' (or with ' HH:mm') in China time (UTC+8), the platform's clock, whatever the phone's
 * own zone: a rental ending at 09:56 in its timeline (written by the server) ends at 09:56 on the page too.
 * '' for a missing or invalid time.
 */
export function formatDate(iso: string | null | undefined, withTime = false): string {
  return chinaTime(iso, withTime)
}
