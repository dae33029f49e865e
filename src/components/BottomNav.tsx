import { View, Text } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import type { RouteName } from '../routes'
import { t, type MessageKey } from '../locales'
import { inboxStore } from '../stores/inbox'
import { countText } from '../utils/format'
import { sessionStore } from '../stores/session'
import { loginFirst } from '../utils/loginGate'
import type { LoginReason } from '../utils/loginReasons'
import { redirectTo } from '../utils/nav'
import './BottomNav.scss'

export type TabName = 'home' | 'sell' | 'xiaoxi' | 'mycenter'

/** the tabs, in order; `gate`: the tab needs a session, and why (said before the login page opens) */
const ITEMS: { name: TabName; label: MessageKey; gate?: LoginReason }[] = [
  { name: 'home', label: 'nav.home' },
  { name: 'sell', label: 'nav.sell' },
  { name: 'xiaoxi', label: 'nav.messages', gate: 'messages' },
  { name: 'mycenter', label: 'nav.mine' },
]

export const TAB_NAMES: readonly RouteName[] = ITEMS.map((i) => i.name)

/** kept in the tree at zero (hidden, empty) so a count going to zero only changes a class and a text */
function UnreadBadge({ count }: { count: number }) {
  return <Text className={'bottom-nav__badge' + (count > 0 ? '' : ' bottom-nav__badge--none')}>{count > 0 ? countText(count) : ''}</Text>
}

/**
 * The bottom navigation of the four tab screens (not the native tabBar: tab pages can't live in a subpackage).
 * Each tab has a line icon that turns bold and orange when it is the current one; 消息 carries the unread count
 * (messages and trade-room chat together).
 */
function BottomNav({ current }: { current: TabName }) {
  const open = (item: (typeof ITEMS)[number]) => {
    if (item.name === current) return
    if (item.gate && !sessionStore.isLoggedIn) {
      loginFirst(item.name, item.gate)
      return
    }
    void redirectTo(item.name)
  }
  return (
    <View className='bottom-nav'>
      {ITEMS.map((item) => (
        <View
          key={item.name}
          className={'bottom-nav__item tab-' + item.name + (item.name === current ? ' bottom-nav__item--active' : '')}
          onClick={() => open(item)}
        >
          <View className='bottom-nav__icon-wrap'>
            <View className={'bottom-nav__icon bottom-nav__icon--' + item.name} />
            {item.name === 'xiaoxi' ? <UnreadBadge count={inboxStore.total} /> : null}
          </View>
          <Text className='bottom-nav__label'>{t(item.label)}</Text>
        </View>
      ))}
    </View>
  )
}

export default observer(BottomNav)
