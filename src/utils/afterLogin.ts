import Taro from '@tarojs/taro'
import { findRoute, routes, type RouteName } from '../routes'
import { parseQuery, redirectTo } from './nav'

const NOT_BACK: RouteName[] = ['login', 'register']

function pageStack(): { route?: string }[] {
  try {
    return typeof Taro.getCurrentPages === 'function' ? Taro.getCurrentPages() : []
  } catch {
    return []
  }
}

/**
 * After login/register: back to the page named by `redirect` when it is still under the login page (a gated
 * action opened login over it: it keeps its query and scroll), else that page opened again with the query it had
 * (`back`, from nav.loginQuery); without `redirect` the previous page, else the personal centre.
 */
export function leaveAfterLogin(redirect?: string, back?: string): void {
  const stack = pageStack()
  const below = stack.slice(0, -1)
  const target = routes.find((r) => r.name === redirect)
  if (target && !NOT_BACK.includes(target.name)) {
    // the topmost page of that route under login/register (login -> register is one more step back)
    for (let i = below.length - 1; i >= 0; i--) {
      const r = findRoute(below[i].route ?? '')
      if (r?.name === target.name) {
        void Taro.navigateBack({ delta: stack.length - 1 - i })
        return
      }
      if (!r || !NOT_BACK.includes(r.name)) break
    }
    void redirectTo(target.name, parseQuery(back))
    return
  }
  const prev = below.length > 0 ? findRoute(below[below.length - 1].route ?? '') : undefined
  if (prev && !NOT_BACK.includes(prev.name)) {
    void Taro.navigateBack()
    return
  }
  void redirectTo('mycenter')
}

/** The login page's close control: back where the user came from, home when login was the first page. */
export function leaveLogin(): void {
  if (pageStack().length > 1) void Taro.navigateBack()
  else void Taro.reLaunch({ url: '/' + routes[0].page })
}
