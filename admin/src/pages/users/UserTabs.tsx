/** A user's orders, listings, wallet ledger and notifications sent outside the app, each a paged ProTable over its admin endpoint. */
import { ProTable, type ProColumns } from '@ant-design/pro-components'
import { Tabs, Tag } from 'antd'
import { Link } from 'react-router-dom'
import type { AdminGoodsRow } from '../../../../contract/admin-goods'
import type { AdminUserOrder } from '../../../../contract/admin-users'
import type { LedgerEntry } from '../../../../contract/orders'
import { tableRequest } from '../../api'
import { Money } from '../../components/Money'
import { Time } from '../../components/Time'
import { GOODS_STATUS } from '../listings/labels'
import { LEDGER_KIND, ORDER_STATUS } from './labels'
import { UserNotifications } from './UserNotifications'

const PAGE = { defaultPageSize: 10, showSizeChanger: false }

export function UserTabs({ userId }: { userId: number }) {
  const orderColumns: ProColumns<AdminUserOrder>[] = [
    { title: '订单号', dataIndex: 'orderNo', width: 210, render: (_, r) => <Link to={`/orders/${r.id}`}>{r.orderNo}</Link> },
    { title: '商品', dataIndex: 'title', ellipsis: true, render: (_, r) => <Link to={`/listings/${r.goodsId}`}>{r.title}</Link> },
    { title: '身份', dataIndex: 'side', width: 80, render: (_, r) => (r.side === 'buyer' ? <Tag color="blue">买家</Tag> : <Tag color="orange">卖家</Tag>) },
    { title: '类型', dataIndex: 'kind', width: 70, render: (_, r) => (r.kind === 'rental' ? '租号' : '购买') },
    { title: '状态', dataIndex: 'status', width: 110, render: (_, r) => ORDER_STATUS[r.status] },
    { title: '金额', dataIndex: 'total', width: 120, align: 'right', render: (_, r) => <Money fen={r.total} /> },
    { title: '下单时间', dataIndex: 'createdAt', width: 150, render: (_, r) => <Time at={r.createdAt} /> },
  ]
  const goodsColumns: ProColumns<AdminGoodsRow>[] = [
    { title: '商品ID', dataIndex: 'id', width: 90 },
    { title: '标题', dataIndex: 'title', ellipsis: true, render: (_, r) => <Link to={`/listings/${r.id}`}>{r.title}</Link> },
    { title: '游戏', dataIndex: 'gameName', width: 130 },
    { title: '价格', dataIndex: 'price', width: 120, align: 'right', render: (_, r) => <Money fen={r.price} /> },
    { title: '状态', dataIndex: 'status', width: 100, render: (_, r) => <Tag color={GOODS_STATUS[r.status].color}>{GOODS_STATUS[r.status].text}</Tag> },
    { title: '提交时间', dataIndex: 'createdAt', width: 150, render: (_, r) => <Time at={r.createdAt} /> },
  ]
  const ledgerColumns: ProColumns<LedgerEntry>[] = [
    { title: '时间', dataIndex: 'createdAt', width: 150, render: (_, r) => <Time at={r.createdAt} /> },
    { title: '类型', dataIndex: 'kind', width: 110, render: (_, r) => LEDGER_KIND[r.kind] },
    {
      title: '金额',
      dataIndex: 'amount',
      width: 130,
      align: 'right',
      render: (_, r) => <span style={{ color: r.amount < 0 ? '#cf1322' : '#389e0d' }}>{r.amount > 0 ? '+' : ''}<Money fen={r.amount} /></span>,
    },
    { title: '余额', dataIndex: 'balanceAfter', width: 130, align: 'right', render: (_, r) => <Money fen={r.balanceAfter} /> },
    { title: '订单号', dataIndex: 'orderNo', width: 200, render: (_, r) => r.orderNo ?? '—' },
    { title: '说明', dataIndex: 'note', ellipsis: true },
  ]
  const table = { search: false as const, options: false as const, pagination: PAGE, size: 'small' as const }
  return (
    <Tabs
      className="user-tabs"
      items={[
        {
          key: 'orders',
          label: '订单',
          children: <ProTable<AdminUserOrder> rowKey="id" columns={orderColumns} request={tableRequest(`/admin/users/${userId}/orders`)} {...table} />,
        },
        {
          key: 'listings',
          label: '商品',
          children: (
            <ProTable<AdminGoodsRow> rowKey="id" columns={goodsColumns} request={tableRequest('/admin/goods/search', () => ({ seller: String(userId) }))} {...table} />
          ),
        },
        {
          key: 'ledger',
          label: '钱包流水',
          children: <ProTable<LedgerEntry> rowKey="id" columns={ledgerColumns} request={tableRequest(`/admin/users/${userId}/ledger`)} {...table} />,
        },
        { key: 'notifications', label: '站外通知', children: <UserNotifications userId={userId} /> },
      ]}
    />
  )
}
