import { View, Text } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import type { OrderSummary } from '../../contract/types'
import { t, type MessageKey } from '../locales'
import { formatDate, formatFen } from '../utils/format'
import { navigateTo } from '../utils/nav'
import OrderGoods from './OrderGoods'
import './OrderCard.scss'

/** One order in "my orders": number, status, the listing, the total; opens the order. */
function OrderCard({ order }: { order: OrderSummary }) {
  return (
    <View className={'card order-card order-card--' + order.status} onClick={() => void navigateTo('orderDetail', { id: order.id })}>
      <View className='order-card__head'>
        <Text className='order-card__no'>{order.orderNo}</Text>
        <Text className={'order-status order-status--' + order.status}>{t(('order.status.' + order.status) as MessageKey)}</Text>
      </View>
      <OrderGoods goods={order.goods} />
      <View className='order-card__foot'>
        <Text className='muted'>{formatDate(order.createdAt, true)}</Text>
        <Text className='order-card__total'>
          {t('order.total')} <Text className='order-card__amount'>{formatFen(order.total)}</Text>
        </Text>
      </View>
    </View>
  )
}

export default observer(OrderCard)
