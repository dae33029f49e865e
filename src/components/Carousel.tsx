import { Swiper, SwiperItem } from '@tarojs/components'
import type { ReactElement } from 'react'
import type { CarouselProps } from './carouselProps'

/**
 * Slides shown one at a time (home's banner, a listing's gallery). The mini program (and the unit tests) use
 * WeChat's native swiper; the H5 build resolves Carousel.h5.tsx instead, a scroll-snapping strip that needs no
 * slider library (Taro's H5 swiper brings about 30 KB gzip of Swiper.js onto the first load).
 */
export default function Carousel({ className, slides, keyOf, autoplayMs, dots, onChange }: CarouselProps): ReactElement {
  return (
    <Swiper
      className={className}
      indicatorDots={!!dots && slides.length > 1}
      autoplay={!!autoplayMs}
      interval={autoplayMs || 5000}
      circular={slides.length > 2}
      onChange={(e) => onChange?.(e.detail.current)}
    >
      {slides.map((slide, i) => (
        <SwiperItem key={keyOf(i)}>{slide}</SwiperItem>
      ))}
    </Swiper>
  )
}
