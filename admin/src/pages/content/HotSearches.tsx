/**
 * 热门搜索 (admins): the most searched keywords of the week (GET /admin/search/hot) with their counts, whether the
 * app's hot list shows them and why (the list shows only words the catalogue knows or that are on the allow
 * list, never words with contact details); hide or unhide a word, and keep the allow list. Every change is
 * audited by the API and reaches the app's list at once.
 */
import { useRef } from 'react'
import { PlusOutlined } from '@ant-design/icons'
import { ModalForm, PageContainer, ProFormText, ProTable, type ActionType, type ProColumns } from '@ant-design/pro-components'
import { Button, message, Popconfirm, Space, Tag } from 'antd'
import type { AdminHotSearch, HotSearchRule, HotSearchRuleEntry } from '../../../../contract/admin-search'
import { SEARCH_KEYWORD_MAX } from '../../../../contract/rules'
import { api } from '../../api'
import { Time } from '../../components/Time'
import { HOT_RULE, HOT_VERDICT } from './labels'

const VERDICT_COLOR: Record<AdminHotSearch['verdict'], string> = {
  hidden: 'default',
  contact: 'red',
  allowed: 'blue',
  catalogue: 'green',
  unknown: 'orange',
}

/** the whole list in one request: the endpoints answer every row at once (100 words at most) */
const all = <T,>(path: string) => async () => ({ data: await api.get<T[]>(path), success: true })

export default function HotSearches() {
  const hotRef = useRef<ActionType>(null)
  const rulesRef = useRef<ActionType>(null)
  const reload = () => {
    hotRef.current?.reload()
    rulesRef.current?.reload()
  }
  const setRule = async (keyword: string, rule: HotSearchRule) => {
    await api.put('/admin/search/rules', { keyword, rule })
    message.success(rule === 'hidden' ? '已隐藏' : '已加入白名单')
    reload()
  }
  const removeRule = async (keyword: string) => {
    await api.del(`/admin/search/rules/${encodeURIComponent(keyword)}`)
    message.success('已移除')
    reload()
  }

  const hotColumns: ProColumns<AdminHotSearch>[] = [
    { title: '搜索词', dataIndex: 'keyword', copyable: true },
    { title: '搜索人数（7天）', dataIndex: 'count', width: 140 },
    {
      title: '热搜展示',
      dataIndex: 'shown',
      width: 100,
      render: (_, r) => (r.shown ? <Tag color="green">展示</Tag> : <Tag>不展示</Tag>),
    },
    { title: '原因', dataIndex: 'verdict', width: 120, render: (_, r) => <Tag color={VERDICT_COLOR[r.verdict]}>{HOT_VERDICT[r.verdict]}</Tag> },
    {
      title: '操作',
      valueType: 'option',
      width: 180,
      render: (_, r) => (
        <Space>
          {r.verdict === 'hidden' ? (
            <a onClick={() => removeRule(r.keyword)}>取消隐藏</a>
          ) : (
            <Popconfirm key="hide" title="隐藏这个搜索词？" description="热门搜索将不再展示它" onConfirm={() => setRule(r.keyword, 'hidden')}>
              <a style={{ color: '#ff4d4f' }}>隐藏</a>
            </Popconfirm>
          )}
          {r.verdict === 'unknown' && <a onClick={() => setRule(r.keyword, 'allowed')}>加入白名单</a>}
        </Space>
      ),
    },
  ]

  const ruleColumns: ProColumns<HotSearchRuleEntry>[] = [
    { title: '搜索词', dataIndex: 'keyword' },
    { title: '规则', dataIndex: 'rule', width: 100, render: (_, r) => <Tag color={r.rule === 'hidden' ? 'default' : 'blue'}>{HOT_RULE[r.rule]}</Tag> },
    { title: '设置时间', dataIndex: 'createdAt', width: 160, render: (_, r) => <Time at={r.createdAt} /> },
    {
      title: '操作',
      valueType: 'option',
      width: 90,
      render: (_, r) => (
        <Popconfirm title={r.rule === 'hidden' ? '取消隐藏？' : '移出白名单？'} onConfirm={() => removeRule(r.keyword)}>
          <a>移除</a>
        </Popconfirm>
      ),
    },
  ]

  return (
    <PageContainer title="热门搜索" content="热门搜索只展示类目中的词（游戏名、属性选项、在售商品标题中的词）和白名单中的词；含联系方式的词一律不展示。">
      <ProTable<AdminHotSearch>
        headerTitle="本周搜索词"
        rowKey="keyword"
        actionRef={hotRef}
        columns={hotColumns}
        request={all<AdminHotSearch>('/admin/search/hot')}
        search={false}
        pagination={{ defaultPageSize: 20, showSizeChanger: true, pageSizeOptions: [10, 20, 50, 100] }}
        options={{ density: false }}
      />
      <ProTable<HotSearchRuleEntry>
        headerTitle="隐藏与白名单"
        style={{ marginTop: 16 }}
        rowKey="keyword"
        actionRef={rulesRef}
        columns={ruleColumns}
        request={all<HotSearchRuleEntry>('/admin/search/rules')}
        search={false}
        pagination={{ defaultPageSize: 20 }}
        options={{ density: false }}
        toolBarRender={() => [
          <ModalForm<{ keyword: string }>
            key="allow"
            title="加入白名单"
            width={420}
            modalProps={{ destroyOnHidden: true }}
            trigger={
              <Button type="primary" icon={<PlusOutlined />}>
                加入白名单
              </Button>
            }
            onFinish={async (v) => {
              await setRule(v.keyword, 'allowed')
              return true
            }}
          >
            <ProFormText
              name="keyword"
              label="搜索词"
              extra="白名单中的词有足够多人搜索时会出现在热门搜索中"
              rules={[{ required: true, whitespace: true }, { max: SEARCH_KEYWORD_MAX }]}
            />
          </ModalForm>,
        ]}
      />
    </PageContainer>
  )
}
