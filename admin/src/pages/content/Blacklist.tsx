/**
 * 黑名单 (admins): the accounts 查黑号 warns about (GET /admin/blacklist) by kind and part of the value; 加入黑名单
 * with a reason (and a game when the account is of one), 移出 after a confirmation. Both are audited by the API.
 */
import { useRef } from 'react'
import { PlusOutlined } from '@ant-design/icons'
import { ModalForm, PageContainer, ProFormSelect, ProFormText, ProFormTextArea, ProTable, type ActionType, type ProColumns } from '@ant-design/pro-components'
import { Button, message, Popconfirm, Tag } from 'antd'
import { REVIEW_REASON_MAX, REVIEW_REASON_MIN } from '../../../../contract/rules'
import type { BlacklistEntry, BlacklistInput } from '../../../../contract/service'
import { api, tableRequest } from '../../api'
import { Time } from '../../components/Time'
import { gameOptions } from '../listings/games'
import { BLACKLIST_KIND } from './labels'

const KIND_ENUM = Object.fromEntries(Object.entries(BLACKLIST_KIND).map(([k, v]) => [k, { text: v }]))

export default function Blacklist() {
  const ref = useRef<ActionType>(null)
  const columns: ProColumns<BlacklistEntry>[] = [
    { title: '类型', dataIndex: 'kind', width: 110, valueType: 'select', valueEnum: KIND_ENUM, render: (_, r) => <Tag>{BLACKLIST_KIND[r.kind]}</Tag> },
    { title: '账号', dataIndex: 'value', copyable: true, fieldProps: { placeholder: '账号的一部分' } },
    { title: '游戏', dataIndex: 'gameName', width: 140, search: false, render: (_, r) => r.gameName ?? '不限' },
    { title: '原因', dataIndex: 'reason', search: false, ellipsis: true },
    { title: '拉黑时间', dataIndex: 'listedAt', width: 150, search: false, render: (_, r) => <Time at={r.listedAt} /> },
    {
      title: '操作',
      valueType: 'option',
      width: 90,
      render: (_, r) => [
        <Popconfirm
          key="rm"
          title="移出黑名单？"
          description="查黑号将不再提示这个账号"
          onConfirm={async () => {
            await api.del(`/admin/blacklist/${r.id}`)
            message.success('已移出黑名单')
            ref.current?.reload()
          }}
        >
          <a style={{ color: '#ff4d4f' }}>移出</a>
        </Popconfirm>,
      ],
    },
  ]
  return (
    <PageContainer title="黑名单">
      <ProTable<BlacklistEntry>
        rowKey="id"
        actionRef={ref}
        columns={columns}
        request={tableRequest<BlacklistEntry>('/admin/blacklist')}
        pagination={{ defaultPageSize: 20, showSizeChanger: true, pageSizeOptions: [10, 20, 50] }}
        search={{ labelWidth: 'auto' }}
        options={{ density: false }}
        toolBarRender={() => [
          <ModalForm<BlacklistInput>
            key="add"
            title="加入黑名单"
            width={480}
            modalProps={{ destroyOnHidden: true }}
            initialValues={{ kind: 'qq' }}
            trigger={
              <Button type="primary" icon={<PlusOutlined />}>
                加入黑名单
              </Button>
            }
            onFinish={async (v) => {
              await api.post('/admin/blacklist', { kind: v.kind, value: v.value, reason: v.reason, gameId: v.gameId ?? null })
              message.success('已加入黑名单')
              ref.current?.reload()
              return true
            }}
          >
            <ProFormSelect name="kind" label="类型" options={Object.entries(BLACKLIST_KIND).map(([value, label]) => ({ value, label }))} rules={[{ required: true }]} />
            <ProFormText name="value" label="账号" rules={[{ required: true, whitespace: true }]} />
            <ProFormSelect name="gameId" label="游戏（可空）" request={gameOptions} allowClear />
            <ProFormTextArea
              name="reason"
              label="原因"
              rules={[{ required: true, whitespace: true }, { min: REVIEW_REASON_MIN, max: REVIEW_REASON_MAX, message: `原因需为${REVIEW_REASON_MIN}-${REVIEW_REASON_MAX}个字` }]}
            />
          </ModalForm>,
        ]}
      />
    </PageContainer>
  )
}
