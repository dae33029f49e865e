/**
 * 订单详情 (staff and admins): one order's case file from GET /admin/orders/{id}: its facts and money, where it is
 * in the flow, the timeline, the handover checklist, payments, provider refunds, ledger rows, the dispute, and the
 * trade room's transcript beside it. A refund request waiting for a decision ('refunding') is decided here, with
 * the note both sides read required.
 */
import { useState } from 'react'
import { useParams, Link } from 'react-router-dom'
import { PageContainer, ProDescriptions } from '@ant-design/pro-components'
import { Alert, Button, Card, Col, Empty, Row, Space, Spin, Steps, Table, Tag, Timeline, Typography } from 'antd'
import type { AdminLedgerEntry, AdminOrderDetail, AdminPayment, ProviderRefund } from '../../../../contract/admin-orders'
import { compensationName } from '../../../../contract/compensation'
import type { OrderStatus } from '../../../../contract/orders'
import { api } from '../../api'
import { RecordPending, useRecord } from '../../components/useRecord'
import { Money } from '../../components/Money'
import { ReasonModal } from '../../components/ReasonModal'
import { Time } from '../../components/Time'
import { DISPUTE_OUTCOME, DISPUTE_STATUS, DISPUTE_TYPE, LEDGER_KIND, ORDER_STATUS, PAYMENT_STATUS, PROVIDER, STEP_NAME } from './labels'
import { Transcript } from './Transcript'

/** where the order is in 下单 -> 支付 -> 换绑 -> 交付 -> 完成 (index of the current step) */
const FLOW_INDEX: Record<OrderStatus, number> = {
  pending_payment: 0,
  paid: 1,
  handover: 2,
  delivered: 3,
  completed: 4,
  refunding: 3,
  refunded: 4,
  cancelled: 1,
}

function Flow({ order }: { order: AdminOrderDetail }) {
  const s = order.status
  const last = s === 'refunded' ? '已退款' : s === 'refunding' ? '退款结果' : '完成'
  const status = s === 'cancelled' || s === 'refunded' ? 'error' : s === 'completed' ? 'finish' : s === 'refunding' ? 'wait' : 'process'
  return (
    <Steps
      size="small"
      current={FLOW_INDEX[s]}
      status={status}
      items={[
        { title: '下单', description: <Time at={order.createdAt} /> },
        { title: s === 'cancelled' ? '已取消' : '支付', description: <Time at={s === 'cancelled' ? order.cancelledAt : order.paidAt} /> },
        { title: '换绑', description: order.kind === 'rental' ? '租号无需换绑' : order.handover?.completedAt ? <Time at={order.handover.completedAt} /> : undefined },
        { title: s === 'refunding' ? '退款中' : '交付', description: <Time at={s === 'refunding' ? order.refundRequestedAt : order.deliveredAt} /> },
        { title: last, description: <Time at={s === 'refunded' ? order.refundedAt : order.completedAt} /> },
      ]}
    />
  )
}

function RefundDecision({ order, onDone }: { order: AdminOrderDetail; onDone: () => void }) {
  const [open, setOpen] = useState<'approve' | 'reject' | null>(null)
  const decide = async (approve: boolean, note: string) => {
    await api.post(`/admin/orders/${order.id}/refund`, { approve, note })
    onDone()
  }
  return (
    <>
      <Space>
        <Button type="primary" danger onClick={() => setOpen('approve')} data-testid="refund-approve">
          同意退款
        </Button>
        <Button onClick={() => setOpen('reject')} data-testid="refund-reject">
          驳回退款
        </Button>
      </Space>
      <ReasonModal
        open={open === 'approve'}
        title="同意退款"
        label="处理说明"
        hint="买家支付的款项将原路退回，商品下架；买卖双方都会看到这段说明。"
        okText="确认退款"
        danger
        onSubmit={(note) => decide(true, note)}
        onClose={() => setOpen(null)}
      />
      <ReasonModal
        open={open === 'reject'}
        title="驳回退款申请"
        label="驳回原因"
        hint="订单恢复为已交付，买家可再申请售后；买卖双方都会看到这段原因。"
        okText="驳回"
        onSubmit={(note) => decide(false, note)}
        onClose={() => setOpen(null)}
      />
    </>
  )
}

