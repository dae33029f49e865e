import Taro from '@tarojs/taro'
import { makeAutoObservable } from 'mobx'

export type Locale = 'zh-CN' | 'en-US'
export const LOCALES: Locale[] = ['zh-CN', 'en-US']
export const LOCALE_KEY = 'locale'

/** 'en', 'en_US', 'en-GB' -> en-US; anything else -> zh-CN (the default). */
export function localeFromSystem(lang: string | undefined | null): Locale {
  return lang && /^en\b|^en[-_]/i.test(lang) ? 'en-US' : 'zh-CN'
}

function systemLanguage(): string | undefined {
  try {
    return Taro.getSystemInfoSync().language
  } catch {
    return typeof navigator !== 'undefined' ? navigator.language : undefined
  }
}

function readStored(): Locale | null {
  try {
    const v = Taro.getStorageSync(LOCALE_KEY)
    return v === 'zh-CN' || v === 'en-US' ? v : null
  } catch {
    return null
  }
}

/**
 * H5: the page's lang follows the UI's, for screen readers and for the English font stack (app.scss): a CJK font
 * first draws ’ and other Latin punctuation full width.
 */
function markDocument(locale: Locale): void {
  if (process.env.TARO_ENV === 'h5' && typeof document !== 'undefined') document.documentElement.lang = locale
}

/** The UI language: zh-CN by default, en-US from the system language on first start; the user's choice is persisted. */
export class LocaleStore {
  locale: Locale

  constructor() {
    this.locale = readStored() ?? localeFromSystem(systemLanguage())
    markDocument(this.locale)
    makeAutoObservable(this)
  }

  setLocale(locale: Locale) {
    this.locale = locale
    markDocument(locale)
    try {
      Taro.setStorageSync(LOCALE_KEY, locale)
    } catch {
      /* storage full or unavailable: the choice lasts for this run */
    }
  }
}

export const localeStore = new LocaleStore()
