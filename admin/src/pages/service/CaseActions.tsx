/**
 * What staff do with a case, wherever it shows (the queue, a room's transcript): claim it, hand it over (the holder;
 * an admin assigns any), close a room case. Each answers the case as it is now, or the server's 409 (another
 * staff member was quicker) shown by the request wrapper.
 */
import { useEffect, useState } from 'react'
import { Button, message, Modal, Select, Space } from 'antd'
import type { ServiceCase, ServiceStaff } from '../../../../contract/customer-service'
import { api } from '../../api'
import { isAdmin, useSession } from '../../session'

let staffList: Promise<ServiceStaff[]> | null = null
const loadStaff = () => (staffList ??= api.get<ServiceStaff[]>('/admin/service/staff').catch((e) => ((staffList = null), Promise.reject(e))))

export function CaseActions({ c, onChange }: { c: ServiceCase; onChange: (c: ServiceCase) => void }) {
  const { user, role } = useSession()
  const [handing, setHanding] = useState(false)
  const [staff, setStaff] = useState<ServiceStaff[]>([])
  const [to, setTo] = useState<number | null>(null)
  const [busy, setBusy] = useState(false)
  const mine = !!user && c.holder?.id === user.id
  const admin = isAdmin(role)

  useEffect(() => {
    if (handing) void loadStaff().then(setStaff, () => undefined)
  }, [handing])

  const run = async (path: string, body?: unknown, done?: string) => {
    setBusy(true)
    try {
      const next = await api.post<ServiceCase>(`/admin/service/case/${c.id}/${path}`, body)
      if (done) message.success(done)
      onChange(next)
      return true
    } catch {
      return false
    } finally {
      setBusy(false)
    }
  }

  if (c.closedAt) return null
  return (
    <Space size={4} className="case-actions">
      {!c.holder && (
        <Button size="small" type="primary" loading={busy} onClick={() => void run('claim', undefined, '已接手')} className="case-claim">
          接手
        </Button>
      )}
      {(mine || admin) && (
        <Button size="small" onClick={() => setHanding(true)} className="case-assign">
          {mine ? '转交' : '指派'}
        </Button>
      )}
      {(mine || admin) && c.kind === 'room' && (
        <Button size="small" danger loading={busy} onClick={() => void run('close', undefined, '工单已结束')} className="case-close">
          结束
        </Button>
      )}
      <Modal
        title={mine ? '转交给其他客服' : '指派客服'}
        open={handing}
        okText="确定"
        cancelText="取消"
        okButtonProps={{ disabled: to === null, loading: busy }}
        onCancel={() => setHanding(false)}
        onOk={async () => {
          if (to !== null && (await run('assign', { toId: to }, '已转交'))) setHanding(false)
        }}
      >
        <Select
          style={{ width: '100%' }}
          placeholder="选择客服"
          value={to ?? undefined}
          onChange={setTo}
          options={staff.filter((s) => s.id !== c.holder?.id).map((s) => ({ value: s.id, label: s.nickname }))}
        />
      </Modal>
    </Space>
  )
}
