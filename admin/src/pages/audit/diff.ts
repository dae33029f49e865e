/** An audit entry's before/after as rows a person can read: every field either side names, changed ones marked. */

export interface DiffRow {
  field: string
  before: string
  after: string
  /** 'added': only after; 'removed': only before; 'changed'; 'same' */
  kind: 'added' | 'removed' | 'changed' | 'same'
}

/** a stored value as text: strings as they are, null/absent as '—', anything else as compact JSON */
export function showValue(v: unknown): string {
  if (v === undefined || v === null) return '—'
  if (typeof v === 'string') return v === '' ? '（空）' : v
  if (typeof v === 'boolean') return v ? '是' : '否'
  return JSON.stringify(v)
}

export function diffRows(before: Record<string, unknown> | null, after: Record<string, unknown> | null): DiffRow[] {
  const b = before ?? {}
  const a = after ?? {}
  const fields = [...new Set([...Object.keys(b), ...Object.keys(a)])]
  return fields.map((field) => {
    const inB = field in b
    const inA = field in a
    const kind: DiffRow['kind'] =
      inB && !inA ? 'removed' : !inB && inA ? 'added' : JSON.stringify(b[field]) === JSON.stringify(a[field]) ? 'same' : 'changed'
    return { field, before: inB ? showValue(b[field]) : '—', after: inA ? showValue(a[field]) : '—', kind }
  })
}

/** one line for the table: 'status: pending_review → on_sale；price: 100 → 90' (the first `max` changes) */
export function diffSummary(before: Record<string, unknown> | null, after: Record<string, unknown> | null, max = 2): string {
  if (!before && !after) return '—'
  if (!before) return '新建'
  if (!after) return '删除'
  const rows = diffRows(before, after).filter((r) => r.kind !== 'same')
  if (!rows.length) return '无字段变化'
  const shown = rows.slice(0, max).map((r) => `${r.field}: ${clip(r.before)} → ${clip(r.after)}`)
  return shown.join('；') + (rows.length > max ? ` 等 ${rows.length} 项` : '')
}

const clip = (s: string, n = 24) => (s.length > n ? s.slice(0, n) + '…' : s)
