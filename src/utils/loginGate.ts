import { TABS, type TabName } from '../components/tabs'
import type { RouteName } from '../routes'
import { sessionStore } from '../stores/session'
import type { LoginReason } from './loginReasons'
import { loginQuery, navigateTo, withQuery, type NavQuery } from './nav'

/**
 * A login-gated action (收藏, 立即购买, 我要租, 去出售, 消息 ...): true when there is a session. Without one it opens
 * the login page over this one, which says why (`reason`, e.g. 请先登录后再收藏), so its back control returns here;
 * after logging in the user is back on `from` with the query the page has now, or `query` when given (what the
 * page should show again, e.g. the game picked on screen). See afterLogin.ts.
 */
export function loginFirst(from: RouteName, reason: LoginReason, query?: NavQuery): boolean {
  if (sessionStore.isLoggedIn) return true
  void navigateTo('login', { ...(query ? { redirect: from, back: withQuery('', query).slice(1) } : loginQuery(from)), reason })
  return false
}

/**
 * A tab that needs a session (消息, components/tabs.ts) tapped without one: the login page opens over the page on
 * screen and says why (H5's bar, before switching; the mini program's native tab page, which stays under it).
 * true when the tab may open.
 */
export function passTabGate(name: TabName): boolean {
  const tab = TABS.find((x) => x.name === name)
  return !tab || !('gate' in tab) || loginFirst(name, tab.gate)
}
