/**
 * Tree node names are stored in Chinese, with an English name where the catalogue gives one (name_en). The first
 * two levels (system, carrier) are a small fixed vocabulary known by key, so English callers get English names
 * for them even without one; other nodes without an English name show as stored.
 */
import type { GameNodeLevel } from '../../../contract/types'
import type { Lang } from '../../lib/i18n'

const EN_BY_KEY: Record<string, string> = {
  android: 'Android',
  ios: 'iOS',
  qq: 'QQ',
  wechat: 'WeChat',
  official: 'Official',
  bilibili: 'Bilibili',
  channel: 'Channel',
  pc: 'PC',
  wegame: 'WeGame',
}

export function nodeName(lang: Lang, level: GameNodeLevel | string, key: string, name: string, nameEn?: string | null): string {
  if (lang !== 'en-US') return name
  if (nameEn) return nameEn
  if (level !== 'system' && level !== 'carrier') return name
  return EN_BY_KEY[key] ?? name
}

/** option value -> label for English callers (the stored English names); Chinese callers show the values */
export function optionLabels(lang: Lang, optionsEn: Record<string, string> | null | undefined): Record<string, string> {
  return lang === 'en-US' && optionsEn ? optionsEn : {}
}
