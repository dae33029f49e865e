/**
 * 商品管理 (admins): every consignment listing through ProTable (GET /admin/goods/search) by id, title, game,
 * seller (id or phone), status and creation time (China time); 详情 and, for a listing on sale, 下架 with a reason.
 */
import { useRef } from 'react'
import { PageContainer, ProTable, type ActionType, type ProColumns } from '@ant-design/pro-components'
import { Image, Space, Typography } from 'antd'
import { Link } from 'react-router-dom'
import type { AdminGoodsRow } from '../../../../contract/admin-goods'
import { chinaInstant } from '../../../../contract/clock'
import { tableRequest, trimmed, type Query } from '../../api'
import { Money } from '../../components/Money'
import { Time } from '../../components/Time'
import { TakedownButton } from './Decisions'
import { gameOptions } from './games'
import { GOODS_STATUS_ENUM } from './labels'


function toQuery(p: Record<string, unknown>): Query {
  const range = Array.isArray(p.createdAt) ? p.createdAt : []
  return {
    id: trimmed(p.id),
    keyword: trimmed(p.title),
    gameId: typeof p.gameId === 'number' ? p.gameId : undefined,
    seller: trimmed(p.seller),
    status: trimmed(p.status),
    from: chinaInstant(range[0]),
    to: chinaInstant(range[1]),
  }
}

export default function ListingSearch() {
  const action = useRef<ActionType>(null)
  const reload = () => action.current?.reload()
  const columns: ProColumns<AdminGoodsRow>[] = [
    { title: '商品ID', dataIndex: 'id', width: 90, fieldProps: { placeholder: '商品ID' } },
    {
      title: '封面',
      dataIndex: 'cover',
      search: false,
      width: 80,
      render: (_, r) => <Image src={r.cover} width={56} height={42} style={{ objectFit: 'cover', borderRadius: 2 }} />,
    },
    {
      title: '标题',
      dataIndex: 'title',
      ellipsis: true,
      fieldProps: { placeholder: '标题关键词' },
      render: (_, r) => (
        <Space direction="vertical" size={0}>
          <Link to={`/listings/${r.id}`}>{r.title}</Link>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {r.goodsNo}
          </Typography.Text>
        </Space>
      ),
    },
    {
      title: '游戏',
      dataIndex: 'gameId',
      width: 130,
      valueType: 'select',
      request: gameOptions,
      fieldProps: { showSearch: true, optionFilterProp: 'label' },
      render: (_, r) => r.gameName,
    },
    { title: '价格', dataIndex: 'price', search: false, width: 110, align: 'right', render: (_, r) => <Money fen={r.price} /> },
    { title: '状态', dataIndex: 'status', width: 100, valueType: 'select', valueEnum: GOODS_STATUS_ENUM },
    {
      title: '卖家',
      dataIndex: 'seller',
      width: 160,
      fieldProps: { placeholder: '用户ID或手机号' },
      render: (_, r) => (
        <Space direction="vertical" size={0}>
          <Link to={`/users/${r.sellerId}`}>{r.sellerNickname}</Link>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {r.sellerPhone}
          </Typography.Text>
        </Space>
      ),
    },
    {
      title: '提交时间',
      dataIndex: 'createdAt',
      valueType: 'dateTimeRange',
      width: 150,
      render: (_, r) => <Time at={r.createdAt} />,
    },
    {
      title: '操作',
      valueType: 'option',
      width: 110,
      render: (_, r) => [
        <Link key="detail" to={`/listings/${r.id}`}>
          详情
        </Link>,
        r.status === 'on_sale' ? <TakedownButton key="down" id={r.id} title={r.title} onDone={reload} size="small" /> : null,
      ],
    },
  ]
  return (
    <PageContainer title="商品管理">
      <ProTable<AdminGoodsRow>
        rowKey="id"
        actionRef={action}
        columns={columns}
        request={tableRequest<AdminGoodsRow>('/admin/goods/search', toQuery)}
        pagination={{ defaultPageSize: 20, showSizeChanger: true, pageSizeOptions: [10, 20, 50] }}
        search={{ labelWidth: 'auto', defaultCollapsed: false }}
        dateFormatter="string"
        options={{ density: false }}
      />
    </PageContainer>
  )
}
