import { View, Text } from '@tarojs/components'
import PrivacySheet from '../../../components/PrivacySheet'
import { Button, Popup, Step, Steps, TextArea } from '@nutui/nutui-react-taro'
import Taro from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { REFUND_REASON_MAX, refundReasonOk } from '../../../../contract/rules'
import { useEffect, useState } from 'react'
import type { Credentials, OrderDetail, OrderStatus } from '../../../../contract/types'
import { cancelOrder, confirmReceipt, getOrder, requestRefund } from '../../../api/order'
import AmountRows, { type ExtraAmount } from '../../../components/AmountRows'
import { compensationText } from '../../../components/GoodsCard'
import LoginPrompt from '../../../components/LoginPrompt'
import OrderBar from '../../../components/OrderBar'
import OrderGoods from '../../../components/OrderGoods'
import PageState from '../../../components/PageState'
import { disputeOpen, mayOpenDispute, ratingEditable } from '../../../components/trade/tradeState'
import { t, type MessageKey } from '../../../locales'
import '../../../locales/order'
import { confirm } from '../../../utils/dialog'
import { formatDate } from '../../../utils/date'
import { useLoad, usePageTitle, useQuery, useRequireLogin } from '../../../utils/hooks'
import { navigateTo } from '../../../utils/nav'
import { copyText, errorText, showError, showMessage } from '../../../utils/toast'
import { formatSeconds, useSecondsLeft } from '../../../utils/useSecondsLeft'
import { lengthText, unitText } from '../../../utils/rentTerms'
import TradeCard from './TradeCard'
import MoneyTimeline from './MoneyTimeline'
import ContractLink from '../../../components/ContractLink'
import { useTradeInfo } from './tradeInfo'
import { useFormMessage } from '../../../utils/useFormMessage'
import './index.scss'
import '../../../locales/rent'
import '../../../locales/orderTrade'

/**
 * The usual path of an order; statuses not yet reached are shown as the steps still to come. A sale's account is
 * handed over (换绑) between payment and delivery; a rental is used as it is.
 */
const SALE_PATH: OrderStatus[] = ['pending_payment', 'paid', 'handover', 'delivered', 'completed']
const RENTAL_PATH: OrderStatus[] = ['pending_payment', 'paid', 'delivered', 'completed']

const statusText = (s: OrderStatus) => t(('order.status.' + s) as MessageKey)

function CopyRow({ label, value, name }: { label: string; value: string; name: string }) {
  const copy = () => void copyText(value, t('order.copied'))
  return (
    <View className={'cred-row cred-' + name}>
      <Text className='cred-row__label'>{label}</Text>
      <Text className='cred-row__value' userSelect>
        {value}
      </Text>
      <Button size='small' fill='outline' type='primary' className={'copy-btn copy-' + name} onClick={() => void copy()}>
        {t('order.copy')}
      </Button>
    </View>
  )
}

/**
 * The login handed over. A renter's rule (do not change the password or bindings) comes first, above anything the
 * seller wrote for a buyer; a buyer's tip (log in, change the password, confirm) comes after.
 */
function CredentialsCard({ credentials, tip, rule }: { credentials: Credentials; tip: string; rule: string }) {
  return (
    <View className='card credentials'>
      <PrivacySheet />
      <Text className='card-title'>{t('order.credentials')}</Text>
      {rule ? <Text className='credentials__rule'>{rule}</Text> : null}
      <CopyRow name='account' label={t('order.account')} value={credentials.account} />
      <CopyRow name='password' label={t('order.password')} value={credentials.password} />
      {credentials.notes ? <CopyRow name='notes' label={t('order.notes')} value={credentials.notes} /> : null}
      {tip ? <Text className='tip credentials__tip'>{tip}</Text> : null}
    </View>
  )
}

function MetaRow({ label, value, name }: { label: string; value: string; name: string }) {
  return (
    <View className={'order-meta order-meta--' + name}>
      <Text className='muted'>{label}</Text>
      <Text className='muted'>{value}</Text>
    </View>
  )
}

