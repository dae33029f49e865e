/** Amounts travel as integer fen; the console shows yuan with two decimals and thousands separators. */

/** 123456 -> '¥1,234.56'; null/undefined -> '—' */
export function formatFen(fen: number | null | undefined): string {
  if (fen === null || fen === undefined || !Number.isFinite(fen)) return '—'
  const sign = fen < 0 ? '-' : ''
  const yuan = Math.abs(fen) / 100
  return `${sign}¥${yuan.toLocaleString('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`
}

export function Money({ fen }: { fen: number | null | undefined }) {
  return <span style={{ fontVariantNumeric: 'tabular-nums' }}>{formatFen(fen)}</span>
}
