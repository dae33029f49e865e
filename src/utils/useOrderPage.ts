import type { OrderDetail } from '../../contract/types'
import { getOrder } from '../api/order'
import { t } from '../locales'
import '../locales/order'
import type { RouteName } from '../routes'
import { useLoad, useQuery, useRequireLogin, type Loaded } from './hooks'

export interface OrderPage<T> extends Loaded<{ order: OrderDetail; part: T }> {
  loggedIn: boolean
  /** `?orderId=` is an order number: without one, the error is the page's and a retry cannot help */
  valid: boolean
}

/**
 * A page about one order of `?orderId=`, behind login (申请售后, 评价): the order and `part` of it (its latest
 * dispute, its rating), asked for together. A malformed id is an error asked of no server; logged out, nothing is
 * asked (the page shows its login prompt).
 */
export function useOrderPage<T>(name: RouteName, part: (orderId: number) => Promise<T>): OrderPage<T> {
  const loggedIn = useRequireLogin(name)
  const { orderId } = useQuery()
  const valid = !!orderId && /^\d+$/.test(orderId)
  const loaded = useLoad(
    async () => {
      if (!valid) throw new Error(t('order.badOrder'))
      if (!loggedIn) return null
      const [order, got] = await Promise.all([getOrder(orderId), part(Number(orderId))])
      return { order, part: got }
    },
    [orderId, loggedIn],
  )
  return { ...loaded, loggedIn, valid }
}
