import { View, Text } from '@tarojs/components'
import { Button, TextArea } from '@nutui/nutui-react-taro'
import { observer } from 'mobx-react-lite'
import { useEffect, useState } from 'react'
import { DISPUTE_DESCRIPTION_MAX, DISPUTE_DESCRIPTION_MIN, DISPUTE_IMAGES_MAX, DISPUTE_TYPES } from '../../../../contract/trade'
import type { DisputeType } from '../../../../contract/trade'
import { getDispute, openDispute } from '../../../api/trade'
import FormSubmit from '../../../components/FormSubmit'
import ImageUploader from '../../../components/ImageUploader'
import LoginPrompt from '../../../components/LoginPrompt'
import OptionChips from '../../../components/OptionChips'
import OrderGoods from '../../../components/OrderGoods'
import PageState from '../../../components/PageState'
import { checkDispute } from '../../../components/trade/disputeCheck'
import { disputeOpen, mayOpenDispute } from '../../../components/trade/tradeState'
import { disputeTypeText } from '../../../components/trade/tradeText'
import { t } from '../../../locales'
import { usePageTitle } from '../../../utils/hooks'
import { redirectTo } from '../../../utils/nav'
import { askSubscribe, prepareSubscribe } from '../../../utils/subscribe'
import { useOrderPage } from '../../../utils/useOrderPage'
import { errorText, showMessageOnNextPage } from '../../../utils/toast'
import { problemOf, useFormMessage } from '../../../utils/useFormMessage'
import './index.scss'
import '../../../locales/orderTrade'
import '../../../locales/trade'

/**
 * 申请售后: /index/other/dispute?orderId= . The buyer says what went wrong (type, description, evidence images);
 * the dispute opens in the order's trade room, where the seller answers and staff may step in. An order that
 * cannot take one now (not the caller's purchase, already disputed, past the window) says so instead of a form.
 */
function DisputePage() {
  usePageTitle('dispute')
  const { loggedIn, valid, data, loading, error, retryable, reload } = useOrderPage('dispute', getDispute)
  // WeChat lets the mini program ask for subscribe messages right after opening a dispute: the ids are loaded ahead
  useEffect(() => void (loggedIn && prepareSubscribe('dispute')), [loggedIn])
  const [type, setType] = useState<DisputeType | null>(null)
  const [description, setDescription] = useState('')
  const [images, setImages] = useState<string[]>([])
  const { message, setMessage, showProblem } = useFormMessage(() => problemOf(checkDispute({ type, description, images })))
  const [submitting, setSubmitting] = useState(false)

  if (!loggedIn) return <LoginPrompt from='dispute' />

  const submit = async () => {
    if (submitting || !data) return
    const checked = checkDispute({ type, description, images })
    if ('problem' in checked) return showProblem(checked.problem)
    setMessage('')
    setSubmitting(true)
    try {
      await openDispute(data.order.id, checked.input)
      await askSubscribe('dispute')
      // the trade room is where it goes on: the seller's answer, staff, the decision
      showMessageOnNextPage(t('trade.form.done'), redirectTo('room', { orderId: data.order.id }))
    } catch (e) {
      setMessage(errorText(e))
    } finally {
      setSubmitting(false)
    }
  }

  const order = data?.order
  // the order's latest dispute: an open one is where this goes on
  const latest = data?.part ?? null
  const open = !!order && mayOpenDispute(order, latest)
  return (
    <View className='page page--plain dispute-page'>
      <PageState loading={loading && !data} error={data ? '' : error} onRetry={valid && retryable ? reload : undefined} />
      {order ? (
        <View className='card dispute-order'>
          <OrderGoods goods={order.goods} order={order} />
        </View>
      ) : null}
      {data && !open ? (
        <View className='dispute-closed'>
          <Text className='dispute-closed__text'>{latest && disputeOpen(latest.status) ? t('trade.form.open') : t('trade.form.closed')}</Text>
          {data.order.roomId ? (
            <Button size='small' type='primary' fill='outline' className='dispute-to-room' onClick={() => void redirectTo('room', { orderId: data.order.id })}>
              {t('orderTrade.toRoom')}
            </Button>
          ) : null}
        </View>
      ) : null}
      {open ? (
        <>
          <Text className='tip dispute-intro'>{t('trade.form.intro')}</Text>
          <View className='form dispute-form'>
            <View className='form-block'>
              <Text className='form-row__label'>{t('trade.form.type')}</Text>
              <OptionChips options={DISPUTE_TYPES} value={type} onPick={setType} label={disputeTypeText} chipClass='dispute-type' classOf={(o) => 'dispute-type--' + o} />
            </View>
            <View className='form-block'>
              <Text className='form-row__label'>{t('trade.form.desc')}</Text>
              <TextArea
                className='f-dispute-description'
                value={description}
                onChange={setDescription}
                placeholder={t('trade.form.descPh', { min: DISPUTE_DESCRIPTION_MIN, max: DISPUTE_DESCRIPTION_MAX })}
                maxLength={DISPUTE_DESCRIPTION_MAX}
                showCount
                autoSize
              />
            </View>
            <View className='form-block'>
              <Text className='form-row__label'>{t('trade.form.images', { max: DISPUTE_IMAGES_MAX })}</Text>
              <ImageUploader value={images} onChange={setImages} max={DISPUTE_IMAGES_MAX} />
            </View>
            <FormSubmit message={message} label={t('trade.form.submit')} loading={submitting} onSubmit={() => void submit()} />
          </View>
        </>
      ) : null}
    </View>
  )
}

export default observer(DisputePage)
