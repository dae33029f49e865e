/**
 * What the WeChat build needs on top of the shared Taro config.
 *
 * Syntax level: project.config.json keeps `es6: false` and `enhance: false`, so WeChat DevTools uploads the
 * bundle as it is and each phone's own JavaScript engine runs it. The oldest engine WeChat still runs on is iOS
 * 12's JavaScriptCore (WeChat 8 needs iOS 12; Android runs WeChat's own, newer V8), which knows ES2019 syntax but
 * not `?.`, `??`, class fields or `||=`. package.json's browserslist is the H5 one (modern browsers), so the weapp
 * build gets its own Babel targets. test/e2e/builds.test.ts parses every emitted script at ES2019 and fails when
 * the output and project.config.json disagree.
 */
export const WEAPP_TARGETS = ['ios >= 12', 'chrome >= 66']

/** ECMAScript version those targets run; the build check parses dist/weapp at this level. */
export const WEAPP_ECMA_VERSION = 2019

export const DEFAULT_WEAPP_API_BASE = 'http://127.0.0.1:8080/api'

/**
 * TARO_APP_API_BASE, checked at build time: an absolute http(s) URL without a trailing slash (the app appends
 * `/path`). A phone only reaches an https host that is on the mini program's request allow-list; plain http works
 * in WeChat DevTools with domain checking turned off, so it is allowed with a warning.
 */
export function weappApiBase(raw = process.env.TARO_APP_API_BASE): string {
  const base = (raw || DEFAULT_WEAPP_API_BASE).trim()
  let url: URL
  try {
    url = new URL(base)
  } catch {
    throw new Error(`TARO_APP_API_BASE must be an absolute URL such as https://api.example.com/api, got "${base}"`)
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`TARO_APP_API_BASE must use https (or http for DevTools), got "${base}"`)
  if (base.endsWith('/')) throw new Error(`TARO_APP_API_BASE must not end with "/", got "${base}"`)
  if (url.search || url.hash) throw new Error(`TARO_APP_API_BASE must not carry a query or fragment, got "${base}"`)
  if (url.protocol === 'http:' && process.env.TARO_ENV === 'weapp') {
    console.warn(`TARO_APP_API_BASE is ${base}: plain http only works in WeChat DevTools with domain checking off; a phone needs an https domain on the request allow-list`)
  }
  return base
}
