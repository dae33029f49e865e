/** Chinese copy of the recycle screens (keys recycle.*); recycle.en-US.ts must have exactly the same keys. */
const recycleZhCN = {
} as const

export default recycleZhCN
