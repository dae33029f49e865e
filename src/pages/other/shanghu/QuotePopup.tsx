import { View, Text } from '@tarojs/components'
import { Button, Input, Popup, TextArea } from '@nutui/nutui-react-taro'
import { observer } from 'mobx-react-lite'
import { useEffect, useState } from 'react'
import { QUOTE_NOTE_MAX } from '../../../../contract/rules'
import ValuationReference from '../valuation/ValuationReference'
import type { RecycleOpening, RecycleQuote } from '../../../../contract/types'
import { submitQuote } from '../../../api/recycle'
import { isApiError } from '../../../api/request'
import { t } from '../../../locales'
import { formatFen } from '../../../utils/format'
import { errorText, showError, showMessage } from '../../../utils/toast'
import { checkQuote } from './check'
import { problemOf, useFormMessage } from '../../../utils/useFormMessage'
import '../../../locales/recycle'

/** 150000 fen -> '1500', 150050 -> '1500.50': the yuan text the amount field starts from */
const yuanText = (fen: number) => (fen % 100 === 0 ? String(fen / 100) : (fen / 100).toFixed(2))

interface Props {
  /** the request being quoted; null keeps the sheet closed */
  opening: RecycleOpening | null
  onClose: () => void
  onQuoted: (quote: RecycleQuote) => void
  /** the request is no longer open (409): the list is out of date */
  onStale: () => void
}

/** A bottom sheet for the merchant's quote on one request (a new one, or changing a pending one). */
function QuotePopup({ opening, onClose, onQuoted, onStale }: Props) {
  const [amount, setAmount] = useState('')
  const [note, setNote] = useState('')
  const { message, setMessage, showProblem } = useFormMessage(() => problemOf(checkQuote(amount, note)))
  const [sending, setSending] = useState(false)

  useEffect(() => {
    const mine = opening?.myQuote
    setAmount(mine ? yuanText(mine.amount) : '')
    setNote(mine?.note ?? '')
    setMessage('')
  }, [opening?.id])

  const submit = async () => {
    if (!opening || sending) return
    const checked = checkQuote(amount, note)
    if ('problem' in checked) return showProblem(checked.problem)
    setMessage('')
    setSending(true)
    try {
      const quote = await submitQuote({ requestId: opening.id, ...checked.input })
      showMessage(t('recycle.merchant.quoted'))
      onQuoted(quote)
    } catch (e) {
      if (isApiError(e) && e.code === 409) {
        showError(e)
        onStale()
      } else {
        setMessage(errorText(e))
      }
    } finally {
      setSending(false)
    }
  }

  return (
    <Popup
      visible={!!opening}
      position='bottom'
      round
      closeable
      title={t(opening?.myQuote ? 'recycle.merchant.editQuote' : 'recycle.merchant.quote')}
      onClose={onClose}
    >
      <View className='quote-popup'>
        {opening ? (
          <Text className='quote-popup__summary'>
            {opening.title + ' · ' + t('recycle.card.expected') + ' ' + formatFen(opening.expectedPrice)}
          </Text>
        ) : null}
        {opening ? <ValuationReference gameId={opening.gameId} attrs={opening.attrs} /> : null}
        <Text className='quote-popup__label'>{t('recycle.merchant.amount')}</Text>
        <Input className='f-quote-amount' type='digit' value={amount} onChange={setAmount} placeholder={t('recycle.merchant.amountPh')} maxLength={12} />
        <Text className='quote-popup__label'>{t('recycle.merchant.note')}</Text>
        <TextArea className='f-quote-note' value={note} onChange={setNote} placeholder={t('recycle.merchant.notePh')} maxLength={QUOTE_NOTE_MAX} showCount autoSize />
        {message ? <View className='form-error quote-message'>{message}</View> : null}
        <Button type='primary' block className='quote-submit' loading={sending} onClick={() => void submit()}>
          {t('recycle.merchant.submitQuote')}
        </Button>
      </View>
    </Popup>
  )
}

export default observer(QuotePopup)
