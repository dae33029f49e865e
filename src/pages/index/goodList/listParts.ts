import type { ComponentProps } from 'react'
import type { LazyPart } from '../../../utils/lazyPart'
import FilterPanel from './FilterPanel'

/** The filter sheet, at once (mini program, unit tests); the H5 build loads it on first use (listParts.h5.ts). */
export const filterPanelPart: LazyPart<ComponentProps<typeof FilterPanel>> = { now: FilterPanel }
