// loaded first: it installs Taro's real hooks, which installPageHooks then replaces
import '@tarojs/test-utils-react'
import Taro from '@tarojs/taro'
import { useEffect, useRef } from 'react'

/**
 * Taro's page hooks (useReachBottom, useDidShow, ...) need the page wrapper the Taro app builds, which a page
 * mounted alone in jest does not have. This swaps them for a registry the test drives: `firePage('onReachBottom')`.
 */
type Lifecycle = 'onReachBottom' | 'componentDidShow' | 'componentDidHide' | 'onUnload' | 'onPageScroll' | 'onShareAppMessage'

const HOOKS: Record<string, Lifecycle> = {
  useReachBottom: 'onReachBottom',
  useDidShow: 'componentDidShow',
  useDidHide: 'componentDidHide',
  useUnload: 'onUnload',
  usePageScroll: 'onPageScroll',
  useShareAppMessage: 'onShareAppMessage',
}

const registry = new Map<Lifecycle, Set<(...args: unknown[]) => unknown>>()

function fakeHook(lifecycle: Lifecycle) {
  return (fn: (...args: unknown[]) => unknown) => {
    const ref = useRef(fn)
    ref.current = fn
    useEffect(() => {
      const cb = (...args: unknown[]) => ref.current(...args)
      if (!registry.has(lifecycle)) registry.set(lifecycle, new Set())
      registry.get(lifecycle)!.add(cb)
      return () => void registry.get(lifecycle)!.delete(cb)
    }, [])
  }
}

export function installPageHooks(): void {
  const taro = Taro as unknown as Record<string, unknown>
  for (const [name, lifecycle] of Object.entries(HOOKS)) taro[name] = fakeHook(lifecycle)
}

/** Runs every handler the mounted components registered for `lifecycle`. */
export function firePage(lifecycle: Lifecycle, ...args: unknown[]): void {
  for (const cb of Array.from(registry.get(lifecycle) ?? [])) cb(...args)
}

installPageHooks()

/** Forgets every handler (call after each test: pages mounted by earlier tests must not react). */
export function resetPageHooks(): void {
  registry.clear()
}

// jsdom has no IntersectionObserver (Taro's H5 Image uses it for lazyLoad): an observer that never fires
if (typeof (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver === 'undefined') {
  ;(globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return []
    }
  }
}
