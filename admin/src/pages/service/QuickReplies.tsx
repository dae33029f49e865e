/**
 * 常用语 (staff and admins): the quick replies each team keeps (GET/POST/PUT/DELETE /admin/service/quick-replies),
 * inserted with one click when answering in a room (ReplyBox under the order's transcript).
 */
import { useState } from 'react'
import { PlusOutlined } from '@ant-design/icons'
import { ModalForm, PageContainer, ProFormDigit, ProFormSelect, ProFormText, ProFormTextArea, ProTable, type ProColumns } from '@ant-design/pro-components'
import { Button, message, Popconfirm, Segmented, Space, Tag } from 'antd'
import {
  QUICK_REPLY_BODY_MAX,
  QUICK_REPLY_TITLE_MAX,
  SERVICE_TEAMS,
  type QuickReply,
  type QuickReplyInput,
  type ServiceTeam,
} from '../../../../contract/customer-service'
import { api } from '../../api'
import { useRows } from '../../components/useRecord'
import { Time } from '../../components/Time'
import { TEAM } from './labels'

function ReplyForm({ reply, team, onSaved }: { reply?: QuickReply; team: ServiceTeam; onSaved: () => void }) {
  return (
    <ModalForm<QuickReplyInput>
      title={reply ? '编辑常用语' : '新增常用语'}
      trigger={
        reply ? (
          <Button size="small" type="link">
            编辑
          </Button>
        ) : (
          <Button type="primary" icon={<PlusOutlined />} className="quick-reply-add">
            新增常用语
          </Button>
        )
      }
      initialValues={reply ?? { team, sort: 0 }}
      modalProps={{ destroyOnClose: true }}
      onFinish={async (values) => {
        try {
          if (reply) await api.put(`/admin/service/quick-replies/${reply.id}`, values)
          else await api.post('/admin/service/quick-replies', values)
        } catch {
          return false
        }
        message.success('常用语已保存')
        onSaved()
        return true
      }}
    >
      <ProFormSelect name="team" label="团队" rules={[{ required: true }]} options={SERVICE_TEAMS.map((t) => ({ value: t, label: TEAM[t] }))} />
      <ProFormText name="title" label="标题" rules={[{ required: true, whitespace: true, max: QUICK_REPLY_TITLE_MAX }]} />
      <ProFormTextArea name="body" label="内容" rules={[{ required: true, whitespace: true, max: QUICK_REPLY_BODY_MAX }]} fieldProps={{ rows: 4, showCount: true, maxLength: QUICK_REPLY_BODY_MAX }} />
      <ProFormDigit name="sort" label="排序（小的在前）" min={-1000} max={1000} fieldProps={{ precision: 0 }} />
    </ModalForm>
  )
}

export default function QuickReplies() {
  const [team, setTeam] = useState<ServiceTeam>('general')
  const { rows, loading, reload } = useRows<QuickReply>('/admin/service/quick-replies', { team })
  const remove = async (r: QuickReply) => {
    try {
      await api.del(`/admin/service/quick-replies/${r.id}`)
      message.success('常用语已删除')
    } finally {
      void reload()
    }
  }
  const columns: ProColumns<QuickReply>[] = [
    { title: '标题', dataIndex: 'title', width: 180, render: (_, r) => <Tag color="purple">{r.title}</Tag> },
    { title: '内容', dataIndex: 'body', ellipsis: true },
    { title: '排序', dataIndex: 'sort', width: 80 },
    { title: '更新时间', dataIndex: 'updatedAt', width: 150, render: (_, r) => <Time at={r.updatedAt} /> },
    {
      title: '操作',
      key: 'op',
      width: 140,
      render: (_, r) => (
        <Space size={0}>
          <ReplyForm reply={r} team={team} onSaved={() => void reload()} />
          <Popconfirm title="删除这条常用语？" onConfirm={() => remove(r)} okText="删除" cancelText="取消">
            <Button size="small" type="link" danger>
              删除
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ]
  return (
    <PageContainer title="常用语" subTitle="各团队的常用回复，在订单详情的交易房间里回复时一键插入">
      <ProTable<QuickReply>
        rowKey="id"
        search={false}
        options={false}
        loading={loading}
        dataSource={[...rows]}
        columns={columns}
        pagination={false}
        headerTitle={<Segmented value={team} onChange={(v) => setTeam(v as ServiceTeam)} options={SERVICE_TEAMS.map((t) => ({ value: t, label: TEAM[t] }))} />}
        toolBarRender={() => [<ReplyForm key="add" team={team} onSaved={() => void reload()} />]}
      />
    </PageContainer>
  )
}