function Timeline({ order }: { order: OrderDetail }) {
  const path = order.kind === 'rental' ? RENTAL_PATH : SALE_PATH
  const upcoming = path.includes(order.status) ? path.slice(path.indexOf(order.status) + 1) : []
  return (
    <View className='card timeline'>
      <Text className='card-title'>{t('order.timeline')}</Text>
      <Steps direction='vertical' value={order.timeline.length}>
        {order.timeline.map((e, i) => (
          <Step
            key={'e' + i}
            value={i + 1}
            title={statusText(e.status)}
            description={formatDate(e.at, true) + (e.note ? ' · ' + e.note : '')}
          />
        ))}
        {upcoming.map((s, i) => (
          <Step key={'u' + s} value={order.timeline.length + i + 1} title={statusText(s)} />
        ))}
      </Steps>
    </View>
  )
}

/** A bottom sheet asking for the refund reason (5-200 characters) before the request is sent. */
function RefundPopup({ open, onClose, onSubmit }: { open: boolean; onClose: () => void; onSubmit: (reason: string) => Promise<void> }) {
  const [reason, setReason] = useState('')
  const { message, setMessage, showProblem } = useFormMessage(() => (refundReasonOk(reason.trim()) ? null : { key: 'order.errRefundReason' }))
  const [sending, setSending] = useState(false)
  const submit = async () => {
    const r = reason.trim()
    if (!refundReasonOk(r)) return showProblem({ key: 'order.errRefundReason' })
    setMessage('')
    setSending(true)
    try {
      await onSubmit(r)
      setReason('')
    } catch (e) {
      setMessage(errorText(e))
    } finally {
      setSending(false)
    }
  }
  return (
    <Popup visible={open} position='bottom' round closeable title={t('order.refund')} onClose={onClose}>
      <View className='refund-popup'>
        <Text className='refund-popup__label'>{t('order.refundReason')}</Text>
        <TextArea
          className='f-refund-reason'
          value={reason}
          onChange={setReason}
          placeholder={t('order.refundPh')}
          maxLength={REFUND_REASON_MAX}
          showCount
          autoSize
        />
        {message ? <View className='form-error refund-message'>{message}</View> : null}
        <Button type='primary' block className='refund-submit' loading={sending} onClick={() => void submit()}>
          {t('order.refundSubmit')}
        </Button>
      </View>
    </Popup>
  )
}

