/**
 * How an order step is told: a message to the buyer and one to the seller, and (from payment on, when the order
 * has a room) a system message in the order's room that both sides and staff read. Used by the order's notices
 * (notices.ts) and by disputes, which tell their own outcome.
 */
import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { goods } from '../goods/schema'
import type { Copy } from '../../lib/copy'
import { notify } from '../inbox/notify'
import { say } from '../chat/system'
import type { OrderRow } from './rows'

export const orderLink = (id: number) => `/index/orderDetail?id=${id}`

export async function goodsTitle(tx: Db, goodsId: number): Promise<string> {
  const [g] = await tx.select({ title: goods.title }).from(goods).where(eq(goods.id, goodsId))
  return g?.title ?? ''
}

type Note = [title: string, content: string] | Copy

export interface Telling {
  buyer?: Note | null
  seller?: Note | null
  room?: string | Copy
}

/**
 * Copy is rendered in each reader's language when read (lib/copy.ts); text given as a [title, content] pair is
 * stored in zh-CN, the platform's default language, as written.
 */
export async function tell(tx: Db, order: OrderRow, t: Telling, now = new Date()): Promise<void> {
  const link = orderLink(order.id)
  const message = (n: Note) => (Array.isArray(n) ? { title: n[0], content: n[1] } : { copy: n })
  if (t.buyer) await notify(tx, order.buyerId, { kind: 'order', ...message(t.buyer), link })
  if (t.seller) await notify(tx, order.sellerId, { kind: 'order', ...message(t.seller), link })
  if (t.room) await say(tx, order, t.room, now)
}
