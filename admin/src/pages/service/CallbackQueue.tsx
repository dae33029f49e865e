/**
 * 回电申请 (staff and admins): users' call-back requests from the trade room (GET /admin/service/callbacks), open
 * ones by their window, soonest first; staff call and mark them done.
 */
import { useRef } from 'react'
import { PageContainer, ProTable, type ActionType, type ProColumns } from '@ant-design/pro-components'
import { Button, message, Popconfirm, Space, Tag, Typography } from 'antd'
import { Link } from 'react-router-dom'
import type { CallbackQueueRow } from '../../../../contract/customer-service'
import { chinaTime } from '../../../../contract/clock'
import { api, tableRequest } from '../../api'
import { Time } from '../../components/Time'
import { queueTableProps } from '../review/queue'
import { CALLBACK_STATUS } from './labels'

const windowText = (r: CallbackQueueRow) => `${chinaTime(r.windowStart)} - ${chinaTime(r.windowEnd).slice(11)}`

export default function CallbackQueue() {
  const ref = useRef<ActionType>(null)
  const done = async (r: CallbackQueueRow) => {
    try {
      await api.post(`/admin/service/callback/${r.id}/done`)
      message.success('已标记为已回电')
    } finally {
      ref.current?.reload()
    }
  }
  const columns: ProColumns<CallbackQueueRow>[] = [
    {
      title: '状态',
      dataIndex: 'status',
      valueType: 'select',
      initialValue: 'open',
      width: 110,
      valueEnum: Object.fromEntries(Object.entries(CALLBACK_STATUS).map(([k, v]) => [k, { text: v.text }])),
      render: (_, r) => <Tag color={CALLBACK_STATUS[r.status].color}>{CALLBACK_STATUS[r.status].text}</Tag>,
    },
    {
      title: '回电时间段（北京时间）',
      key: 'window',
      search: false,
      width: 220,
      render: (_, r) => {
        const late = r.status === 'open' && new Date(r.windowEnd).getTime() < Date.now()
        return <Typography.Text type={late ? 'danger' : undefined}>{windowText(r)}{late ? '（已过）' : ''}</Typography.Text>
      },
    },
    {
      title: '用户',
      key: 'user',
      search: false,
      width: 180,
      render: (_, r) => (
        <Space direction="vertical" size={0}>
          <Link to={`/users/${r.user.id}`}>{r.user.nickname}</Link>
          <Typography.Text copyable>{r.user.phone}</Typography.Text>
        </Space>
      ),
    },
    {
      title: '订单',
      key: 'order',
      search: false,
      width: 200,
      render: (_, r) => (r.orderId ? <Link to={`/orders/${r.orderId}`}>{r.orderNo}</Link> : <span>房间 #{r.roomId}</span>),
    },
    { title: '备注', dataIndex: 'note', search: false, ellipsis: true },
    { title: '申请时间', dataIndex: 'createdAt', search: false, width: 150, render: (_, r) => <Time at={r.createdAt} /> },
    {
      title: '操作',
      key: 'op',
      search: false,
      width: 150,
      render: (_, r) =>
        r.status === 'open' ? (
          <Popconfirm title="确认已给用户回电？" onConfirm={() => done(r)} okText="确认" cancelText="取消">
            <Button size="small" type="primary" className="callback-done">
              标记已回电
            </Button>
          </Popconfirm>
        ) : r.doneBy ? (
          <span>
            {r.doneBy.nickname} <Time at={r.doneAt} />
          </span>
        ) : null,
    },
  ]
  return (
    <PageContainer title="回电申请" subTitle="用户在交易房间申请的回电，按时间段先后排列">
      <ProTable<CallbackQueueRow> {...queueTableProps} actionRef={ref} columns={columns} request={tableRequest<CallbackQueueRow>('/admin/service/callbacks')} scroll={{ x: 1100 }} />
    </PageContainer>
  )
}
