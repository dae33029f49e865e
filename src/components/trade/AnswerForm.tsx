import { View } from '@tarojs/components'
import { Button, TextArea } from '@nutui/nutui-react-taro'
import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import { DISPUTE_DESCRIPTION_MAX } from '../../../contract/trade'
import type { Dispute } from '../../../contract/trade'
import { answerDispute } from '../../api/trade'
import { t } from '../../locales'
import { problemOf, useFormMessage } from '../../utils/useFormMessage'
import { checkAnswer } from './disputeCheck'
import type { Runner } from './runner'
import '../../locales/trade'

/**
 * The seller's answer while the dispute awaits it: a reply to the buyer, or agreeing to a full refund at once
 * (asked first; an empty reply then says just that).
 */
function AnswerForm({ dispute, busy, run }: { dispute: Dispute; busy: boolean; run: Runner }) {
  const [text, setText] = useState('')
  const { message, setMessage, showProblem } = useFormMessage(() => problemOf(checkAnswer(text)))

  const answer = async () => {
    const checked = checkAnswer(text)
    if ('problem' in checked) return showProblem(checked.problem)
    setMessage('')
    if (await run(() => answerDispute(dispute.id, { text: checked.text }), 'trade.dp.answered', undefined, setMessage)) setText('')
  }

  const accept = async () => {
    const checked = checkAnswer(text.trim() ? text : t('trade.dp.acceptRefund'))
    if ('problem' in checked) return showProblem(checked.problem)
    setMessage('')
    await run(() => answerDispute(dispute.id, { text: checked.text, acceptRefund: true }), 'trade.dp.accepted', t('trade.dp.acceptAsk'), setMessage)
  }

  return (
    <View className='dp-form dp-answer'>
      <TextArea
        className='f-dp-answer'
        value={text}
        onChange={setText}
        placeholder={t('trade.dp.answerPh', { max: DISPUTE_DESCRIPTION_MAX })}
        maxLength={DISPUTE_DESCRIPTION_MAX}
        showCount
        autoSize
      />
      {message ? <View className='form-error dp-form__error'>{message}</View> : null}
      <View className='dp-actions'>
        <Button size='small' fill='outline' type='primary' className='dp-accept' disabled={busy} onClick={() => void accept()}>
          {t('trade.dp.acceptRefund')}
        </Button>
        <Button size='small' type='primary' className='dp-answer-submit' disabled={busy} onClick={() => void answer()}>
          {t('trade.dp.submitAnswer')}
        </Button>
      </View>
    </View>
  )
}

export default observer(AnswerForm)
