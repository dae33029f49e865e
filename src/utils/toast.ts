import Taro from '@tarojs/taro'
import { isApiError } from '../api/request'
import { t } from '../locales'

/** Text of an error for the user; '' when it must not be shown (401 handled by its dialog, 403 ignored). */
export function errorText(e: unknown): string {
  if (isApiError(e)) return e.ignored ? '' : e.message
  if (e instanceof Error && e.message) return e.message
  return t('net.unknown')
}

/** The shared toast for failures: skips errors flagged `ignored` (401/403). */
export function showError(e: unknown): void {
  const text = errorText(e)
  if (text) void Taro.showToast({ title: text, icon: 'none', duration: 2500 })
}

export function showMessage(text: string): void {
  void Taro.showToast({ title: text, icon: 'none', duration: 2000 })
}

/** The H5 router's event after a page change (taro-h5's toast listens to it). */
const ROUTE_CHANGED = '__afterTaroRouterChange'

/**
 * Says `text` to a user who is being taken to another page by `navigation`. Taro's H5 runtime hides the toast of
 * the page left behind once the new page is up, so under the H5 router (its .taro_router box is on the page) the
 * message waits for that event; in the mini program and in page tests it is shown at once.
 */
export function showMessageOnNextPage(text: string, navigation: unknown): void {
  const say = () => showMessage(text)
  const events = process.env.TARO_ENV === 'h5' && typeof document !== 'undefined' && document.querySelector('.taro_router') ? Taro.eventCenter : undefined
  if (!events) {
    say()
    void Promise.resolve(navigation).catch(() => undefined)
    return
  }
  events.once(ROUTE_CHANGED, say)
  void Promise.resolve(navigation).catch(() => {
    events.off(ROUTE_CHANGED, say)
    say()
  })
}

/**
 * Copies `text` to the clipboard and tells the user with `done` (or the platform's error; a refused privacy check
 * was already explained by the privacy sheet).
 */
export function copyText(text: string, done: string): Promise<void> {
  return Taro.setClipboardData({ data: text })
    .then(() => showMessage(done))
    .catch((e: unknown) => {
      if (!/privacy permission is not authorized/.test(String((e as { errMsg?: unknown } | null)?.errMsg ?? ''))) showError(e)
    })
}
