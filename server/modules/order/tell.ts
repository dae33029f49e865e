/**
 * How an order step is told: a message to the buyer and one to the seller, and (from payment on, when the order
 * has a room) a system message in the order's room that both sides and staff read. Used by the order's notices
 * (notices.ts) and by disputes, which tell their own outcome.
 */
import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { goods } from '../goods/schema'
import { notify } from '../../lib/messages'
import { say } from '../chat/system'
import type { OrderRow } from './rows'

export const orderLink = (id: number) => `/index/orderDetail?id=${id}`

export async function goodsTitle(tx: Db, goodsId: number): Promise<string> {
  const [g] = await tx.select({ title: goods.title }).from(goods).where(eq(goods.id, goodsId))
  return g?.title ?? ''
}

type Note = [title: string, content: string]

export interface Telling {
  buyer?: Note | null
  seller?: Note | null
  room?: string
}

/**
 * Message texts are stored in zh-CN, the platform's default language (messages are written once, at the event,
 * for whoever reads them later).
 */
export async function tell(tx: Db, order: OrderRow, t: Telling, now = new Date()): Promise<void> {
  const link = orderLink(order.id)
  if (t.buyer) await notify(tx, order.buyerId, { kind: 'order', title: t.buyer[0], content: t.buyer[1], link })
  if (t.seller) await notify(tx, order.sellerId, { kind: 'order', title: t.seller[0], content: t.seller[1], link })
  if (t.room) await say(tx, order, t.room, now)
}

/**
 * What the seller of an order refunded before it completed is told to do next: its listing went off the shelf
 * (its credentials were shown to the buyer), or the recycling request of an accepted quote was closed.
 */
export const takenBackText = (recycled: boolean) =>
  recycled ? '回收单已关闭：请修改账号密码后再重新提交回收。' : '商品已下架：请修改账号密码后重新上架。'
