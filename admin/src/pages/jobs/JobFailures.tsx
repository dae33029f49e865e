/**
 * 异常任务 (staff and admins): background items whose step failed (GET /admin/jobs/failures): the loop retries each
 * with a growing wait and sets it aside (已搁置) after too many failures, while every other item goes on. 重新排队
 * puts one back for the loop's next run (POST /admin/jobs/failures/{id}/retry), e.g. after the cause was fixed.
 */
import { useRef } from 'react'
import { PageContainer, ProTable, type ActionType, type ProColumns } from '@ant-design/pro-components'
import { Button, Popconfirm, Tag, Typography, message } from 'antd'
import { Link } from 'react-router-dom'
import { JOB_KINDS, type JobFailure, type JobFailureRetry } from '../../../../contract/admin-jobs'
import { api, tableRequest } from '../../api'
import { Time } from '../../components/Time'
import { queueTableProps } from '../review/queue'
import { JOB_KIND } from './labels'

export default function JobFailures() {
  const ref = useRef<ActionType>(null)

  const retry = async (f: JobFailure) => {
    try {
      await api.post<JobFailureRetry>(`/admin/jobs/failures/${f.id}/retry`)
      message.success('已放回队列，将在下一轮后台任务中重试')
    } catch {
      /* api.ts showed why */
    }
    ref.current?.reload()
  }

  const columns: ProColumns<JobFailure>[] = [
    {
      title: '状态',
      dataIndex: 'status',
      valueType: 'select',
      valueEnum: { dead: { text: '已搁置' }, waiting: { text: '等待重试' } },
      width: 100,
      render: (_, f) => (f.deadSince ? <Tag color="red">已搁置</Tag> : <Tag color="orange">等待重试</Tag>),
    },
    {
      title: '任务',
      dataIndex: 'kind',
      valueType: 'select',
      valueEnum: Object.fromEntries(JOB_KINDS.map((k) => [k, { text: JOB_KIND[k] }])),
      width: 150,
      render: (_, f) => JOB_KIND[f.kind] ?? f.kind,
    },
    {
      title: '对象',
      dataIndex: 'itemId',
      search: false,
      width: 190,
      render: (_, f) =>
        f.orderId !== null ? (
          <Link to={`/orders/${f.orderId}`}>{f.orderNo ?? `#${f.orderId}`}</Link>
        ) : (
          <Typography.Text type="secondary">整轮任务</Typography.Text>
        ),
    },
    { title: '失败次数', dataIndex: 'attempts', search: false, width: 90, align: 'right' },
    {
      title: '最近错误',
      dataIndex: 'lastError',
      search: false,
      ellipsis: true,
      render: (_, f) => (
        <Typography.Text type="danger" title={f.lastError}>
          {f.lastError}
        </Typography.Text>
      ),
    },
    { title: '下次尝试', dataIndex: 'nextAttemptAt', search: false, width: 150, render: (_, f) => (f.deadSince ? '—' : <Time at={f.nextAttemptAt} />) },
    { title: '搁置于', dataIndex: 'deadSince', search: false, width: 150, render: (_, f) => <Time at={f.deadSince} /> },
    {
      title: '操作',
      key: 'actions',
      search: false,
      width: 110,
      render: (_, f) => (
        <Popconfirm title="放回队列，由下一轮后台任务重试？" okText="重新排队" cancelText="取消" onConfirm={() => retry(f)}>
          <Button type={f.deadSince ? 'primary' : 'default'} size="small">
            重新排队
          </Button>
        </Popconfirm>
      ),
    },
  ]

  return (
    <PageContainer title="异常任务" subTitle="后台任务中处理失败的订单与售后：系统按递增间隔自动重试，多次失败后搁置，其余任务照常进行">
      <ProTable<JobFailure>
        {...queueTableProps}
        actionRef={ref}
        columns={columns}
        request={tableRequest<JobFailure>('/admin/jobs/failures')}
        scroll={{ x: 1100 }}
      />
    </PageContainer>
  )
}
