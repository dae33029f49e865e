/** 12345 fen -> '¥123.45' */
export function formatFen(fen: number): string {
  const sign = fen < 0 ? '-' : ''
  const abs = Math.abs(Math.round(fen))
  return sign + '¥' + Math.floor(abs / 100) + '.' + String(abs % 100).padStart(2, '0')
}

/** an unread or pending count on a badge: '99+' past 99 */
export function countText(n: number): string {
  return n > 99 ? '99+' : String(n)
}

/** '12.5' yuan as typed -> 1250 fen; null when it is not a yuan amount with at most 2 decimals */
export function yuanToFen(text: string): number | null {
  const s = text.trim()
  if (!/^\d+(\.\d{1,2})?$/.test(s)) return null
  const [whole, frac = ''] = s.split('.')
  return Number(whole) * 100 + Number((frac + '00').slice(0, 2))
}
