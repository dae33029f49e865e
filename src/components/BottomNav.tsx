import { View, Text } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import type { RouteName } from '../routes'
import { t, type MessageKey } from '../locales'
import { redirectTo } from '../utils/nav'
import './BottomNav.scss'

const ITEMS: { name: RouteName; label: MessageKey; icon: string }[] = [
  { name: 'home', label: 'nav.home', icon: '⌂' },
  { name: 'gonggao', label: 'nav.notice', icon: '✉' },
  { name: 'mycenter', label: 'nav.mine', icon: '☺' },
]

/** The bottom navigation of the three top screens (not the native tabBar: tab pages can't live in a subpackage). */
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
          <Text className='bottom-nav__icon'>{item.icon}</Text>
          <Text className='bottom-nav__label'>{t(item.label)}</Text>
        </View>
      ))}
    </View>
  )
}

export default observer(BottomNav)
