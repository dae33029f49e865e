import { View, Text } from '@tarojs/components'
import { Badge, Button } from '@nutui/nutui-react-taro'
import { observer } from 'mobx-react-lite'
import type { OrderSummary } from '../../contract/types'
import { t, type MessageKey } from '../locales'
import '../locales/order'
import '../locales/chat'
import { chatStore } from '../stores/chat'
import { formatFen } from '../utils/format'
import { formatDate } from '../utils/date'
import { navigateTo } from '../utils/nav'
import { formatSeconds, useSecondsLeft } from '../utils/useSecondsLeft'
import OrderGoods from './OrderGoods'
import './OrderCard.scss'
import '../locales/rent'

/** A rental's line: its length, then the time left while it runs or when it ended. */
function RentalLine({ order }: { order: OrderSummary }) {
  const rental = order.rental
  const left = useSecondsLeft(order.status === 'delivered' ? rental?.end : null)
  if (!rental) return null
  const length = t(rental.unit === 'day' ? 'rent.qty.day' : 'rent.qty.hour', { n: rental.quantity })
  const when =
    order.status === 'delivered' && left > 0
      ? t('rent.order.left', { time: formatSeconds(left) })
      : rental.end && order.status === 'completed'
        ? t('rent.card.endedAt', { time: formatDate(rental.end, true) })
        : ''
  return (
    <View className='order-card__rental'>
      <Text>{t('rent.card.length', { length })}</Text>
      {when ? <Text className='order-card__rental-left'>{when}</Text> : null}
    </View>
  )
}

/**
 * The way into the order's trade room (from payment on), with its unread count: as the card was loaded, or lower
 * once the room has been read meanwhile (the chat store knows the room then).
 */
const RoomButton = observer(function RoomButton({ order, roomId }: { order: OrderSummary; roomId: number }) {
  const unread = chatStore.room(roomId)?.unread ?? order.unread
  const button = (
    <Button
      size='small'
      fill='outline'
      type='primary'
      className='order-card__room room-btn'
      onClick={(e) => {
        // the card itself opens the order
        e.stopPropagation()
        void navigateTo('room', { id: roomId })
      }}
    >
      {t(order.role === 'buyer' ? 'chat.contactSeller' : 'chat.enterRoom')}
    </Button>
  )
  return (
    <View className='order-card__actions'>
      {unread > 0 ? (
        <Badge value={unread} max={99} className='order-card__unread'>
          {button}
        </Badge>
      ) : (
        button
      )}
    </View>
  )
})

/**
 * One order in "my orders": number, status, the listing (a rental's period), and the money: what the buyer pays in
 * all, or for the seller what they receive (the price less the seller fee); opens the order.
 */
function OrderCard({ order }: { order: OrderSummary }) {
  return (
    <View className={'card order-card order-card--' + order.status} onClick={() => void navigateTo('orderDetail', { id: order.id })}>
      <View className='order-card__head'>
        <Text className='order-card__no'>
          {order.kind === 'rental' ? <Text className='order-card__tag'>{t('rent.card.tag')}</Text> : null}
          {order.orderNo}
        </Text>
        <Text className={'order-status order-status--' + order.status}>{t(('order.status.' + order.status) as MessageKey)}</Text>
      </View>
      <OrderGoods goods={order.goods} order={order} />
      {order.kind === 'rental' ? <RentalLine order={order} /> : null}
      <View className='order-card__foot'>
        <Text className='muted'>{formatDate(order.createdAt, true)}</Text>
        {order.role === 'seller' ? (
          <Text className='order-card__total order-card__proceeds'>
            {t('order.youReceive')} <Text className='order-card__amount'>{formatFen(order.sellerProceeds)}</Text>
          </Text>
        ) : (
          <Text className='order-card__total'>
            {t('order.total')} <Text className='order-card__amount'>{formatFen(order.total)}</Text>
          </Text>
        )}
      </View>
      {order.roomId !== null ? <RoomButton order={order} roomId={order.roomId} /> : null}
    </View>
  )
}

export default observer(OrderCard)
