/**
 * The console's home (GET /api/admin/dashboard): the queues waiting for an operator, each a card that opens its
 * page; today's figures beside the last 30 days'; the trends as charts. Staff see no money and only their queues.
 */
import type { ReactNode } from 'react'
import { Link } from 'react-router-dom'
import { PageContainer } from '@ant-design/pro-components'
import { Column, Line } from '@ant-design/plots'
import { Badge, Button, Card, Col, Empty, Row, Skeleton, Statistic, Typography } from 'antd'
import {
  AuditOutlined,
  CustomerServiceOutlined,
  MessageOutlined,
  ReloadOutlined,
  SafetyCertificateOutlined,
  ShopOutlined,
  WalletOutlined,
} from '@ant-design/icons'
import type { AdminDashboard, DashboardDay } from '../../../../contract/admin-dashboard'
import { chinaTime } from '../../../../contract/clock'
import { useRecord } from '../../components/useRecord'
import { formatFen } from '../../components/Money'
import { isAdmin, useSession } from '../../session'
import { ServiceFigures } from './ServiceFigures'
import styles from './dashboard.module.css'

interface QueueCard {
  key: string
  title: string
  path: string
  count: number
  icon: ReactNode
  color: string
  note?: string
}

function queueCards(d: AdminDashboard): QueueCard[] {
  const q = d.queues
  const cards: (QueueCard | null)[] = [
    q.listingsToReview === null
      ? null
      : { key: 'listings', title: '待审核商品', path: '/listings/review', count: q.listingsToReview, icon: <AuditOutlined />, color: '#1677ff' },
    q.merchantApplications === null
      ? null
      : { key: 'merchants', title: '商家入驻申请', path: '/review/merchants', count: q.merchantApplications, icon: <ShopOutlined />, color: '#722ed1' },
    { key: 'claims', title: '包赔申请', path: '/review/claims', count: q.claims, icon: <SafetyCertificateOutlined />, color: '#fa8c16' },
    {
      key: 'disputes',
      title: '售后纠纷',
      path: '/review/disputes',
      count: q.disputesEscalated,
      icon: <CustomerServiceOutlined />,
      color: '#f5222d',
      note: `待客服裁决；进行中共 ${q.disputesOpen} 件`,
    },
    q.withdrawals === null
      ? null
      : {
          key: 'withdrawals',
          title: '提现审核',
          path: '/review/withdrawals',
          count: q.withdrawals,
          icon: <WalletOutlined />,
          color: '#13c2c2',
          note: `合计 ${formatFen(q.withdrawalsAmount)}`,
        },
    { key: 'feedback', title: '待回复反馈', path: '/review/feedback', count: q.feedback, icon: <MessageOutlined />, color: '#52c41a' },
  ]
  return cards.filter((c): c is QueueCard => c !== null)
}

function QueueCards({ data }: { data: AdminDashboard }) {
  const cards = queueCards(data)
  const span = cards.length > 3 ? 4 : 8
  return (
    <Row gutter={[16, 16]}>
      {cards.map((c) => (
        <Col key={c.key} xs={24} sm={12} xl={span}>
          <Link to={c.path} className={`queue-card queue-card--${c.key}`}>
            <Card hoverable size="small" className={styles.queue}>
              <div className={styles.queueHead}>
                <span className={styles.queueIcon} style={{ color: c.color, background: `${c.color}14` }}>
                  {c.icon}
                </span>
                <Typography.Text type="secondary">{c.title}</Typography.Text>
              </div>
              <div className={styles.queueCount}>
                <Badge status={c.count > 0 ? 'processing' : 'default'} />
                <span className="queue-count">{c.count}</span>
                <span className={styles.queueUnit}>件待处理</span>
              </div>
              <div className={styles.queueNote}>{c.note ?? ' '}</div>
            </Card>
          </Link>
        </Col>
      ))}
    </Row>
  )
}

interface Kpi {
  key: keyof Omit<DashboardDay, 'date'>
  title: string
  money?: boolean
}

const KPIS: Kpi[] = [
  { key: 'orders', title: '今日下单' },
  { key: 'paidOrders', title: '今日支付订单' },
  { key: 'gmv', title: '今日成交额', money: true },
  { key: 'listings', title: '今日新增商品' },
  { key: 'users', title: '今日新增用户' },
  { key: 'refunds', title: '今日退款' },
  { key: 'disputes', title: '今日售后' },
]

