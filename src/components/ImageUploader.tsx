import { View, Text, Image } from '@tarojs/components'
import { Loading } from '@nutui/nutui-react-taro'
import Taro from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useRef, useState } from 'react'
import { assetUrl, uploadImage } from '../api/request'
import { t } from '../locales'
import { errorText, showMessage } from '../utils/toast'
import './ImageUploader.scss'
import '../locales/selling'

interface Props {
  /** server URLs of the uploaded images ('/api/uploads/<key>'), in order (the first is the cover) */
  value: string[]
  onChange: (urls: string[]) => void
  max: number
  min?: number
  /** a badge per position, e.g. ['封面'] marks the first image as the cover */
  labels?: string[]
}

/**
 * A grid of uploaded images with an add tile: picks photos (compressed), uploads them one by one in the order
 * chosen, shows a loading tile per file on its way and a toast with the server's message per failed file.
 */
function ImageUploader({ value, onChange, max, min, labels }: Props) {
  const [pending, setPending] = useState(0)
  // uploads finish after renders: they append to the newest list, not the one of the render that started them
  const latest = useRef(value)
  latest.current = value

  const remaining = Math.max(0, max - value.length - pending)

  const add = async () => {
    if (remaining <= 0) return
    let paths: string[]
    try {
      const res = await Taro.chooseImage({ count: remaining, sizeType: ['compressed'], sourceType: ['album', 'camera'] })
      paths = (res.tempFilePaths ?? []).slice(0, remaining)
    } catch {
      return // the user closed the picker
    }
    if (paths.length === 0) return
    setPending((n) => n + paths.length)
    for (let i = 0; i < paths.length; i++) {
      try {
        const img = await uploadImage(paths[i])
        if (latest.current.length < max) {
          latest.current = [...latest.current, img.url]
          onChange(latest.current)
        }
      } catch (e) {
        const msg = errorText(e)
        if (msg) showMessage(paths.length > 1 ? t('selling.upload.failedNth', { n: i + 1, msg }) : msg)
      } finally {
        setPending((n) => n - 1)
      }
    }
  }

  const remove = (index: number) => {
    latest.current = latest.current.filter((_, i) => i !== index)
    onChange(latest.current)
  }

  const preview = (index: number) => {
    const urls = value.map(assetUrl)
    Taro.previewImage({ urls, current: urls[index] }).catch(() => undefined)
  }

  return (
    <View className='image-uploader'>
      <View className='image-uploader__grid'>
        {value.map((url, i) => (
          <View key={url + i} className='image-uploader__item' onClick={() => preview(i)}>
            <Image className='image-uploader__img' src={assetUrl(url)} mode='aspectFill' />
            {labels?.[i] ? <Text className='image-uploader__label'>{labels[i]}</Text> : null}
            <Text
              className='image-uploader__remove'
              onClick={(e) => {
                e.stopPropagation()
                remove(i)
              }}
            >
              ×
            </Text>
          </View>
        ))}
        {Array.from({ length: pending }, (_, i) => (
          <View key={'pending' + i} className='image-uploader__item image-uploader__item--pending'>
            <Loading type='spinner' />
            <Text className='image-uploader__pending-text'>{t('selling.upload.uploading')}</Text>
          </View>
        ))}
        {remaining > 0 ? (
          <View className='image-uploader__item image-uploader__add' onClick={() => void add()}>
            <Text className='image-uploader__plus'>+</Text>
            <Text className='image-uploader__add-text'>{t('selling.upload.add')}</Text>
          </View>
        ) : null}
      </View>
      <Text className='image-uploader__hint'>
        {min ? t('selling.upload.hintMin', { min, max, n: value.length }) : t('selling.upload.hint', { max, n: value.length })}
      </Text>
    </View>
  )
}

export default observer(ImageUploader)
