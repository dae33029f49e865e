import { View, Text } from '@tarojs/components'
import { Button, Input, Popup, TextArea } from '@nutui/nutui-react-taro'
import { useEffect, useState } from 'react'
import type { Offer } from '../../../../contract/offers'
import { OFFER_MESSAGE_MAX } from '../../../../contract/rules'
import { t } from '../../../locales'
import '../../../locales/offer'
import { yuanToFen } from '../../../utils/format'

export const yuanOf = (fen: number) => (fen / 100).toFixed(2)

interface Props {
  /** the offer being countered; null: closed */
  offer: Offer | null
  saving: boolean
  serverError: string
  onSubmit: (fen: number, message: string) => void
  onClose: () => void
}

/** 还价: a new price (and a message) in answer to the other side's. */
export default function CounterPopup({ offer, saving, serverError, onSubmit, onClose }: Props) {
  const [amount, setAmount] = useState('')
  const [message, setMessage] = useState('')
  const [error, setError] = useState('')
  useEffect(() => {
    setAmount('')
    setMessage('')
    setError('')
  }, [offer])

  const submit = () => {
    const fen = yuanToFen(amount)
    if (fen === null || fen <= 0) return setError(t('offer.sheet.errAmount'))
    setError('')
    onSubmit(fen, message.trim())
  }

  const shown = error || serverError
  return (
    <Popup visible={!!offer} position='bottom' round closeable title={t('offer.counter.title')} onClose={onClose}>
      <View className='offer-counter'>
        {offer ? (
          <Text className='muted offer-counter__now'>
            {t('offer.listPrice', { price: yuanOf(offer.listPrice) })} · {t('offer.current', { amount: yuanOf(offer.amount) })}
          </Text>
        ) : null}
        <View className='offer-counter__row'>
          <Text className='offer-counter__yuan'>¥</Text>
          <Input className='offer-counter-input' type='digit' value={amount} onChange={(v) => setAmount(v)} placeholder={t('offer.sheet.amountPh')} />
        </View>
        <TextArea
          className='offer-counter__message'
          value={message}
          maxLength={OFFER_MESSAGE_MAX}
          showCount
          placeholder={t('offer.sheet.messagePh')}
          onChange={(v) => setMessage(v)}
        />
        {shown ? <Text className='offer-counter__error'>{shown}</Text> : null}
        <Button type='primary' block className='offer-counter-submit' loading={saving} onClick={submit}>
          {t('offer.counter.submit')}
        </Button>
      </View>
    </Popup>
  )
}
