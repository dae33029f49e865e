import Taro from '@tarojs/taro'
import type { MessageKey } from '../locales'
import { t } from '../locales'
import type { RouteName } from '../routes'
import { sessionStore } from '../stores/session'
import { loginQuery, navigateTo, withQuery, type NavQuery } from './nav'
import { showMessage } from './toast'

/** The H5 router's event after a page change (taro-h5's toast listens to it). */
const ROUTE_CHANGED = '__afterTaroRouterChange'

/**
 * A login-gated action (收藏, 立即购买, 我要租, 去出售, 消息 ...): true when there is a session. Without one it says
 * why (`reason`, e.g. 请先登录后再收藏) and opens the login page over this one, so its back control returns here;
 * after logging in the user is back on `from` with the query the page has now, or `query` when given (what the
 * page should show again, e.g. the game picked on screen). See afterLogin.ts.
 */
export function loginFirst(from: RouteName, reason: MessageKey, query?: NavQuery): boolean {
  if (sessionStore.isLoggedIn) return true
  const say = () => showMessage(t(reason))
  const go = navigateTo('login', query ? { redirect: from, back: withQuery('', query).slice(1) } : loginQuery(from))
  // only where Taro's H5 router runs (its .taro_router box is on the page; not in the mini program or page tests)
  const events = process.env.TARO_ENV === 'h5' && typeof document !== 'undefined' && document.querySelector('.taro_router') ? Taro.eventCenter : undefined
  if (events) {
    // taro-h5 hides a toast of the page left behind on this event, once the new page is up: say it after that
    events.once(ROUTE_CHANGED, say)
    void Promise.resolve(go).catch(() => {
      events.off(ROUTE_CHANGED, say)
      say()
    })
  } else {
    say()
    void go
  }
  return false
}