const paymentColumns = [
  { title: '支付单号', dataIndex: 'paymentNo', render: (v: string) => <Typography.Text copyable>{v}</Typography.Text> },
  { title: '渠道', dataIndex: 'provider', render: (v: AdminPayment['provider']) => PROVIDER[v] },
  { title: '金额', dataIndex: 'amount', align: 'right' as const, render: (v: number) => <Money fen={v} /> },
  { title: '含钱包', dataIndex: 'walletAmount', align: 'right' as const, render: (v: number) => <Money fen={v} /> },
  { title: '状态', dataIndex: 'status', render: (v: AdminPayment['status']) => <Tag color={PAYMENT_STATUS[v].color}>{PAYMENT_STATUS[v].text}</Tag> },
  { title: '渠道流水号', dataIndex: 'providerTxnId', render: (v: string | null) => v ?? '—' },
  { title: '支付时间', dataIndex: 'paidAt', render: (v: string | null) => <Time at={v} /> },
]

const refundColumns = [
  { title: '退款单号', dataIndex: 'refundNo' },
  { title: '渠道', dataIndex: 'provider', render: (v: ProviderRefund['provider']) => PROVIDER[v] },
  { title: '金额', dataIndex: 'amount', align: 'right' as const, render: (v: number) => <Money fen={v} /> },
  {
    title: '状态',
    dataIndex: 'status',
    render: (_: unknown, r: ProviderRefund) => (r.status === 'sent' ? <Tag color="green">渠道已受理</Tag> : <Tag color="orange">待发送（已尝试 {r.attempts} 次）</Tag>),
  },
  { title: '最近错误', dataIndex: 'lastError', ellipsis: true, render: (v: string | null) => v ?? '—' },
  { title: '受理时间', dataIndex: 'sentAt', render: (v: string | null) => <Time at={v} /> },
]

const ledgerColumns = [
  { title: '时间', dataIndex: 'createdAt', width: 150, render: (v: string) => <Time at={v} /> },
  {
    title: '账户',
    dataIndex: 'party',
    width: 110,
    render: (_: unknown, r: AdminLedgerEntry) => (
      <span>
        {r.party === 'buyer' ? '买家' : r.party === 'seller' ? '卖家' : '用户'} #{r.userId}
      </span>
    ),
  },
  { title: '类型', dataIndex: 'kind', width: 100, render: (v: AdminLedgerEntry['kind']) => LEDGER_KIND[v] },
  {
    title: '金额',
    dataIndex: 'amount',
    width: 120,
    align: 'right' as const,
    render: (v: number) => <span style={{ color: v < 0 ? '#cf1322' : '#389e0d' }}>{v > 0 ? '+' : ''}<Money fen={v} /></span>,
  },
  { title: '余额', dataIndex: 'balanceAfter', width: 120, align: 'right' as const, render: (v: number) => <Money fen={v} /> },
  { title: '说明', dataIndex: 'note', ellipsis: true },
]

