import { View, Text } from '@tarojs/components'
import { Button, Checkbox } from '@nutui/nutui-react-taro'
import { observer } from 'mobx-react-lite'
import { useEffect, useState } from 'react'
import type { CompensationLevel, OrderBlock, OrderPreview } from '../../../../contract/types'
import { createOrder, previewOrder } from '../../../api/order'
import { isApiError } from '../../../api/request'
import AmountRows from '../../../components/AmountRows'
import ContractPreviewPopup from '../../../components/ContractPreviewPopup'
import CouponPicker from '../../../components/CouponPicker'
import { compensationText } from '../../../components/GoodsCard'
import LoginPrompt from '../../../components/LoginPrompt'
import OrderBar from '../../../components/OrderBar'
import OrderGoods from '../../../components/OrderGoods'
import PageState from '../../../components/PageState'
import TermsPopup from '../../../components/TermsPopup'
import { t, type MessageKey } from '../../../locales'
import '../../../locales/order'
import { formatFen } from '../../../utils/format'
import { useLoad, usePageTitle, useQuery, useRequireLogin } from '../../../utils/hooks'
import { navigateTo, redirectTo } from '../../../utils/nav'
import { orderTotal, type OrderChoice } from '../../../utils/orderTotal'
import { errorText } from '../../../utils/toast'
import { useFormMessage } from '../../../utils/useFormMessage'
import './index.scss'

const BLOCK_TEXT: Record<OrderBlock, MessageKey> = {
  realname: 'order.blocked.realname',
  minor: 'order.blocked.minor',
  own: 'order.blocked.own',
  unavailable: 'order.blocked.unavailable',
}

function initialChoice(p: OrderPreview): OrderChoice {
  return { compensation: p.compensation, couponId: p.bestCouponId, redPacketId: p.bestRedPacketId }
}

