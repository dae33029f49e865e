import { View, Text, Image } from '@tarojs/components'
import type { GoodsSummary } from '../../contract/types'
import { assetUrl } from '../api/request'
import { formatFen } from '../utils/format'
import './OrderGoods.scss'

/** The listing an order is about: cover, title, game and region, price. */
export default function OrderGoods({ goods, onClick }: { goods: GoodsSummary; onClick?: () => void }) {
  return (
    <View className='order-goods' onClick={onClick}>
      <Image className='order-goods__cover' src={assetUrl(goods.cover)} mode='aspectFit' />
      <View className='order-goods__info'>
        <Text className='order-goods__title'>{goods.title}</Text>
        <Text className='order-goods__meta'>{goods.gameName + (goods.region ? ' · ' + goods.region : '')}</Text>
        <Text className='order-goods__no'>{goods.goodsNo}</Text>
      </View>
      <Text className='order-goods__price'>{formatFen(goods.price)}</Text>
    </View>
  )
}
