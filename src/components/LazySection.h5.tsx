import Taro from '@tarojs/taro'
import { useEffect, useRef, useState, type ReactElement } from 'react'
import type { LazySectionProps } from './LazySection'

/** how far below the screen a section starts to be drawn (px): its data has time to arrive before it is seen */
const AHEAD_PX = 600

/**
 * H5: a part of a page below its first screen is drawn once it comes within AHEAD_PX of the screen. On a phone,
 * drawing home's lower sections at start-up (the featured promotions, the latest deals, 猜你喜欢) kept the main
 * thread busy for about a second after the first screen was up (Lighthouse's total blocking time, README).
 */
export default function LazySection({ children, minHeight }: LazySectionProps): ReactElement {
  const box = useRef<HTMLDivElement | null>(null)
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined')
  useEffect(() => {
    const el = box.current
    if (near || !el) return
    const seen = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) setNear(true)
    }, { rootMargin: `0px 0px ${AHEAD_PX}px 0px` })
    seen.observe(el)
    return () => seen.disconnect()
  }, [near])
  if (near) return <>{children}</>
  return <div ref={box} style={{ minHeight: Taro.pxTransform(minHeight) }} />
}
