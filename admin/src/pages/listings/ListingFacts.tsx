/**
 * What a reviewer reads of a listing: images (click to enlarge), the facts, the attribute table, which credentials
 * were entered (presence only: the console never receives them) and the description.
 */
import { Descriptions, Image, Space, Table, Tag, Typography } from 'antd'
import type { AdminListing } from '../../../../contract/admin-goods'
import { Money } from '../../components/Money'
import { Time } from '../../components/Time'
import { ACCOUNT_REAL_NAME, COMPENSATION, GOODS_STATUS } from './labels'

const present = (yes: boolean, text: string) => <Tag color={yes ? 'green' : 'default'}>{text}{yes ? '已填写' : '未填写'}</Tag>

export function ListingImages({ images }: { images: string[] }) {
  if (images.length === 0) return <Typography.Text type="secondary">未上传图片</Typography.Text>
  return (
    <Image.PreviewGroup>
      <Space wrap size={8} className="listing-images">
        {images.map((src) => (
          <Image key={src} src={src} width={120} height={90} style={{ objectFit: 'cover', borderRadius: 4 }} />
        ))}
      </Space>
    </Image.PreviewGroup>
  )
}

export function ListingFacts({ listing }: { listing: AdminListing }) {
  const b = listing.bindings
  return (
    <Space direction="vertical" size={12} style={{ width: '100%' }}>
      <Descriptions size="small" bordered column={3} styles={{ label: { whiteSpace: 'nowrap' } }}>
        <Descriptions.Item label="商品编号">{listing.goodsNo}</Descriptions.Item>
        <Descriptions.Item label="游戏">{listing.gameName}</Descriptions.Item>
        <Descriptions.Item label="价格">
          <Money fen={listing.price} />
        </Descriptions.Item>
        <Descriptions.Item label="区服" span={2}>
          {listing.region || '—'}
        </Descriptions.Item>
        <Descriptions.Item label="状态">
          <Tag color={GOODS_STATUS[listing.status].color}>{GOODS_STATUS[listing.status].text}</Tag>
        </Descriptions.Item>
        <Descriptions.Item label="包赔">{COMPENSATION[listing.compensation]}</Descriptions.Item>
        <Descriptions.Item label="账号实名">{ACCOUNT_REAL_NAME[listing.accountRealName]}</Descriptions.Item>
        <Descriptions.Item label="提交时间">
          <Time at={listing.createdAt} />
        </Descriptions.Item>
        <Descriptions.Item label="账号绑定" span={2}>
          <Space size={4} wrap>
            <Tag>{b.phone ? '绑定手机' : '未绑手机'}</Tag>
            <Tag>{b.email ? '绑定邮箱' : '未绑邮箱'}</Tag>
            <Tag>{b.thirdParty ? '绑定第三方登录' : '无第三方登录'}</Tag>
            {listing.rentable && <Tag color="purple">可出租</Tag>}
          </Space>
        </Descriptions.Item>
        <Descriptions.Item label="账号信息">
          <Space size={4} wrap className="credentials-presence">
            {present(listing.credentials.account, '账号')}
            {present(listing.credentials.password, '密码')}
            {present(listing.credentials.notes, '换绑说明')}
            {present(listing.contactGiven, '联系方式')}
          </Space>
        </Descriptions.Item>
      </Descriptions>
      <Table
        size="small"
        bordered
        rowKey="key"
        pagination={false}
        className="attr-table"
        dataSource={listing.attrs}
        locale={{ emptyText: '该商品没有属性' }}
        columns={[
          { title: '属性', dataIndex: 'label', width: 200 },
          { title: '值', dataIndex: 'text' },
        ]}
      />
      <div>
        <Typography.Text type="secondary">商品描述：</Typography.Text>
        <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }}>{listing.description || '—'}</Typography.Paragraph>
      </div>
    </Space>
  )
}
