/**
 * The trade room's transcript as customer service reads it (GET /admin/orders/{id}/messages): the latest page
 * first, older pages on demand. Buyer on the left, seller on the right, staff in their own colour, system
 * messages as centred notes, pictures as thumbnails. Reading it marks nothing read for buyer or seller. Below it
 * staff answer (service/ReplyBox.tsx: the room's case, quick replies).
 */
import { useCallback, useEffect, useState } from 'react'
import { Avatar, Button, Card, Empty, Image, Space, Spin, Tag, Typography } from 'antd'
import type { AdminTranscript } from '../../../../contract/admin-orders'
import type { ChatMessage } from '../../../../contract/trade'
import { api } from '../../api'
import { Time } from '../../components/Time'
import { ReplyBox } from '../service/ReplyBox'
import styles from './transcript.module.css'

const PAGE = 30
const ROLE_TAG: Record<string, { text: string; color: string }> = {
  buyer: { text: '买家', color: 'blue' },
  seller: { text: '卖家', color: 'green' },
  staff: { text: '客服', color: 'purple' },
}

function Bubble({ m }: { m: ChatMessage }) {
  if (m.kind === 'system') {
    return (
      <div className={styles.system} data-testid="transcript-system">
        <span>{m.text}</span>
        <Time at={m.createdAt} />
      </div>
    )
  }
  const side = m.senderRole === 'seller' ? styles.right : m.senderRole === 'staff' ? styles.staff : styles.left
  const tag = ROLE_TAG[m.senderRole]
  return (
    <div className={`${styles.row} ${side}`} data-testid={`transcript-${m.senderRole}`}>
      <Avatar size={32} src={m.senderAvatar || undefined}>
        {m.senderName.slice(0, 1)}
      </Avatar>
      <div className={styles.body}>
        <div className={styles.meta}>
          {tag && <Tag color={tag.color}>{tag.text}</Tag>}
          <span>{m.senderName}</span>
          <Time at={m.createdAt} />
        </div>
        <div className={styles.bubble}>
          {m.kind === 'image' ? <Image src={m.text} width={160} alt="聊天图片" /> : <span className={styles.text}>{m.text}</span>}
        </div>
        {m.masked && <Typography.Text type="secondary" className={styles.note}>联系方式已被系统隐藏</Typography.Text>}
      </div>
    </div>
  )
}

export function Transcript({ orderId }: { orderId: number }) {
  const [rows, setRows] = useState<ChatMessage[]>([])
  const [hasMore, setHasMore] = useState(false)
  const [roomId, setRoomId] = useState<number | null>(null)
  const [loading, setLoading] = useState(false)

  const load = useCallback(
    async (before?: number) => {
      setLoading(true)
      try {
        const page = await api.get<AdminTranscript>(`/admin/orders/${orderId}/messages`, { limit: PAGE, before })
        setRoomId(page.roomId)
        setHasMore(page.hasMore)
        setRows((old) => (before ? [...page.rows, ...old] : page.rows))
      } catch {
        /* api.ts showed why */
      } finally {
        setLoading(false)
      }
    },
    [orderId],
  )

  useEffect(() => {
    void load()
  }, [load])

  return (
    <Card
      title={
        <Space>
          交易房间记录
          {roomId && <Typography.Text type="secondary">房间 #{roomId}</Typography.Text>}
        </Space>
      }
      extra={
        <Button size="small" onClick={() => void load()} loading={loading}>
          刷新
        </Button>
      }
      className="order-transcript"
      styles={{ body: { padding: 0 } }}
    >
      <Spin spinning={loading}>
        <div className={styles.list}>
          {hasMore && (
            <div className={styles.more}>
              <Button type="link" size="small" onClick={() => void load(rows[0]?.id)}>
                加载更早的消息
              </Button>
            </div>
          )}
          {rows.length === 0 && !loading ? (
            <Empty description={roomId ? '房间里还没有消息' : '订单支付后才会开启交易房间'} />
          ) : (
            rows.map((m) => <Bubble key={m.id} m={m} />)
          )}
        </div>
      </Spin>
      {roomId && <ReplyBox roomId={roomId} onSent={() => void load()} />}
    </Card>
  )
}
