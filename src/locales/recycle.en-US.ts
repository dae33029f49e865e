import type recycleZhCN from './recycle.zh-CN'

/** English copy of the recycle screens: the same keys as recycle.zh-CN.ts (a missing or unknown key is a compile error). */
const recycleEnUS: Record<keyof typeof recycleZhCN, string> = {
}

export default recycleEnUS
