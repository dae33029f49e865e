import dayjs from 'dayjs'

/**
 * ISO time -> 'YYYY-MM-DD' (or with ' HH:mm') in local time; '' for a missing or invalid time.
 * Its own module (not format.ts) so pages that only show money, such as home, do not download dayjs.
 */
export function formatDate(iso: string | null | undefined, withTime = false): string {
  if (!iso) return ''
  const d = dayjs(iso)
  return d.isValid() ? d.format(withTime ? 'YYYY-MM-DD HH:mm' : 'YYYY-MM-DD') : ''
}
