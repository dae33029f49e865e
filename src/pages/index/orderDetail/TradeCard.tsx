import { View, Text } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import type { OrderDetail } from '../../../../contract/types'
import { disputeStatusText, handoverProgress, outcomeText } from '../../../components/trade/tradeState'
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
 * The order's trade-room side in short: handover progress and the dispute's state, each leading into the room
 * where they are handled, and (for the buyer) the seller with a link to their page.
 */
function TradeCard({ order, info }: { order: OrderDetail; info: TradeInfo }) {
  const { handover, dispute, seller } = info
  if (!handover && !dispute && !seller) return null
  const toRoom = order.roomId ? () => void navigateTo('room', { orderId: order.id }) : undefined
  const progress = handover ? handoverProgress(handover.steps) : null
  return (
    <View className='card trade-card-summary'>
      {handover && progress ? (
        <Row
          name='handover'
          label={t('orderTrade.handover')}
          value={handover.completedAt ? t('orderTrade.handoverDone') : t('orderTrade.handoverSteps', { n: progress.confirmed, m: progress.total })}
          link={toRoom ? t('orderTrade.toRoom') : undefined}
          onClick={toRoom}
        />
      ) : null}
      {dispute ? (
        <Row
          name='dispute'
          label={t('orderTrade.afterSale')}
          value={disputeStatusText(dispute.status) + (dispute.outcome ? ' · ' + outcomeText(dispute.outcome) : '')}
          link={toRoom ? t('orderTrade.toRoom') : undefined}
          onClick={toRoom}
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
  )
}

export default observer(TradeCard)
