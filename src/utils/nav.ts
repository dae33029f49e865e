import Taro from '@tarojs/taro'
import { routeByName, type RouteName } from '../routes'

export type NavQuery = Record<string, string | number | undefined>

/** Taro page URL of a route ('/pages/login/index?x=1'); on H5 Taro shows its custom URL ('/login?x=1'). */
export function pageUrl(name: RouteName, query?: NavQuery): string {
  const base = '/' + routeByName(name).page
  if (!query) return base
  const qs = Object.entries(query)
    .filter(([, v]) => v !== undefined && v !== '')
    .map(([k, v]) => encodeURIComponent(k) + '=' + encodeURIComponent(String(v)))
    .join('&')
  return qs ? base + '?' + qs : base
}

export function navigateTo(name: RouteName, query?: NavQuery) {
  return Taro.navigateTo({ url: pageUrl(name, query) })
}

export function redirectTo(name: RouteName, query?: NavQuery) {
  return Taro.redirectTo({ url: pageUrl(name, query) })
}

export function reLaunch(name: RouteName, query?: NavQuery) {
  return Taro.reLaunch({ url: pageUrl(name, query) })
}

/** Sends the user to /login, remembering the page to come back to. */
export function goLogin(from?: RouteName) {
  return redirectTo('login', from ? { redirect: from } : undefined)
}