/** Checkout: /index/sureOrder?goodsId= . Compensation, coupon and red packet, the terms, the total, then the order. */
function SureOrderPage() {
  usePageTitle('sureOrder')
  const loggedIn = useRequireLogin('sureOrder')
  const { goodsId, offerId } = useQuery()
  const valid = !!goodsId && /^\d+$/.test(goodsId)
  // ?offerId= : the order of an accepted offer (我的议价 去支付), at the price the server reads from the offer
  const offer = offerId && /^\d+$/.test(offerId) ? Number(offerId) : undefined
  const { data: preview, loading, error, retryable, reload } = useLoad(
    () => (valid && loggedIn ? previewOrder(goodsId, undefined, offer) : Promise.reject(new Error(valid ? '' : t('order.badGoods')))),
    [goodsId, offerId, loggedIn],
  )
  const [choice, setChoice] = useState<OrderChoice | null>(null)
  const [agree, setAgree] = useState(false)
  const [termsOpen, setTermsOpen] = useState(false)
  const [contractOpen, setContractOpen] = useState(false)
  const { message, setMessage, showProblem } = useFormMessage(() => (agree ? null : { key: 'order.errAgree' }))
  const [submitting, setSubmitting] = useState(false)

  useEffect(() => {
    if (preview) setChoice(initialChoice(preview))
  }, [preview])

  if (!loggedIn) return <LoginPrompt from='sureOrder' />

  const set = (patch: Partial<OrderChoice>) => setChoice((c) => (c ? { ...c, ...patch } : c))
  const amounts = preview && choice ? orderTotal(preview, choice) : null
  const blocked = preview?.blocked ?? null

  const submit = async () => {
    if (!preview || !choice || submitting || blocked) return
    if (!agree) return showProblem({ key: 'order.errAgree' })
    setMessage('')
    setSubmitting(true)
    try {
      const order = await createOrder({
        goodsId: preview.goods.id,
        compensation: choice.compensation,
        couponId: choice.couponId,
        redPacketId: choice.redPacketId,
        agree: true,
        ...(offer ? { offerId: offer } : {}),
      })
      void redirectTo('pay', { orderId: order.id })
    } catch (e) {
      setMessage(errorText(e))
      // a conflict (sold meanwhile, a coupon gone): show the listing and the choices as they are now
      if (isApiError(e) && e.code === 409) void reload()
    } finally {
      setSubmitting(false)
    }
  }

  return (
    <View className='page sure-order-page'>
      <PageState loading={loading} error={error} onRetry={valid && retryable ? reload : undefined} />
      {!loading && !error && preview && choice && amounts ? (
        <>
          {blocked ? (
            <View className={'card order-blocked order-blocked--' + blocked}>
              <Text className='order-blocked__text'>{t(BLOCK_TEXT[blocked])}</Text>
              {blocked === 'realname' ? (
                <Button size='small' type='primary' className='order-blocked__go' onClick={() => void navigateTo('Realname')}>
                  {t('order.toRealname')}
                </Button>
              ) : null}
            </View>
          ) : null}

          <View className='card'>
            <OrderGoods goods={preview.goods} onClick={() => void navigateTo('goodDetail', { id: preview.goods.id })} />
          </View>

          <View className='card'>
            <Text className='card-title'>{t('order.compensation')}</Text>
            <View className='comp-options'>
              {preview.compensationOptions.map((o) => (
                <View
                  key={o.level}
                  className={'comp-option comp-' + o.level + (choice.compensation === o.level ? ' comp-option--on' : '')}
                  onClick={() => set({ compensation: o.level as CompensationLevel })}
                >
                  <View className='comp-option__main'>
                    <Text className='comp-option__name'>{compensationText(o.level)}</Text>
                    <Text className='comp-option__cover'>{o.days > 0 ? t('order.compCover', { days: o.days }) : t('order.compNoCover')}</Text>
                    {o.capPercent !== null ? (
                      <Text className='comp-option__topup'>{t('order.compTopupCover', { times: o.capPercent / 100 })}</Text>
                    ) : null}
                  </View>
                  <Text className='comp-option__fee'>{o.fee > 0 ? '+' + formatFen(o.fee) : t('order.compFree')}</Text>
                </View>
              ))}
            </View>
            <Text className='muted comp-tip'>{t('order.compensationTip')}</Text>
            {preview.risk ? <Text className={'risk-line comp-risk risk-line--' + preview.risk.level}>{preview.risk.summary}</Text> : null}
          </View>

          <View className='card card--cells'>
            <CouponPicker
              className='pick-coupon'
              label={t('order.coupon')}
              title={t('order.pickCoupon')}
              noneLabel={t('order.noCoupon')}
              choices={preview.coupons}
              value={choice.couponId}
              onChange={(couponId) => set({ couponId })}
            />
            <CouponPicker
              className='pick-red-packet'
              label={t('order.redPacket')}
              title={t('order.pickRedPacket')}
              noneLabel={t('order.noRedPacket')}
              choices={preview.redPackets}
              value={choice.redPacketId}
              onChange={(redPacketId) => set({ redPacketId })}
            />
          </View>

          <View className='card'>
            <AmountRows amounts={amounts} />
          </View>

          <View className='terms'>
            <Checkbox className='terms__check' checked={agree} onChange={(v) => setAgree(v)} label={t('order.agreePrefix')} />
            <Text className='link terms__link' onClick={() => setTermsOpen(true)}>
              {t('order.agreeLink')}
            </Text>
            <Text>{t('protect.contract.and')}</Text>
            <Text className='link contract-preview__link' onClick={() => setContractOpen(true)}>
              {t('protect.contract.link')}
            </Text>
          </View>
          <Text className='tip'>{t('order.payMinutes', { n: preview.payMinutes })}</Text>
          {message ? <View className='form-error order-message'>{message}</View> : null}

          <OrderBar>
            <View className='order-bar__sum'>
              <Text className='order-bar__label'>{t('order.total')}</Text>
              <Text className='order-bar__total'>{formatFen(amounts.total)}</Text>
            </View>
            <Button type='primary' className='submit-btn' disabled={!!blocked} loading={submitting} onClick={() => void submit()}>
              {t('order.submit')}
            </Button>
          </OrderBar>
          <TermsPopup open={termsOpen} onClose={() => setTermsOpen(false)} />
          <ContractPreviewPopup
            open={contractOpen}
            onClose={() => setContractOpen(false)}
            goodsId={preview.goods.id}
            compensation={choice.compensation}
            offerId={offer}
          />
        </>
      ) : null}
    </View>
  )
}

export default observer(SureOrderPage)
