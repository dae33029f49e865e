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

/** Copies `text` to the clipboard and tells the user with `done` (or the platform's error). */
export function copyText(text: string, done: string): Promise<void> {
  return Taro.setClipboardData({ data: text })
    .then(() => showMessage(done))
    .catch(showError)
}
