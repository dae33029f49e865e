/**
 * Tree node names are stored in Chinese. The first two levels (system, carrier) are a small fixed vocabulary
 * known by key, so English callers get English names; areas and servers are proper names and stay as stored.
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

export function nodeName(lang: Lang, level: GameNodeLevel | string, key: string, name: string): string {
  if (lang !== 'en-US' || (level !== 'system' && level !== 'carrier')) return name
  return EN_BY_KEY[key] ?? name
}