function Facts({ o }: { o: AdminOrderDetail }) {
  return (
    <ProDescriptions column={2} size="small" bordered labelStyle={{ width: 112, whiteSpace: 'nowrap' }}>
      <ProDescriptions.Item label="订单号" copyable>
        {o.orderNo}
      </ProDescriptions.Item>
      <ProDescriptions.Item label="状态">
        <Tag color={ORDER_STATUS[o.status].color}>{ORDER_STATUS[o.status].text}</Tag>
      </ProDescriptions.Item>
      <ProDescriptions.Item label="类型">{o.kind === 'rental' ? '租号' : '买号'}</ProDescriptions.Item>
      <ProDescriptions.Item label="包赔">{compensationName(o.compensation)}</ProDescriptions.Item>
      <ProDescriptions.Item label="商品" span={2}>
        {o.goods.title} <Typography.Text type="secondary">#{o.goods.id}</Typography.Text>
      </ProDescriptions.Item>
      <ProDescriptions.Item label="买家">
        {o.buyer.nickname} #{o.buyer.id} · {o.buyer.phone}
      </ProDescriptions.Item>
      <ProDescriptions.Item label="卖家">
        {o.seller.nickname} #{o.seller.id} · {o.seller.phone}
      </ProDescriptions.Item>
      <ProDescriptions.Item label="商品价格">
        <Money fen={o.price} />
      </ProDescriptions.Item>
      <ProDescriptions.Item label="包赔费 / 服务费">
        <Money fen={o.compensationFee} /> / <Money fen={o.serviceFee} />
      </ProDescriptions.Item>
      <ProDescriptions.Item label="优惠券 / 红包">
        <Money fen={-o.couponDiscount} /> / <Money fen={-o.redPacketDiscount} />
      </ProDescriptions.Item>
      <ProDescriptions.Item label="实付">
        <Typography.Text strong>
          <Money fen={o.total} />
        </Typography.Text>
      </ProDescriptions.Item>
      <ProDescriptions.Item label="钱包 / 第三方">
        <Money fen={o.walletPaid} /> / <Money fen={o.externalPaid} />
      </ProDescriptions.Item>
      <ProDescriptions.Item label="卖家应得">
        <Money fen={o.sellerProceeds} />
      </ProDescriptions.Item>
      <ProDescriptions.Item label="下单时间">
        <Time at={o.createdAt} />
      </ProDescriptions.Item>
      <ProDescriptions.Item label="支付截止">
        <Time at={o.payDeadline} />
      </ProDescriptions.Item>
      <ProDescriptions.Item label="自动确认收货">
        <Time at={o.autoCompleteAt} />
      </ProDescriptions.Item>
      {o.kind === 'rental' && (
        <ProDescriptions.Item label="租期" span={2}>
          <Time at={o.rentStart} /> 至 <Time at={o.rentEnd} />
        </ProDescriptions.Item>
      )}
      {o.refundReason && (
        <ProDescriptions.Item label="退款原因" span={2}>
          {o.refundReason}
        </ProDescriptions.Item>
      )}
      {o.cancelReason && (
        <ProDescriptions.Item label="取消原因" span={2}>
          {o.cancelReason}
        </ProDescriptions.Item>
      )}
    </ProDescriptions>
  )
}

function DisputeCard({ o }: { o: AdminOrderDetail }) {
  const d = o.dispute
  if (!d) return null
  return (
    <Card
      title="售后"
      size="small"
      extra={<Link to={`/review/disputes/${d.id}`}>{d.status === 'with_staff' ? '去裁决' : '查看售后'}</Link>}
    >
      <Space direction="vertical" style={{ width: '100%' }}>
        <Space wrap>
          <Tag color={DISPUTE_STATUS[d.status].color}>{DISPUTE_STATUS[d.status].text}</Tag>
          <span>{DISPUTE_TYPE[d.type]}</span>
          <Time at={d.createdAt} />
          {d.outcome && (
            <Tag color="blue">
              {DISPUTE_OUTCOME[d.outcome]}
              {d.refundAmount !== null && d.outcome !== 'rejected' ? ` ${(d.refundAmount / 100).toFixed(2)} 元` : ''}
            </Tag>
          )}
        </Space>
        <Typography.Paragraph ellipsis={{ rows: 2 }} style={{ margin: 0 }}>
          买家：{d.description}
        </Typography.Paragraph>
        {d.sellerAnswer && (
          <Typography.Paragraph ellipsis={{ rows: 2 }} style={{ margin: 0 }}>
            卖家：{d.sellerAnswer}
          </Typography.Paragraph>
        )}
      </Space>
    </Card>
  )
}

