/**
 * 官方账号 (admins): the platform's own customer-service accounts, QQ groups and payee accounts (GET
 * /admin/official-accounts) that "is this really the platform?" confirms; the public ones are listed on 联系客服.
 * Add and remove, both audited by the API.
 */
import { useState } from 'react'
import { PlusOutlined } from '@ant-design/icons'
import { ModalForm, PageContainer, ProFormDigit, ProFormSelect, ProFormSwitch, ProFormText } from '@ant-design/pro-components'
import { Button, Card, message, Popconfirm, Select, Space, Table, Tag } from 'antd'
import type { OfficialAccount, OfficialAccountInput, OfficialKind } from '../../../../contract/service'
import { api } from '../../api'
import { useRows } from '../../components/useRecord'
import { OFFICIAL_KIND } from './labels'

export default function Official() {
  const [kind, setKind] = useState<OfficialKind | undefined>()
  const { rows, loading, reload: load } = useRows<OfficialAccount>('/admin/official-accounts', { kind })

  return (
    <PageContainer title="官方账号">
      <Card>
        <Table<OfficialAccount>
          rowKey="id"
          loading={loading}
          dataSource={rows}
          pagination={false}
          title={() => (
            <Space>
              <Select<OfficialKind>
                allowClear
                placeholder="全部类型"
                style={{ width: 160 }}
                value={kind}
                onChange={setKind}
                options={Object.entries(OFFICIAL_KIND).map(([value, label]) => ({ value: value as OfficialKind, label }))}
              />
              <ModalForm<OfficialAccountInput>
                title="添加官方账号"
                width={480}
                modalProps={{ destroyOnHidden: true }}
                initialValues={{ kind: 'qq', public: true, sort: 0 }}
                trigger={
                  <Button type="primary" icon={<PlusOutlined />}>
                    添加
                  </Button>
                }
                onFinish={async (v) => {
                  await api.post('/admin/official-accounts', { ...v, description: v.description || null, qrText: v.qrText || null })
                  message.success('已添加')
                  load()
                  return true
                }}
              >
                <ProFormSelect name="kind" label="类型" options={Object.entries(OFFICIAL_KIND).map(([value, label]) => ({ value, label }))} rules={[{ required: true }]} />
                <ProFormText name="name" label="名称" placeholder="如 售前客服-小橙" rules={[{ required: true, whitespace: true }, { max: 30 }]} />
                <ProFormText name="value" label="号码 / 账号" rules={[{ required: true, whitespace: true }]} />
                <ProFormText name="description" label="说明（可空）" placeholder="如 9:00-23:00" rules={[{ max: 100 }]} />
                <ProFormText name="qrText" label="二维码内容（可空）" rules={[{ max: 500 }]} />
                <ProFormDigit name="sort" label="排序（小的在前）" fieldProps={{ precision: 0 }} />
                <ProFormSwitch name="public" label="在联系客服页公开" />
              </ModalForm>
            </Space>
          )}
          columns={[
            { title: '类型', dataIndex: 'kind', width: 100, render: (k: OfficialKind) => <Tag>{OFFICIAL_KIND[k]}</Tag> },
            { title: '名称', dataIndex: 'name' },
            { title: '号码 / 账号', dataIndex: 'value' },
            { title: '说明', dataIndex: 'description', render: (v: string | null) => v ?? '—' },
            { title: '公开', dataIndex: 'public', width: 80, render: (v: boolean) => (v ? <Tag color="green">公开</Tag> : <Tag>不公开</Tag>) },
            { title: '排序', dataIndex: 'sort', width: 70 },
            {
              title: '操作',
              width: 80,
              render: (_, r) => (
                <Popconfirm
                  title="删除这个官方账号？"
                  description="验证官方账号时将不再认可它"
                  onConfirm={async () => {
                    await api.del(`/admin/official-accounts/${r.id}`)
                    message.success('已删除')
                    load()
                  }}
                >
                  <a style={{ color: '#ff4d4f' }}>删除</a>
                </Popconfirm>
              ),
            },
          ]}
        />
      </Card>
    </PageContainer>
  )
}
