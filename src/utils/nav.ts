import Taro from '@tarojs/taro'
import { isTab, type TabName } from '../components/tabs'
import { routeByName, type RouteName } from '../routes'
import { leaveTabQuery } from './tabQuery'

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

/**
 * The mini program's way to a tab screen: its native tab pages open with switchTab only (navigateTo and redirectTo
 * fail there), which keeps them alive and carries no query, so the query waits in tabQuery.ts for the page.
 */
function switchToTab(name: TabName, query?: NavQuery) {
  const own: Record<string, string> = {}
  for (const [k, v] of Object.entries(query ?? {})) if (v !== undefined && v !== null && v !== '') own[k] = String(v)
  leaveTabQuery(name, own)
  return Taro.switchTab({ url: pageUrl(name) })
}

/** Opens a page over this one (a tab screen in the mini program: switches to it). */
export function navigateTo(name: RouteName, query?: NavQuery) {
  if (inMiniProgram() && isTab(name)) return switchToTab(name, query)
  return Taro.navigateTo({ url: pageUrl(name, query) })
}

/** Replaces this page (a tab screen in the mini program: switches to it, which closes the pages over the tabs). */
export function redirectTo(name: RouteName, query?: NavQuery) {
  if (inMiniProgram() && isTab(name)) return switchToTab(name, query)
  return Taro.redirectTo({ url: pageUrl(name, query) })
}

export function reLaunch(name: RouteName, query?: NavQuery) {
  return Taro.reLaunch({ url: pageUrl(name, query) })
}

/** The query of the page on screen, as 'a=1&b=2' (what it needs to show the same thing again). */
function currentQueryString(): string {
  let params: Record<string, unknown> = {}
  try {
    params = Taro.getCurrentInstance()?.router?.params ?? {}
  } catch {
    params = {}
  }
  const own: NavQuery = {}
  for (const [k, v] of Object.entries(params)) {
    // Taro adds its own keys ('$taroTimestamp', and 'stamp' from the H5 router); the login hand-over keys are not the page's
    if (typeof v !== 'string' || !/^[A-Za-z]\w*$/.test(k) || k === 'redirect' || k === 'back' || k === 'stamp') continue
    try {
      own[k] = decodeURIComponent(v)
    } catch {
      own[k] = v
    }
  }
  return withQuery('', own).slice(1)
}

/** The login page's query for coming back to `from` afterwards, with the query the page has now. */
export function loginQuery(from?: RouteName): NavQuery | undefined {
  return from ? { redirect: from, back: currentQueryString() } : undefined
}

/** 'a=1&b=x%26y' -> { a: '1', b: 'x&y' } */
export function parseQuery(qs: string | undefined): Record<string, string> {
  const out: Record<string, string> = {}
  for (const part of (qs ?? '').split('&')) {
    const i = part.indexOf('=')
    if (i <= 0) continue
    try {
      out[decodeURIComponent(part.slice(0, i))] = decodeURIComponent(part.slice(i + 1))
    } catch {
      // a malformed pair is dropped, not guessed at
    }
  }
  return out
}

/** Sends the user to /login, remembering the page (and its query) to come back to. */
export function goLogin(from?: RouteName) {
  return redirectTo('login', loginQuery(from))
}

/** Inside the WeChat mini program (its payments are Taro.requestPayment; a browser goes to the provider's page). */
export function inMiniProgram(): boolean {
  return process.env.TARO_ENV === 'weapp'
}

/** On an iPhone or iPad (WeChat's rules on paying for virtual goods differ there: WEAPP_IOS_PAYMENT). */
export function onIos(): boolean {
  try {
    return Taro.getSystemInfoSync().platform === 'ios'
  } catch {
    return false
  }
}

/**
 * Leaves the app for a payment provider's page (WeChat H5 pay, Alipay WAP pay), which sends the browser back to
 * the URL given when the payment was made. H5 only: the mini program pays with Taro.requestPayment.
 */
export function leaveForPayment(url: string) {
  if (typeof window !== 'undefined') window.location.assign(url)
}
