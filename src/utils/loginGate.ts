import type { MessageKey } from '../locales'
import { t } from '../locales'
import type { RouteName } from '../routes'
import { sessionStore } from '../stores/session'
import { loginQuery, navigateTo, withQuery, type NavQuery } from './nav'
import { showMessageOnNextPage } from './toast'

/**
 * A login-gated action (收藏, 立即购买, 我要租, 去出售, 消息 ...): true when there is a session. Without one it says
 * why (`reason`, e.g. 请先登录后再收藏) and opens the login page over this one, so its back control returns here;
 * after logging in the user is back on `from` with the query the page has now, or `query` when given (what the
 * page should show again, e.g. the game picked on screen). See afterLogin.ts.
 */
export function loginFirst(from: RouteName, reason: MessageKey, query?: NavQuery): boolean {
  if (sessionStore.isLoggedIn) return true
  const go = navigateTo('login', query ? { redirect: from, back: withQuery('', query).slice(1) } : loginQuery(from))
  showMessageOnNextPage(t(reason), go)
  return false
}
