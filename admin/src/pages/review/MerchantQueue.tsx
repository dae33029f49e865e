/**
 * 商家入驻 (admins only): merchant applications from GET /admin/merchant-applications, pending ones oldest first;
 * 通过 makes the applicant a recycling merchant under the shop name, 驳回 needs the reason the applicant reads.
 */
import { useRef, useState } from 'react'
import { PageContainer, ProTable, type ActionType, type ProColumns } from '@ant-design/pro-components'
import { Button, Popconfirm, Space, Tag, Typography } from 'antd'
import type { MerchantApplication, MerchantApplicationStatus } from '../../../../contract/recycling'
import { api, tableRequest } from '../../api'
import { ReasonModal } from '../../components/ReasonModal'
import { Time } from '../../components/Time'
import { queueTableProps } from './queue'

const STATUS: Record<MerchantApplicationStatus, { text: string; color: string }> = {
  pending: { text: '待审核', color: 'orange' },
  approved: { text: '已通过', color: 'green' },
  rejected: { text: '已驳回', color: 'default' },
}

export default function MerchantQueue() {
  const ref = useRef<ActionType>(null)
  const [rejecting, setRejecting] = useState<MerchantApplication | null>(null)
  const reload = () => ref.current?.reload()

  const approve = async (a: MerchantApplication) => {
    try {
      await api.post(`/admin/merchant-applications/${a.id}/review`, { approve: true })
    } catch {
      /* api.ts showed why */
    }
    reload()
  }

  const columns: ProColumns<MerchantApplication>[] = [
    {
      title: '状态',
      dataIndex: 'status',
      valueType: 'select',
      initialValue: 'pending',
      valueEnum: Object.fromEntries(Object.entries(STATUS).map(([k, v]) => [k, { text: v.text }])),
      width: 100,
      render: (_, a) => <Tag color={STATUS[a.status].color}>{STATUS[a.status].text}</Tag>,
    },
    { title: '店铺名称', dataIndex: 'shopName', search: false, width: 160 },
    { title: '申请人', dataIndex: 'userId', search: false, width: 100, render: (_, a) => `#${a.userId}` },
    { title: '联系方式', dataIndex: 'contact', search: false, width: 140 },
    { title: '简介', dataIndex: 'intro', search: false, render: (_, a) => <Typography.Paragraph style={{ margin: 0 }} ellipsis={{ rows: 2, expandable: true }}>{a.intro}</Typography.Paragraph> },
    { title: '驳回原因', dataIndex: 'reason', search: false, width: 180, render: (_, a) => a.reason ?? '—' },
    { title: '申请时间', dataIndex: 'createdAt', search: false, width: 150, render: (_, a) => <Time at={a.createdAt} /> },
    {
      title: '操作',
      key: 'actions',
      search: false,
      width: 150,
      render: (_, a) =>
        a.status === 'pending' ? (
          <Space>
            <Popconfirm title={`通过「${a.shopName}」的入驻申请？`} okText="通过" cancelText="取消" onConfirm={() => approve(a)}>
              <Button type="primary" size="small">
                通过
              </Button>
            </Popconfirm>
            <Button size="small" danger onClick={() => setRejecting(a)}>
              驳回
            </Button>
          </Space>
        ) : (
          <Time at={a.decidedAt} />
        ),
    },
  ]

  return (
    <PageContainer title="商家入驻" subTitle="通过后申请人成为回收商家，可在商户中心报价">
      <ProTable<MerchantApplication>
        {...queueTableProps}
        actionRef={ref}
        columns={columns}
        request={tableRequest<MerchantApplication>('/admin/merchant-applications')}
        scroll={{ x: 1100 }}
      />
      <ReasonModal
        open={!!rejecting}
        title={`驳回「${rejecting?.shopName ?? ''}」的入驻申请`}
        label="驳回原因"
        hint="申请人会在消息中看到此原因，可修改后重新申请。"
        okText="驳回"
        danger
        onSubmit={async (reason) => {
          await api.post(`/admin/merchant-applications/${rejecting!.id}/review`, { approve: false, reason })
          reload()
        }}
        onClose={() => setRejecting(null)}
      />
    </PageContainer>
  )
}
