import { View, Text } from '@tarojs/components'
import type { WalletItem } from '../../../../contract/wallet'
import { t, type MessageKey } from '../../../locales'
import '../../../locales/payout'
import { formatFen } from '../../../utils/format'
import { formatDate } from '../../../utils/date'
import { navigateTo } from '../../../utils/nav'

/** what ends an item, with its date when the server knows one */
function endText(item: WalletItem): string {
  if (item.kind === 'payment') return t('payout.end.payment', { time: formatDate(item.endsAt, true) })
  if (item.kind === 'settlement') return item.endsAt ? t('payout.end.settlement', { time: formatDate(item.endsAt, true) }) : t('payout.end.settlementOpen')
  return t(('payout.end.' + item.kind) as MessageKey)
}

const BUCKET_LABEL: Record<WalletItem['bucket'], MessageKey> = { held: 'payout.held', settling: 'payout.settling', withdrawing: 'payout.withdrawing' }

/** opens what the item belongs to: its order (where its dispute, claim or payment is), or the withdrawal records */
function open(item: WalletItem): void {
  if (item.orderId !== null) void navigateTo('orderDetail', { id: item.orderId })
  else void navigateTo('withdrawals')
}

function ItemRow({ item }: { item: WalletItem }) {
  const ref = item.orderNo ? t('payout.item.order', { no: item.orderNo }) : item.withdrawalNo ? t('payout.item.withdrawalNo', { no: item.withdrawalNo }) : ''
  return (
    <View className={'wallet-item wallet-item--' + item.kind} onClick={() => open(item)}>
      <View className='wallet-item__main'>
        <Text className={'wallet-item__bucket wallet-item__bucket--' + item.bucket}>{t(BUCKET_LABEL[item.bucket])}</Text>
        <Text className='wallet-item__reason'>{t(('payout.item.' + item.kind) as MessageKey)}</Text>
        <Text className='wallet-item__amount'>{formatFen(item.amount)}</Text>
      </View>
      <Text className='wallet-item__end'>{endText(item)}</Text>
      <Text className='wallet-item__ref link'>{ref} ›</Text>
    </View>
  )
}

/**
 * What the wallet's settling, held and withdrawing figures are made of, one row per order, dispute or withdrawal:
 * why it is not free, what ends it, and the way to the page it belongs to. Nothing when every amount is free.
 */
export default function WalletItems({ items }: { items: WalletItem[] }) {
  if (items.length === 0) return null
  return (
    <>
      <View className='section-title wallet-items__title'>{t('payout.pendingTitle')}</View>
      <View className='card card--list wallet-items'>
        {items.map((item, i) => (
          <ItemRow key={item.kind + ':' + (item.orderId ?? item.withdrawalNo ?? i)} item={item} />
        ))}
        <Text className='wallet-items__note'>{t('payout.pendingNote')}</Text>
      </View>
    </>
  )
}
