/** Chinese copy of the search panel's suggestions (keys search.*); search.en-US.ts must have exactly the same keys. */
const searchZhCN = {
  'search.recent': '最近搜索',
  'search.clearRecent': '清空',
  'search.hot': '热门搜索',
  'search.gameGo': '进入专区',
  'search.for': '搜索“{q}”',
  'search.hint': '输入游戏名或账号关键词，如 王者荣耀、典藏',
} as const

export default searchZhCN
