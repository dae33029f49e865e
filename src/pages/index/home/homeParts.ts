import HomeLower from './HomeLower'
import type { LazyPart } from '../../../utils/lazyPart'

/** Home under its first screen, at once (mini program, unit tests); H5 loads it as it nears the screen (homeParts.h5.ts). */
export const homeLowerPart: LazyPart<object> = { now: HomeLower }
