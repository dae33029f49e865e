import { View, Text } from '@tarojs/components'
import { t } from '../../locales'
import { countText } from '../../utils/format'
import './RoomEntry.scss'
import '../../locales/chat'

/**
 * 交易房间: the head row of the order page's trade card, with the room's unread count as the order says it (the
 * order page asks again when it shows). The chat store stays out of it: it would bring the room's client code into
 * the mini program's main package.
 */
export default function RoomEntry({ unread: n, onClick }: { unread: number; onClick: () => void }) {
  return (
    <View className='room-entry' onClick={onClick}>
      <View className='room-entry__icon' />
      <View className='room-entry__body'>
        <Text className='room-entry__title'>{t('chat.roomEntry')}</Text>
        <Text className='room-entry__hint'>{t('chat.roomEntryHint')}</Text>
      </View>
      {n > 0 ? <Text className='room-entry__unread'>{t('chat.unread', { n: countText(n) })}</Text> : null}
      <Text className='room-entry__arrow'>›</Text>
    </View>
  )
}
