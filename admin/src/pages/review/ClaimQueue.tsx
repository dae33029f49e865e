/**
 * 包赔审核 (staff and admins): compensation claims from GET /admin/claims, the submitted ones oldest first. 通过 pays
 * an amount up to the claim's cap (the order price; for 充值包赔 plus the stated top-ups) into the buyer's wallet; 驳回 needs the reason the buyer reads. A decided claim
 * leaves the queue; the server's refusal (already decided by someone else) shows as an error.
 */
import { useEffect, useRef, useState } from 'react'
import { PageContainer, ProTable, type ActionType, type ProColumns } from '@ant-design/pro-components'
import { Button, Form, Input, InputNumber, message, Modal, Space, Tag, Typography } from 'antd'
import { Link } from 'react-router-dom'
import type { ClaimReason, ClaimStatus, CompensationClaim } from '../../../../contract/service'
import { REVIEW_REASON_MAX } from '../../../../contract/rules'
import type { ReserveState } from '../../../../contract/protection'
import { api, download, isApiError, tableRequest } from '../../api'
import { Money } from '../../components/Money'
import { ReasonModal } from '../../components/ReasonModal'
import { Time } from '../../components/Time'
import { Evidence } from './Evidence'
import { queueTableProps } from './queue'

/**
 * The claim's evidence bundle as PDF (claim, listing, contract, handover log, trade-room transcript); the copy for
 * the authorities (报案) adds the seller's identity, so it is a separate button.
 */
function EvidenceButtons({ claim }: { claim: CompensationClaim }) {
  const [busy, setBusy] = useState<'' | 'plain' | 'police'>('')
  const get = async (which: 'plain' | 'police') => {
    setBusy(which)
    try {
      const q = which === 'police' ? '?authorities=1' : ''
      await download(`/admin/claims/${claim.id}/evidence.pdf${q}`, `evidence-${claim.claimNo}${which === 'police' ? '-authorities' : ''}.pdf`)
    } catch (e) {
      void message.error(isApiError(e) ? e.msg : '下载失败')
    } finally {
      setBusy('')
    }
  }
  return (
    <Space size={4}>
      <Button size="small" className="claim-evidence" loading={busy === 'plain'} onClick={() => void get('plain')}>
        证据包
      </Button>
      <Button size="small" className="claim-evidence-police" loading={busy === 'police'} onClick={() => void get('police')}>
        报案用证据包
      </Button>
    </Space>
  )
}

const STATUS: Record<ClaimStatus, { text: string; color: string }> = {
  submitted: { text: '待审核', color: 'orange' },
  approved: { text: '已赔付', color: 'green' },
  rejected: { text: '已驳回', color: 'default' },
}
const REASON: Record<ClaimReason, string> = { retrieved: '账号被找回', banned: '账号被封禁', misdescribed: '与描述不符', other: '其他' }

function ApproveModal({ claim, onClose, onDone }: { claim: CompensationClaim | null; onClose: () => void; onDone: () => void }) {
  const [form] = Form.useForm<{ yuan: number; note?: string }>()
  const [busy, setBusy] = useState(false)
  const submit = async () => {
    if (!claim) return
    const { yuan, note } = await form.validateFields()
    setBusy(true)
    try {
      await api.post(`/admin/claims/${claim.id}/decision`, { approve: true, amount: Math.round(yuan * 100), note: note?.trim() || undefined })
      onClose()
      onDone()
    } catch {
      /* api.ts showed why; the modal stays */
    } finally {
      setBusy(false)
    }
  }
  return (
    <Modal open={!!claim} title={`通过包赔申请 ${claim?.claimNo ?? ''}`} okText="确认赔付" okButtonProps={{ loading: busy }} onOk={submit} onCancel={onClose} destroyOnHidden>
      {claim && (
        <Form form={form} layout="vertical" preserve={false} initialValues={{ yuan: claim.cap / 100 }}>
          <Form.Item name="yuan" label="赔付金额（元）" extra={<span>最多 <Money fen={claim.cap} />（{claim.topups.length > 0 ? '订单价格＋申报的充值，以凭证为准' : '订单价格'}），将存入买家钱包</span>} rules={[{ required: true, message: '请输入赔付金额' }]}>
            <InputNumber min={0.01} max={claim.cap / 100} precision={2} style={{ width: 200 }} />
          </Form.Item>
          <Form.Item name="note" label="说明（选填，买家可见）">
            <Input.TextArea rows={3} maxLength={REVIEW_REASON_MAX} showCount />
          </Form.Item>
        </Form>
      )}
    </Modal>
  )
}

/** The compensation reserve's balance: claims are paid from it, fees and recoveries go into it. */
function ReserveLine() {
  const [reserve, setReserve] = useState<ReserveState | null>(null)
  useEffect(() => {
    api.get<ReserveState>('/admin/claims/reserve').then(setReserve, () => undefined)
  }, [])
  if (!reserve) return null
  return (
    <Typography.Paragraph className="claim-reserve">
      包赔准备金余额：<Money fen={reserve.balance} />
    </Typography.Paragraph>
  )
}

