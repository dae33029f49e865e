import { View, Text, Image } from '@tarojs/components'
import PrivacySheet from './PrivacySheet'
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

/** one picked photo on its way: `url` once uploaded, `settled` once uploaded or failed */
interface Slot {
  id: number
  url?: string
  settled: boolean
}

/** uploads at once per pick: fast on a phone's connection, and within WeChat's limit of 10 concurrent uploads */
const PARALLEL = 3
let slotIds = 0

/**
 * A grid of uploaded images with an add tile: picks photos (compressed), uploads a few at a time, and adds them to
 * the value in the order they were picked (the first is the cover), whichever finishes first: a photo waits for
 * the ones picked before it. A loading tile per file on its way; a toast with the server's message per failed file.
 */
function ImageUploader({ value, onChange, max, min, labels }: Props) {
  // uploads finish after renders: they append to the newest list, not the one of the render that started them
  const latest = useRef(value)
  latest.current = value
  // picked and not yet in the value, in pick order (across picks made while earlier ones upload)
  const queue = useRef<Slot[]>([])
  const [waiting, setWaiting] = useState<Slot[]>([])

  const remaining = Math.max(0, max - value.length - waiting.length)

  /** moves the settled photos at the head of the queue into the value, stopping at the first still uploading */
  const place = () => {
    let next = latest.current
    while (queue.current.length > 0 && queue.current[0].settled) {
      const slot = queue.current.shift()!
      if (slot.url && next.length < max) next = [...next, slot.url]
    }
    if (next !== latest.current) {
      latest.current = next
      onChange(next)
    }
    setWaiting([...queue.current])
  }

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
    const slots: Slot[] = paths.map(() => ({ id: ++slotIds, settled: false }))
    queue.current = [...queue.current, ...slots]
    setWaiting([...queue.current])
    let next = 0
    const worker = async () => {
      while (next < paths.length) {
        const i = next++
        try {
          slots[i].url = (await uploadImage(paths[i])).url
        } catch (e) {
          const msg = errorText(e)
          if (msg) showMessage(paths.length > 1 ? t('selling.upload.failedNth', { n: i + 1, msg }) : msg)
        }
        slots[i].settled = true
        place()
      }
    }
    await Promise.all(Array.from({ length: Math.min(PARALLEL, paths.length) }, worker))
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
      <PrivacySheet />
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
        {waiting.map((slot) => (
          <View key={'pending' + slot.id} className='image-uploader__item image-uploader__item--pending'>
            {slot.url ? <Image className='image-uploader__img image-uploader__img--waiting' src={assetUrl(slot.url)} mode='aspectFill' /> : null}
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
