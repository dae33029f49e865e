import { View } from '@tarojs/components'
import { useEffect, useRef, useState, type ReactElement } from 'react'
import type { CarouselProps } from './carouselProps'
import './Carousel.scss'

/**
 * H5 carousel: a horizontally scrolling strip with CSS scroll snapping (the browser does the swiping, momentum
 * and snapping), an optional timer that scrolls to the next slide and back to the first after the last, and
 * dots. See Carousel.tsx for the mini program's.
 */
export default function Carousel({ className, slides, keyOf, autoplayMs, dots, onChange }: CarouselProps): ReactElement {
  const track = useRef<HTMLDivElement>(null)
  const [current, setCurrent] = useState(0)
  const touching = useRef(false)
  const count = slides.length

  const onScroll = () => {
    const el = track.current
    if (!el || !el.clientWidth) return
    const i = Math.min(count - 1, Math.max(0, Math.round(el.scrollLeft / el.clientWidth)))
    if (i !== current) {
      setCurrent(i)
      onChange?.(i)
    }
  }

  useEffect(() => {
    if (!autoplayMs || count < 2) return
    const timer = setInterval(() => {
      const el = track.current
      if (!el || touching.current || document.hidden) return
      const next = (Math.round(el.scrollLeft / el.clientWidth) + 1) % count
      el.scrollTo({ left: next * el.clientWidth, behavior: 'smooth' })
    }, autoplayMs)
    return () => clearInterval(timer)
  }, [autoplayMs, count])

  return (
    <View className={'carousel' + (className ? ' ' + className : '')}>
      <div
        ref={track}
        className='carousel__track'
        onScroll={onScroll}
        onTouchStart={() => (touching.current = true)}
        onTouchEnd={() => (touching.current = false)}
      >
        {slides.map((slide, i) => (
          <div key={keyOf(i)} className='carousel__slide'>
            {slide}
          </div>
        ))}
      </div>
      {dots && count > 1 ? (
        <div className='carousel__dots' aria-hidden='true'>
          {slides.map((_, i) => (
            <span key={keyOf(i)} className={'carousel__dot' + (i === current ? ' carousel__dot--on' : '')} />
          ))}
        </div>
      ) : null}
    </View>
  )
}
