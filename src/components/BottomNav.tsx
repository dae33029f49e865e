import { View, Text } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { t } from '../locales'
import { inboxStore } from '../stores/inbox'
import { countText } from '../utils/format'
import { passTabGate } from '../utils/loginGate'
import { redirectTo } from '../utils/nav'
import { TABS, type TabName } from './tabs'
import './BottomNav.scss'

/** kept in the tree at zero (hidden, empty) so a count going to zero only changes a class and a text */
function UnreadBadge({ count }: { count: number }) {
  return <Text className={'bottom-nav__badge' + (count > 0 ? '' : ' bottom-nav__badge--none')}>{count > 0 ? countText(count) : ''}</Text>
}

/**
 * H5's bottom navigation of the four tab screens (the mini program has WeChat's native tabBar instead:
 * BottomNav.weapp.tsx; Taro's H5 tabBar would change the bar's look and how the tab URLs are reached).
 * Each tab has a line icon that turns bold and orange when it is the current one; 消息 carries the unread count
 * (messages and trade-room chat together).
 */
function BottomNav({ current }: { current: TabName }) {
  const open = (item: (typeof TABS)[number]) => {
    if (item.name === current) return
    if (!passTabGate(item.name)) return
    void redirectTo(item.name)
  }
  return (
    <View className='bottom-nav'>
      {TABS.map((item) => (
        <View
          key={item.name}
          className={'bottom-nav__item tab-' + item.name + (item.name === current ? ' bottom-nav__item--active' : '')}
          onClick={() => open(item)}
        >
          <View className='bottom-nav__icon-wrap'>
            <View className={'bottom-nav__icon bottom-nav__icon--' + item.name} />
            {'unread' in item ? <UnreadBadge count={inboxStore.total} /> : null}
          </View>
          <Text className='bottom-nav__label'>{t(item.label)}</Text>
        </View>
      ))}
    </View>
  )
}

export default observer(BottomNav)
