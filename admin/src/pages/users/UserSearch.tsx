/** 用户管理 (admins): users through ProTable (GET /admin/users) by id, phone or account name, role and ban state. */
import { PageContainer, ProTable, type ProColumns } from '@ant-design/pro-components'
import { Space, Tag, Typography } from 'antd'
import { Link } from 'react-router-dom'
import type { AdminUserRow } from '../../../../contract/admin-users'
import { tableRequest, type Query } from '../../api'
import { Time } from '../../components/Time'
import { ROLE } from './labels'

const ROLE_ENUM = Object.fromEntries(Object.entries(ROLE).map(([k, v]) => [k, { text: v.text }]))

function toQuery(p: Record<string, unknown>): Query {
  const q = typeof p.q === 'string' ? p.q.trim() : ''
  return { q: q || undefined, role: typeof p.role === 'string' ? p.role : undefined, banned: typeof p.banned === 'string' ? p.banned : undefined }
}

export default function UserSearch() {
  const columns: ProColumns<AdminUserRow>[] = [
    { title: '搜索', dataIndex: 'q', hideInTable: true, fieldProps: { placeholder: '用户ID / 手机号 / 账号名' } },
    { title: '用户ID', dataIndex: 'id', width: 90, search: false },
    {
      title: '用户',
      dataIndex: 'nickname',
      search: false,
      render: (_, r) => (
        <Space direction="vertical" size={0}>
          <Link to={`/users/${r.id}`}>{r.nickname}</Link>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {r.username ? `账号 ${r.username}` : '未设置账号名'}
          </Typography.Text>
        </Space>
      ),
    },
    { title: '手机号', dataIndex: 'phone', search: false, width: 140 },
    {
      title: '角色',
      dataIndex: 'role',
      width: 110,
      valueType: 'select',
      valueEnum: ROLE_ENUM,
      render: (_, r) => <Tag color={ROLE[r.role].color}>{ROLE[r.role].text}</Tag>,
    },
    { title: '实名', dataIndex: 'verified', search: false, width: 90, render: (_, r) => (r.verified ? <Tag color="green">已实名</Tag> : <Tag>未实名</Tag>) },
    {
      title: '状态',
      dataIndex: 'banned',
      width: 100,
      valueType: 'select',
      valueEnum: { false: { text: '正常', status: 'Success' }, true: { text: '已封禁', status: 'Error' } },
      render: (_, r) => (r.banned ? <Tag color="red">已封禁</Tag> : <Tag color="green">正常</Tag>),
    },
    { title: '注册时间', dataIndex: 'createdAt', search: false, width: 150, render: (_, r) => <Time at={r.createdAt} /> },
    {
      title: '操作',
      valueType: 'option',
      width: 80,
      render: (_, r) => [
        <Link key="detail" to={`/users/${r.id}`}>
          详情
        </Link>,
      ],
    },
  ]
  return (
    <PageContainer title="用户管理">
      <ProTable<AdminUserRow>
        rowKey="id"
        columns={columns}
        request={tableRequest<AdminUserRow>('/admin/users', toQuery)}
        pagination={{ defaultPageSize: 20, showSizeChanger: true, pageSizeOptions: [10, 20, 50] }}
        search={{ labelWidth: 'auto', defaultCollapsed: false }}
        options={{ density: false }}
      />
    </PageContainer>
  )
}
