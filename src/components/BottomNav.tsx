import { View, Text } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import type { RouteName } from '../routes'
import { t, type MessageKey } from '../locales'
import { inboxStore } from '../stores/inbox'
import { redirectTo } from '../utils/nav'
import './BottomNav.scss'

const ITEMS: { name: RouteName; label: MessageKey; icon: string }[] = [
  { name: 'home', label: 'nav.home', icon: '⌂' },
  { name: 'gonggao', label: 'nav.notice', icon: '✉' },
  { name: 'mycenter', label: 'nav.mine', icon: '☺' },
]

/** kept in the tree at zero (hidden, empty) so a count going to zero only changes a class and a text */
function UnreadBadge({ count }: { count: number }) {
  return <Text className={'bottom-nav__badge' + (count > 0 ? '' : ' bottom-nav__badge--none')}>{count > 99 ? '99+' : count > 0 ? count : ''}</Text>
}

/**
 * The bottom navigation of the three top screens (not the native tabBar: tab pages can't live in a subpackage).
 * 我的 carries the unread-message count.
 */
function BottomNav({ current }: { current: RouteName }) {
  return (
    <View className='bottom-nav'>
      {ITEMS.map((item) => (
        <View
          key={item.name}
          className={'bottom-nav__item' + (item.name === current ? ' bottom-nav__item--active' : '')}
          onClick={() => {
            if (item.name !== current) void redirectTo(item.name)
          }}
        >
          <View className='bottom-nav__icon-wrap'>
            <Text className='bottom-nav__icon'>{item.icon}</Text>
            {item.name === 'mycenter' ? <UnreadBadge count={inboxStore.unread} /> : null}
          </View>
          <Text className='bottom-nav__label'>{t(item.label)}</Text>
        </View>
      ))}
    </View>
  )
}

export default observer(BottomNav)
