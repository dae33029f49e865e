import { View, Text } from '@tarojs/components'
import { Button, Cell, Switch } from '@nutui/nutui-react-taro'
import { observer } from 'mobx-react-lite'
import { useEffect, useRef, useState } from 'react'
import type { OrderDetail, PaymentInfo } from '../../../../contract/types'
import { confirmSandboxPayment, getOrder, payOrder } from '../../../api/order'
import LoginPrompt from '../../../components/LoginPrompt'
import OrderBar from '../../../components/OrderBar'
import OrderGoods from '../../../components/OrderGoods'
import PageState from '../../../components/PageState'
import { t } from '../../../locales'
import { useStores } from '../../../stores'
import { formatFen } from '../../../utils/format'
import { formatDate } from '../../../utils/date'
import { useFreshProfile, useLoad, usePageTitle, useQuery, useRequireLogin } from '../../../utils/hooks'
import { redirectTo } from '../../../utils/nav'
import { errorText, showMessage } from '../../../utils/toast'
import { formatSeconds, useSecondsLeft } from '../../../utils/useSecondsLeft'
import './index.scss'

/** how long to wait between reloads of the order after the sandbox payment was confirmed */
const POLL_MS = [0, 500, 1000, 1000, 2000, 2000, 3000, 3000, 5000, 5000]

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

