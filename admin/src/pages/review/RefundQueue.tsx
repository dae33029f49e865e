/**
 * 渠道退款 (admins only): refunds WeChat Pay or Alipay have not taken yet (GET /admin/refunds), with how often the
 * refund loop tried, the provider's last answer and when the loop tries next (it backs off, and sets a refund aside
 * after too many failures); 立即重试 sends one now and starts the backoff afresh (POST /admin/refunds/{id}/retry).
 */
import { useRef } from 'react'
import { PageContainer, ProTable, type ActionType, type ProColumns } from '@ant-design/pro-components'
import { Button, Popconfirm, Space, Tag, Typography, message } from 'antd'
import { Link } from 'react-router-dom'
import type { ProviderRefund, ProviderRefundRetry } from '../../../../contract/admin-orders'
import { api, tableRequest } from '../../api'
import { formatFen, Money } from '../../components/Money'
import { Time } from '../../components/Time'
import { PROVIDER } from '../orders/labels'
import { queueTableProps } from './queue'

export default function RefundQueue() {
  const ref = useRef<ActionType>(null)

  const retry = async (r: ProviderRefund) => {
    try {
      const out = await api.post<ProviderRefundRetry>(`/admin/refunds/${r.id}/retry`)
      if (out.sent) message.success(`${formatFen(r.amount)} 已由${PROVIDER[r.provider]}受理`)
      else message.warning(`${PROVIDER[r.provider]}仍未受理：${out.refund.lastError ?? '未知原因'}`)
    } catch {
      /* api.ts showed why */
    }
    ref.current?.reload()
  }

  const columns: ProColumns<ProviderRefund>[] = [
    {
      title: '状态',
      dataIndex: 'status',
      valueType: 'select',
      initialValue: 'pending',
      valueEnum: { pending: { text: '待发送' }, sent: { text: '渠道已受理' } },
      width: 110,
      render: (_, r) => (r.status === 'sent' ? <Tag color="green">渠道已受理</Tag> : r.sending ? <Tag color="processing">发送中</Tag> : <Tag color="orange">待发送</Tag>),
    },
    {
      title: '退款单号',
      dataIndex: 'refundNo',
      search: false,
      width: 200,
      render: (_, r) => (
        <Space direction="vertical" size={0}>
          <Typography.Text copyable>{r.refundNo}</Typography.Text>
          <Typography.Text type="secondary">
            <Time at={r.createdAt} />
          </Typography.Text>
        </Space>
      ),
    },
    { title: '订单', dataIndex: 'orderNo', search: false, width: 190, render: (_, r) => <Link to={`/orders/${r.orderId}`}>{r.orderNo}</Link> },
    {
      title: '渠道 / 金额',
      dataIndex: 'amount',
      search: false,
      width: 120,
      render: (_, r) => (
        <Space direction="vertical" size={0}>
          <span>{PROVIDER[r.provider]}</span>
          <Money fen={r.amount} />
        </Space>
      ),
    },
    { title: '原因', dataIndex: 'reason', search: false, ellipsis: true },
    { title: '尝试', dataIndex: 'attempts', search: false, width: 70, align: 'right' },
    {
      title: '下次自动重试',
      dataIndex: 'nextAttemptAt',
      search: false,
      width: 150,
      render: (_, r) => (r.status === 'sent' ? '—' : r.deadSince ? <Tag color="red">已搁置，需手动重试</Tag> : <Time at={r.nextAttemptAt} />),
    },
    {
      title: '最近错误',
      dataIndex: 'lastError',
      search: false,
      width: 220,
      render: (_, r) => (r.lastError ? <Typography.Text type="danger">{r.lastError}</Typography.Text> : '—'),
    },
    {
      title: '操作',
      key: 'actions',
      search: false,
      width: 110,
      render: (_, r) =>
        r.status === 'pending' ? (
          <Popconfirm title={`立即向${PROVIDER[r.provider]}重新发送这笔退款？`} okText="发送" cancelText="取消" onConfirm={() => retry(r)}>
            <Button type="primary" size="small" disabled={r.sending}>
              立即重试
            </Button>
          </Popconfirm>
        ) : (
          <Time at={r.sentAt} />
        ),
    },
  ]

  return (
    <PageContainer title="渠道退款" subTitle="原路退回微信支付/支付宝的退款；系统会定时自动重试，这里可立即重发">
      <ProTable<ProviderRefund> {...queueTableProps} actionRef={ref} columns={columns} request={tableRequest<ProviderRefund>('/admin/refunds')} scroll={{ x: 1100 }} />
    </PageContainer>
  )
}
