import { View, Text } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { observer } from 'mobx-react-lite'
import type { OrderDetail } from '../../../../contract/types'
import { getOrder } from '../../../api/order'
import LoginPrompt from '../../../components/LoginPrompt'
import ResultHead from '../../../components/ResultHead'
import OrderGoods from '../../../components/OrderGoods'
import PageState from '../../../components/PageState'
import { t } from '../../../locales'
import '../../../locales/payment'
import '../../../locales/trade'
import { formatFen } from '../../../utils/format'
import { formatDate } from '../../../utils/date'
import { useLoad, usePageTitle, useQuery, useRequireLogin } from '../../../utils/hooks'
import { reLaunch, redirectTo } from '../../../utils/nav'
import './index.scss'

const PAID = ['paid', 'handover', 'delivered', 'completed', 'refunding', 'refunded']

function Row({ label, value, className }: { label: string; value: string; className?: string }) {
  return (
    <View className={'pay-done-row ' + (className ?? '')}>
      <Text className='pay-done-row__label'>{label}</Text>
      <Text className='pay-done-row__value'>{value}</Text>
    </View>
  )
}

/**
 * What happens now that the order is paid: for a sale, the handover checklist in the trade room, then the
 * protection window; for a rental, its period.
 */
function NextSteps({ order }: { order: OrderDetail }) {
  const items =
    order.kind === 'rental'
      ? [t('payment.nextRental1', { time: order.rental?.end ? formatDate(order.rental.end, true) : '--' }), t('payment.nextRental2')]
      : order.status === 'handover'
        ? [t('trade.paid.next1'), t('trade.paid.next2'), t('trade.paid.next3')]
        : [
            t('payment.next1'),
            t('payment.next2'),
            t('payment.next3', { time: order.autoCompleteAt ? formatDate(order.autoCompleteAt, true) : '--' }),
          ]
  return (
    <View className='card pay-done-next'>
      <Text className='card-title'>{t('payment.nextTitle')}</Text>
      {items.map((text, i) => (
        <View key={i} className='pay-done-next__item'>
          <Text className='pay-done-next__no'>{i + 1}</Text>
          <Text className='pay-done-next__text'>{text}</Text>
        </View>
      ))}
    </View>
  )
}

/**
 * 支付成功: /index/other/paySuccess?id= , where every payment ends. Read from the server, so a reload shows the
 * same: what was bought, what was paid from the wallet and at the cashier, the order number and what comes next.
 */
function PaySuccessPage() {
  usePageTitle('paySuccess')
  const loggedIn = useRequireLogin('paySuccess')
  const { id } = useQuery()
  const valid = !!id && /^\d+$/.test(id)
  const { data: order, loading, error, retryable, reload } = useLoad(
    () => (!valid ? Promise.reject(new Error(t('payment.badOrder'))) : loggedIn ? getOrder(id) : Promise.resolve(null)),
    [id, loggedIn],
  )

  if (!loggedIn) return <LoginPrompt from='paySuccess' />

  const paid = !!order && PAID.includes(order.status)
  const paidAt = order?.timeline.find((e) => e.status === 'paid')?.at ?? null
  const viewOrder = () => order && void redirectTo('orderDetail', { id: order.id })

  return (
    <View className='page page--plain pay-done-page'>
      <PageState loading={loading && !order} error={order ? '' : error} onRetry={valid && retryable ? reload : undefined} />
      {order ? (
        <>
          <ResultHead
            tone={paid ? 'success' : 'waiting'}
            className='pay-done-head'
            title={paid ? t(order.kind === 'rental' ? 'payment.successRental' : 'payment.successTitle') : t('payment.notPaid')}
          >
            {paid ? (
              <Text className='pay-done-head__amount'>{formatFen(order.walletPaid + order.externalPaid)}</Text>
            ) : (
              <Text className='result-head__note'>{order.status === 'pending_payment' ? t('payment.pending') : ''}</Text>
            )}
          </ResultHead>

          <View className='card pay-done-summary'>
            <OrderGoods goods={order.goods} order={order} />
            <View className='pay-done-rows'>
              {paid ? <Row className='pay-done-total' label={t('payment.paidTotal')} value={formatFen(order.walletPaid + order.externalPaid)} /> : null}
              {order.walletPaid > 0 ? <Row className='pay-done-wallet' label={t('payment.fromWallet')} value={formatFen(order.walletPaid)} /> : null}
              {order.externalPaid > 0 ? (
                <Row className='pay-done-cashier' label={t('payment.fromCashier')} value={formatFen(order.externalPaid)} />
              ) : null}
              <Row className='pay-done-no' label={t('payment.orderNo')} value={order.orderNo} />
              {paidAt ? <Row label={t('payment.paidAt')} value={formatDate(paidAt, true)} /> : null}
            </View>
          </View>

          {paid && (order.status === 'handover' || order.status === 'delivered' || order.status === 'paid') ? <NextSteps order={order} /> : null}

          <View className='pay-done-actions'>
            {order.status === 'pending_payment' ? (
              <Button type='primary' block className='pay-done-back' onClick={() => void redirectTo('pay', { orderId: order.id })}>
                {t('payment.backToPay')}
              </Button>
            ) : null}
            <Button type={order.status === 'pending_payment' ? 'default' : 'primary'} block className='pay-done-order' onClick={viewOrder}>
              {t('payment.viewOrder')}
            </Button>
            <Button block fill='none' className='pay-done-home' onClick={() => void reLaunch('home')}>
              {t('payment.home')}
            </Button>
          </View>
        </>
      ) : null}
    </View>
  )
}

export default observer(PaySuccessPage)
