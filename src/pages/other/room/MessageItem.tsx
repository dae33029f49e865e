import { View, Text, Image } from '@tarojs/components'
import type { ChatMessage } from '../../../../contract/trade'
import { assetUrl } from '../../../api/request'
import Avatar from '../../../components/Avatar'
import { t } from '../../../locales'
import '../../../locales/chat'

interface Props {
  message: ChatMessage
  /** written by the caller: on the right, without avatar and name */
  mine: boolean
  /** the element id the list scrolls to */
  anchor: string
  onPreview: (url: string) => void
}

/**
 * One message of the room: a system line (grey card in the middle), or a bubble, mine on the right and the others'
 * on the left with avatar and name, staff marked 客服; a picture as a thumbnail that opens the viewer; a masked
 * message says so under it, never silently.
 */
export default function MessageItem({ message: m, mine, anchor, onPreview }: Props) {
  if (m.kind === 'system') {
    return (
      <View id={anchor} className='chat-system'>
        <Text className='chat-system__text'>{m.text}</Text>
      </View>
    )
  }
  const staff = m.senderRole === 'staff'
  return (
    <View id={anchor} className={'chat-row' + (mine ? ' chat-row--mine' : '') + (staff ? ' chat-row--staff' : '')}>
      {mine ? null : <Avatar className='chat-row__avatar' name={m.senderName} src={m.senderAvatar} size='sm' />}
      <View className='chat-row__body'>
        {mine ? null : (
          <View className='chat-row__name'>
            {staff ? <Text className='chat-staff-tag'>{t('chat.role.staff')}</Text> : null}
            <Text className='chat-row__nickname'>{m.senderName}</Text>
          </View>
        )}
        {m.kind === 'image' ? (
          <Image className='chat-image' src={assetUrl(m.text)} mode='aspectFill' onClick={() => onPreview(m.text)} />
        ) : (
          <View className='chat-bubble'>
            <Text className='chat-bubble__text' userSelect>
              {m.text}
            </Text>
          </View>
        )}
        {m.masked ? <Text className='chat-masked'>{t('chat.masked')}</Text> : null}
      </View>
    </View>
  )
}
