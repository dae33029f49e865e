/** Chinese copy of the selling screens (keys selling.*); selling.en-US.ts must have exactly the same keys. */
const sellingZhCN = {
} as const

export default sellingZhCN
