import { View, Text } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { t } from '../../locales'
import { chatStore } from '../../stores/chat'
import { navigateTo } from '../../utils/nav'
import './RoomEntry.scss'
import '../../locales/chat'

/**
 * 交易房间 on the order page: opens the order's room, with its unread count (as the order was loaded, or lower once
 * the room has been read since).
 */
function RoomEntry({ roomId, unread }: { roomId: number; unread: number }) {
  const n = chatStore.room(roomId)?.unread ?? unread
  return (
    <View className='card room-entry' onClick={() => void navigateTo('room', { id: roomId })}>
      <View className='room-entry__icon' />
      <View className='room-entry__body'>
        <Text className='room-entry__title'>{t('chat.roomEntry')}</Text>
        <Text className='room-entry__hint'>{t('chat.roomEntryHint')}</Text>
      </View>
      {n > 0 ? <Text className='room-entry__unread'>{t('chat.unread', { n: n > 99 ? '99+' : n })}</Text> : null}
      <Text className='room-entry__arrow'>›</Text>
    </View>
  )
}

export default observer(RoomEntry)
