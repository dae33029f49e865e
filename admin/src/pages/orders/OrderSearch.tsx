/**
 * 订单查询 (staff and admins): GET /api/admin/orders through ProTable: order number (or its beginning), a buyer or
 * seller by user id or phone, status and a China-time range of creation; each row opens the order's case file.
 */
import { PageContainer, ProTable, type ProColumns } from '@ant-design/pro-components'
import { Space, Tag, Typography } from 'antd'
import { Link } from 'react-router-dom'
import type { AdminOrderRow, AdminParty } from '../../../../contract/admin-orders'
import { chinaInstant } from '../../../../contract/clock'
import type { DisputeStatus } from '../../../../contract/trade'
import { tableRequest, trimmed, type Query } from '../../api'
import { Money } from '../../components/Money'
import { Time } from '../../components/Time'
import { DISPUTE_STATUS, ORDER_STATUS, ORDER_STATUS_ENUM } from './labels'

/** one box for a party: 11 digits are a phone, anything else numeric a user id */
function toQuery(p: Record<string, unknown>): Query {
  const range = Array.isArray(p.createdAt) ? p.createdAt : []
  const party = trimmed(p.party)
  const phone = party && /^1\d{10}$/.test(party) ? party : undefined
  return {
    orderNo: trimmed(p.orderNo),
    userId: party && !phone ? party : undefined,
    phone,
    status: trimmed(p.status),
    from: chinaInstant(range[0]),
    to: chinaInstant(range[1]),
  }
}

function Party({ party }: { party: AdminParty }) {
  return (
    <Space direction="vertical" size={0}>
      <span>
        {party.nickname} <Typography.Text type="secondary">#{party.id}</Typography.Text>
      </span>
      <Typography.Text type="secondary">{party.phone}</Typography.Text>
    </Space>
  )
}

const columns: ProColumns<AdminOrderRow>[] = [
  {
    title: '订单号',
    dataIndex: 'orderNo',
    width: 200,
    copyable: true,
    fieldProps: { placeholder: '完整订单号或开头部分' },
    formItemProps: { rules: [{ pattern: /^[A-Za-z0-9]{1,40}$/, message: '订单号只含字母和数字' }] },
    render: (_, r) => <Link to={`/orders/${r.id}`}>{r.orderNo}</Link>,
  },
  {
    title: '买家/卖家',
    dataIndex: 'party',
    hideInTable: true,
    fieldProps: { placeholder: '用户 ID 或手机号' },
    formItemProps: { rules: [{ pattern: /^(1\d{10}|[1-9]\d{0,8})$/, message: '请输入用户 ID 或 11 位手机号' }] },
  },
  {
    title: '商品',
    dataIndex: ['goods', 'title'],
    search: false,
    ellipsis: true,
    render: (_, r) => (
      <Space>
        {r.kind === 'rental' && <Tag color="purple">租号</Tag>}
        <span>{r.goods.title}</span>
      </Space>
    ),
  },
  { title: '买家', dataIndex: 'buyer', search: false, width: 140, render: (_, r) => <Party party={r.buyer} /> },
  { title: '卖家', dataIndex: 'seller', search: false, width: 140, render: (_, r) => <Party party={r.seller} /> },
  { title: '实付', dataIndex: 'total', search: false, width: 100, align: 'right', render: (_, r) => <Money fen={r.total} /> },
  {
    title: '状态',
    dataIndex: 'status',
    width: 150,
    valueType: 'select',
    valueEnum: ORDER_STATUS_ENUM,
    render: (_, r) => (
      <Space size={4} wrap>
        <Tag color={ORDER_STATUS[r.status].color}>{ORDER_STATUS[r.status].text}</Tag>
        {r.disputeStatus && (
          <Tag color={DISPUTE_STATUS[r.disputeStatus as DisputeStatus]?.color}>售后·{DISPUTE_STATUS[r.disputeStatus as DisputeStatus]?.text}</Tag>
        )}
      </Space>
    ),
  },
  {
    title: '下单时间',
    dataIndex: 'createdAt',
    valueType: 'dateTimeRange',
    width: 140,
    tooltip: '北京时间',
    fieldProps: { placeholder: ['开始时间', '结束时间'] },
    render: (_, r) => <Time at={r.createdAt} />,
  },
]

export default function OrderSearch() {
  return (
    <PageContainer title="订单查询" subTitle="按订单号、买卖双方、状态和时间查找订单">
      <ProTable<AdminOrderRow>
        rowKey="id"
        columns={columns}
        request={tableRequest<AdminOrderRow>('/admin/orders', toQuery)}
        search={{ labelWidth: 'auto', defaultCollapsed: false }}
        pagination={{ defaultPageSize: 20, showSizeChanger: true, pageSizeOptions: [10, 20, 50] }}
        options={{ density: false, setting: false }}
        dateFormatter="string"
      />
    </PageContainer>
  )
}
