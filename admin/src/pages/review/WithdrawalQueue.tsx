/**
 * 提现审核 (admins only): withdrawals from GET /admin/withdrawals, pending ones oldest first. 打款 asks the payout
 * provider to pay the net amount (a failure stays in the queue as 打款失败 with the provider's reason, to pay again
 * or reject); 驳回 needs the reason the user reads and returns the amount to the wallet.
 */
import { useRef, useState } from 'react'
import { PageContainer, ProTable, type ActionType, type ProColumns } from '@ant-design/pro-components'
import { Button, Popconfirm, Space, Tag, Typography, message } from 'antd'
import type { AdminWithdrawal, PayoutAccountKind, WithdrawalStatus } from '../../../../contract/payout'
import { api, tableRequest } from '../../api'
import { formatFen, Money } from '../../components/Money'
import { ReasonModal } from '../../components/ReasonModal'
import { Time } from '../../components/Time'
import { queueTableProps } from './queue'

const STATUS: Record<WithdrawalStatus, { text: string; color: string }> = {
  pending: { text: '待审核', color: 'orange' },
  paying: { text: '打款中', color: 'processing' },
  paid: { text: '已打款', color: 'green' },
  failed: { text: '打款失败', color: 'red' },
  rejected: { text: '已驳回', color: 'default' },
}
const KIND: Record<PayoutAccountKind, string> = { alipay: '支付宝', wechat: '微信', bank: '银行卡' }

export default function WithdrawalQueue() {
  const ref = useRef<ActionType>(null)
  const [rejecting, setRejecting] = useState<AdminWithdrawal | null>(null)
  const reload = () => ref.current?.reload()

  const pay = async (w: AdminWithdrawal) => {
    try {
      const out = await api.post<AdminWithdrawal>(`/admin/withdrawals/${w.id}/decision`, { approve: true })
      if (out.status === 'paid') message.success(`已打款 ${formatFen(out.net)}`)
      else message.warning(`打款失败：${out.failReason ?? '支付渠道未受理'}`)
    } catch {
      /* api.ts showed why */
    }
    reload()
  }

  const columns: ProColumns<AdminWithdrawal>[] = [
    {
      title: '状态',
      dataIndex: 'status',
      valueType: 'select',
      initialValue: 'pending',
      valueEnum: Object.fromEntries(Object.entries(STATUS).map(([k, v]) => [k, { text: v.text }])),
      width: 90,
      render: (_, w) => <Tag color={STATUS[w.status].color}>{STATUS[w.status].text}</Tag>,
    },
    {
      title: '提现单号',
      dataIndex: 'withdrawalNo',
      search: false,
      width: 190,
      render: (_, w) => (
        <Space direction="vertical" size={0}>
          <Typography.Text copyable>{w.withdrawalNo}</Typography.Text>
          <Typography.Text type="secondary">
            <Time at={w.createdAt} />
          </Typography.Text>
        </Space>
      ),
    },
    {
      title: '用户',
      dataIndex: 'userId',
      search: false,
      width: 120,
      render: (_, w) => (
        <Space direction="vertical" size={0}>
          <span>#{w.userId}</span>
          <Typography.Text type="secondary">{w.phone}</Typography.Text>
        </Space>
      ),
    },
    {
      title: '收款账户',
      key: 'account',
      search: false,
      width: 220,
      render: (_, w) => (
        <Space direction="vertical" size={0}>
          <span>
            {KIND[w.account.kind]}
            {w.account.bankName ? `（${w.account.bankName}）` : ''}：<Typography.Text copyable>{w.accountNumber}</Typography.Text>
          </span>
          <span>户名：{w.holderFullName}</span>
        </Space>
      ),
    },
    {
      title: '金额',
      dataIndex: 'amount',
      search: false,
      width: 160,
      render: (_, w) => (
        <Space direction="vertical" size={0}>
          <span>
            到账 <Typography.Text strong><Money fen={w.net} /></Typography.Text>
          </span>
          <Typography.Text type="secondary">
            提现 <Money fen={w.amount} /> · 手续费 <Money fen={w.fee} />
          </Typography.Text>
        </Space>
      ),
    },
    {
      title: '说明',
      key: 'note',
      search: false,
      ellipsis: true,
      render: (_, w) => w.failReason ?? w.rejectReason ?? (w.attempts > 0 ? `已尝试 ${w.attempts} 次` : '—'),
    },
    {
      title: '操作',
      key: 'actions',
      search: false,
      width: 150,
      render: (_, w) =>
        w.status === 'pending' || w.status === 'failed' ? (
          <Space>
            <Popconfirm title={`确认向该账户打款 ${formatFen(w.net)}？`} okText="打款" cancelText="取消" onConfirm={() => pay(w)}>
              <Button type="primary" size="small">
                {w.status === 'failed' ? '重新打款' : '打款'}
              </Button>
            </Popconfirm>
            <Button size="small" danger onClick={() => setRejecting(w)}>
              驳回
            </Button>
          </Space>
        ) : (
          <Time at={w.paidAt} />
        ),
    },
  ]

  return (
    <PageContainer title="提现审核" subTitle="核对户名与实名一致后打款；驳回后金额退回用户钱包">
      <ProTable<AdminWithdrawal> {...queueTableProps} actionRef={ref} columns={columns} request={tableRequest<AdminWithdrawal>('/admin/withdrawals')} scroll={{ x: 1100 }} />
      <ReasonModal
        open={!!rejecting}
        title={`驳回提现 ${rejecting?.withdrawalNo ?? ''}`}
        label="驳回原因"
        hint={rejecting ? `${formatFen(rejecting.amount)} 将退回用户钱包，用户会看到此原因。` : undefined}
        okText="驳回"
        danger
        onSubmit={async (reason) => {
          await api.post(`/admin/withdrawals/${rejecting!.id}/decision`, { approve: false, reason })
          reload()
        }}
        onClose={() => setRejecting(null)}
      />
    </PageContainer>
  )
}
