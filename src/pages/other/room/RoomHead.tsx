import { View, Text, Image } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import type { RoomSummary } from '../../../../contract/trade'
import { assetUrl } from '../../../api/request'
import { t, type MessageKey } from '../../../locales'
import { formatFen } from '../../../utils/format'
import { navigateTo } from '../../../utils/nav'
import '../../../locales/chat'
import '../../../locales/order'
import InspectionLink from '../../../components/trade/InspectionLink'

/**
 * The room's head: the listing (cover, title, price); for an order room its number, status and a link to the order,
 * for a pre-sale room a link to the listing; staff see both parties. Under it the banner that links a pre-sale
 * room and the order room that followed it, both ways.
 */
function RoomHead({ room }: { room: RoomSummary }) {
  const order = room.kind === 'order' && room.orderId !== null
  const openGoods = () => void navigateTo('goodDetail', { id: room.goods.id })
  return (
    <View className='room-top'>
      <View className='room-head'>
        <Image className='room-head__cover' src={assetUrl(room.goods.cover)} mode='aspectFit' onClick={openGoods} />
        <View className='room-head__body'>
          <Text className='room-head__title' onClick={openGoods}>
            {room.kind === 'presale' ? <Text className='room-head__tag'>{t('chat.presaleTag')}</Text> : null}
            {room.goods.title}
          </Text>
          <View className='room-head__line'>
            <Text className='room-head__price'>{formatFen(room.goods.price)}</Text>
            {order && room.orderStatus ? (
              <Text className={'room-head__status order-status order-status--' + room.orderStatus}>
                {t(('order.status.' + room.orderStatus) as MessageKey)}
              </Text>
            ) : null}
          </View>
          {order ? (
            <View className='room-head__line'>
              <Text className='room-head__no'>{t('chat.orderNo', { no: room.orderNo ?? '' })}</Text>
              <Text className='room-head__link view-order' onClick={() => void navigateTo('orderDetail', { id: room.orderId! })}>
                {t('chat.viewOrder')}
              </Text>
            </View>
          ) : (
            <View className='room-head__line room-head__line--end'>
              <Text className='room-head__link view-goods' onClick={openGoods}>
                {t('chat.viewGoods')}
              </Text>
            </View>
          )}
          {room.myRole === 'staff' ? (
            <Text className='room-head__parties'>{t('chat.rooms.parties', { buyer: room.buyer.nickname, seller: room.seller.nickname })}</Text>
          ) : null}
        </View>
      </View>
      <InspectionLink goodsId={room.goods.id} />
      {room.kind === 'presale' ? (
        <View className='room-banner presale-banner'>
          <Text className='room-banner__text'>{t('chat.presaleBanner')}</Text>
          {room.orderRoomId ? (
            <Text className='room-banner__link to-order-room' onClick={() => void navigateTo('room', { id: room.orderRoomId! })}>
              {t('chat.toOrderRoom')}
            </Text>
          ) : null}
        </View>
      ) : room.presaleRoomId ? (
        <View className='room-banner room-banner--link'>
          <Text className='room-banner__link to-presale-room' onClick={() => void navigateTo('room', { id: room.presaleRoomId! })}>
            {t('chat.toPresaleRoom')}
          </Text>
        </View>
      ) : null}
    </View>
  )
}

export default observer(RoomHead)
