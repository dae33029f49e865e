import { View } from '@tarojs/components'
import PrivacySheet from '../../../components/PrivacySheet'
import { Button, Input } from '@nutui/nutui-react-taro'
import Taro from '@tarojs/taro'
import { useState } from 'react'
import { CHAT_TEXT_MAX } from '../../../../contract/trade'
import { uploadImage } from '../../../api/request'
import { t } from '../../../locales'
import { showError, showMessage } from '../../../utils/toast'
import '../../../locales/chat'

interface Props {
  /** sends; resolves true when the server stored it */
  onSend: (kind: 'text' | 'image', text: string) => Promise<boolean>
}

/**
 * The room's input: a picture button (picked, compressed and uploaded through the app's one upload call, then sent
 * as an image message), the text box (send from the keyboard too) and 发送. A failed send keeps the text.
 */
export default function InputBar({ onSend }: Props) {
  const [text, setText] = useState('')
  const [sending, setSending] = useState(false)

  const sendText = async () => {
    const value = text.trim()
    if (!value || sending) return
    if (Array.from(value).length > CHAT_TEXT_MAX) return showMessage(t('chat.tooLong', { max: CHAT_TEXT_MAX }))
    setSending(true)
    try {
      if (await onSend('text', value)) setText('')
    } finally {
      setSending(false)
    }
  }

  const sendImage = async () => {
    if (sending) return
    let path: string | undefined
    try {
      const res = await Taro.chooseImage({ count: 1, sizeType: ['compressed'], sourceType: ['album', 'camera'] })
      path = res.tempFilePaths?.[0]
    } catch {
      return // the picker was closed
    }
    if (!path) return
    setSending(true)
    try {
      const { url } = await uploadImage(path)
      await onSend('image', url)
    } catch (e) {
      showError(e)
    } finally {
      setSending(false)
    }
  }

  return (
    <View className='room-input-bar'>
      <PrivacySheet />
      <View className='room-image-btn' onClick={() => void sendImage()} aria-label={t('chat.image')}>
        <View className='room-image-btn__icon' />
      </View>
      <Input
        className='room-input'
        value={text}
        onChange={setText}
        placeholder={t('chat.inputPh')}
        maxLength={CHAT_TEXT_MAX}
        confirmType='send'
        onConfirm={() => void sendText()}
      />
      <Button type='primary' size='small' className='room-send' disabled={!text.trim()} loading={sending} onClick={() => void sendText()}>
        {t('chat.send')}
      </Button>
    </View>
  )
}
