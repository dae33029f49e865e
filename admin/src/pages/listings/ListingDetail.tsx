/**
 * 商品详情 (admins): one listing (GET /admin/goods/{id}) with its images, facts, attributes, seller and blacklist
 * hits, the order holding it, what admins did to it (the audit log), and the decision its status allows.
 */
import { PageContainer } from '@ant-design/pro-components'
import { Alert, Card, Col, Empty, Row, Space, Tag, Timeline, Typography } from 'antd'
import { useParams } from 'react-router-dom'
import type { AdminListingDetail } from '../../../../contract/admin-goods'
import { RecordPending, useRecord } from '../../components/useRecord'
import { Time } from '../../components/Time'
import { BlacklistHits } from './BlacklistHits'
import { ReviewButtons, TakedownButton } from './Decisions'
import { ListingFacts, ListingImages } from './ListingFacts'
import { SellerCard } from './SellerCard'
import { RiskCard } from './RiskCard'

const ACTION_NAMES: Record<string, string> = { 'goods.approve': '审核通过', 'goods.reject': '审核驳回', 'goods.takedown': '平台下架' }

export default function ListingDetail() {
  const id = Number(useParams().id)
  const { record: listing, missing, reload: load } = useRecord<AdminListingDetail>(`/admin/goods/${id}`)

  if (!listing) return <RecordPending missing={missing} title="商品不存在" back="/listings" backLabel="返回商品管理" />

  return (
    <PageContainer
      title={listing.title}
      onBack={() => history.back()}
      extra={
        listing.status === 'pending_review' ? (
          <ReviewButtons id={listing.id} title={listing.title} onDone={load} />
        ) : listing.status === 'on_sale' ? (
          <TakedownButton id={listing.id} title={listing.title} onDone={load} />
        ) : null
      }
    >
      <Space direction="vertical" size={16} style={{ width: '100%' }}>
        {listing.status === 'rejected' && listing.rejectReason && <Alert type="warning" showIcon message={`驳回原因：${listing.rejectReason}`} />}
        {listing.activeOrderId !== null && (
          <Alert type="info" showIcon message={<span>该商品有进行中的订单（ID {listing.activeOrderId}），订单结束前不能下架。</span>} />
        )}
        <Row gutter={16}>
          <Col span={17}>
            <Card title="商品信息">
              <Space direction="vertical" size={12} style={{ width: '100%' }}>
                <ListingImages images={listing.images} />
                <ListingFacts listing={listing} />
              </Space>
            </Card>
          </Col>
          <Col span={7}>
            <Space direction="vertical" size={16} style={{ width: '100%' }}>
              <SellerCard seller={listing.seller} />
              <BlacklistHits hits={listing.blacklistHits} />
              <RiskCard goodsId={listing.id} />
              <Card size="small" title="操作记录" className="listing-history">
                {listing.history.length === 0 ? (
                  <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无后台操作" />
                ) : (
                  <Timeline
                    items={listing.history.map((h) => ({
                      children: (
                        <div>
                          <Tag>{ACTION_NAMES[h.action] ?? h.action}</Tag>
                          <Typography.Text type="secondary">
                            <Time at={h.createdAt} /> · {h.actorName}
                          </Typography.Text>
                          {h.reason && <div>原因：{h.reason}</div>}
                        </div>
                      ),
                    }))}
                  />
                )}
              </Card>
            </Space>
          </Col>
        </Row>
      </Space>
    </PageContainer>
  )
}
