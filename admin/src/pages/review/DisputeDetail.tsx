/**
 * 售后详情 (staff and admins): one dispute from GET /admin/dispute/{id}: the buyer's statement with its evidence
 * pictures, the seller's answer, how it reached customer service, the order and its room's transcript, and, while
 * it is with staff, the decision: full refund, partial refund of an amount below what the buyer paid, or rejection,
 * each with the reason both sides read (POST /admin/dispute/{id}/decide, exactly once).
 */
import { useState } from 'react'
import { Link, useParams } from 'react-router-dom'
import { PageContainer, ProDescriptions } from '@ant-design/pro-components'
import { Alert, Button, Card, Col, Form, Input, InputNumber, Modal, Row, Space, Spin, Tag, Typography } from 'antd'
import { DISPUTE_REASON_MAX, type DisputeCase, type DisputeDecisionInput } from '../../../../contract/trade'
import { api } from '../../api'
import { RecordPending, useRecord } from '../../components/useRecord'
import { formatFen, Money } from '../../components/Money'
import { ReasonModal } from '../../components/ReasonModal'
import { Time } from '../../components/Time'
import { DISPUTE_OUTCOME, DISPUTE_STATUS, DISPUTE_TYPE, ORDER_STATUS } from '../orders/labels'
import { Transcript } from '../orders/Transcript'
import type { OrderStatus } from '../../../../contract/orders'
import { Evidence } from './Evidence'
import { CaseBar } from '../service/ReplyBox'

const ESCALATED: Record<string, string> = { buyer: '买家申请客服介入', seller: '卖家申请客服介入', timeout: '卖家超时未答复，自动转客服' }

function PartialModal({ d, open, onClose, decide }: { d: DisputeCase; open: boolean; onClose: () => void; decide: (input: DisputeDecisionInput) => Promise<void> }) {
  const [form] = Form.useForm<{ yuan: number; reason: string }>()
  const [busy, setBusy] = useState(false)
  const max = (d.paidTotal - 1) / 100
  const submit = async () => {
    const { yuan, reason } = await form.validateFields()
    setBusy(true)
    try {
      await decide({ outcome: 'refund_partial', amount: Math.round(yuan * 100), reason: reason.trim() })
      onClose()
    } catch {
      /* api.ts showed why */
    } finally {
      setBusy(false)
    }
  }
  return (
    <Modal open={open} title="部分退款" okText="确认退款" okButtonProps={{ loading: busy, danger: true }} onOk={submit} onCancel={onClose} destroyOnHidden>
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item
          name="yuan"
          label="退款金额（元）"
          extra={`买家实付 ${formatFen(d.paidTotal)}，部分退款须小于该金额；其余归卖家`}
          rules={[{ required: true, message: '请输入退款金额' }]}
        >
          <InputNumber min={0.01} max={max} precision={2} style={{ width: 200 }} />
        </Form.Item>
        <Form.Item name="reason" label="裁决理由" rules={[{ required: true, whitespace: true, message: '请填写裁决理由' }]}>
          <Input.TextArea rows={4} maxLength={DISPUTE_REASON_MAX} showCount placeholder="买卖双方都会看到此理由" />
        </Form.Item>
      </Form>
    </Modal>
  )
}

function Decision({ d, onDone }: { d: DisputeCase; onDone: () => void }) {
  const [open, setOpen] = useState<'refund_full' | 'refund_partial' | 'rejected' | null>(null)
  const decide = async (input: DisputeDecisionInput) => {
    await api.post(`/admin/dispute/${d.id}/decide`, input)
    onDone()
  }
  return (
    <Card title="客服裁决" size="small">
      <Space direction="vertical" style={{ width: '100%' }}>
        <Typography.Text type="secondary">裁决只能进行一次；驳回后买家可申请一次复核。资金通过钱包流水即时处理。</Typography.Text>
        <Space>
          <Button type="primary" danger onClick={() => setOpen('refund_full')} data-testid="decide-full">
            全额退款 <Money fen={d.paidTotal} />
          </Button>
          <Button onClick={() => setOpen('refund_partial')} data-testid="decide-partial">
            部分退款
          </Button>
          <Button onClick={() => setOpen('rejected')} data-testid="decide-reject">
            驳回
          </Button>
        </Space>
      </Space>
      <ReasonModal
        open={open === 'refund_full'}
        title="全额退款"
        label="裁决理由"
        hint={`买家实付的 ${formatFen(d.paidTotal)} 将全部退回；买卖双方都会看到此理由。`}
        okText="确认全额退款"
        danger
        onSubmit={(reason) => decide({ outcome: 'refund_full', reason })}
        onClose={() => setOpen(null)}
      />
      <ReasonModal
        open={open === 'rejected'}
        title="驳回售后申请"
        label="驳回理由"
        hint="订单按原流程继续；买卖双方都会看到此理由。"
        okText="驳回"
        onSubmit={(reason) => decide({ outcome: 'rejected', reason })}
        onClose={() => setOpen(null)}
      />
      <PartialModal d={d} open={open === 'refund_partial'} onClose={() => setOpen(null)} decide={decide} />
    </Card>
  )
}

