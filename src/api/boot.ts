import { bootElementId, type BootKey } from '../../contract/boot'

/**
 * Data the server wrote into the H5 page for its first screen (server/lib/h5-page.ts: home's banners), so the
 * first paint does not wait for an API round trip. Each piece is read once, by the first screen that asks; later
 * asks (another visit of the page, a language switch) go to the API. Never in the mini program.
 */
export function bootData<T>(key: BootKey, lang: string): T | undefined {
  if (process.env.TARO_ENV !== 'h5' || typeof document === 'undefined') return undefined
  const el = document.getElementById(bootElementId(key))
  if (!el) return undefined
  el.remove()
  // written in the browser's language; an app set to the other one asks the API
  if (el.getAttribute('lang') !== lang) return undefined
  try {
    return JSON.parse(el.textContent ?? '') as T
  } catch {
    return undefined
  }
}
