import { View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import type { RoomRole } from '../../../contract/trade'
import PageState from '../PageState'
import DisputeCard from './DisputeCard'
import HandoverCard from './HandoverCard'
import { useTrade, type Trade } from './useTrade'
import './TradePanel.scss'

export interface TradePanelProps {
  orderId: number
  /** the caller's place in the order's room (RoomSummary.myRole) */
  myRole: RoomRole
  /** called after the caller changed something here (a step, the dispute, a refund): the host reloads its order */
  onChanged?: () => void
  /**
   * bump it to make the panel fetch again, e.g. when a system message arrives in the room (someone else marked a
   * step, answered or decided)
   */
  refreshKey?: number
  /**
   * the order's status when the host knows it (RoomSummary.orderStatus): step actions are offered only while it
   * is 'handover'; without it, until the handover is complete
   */
  orderStatus?: string | null
}

export interface TradeCardsProps {
  trade: Trade
  myRole: RoomRole
  /** the order's listing: the handover checklist links its official inspection report */
  goodsId?: number
  orderStatus?: string | null
}

/**
 * The cards of an order's trade (useTrade): the handover (换绑) checklist with each side's buttons and the start
 * deadline, and the dispute with its forms. Nothing for an order with neither; a failed load that trying again can
 * mend offers the retry.
 */
export const TradeCards = observer(function TradeCards({ trade, myRole, orderStatus, goodsId }: TradeCardsProps) {
  const { data, error, retryable, reload, busy, run } = trade
  if (!data) return error && retryable ? <PageState error={error} onRetry={() => void reload()} /> : null
  const { handover, dispute } = data
  if (!handover && !dispute) return null
  const active = !!handover && !handover.completedAt && (orderStatus == null || orderStatus === 'handover')
  return (
    <View className='trade-panel'>
      {handover ? <HandoverCard handover={handover} myRole={myRole} active={active} busy={busy} run={run} goodsId={goodsId} /> : null}
      {dispute ? <DisputeCard dispute={dispute} myRole={myRole} busy={busy} run={run} /> : null}
    </View>
  )
})

/**
 * The order side of a trade on its own: fetches the handover and dispute itself (again when `refreshKey` changes
 * and after each action) and shows their cards. The room page uses useTrade and TradeCards directly, to put a
 * summary of the same state above its conversation.
 */
function TradePanel({ orderId, myRole, onChanged, refreshKey, orderStatus }: TradePanelProps) {
  const trade = useTrade(orderId, refreshKey, onChanged)
  return <TradeCards trade={trade} myRole={myRole} orderStatus={orderStatus} />
}

export default observer(TradePanel)
