import { View, Text } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import type { OrderDetail } from '../../../../contract/types'
import { disputeStatusText, handoverProgress, outcomeText } from '../../../components/trade/tradeState'
import RoomEntry from '../../../components/chat/RoomEntry'
import { t } from '../../../locales'
import { navigateTo } from '../../../utils/nav'
import type { TradeInfo } from './tradeInfo'
import '../../../locales/orderTrade'

function Row({ name, label, value, link, onClick }: { name: string; label: string; value: string; link?: string; onClick?: () => void }) {
  return (
    <View className={'trade-row trade-row--' + name} onClick={onClick}>
      <Text className='trade-row__label'>{label}</Text>
      <Text className='trade-row__value'>{value}</Text>
      {link ? <Text className='link trade-row__link'>{link + ' ›'}</Text> : null}
    </View>
  )
}

/**
 * The order's trade room on its page, one entry: 交易房间 with its unread count, then the handover progress and
 * the dispute's state (handled in the room, so they open it too) and, for the buyer, the seller with a link to
 * their page.
 */
function TradeCard({ order, info }: { order: OrderDetail; info: TradeInfo }) {
  const { handover, dispute, seller } = info
  const roomId = order.roomId
  const openRoom = roomId !== null ? () => void navigateTo('room', { id: roomId }) : undefined
  const summary = !!(handover || dispute || seller)
  if (!openRoom && !summary) return null
  const progress = handover ? handoverProgress(handover.steps) : null
  return (
    <View className='card trade-card'>
      {openRoom ? <RoomEntry unread={order.unread} onClick={openRoom} /> : null}
      {summary ? (
        <View className='trade-card-summary'>
          {handover && progress ? (
            <Row
              name='handover'
              label={t('orderTrade.handover')}
              value={handover.completedAt ? t('orderTrade.handoverDone') : t('orderTrade.handoverSteps', { n: progress.confirmed, m: progress.total })}
              onClick={openRoom}
            />
          ) : null}
          {dispute ? (
            <Row
              name='dispute'
              label={t('orderTrade.afterSale')}
              value={disputeStatusText(dispute.status) + (dispute.outcome ? ' · ' + outcomeText(dispute.outcome) : '')}
              onClick={openRoom}
            />
          ) : null}
          {seller ? (
            <Row
              name='seller'
              label={t('orderTrade.seller')}
              value={seller.nickname}
              link={t('orderTrade.sellerPage')}
              onClick={() => void navigateTo('seller', { id: seller.id })}
            />
          ) : null}
        </View>
      ) : null}
    </View>
  )
}

export default observer(TradeCard)
