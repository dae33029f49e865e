import type { ComponentProps } from 'react'
import type { LazyPart } from '../../../utils/lazyPart'
import type FilterPanel from './FilterPanel'

/** H5: the filter sheet (NutUI Popup, its transitions and the attribute form) loads on the first tap on 筛选. */
export const filterPanelPart: LazyPart<ComponentProps<typeof FilterPanel>> = {
  load: () => import('./FilterPanel').then((m) => m.default),
}
