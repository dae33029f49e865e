/**
 * H5 only: Taro's <Swiper> web component imports 'swiper/bundle', which registers all 23 Swiper modules
 * (~40 KB gzip). It drives only core features (slides, loop, observer) plus Pagination (indicatorDots) and
 * Autoplay, so config/index.ts points 'swiper/bundle' here. Taro's `zoom` and `effectsProps` props would need
 * more modules: add them here before using those props.
 */
import Swiper from 'swiper'
import { Autoplay, Pagination } from 'swiper/modules'

Swiper.use([Pagination, Autoplay])

export default Swiper
