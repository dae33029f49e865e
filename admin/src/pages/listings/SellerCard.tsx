/** The seller as an admin judges a listing: verification, record, ban; a link to the user's page. */
import { Card, Descriptions, Space, Tag } from 'antd'
import { Link } from 'react-router-dom'
import type { AdminSellerCard } from '../../../../contract/admin-goods'

export function SellerCard({ seller }: { seller: AdminSellerCard }) {
  return (
    <Card
      size="small"
      title={
        <Space>
          <span>卖家</span>
          <Link to={`/users/${seller.id}`}>{seller.nickname}</Link>
          {seller.banned && <Tag color="red">已封禁</Tag>}
        </Space>
      }
      className="seller-card"
    >
      <Descriptions size="small" column={1} colon>
        <Descriptions.Item label="用户ID">{seller.id}</Descriptions.Item>
        <Descriptions.Item label="手机号">{seller.phone}</Descriptions.Item>
        <Descriptions.Item label="实名认证">
          {seller.verified ? <Tag color="green">已实名{seller.adult === false ? '（未成年）' : ''}</Tag> : <Tag>未实名</Tag>}
        </Descriptions.Item>
        <Descriptions.Item label="成交">{seller.completedSales} 笔</Descriptions.Item>
        <Descriptions.Item label="售后纠纷">
          <span style={seller.disputes > 0 ? { color: '#cf1322', fontWeight: 600 } : undefined}>{seller.disputes} 单</span>
        </Descriptions.Item>
        <Descriptions.Item label="被驳回商品">
          <span style={seller.rejectedListings > 0 ? { color: '#d46b08' } : undefined}>{seller.rejectedListings} 个</span>
        </Descriptions.Item>
      </Descriptions>
    </Card>
  )
}
