import { View, Text } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import type { PaymentInfo } from '../../../../contract/types'
import { t } from '../../../locales'
import { formatDate } from '../../../utils/date'
import { formatFen } from '../../../utils/format'
import '../../../locales/payment'
import '../../../locales/order'

/** The sandbox payment provider's page, shown inside the pay screen: what is paid, and the buyer's "pay" button. */
export default function SandboxCashier({ payment, busy, onConfirm }: { payment: PaymentInfo; busy: boolean; onConfirm: () => void }) {
  return (
    <View className='card sandbox-cashier'>
      <View className='sandbox-cashier__head'>
        <Text className='sandbox-cashier__badge'>{t('payment.sandboxBadge')}</Text>
        <Text className='sandbox-cashier__title'>{t('pay.sandboxTitle')}</Text>
      </View>
      <Text className='sandbox-cashier__note'>{t('pay.sandboxNote')}</Text>
      <Text className='sandbox-cashier__amount'>{formatFen(payment.amount)}</Text>
      {payment.walletAmount > 0 ? (
        <Text className='sandbox-cashier__held'>{t('payment.holdNote', { amount: formatFen(payment.walletAmount) })}</Text>
      ) : null}
      <View className='sandbox-cashier__row'>
        <Text className='muted'>{t('pay.subject')}</Text>
        <Text className='sandbox-cashier__subject'>{payment.subject}</Text>
      </View>
      <View className='sandbox-cashier__row'>
        <Text className='muted'>{t('pay.paymentNo')}</Text>
        <Text className='sandbox-cashier__no'>{payment.paymentNo}</Text>
      </View>
      <Text className='muted sandbox-cashier__before'>{t('pay.payBefore', { time: formatDate(payment.expiresAt, true) })}</Text>
      <Button type='primary' block className='sandbox-confirm' loading={busy} onClick={onConfirm}>
        {t('pay.confirm') + ' ' + formatFen(payment.amount)}
      </Button>
    </View>
  )
}
