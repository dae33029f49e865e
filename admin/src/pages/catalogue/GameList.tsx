/** 游戏管理 (admins): every game (GET /admin/games) by name and state; 新建游戏 opens its page for the tree and template. */
import { useRef } from 'react'
import { PlusOutlined } from '@ant-design/icons'
import { ModalForm, PageContainer, ProTable, type ActionType, type ProColumns } from '@ant-design/pro-components'
import { Button, message, Space, Switch, Tag } from 'antd'
import { Link, useNavigate } from 'react-router-dom'
import type { AdminGame, GameInput } from '../../../../contract/admin-catalogue'
import { api, tableRequest } from '../../api'
import { Time } from '../../components/Time'
import { GameFields } from './GameForm'

export default function GameList() {
  const ref = useRef<ActionType>(null)
  const navigate = useNavigate()
  const columns: ProColumns<AdminGame>[] = [
    { title: 'ID', dataIndex: 'id', width: 70, search: false },
    {
      title: '游戏',
      dataIndex: 'name',
      fieldProps: { placeholder: '游戏名称的一部分' },
      render: (_, r) => (
        <Space>
          <img src={r.icon} alt="" width={32} height={32} style={{ objectFit: 'contain', borderRadius: 6 }} />
          <Link to={`/catalogue/games/${r.id}`}>{r.name}</Link>
          {r.nameEn ? <span style={{ color: '#999' }}>{r.nameEn}</span> : null}
        </Space>
      ),
    },
    { title: '类型', dataIndex: 'typeName', width: 110, search: false, render: (_, r) => <Tag>{r.typeName}</Tag> },
    { title: '热度', dataIndex: 'hot', width: 90, search: false },
    { title: '商品数', dataIndex: 'listings', width: 90, search: false },
    {
      title: '状态',
      dataIndex: 'enabled',
      width: 100,
      valueType: 'select',
      valueEnum: { true: { text: '启用', status: 'Success' }, false: { text: '停用', status: 'Default' } },
      render: (_, r) => (
        <Switch
          checked={r.enabled}
          checkedChildren="启用"
          unCheckedChildren="停用"
          onChange={async (enabled) => {
            await api.put(`/admin/games/${r.id}/enabled`, { enabled })
            message.success(enabled ? '游戏已启用' : '游戏已停用')
            ref.current?.reload()
          }}
        />
      ),
    },
    { title: '创建时间', dataIndex: 'createdAt', width: 150, search: false, render: (_, r) => <Time at={r.createdAt} /> },
    {
      title: '操作',
      valueType: 'option',
      width: 160,
      render: (_, r) => [
        <Link key="edit" to={`/catalogue/games/${r.id}`}>
          编辑
        </Link>,
        <Link key="tree" to={`/catalogue/games/${r.id}?tab=tree`}>
          区服
        </Link>,
        <Link key="attrs" to={`/catalogue/games/${r.id}?tab=attrs`}>
          属性模板
        </Link>,
      ],
    },
  ]
  return (
    <PageContainer title="游戏管理">
      <ProTable<AdminGame>
        rowKey="id"
        actionRef={ref}
        columns={columns}
        request={tableRequest<AdminGame>('/admin/games')}
        pagination={{ defaultPageSize: 20, showSizeChanger: true, pageSizeOptions: [10, 20, 50] }}
        search={{ labelWidth: 'auto' }}
        options={{ density: false }}
        toolBarRender={() => [
          <ModalForm<GameInput>
            key="new"
            title="新建游戏"
            width={520}
            modalProps={{ destroyOnHidden: true, className: 'game-modal' }}
            initialValues={{ type: 'mobile', hot: 0, enabled: true }}
            trigger={
              <Button type="primary" icon={<PlusOutlined />} className="game-new">
                新建游戏
              </Button>
            }
            onFinish={async (v) => {
              const game = await api.post<AdminGame>('/admin/games', { ...v, nameEn: v.nameEn || null })
              message.success('游戏已创建，请继续设置区服和属性模板')
              navigate(`/catalogue/games/${game.id}?tab=tree`)
              return true
            }}
          >
            <GameFields />
          </ModalForm>,
        ]}
      />
    </PageContainer>
  )
}
