/**
 * 验号队列 (staff and admins): sellers' requests and high-risk listings under review without a report, oldest
 * first with how long each has waited. 开始验号 records that the inspector logs in with the seller's credentials
 * now (the seller is told) and opens the form; a draft already under way opens instead.
 */
import { useCallback, useEffect, useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { PageContainer } from '@ant-design/pro-components'
import { Button, InputNumber, Space, Table, Tag, Typography } from 'antd'
import type { InspectionQueueRow, InspectionReport } from '../../../../contract/inspection'
import { api } from '../../api'
import { Time } from '../../components/Time'

const waited = (m: number) => (m < 60 ? `${m} 分钟` : m < 1440 ? `${Math.floor(m / 60)} 小时 ${m % 60} 分` : `${Math.floor(m / 1440)} 天 ${Math.floor((m % 1440) / 60)} 小时`)

export default function InspectionQueue() {
  const navigate = useNavigate()
  const [rows, setRows] = useState<InspectionQueueRow[]>([])
  const [loading, setLoading] = useState(false)
  const [goodsId, setGoodsId] = useState<number | null>(null)

  const load = useCallback(async () => {
    setLoading(true)
    try {
      setRows(await api.get<InspectionQueueRow[]>('/admin/inspections/queue'))
    } finally {
      setLoading(false)
    }
  }, [])
  useEffect(() => void load(), [load])

  const start = async (id: number) => {
    try {
      const report = await api.post<InspectionReport>('/admin/inspections', { goodsId: id })
      navigate(`/inspections/${report.id}`)
    } catch {
      /* api.ts showed why */
    }
  }

  return (
    <PageContainer
      extra={
        <Space>
          <InputNumber className="inspect-goods-id" placeholder="商品 ID" min={1} value={goodsId} onChange={(v) => setGoodsId(v)} />
          <Button type="primary" className="inspect-start-by-id" disabled={!goodsId} onClick={() => goodsId && void start(goodsId)}>
            验号此商品
          </Button>
        </Space>
      }
    >
      <Table<InspectionQueueRow>
        rowKey="goodsId"
        loading={loading}
        dataSource={rows}
        pagination={false}
        columns={[
          { title: '商品', render: (_, r) => <Space direction="vertical" size={0}><span>{r.title}</span><Typography.Text type="secondary">{r.goodsNo} · {r.gameName}</Typography.Text></Space> },
          { title: '原因', width: 110, render: (_, r) => (r.why === 'request' ? <Tag color="blue">卖家申请</Tag> : <Tag color="red">高风险待审</Tag>) },
          { title: '等待', width: 200, render: (_, r) => <Space direction="vertical" size={0}><span className="inspect-waiting">{waited(r.waitingMinutes)}</span><Typography.Text type="secondary"><Time at={r.since} /></Typography.Text></Space> },
          {
            title: '操作',
            width: 120,
            render: (_, r) =>
              r.draftId ? (
                <Button size="small" onClick={() => navigate(`/inspections/${r.draftId}`)}>继续验号</Button>
              ) : (
                <Button size="small" type="primary" className={`inspect-start-${r.goodsId}`} onClick={() => void start(r.goodsId)}>开始验号</Button>
              ),
          },
        ]}
      />
    </PageContainer>
  )
}
