/**
 * 商务合作 (admins): enquiries sent from the app's 商务合作 page (GET /admin/cooperation), open ones first by
 * default; 标记已处理 with an optional note, exactly once (the API answers 409 to a second admin).
 */
import { useRef } from 'react'
import { ModalForm, PageContainer, ProFormTextArea, ProTable, type ActionType, type ProColumns } from '@ant-design/pro-components'
import { message, Tag, Typography } from 'antd'
import { COOPERATION_NOTE_MAX, type AdminCooperationEnquiry } from '../../../../contract/admin-content'
import { api, tableRequest } from '../../api'
import { Time } from '../../components/Time'
import { COOPERATION_KIND } from './labels'

export default function Cooperation() {
  const ref = useRef<ActionType>(null)
  const columns: ProColumns<AdminCooperationEnquiry>[] = [
    {
      title: '状态',
      dataIndex: 'handled',
      width: 100,
      valueType: 'select',
      initialValue: 'false',
      valueEnum: { false: { text: '待处理', status: 'Warning' }, true: { text: '已处理', status: 'Success' } },
      render: (_, r) => (r.handledAt ? <Tag color="green">已处理</Tag> : <Tag color="orange">待处理</Tag>),
    },
    { title: '类型', dataIndex: 'kind', width: 110, search: false, render: (_, r) => COOPERATION_KIND[r.kind] },
    { title: '联系人', dataIndex: 'name', width: 110, search: false },
    { title: '公司 / 工作室', dataIndex: 'company', width: 150, search: false, render: (_, r) => r.company ?? '个人' },
    { title: '联系方式', dataIndex: 'contact', width: 150, search: false, copyable: true },
    { title: '合作内容', dataIndex: 'message', search: false, render: (_, r) => <Typography.Paragraph style={{ margin: 0 }} ellipsis={{ rows: 2, expandable: true }}>{r.message}</Typography.Paragraph> },
    { title: '提交时间', dataIndex: 'createdAt', width: 150, search: false, render: (_, r) => <Time at={r.createdAt} /> },
    {
      title: '处理',
      width: 200,
      search: false,
      render: (_, r) =>
        r.handledAt ? (
          <Typography.Text type="secondary">
            <Time at={r.handledAt} />
            {r.handledNote ? `：${r.handledNote}` : ''}
          </Typography.Text>
        ) : (
          <ModalForm<{ note?: string }>
            title="标记为已处理"
            width={440}
            modalProps={{ destroyOnHidden: true }}
            trigger={<a>标记已处理</a>}
            onFinish={async (v) => {
              await api.post(`/admin/cooperation/${r.id}/handled`, { note: v.note?.trim() || null })
              message.success('已标记为已处理')
              ref.current?.reload()
              return true
            }}
          >
            <ProFormTextArea name="note" label="处理说明（可空）" placeholder="如 已电话联系，约下周面谈" rules={[{ max: COOPERATION_NOTE_MAX }]} />
          </ModalForm>
        ),
    },
  ]
  return (
    <PageContainer title="商务合作">
      <ProTable<AdminCooperationEnquiry>
        rowKey="id"
        actionRef={ref}
        columns={columns}
        request={tableRequest<AdminCooperationEnquiry>('/admin/cooperation')}
        pagination={{ defaultPageSize: 20, showSizeChanger: true, pageSizeOptions: [10, 20, 50] }}
        search={{ labelWidth: 'auto' }}
        options={{ density: false }}
      />
    </PageContainer>
  )
}
