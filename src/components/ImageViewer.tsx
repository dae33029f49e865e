import { View, Text, Image } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useEffect, useRef, useState } from 'react'
import { createPortal } from 'react-dom'
import { t } from '../locales'
import '../locales/catalog'
import './ImageViewer.scss'

interface Props {
  images: string[]
  /** index shown; null: closed */
  index: number | null
  onClose: () => void
}

const ZOOMS = [1, 1.5, 2, 3]

/**
 * The H5 image viewer: zoom, rotate, full screen, previous/next (NutUI's ImagePreview neither rotates nor goes full
 * screen; the mini program uses the native Taro.previewImage instead).
 */
function ImageViewer({ images, index, onClose }: Props) {
  const [current, setCurrent] = useState(0)
  const [zoom, setZoom] = useState(0)
  const [turn, setTurn] = useState(0)
  const box = useRef<HTMLElement | null>(null)

  useEffect(() => {
    if (index !== null) {
      setCurrent(index)
      setZoom(0)
      setTurn(0)
    }
  }, [index])

  if (index === null || images.length === 0) return null

  const go = (step: number) => {
    setCurrent((c) => (c + step + images.length) % images.length)
    setZoom(0)
    setTurn(0)
  }
  const fullscreen = () => {
    if (typeof document === 'undefined') return
    const el = (box.current ?? document.querySelector('.image-viewer')) as HTMLElement | null
    if (document.fullscreenElement) void document.exitFullscreen?.().catch(() => undefined)
    else void el?.requestFullscreen?.().catch(() => undefined)
  }
  const close = () => {
    if (typeof document !== 'undefined' && document.fullscreenElement) void document.exitFullscreen?.().catch(() => undefined)
    onClose()
  }

  const viewer = (
    <View className='image-viewer' ref={(el: unknown) => (box.current = el as HTMLElement | null)}>
      <View className='image-viewer__stage' onClick={() => setZoom((z) => (z === 0 ? 1 : 0))}>
        <Image
          className='image-viewer__img'
          src={images[current]}
          mode='aspectFit'
          style={{ transform: `scale(${ZOOMS[zoom]}) rotate(${turn * 90}deg)` }}
        />
      </View>
      {images.length > 1 ? (
        <>
          <Text className='image-viewer__nav image-viewer__nav--prev' onClick={() => go(-1)}>
            ‹
          </Text>
          <Text className='image-viewer__nav image-viewer__nav--next' onClick={() => go(1)}>
            ›
          </Text>
        </>
      ) : null}
      <Text className='image-viewer__count'>
        {current + 1} / {images.length}
      </Text>
      <View className='image-viewer__bar'>
        <Text className='image-viewer__btn viewer-zoom-out' onClick={() => setZoom((z) => Math.max(0, z - 1))}>
          {t('goods.viewer.zoomOut')}
        </Text>
        <Text className='image-viewer__btn viewer-zoom-in' onClick={() => setZoom((z) => Math.min(ZOOMS.length - 1, z + 1))}>
          {t('goods.viewer.zoomIn')}
        </Text>
        <Text className='image-viewer__btn viewer-rotate' onClick={() => setTurn((r) => (r + 1) % 4)}>
          {t('goods.viewer.rotate')}
        </Text>
        <Text className='image-viewer__btn viewer-fullscreen' onClick={fullscreen}>
          {t('goods.viewer.fullscreen')}
        </Text>
        <Text className='image-viewer__btn viewer-close' onClick={close}>
          {t('goods.viewer.close')}
        </Text>
      </View>
    </View>
  )
  // a page is its own stacking context under the H5 header (z-index 500): on the body the viewer covers the header
  return process.env.TARO_ENV === 'h5' && typeof document !== 'undefined' ? createPortal(viewer, document.body) : viewer
}

export default observer(ImageViewer)
