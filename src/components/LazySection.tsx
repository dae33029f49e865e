import type { ReactElement, ReactNode } from 'react'

export interface LazySectionProps {
  children: ReactNode
  /** the height kept for it before it is drawn (px, as in the design), so the page keeps its length */
  minHeight: number
}

/**
 * A part of a page below its first screen. The mini program draws it at once (its pages are kept alive and start
 * from its own package); the H5 build resolves LazySection.h5.tsx, which draws it as it nears the screen.
 */
export default function LazySection({ children }: LazySectionProps): ReactElement {
  return <>{children}</>
}