export default function ClaimQueue() {
  const ref = useRef<ActionType>(null)
  const [approving, setApproving] = useState<CompensationClaim | null>(null)
  const [rejecting, setRejecting] = useState<CompensationClaim | null>(null)
  const reload = () => ref.current?.reload()

  const columns: ProColumns<CompensationClaim>[] = [
    { title: '状态', dataIndex: 'status', valueType: 'select', initialValue: 'submitted', valueEnum: Object.fromEntries(Object.entries(STATUS).map(([k, v]) => [k, { text: v.text }])), hideInTable: true },
    {
      title: '申请',
      dataIndex: 'claimNo',
      search: false,
      width: 190,
      render: (_, c) => (
        <Space direction="vertical" size={0}>
          <span>{c.claimNo}</span>
          <Typography.Text type="secondary">
            <Time at={c.createdAt} />
          </Typography.Text>
        </Space>
      ),
    },
    {
      title: '赔付期限',
      dataIndex: 'dueAt',
      search: false,
      width: 150,
      // 找回 claims are paid by the platform by their due time: an overdue one stands out
      render: (_, c) =>
        c.dueAt ? (
          <Space direction="vertical" size={0} className={c.overdue ? 'claim-overdue' : undefined}>
            <Time at={c.dueAt} />
            {c.overdue && <Tag color="red">已超时</Tag>}
          </Space>
        ) : (
          '—'
        ),
    },
    { title: '订单', dataIndex: ['order', 'orderNo'], search: false, width: 190, render: (_, c) => <Link to={`/orders/${c.order.id}`}>{c.order.orderNo}</Link> },
    { title: '原因', dataIndex: 'reason', search: false, width: 90, render: (_, c) => REASON[c.reason] },
    {
      title: '描述',
      dataIndex: 'description',
      search: false,
      render: (_, c) => (
        <Space direction="vertical" size={0}>
          <Typography.Paragraph style={{ margin: 0 }} ellipsis={{ rows: 2, expandable: true }}>
            {c.description}
          </Typography.Paragraph>
          <Typography.Text type="secondary">联系方式：{c.contact}</Typography.Text>
        </Space>
      ),
    },
    { title: '证据', dataIndex: 'images', search: false, width: 140, render: (_, c) => <Evidence images={c.images} size={36} /> },
    {
      title: '可赔上限',
      dataIndex: 'cap',
      search: false,
      width: 160,
      align: 'right',
      // a 充值包赔 claim's stated top-ups raised its cap: staff check each against its receipt
      render: (_, c) => (
        <Space direction="vertical" size={2} className="claim-topups">
          <Money fen={c.cap} />
          {c.topups.map((t, i) => (
            <Space key={i} size={4} className="claim-topup">
              <Typography.Text type="secondary">
                充值 <Money fen={t.amount} /> · <Time at={t.paidAt} />
              </Typography.Text>
              <Evidence images={[t.receipt]} size={24} />
            </Space>
          ))}
        </Space>
      ),
    },
    {
      title: '结果',
      dataIndex: 'paidAmount',
      search: false,
      width: 130,
      render: (_, c) => (
        <Space direction="vertical" size={0}>
          <Tag color={STATUS[c.status].color}>{STATUS[c.status].text}</Tag>
          {c.paidAmount !== null && <Money fen={c.paidAmount} />}
          {c.decisionNote && <Typography.Text type="secondary">{c.decisionNote}</Typography.Text>}
          {c.recovery && (
            <Typography.Text type="secondary" className="claim-recovery">
              追偿：钱包 <Money fen={c.recovery.fromBalance} />，保证金 <Money fen={c.recovery.fromDeposit} />
              {c.recovery.debt > 0 && (
                <>
                  ，欠款 <Money fen={c.recovery.debt} />（未还 <Money fen={c.recovery.debtLeft} />）
                </>
              )}
            </Typography.Text>
          )}
        </Space>
      ),
    },
    {
      title: '操作',
      key: 'actions',
      search: false,
      width: 200,
      render: (_, c) => (
        <Space direction="vertical" size={4}>
          {c.status === 'submitted' ? (
            <Space>
              <Button type="primary" size="small" onClick={() => setApproving(c)}>
                通过
              </Button>
              <Button size="small" danger onClick={() => setRejecting(c)}>
                驳回
              </Button>
            </Space>
          ) : (
            <Time at={c.decidedAt} />
          )}
          <EvidenceButtons claim={c} />
        </Space>
      ),
    },
  ]

  return (
    <PageContainer title="包赔审核" subTitle="先提交的先审；通过后由平台从包赔准备金先行赔付到买家钱包，找回类再向卖家追偿（钱包余额、保证金、欠款）">
      <ReserveLine />
      <ProTable<CompensationClaim>
        {...queueTableProps}
        actionRef={ref}
        columns={columns}
        request={tableRequest<CompensationClaim>('/admin/claims')}
        scroll={{ x: 1320 }}
      />
      <ApproveModal claim={approving} onClose={() => setApproving(null)} onDone={reload} />
      <ReasonModal
        open={!!rejecting}
        title={`驳回包赔申请 ${rejecting?.claimNo ?? ''}`}
        label="驳回原因"
        hint="买家会在消息和包赔记录中看到此原因。"
        okText="驳回"
        danger
        onSubmit={async (note) => {
          await api.post(`/admin/claims/${rejecting!.id}/decision`, { approve: false, note })
          reload()
        }}
        onClose={() => setRejecting(null)}
      />
    </PageContainer>
  )
}
