import { View, Text } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { observer } from 'mobx-react-lite'
import type { RouteName } from '../../../routes'
import { listRecentRecycles } from '../../../api/recycle'
import PagedList from '../../../components/PagedList'
import RecycleSteps from '../../../components/RecycleSteps'
import { t, type MessageKey } from '../../../locales'
import { useStores } from '../../../stores'
import { formatFen } from '../../../utils/format'
import { formatDate } from '../../../utils/date'
import { usePageTitle } from '../../../utils/hooks'
import { navigateTo } from '../../../utils/nav'
import { usePagedList } from '../../../utils/usePagedList'
import './index.scss'
import '../../../locales/recycle'

const SAFETY = ['escrow', 'merchant', 'secret'] as const

/** The seller's own recycling pages and the merchant centre (each asks for login itself). */
const LINKS: { name: RouteName; label: MessageKey }[] = [
  { name: 'myJingjiahuishou', label: 'recycle.myList' },
  { name: 'Myevaluation', label: 'recycle.myEvaluations' },
  { name: 'shanghu', label: 'recycle.merchantCentre' },
]

/** Account recycling, public: how it works, why it is safe, the way in, and the latest completed recycles. */
function SalePage() {
  usePageTitle('sale')
  const { locale } = useStores()
  const list = usePagedList(listRecentRecycles, [locale.locale])

  return (
    <View className='page page--plain sale-page'>
      <View className='sale-hero'>
        <Text className='sale-hero__title'>{t('recycle.sale.title')}</Text>
        <Text className='sale-hero__sub'>{t('recycle.sale.subtitle')}</Text>
        {/* jingjiahuishou asks for login itself and comes back to the form after it */}
        <Button type='primary' className='sale-start' onClick={() => void navigateTo('jingjiahuishou')}>
          {t('recycle.start')}
        </Button>
        <View className='sale-links'>
          {LINKS.map((l) => (
            <Text key={l.name} className={'sale-link sale-link--' + l.name} onClick={() => void navigateTo(l.name)}>
              {t(l.label)}
            </Text>
          ))}
        </View>
      </View>

      <View className='card'>
        <Text className='card-title'>{t('recycle.sale.how')}</Text>
        <RecycleSteps />
      </View>

      <View className='card'>
        <Text className='card-title'>{t('recycle.sale.safe')}</Text>
        {SAFETY.map((k) => (
          <View key={k} className={'sale-safe sale-safe--' + k}>
            <Text className='sale-safe__title'>{t(('recycle.safe.' + k) as MessageKey)}</Text>
            <Text className='sale-safe__text'>{t(('recycle.safe.' + k + 'Desc') as MessageKey)}</Text>
          </View>
        ))}
      </View>

      <Text className='section-title sale-recent-title'>{t('recycle.sale.recent')}</Text>
      <PagedList
        list={list}
        keyOf={(r) => r.requestNo}
        emptyText={t('recycle.sale.recentEmpty')}
        renderItem={(r) => (
          <View className='sale-recent'>
            <View className='sale-recent__main'>
              <Text className='sale-recent__title'>{r.title}</Text>
              <Text className='sale-recent__meta'>
                {r.gameName} · {t('recycle.sale.merchant', { name: r.merchantName })}
              </Text>
            </View>
            <View className='sale-recent__side'>
              <Text className='sale-recent__amount'>{formatFen(r.amount)}</Text>
              <Text className='sale-recent__time'>{formatDate(r.completedAt)}</Text>
            </View>
          </View>
        )}
      />
    </View>
  )
}

export default observer(SalePage)
