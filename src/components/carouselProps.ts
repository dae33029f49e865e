import type { ReactNode } from 'react'

/** What Carousel.tsx (mini program) and Carousel.h5.tsx (H5) both take. */
export interface CarouselProps {
  /** sizes the carousel (its height in particular) */
  className?: string
  slides: ReactNode[]
  keyOf: (index: number) => string | number
  /** turn to the next slide every so many ms (paused while touched); off when absent */
  autoplayMs?: number
  /** small dots under the slides showing which one is on screen */
  dots?: boolean
  onChange?: (index: number) => void
}
