import { View, Text, Image } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { thumbUrl } from '../../../../contract/images'
import { listPromotions, listRecentDeals } from '../../../api/goods'
import HomeFeed from '../../../components/HomeFeed'
import { t } from '../../../locales'
import { useStores } from '../../../stores'
import { formatFen } from '../../../utils/format'
import { imgAlt } from '../../../utils/imgAlt'
import { useLoad } from '../../../utils/hooks'
import { navigateTo } from '../../../utils/nav'
import { openLink } from './openLink'

/** Home under its first screen: the featured promotions, the latest deals and 猜你喜欢. */
const HomeLower = observer(function HomeLower() {
  const { locale } = useStores()
  const featured = useLoad(() => listPromotions('featured'), [locale.locale])
  const deals = useLoad(() => listRecentDeals(1, 6), [locale.locale])
  return (
    <>
      {featured.data && featured.data.length > 0 ? (
        <>
          <View className='section-title'>{t('home.featured')}</View>
          <View className='featured'>
            {featured.data.map((f) => (
              <View key={f.id} className='featured__item' onClick={() => openLink(f.link)}>
                {/* the whole artwork at its own shape (its title bar included), never cropped to a fixed box */}
                <Image className='featured__img' src={f.image} mode='widthFix' lazyLoad {...imgAlt('')} />
                <Text className='featured__title'>{f.title}</Text>
                {f.subtitle ? <Text className='featured__sub'>{f.subtitle}</Text> : null}
              </View>
            ))}
          </View>
        </>
      ) : null}

      {deals.data && deals.data.rows.length > 0 ? (
        <>
          <View className='section-title section-title--row'>
            <Text>{t('home.recentDeals')}</Text>
            <Text className='section-title__more' onClick={() => void navigateTo('finish')}>
              {t('home.more')} ›
            </Text>
          </View>
          <View className='deals-strip'>
            {deals.data.rows.map((d) => (
              <View key={d.orderNo} className='deals-strip__item' onClick={() => void navigateTo('goodDetail', { id: d.goodsId })}>
                <Image className='deals-strip__img' src={thumbUrl(d.cover)} mode='aspectFit' lazyLoad {...imgAlt('')} />
                <Text className='deals-strip__title'>{d.title}</Text>
                <Text className='deals-strip__price'>{formatFen(d.price)}</Text>
                <Text className='deals-strip__buyer'>{t('home.dealBuyer', { buyer: d.buyer })}</Text>
              </View>
            ))}
          </View>
        </>
      ) : null}

      <HomeFeed />
    </>
  )
})

export default HomeLower
