/**
 * Staff's answer box under a room's transcript: who holds the room's case (claim / hand over / close), the team's
 * quick replies (常用语) to insert with one click, and the text sent into the room as staff
 * (POST /need/chat/room/{id}/messages: the first answer stops the case's clock).
 */
import { useCallback, useEffect, useState } from 'react'
import { Button, Input, message, Select, Space, Tag, Typography } from 'antd'
import type { QuickReply, ServiceCase, ServiceCaseKind, ServiceTeam } from '../../../../contract/customer-service'
import { SERVICE_TEAMS } from '../../../../contract/customer-service'
import { api } from '../../api'
import { CaseActions } from './CaseActions'
import { CaseWait } from './CaseQueue'
import { TEAM } from './labels'

/** the open case of a room or dispute: who holds it, its wait, and what the operator may do with it */
export function CaseBar({ kind, refId, reloadKey = 0 }: { kind: ServiceCaseKind; refId: number; reloadKey?: number }) {
  const [serviceCase, setCase] = useState<ServiceCase | null>(null)
  const [loaded, setLoaded] = useState(false)
  const load = useCallback(async () => {
    try {
      setCase(await api.get<ServiceCase | null>('/admin/service/open-case', { kind, refId }, { silent: true }))
    } catch {
      setCase(null)
    } finally {
      setLoaded(true)
    }
  }, [kind, refId])
  useEffect(() => {
    void load()
  }, [load, reloadKey])
  if (!loaded) return null
  return (
    <Space wrap className="case-bar">
      {serviceCase ? (
        <>
          <Typography.Text type="secondary">客服工单</Typography.Text>
          {serviceCase.holder ? (
            <Tag color="purple" className="case-holder">
              {serviceCase.holder.nickname} 接手
            </Tag>
          ) : (
            <Tag color="warning">待接手</Tag>
          )}
          <CaseWait c={serviceCase} />
          <CaseActions c={serviceCase} onChange={setCase} />
        </>
      ) : (
        <Typography.Text type="secondary">暂无进行中的客服工单</Typography.Text>
      )}
    </Space>
  )
}

export function ReplyBox({ roomId, onSent }: { roomId: number; onSent: () => void }) {
  const [text, setText] = useState('')
  const [sending, setSending] = useState(false)
  const [team, setTeam] = useState<ServiceTeam>('trade')
  const [replies, setReplies] = useState<QuickReply[]>([])
  const [sent, setSent] = useState(0)
  useEffect(() => {
    api.get<QuickReply[]>('/admin/service/quick-replies', { team }, { silent: true }).then(setReplies, () => setReplies([]))
  }, [team])

  const send = async () => {
    if (!text.trim()) return
    setSending(true)
    try {
      await api.post(`/need/chat/room/${roomId}/messages`, { kind: 'text', text })
      message.success('已发送')
      setText('')
      onSent()
      setSent((n) => n + 1)
    } catch {
      /* api.ts showed why */
    } finally {
      setSending(false)
    }
  }

  return (
    <div className="service-reply" style={{ padding: 12, borderTop: '1px solid #f0f0f0' }}>
      <div style={{ marginBottom: 8 }}>
        <CaseBar kind="room" refId={roomId} reloadKey={sent} />
      </div>
      <Space wrap size={4} style={{ marginBottom: 8 }}>
        <Select size="small" value={team} onChange={setTeam} style={{ width: 110 }} options={SERVICE_TEAMS.map((t) => ({ value: t, label: TEAM[t] }))} />
        {replies.length === 0 && <Typography.Text type="secondary">该团队还没有常用语</Typography.Text>}
        {replies.map((r) => (
          <Tag key={r.id} color="purple" style={{ cursor: 'pointer' }} className="quick-reply" onClick={() => setText((old) => (old ? old + r.body : r.body))}>
            {r.title}
          </Tag>
        ))}
      </Space>
      <Input.TextArea
        rows={3}
        value={text}
        maxLength={500}
        showCount
        placeholder="以客服身份回复，买家和卖家都会看到"
        onChange={(e) => setText(e.target.value)}
        className="service-reply-text"
      />
      <div style={{ textAlign: 'right', marginTop: 8 }}>
        <Button type="primary" loading={sending} disabled={!text.trim()} onClick={() => void send()} className="service-reply-send">
          发送
        </Button>
      </div>
    </div>
  )
}
