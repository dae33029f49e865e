/**
 * 用户反馈 (staff and admins): problem reports and suggestions from GET /admin/problems (open ones by default);
 * 回复 sends the platform's answer, which the user reads in 我的反馈 and a message. Answered reports leave the queue.
 */
import { useRef, useState } from 'react'
import { PageContainer, ProTable, type ActionType, type ProColumns } from '@ant-design/pro-components'
import { Button, Space, Tag, Typography } from 'antd'
import type { ProblemReport, ProblemType } from '../../../../contract/service'
import { api, tableRequest } from '../../api'
import { ReasonModal } from '../../components/ReasonModal'
import { Time } from '../../components/Time'
import { Evidence } from './Evidence'
import { queueTableProps } from './queue'

const TYPE: Record<ProblemType, { text: string; color: string }> = {
  bug: { text: '功能异常', color: 'red' },
  complaint: { text: '投诉', color: 'volcano' },
  suggestion: { text: '建议', color: 'blue' },
  other: { text: '其他', color: 'default' },
}

export default function FeedbackQueue() {
  const ref = useRef<ActionType>(null)
  const [replying, setReplying] = useState<ProblemReport | null>(null)

  const columns: ProColumns<ProblemReport>[] = [
    {
      title: '状态',
      dataIndex: 'status',
      valueType: 'select',
      initialValue: 'open',
      valueEnum: { open: { text: '待回复' }, replied: { text: '已回复' } },
      width: 90,
      render: (_, r) => (r.status === 'open' ? <Tag color="orange">待回复</Tag> : <Tag color="green">已回复</Tag>),
    },
    { title: '类型', dataIndex: 'type', search: false, width: 90, render: (_, r) => <Tag color={TYPE[r.type].color}>{TYPE[r.type].text}</Tag> },
    { title: '内容', dataIndex: 'content', search: false, render: (_, r) => <Typography.Paragraph style={{ margin: 0, whiteSpace: 'pre-wrap' }} ellipsis={{ rows: 3, expandable: true }}>{r.content}</Typography.Paragraph> },
    { title: '图片', dataIndex: 'images', search: false, width: 160, render: (_, r) => <Evidence images={r.images} size={40} /> },
    { title: '联系方式', dataIndex: 'contact', search: false, width: 130, render: (_, r) => r.contact ?? '—' },
    { title: '提交时间', dataIndex: 'createdAt', search: false, width: 150, render: (_, r) => <Time at={r.createdAt} /> },
    {
      title: '回复',
      dataIndex: 'reply',
      search: false,
      width: 260,
      render: (_, r) =>
        r.status === 'open' ? (
          <Button type="primary" size="small" onClick={() => setReplying(r)}>
            回复
          </Button>
        ) : (
          <Space direction="vertical" size={0}>
            <span>{r.reply}</span>
            <Typography.Text type="secondary">
              <Time at={r.repliedAt} />
            </Typography.Text>
          </Space>
        ),
    },
  ]

  return (
    <PageContainer title="用户反馈" subTitle="功能异常、投诉与建议；回复后用户会收到消息">
      <ProTable<ProblemReport> {...queueTableProps} actionRef={ref} columns={columns} request={tableRequest<ProblemReport>('/admin/problems')} scroll={{ x: 1100 }} />
      <ReasonModal
        open={!!replying}
        title="回复用户反馈"
        label="回复内容"
        hint={replying ? `「${replying.content.slice(0, 40)}${replying.content.length > 40 ? '…' : ''}」` : undefined}
        okText="发送回复"
        onSubmit={async (reply) => {
          await api.post(`/admin/problems/${replying!.id}/reply`, { reply })
          ref.current?.reload()
        }}
        onClose={() => setReplying(null)}
      />
    </PageContainer>
  )
}
