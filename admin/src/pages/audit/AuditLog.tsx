/**
 * 审计日志 (admins): GET /api/admin/audit through ProTable, filtered by operator id, action (or its prefix, e.g.
 * `goods.`), target type and id and a China-time range; each entry opens to its fields before and after.
 */
import { ProTable, PageContainer, type ProColumns } from '@ant-design/pro-components'
import { Table, Tag, Typography } from 'antd'
import type { AuditEntry } from '../../../../contract/audit'
import { chinaInstant } from '../../../../contract/clock'
import { tableRequest, trimmed, type Query } from '../../api'
import { Time } from '../../components/Time'
import { ROLE_NAMES } from '../../session'
import { diffRows, diffSummary, type DiffRow } from './diff'

const ROLE_COLORS: Record<string, string> = { admin: 'gold', staff: 'cyan', merchant: 'purple', user: 'default' }

function toQuery(p: Record<string, unknown>): Query {
  const range = Array.isArray(p.createdAt) ? p.createdAt : []
  return {
    actorId: trimmed(p.actorId),
    action: trimmed(p.action),
    targetType: trimmed(p.targetType),
    targetId: trimmed(p.targetId),
    from: chinaInstant(range[0]),
    to: chinaInstant(range[1]),
  }
}

const KIND_TAG: Record<DiffRow['kind'], { color: string; text: string }> = {
  added: { color: 'green', text: '新增' },
  removed: { color: 'red', text: '移除' },
  changed: { color: 'blue', text: '修改' },
  same: { color: 'default', text: '未变' },
}

function AuditDiff({ entry }: { entry: AuditEntry }) {
  const rows = diffRows(entry.before, entry.after)
  return (
    <div className="audit-diff" style={{ padding: '4px 0 4px 48px' }}>
      {entry.reason && (
        <Typography.Paragraph style={{ marginBottom: 8 }}>
          <Typography.Text type="secondary">原因：</Typography.Text>
          {entry.reason}
        </Typography.Paragraph>
      )}
      {rows.length === 0 ? (
        <Typography.Text type="secondary">此操作没有记录字段变化</Typography.Text>
      ) : (
        <Table<DiffRow>
          size="small"
          rowKey="field"
          pagination={false}
          bordered
          dataSource={rows}
          columns={[
            { title: '字段', dataIndex: 'field', width: 180, render: (f: string) => <Typography.Text code>{f}</Typography.Text> },
            {
              title: '变更前',
              dataIndex: 'before',
              render: (v: string, r) => <span className={r.kind === 'changed' || r.kind === 'removed' ? 'audit-old' : undefined} style={r.kind === 'changed' || r.kind === 'removed' ? { background: '#fff1f0', textDecoration: 'line-through', color: '#a8071a', padding: '0 4px' } : undefined}>{v}</span>,
            },
            {
              title: '变更后',
              dataIndex: 'after',
              render: (v: string, r) => <span className={r.kind === 'changed' || r.kind === 'added' ? 'audit-new' : undefined} style={r.kind === 'changed' || r.kind === 'added' ? { background: '#f6ffed', color: '#135200', padding: '0 4px' } : undefined}>{v}</span>,
            },
            { title: '', dataIndex: 'kind', width: 72, render: (k: DiffRow['kind']) => <Tag color={KIND_TAG[k].color}>{KIND_TAG[k].text}</Tag> },
          ]}
        />
      )}
    </div>
  )
}

const columns: ProColumns<AuditEntry>[] = [
  {
    title: '时间',
    dataIndex: 'createdAt',
    valueType: 'dateTimeRange',
    width: 150,
    render: (_, r) => <Time at={r.createdAt} />,
    fieldProps: { placeholder: ['开始时间（北京时间）', '结束时间'] },
  },
  {
    title: '操作人ID',
    dataIndex: 'actorId',
    hideInTable: true,
    fieldProps: { placeholder: '用户 ID' },
    formItemProps: { rules: [{ pattern: /^[1-9]\d{0,8}$/, message: '请输入数字 ID' }] },
  },
  {
    title: '操作人',
    dataIndex: 'actorName',
    search: false,
    width: 200,
    render: (_, r) => (
      <span>
        {r.actorName} <Typography.Text type="secondary">#{r.actorId}</Typography.Text>
      </span>
    ),
  },
  {
    title: '角色',
    dataIndex: 'actorRole',
    search: false,
    width: 80,
    render: (_, r) => <Tag color={ROLE_COLORS[r.actorRole]}>{r.actorRole in ROLE_NAMES ? ROLE_NAMES[r.actorRole as keyof typeof ROLE_NAMES] : r.actorRole}</Tag>,
  },
  {
    title: '操作',
    dataIndex: 'action',
    width: 170,
    tooltip: '可输入前缀，如 goods. 查看所有商品相关操作',
    fieldProps: { placeholder: '如 goods.approve 或 goods.' },
    formItemProps: { rules: [{ pattern: /^[a-z][a-zA-Z.]{0,39}$/, message: '小写字母开头，只含字母和点' }] },
    render: (_, r) => <Typography.Text code>{r.action}</Typography.Text>,
  },
  {
    title: '对象类型',
    dataIndex: 'targetType',
    width: 110,
    fieldProps: { placeholder: '如 goods、user' },
    formItemProps: { rules: [{ pattern: /^[a-z][a-zA-Z]{0,23}$/, message: '只含字母，如 goods' }] },
  },
  {
    title: '对象ID',
    dataIndex: 'targetId',
    width: 100,
    formItemProps: { rules: [{ pattern: /^[A-Za-z0-9_-]{1,40}$/, message: '只含字母、数字、_ 和 -' }] },
  },
  {
    title: '变更',
    key: 'diff',
    search: false,
    ellipsis: true,
    width: 280,
    render: (_, r) => <span className="audit-summary">{diffSummary(r.before, r.after)}</span>,
  },
  { title: '原因', dataIndex: 'reason', search: false, ellipsis: true, width: 160, render: (_, r) => r.reason ?? '—' },
  { title: 'IP', dataIndex: 'ip', search: false, width: 130, copyable: true },
]

export default function AuditLog() {
  return (
    <PageContainer title="审计日志" subTitle="管理员与客服的每一次操作，与操作在同一事务中写入，不可修改或删除">
      <ProTable<AuditEntry>
        rowKey="id"
        columns={columns}
        request={tableRequest<AuditEntry>('/admin/audit', toQuery)}
        pagination={{ defaultPageSize: 20, pageSizeOptions: [10, 20, 50], showSizeChanger: true }}
        search={{ labelWidth: 'auto', defaultCollapsed: false }}
        // ProTable skips the search fields' rules unless told; these say what the API would refuse, before sending
        form={{ ignoreRules: false }}
        dateFormatter="string"
        expandable={{
          expandedRowRender: (r) => <AuditDiff entry={r} />,
          rowExpandable: (r) => r.before !== null || r.after !== null || r.reason !== null,
        }}
        options={{ density: true, reload: true, setting: true, fullScreen: false }}
        headerTitle="操作记录"
        scroll={{ x: 1480 }}
      />
    </PageContainer>
  )
}