function Kpis({ data, admin }: { data: AdminDashboard; admin: boolean }) {
  const kpis = KPIS.filter((k) => admin || !k.money)
  return (
    <Card className={styles.kpis} styles={{ body: { padding: 0 } }}>
      <div className={styles.kpiRow}>
        {kpis.map((k) => {
          const today = data.today[k.key]
          const total = data.totals[k.key]
          return (
            <div key={k.key} className={`${styles.kpi} kpi kpi--${k.key}`}>
              <Statistic
                title={k.title}
                value={k.money ? formatFen(today) : (today ?? 0)}
                valueStyle={{ fontSize: 26, fontWeight: 600 }}
              />
              <div className={styles.kpiFoot}>近30天 {k.money ? formatFen(total) : (total ?? 0).toLocaleString('zh-CN')}</div>
            </div>
          )
        })}
      </div>
    </Card>
  )
}

const shortDate = (date: string) => date.slice(5)

function Charts({ data, admin }: { data: AdminDashboard; admin: boolean }) {
  const trade = data.days.flatMap((d) => [
    { date: shortDate(d.date), series: '下单', value: d.orders },
    { date: shortDate(d.date), series: '支付', value: d.paidOrders },
  ])
  const gmv = data.days.map((d) => ({ date: shortDate(d.date), value: (d.gmv ?? 0) / 100 }))
  const growth = data.days.flatMap((d) => [
    { date: shortDate(d.date), series: '新增商品', value: d.listings },
    { date: shortDate(d.date), series: '新增用户', value: d.users },
  ])
  const service = data.days.flatMap((d) => [
    { date: shortDate(d.date), series: '退款', value: d.refunds },
    { date: shortDate(d.date), series: '售后', value: d.disputes },
  ])
  const common = { height: 280, xField: 'date', yField: 'value', axis: { x: { labelAutoRotate: false, labelAutoHide: true } } }
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} xl={admin ? 12 : 24}>
        <Card title="近30天订单趋势" className="chart-card">
          <Line {...common} data={trade} colorField="series" point={{ sizeField: 2 }} scale={{ color: { range: ['#1677ff', '#52c41a'] } }} />
        </Card>
      </Col>
      {admin && (
        <Col xs={24} xl={12}>
          <Card title="近30天成交额（元）" className="chart-card">
            <Column
              {...common}
              data={gmv}
              style={{ fill: '#1677ff', radiusTopLeft: 3, radiusTopRight: 3 }}
              tooltip={{ items: [{ channel: 'y', name: '成交额', valueFormatter: (v: number) => formatFen(Math.round(v * 100)) }] }}
            />
          </Card>
        </Col>
      )}
      <Col xs={24} xl={12}>
        <Card title="近30天新增商品与用户" className="chart-card">
          <Column {...common} data={growth} colorField="series" group scale={{ color: { range: ['#722ed1', '#13c2c2'] } }} />
        </Card>
      </Col>
      <Col xs={24} xl={12}>
        <Card title="近30天退款与售后" className="chart-card">
          <Line {...common} data={service} colorField="series" scale={{ color: { range: ['#fa8c16', '#f5222d'] } }} />
        </Card>
      </Col>
    </Row>
  )
}

export default function Dashboard() {
  const { user, role } = useSession()
  const admin = isAdmin(role)
  const { record: data, failed, loading, reload: load } = useRecord<AdminDashboard>('/admin/dashboard')

  return (
    <PageContainer
      title="工作台"
      subTitle={user ? `${user.nickname}，欢迎回来` : undefined}
      extra={[
        data && (
          <Typography.Text key="at" type="secondary">
            数据更新于 {chinaTime(data.generatedAt)}
          </Typography.Text>
        ),
        <Button key="reload" icon={<ReloadOutlined />} loading={loading} onClick={() => void load()}>
          刷新
        </Button>,
      ]}
    >
      {!data && loading && <Skeleton active paragraph={{ rows: 10 }} />}
      {!data && failed && !loading && (
        <Card>
          <Empty description="数据加载失败">
            <Button type="primary" onClick={() => void load()}>
              重试
            </Button>
          </Empty>
        </Card>
      )}
      {data && (
        <div className={styles.stack}>
          <section>
            <Typography.Title level={5} className={styles.section}>
              待处理事项
            </Typography.Title>
            <QueueCards data={data} />
          </section>
          <section>
            <Typography.Title level={5} className={styles.section}>
              今日数据 <Typography.Text type="secondary" style={{ fontSize: 12, fontWeight: 400 }}>（按北京时间统计）</Typography.Text>
            </Typography.Title>
            <Kpis data={data} admin={admin} />
          </section>
          <ServiceFigures />
          <Charts data={data} admin={admin} />
        </div>
      )}
    </PageContainer>
  )
}
