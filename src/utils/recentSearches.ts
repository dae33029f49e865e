import Taro from '@tarojs/taro'

/** The user's recent searches, kept on the device: most recent first, each word once, at most RECENT_MAX. */
export const RECENT_KEY = 'recentSearches'
export const RECENT_MAX = 10

/** `list` with `keyword` moved (or added) to the front; the same word in another case or width counts as one. */
export function withRecent(list: string[], keyword: string): string[] {
  const k = keyword.trim()
  if (!k) return list
  const same = (x: string) => x.normalize('NFKC').toLowerCase() === k.normalize('NFKC').toLowerCase()
  return [k, ...list.filter((x) => !same(x))].slice(0, RECENT_MAX)
}

export function loadRecent(): string[] {
  try {
    const v: unknown = Taro.getStorageSync(RECENT_KEY)
    return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string' && x.trim() !== '').slice(0, RECENT_MAX) : []
  } catch {
    return []
  }
}

/** Records a search and returns the new list. */
export function addRecent(keyword: string): string[] {
  const next = withRecent(loadRecent(), keyword)
  try {
    Taro.setStorageSync(RECENT_KEY, next)
  } catch {
    // storage full or unavailable: the list simply is not kept
  }
  return next
}

export function clearRecent(): void {
  try {
    Taro.removeStorageSync(RECENT_KEY)
  } catch {
    // nothing kept
  }
}