export default function DisputeDetail() {
  const { id } = useParams()
  const { record: d, missing, loading, reload: load } = useRecord<DisputeCase>(`/admin/dispute/${id}`)

  if (!d) return <RecordPending missing={missing} title="售后记录不存在" back="/review/disputes" backLabel="返回售后仲裁" />
  const orderStatus = ORDER_STATUS[d.orderStatus as OrderStatus]

  return (
    <PageContainer
      title={`售后 · 订单 ${d.orderNo}`}
      tags={<Tag color={DISPUTE_STATUS[d.status].color}>{DISPUTE_STATUS[d.status].text}</Tag>}
      onBack={() => history.back()}
      extra={<Link to={`/orders/${d.orderId}`}>查看订单</Link>}
    >
      <Spin spinning={loading}>
        <Row gutter={16}>
          <Col span={15}>
            <Space direction="vertical" size={16} style={{ width: '100%' }}>
              <CaseBar kind="dispute" refId={d.id} reloadKey={d.status === 'resolved' ? 1 : 0} />
              {d.status === 'resolved' && d.outcome && (
                <Alert
                  type={d.outcome === 'rejected' ? 'info' : 'success'}
                  showIcon
                  message={`已裁决：${DISPUTE_OUTCOME[d.outcome]}${d.refundAmount ? ` ${formatFen(d.refundAmount)}` : ''}（${d.decidedBy === 'seller' ? '卖家同意退款' : '客服裁决'}）`}
                  description={
                    <span>
                      {d.decisionReason} · <Time at={d.decidedAt} />
                    </span>
                  }
                />
              )}
              <Card title="售后信息" size="small">
                <ProDescriptions column={2} size="small" bordered>
                  <ProDescriptions.Item label="类型">{DISPUTE_TYPE[d.type]}</ProDescriptions.Item>
                  <ProDescriptions.Item label="订单状态">{orderStatus ? <Tag color={orderStatus.color}>{orderStatus.text}</Tag> : d.orderStatus}</ProDescriptions.Item>
                  <ProDescriptions.Item label="商品" span={2}>
                    {d.goods.title}
                  </ProDescriptions.Item>
                  <ProDescriptions.Item label="买家">
                    {d.buyer.nickname} #{d.buyer.id}
                  </ProDescriptions.Item>
                  <ProDescriptions.Item label="卖家">
                    {d.seller.nickname} #{d.seller.id}
                  </ProDescriptions.Item>
                  <ProDescriptions.Item label="买家实付">
                    <Money fen={d.paidTotal} />
                  </ProDescriptions.Item>
                  <ProDescriptions.Item label="冻结卖家货款">
                    <Money fen={d.heldAmount} />
                  </ProDescriptions.Item>
                  <ProDescriptions.Item label="发起时间">
                    <Time at={d.createdAt} />
                  </ProDescriptions.Item>
                  <ProDescriptions.Item label="客服介入">
                    {d.escalatedBy ? (
                      <span>
                        {ESCALATED[d.escalatedBy]} · <Time at={d.escalatedAt} />
                      </span>
                    ) : (
                      '—'
                    )}
                  </ProDescriptions.Item>
                  {d.appealed && <ProDescriptions.Item label="复核">买家已申请复核，本次裁决为最终结果</ProDescriptions.Item>}
                </ProDescriptions>
              </Card>
              <Card title="买家陈述" size="small">
                <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }}>{d.description}</Typography.Paragraph>
                <Evidence images={d.images} size={96} />
              </Card>
              <Card title="卖家答复" size="small">
                {d.sellerAnswer ? (
                  <Space direction="vertical">
                    <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>{d.sellerAnswer}</Typography.Paragraph>
                    <Typography.Text type="secondary">
                      <Time at={d.sellerAnsweredAt} />
                    </Typography.Text>
                  </Space>
                ) : (
                  <Typography.Text type="secondary">
                    卖家尚未答复（答复期限 <Time at={d.sellerDeadline} />）
                  </Typography.Text>
                )}
              </Card>
              {d.status === 'with_staff' && <Decision d={d} onDone={load} />}
            </Space>
          </Col>
          <Col span={9}>
            <Transcript orderId={d.orderId} />
          </Col>
        </Row>
      </Spin>
    </PageContainer>
  )
}
