import { View, Text } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { t, type MessageKey } from '../../../locales'
import { routeByName, type RouteName } from '../../../routes'
import { useStores } from '../../../stores'
import { usePageTitle } from '../../../utils/hooks'
import { navigateTo } from '../../../utils/nav'
import './index.scss'
import '../../../locales/service'

/** The services in display order; a title key only where the service's name differs from its screen's title. */
const SERVICES: { route: RouteName; titleKey?: MessageKey }[] = [
  { route: 'security', titleKey: 'service.list.security' },
  { route: 'baopei' },
  { route: 'heihao' },
  { route: 'FraudPrevention' },
  { route: 'sale' },
  { route: 'sell', titleKey: 'service.list.sell' },
  { route: 'hire' },
  { route: 'contactkefu' },
  { route: 'bangzhu' },
  { route: 'cooperate' },
]

/** 平台服务: every service of the platform as a card that opens its screen. */
function FuwuListsPage() {
  usePageTitle('FuwuLists')
  const { locale } = useStores()
  return (
    <View className='page page--plain fuwu-page'>
      <Text className='fuwu-intro'>{t('service.list.intro')}</Text>
      <View className='fuwu-grid'>
        {SERVICES.map(({ route, titleKey }) => {
          const title = titleKey ? t(titleKey) : routeByName(route).title[locale.locale]
          return (
            <View key={route} className={'fuwu-card fuwu-' + route} onClick={() => void navigateTo(route)}>
              <Text className='fuwu-card__badge'>{Array.from(title)[0]}</Text>
              <Text className='fuwu-card__title'>{title}</Text>
              <Text className='fuwu-card__desc'>{t(('service.list.desc.' + route) as MessageKey)}</Text>
            </View>
          )
        })}
      </View>
    </View>
  )
}

export default observer(FuwuListsPage)
