import { View, Text } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { t, type MessageKey } from '../locales'
import '../locales/order'
import { formatFen } from '../utils/format'
import type { OrderAmounts } from '../utils/orderTotal'
import './AmountRows.scss'

export interface ExtraAmount {
  label: string
  amount: number
  className?: string
}

const ROWS: { key: keyof OrderAmounts; label: MessageKey; minus?: boolean; always?: boolean }[] = [
  { key: 'price', label: 'order.price', always: true },
  { key: 'compensationFee', label: 'order.compensationFee' },
  { key: 'serviceFee', label: 'order.serviceFee', always: true },
  { key: 'couponDiscount', label: 'order.couponDiscount', minus: true },
  { key: 'redPacketDiscount', label: 'order.redPacketDiscount', minus: true },
]

/**
 * An order's money: price (a rental's rent, 租金), fees and discounts, the total, then any `extra` rows (wallet part,
 * proceeds).
 */
function AmountRows({ amounts, extra = [], rental = false }: { amounts: OrderAmounts; extra?: ExtraAmount[]; rental?: boolean }) {
  return (
    <View className='amount-rows'>
      {ROWS.filter((r) => r.always || amounts[r.key] > 0).map((r) => (
        <View key={r.key} className={'amount-row amount-row--' + r.key}>
          <Text className='amount-row__label'>{t(rental && r.key === 'price' ? 'order.rent' : r.label)}</Text>
          <Text className={'amount-row__value' + (r.minus ? ' amount-row__value--minus' : '')}>
            {(r.minus ? '-' : '') + formatFen(amounts[r.key])}
          </Text>
        </View>
      ))}
      <View className='amount-row amount-row--total'>
        <Text className='amount-row__label'>{t('order.total')}</Text>
        <Text className='amount-row__value amount-total'>{formatFen(amounts.total)}</Text>
      </View>
      {extra.map((e) => (
        <View key={e.label} className={'amount-row amount-row--extra ' + (e.className ?? '')}>
          <Text className='amount-row__label'>{e.label}</Text>
          <Text className='amount-row__value'>{formatFen(e.amount)}</Text>
        </View>
      ))}
    </View>
  )
}

export default observer(AmountRows)
