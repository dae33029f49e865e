import { View, Text } from '@tarojs/components'
import { Rate, TextArea } from '@nutui/nutui-react-taro'
import Taro from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import { RATING_COMMENT_MAX, RATING_EDIT_DAYS, RATING_TAGS } from '../../../../contract/trade'
import type { Rating, RatingTag } from '../../../../contract/trade'
import type { OrderDetail } from '../../../../contract/types'
import { getRating, putRating } from '../../../api/trade'
import FormSubmit from '../../../components/FormSubmit'
import LoginPrompt from '../../../components/LoginPrompt'
import OptionChips from '../../../components/OptionChips'
import OrderGoods from '../../../components/OrderGoods'
import PageState from '../../../components/PageState'
import { checkRating } from '../../../components/trade/ratingCheck'
import { ratingEditable } from '../../../components/trade/tradeState'
import { tagText } from '../../../components/trade/tradeText'
import { t, type MessageKey } from '../../../locales'
import { formatDate } from '../../../utils/date'
import { usePageTitle } from '../../../utils/hooks'
import { navigateTo, redirectTo } from '../../../utils/nav'
import { pageBelow } from '../../../utils/pageTrail'
import { useOrderPage } from '../../../utils/useOrderPage'
import { errorText, showMessageOnNextPage } from '../../../utils/toast'
import { problemOf, useFormMessage } from '../../../utils/useFormMessage'
import './index.scss'
import '../../../locales/trade'

const starText = (n: number) => (n >= 1 && n <= 5 ? t(('trade.rate.star' + n) as MessageKey) : '')

/** Back to the order: the one under this page when it opened this one (it reloads when shown), else a fresh one. */
function backToOrder(orderId: number, text: string) {
  showMessageOnNextPage(text, pageBelow() === 'orderDetail' ? Taro.navigateBack() : redirectTo('orderDetail', { id: orderId }))
}

/** A given rating, read only: stars, tags, comment, who and when. */
function RatingShown({ rating }: { rating: Rating }) {
  return (
    <View className='card rating-shown'>
      <View className='rating-shown__stars'>
        <Rate value={rating.stars} readOnly />
        <Text className='rate-star-text'>{starText(rating.stars)}</Text>
      </View>
      {rating.tags.length > 0 ? (
        <View className='rating-shown__tags'>
          {rating.tags.map((tag) => (
            <Text key={tag} className='rating-tag'>
              {tagText(tag)}
            </Text>
          ))}
        </View>
      ) : null}
      {rating.comment ? <Text className='rating-shown__comment'>{rating.comment}</Text> : null}
      <Text className='muted rating-shown__meta'>{t('trade.rate.ratedAt', { name: rating.buyer, time: formatDate(rating.createdAt, true) })}</Text>
    </View>
  )
}

/** The buyer's form: stars, tags, comment; prefilled from the rating being changed (keyed by it, so a new one refills). */
function RatingForm({ order, rating }: { order: OrderDetail; rating: Rating | null }) {
  const [stars, setStars] = useState(rating?.stars ?? 0)
  const [tags, setTags] = useState<RatingTag[]>(rating?.tags ?? [])
  const [comment, setComment] = useState(rating?.comment ?? '')
  const { message, setMessage, showProblem } = useFormMessage(() => problemOf(checkRating(stars, tags, comment)))
  const [sending, setSending] = useState(false)
  const toggle = (tag: RatingTag) => setTags((now) => (now.includes(tag) ? now.filter((x) => x !== tag) : [...now, tag]))
  const submit = async () => {
    if (sending) return
    const checked = checkRating(stars, tags, comment)
    if ('problem' in checked) return showProblem(checked.problem)
    setMessage('')
    setSending(true)
    try {
      await putRating(order.id, checked.input)
      backToOrder(order.id, t(rating ? 'trade.rate.saved' : 'trade.rate.done'))
    } catch (e) {
      setMessage(errorText(e))
    } finally {
      setSending(false)
    }
  }

  return (
    <View className='form rate-form'>
      <View className='form-block'>
        <Text className='form-row__label'>{t('trade.rate.stars')}</Text>
        <View className='rate-stars'>
          <Rate className='f-rate-stars' size='large' value={stars} onChange={setStars} />
          <Text className='rate-star-text'>{starText(stars)}</Text>
        </View>
      </View>
      <View className='form-block'>
        <Text className='form-row__label'>{t('trade.rate.tags')}</Text>
        <OptionChips options={RATING_TAGS} value={tags} onPick={toggle} label={tagText} multiple chipClass='rate-tag' classOf={(o) => 'rate-tag--' + o} />
      </View>
      <View className='form-block'>
        <Text className='form-row__label'>{t('trade.rate.comment')}</Text>
        <TextArea
          className='f-rate-comment'
          value={comment}
          onChange={setComment}
          placeholder={t('trade.rate.commentPh', { max: RATING_COMMENT_MAX })}
          maxLength={RATING_COMMENT_MAX}
          showCount
          autoSize
        />
      </View>
      {rating ? <Text className='tip rate-edit-until'>{t('trade.rate.editUntil', { time: formatDate(rating.editableUntil, true) })}</Text> : null}
      <FormSubmit message={message} label={t(rating ? 'trade.rate.save' : 'trade.rate.submit')} loading={sending} onSubmit={() => void submit()} />
    </View>
  )
}

/**
 * 评价交易: /index/other/rate?orderId= . The buyer of a completed sale gives 1-5 stars, tags and a comment, and may
 * change them for RATING_EDIT_DAYS; after that (and for the seller) the rating is shown read only.
 */
function RatePage() {
  usePageTitle('rate')
  const { loggedIn, valid, data, loading, error, retryable, reload } = useOrderPage('rate', getRating)

  if (!loggedIn) return <LoginPrompt from='rate' />

  const order = data?.order
  const rating = data?.part ?? null
  const ratable = !!order && order.kind === 'sale' && order.status === 'completed'
  const buyer = order?.role === 'buyer'
  const editable = ratable && buyer && (!rating || ratingEditable(rating))
  // what stands instead of the form, if anything: the edit window has passed, it is too early, or nothing to show yet
  let note = ''
  if (order && !editable) {
    if (rating) note = buyer ? t('trade.rate.locked', { days: RATING_EDIT_DAYS }) : ''
    else note = ratable ? t('trade.rate.none') : t('trade.rate.notYet')
  }

  return (
    <View className='page page--plain rate-page'>
      <PageState loading={loading && !data} error={data ? '' : error} onRetry={valid && retryable ? reload : undefined} />
      {order ? (
        <View className='card rate-order' onClick={() => void navigateTo('orderDetail', { id: order.id })}>
          <OrderGoods goods={order.goods} order={order} />
        </View>
      ) : null}
      {order && editable ? <RatingForm key={rating?.updatedAt ?? 'new'} order={order} rating={rating} /> : null}
      {order && !editable && rating ? <RatingShown rating={rating} /> : null}
      {note ? <Text className='tip rate-note'>{note}</Text> : null}
    </View>
  )
}

export default observer(RatePage)