function Handover({ o }: { o: AdminOrderDetail }) {
  const h = o.handover
  if (!h) return null
  return (
    <Card title="换绑清单" size="small">
      <Table
        size="small"
        rowKey="key"
        pagination={false}
        dataSource={h.steps}
        columns={[
          { title: '步骤', dataIndex: 'key', render: (k: keyof typeof STEP_NAME) => STEP_NAME[k] },
          {
            title: '卖家完成',
            dataIndex: 'doneAt',
            render: (v: string | null, s) => (v ? <span><Time at={v} /> {s.doneBy === 'staff' && <Tag color="purple">客服代办</Tag>}</span> : <Tag>未完成</Tag>),
          },
          {
            title: '买家确认',
            dataIndex: 'confirmedAt',
            render: (v: string | null, s) => (v ? <span><Time at={v} /> {s.confirmedBy === 'staff' && <Tag color="purple">客服代办</Tag>}</span> : <Tag>未确认</Tag>),
          },
        ]}
      />
      <Typography.Text type="secondary">
        卖家开始期限：<Time at={h.startDeadline} />
      </Typography.Text>
    </Card>
  )
}

export default function OrderDetail() {
  const { id } = useParams()
  const { record: order, missing, loading, reload: load } = useRecord<AdminOrderDetail>(`/admin/orders/${id}`)

  if (!order) return <RecordPending missing={missing} title="订单不存在" back="/orders" backLabel="返回订单查询" />

  return (
    <PageContainer
      title={`订单 ${order.orderNo}`}
      tags={<Tag color={ORDER_STATUS[order.status].color}>{ORDER_STATUS[order.status].text}</Tag>}
      onBack={() => history.back()}
      extra={order.status === 'refunding' ? <RefundDecision order={order} onDone={load} /> : undefined}
    >
      <Spin spinning={loading}>
        <Space direction="vertical" size={16} style={{ width: '100%' }}>
          {order.status === 'refunding' && (
            <Alert type="warning" showIcon message="买家申请退款，等待处理" description={order.refundReason ? `退款原因：${order.refundReason}` : undefined} />
          )}
          <Card size="small">
            <Flow order={order} />
          </Card>
          <Row gutter={16}>
            <Col span={15}>
              <Space direction="vertical" size={16} style={{ width: '100%' }}>
                <Card title="订单信息" size="small">
                  <Facts o={order} />
                </Card>
                <DisputeCard o={order} />
                <Handover o={order} />
                <Card title="订单时间线" size="small">
                  <Timeline
                    items={order.timeline.map((e) => ({
                      color: e.status === 'cancelled' || e.status === 'refunded' ? 'red' : e.status === 'completed' ? 'green' : 'blue',
                      children: (
                        <Space direction="vertical" size={0}>
                          <span>
                            <Tag color={ORDER_STATUS[e.status].color}>{ORDER_STATUS[e.status].text}</Tag>
                            <Time at={e.at} />
                          </span>
                          {e.note && <Typography.Text type="secondary">{e.note}</Typography.Text>}
                        </Space>
                      ),
                    }))}
                  />
                </Card>
                <Card title="支付记录" size="small">
                  {order.payments.length ? (
                    <Table size="small" rowKey="id" pagination={false} dataSource={order.payments} columns={paymentColumns} />
                  ) : (
                    <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={order.walletPaid > 0 ? '全部由钱包支付，无渠道支付记录' : '没有支付记录'} />
                  )}
                </Card>
                {order.refunds.length > 0 && (
                  <Card title="渠道退款" size="small">
                    <Table size="small" rowKey="id" pagination={false} dataSource={order.refunds} columns={refundColumns} />
                  </Card>
                )}
                <Card title="资金流水" size="small">
                  <Table size="small" rowKey="id" pagination={false} dataSource={order.ledger} columns={ledgerColumns} locale={{ emptyText: '没有资金流水' }} />
                </Card>
              </Space>
            </Col>
            <Col span={9}>
              <Transcript orderId={order.id} />
            </Col>
          </Row>
        </Space>
      </Spin>
    </PageContainer>
  )
}
