import Taro from '@tarojs/taro'
import { findRoute, routes, type RouteName } from '../routes'
import { parseQuery, redirectTo } from './nav'

const NOT_BACK: RouteName[] = ['login', 'register']

/**
 * After login/register: the page named by `redirect` with the query it had (`back`, from nav.loginQuery), else the
 * previous page, else the personal centre.
 */
export function leaveAfterLogin(redirect?: string, back?: string): void {
  const target = routes.find((r) => r.name === redirect)
  if (target && !NOT_BACK.includes(target.name)) {
    void redirectTo(target.name, parseQuery(back))
    return
  }
  let stack: { route?: string }[] = []
  try {
    stack = typeof Taro.getCurrentPages === 'function' ? Taro.getCurrentPages() : []
  } catch {
    stack = []
  }
  if (stack.length > 1) {
    const prev = findRoute(stack[stack.length - 2].route ?? '')
    if (prev && !NOT_BACK.includes(prev.name)) {
      void Taro.navigateBack()
      return
    }
  }
  void redirectTo('mycenter')
}
