/** What every review queue shares: the ProTable settings and a reload after a decision, so the row leaves. */
import type { ProTableProps } from '@ant-design/pro-components'

export const queueTableProps = {
  rowKey: 'id',
  search: { labelWidth: 'auto', defaultCollapsed: false },
  pagination: { defaultPageSize: 20, showSizeChanger: true, pageSizeOptions: [10, 20, 50] },
  options: { density: false, setting: false },
} satisfies Partial<ProTableProps<Record<string, unknown>, Record<string, unknown>>>
