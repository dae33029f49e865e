/**
 * 工作台's customer-service figures (GET /admin/service/metrics): for the last 1, 7 and 30 days the median time to
 * the first staff answer (service hours only) and the share answered within SERVICE_FIRST_REPLY_MINUTES.
 */
import { Card, Col, Row, Statistic, Typography } from 'antd'
import type { ServiceMetrics } from '../../../../contract/customer-service'
import { useRecord } from '../../components/useRecord'

const WINDOW: Record<number, string> = { 1: '近1天', 7: '近7天', 30: '近30天' }

export function ServiceFigures() {
  const { record: m } = useRecord<ServiceMetrics>('/admin/service/metrics')
  if (!m) return null
  return (
    <section className="service-figures">
      <Typography.Title level={5} style={{ marginBottom: 12 }}>
        客服响应{' '}
        <Typography.Text type="secondary" style={{ fontSize: 12, fontWeight: 400 }}>
          （首次回复目标 {m.targetMinutes} 分钟，只计客服工作时间 {m.hours}）
        </Typography.Text>
      </Typography.Title>
      <Row gutter={[16, 16]}>
        {m.windows.map((w) => (
          <Col key={w.days} xs={24} md={8}>
            <Card size="small" title={WINDOW[w.days] ?? `近${w.days}天`} className={`service-window service-window--${w.days}`}>
              <Row>
                <Col span={12}>
                  <Statistic title="首次回复中位数" value={w.medianMinutes ?? '—'} suffix={w.medianMinutes === null ? undefined : '分钟'} />
                </Col>
                <Col span={12}>
                  <Statistic
                    title="目标内回复占比"
                    value={w.withinTarget === null ? '—' : Math.round(w.withinTarget * 1000) / 10}
                    suffix={w.withinTarget === null ? undefined : '%'}
                    valueStyle={w.withinTarget !== null && w.withinTarget < 0.8 ? { color: '#cf1322' } : undefined}
                  />
                </Col>
              </Row>
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {w.cases} 件工单，已回复 {w.answered} 件
              </Typography.Text>
            </Card>
          </Col>
        ))}
      </Row>
    </section>
  )
}
