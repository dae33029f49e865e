/** 公告与文章 (admins): every notice, news item, help article and document (GET /admin/notices), drafts included. */
import { useRef } from 'react'
import { PlusOutlined } from '@ant-design/icons'
import { PageContainer, ProTable, type ActionType, type ProColumns } from '@ant-design/pro-components'
import { Button, message, Popconfirm, Space, Tag } from 'antd'
import { Link, useNavigate } from 'react-router-dom'
import type { AdminNotice, NoticeInput } from '../../../../contract/service'
import { api, tableRequest } from '../../api'
import { Time } from '../../components/Time'
import { NOTICE_TYPE, NOTICE_TYPE_ENUM } from './labels'

/** the notice as the PUT body that replaces it (the whole notice is sent, as the API asks) */
export const noticeInput = (n: AdminNotice, over: Partial<NoticeInput> = {}): NoticeInput => ({
  noticeType: n.noticeType,
  title: n.title,
  content: n.content,
  category: n.category,
  cover: n.cover,
  pinned: n.pinned,
  published: n.published,
  ...over,
})

export default function NoticeList() {
  const ref = useRef<ActionType>(null)
  const navigate = useNavigate()
  const setPublished = async (n: AdminNotice, published: boolean) => {
    await api.put(`/admin/notices/${n.id}`, noticeInput(n, { published }))
    message.success(published ? '已发布' : '已撤回为草稿')
    ref.current?.reload()
  }
  const columns: ProColumns<AdminNotice>[] = [
    { title: '类型', dataIndex: 'noticeType', width: 130, valueType: 'select', valueEnum: NOTICE_TYPE_ENUM, render: (_, r) => <Tag>{NOTICE_TYPE[r.noticeType]}</Tag> },
    {
      title: '标题',
      dataIndex: 'title',
      search: false,
      render: (_, r) => (
        <Space>
          {r.pinned ? <Tag color="orange">置顶</Tag> : null}
          <Link to={`/content/notices/${r.id}`}>{r.title}</Link>
        </Space>
      ),
    },
    { title: '分类', dataIndex: 'category', width: 120, search: false, render: (_, r) => r.category ?? '—' },
    {
      title: '状态',
      dataIndex: 'published',
      width: 90,
      search: false,
      render: (_, r) => (r.published ? <Tag color="green">已发布</Tag> : <Tag>草稿</Tag>),
    },
    { title: '发布时间', dataIndex: 'publishedAt', width: 150, search: false, render: (_, r) => <Time at={r.publishedAt} /> },
    {
      title: '操作',
      valueType: 'option',
      width: 190,
      render: (_, r) => [
        <Link key="edit" to={`/content/notices/${r.id}`}>
          编辑
        </Link>,
        <a key="pub" onClick={() => void setPublished(r, !r.published)}>
          {r.published ? '撤回' : '发布'}
        </a>,
        <Popconfirm
          key="del"
          title="删除这篇内容？"
          description="删除后用户将无法再看到它"
          onConfirm={async () => {
            await api.del(`/admin/notices/${r.id}`)
            message.success('已删除')
            ref.current?.reload()
          }}
        >
          <a style={{ color: '#ff4d4f' }}>删除</a>
        </Popconfirm>,
      ],
    },
  ]
  return (
    <PageContainer title="公告与文章">
      <ProTable<AdminNotice>
        rowKey="id"
        actionRef={ref}
        columns={columns}
        request={tableRequest<AdminNotice>('/admin/notices')}
        pagination={{ defaultPageSize: 20, showSizeChanger: true, pageSizeOptions: [10, 20, 50] }}
        search={{ labelWidth: 'auto' }}
        options={{ density: false }}
        toolBarRender={() => [
          <Button key="new" type="primary" icon={<PlusOutlined />} className="notice-new" onClick={() => navigate('/content/notices/new')}>
            新建
          </Button>,
        ]}
      />
    </PageContainer>
  )
}
