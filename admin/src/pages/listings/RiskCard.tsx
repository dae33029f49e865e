/**
 * 找回风险 of a listing under review (GET /admin/goods/{id}/risk): the level, score and the reasons with their
 * points, the tiers it offers at which price, and whether it needs an official inspection before it can go on sale.
 */
import { Card, Empty, List, Space, Tag, Typography } from 'antd'
import { Link } from 'react-router-dom'
import type { ListingRiskStaff } from '../../../../contract/inspection'
import { useRecord } from '../../components/useRecord'

const LEVEL = { low: { text: '低', color: 'green' }, medium: { text: '中', color: 'orange' }, high: { text: '高', color: 'red' } } as const

export function RiskCard({ goodsId }: { goodsId: number }) {
  const { record: risk } = useRecord<ListingRiskStaff | null>(`/admin/goods/${goodsId}/risk`)
  return (
    <Card size="small" title="找回风险" className="listing-risk" extra={<Link to="/inspections">验号队列</Link>}>
      {!risk ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="尚未评分" />
      ) : (
        <Space direction="vertical" size={8} style={{ width: '100%' }}>
          <Space>
            <Tag color={LEVEL[risk.level].color}>风险{LEVEL[risk.level].text}</Tag>
            <span>{risk.score} 分</span>
            {risk.inspectionRequired && <Tag color="red">需先验号</Tag>}
          </Space>
          <Typography.Text type="secondary">{risk.summary}</Typography.Text>
          <List
            size="small"
            dataSource={risk.reasons}
            renderItem={(r) => (
              <List.Item className={`risk-reason risk-reason-${r.key}`}>
                <span>{r.text}</span>
                <Typography.Text type={r.points > 0 ? 'danger' : 'success'}>{r.points > 0 ? `+${r.points}` : r.points}</Typography.Text>
              </List.Item>
            )}
          />
        </Space>
      )}
    </Card>
  )
}
