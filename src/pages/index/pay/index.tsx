import { View, Text } from '@tarojs/components'
import { Button, Cell, Switch } from '@nutui/nutui-react-taro'
import { observer } from 'mobx-react-lite'
import Taro from '@tarojs/taro'
import { useCallback, useEffect, useRef, useState } from 'react'
import type { OrderDetail, PaymentInfo, PayLaunch, PayMethod, WalletSummary } from '../../../../contract/types'
import { confirmSandboxPayment, getOrder, getPayMethods, payOrder } from '../../../api/order'
import { isApiError } from '../../../api/request'
import { getWallet } from '../../../api/wallet'
import LoginPrompt from '../../../components/LoginPrompt'
import OrderBar from '../../../components/OrderBar'
import OrderGoods from '../../../components/OrderGoods'
import PageState from '../../../components/PageState'
import PayPasswordSheet from '../../../components/PayPasswordSheet'
import { t } from '../../../locales'
import '../../../locales/payment'
import '../../../locales/order'
import { useStores } from '../../../stores'
import { formatFen } from '../../../utils/format'
import { formatDate } from '../../../utils/date'
import { useFreshProfile, useLoad, usePageTitle, useQuery, useRequireLogin } from '../../../utils/hooks'
import { routeByName } from '../../../routes'
import { inMiniProgram, leaveForPayment, navigateTo, onIos, redirectTo, withQuery } from '../../../utils/nav'
import { askSubscribe, prepareSubscribe } from '../../../utils/subscribe'
import { errorText } from '../../../utils/toast'
import { formatSeconds, useSecondsLeft } from '../../../utils/useSecondsLeft'
import H5PayNotice from './H5PayNotice'
import SandboxCashier from './SandboxCashier'
import './index.scss'

/** how long to wait between reloads of the order after the sandbox payment was confirmed */
const POLL_MS = [0, 500, 1000, 1000, 2000, 2000, 3000, 3000, 5000, 5000]

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

/**
 * The methods this app can launch here: the mini program pays with WeChat JSAPI (Taro.requestPayment), a browser
 * goes to WeChat's H5 or Alipay's WAP page; the sandbox cashier works everywhere.
 */
function launchable(methods: PayMethod[]): PayMethod[] {
  const here: PayMethod[] = inMiniProgram() ? ['wechat_jsapi', 'sandbox'] : ['wechat_h5', 'alipay_wap', 'sandbox']
  return methods.filter((m) => here.includes(m))
}

/** The buyer's choice of how the part not paid from the wallet is paid; the sandbox is marked as such. */
function MethodPicker({ methods, value, onChange }: { methods: PayMethod[]; value: PayMethod | null; onChange: (m: PayMethod) => void }) {
  if (methods.length === 0) return <View className='card pay-no-method'>{t('payment.noMethod')}</View>
  return (
    <View className='card card--cells pay-methods'>
      <Cell className='pay-methods__title' title={t('payment.method')} />
      {methods.map((m) => (
        <Cell
          key={m}
          className={'pay-method pay-method--' + m + (value === m ? ' pay-method--on' : '')}
          title={
            <View className='pay-method__name'>
              <Text>{t(`payment.method.${m}`)}</Text>
              {m === 'sandbox' ? <Text className='pay-method__badge'>{t('payment.sandboxBadge')}</Text> : null}
            </View>
          }
          description={m === 'sandbox' ? t('payment.sandboxHint') : undefined}
          extra={<Text className='pay-method__check'>{value === m ? '●' : '○'}</Text>}
          onClick={() => onChange(m)}
        />
      ))}
    </View>
  )
}

/**
 * Payment: /index/pay?orderId= . Wallet first (all or part, with the 6-digit payment password), the rest through
 * the sandbox cashier. The wallet part is only held until the cashier payment succeeds, so leaving or reloading
 * this page takes nothing; a paid order goes on to the 支付成功 screen.
 */