/** The sandbox payment provider's page, shown inside the pay screen: what is paid, and the buyer's "pay" button. */
function SandboxCashier({ payment, busy, onConfirm }: { payment: PaymentInfo; busy: boolean; onConfirm: () => void }) {
  return (
    <View className='card sandbox-cashier'>
      <View className='sandbox-cashier__head'>
        <Text className='sandbox-cashier__badge'>SANDBOX</Text>
        <Text className='sandbox-cashier__title'>{t('pay.sandboxTitle')}</Text>
      </View>
      <Text className='sandbox-cashier__note'>{t('pay.sandboxNote')}</Text>
      <Text className='sandbox-cashier__amount'>{formatFen(payment.amount)}</Text>
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

/** Payment: /index/pay?orderId= . Wallet first (all or part), the rest through the sandbox cashier. */
function PayPage() {
  usePageTitle('pay')
  const loggedIn = useRequireLogin('pay')
  const { session } = useStores()
  const { orderId } = useQuery()
  const valid = !!orderId && /^\d+$/.test(orderId)
  useFreshProfile(loggedIn)
  const { data: loaded, loading, error, retryable, reload } = useLoad(
    () => (valid && loggedIn ? getOrder(orderId) : Promise.reject(new Error(valid ? '' : t('order.badOrder')))),
    [orderId, loggedIn],
  )
  const [order, setOrder] = useState<OrderDetail | null>(null)
  const [useWallet, setUseWallet] = useState(true)
  const [payment, setPayment] = useState<PaymentInfo | null>(null)
  const [busy, setBusy] = useState(false)
  const [waiting, setWaiting] = useState(false)
  const [message, setMessage] = useState('')
  const alive = useRef(true)
  useEffect(() => {
    alive.current = true
    return () => {
      alive.current = false
    }
  }, [])
  useEffect(() => setOrder(loaded), [loaded])
  const left = useSecondsLeft(order?.payDeadline)

  if (!loggedIn) return <LoginPrompt from='pay' />

  const balance = session.profile?.balance ?? 0
  // a wallet part taken by an earlier attempt stays on the order: only the rest is due
  const due = order ? order.total - order.walletPaid : 0
  const fromWallet = useWallet ? Math.min(balance, due) : 0
  const toPay = due - fromWallet

  const finish = (id: number) => {
    showMessage(t('pay.success'))
    void session.refreshProfile().catch(() => null)
    void redirectTo('orderDetail', { id })
  }

  /** reloads the order until the provider's signed callback has marked it paid */
  const waitForPaid = async (id: number) => {
    setWaiting(true)
    try {
      for (const ms of POLL_MS) {
        await sleep(ms)
        if (!alive.current) return
        const fresh = await getOrder(id)
        if (fresh.status !== 'pending_payment') {
          setOrder(fresh)
          if (fresh.status !== 'cancelled') finish(id)
          return
        }
      }
      setMessage(t('pay.waiting'))
    } finally {
      if (alive.current) setWaiting(false)
    }
  }

  const pay = async () => {
    if (!order || busy) return
    setMessage('')
    setBusy(true)
    try {
      const result = await payOrder(order.id, useWallet && balance > 0)
      if (result.paid) return finish(order.id)
      setPayment(result.payment)
    } catch (e) {
      setMessage(errorText(e))
    } finally {
      setBusy(false)
    }
  }

  const confirmPayment = async () => {
    if (!order || !payment || busy) return
    setMessage('')
    setBusy(true)
    try {
      const info = await confirmSandboxPayment(payment.paymentNo)
      if (info.status === 'closed') {
        setPayment(null)
        return setMessage(t('pay.closed'))
      }
      setPayment(info)
      await waitForPaid(order.id)
    } catch (e) {
      setMessage(errorText(e))
    } finally {
      setBusy(false)
    }
  }

  const closedText = !order
    ? ''
    : order.status === 'cancelled'
      ? t('pay.cancelled')
      : order.status !== 'pending_payment'
        ? t('pay.alreadyPaid')
        : left <= 0
          ? t('pay.expired')
          : ''

  return (
    <View className='page pay-page'>
      <PageState loading={loading && !order} error={order ? '' : error} onRetry={valid && retryable ? reload : undefined} />
      {order ? (
        <>
          <View className='card pay-head'>
            <Text className='muted'>{t('pay.amountDue')}</Text>
            <Text className='pay-head__amount'>{formatFen(order.total)}</Text>
            {closedText ? (
              <Text className='pay-closed'>{closedText}</Text>
            ) : (
              <Text className='pay-countdown'>{t('order.payLeft', { time: formatSeconds(left) })}</Text>
            )}
          </View>

          <View className='card'>
            <OrderGoods goods={order.goods} order={order} />
            <View className='pay-order-no'>
              <Text className='muted'>{t('order.orderNo')}</Text>
              <Text className='muted'>{order.orderNo}</Text>
            </View>
          </View>

          {closedText ? (
            <View className='pay-actions'>
              <Button type='primary' block className='view-order-btn' onClick={() => void redirectTo('orderDetail', { id: order.id })}>
                {t('pay.viewOrder')}
              </Button>
            </View>
          ) : payment ? (
            <SandboxCashier payment={payment} busy={busy || waiting} onConfirm={() => void confirmPayment()} />
          ) : (
            <>
              <View className='card card--cells'>
                <Cell
                  className='wallet-cell'
                  title={t('pay.wallet')}
                  description={t('pay.balance', { amount: formatFen(balance) })}
                  extra={<Switch className='wallet-switch' checked={useWallet && balance > 0} disabled={balance <= 0} onChange={(v) => setUseWallet(v)} />}
                />
                {order.walletPaid > 0 ? (
                  <Cell className='pay-wallet-paid' title={t('order.walletPaid')} extra={'-' + formatFen(order.walletPaid)} />
                ) : null}
                {fromWallet > 0 ? <Cell className='pay-from-wallet' title={t('pay.fromWallet')} extra={'-' + formatFen(fromWallet)} /> : null}
                <Cell className='pay-to-pay' title={t('pay.toPay')} extra={<Text className='pay-to-pay__value'>{formatFen(toPay)}</Text>} />
              </View>
            </>
          )}
          {waiting ? <Text className='tip pay-waiting'>{t('pay.waiting')}</Text> : null}
          {message ? <View className='form-error pay-message'>{message}</View> : null}

          {!closedText && !payment ? (
            <OrderBar>
              <View className='order-bar__sum'>
                <Text className='order-bar__label'>{t('pay.toPay')}</Text>
                <Text className='order-bar__total'>{formatFen(toPay)}</Text>
              </View>
              <Button type='primary' className='pay-btn' loading={busy} onClick={() => void pay()}>
                {t('pay.submit')}
              </Button>
            </OrderBar>
          ) : null}
        </>
      ) : null}
    </View>
  )
}

export default observer(PayPage)
