import Taro from '@tarojs/taro'
import { routeByName, type RouteName } from '../routes'

export type NavQuery = Record<string, string | number | boolean | undefined | null>

/** Appends `query` to `url`, leaving out undefined, null and empty values. */
export function withQuery(url: string, query?: NavQuery): string {
  if (!query) return url
  const qs = Object.entries(query)
    .filter(([, v]) => v !== undefined && v !== null && v !== '')
    .map(([k, v]) => encodeURIComponent(k) + '=' + encodeURIComponent(String(v)))
    .join('&')
  return qs ? url + (url.includes('?') ? '&' : '?') + qs : url
}

/** Taro page URL of a route ('/pages/login/index?x=1'); on H5 Taro shows its custom URL ('/login?x=1'). */
export function pageUrl(name: RouteName, query?: NavQuery): string {
  return withQuery('/' + routeByName(name).page, query)
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
