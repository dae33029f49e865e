import { View, Text, Image } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { listRecentDeals } from '../../../api/goods'
import PagedList from '../../../components/PagedList'
import { t } from '../../../locales'
import '../../../locales/catalog'
import { useStores } from '../../../stores'
import { formatFen } from '../../../utils/format'
import { formatDate } from '../../../utils/date'
import { usePageTitle } from '../../../utils/hooks'
import { navigateTo } from '../../../utils/nav'
import { usePagedList } from '../../../utils/usePagedList'
import './index.scss'

/** The latest completed sales (buyers masked), newest first. */
function FinishPage() {
  usePageTitle('finish')
  const { locale } = useStores()
  const list = usePagedList(listRecentDeals, [locale.locale])
  return (
    <View className='page page--plain deals'>
      <PagedList
        list={list}
        keyOf={(d) => d.orderNo}
        emptyText={t('list.dealsEmpty')}
        renderItem={(d) => (
          <View className='deal' onClick={() => void navigateTo('goodDetail', { id: d.goodsId })}>
            <Image className='deal__img' src={d.cover} mode='aspectFit' />
            <View className='deal__body'>
              <Text className='deal__title'>{d.title}</Text>
              <Text className='deal__meta'>
                {d.gameName} · {t('home.dealBuyer', { buyer: d.buyer })}
              </Text>
              <View className='deal__bottom'>
                <Text className='deal__price'>{formatFen(d.price)}</Text>
                <Text className='deal__time'>{formatDate(d.completedAt, true)}</Text>
              </View>
            </View>
          </View>
        )}
      />
    </View>
  )
}

export default observer(FinishPage)
