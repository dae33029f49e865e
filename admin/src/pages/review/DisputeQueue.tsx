/**
 * 售后仲裁 (staff and admins): disputes from GET /admin/disputes, by default those handed to customer service
 * (with_staff), oldest first; each opens its case to decide.
 */
import { PageContainer, ProTable, type ProColumns } from '@ant-design/pro-components'
import { Space, Tag } from 'antd'
import { Link } from 'react-router-dom'
import type { DisputeCase } from '../../../../contract/trade'
import { tableRequest } from '../../api'
import { Money } from '../../components/Money'
import { Time } from '../../components/Time'
import { DISPUTE_STATUS, DISPUTE_TYPE } from '../orders/labels'
import { queueTableProps } from './queue'

const ESCALATED: Record<string, string> = { buyer: '买家申请介入', seller: '卖家申请介入', timeout: '卖家超时未答复' }

const columns: ProColumns<DisputeCase>[] = [
  {
    title: '状态',
    dataIndex: 'status',
    valueType: 'select',
    initialValue: 'with_staff',
    valueEnum: Object.fromEntries(Object.entries(DISPUTE_STATUS).map(([k, v]) => [k, { text: v.text }])),
    width: 120,
    render: (_, d) => <Tag color={DISPUTE_STATUS[d.status].color}>{DISPUTE_STATUS[d.status].text}</Tag>,
  },
  { title: '订单', dataIndex: 'orderNo', search: false, width: 200, render: (_, d) => <Link to={`/orders/${d.orderId}`}>{d.orderNo}</Link> },
  { title: '商品', dataIndex: ['goods', 'title'], search: false, ellipsis: true },
  { title: '类型', dataIndex: 'type', search: false, width: 110, render: (_, d) => DISPUTE_TYPE[d.type] },
  {
    title: '买家 / 卖家',
    key: 'parties',
    search: false,
    width: 170,
    render: (_, d) => (
      <Space direction="vertical" size={0}>
        <span>买：{d.buyer.nickname}</span>
        <span>卖：{d.seller.nickname}</span>
      </Space>
    ),
  },
  { title: '买家实付', dataIndex: 'paidTotal', search: false, width: 110, align: 'right', render: (_, d) => <Money fen={d.paidTotal} /> },
  {
    title: '时间',
    dataIndex: 'escalatedBy',
    search: false,
    width: 160,
    render: (_, d) =>
      d.escalatedBy ? (
        <Space direction="vertical" size={0}>
          <span>{ESCALATED[d.escalatedBy]}</span>
          <Time at={d.escalatedAt} />
        </Space>
      ) : (
        <Space direction="vertical" size={0}>
          <span>买家发起</span>
          <Time at={d.createdAt} />
        </Space>
      ),
  },
  {
    title: '操作',
    key: 'open',
    search: false,
    width: 90,
    render: (_, d) => <Link to={`/review/disputes/${d.id}`}>{d.status === 'with_staff' ? '处理' : '查看'}</Link>,
  },
]

export default function DisputeQueue() {
  return (
    <PageContainer title="售后仲裁" subTitle="买家发起的售后，卖家未能协商解决时由客服裁决；先到先处理">
      <ProTable<DisputeCase> {...queueTableProps} columns={columns} request={tableRequest<DisputeCase>('/admin/disputes')} scroll={{ x: 1100 }} />
    </PageContainer>
  )
}
