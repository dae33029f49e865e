import { findRoute } from '../../../routes'
import { navigateTo, parseQuery } from '../../../utils/nav'

/** Opens a promotion's app URL ('/index/goodList?gameId=3'): known routes through the route table. */
export function openLink(link: string | null) {
  if (!link) return
  const route = findRoute(link)
  if (!route) return
  const q = link.indexOf('?')
  void navigateTo(route.name, q < 0 ? undefined : parseQuery(link.slice(q + 1)))
}

