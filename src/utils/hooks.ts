import Taro from '@tarojs/taro'
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { reaction } from 'mobx'
import { findRoute, routeByName, type RouteName } from '../routes'
import { t } from '../locales'
import { localeStore } from '../stores/locale'
import { sessionStore } from '../stores/session'
import { isTab } from '../components/tabs'
import { goLogin, inMiniProgram } from './nav'
import { passTabGate } from './loginGate'
import { isApiError } from '../api/request'
import { errorText } from './toast'

function applyTitle(name: RouteName) {
  const title = routeByName(name).title[localeStore.locale]
  Taro.setNavigationBarTitle({ title }).catch(() => undefined)
  if (process.env.TARO_ENV === 'h5' && typeof document !== 'undefined') document.title = title
}

/** Whether the page on top of the stack is `name` (true when the stack cannot be read, as in tests). */
function onScreen(name: RouteName): boolean {
  try {
    const stack = Taro.getCurrentPages()
    const top = stack[stack.length - 1]
    return !top?.route || findRoute(top.route)?.name === name
  } catch {
    return true
  }
}

/**
 * Page title from the route table in the current locale: the native navigation bar in the mini program, Taro's
 * navigation bar (see app.config.ts) and the document title on H5; it follows language switches. Both bars set
 * the title of the page on screen, whoever calls, so the pages under it (which react to a switch too) keep quiet.
 */
export function usePageTitle(name: RouteName): void {
  useEffect(() => {
    applyTitle(name)
    return reaction(
      () => localeStore.locale,
      () => {
        if (onScreen(name)) applyTitle(name)
      },
    )
  }, [name])
}

/**
 * For pages that need a session (`auth: true` in the route table): without a token on arrival, go to /login
 * (and come back here after). Returns the current (observable) login state, so an observer page can show a
 * login prompt when the session ends while it is open.
 */
export function useRequireLogin(name: RouteName): boolean {
  useEffect(() => {
    if (sessionStore.isLoggedIn) return
    // a native tab page of the mini program is kept under the login page (redirectTo would unload it)
    if (inMiniProgram() && isTab(name)) passTabGate(name)
    else void goLogin(name)
  }, [name])
  return sessionStore.isLoggedIn
}

/** Seconds left before another SMS code may be requested; `start(n)` begins a countdown. */
export function useCountdown(): { left: number; start: (seconds: number) => void } {
  const [left, setLeft] = useState(0)
  const timer = useRef<ReturnType<typeof setInterval> | null>(null)
  const stop = () => {
    if (timer.current) clearInterval(timer.current)
    timer.current = null
  }
  useEffect(() => stop, [])
  const start = (seconds: number) => {
    stop()
    setLeft(seconds)
    timer.current = setInterval(() => {
      setLeft((s) => {
        if (s <= 1) {
          stop()
          return 0
        }
        return s - 1
      })
    }, 1000)
  }
  return { left, start }
}

/** Query parameters of the current page. */
export function useQuery(): Record<string, string> {
  return useMemo(() => {
    const params: Record<string, string> = {}
    const raw = Taro.getCurrentInstance()?.router?.params ?? {}
    for (const [k, v] of Object.entries(raw)) {
      if (typeof v !== 'string') continue
      try {
        params[k] = decodeURIComponent(v)
      } catch {
        params[k] = v
      }
    }
    return params
  }, [])
}

export interface Loaded<T> {
  data: T | null
  loading: boolean
  /** a message for the user ('' when fine) */
  error: string
  /** false when trying again cannot help (the server refused: missing, forbidden, bad input) */
  retryable: boolean
  reload: () => Promise<void>
}

/**
 * Loads what a page shows, again whenever `deps` change: loading and error states plus a reload for the retry
 * button. An answer that arrives after a newer load started is dropped, so a slow old answer never wins.
 *
 * The first load starts as the page first renders (in a microtask, so nothing is changed during the render), not
 * in the effect: React runs effects after the browser has laid out and painted the first frame, which on a long
 * screen (我的, 卖号) took longer than the request itself, and the request waited for it. The effect then takes
 * that request's answer rather than asking again.
 *
 * `initial` gives what the first frame shows when the data came with the page (src/api/boot.ts): no first load
 * then; a change of `deps` loads as usual.
 */
export function useLoad<T>(
  load: () => Promise<T>,
  deps: unknown[],
  fallbackError = t('common.loadFailed'),
  initial?: () => T | undefined,
): Loaded<T> {
  const [seed] = useState(() => initial?.())
  const [data, setData] = useState<T | null>(seed ?? null)
  const [loading, setLoading] = useState(seed === undefined)
  const [error, setError] = useState('')
  const [retryable, setRetryable] = useState(true)
  const latest = useRef(0)
  const seeded = useRef(seed !== undefined)
  // undefined: not started yet; a promise: the first load, under way; null: taken by the first reload (or seeded)
  const early = useRef<Promise<T> | null | undefined>(seeded.current ? null : undefined)
  if (early.current === undefined) {
    early.current = Promise.resolve().then(load)
    // its failure is read by the reload that takes it; this only keeps it from counting as unhandled meanwhile
    early.current.catch(() => undefined)
  }
  const reload = useCallback(async () => {
    const run = ++latest.current
    const started = early.current
    early.current = null
    setLoading(true)
    setError('')
    try {
      const value = await (started ?? load())
      if (run === latest.current) setData(value)
    } catch (e) {
      if (run === latest.current) {
        setError(errorText(e) || fallbackError)
        // network failures (code 0) and server errors may pass; a 4xx answer will not change
        setRetryable(!isApiError(e) || e.code === 0 || e.code >= 500)
      }
    } finally {
      if (run === latest.current) setLoading(false)
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, deps)
  useEffect(() => {
    if (seeded.current) {
      seeded.current = false
      return
    }
    void reload()
  }, [reload])
  return { data, loading, error, retryable, reload }
}

/**
 * For pages behind login: fetches a fresh profile into the session store on arrival. Its error matters only when
 * no profile is cached (a cached one is shown meanwhile).
 */
export function useFreshProfile(loggedIn: boolean): { error: string; reload: () => Promise<void> } {
  const { error, reload } = useLoad(() => (loggedIn ? sessionStore.refreshProfile() : Promise.resolve(null)), [loggedIn])
  return { error: sessionStore.profile ? '' : error, reload }
}
