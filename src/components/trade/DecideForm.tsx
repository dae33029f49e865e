import { View, Text } from '@tarojs/components'
import { Button, Input, TextArea } from '@nutui/nutui-react-taro'
import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import { DISPUTE_REASON_MAX } from '../../../contract/trade'
import type { Dispute, DisputeOutcome } from '../../../contract/trade'
import { decideDispute } from '../../api/trade'
import { t } from '../../locales'
import { formatFen } from '../../utils/format'
import OptionChips from '../OptionChips'
import { checkDecision } from './disputeCheck'
import { outcomeText } from './tradeState'
import type { Runner } from './runner'
import { problemOf, useFormMessage } from '../../utils/useFormMessage'
import '../../locales/trade'

const OUTCOMES: DisputeOutcome[] = ['refund_full', 'refund_partial', 'rejected']

/**
 * Staff's decision on a dispute with them: full refund, partial refund (an amount in yuan, more than 0 and less than
 * what the buyer paid) or rejection, always with a reason both sides read. Checked before it is sent.
 */
function DecideForm({ dispute, busy, run }: { dispute: Dispute; busy: boolean; run: Runner }) {
  const [outcome, setOutcome] = useState<DisputeOutcome | null>(null)
  const [amount, setAmount] = useState('')
  const [reason, setReason] = useState('')
  const { message, setMessage, showProblem } = useFormMessage(() => problemOf(checkDecision({ outcome, amount, reason, paid: dispute.paidTotal })))

  const submit = async () => {
    const checked = checkDecision({ outcome, amount, reason, paid: dispute.paidTotal })
    if ('problem' in checked) return showProblem(checked.problem)
    setMessage('')
    const label = outcomeText(checked.input.outcome) + (checked.input.amount !== undefined ? ' ' + formatFen(checked.input.amount) : '')
    await run(() => decideDispute(dispute.id, checked.input), 'trade.dp.decided', t('trade.dp.decideAsk', { outcome: label }), setMessage)
  }

  return (
    <View className='dp-form dp-decide'>
      <View className='trade-card__head'>
        <Text className='trade-card__title'>{t('trade.dp.decideTitle')}</Text>
        <Text className='trade-card__extra dp-paid'>{t('trade.dp.paid', { amount: formatFen(dispute.paidTotal) })}</Text>
      </View>
      <OptionChips options={OUTCOMES} value={outcome} onPick={setOutcome} label={outcomeText} chipClass='dp-choice' classOf={(o) => 'dp-choice--' + o} />
      {outcome === 'refund_partial' ? (
        <View className='dp-decide__row'>
          <Text className='dp-decide__label'>{t('trade.dp.amount')}</Text>
          <Input
            className='f-dp-amount'
            type='digit'
            value={amount}
            onChange={setAmount}
            placeholder={t('trade.dp.amountPh', { max: formatFen(dispute.paidTotal) })}
          />
        </View>
      ) : null}
      <Text className='dp-decide__label'>{t('trade.dp.reasonLabel')}</Text>
      <TextArea
        className='f-dp-reason'
        value={reason}
        onChange={setReason}
        placeholder={t('trade.dp.reasonPh', { max: DISPUTE_REASON_MAX })}
        maxLength={DISPUTE_REASON_MAX}
        showCount
        autoSize
      />
      {message ? <View className='form-error dp-form__error'>{message}</View> : null}
      <Button type='primary' block className='dp-decide-submit' disabled={busy} onClick={() => void submit()}>
        {t('trade.dp.decide')}
      </Button>
    </View>
  )
}

export default observer(DecideForm)
