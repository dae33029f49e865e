import { View, Text } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { t } from '../../locales'
import { navigateTo } from '../../utils/nav'
import './RoomEntry.scss'
import '../../locales/chat'

/**
 * 交易房间 on the order page: opens the order's room, with its unread count as the order says it (the order page
 * asks again when it shows, so a room read meanwhile counts nothing). The chat store stays out of it: it would
 * bring the room's client code into the mini program's main package.
 */
function RoomEntry({ roomId, unread: n }: { roomId: number; unread: number }) {
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
