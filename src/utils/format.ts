import dayjs from 'dayjs'

/** 12345 fen -> '¥123.45' */
export function formatFen(fen: number): string {
  const sign = fen < 0 ? '-' : ''
  const abs = Math.abs(Math.round(fen))
  return sign + '¥' + Math.floor(abs / 100) + '.' + String(abs % 100).padStart(2, '0')
}

/** ISO time -> 'YYYY-MM-DD' (or with ' HH:mm') in local time; '' for a missing or invalid time */
export function formatDate(iso: string | null | undefined, withTime = false): string {
  if (!iso) return ''
  const d = dayjs(iso)
  return d.isValid() ? d.format(withTime ? 'YYYY-MM-DD HH:mm' : 'YYYY-MM-DD') : ''
}