function PayPage() {
  usePageTitle('pay')
  const loggedIn = useRequireLogin('pay')
  const { session } = useStores()
  const { orderId, returned } = useQuery()
  const valid = !!orderId && /^\d+$/.test(orderId)
  useFreshProfile(loggedIn)
  const { data: loaded, loading, error, retryable, reload } = useLoad(
    () => (valid && loggedIn ? getOrder(orderId) : Promise.reject(new Error(valid ? '' : t('order.badOrder')))),
    [orderId, loggedIn],
  )
  const [order, setOrder] = useState<OrderDetail | null>(null)
  const [wallet, setWallet] = useState<WalletSummary | null>(null)
  const [useWallet, setUseWallet] = useState(true)
  const [payment, setPayment] = useState<PaymentInfo | null>(null)
  const [busy, setBusy] = useState(false)
  const [waiting, setWaiting] = useState(false)
  const [message, setMessage] = useState('')
  const [asking, setAsking] = useState(false)
  const [sheetError, setSheetError] = useState('')
  const [needSetup, setNeedSetup] = useState(false)
  const [methods, setMethods] = useState<PayMethod[] | null>(null)
  const [method, setMethod] = useState<PayMethod | null>(null)
  // WEAPP_IOS_PAYMENT=h5: the mini program on iOS takes no payment; the H5 site (this address) does
  const [h5Site, setH5Site] = useState<string | null>(null)
  const alive = useRef(true)
  useEffect(() => {
    alive.current = true
    return () => {
      alive.current = false
    }
  }, [])
  useEffect(() => setOrder(loaded), [loaded])
  const left = useSecondsLeft(order?.payDeadline)

  // what this order may take from the wallet (its own earlier hold included); read again when coming back from
  // setting the payment password
  const loadWallet = useCallback(() => {
    if (!valid || !loggedIn) return
    getWallet(orderId)
      .then((w) => {
        if (!alive.current) return
        setWallet(w)
        if (w.payPasswordSet) setNeedSetup(false)
      })
      .catch(() => null)
  }, [orderId, valid, loggedIn])
  useEffect(loadWallet, [loadWallet])
  // WeChat lets the mini program ask for subscribe messages right after paying: the ids are loaded ahead
  useEffect(() => void (loggedIn && prepareSubscribe('paid')), [loggedIn])

  useEffect(() => {
    if (!loggedIn) return
    getPayMethods()
      .then((m) => {
        if (!alive.current) return
        if (m.weappIos === 'h5' && inMiniProgram() && onIos()) setH5Site(m.h5Site)
        const offered = launchable(m.methods)
        setMethods(offered)
        setMethod((cur) => (cur && offered.includes(cur) ? cur : (offered[0] ?? null)))
      })
      .catch(() => alive.current && setMethods([]))
  }, [loggedIn])
  Taro.useDidShow(loadWallet)

  if (!loggedIn) return <LoginPrompt from='pay' />

  const balance = wallet ? wallet.available : (session.profile?.balance ?? 0)
  const due = order ? order.total - order.walletPaid : 0
  const fromWallet = useWallet ? Math.min(balance, due) : 0
  const toPay = due - fromWallet
  const lockedUntil = wallet?.payPasswordLockedUntil ?? null

  const finish = async (id: number) => {
    void session.refreshProfile().catch(() => null)
    await askSubscribe('paid')
    void redirectTo('paySuccess', { id })
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
          if (fresh.status !== 'cancelled') void finish(id)
          return
        }
      }
      setMessage(t('pay.waiting'))
    } finally {
      if (alive.current) setWaiting(false)
    }
  }

  // back from WeChat's or Alipay's page: wait for their notification to mark the order paid
  const checkedReturn = useRef(false)
  useEffect(() => {
    if (!returned || !order || checkedReturn.current || order.status !== 'pending_payment') return
    checkedReturn.current = true
    void waitForPaid(order.id)
  })

  /** does what the server says this payment needs: the sandbox cashier, WeChat's JSAPI sheet or a provider page */
  const launch = async (id: number, how: PayLaunch, info: PaymentInfo) => {
    if (how.kind === 'sandbox') return setPayment(info)
    if (how.kind === 'redirect') {
      setMessage(t('payment.redirecting'))
      return leaveForPayment(how.url)
    }
    try {
      await Taro.requestPayment({ ...how.params })
    } catch (e) {
      const cancelled = /cancel/i.test(String((e as { errMsg?: string })?.errMsg ?? ''))
      loadWallet()
      return setMessage(cancelled ? t('payment.cancelledByUser') : errorText(e))
    }
    await waitForPaid(id)
  }

  /** starts the payment; `password` when the wallet pays a part */
  const start = async (password?: string) => {
    if (!order || busy) return
    setMessage('')
    setSheetError('')
    setBusy(true)
    try {
      const back = withQuery(routeByName('pay').urls[0], { orderId: order.id, returned: 1 })
      const result = await payOrder(order.id, fromWallet > 0, password, toPay > 0 ? (method ?? undefined) : undefined, toPay > 0 ? back : undefined)
      setAsking(false)
      if (result.paid) return finish(order.id)
      if (result.payment && result.launch) await launch(order.id, result.launch, result.payment)
    } catch (e) {
      const code = isApiError(e) ? e.code : 0
      if (asking && code === 400) return setSheetError(errorText(e))
      setAsking(false)
      setMessage(errorText(e))
      if (code === 409 || code === 429) loadWallet()
    } finally {
      setBusy(false)
    }
  }

  const pay = () => {
    if (!order || busy || h5Site) return
    if (toPay > 0 && methods && !method) return setMessage(t('payment.noMethod'))
    if (fromWallet <= 0) return void start()
    if (wallet && !wallet.payPasswordSet) return setNeedSetup(true)
    if (lockedUntil) return setMessage(t('payment.locked', { time: formatDate(lockedUntil, true) }))
    setSheetError('')
    setAsking(true)
  }

  const goSetPassword = () => void navigateTo('payPassword', { from: 'pay' })

  const confirmPayment = async () => {
    if (!order || !payment || busy) return
    setMessage('')
    setBusy(true)
    try {
      const info = await confirmSandboxPayment(payment.paymentNo)
      if (info.status === 'closed') {
        setPayment(null)
        loadWallet()
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
          ) : h5Site ? (
            <H5PayNotice order={order} site={h5Site} />
          ) : payment ? (
            <SandboxCashier payment={payment} busy={busy || waiting} onConfirm={() => void confirmPayment()} />
          ) : (
            <>
              <View className='card card--cells'>
                <Cell
                  className='wallet-cell'
                  title={t('pay.wallet')}
                  description={t('pay.balance', { amount: formatFen(balance) })}
                  extra={
                    <Switch
                      className='wallet-switch'
                      checked={useWallet && balance > 0}
                      disabled={balance <= 0}
                      onChange={(v) => {
                        setUseWallet(v)
                        setNeedSetup(false)
                      }}
                    />
                  }
                />
                {order.walletPaid > 0 ? (
                  <Cell className='pay-wallet-paid' title={t('order.walletPaid')} extra={'-' + formatFen(order.walletPaid)} />
                ) : null}
                {fromWallet > 0 ? <Cell className='pay-from-wallet' title={t('pay.fromWallet')} extra={'-' + formatFen(fromWallet)} /> : null}
                <Cell className='pay-to-pay' title={t('pay.toPay')} extra={<Text className='pay-to-pay__value'>{formatFen(toPay)}</Text>} />
              </View>
              {toPay > 0 && methods ? <MethodPicker methods={methods} value={method} onChange={setMethod} /> : null}
            </>
          )}
          {needSetup && fromWallet > 0 && !payment ? (
            <View className='card pay-setup'>
              <Text className='pay-setup__text'>{t('payment.noPassword')}</Text>
              <Button type='primary' size='small' className='pay-setup__btn' onClick={goSetPassword}>
                {t('payment.setNow')}
              </Button>
            </View>
          ) : null}
          {lockedUntil && fromWallet > 0 && !payment && !needSetup ? (
            <View className='card pay-locked'>
              <Text className='pay-locked__text'>{t('payment.locked', { time: formatDate(lockedUntil, true) })}</Text>
              <Button size='small' className='pay-locked__reset' onClick={goSetPassword}>
                {t('payment.forgot')}
              </Button>
            </View>
          ) : null}
          {waiting ? <Text className='tip pay-waiting'>{t('pay.waiting')}</Text> : null}
          {message ? <View className='form-error pay-message'>{message}</View> : null}

          {!closedText && !payment && !h5Site ? (
            <OrderBar>
              <View className='order-bar__sum'>
                <Text className='order-bar__label'>{t('pay.toPay')}</Text>
                <Text className='order-bar__total'>{formatFen(toPay)}</Text>
              </View>
              <Button type='primary' className='pay-btn' loading={busy} onClick={pay}>
                {t('pay.submit')}
              </Button>
            </OrderBar>
          ) : null}
          <PayPasswordSheet
            visible={asking}
            description={t('payment.enterAmount', { amount: formatFen(fromWallet) })}
            error={sheetError}
            busy={busy}
            onComplete={(password) => void start(password)}
            onClose={() => setAsking(false)}
            onForgot={() => {
              setAsking(false)
              goSetPassword()
            }}
          />
        </>
      ) : null}
    </View>
  )
}

export default observer(PayPage)
