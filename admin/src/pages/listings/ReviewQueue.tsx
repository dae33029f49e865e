/**
 * 商品审核 (admins): the pending listings oldest first (GET /admin/goods/queue), each as a card with its images,
 * facts and attributes, which credentials exist, the seller's record and blacklist hits in red, and 通过 / 驳回.
 */
import { useCallback, useEffect, useState } from 'react'
import { PageContainer } from '@ant-design/pro-components'
import { Badge, Card, Col, Empty, Pagination, Row, Space, Spin, Tag, Typography } from 'antd'
import { Link } from 'react-router-dom'
import type { AdminListing } from '../../../../contract/admin-goods'
import type { Page } from '../../../../contract/types'
import { api } from '../../api'
import { BlacklistHits } from './BlacklistHits'
import { RiskCard } from './RiskCard'
import { ReviewButtons } from './Decisions'
import { ListingFacts, ListingImages } from './ListingFacts'
import { SellerCard } from './SellerCard'

const PAGE_SIZE = 5

function QueueItem({ listing, onDone }: { listing: AdminListing; onDone: () => void }) {
  const hit = listing.blacklistHits.length > 0
  return (
    <Card
      className={hit ? 'review-item review-item--hit' : 'review-item'}
      style={hit ? { borderColor: '#ff4d4f', boxShadow: '0 0 0 1px #ff4d4f inset' } : undefined}
      title={
        <Space>
          <Link to={`/listings/${listing.id}`}>{listing.title}</Link>
          {hit && <Tag color="red">命中黑名单</Tag>}
        </Space>
      }
      extra={<ReviewButtons id={listing.id} title={listing.title} onDone={onDone} />}
      data-testid={`review-${listing.id}`}
    >
      <Row gutter={16}>
        <Col span={17}>
          <Space direction="vertical" size={12} style={{ width: '100%' }}>
            <ListingImages images={listing.images} />
            <ListingFacts listing={listing} />
          </Space>
        </Col>
        <Col span={7}>
          <Space direction="vertical" size={12} style={{ width: '100%' }}>
            <SellerCard seller={listing.seller} />
            <BlacklistHits hits={listing.blacklistHits} />
            <RiskCard goodsId={listing.id} />
          </Space>
        </Col>
      </Row>
    </Card>
  )
}

export default function ReviewQueue() {
  const [page, setPage] = useState(1)
  const [data, setData] = useState<Page<AdminListing> | null>(null)
  const [loading, setLoading] = useState(false)

  const load = useCallback(async () => {
    setLoading(true)
    try {
      setData(await api.get<Page<AdminListing>>('/admin/goods/queue', { pageNum: page, pageSize: PAGE_SIZE }))
    } catch {
      /* api.ts showed why */
    } finally {
      setLoading(false)
    }
  }, [page])

  useEffect(() => {
    void load()
  }, [load])

  return (
    <PageContainer
      title="商品审核"
      subTitle={
        <Space>
          <span>待审核</span>
          <Badge count={data?.total ?? 0} showZero overflowCount={9999} color={data?.total ? '#fa8c16' : '#bfbfbf'} />
          <Typography.Text type="secondary">先提交的先审</Typography.Text>
        </Space>
      }
    >
      {/* the spinner only until the first page arrives: a reload after a decision keeps the cards readable */}
      <Spin spinning={loading && !data}>
        {data && data.rows.length === 0 ? (
          <Card>
            <Empty description="没有待审核的商品" />
          </Card>
        ) : (
          <Space direction="vertical" size={16} style={{ width: '100%' }}>
            {data?.rows.map((l) => <QueueItem key={l.id} listing={l} onDone={load} />)}
            {data && data.total > PAGE_SIZE && (
              <Pagination current={page} pageSize={PAGE_SIZE} total={data.total} onChange={setPage} showSizeChanger={false} style={{ textAlign: 'right' }} />
            )}
          </Space>
        )}
      </Spin>
    </PageContainer>
  )
}
