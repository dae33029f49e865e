/**
 * 客服工单 (staff and admins): rooms and disputes that need staff (GET /admin/service/cases), the longest waiting
 * first, each with who holds it and how long the user has waited (service hours only; red past the target).
 * Claim, hand over or close from the row; open the order (its room's transcript) or the dispute to answer.
 */
import { useRef } from 'react'
import { PageContainer, ProTable, type ActionType, type ProColumns } from '@ant-design/pro-components'
import { Space, Tag, Typography } from 'antd'
import { Link } from 'react-router-dom'
import type { ServiceCase } from '../../../../contract/customer-service'
import { tableRequest } from '../../api'
import { Time } from '../../components/Time'
import { queueTableProps } from '../review/queue'
import { CaseActions } from './CaseActions'
import { CASE_KIND, CASE_ORIGIN, CASE_SCOPE, waitText } from './labels'

export function CaseWait({ c }: { c: ServiceCase }) {
  if (c.closedAt) return <Typography.Text type="secondary">已结束</Typography.Text>
  if (!c.waitingSince) return <Typography.Text type="secondary">已回复</Typography.Text>
  return (
    <Tag color={c.overdue ? 'red' : 'blue'} className={c.overdue ? 'case-overdue' : 'case-waiting'}>
      {c.overdue ? '超时 ' : '已等 '}
      {waitText(c.waitMinutes)}
    </Tag>
  )
}

export default function CaseQueue() {
  const ref = useRef<ActionType>(null)
  const columns: ProColumns<ServiceCase>[] = [
    {
      title: '范围',
      dataIndex: 'scope',
      hideInTable: true,
      valueType: 'select',
      initialValue: 'open',
      valueEnum: Object.fromEntries(Object.entries(CASE_SCOPE).map(([k, v]) => [k, { text: v }])),
    },
    {
      title: '类型',
      dataIndex: 'kind',
      width: 110,
      valueType: 'select',
      valueEnum: Object.fromEntries(Object.entries(CASE_KIND).map(([k, v]) => [k, { text: v }])),
      render: (_, c) => (
        <Space direction="vertical" size={0}>
          <Tag color={c.kind === 'dispute' ? 'volcano' : 'geekblue'}>{CASE_KIND[c.kind]}</Tag>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {CASE_ORIGIN[c.origin]}
          </Typography.Text>
        </Space>
      ),
    },
    {
      title: '订单 / 商品',
      key: 'order',
      search: false,
      ellipsis: true,
      render: (_, c) => (
        <Space direction="vertical" size={0}>
          {c.orderId ? <Link to={`/orders/${c.orderId}`}>{c.orderNo}</Link> : <span>咨询房间 #{c.roomId}</span>}
          <Typography.Text type="secondary">{c.goodsTitle}</Typography.Text>
        </Space>
      ),
    },
    { title: '等待', key: 'wait', search: false, width: 130, render: (_, c) => <CaseWait c={c} /> },
    { title: '开始时间', dataIndex: 'openedAt', search: false, width: 150, render: (_, c) => <Time at={c.openedAt} /> },
    { title: '首次回复', dataIndex: 'firstAnswerAt', search: false, width: 150, render: (_, c) => <Time at={c.firstAnswerAt} /> },
    {
      title: '接手客服',
      key: 'holder',
      search: false,
      width: 130,
      render: (_, c) => (c.holder ? <Tag color="purple">{c.holder.nickname}</Tag> : <Typography.Text type="warning">待接手</Typography.Text>),
    },
    {
      title: '操作',
      key: 'actions',
      search: false,
      width: 200,
      render: (_, c) => (
        <Space size={4}>
          {c.kind === 'dispute' ? <Link to={`/review/disputes/${c.refId}`}>处理</Link> : c.orderId ? <Link to={`/orders/${c.orderId}`}>回复</Link> : null}
          <CaseActions c={c} onChange={() => ref.current?.reload()} />
        </Space>
      ),
    },
  ]
  return (
    <PageContainer title="客服工单" subTitle="需要客服的交易房间与售后仲裁；等待时长只计客服工作时间，超过首次回复目标标红">
      <ProTable<ServiceCase> {...queueTableProps} actionRef={ref} columns={columns} request={tableRequest<ServiceCase>('/admin/service/cases')} scroll={{ x: 1100 }} />
    </PageContainer>
  )
}
