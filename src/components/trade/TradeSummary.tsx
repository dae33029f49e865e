import { View, Text } from '@tarojs/components'
import { ArrowDown, ArrowUp } from '@nutui/icons-react-taro'
import { observer } from 'mobx-react-lite'
import { t } from '../../locales'
import { formatFen } from '../../utils/format'
import { disputeOpen, disputeStatusText, handoverProgress } from './tradeState'
import type { TradeState } from './useTrade'
import './TradePanel.scss'
import '../../locales/orderTrade'
import '../../locales/trade'

interface Props {
  state: TradeState
  orderNo: string
  /** what the order is about in money: what the buyer paid once a dispute says so, else the listing's price */
  price: number
  expanded: boolean
  onToggle: () => void
}

/** where the trade stands in a few words: an open dispute first, then the handover, then a closed dispute */
function stepLine({ handover, dispute }: TradeState): { text: string; tone: 'wait' | 'done' } {
  const afterSale = (status: Parameters<typeof disputeStatusText>[0]) => t('orderTrade.afterSale') + ' · ' + disputeStatusText(status)
  if (dispute && disputeOpen(dispute.status)) return { text: afterSale(dispute.status), tone: 'wait' }
  if (handover && !handover.completedAt) {
    const { confirmed, total } = handoverProgress(handover.steps)
    return { text: t('trade.sum.handover', { n: confirmed, m: total }), tone: 'wait' }
  }
  if (dispute) return { text: afterSale(dispute.status), tone: 'done' }
  return { text: t('trade.sum.handoverDone'), tone: 'done' }
}

/**
 * The trade room's compact summary of an order's trade, kept above the conversation: the step it is at, the order
 * number and the amount. Tapping it shows (or hides) the full checklist and dispute cards in the conversation.
 */
function TradeSummary({ state, orderNo, price, expanded, onToggle }: Props) {
  const step = stepLine(state)
  const amount = state.dispute ? state.dispute.paidTotal : price
  return (
    <View className={'trade-summary' + (expanded ? ' trade-summary--open' : '')} onClick={onToggle} aria-expanded={expanded} role='button'>
      <View className='trade-summary__body'>
        <Text className={'trade-summary__step trade-summary__step--' + step.tone}>{step.text}</Text>
        <View className='trade-summary__line'>
          <Text className='trade-summary__no'>{t('trade.sum.orderNo', { no: orderNo })}</Text>
          <Text className='trade-summary__amount'>{formatFen(amount)}</Text>
        </View>
      </View>
      <View className='trade-summary__toggle'>
        <Text>{expanded ? t('trade.sum.collapse') : t('trade.sum.expand')}</Text>
        {/* where the cards go: down into the conversation to open them, up to close them */}
        {expanded ? <ArrowUp className='trade-summary__chevron' /> : <ArrowDown className='trade-summary__chevron' />}
      </View>
    </View>
  )
}

export default observer(TradeSummary)
