import { View, Text } from '@tarojs/components'
import { Button, Input, Popup, TextArea } from '@nutui/nutui-react-taro'
import { useEffect, useState } from 'react'
import { OFFER_LIVE, type OfferTerms } from '../../../../contract/offers'
import { OFFER_MESSAGE_MAX } from '../../../../contract/rules'
import { makeOffer } from '../../../api/offer'
import { t, type MessageKey } from '../../../locales'
import '../../../locales/offerSheet'
import { formatFen, yuanToFen } from '../../../utils/format'
import { navigateTo } from '../../../utils/nav'
import { errorText, showMessage } from '../../../utils/toast'
import './OfferSheet.scss'

interface Props {
  goodsId: number
  terms: OfferTerms
  open: boolean
  onClose: () => void
  /** an offer was sent (or refused by the listing's change): reload the terms */
  onChanged: () => void
}

const yuan = (fen: number) => (fen / 100).toFixed(2).replace(/\.00$/, '')

/**
 * The offer sheet (议价) of a listing: the public rules, then a price and a message to the seller. With an offer
 * of mine under way it shows where it stands instead; an agreed one leads to the order at the agreed price.
 */
export default function OfferSheet({ goodsId, terms, open, onClose, onChanged }: Props) {
  const [amount, setAmount] = useState('')
  const [message, setMessage] = useState('')
  const [error, setError] = useState('')
  const [sending, setSending] = useState(false)
  useEffect(() => {
    if (open) setError('')
  }, [open])

  const mine = terms.mine && (OFFER_LIVE.includes(terms.mine.status) || terms.mine.status === 'accepted') ? terms.mine : null

  const submit = async () => {
    if (sending) return
    const fen = yuanToFen(amount)
    if (fen === null || fen <= 0) return setError(t('offer.sheet.errAmount'))
    setError('')
    setSending(true)
    try {
      await makeOffer({ goodsId, amount: fen, message: message.trim() || undefined })
      showMessage(t('offer.status.pending_seller'))
      setAmount('')
      setMessage('')
      onChanged()
    } catch (e) {
      setError(errorText(e))
    } finally {
      setSending(false)
    }
  }

  return (
    <Popup visible={open} position='bottom' round closeable title={t('offer.sheet.title')} onClose={onClose}>
      <View className='offer-sheet'>
        <Text className='offer-sheet__price'>{t('offer.sheet.price', { price: yuan(terms.price) })}</Text>
        <Text className='muted offer-sheet__rules'>
          {t('offer.sheet.rules', { min: yuan(terms.minAmount), hours: terms.responseHours, rounds: terms.maxRounds })}
        </Text>
        {mine ? (
          <View className='offer-sheet__mine'>
            <Text className='offer-sheet__status'>
              {t('offer.sheet.mine', { amount: yuan(mine.amount), status: t(('offer.status.' + mine.status) as MessageKey) })}
            </Text>
            {mine.status === 'accepted' ? (
              <Button type='primary' block className='offer-pay-btn' onClick={() => void navigateTo('sureOrder', { goodsId, offerId: mine.id })}>
                {t('offer.pay')} {formatFen(mine.amount)}
              </Button>
            ) : null}
            <Button block fill='outline' className='offer-mine-btn' onClick={() => void navigateTo('myOffers', { tab: 'buyer' })}>
              {t('offer.sheet.toMine')}
            </Button>
          </View>
        ) : (
          <>
            <Text className='offer-sheet__label'>{t('offer.sheet.amount')}</Text>
            <View className='offer-sheet__row'>
              <Text className='offer-sheet__yuan'>¥</Text>
              <Input className='offer-amount-input' type='digit' value={amount} onChange={(v) => setAmount(v)} placeholder={t('offer.sheet.amountPh')} />
            </View>
            <Text className='offer-sheet__label'>{t('offer.sheet.message')}</Text>
            <TextArea
              className='offer-message'
              value={message}
              maxLength={OFFER_MESSAGE_MAX}
              showCount
              placeholder={t('offer.sheet.messagePh')}
              onChange={(v) => setMessage(v)}
            />
            {error ? <Text className='offer-sheet__error'>{error}</Text> : null}
            <Button type='primary' block className='offer-submit' loading={sending} onClick={() => void submit()}>
              {t('offer.sheet.submit')}
            </Button>
          </>
        )}
      </View>
    </Popup>
  )
}
