import { View, Text } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { observer } from 'mobx-react-lite'
import type { MerchantTrade } from '../../../../contract/types'
import { listTrades } from '../../../api/recycle'
import PagedList from '../../../components/PagedList'
import RecycleStatusTag from '../../../components/RecycleStatusTag'
import { t, type MessageKey } from '../../../locales'
import '../../../locales/order'
import { useStores } from '../../../stores'
import { formatFen } from '../../../utils/format'
import { formatDate } from '../../../utils/date'
import { navigateTo } from '../../../utils/nav'
import { usePagedList } from '../../../utils/usePagedList'
import '../../../locales/recycle'

function TradeRow({ trade: tr }: { trade: MerchantTrade }) {
  const toPay = tr.orderStatus === 'pending_payment'
  return (
    <View className='card trade'>
      <View className='trade__head'>
        <Text className='trade__title'>{tr.title}</Text>
        <RecycleStatusTag quote={tr.quote.status} />
      </View>
      <Text className='trade__sub'>{tr.gameName + ' · ' + tr.requestNo}</Text>
      <View className='trade__row'>
        <Text className='muted'>{t('recycle.trade.amount')}</Text>
        <Text className='trade__amount'>{formatFen(tr.quote.amount)}</Text>
      </View>
      {tr.orderStatus ? (
        <View className='trade__row'>
          <Text className='muted'>{t('recycle.trade.order')}</Text>
          <Text className='trade__order-status'>{t(('order.status.' + tr.orderStatus) as MessageKey)}</Text>
        </View>
      ) : null}
      {tr.sellerContact ? (
        <View className='trade__row'>
          <Text className='muted'>{t('recycle.trade.contact')}</Text>
          <Text className='trade__contact' userSelect>
            {tr.sellerContact}
          </Text>
        </View>
      ) : null}
      {tr.quote.status === 'lapsed' ? <Text className='trade__lapsed'>{t('recycle.trade.lapsed')}</Text> : null}
      <View className='trade__foot'>
        <Text className='muted'>{t('recycle.quotes.at', { time: formatDate(tr.quote.updatedAt, true) })}</Text>
        {tr.orderId && tr.quote.status !== 'lapsed' ? (
          <Button
            size='small'
            type={toPay ? 'primary' : 'default'}
            className={toPay ? 'trade-pay-btn' : 'trade-order-btn'}
            onClick={() => void navigateTo('orderDetail', { id: tr.orderId })}
          >
            {t(toPay ? 'recycle.trade.pay' : 'recycle.viewOrder')}
          </Button>
        ) : null}
      </View>
    </View>
  )
}

/** The merchant's accepted quotes: what to pay, the seller's contact, and the order. */
function MerchantTrades() {
  const { locale } = useStores()
  const list = usePagedList(listTrades, [locale.locale])
  return <PagedList list={list} keyOf={(tr) => tr.quote.id} emptyText={t('recycle.merchant.tradesEmpty')} renderItem={(tr) => <TradeRow trade={tr} />} />
}

export default observer(MerchantTrades)
