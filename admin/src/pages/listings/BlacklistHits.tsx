/** Blacklist hits of a listing, in red: where the value was found and why it is listed (never the value). */
import { Alert, Typography } from 'antd'
import type { BlacklistHit } from '../../../../contract/admin-goods'
import { Time } from '../../components/Time'
import { BLACKLIST_KIND, HIT_SOURCE } from './labels'

export function BlacklistHits({ hits }: { hits: BlacklistHit[] }) {
  if (hits.length === 0) return <Alert type="success" showIcon message="未命中黑名单（商品联系方式、卖家手机号/QQ/微信、游戏账号）" className="blacklist-clean" />
  return (
    <Alert
      type="error"
      showIcon
      className="blacklist-hits"
      message={<strong>命中黑名单 {hits.length} 条</strong>}
      description={
        <ul style={{ margin: 0, paddingLeft: 18 }}>
          {hits.map((h, i) => (
            <li key={i} style={{ color: '#a8071a' }}>
              {HIT_SOURCE[h.source]}（按{BLACKLIST_KIND[h.kind]}）：{h.reason}
              {h.gameName ? `（限 ${h.gameName}）` : ''}
              <Typography.Text type="secondary" style={{ marginLeft: 8 }}>
                登记于 <Time at={h.listedAt} date />
              </Typography.Text>
            </li>
          ))}
        </ul>
      }
    />
  )
}
