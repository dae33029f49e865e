import type searchZhCN from './search.zh-CN'

/** English copy of the search panel's suggestions: the same keys as search.zh-CN.ts (a missing or unknown key is a compile error). */
const searchEnUS: Record<keyof typeof searchZhCN, string> = {
  'search.recent': 'Recent searches',
  'search.clearRecent': 'Clear',
  'search.hot': 'Popular searches',
  'search.gameGo': 'Open game',
  'search.for': 'Search for “{q}”',
  'search.hint': 'Type a game or words of a listing, e.g. 王者荣耀, 典藏',
}

export default searchEnUS
