import type { ComponentProps } from 'react'
import ImageViewer from '../../../components/ImageViewer'
import type { LazyPart } from '../../../utils/lazyPart'
import RentSheet from './RentSheet'
import OfferSheet from './OfferSheet'

/** The image viewer and the rent sheet, at once (mini program, unit tests); H5 loads them on use (detailParts.h5.ts). */
export const imageViewerPart: LazyPart<ComponentProps<typeof ImageViewer>> = { now: ImageViewer }
export const rentSheetPart: LazyPart<ComponentProps<typeof RentSheet>> = { now: RentSheet }
export const offerSheetPart: LazyPart<ComponentProps<typeof OfferSheet>> = { now: OfferSheet }
