import type { LazyPart } from '../../../utils/lazyPart'

/**
 * H5: home under its first screen (the featured promotions, the latest deals, 猜你喜欢 with its cards) in a chunk of
 * its own, fetched as it nears the screen: the first load carries only what the first screen draws (`npm run size`).
 */
export const homeLowerPart: LazyPart<object> = {
  load: () => import('./HomeLower').then((m) => m.default),
}