/** One order: /index/orderDetail?id= . Status and timeline, credentials once paid, and the buyer's next steps. */
function OrderDetailPage() {
  usePageTitle('orderDetail')
  const loggedIn = useRequireLogin('orderDetail')
  const { id } = useQuery()
  const valid = !!id && /^\d+$/.test(id)
  const { data: loaded, loading, error, retryable, reload } = useLoad(
    () => (valid && loggedIn ? getOrder(id) : Promise.reject(new Error(valid ? '' : t('order.badOrder')))),
    [id, loggedIn],
  )
  const [order, setOrder] = useState<OrderDetail | null>(null)
  const [refundOpen, setRefundOpen] = useState(false)
  const [busy, setBusy] = useState(false)
  useEffect(() => setOrder(loaded), [loaded])
  const trade = useTradeInfo(order, valid && loggedIn ? id : undefined)
  // back from the room, 申请售后 or 评价: show what changed there
  Taro.useDidShow(() => {
    if (order) void reload()
  })
  const left = useSecondsLeft(order?.status === 'pending_payment' ? order.payDeadline : null)
  const rental = order?.rental ?? null
  // a rental's period, counted down while it runs (the credentials go with it)
  const rentLeft = useSecondsLeft(order?.status === 'delivered' || order?.status === 'refunding' ? rental?.end : null)

  if (!loggedIn) return <LoginPrompt from='orderDetail' />

  /** runs a state change, then shows the order as the server now has it */
  const act = async (run: () => Promise<unknown>, done: MessageKey) => {
    if (busy) return
    setBusy(true)
    try {
      await run()
      showMessage(t(done))
      await reload()
    } catch (e) {
      showError(e)
    } finally {
      setBusy(false)
    }
  }

  const cancel = async () => {
    if (order && (await confirm(t('order.cancelConfirm')))) await act(() => cancelOrder(order.id), 'order.cancelDone')
  }
  const confirmReceived = async () => {
    if (!order) return
    // a renter's "confirm" returns the account before the period ends
    const ask = rental ? t('rent.order.returnAsk') : t('order.confirmReceiptAsk')
    if (await confirm(ask)) await act(() => confirmReceipt(order.id), rental ? 'rent.order.returnDone' : 'order.confirmDone')
  }
  const refund = async (reason: string) => {
    if (!order) return
    await requestRefund(order.id, reason)
    setRefundOpen(false)
    showMessage(t('order.refundDone'))
    await reload()
  }

  const buyer = order?.role === 'buyer'
  const sale = order?.kind === 'sale'
  const extra: ExtraAmount[] = []
  if (order) {
    if (order.walletPaid > 0) extra.push({ label: t('order.walletPaid'), amount: order.walletPaid, className: 'amount-wallet' })
    if (order.externalPaid > 0) extra.push({ label: t('order.externalPaid'), amount: order.externalPaid, className: 'amount-external' })
    if (!buyer) extra.push({ label: t('order.sellerProceeds'), amount: order.sellerProceeds, className: 'amount-proceeds' })
  }
  const canPay = buyer && order?.status === 'pending_payment' && left > 0
  const canCancel = buyer && order?.status === 'pending_payment'
  const disputed = !!trade.dispute && disputeOpen(trade.dispute.status)
  const refundable = order?.status === 'paid' || order?.status === 'handover' || order?.status === 'delivered'
  // a refund can be asked once paid, but not beside an open dispute (which is how that order is being settled),
  // and once per order: after a refusal the way on is 申请售后 (the server refuses a second request)
  const canRefund = buyer && refundable && !disputed && !order?.refundRequested
  // receipt is confirmed once the account is handed over: in handover the button is there, off, with the reason
  const showConfirm = buyer && (order?.status === 'delivered' || (sale && order?.status === 'handover'))
  const confirmBlock = !showConfirm ? '' : order?.status === 'handover' ? t('orderTrade.confirmBlocked') : disputed ? t('orderTrade.confirmDisputed') : ''
  const canDispute = !!order && mayOpenDispute(order, trade.dispute)
  // a refused refund: say where to go instead (a rental has no 申请售后)
  const refusedHint = !buyer || !refundable || !order?.refundRequested ? '' : canDispute ? t('order.refundOnceDispute') : sale ? '' : t('order.refundOnceService')
  // the buyer rates a completed sale (and changes it within the edit window); the seller may read it
  const rating = trade.rating
  let rateLabel = ''
  if (sale && order?.status === 'completed') {
    if (!rating) rateLabel = buyer ? t('orderTrade.rate') : ''
    else rateLabel = t(buyer && ratingEditable(rating) ? 'orderTrade.editRate' : 'orderTrade.viewRate')
  }
  const hasBar = canCancel || canRefund || showConfirm || canDispute || !!rateLabel
  // the server stops sending a renter the credentials at the end; a page left open stops showing them too
  const showCredentials = !!order?.credentials && (!rental || !buyer || rentLeft > 0)
  const rentalRule = rental && buyer ? t('rent.order.credentialsTip') : ''
  const credentialsTip = rental || !canRefund ? '' : order?.status === 'handover' ? t('orderTrade.credentialsTip') : t('order.credentialsTip')

  return (
    <View className={'page order-detail-page' + (hasBar ? '' : ' page--plain')}>
      <PageState loading={loading && !order} error={order ? '' : error} onRetry={valid && retryable ? reload : undefined} />
      {order ? (
        <>
          <View className={'order-head order-head--' + order.status}>
            <Text className='order-head__status'>{statusText(order.status)}</Text>
            {order.status === 'pending_payment' ? (
              <Text className='order-head__hint order-countdown'>
                {left > 0 ? t('order.payLeft', { time: formatSeconds(left) }) : t('order.payExpired')}
              </Text>
            ) : null}
            {order.status === 'delivered' && order.autoCompleteAt && !rental ? (
              <Text className='order-head__hint'>{t('order.autoComplete', { time: formatDate(order.autoCompleteAt, true) })}</Text>
            ) : null}
            {rental && rental.end && (order.status === 'delivered' || order.status === 'completed') ? (
              <Text className='order-head__hint rent-countdown'>
                {rentLeft > 0 ? t('rent.order.left', { time: formatSeconds(rentLeft) }) : t('rent.order.ended')}
              </Text>
            ) : null}
            {order.cancelReason ? <Text className='order-head__hint'>{t('order.cancelReasonShow', { reason: order.cancelReason })}</Text> : null}
            {order.refundReason ? <Text className='order-head__hint'>{t('order.refundReasonShow', { reason: order.refundReason })}</Text> : null}
            {refusedHint ? <Text className='order-head__hint refund-refused'>{refusedHint}</Text> : null}
            {order.status === 'handover' ? (
              <Text className='order-head__hint handover-hint'>{t(buyer ? 'orderTrade.hintBuyer' : 'orderTrade.hintSeller')}</Text>
            ) : null}
            {confirmBlock ? <Text className='order-head__hint confirm-reason'>{confirmBlock}</Text> : null}
            {!buyer ? <Text className='order-head__hint seller-note'>{t('order.sellerView')}</Text> : null}
          </View>

          <TradeCard order={order} info={trade} />

          {showCredentials && order.credentials ? <CredentialsCard credentials={order.credentials} tip={credentialsTip} rule={rentalRule} /> : null}

          <View className='card'>
            <OrderGoods goods={order.goods} order={order} onClick={() => void navigateTo('goodDetail', { id: order.goods.id })} />
            <View className='order-meta'>
              <Text className='muted'>{t('order.orderNo')}</Text>
              <Text className='muted order-meta__no' userSelect>
                {order.orderNo}
              </Text>
            </View>
            <View className='order-meta'>
              <Text className='muted'>{t('order.createdAt')}</Text>
              <Text className='muted'>{formatDate(order.createdAt, true)}</Text>
            </View>
            {rental ? (
              <>
                <MetaRow name='rent-unit' label={t('rent.order.unit')} value={unitText(rental.unit)} />
                <MetaRow name='rent-length' label={t('rent.order.length')} value={lengthText(rental.unit, rental.quantity)} />
                <MetaRow
                  name='rent-period'
                  label={t('rent.order.period')}
                  value={
                    rental.start && rental.end
                      ? t('rent.order.range', { start: formatDate(rental.start, true), end: formatDate(rental.end, true) })
                      : t('rent.order.notStarted')
                  }
                />
              </>
            ) : (
              <MetaRow name='compensation' label={t('order.compensation')} value={compensationText(order.compensation)} />
            )}
          </View>

          <View className='card'>
            <Text className='card-title'>{t('order.amounts')}</Text>
            <AmountRows amounts={order} extra={extra} rental={!!rental} />
          </View>

          <Timeline order={order} />

          <ContractLink orderId={order.id} />

          {order.status !== 'pending_payment' && order.status !== 'cancelled' ? (
            <MoneyTimeline orderId={order.id} version={order.status + ':' + order.timeline.length} />
          ) : null}

          {hasBar ? (
            <OrderBar className='order-detail-bar'>
              {canCancel ? (
                <Button className='cancel-btn' loading={busy} onClick={() => void cancel()}>
                  {t('order.cancel')}
                </Button>
              ) : null}
              {canPay ? (
                <Button type='primary' className='pay-btn' onClick={() => void navigateTo('pay', { orderId: order.id })}>
                  {t('order.pay')}
                </Button>
              ) : null}
              {canRefund ? (
                <Button className='refund-btn' onClick={() => setRefundOpen(true)}>
                  {t('order.refund')}
                </Button>
              ) : null}
              {canDispute ? (
                <Button className='dispute-btn' onClick={() => void navigateTo('dispute', { orderId: order.id })}>
                  {t('orderTrade.openDispute')}
                </Button>
              ) : null}
              {rateLabel ? (
                <Button type='primary' fill={buyer ? 'solid' : 'outline'} className='rate-btn' onClick={() => void navigateTo('rate', { orderId: order.id })}>
                  {rateLabel}
                </Button>
              ) : null}
              {showConfirm ? (
                <Button
                  type='primary'
                  className={'confirm-btn' + (rental ? ' return-btn' : '')}
                  disabled={!!confirmBlock}
                  loading={busy}
                  onClick={() => void (confirmBlock ? undefined : confirmReceived())}
                >
                  {rental ? t('rent.order.return') : t('order.confirmReceipt')}
                </Button>
              ) : null}
            </OrderBar>
          ) : null}
          <RefundPopup open={refundOpen} onClose={() => setRefundOpen(false)} onSubmit={refund} />
        </>
      ) : null}
    </View>
  )
}

export default observer(OrderDetailPage)
