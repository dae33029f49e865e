import type { Dispute, Handover, Rating } from '../../../../contract/trade'
import type { OrderDetail, OrderStatus } from '../../../../contract/types'
import { getRoom } from '../../../api/chat'
import { getDispute, getHandover, getRating } from '../../../api/trade'
import { useLoad } from '../../../utils/hooks'

export interface TradeInfo {
  handover: Handover | null
  dispute: Dispute | null
  rating: Rating | null
  /** the seller as the order's room names them (for the buyer's link to the seller page) */
  seller: { id: number; nickname: string } | null
}

const NOTHING: TradeInfo = { handover: null, dispute: null, rating: null, seller: null }

/** paid sale orders may have a dispute; unpaid and cancelled ones have nothing of the trade room yet */
const AFTER_PAYMENT: OrderStatus[] = ['paid', 'handover', 'delivered', 'completed', 'refunding', 'refunded']

/**
 * Each part is extra to the order page: one that is missing (404: an order paid before handovers existed) or fails
 * is left out, and the page shows the order as ever.
 */
const quiet = <T>(p: Promise<T>): Promise<T | null> => p.catch(() => null)

/**
 * The order's trade-room side for its page: the handover (asked for only when the order went through one), the
 * latest dispute, the rating of a completed sale and the seller (buyer's view). Loaded after the order, again
 * whenever the order is reloaded.
 */
export function useTradeInfo(order: OrderDetail | null): TradeInfo {
  const { data } = useLoad<TradeInfo>(async () => {
    if (!order || order.kind !== 'sale' || !AFTER_PAYMENT.includes(order.status)) return NOTHING
    const hadHandover = order.status === 'handover' || order.timeline.some((e) => e.status === 'handover')
    const [handover, dispute, rating, room] = await Promise.all([
      hadHandover ? quiet(getHandover(order.id)) : null,
      quiet(getDispute(order.id)),
      order.status === 'completed' ? quiet(getRating(order.id)) : null,
      order.role === 'buyer' && order.roomId ? quiet(getRoom(order.roomId)) : null,
    ])
    return { handover, dispute, rating, seller: room ? { id: room.seller.id, nickname: room.seller.nickname } : null }
  }, [order])
  return data ?? NOTHING
}
