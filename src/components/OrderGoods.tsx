import { View, Text, Image } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import type { GoodsSummary, OrderSummary } from '../../contract/types'
import { assetUrl } from '../api/request'
import { thumbUrl } from '../../contract/images'
import { t } from '../locales'
import '../locales/order'
import { formatFen } from '../utils/format'
import './OrderGoods.scss'

interface Props {
  goods: GoodsSummary
  /** the order it is shown for: its amount replaces the listing's price (a rental shows its rent, 租金) */
  order?: Pick<OrderSummary, 'price' | 'kind'>
  onClick?: () => void
}

/** The listing an order is about: cover, title, game and region, and what the order charges for it. */
function OrderGoods({ goods, order, onClick }: Props) {
  const rental = order?.kind === 'rental'
  return (
    <View className='order-goods' onClick={onClick}>
      <Image className='order-goods__cover' src={thumbUrl(assetUrl(goods.cover))} mode='aspectFit' />
      <View className='order-goods__info'>
        <Text className='order-goods__title'>{goods.title}</Text>
        <Text className='order-goods__meta'>{goods.gameName + (goods.region ? ' · ' + goods.region : '')}</Text>
        <Text className='order-goods__no'>{goods.goodsNo}</Text>
      </View>
      <View className='order-goods__amount'>
        {rental ? <Text className='order-goods__label'>{t('order.rent')}</Text> : null}
        <Text className={'order-goods__price' + (rental ? ' order-goods__price--rent' : '')}>{formatFen(order ? order.price : goods.price)}</Text>
      </View>
    </View>
  )
}

export default observer(OrderGoods)
