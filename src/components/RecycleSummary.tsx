import { View, Text } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { observer } from 'mobx-react-lite'
import type { RecycleRequest } from '../../contract/types'
import { t, type MessageKey } from '../locales'
import '../locales/order'
import { formatFen } from '../utils/format'
import { formatDate } from '../utils/date'
import { navigateTo } from '../utils/nav'
import RecycleStatusTag from './RecycleStatusTag'
import './RecycleSummary.scss'
import '../locales/recycle'

function Row({ label, value, name }: { label: string; value: string; name: string }) {
  return (
    <View className={'recycle-kv recycle-kv--' + name}>
      <Text className='recycle-kv__k'>{label}</Text>
      <Text className='recycle-kv__v'>{value}</Text>
    </View>
  )
}

/** A request as its owner sees it on its own page: the figures, the agreed quote and the way to its order. */
function RecycleSummary({ request: r }: { request: RecycleRequest }) {
  const agreed = r.acceptedQuote && (r.status === 'accepted' || r.status === 'completed') ? r.acceptedQuote : null
  return (
    <View className='card recycle-summary'>
      <View className='recycle-summary__head'>
        <Text className='recycle-summary__title'>{r.title}</Text>
        <RecycleStatusTag request={r} />
      </View>
      <Row name='no' label={t('recycle.field.requestNo')} value={r.requestNo} />
      <Row name='game' label={t('recycle.field.game')} value={[r.gameName, r.region].filter(Boolean).join(' · ')} />
      <Row name='expected' label={t('recycle.card.expected')} value={formatFen(r.expectedPrice)} />
      <Row name='count' label={t('recycle.card.count')} value={String(r.quoteCount)} />
      <Row name='best' label={t('recycle.card.best')} value={r.bestQuote === null ? t('recycle.card.noQuote') : formatFen(r.bestQuote)} />
      <Row name='created' label={t('recycle.field.createdAt')} value={formatDate(r.createdAt, true)} />
      {agreed ? (
        <View className='recycle-summary__deal'>
          <Text className='recycle-summary__agreed'>{t('recycle.card.agreed', { amount: formatFen(agreed.amount), name: agreed.merchantName })}</Text>
          {r.orderId ? (
            <View className='recycle-summary__order'>
              <Text className='muted'>
                {r.orderStatus ? t('recycle.field.orderStatus', { status: t(('order.status.' + r.orderStatus) as MessageKey) }) : ''}
              </Text>
              <Button size='small' type='primary' fill='outline' className='recycle-order-btn' onClick={() => void navigateTo('orderDetail', { id: r.orderId })}>
                {t('recycle.viewOrder')}
              </Button>
            </View>
          ) : null}
        </View>
      ) : null}
    </View>
  )
}

export default observer(RecycleSummary)
