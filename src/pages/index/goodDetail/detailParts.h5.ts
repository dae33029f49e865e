import type { ComponentProps } from 'react'
import type ImageViewer from '../../../components/ImageViewer'
import type { LazyPart } from '../../../utils/lazyPart'
import type RentSheet from './RentSheet'
import type OfferSheet from './OfferSheet'

/** H5: the image viewer loads on the first tap on a picture, the rent sheet on the first tap on 租号. */
export const imageViewerPart: LazyPart<ComponentProps<typeof ImageViewer>> = {
  load: () => import('../../../components/ImageViewer').then((m) => m.default),
}
export const rentSheetPart: LazyPart<ComponentProps<typeof RentSheet>> = {
  load: () => import('./RentSheet').then((m) => m.default),
}
/** the offer sheet (议价) on the first tap on its button */
export const offerSheetPart: LazyPart<ComponentProps<typeof OfferSheet>> = {
  load: () => import('./OfferSheet').then((m) => m.default),
}
