import type sellingZhCN from './selling.zh-CN'

/** English copy of the selling screens: the same keys as selling.zh-CN.ts (a missing or unknown key is a compile error). */
const sellingEnUS: Record<keyof typeof sellingZhCN, string> = {
}

export default sellingEnUS
