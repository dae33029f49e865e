import zhCN, { type MessageKey, type Messages } from './zh-CN'
import enUS from './en-US'
import { localeStore, type Locale } from '../stores/locale'

export type { MessageKey, Messages }

export const messages: Record<Locale, Messages> = { 'zh-CN': zhCN, 'en-US': enUS }

/**
 * Translates a key in the current locale; `{name}` placeholders are filled from `vars`.
 * Reads the observable locale, so observer components re-render when the language changes.
 */
export function t(key: MessageKey, vars?: Record<string, string | number>): string {
  const text = messages[localeStore.locale][key] ?? zhCN[key] ?? key
  if (!vars) return text
  return text.replace(/\{(\w+)\}/g, (m, name: string) => (name in vars ? String(vars[name]) : m))
}
