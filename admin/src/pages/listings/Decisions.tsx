/**
 * The decisions on a listing: 通过 / 驳回 of a pending one (POST /admin/goods/{id}/review, the same route the API
 * has always had) and 下架 of one on sale (POST /admin/goods/{id}/takedown). Each asks first; `onDone` reloads.
 */
import { useState } from 'react'
import { Button, Popconfirm, Space, message } from 'antd'
import type { AdminListingDetail } from '../../../../contract/admin-goods'
import type { ReviewDecision, ReviewGoods } from '../../../../contract/selling'
import { api } from '../../api'
import { ReasonModal } from '../../components/ReasonModal'

export function ReviewButtons({ id, title, onDone }: { id: number; title: string; onDone: () => void }) {
  const [rejecting, setRejecting] = useState(false)
  const [busy, setBusy] = useState(false)
  const decide = (body: ReviewDecision) => api.post<ReviewGoods>(`/admin/goods/${id}/review`, body)

  const approve = async () => {
    setBusy(true)
    try {
      await decide({ approve: true })
      message.success(`已通过：${title}`)
      onDone()
    } catch {
      /* api.ts showed why (e.g. another admin decided first) */
      onDone()
    } finally {
      setBusy(false)
    }
  }

  return (
    <Space>
      <Popconfirm title="通过审核并上架？" description="商品将立即出现在商城，卖家会收到通知。" okText="通过" cancelText="取消" onConfirm={approve}>
        <Button type="primary" loading={busy} data-testid={`approve-${id}`}>
          通过
        </Button>
      </Popconfirm>
      <Button danger onClick={() => setRejecting(true)} data-testid={`reject-${id}`}>
        驳回
      </Button>
      <ReasonModal
        open={rejecting}
        title={`驳回「${title}」`}
        label="驳回原因"
        hint="卖家将在“我的商品”和消息中看到此原因。"
        okText="驳回"
        danger
        onClose={() => setRejecting(false)}
        onSubmit={async (reason) => {
          await decide({ approve: false, reason })
          message.success(`已驳回：${title}`)
          onDone()
        }}
      />
    </Space>
  )
}

export function TakedownButton({ id, title, onDone, size }: { id: number; title: string; onDone: () => void; size?: 'small' }) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <Button danger size={size} type={size ? 'link' : 'default'} onClick={() => setOpen(true)} data-testid={`takedown-${id}`}>
        下架
      </Button>
      <ReasonModal
        open={open}
        title={`下架「${title}」`}
        label="下架原因"
        hint="卖家会收到通知；重新上架需再次审核。有进行中订单的商品不能下架。"
        okText="下架"
        danger
        onClose={() => setOpen(false)}
        onSubmit={async (reason) => {
          await api.post<AdminListingDetail>(`/admin/goods/${id}/takedown`, { reason })
          message.success('已下架，已通知卖家')
          onDone()
        }}
      />
    </>
  )
}
