import { findRoute, type RouteName } from '../../../routes'
import { parseQuery } from '../../../utils/nav'

/**
 * Where a message's link leads inside the app ('/index/orderDetail?id=3' -> orderDetail {id: '3'}); null for no
 * link, a link outside the route table (another site) or the messages screen itself.
 */
export function messageTarget(link: string | null): { name: RouteName; query: Record<string, string> } | null {
  if (!link || !link.startsWith('/')) return null
  const route = findRoute(link)
  if (!route || route.name === 'xiaoxi') return null
  const q = link.indexOf('?')
  return { name: route.name, query: q < 0 ? {} : parseQuery(link.slice(q + 1)) }
}
