/** What was sent to a user outside the app (SMS, WeChat) and whether it arrived: GET /admin/users/{id}/notifications. */
import { ProTable, type ProColumns } from '@ant-design/pro-components'
import { Tag, Tooltip } from 'antd'
import type { OutboxEntry, OutboxStatus } from '../../../../contract/notifications'
import { tableRequest } from '../../api'
import { Time } from '../../components/Time'

const CHANNEL: Record<OutboxEntry['channel'], string> = { sms: '短信', wechat: '微信' }

const STATUS: Record<OutboxStatus, { text: string; color: string }> = {
  queued: { text: '待发送', color: 'default' },
  held: { text: '免打扰中', color: 'purple' },
  sending: { text: '发送中', color: 'processing' },
  sent: { text: '已送达', color: 'success' },
  failed: { text: '发送失败', color: 'error' },
  skipped: { text: '未发送', color: 'warning' },
}

/** why a row was skipped, in the console's language (the stored reason otherwise) */
function reason(error: string | null): string {
  if (!error) return '—'
  if (error === 'opted out') return '用户已关闭该渠道'
  if (error === 'daily SMS cap') return '超过每日短信上限'
  if (error === 'no phone') return '未绑定手机号'
  if (/^channel \w+ not available$/.test(error)) return '渠道未开通'
  if (/^no SMS template for /.test(error)) return '未配置短信模板'
  return error
}

export function UserNotifications({ userId }: { userId: number }) {
  const columns: ProColumns<OutboxEntry>[] = [
    { title: '时间', dataIndex: 'createdAt', width: 150, render: (_, r) => <Time at={r.createdAt} /> },
    { title: '渠道', dataIndex: 'channel', width: 70, render: (_, r) => CHANNEL[r.channel] },
    {
      title: '内容',
      dataIndex: 'text',
      ellipsis: true,
      render: (_, r) => (
        <Tooltip title={r.copyKind}>
          {r.urgent ? <Tag color="red">重要</Tag> : null}
          {r.text}
        </Tooltip>
      ),
    },
    { title: '状态', dataIndex: 'status', width: 100, render: (_, r) => <Tag color={STATUS[r.status].color}>{STATUS[r.status].text}</Tag> },
    { title: '尝试', dataIndex: 'attempts', width: 60, align: 'right' },
    { title: '送达时间', dataIndex: 'sentAt', width: 150, render: (_, r) => (r.sentAt ? <Time at={r.sentAt} /> : r.status === 'held' || r.status === 'queued' ? <span>预计 <Time at={r.nextAttemptAt} /></span> : '—') },
    { title: '原因 / 错误', dataIndex: 'lastError', width: 200, ellipsis: true, render: (_, r) => reason(r.lastError) },
  ]
  return (
    <ProTable<OutboxEntry>
      className="user-notifications"
      rowKey="id"
      columns={columns}
      request={tableRequest(`/admin/users/${userId}/notifications`)}
      search={false}
      options={false}
      pagination={{ defaultPageSize: 10, showSizeChanger: false }}
      size="small"
    />
  )
}
