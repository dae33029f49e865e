import { View, Text } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { observer } from 'mobx-react-lite'
import type { Handover, HandoverStep, RoomRole } from '../../../contract/trade'
import { confirmStep, markStepDone, refundNow, undoStep } from '../../api/trade'
import { t } from '../../locales'
import { formatDate } from '../../utils/date'
import { formatSeconds, useSecondsLeft } from '../../utils/useSecondsLeft'
import { handoverProgress } from './tradeState'
import { roleText, stepCheckText, stepState, stepStateText, stepText } from './tradeText'
import type { Runner } from './runner'
import '../../locales/trade'
import InspectionLink from './InspectionLink'
import SignContract from './SignContract'

interface Props {
  /** the order's listing: its official inspection report is what the buyer checks against */
  goodsId?: number
  handover: Handover
  myRole: RoomRole
  /** the order is still in its handover: steps can be marked, confirmed and undone */
  active: boolean
  busy: boolean
  run: Runner
}

/** The buttons of one step for the caller: the seller marks, the buyer confirms a done step, staff does either or undoes. */
function StepActions({ step, orderId, myRole, busy, run }: { step: HandoverStep; orderId: number; myRole: RoomRole; busy: boolean; run: Runner }) {
  const state = stepState(step)
  const name = stepText(step.key)
  const buttons: { cls: string; label: string; primary?: boolean; go: () => void }[] = []
  if (myRole === 'seller' && state === 'pending') {
    buttons.push({
      cls: 'ho-done',
      label: t('trade.ho.markDone'),
      primary: true,
      go: () => void run(() => markStepDone(orderId, step.key), 'trade.ho.marked', t('trade.ho.markAsk', { step: name })),
    })
  }
  if (myRole === 'buyer' && state === 'done') {
    buttons.push({
      cls: 'ho-confirm',
      label: t('trade.ho.confirm'),
      primary: true,
      go: () => void run(() => confirmStep(orderId, step.key), 'trade.ho.confirmed', t('trade.ho.confirmAsk', { check: stepCheckText(step.key) })),
    })
  }
  if (myRole === 'staff') {
    if (state === 'pending') {
      buttons.push({
        cls: 'ho-staff-done',
        label: t('trade.ho.staffDone'),
        go: () => void run(() => markStepDone(orderId, step.key), 'trade.ho.marked', t('trade.ho.staffDoneAsk', { step: name })),
      })
    }
    if (state === 'done') {
      buttons.push({
        cls: 'ho-undo-done',
        label: t('trade.ho.undoDone'),
        go: () => void run(() => undoStep(orderId, step.key, 'done'), 'trade.ho.undone', t('trade.ho.undoDoneAsk', { step: name })),
      })
      buttons.push({
        cls: 'ho-staff-confirm',
        label: t('trade.ho.staffConfirm'),
        go: () => void run(() => confirmStep(orderId, step.key), 'trade.ho.confirmed', t('trade.ho.staffConfirmAsk', { step: name })),
      })
    }
    if (state === 'confirmed') {
      buttons.push({
        cls: 'ho-undo-confirmed',
        label: t('trade.ho.undoConfirmed'),
        go: () => void run(() => undoStep(orderId, step.key, 'confirmed'), 'trade.ho.undone', t('trade.ho.undoConfirmedAsk', { step: name })),
      })
    }
  }
  if (buttons.length === 0) return null
  return (
    <View className='ho-step__actions'>
      {buttons.map((b) => (
        <Button key={b.cls} size='small' type='primary' fill={b.primary ? 'solid' : 'outline'} className={b.cls} disabled={busy} onClick={b.go}>
          {b.label}
        </Button>
      ))}
    </View>
  )
}

/** The start deadline as each side needs it: a countdown for the seller, the time (or 立即退款) for the buyer. */
function DeadlineLine({ handover, myRole, busy, run }: { handover: Handover; myRole: RoomRole; busy: boolean; run: Runner }) {
  const left = useSecondsLeft(handover.startDeadline)
  if (myRole === 'seller') {
    return <Text className='ho-deadline ho-deadline--seller'>{left > 0 ? t('trade.ho.startLeft', { time: formatSeconds(left) }) : t('trade.ho.startLate')}</Text>
  }
  if (myRole === 'buyer' && handover.canRefundNow) {
    return (
      <View className='ho-refund-now'>
        <Text className='ho-refund-now__tip'>{t('trade.ho.refundNowTip')}</Text>
        <Button
          size='small'
          type='primary'
          className='ho-refund-now-btn'
          disabled={busy}
          onClick={() => void run(() => refundNow(handover.orderId), 'trade.ho.refundNowDone', t('trade.ho.refundNowAsk'))}
        >
          {t('trade.ho.refundNow')}
        </Button>
      </View>
    )
  }
  const time = formatDate(handover.startDeadline, true)
  return <Text className='ho-deadline'>{myRole === 'buyer' ? t('trade.ho.waitSeller', { time }) : t('trade.ho.deadline', { time })}</Text>
}

/** The handover checklist: each step's state, who did it and when, and what the caller may do with it. */
function HandoverCard({ handover, myRole, active, busy, run, goodsId }: Props) {
  const { confirmed, total } = handoverProgress(handover.steps)
  return (
    <View className='trade-card handover-card'>
      <View className='trade-card__head'>
        <Text className='trade-card__title'>{t('trade.ho.title')}</Text>
        <Text className='trade-card__extra ho-progress'>{t('trade.ho.progress', { n: confirmed, m: total })}</Text>
      </View>
      {handover.completedAt ? (
        <Text className='ho-deadline ho-completed'>{t('trade.ho.completed', { time: formatDate(handover.completedAt, true) })}</Text>
      ) : active && !handover.startedAt ? (
        <DeadlineLine handover={handover} myRole={myRole} busy={busy} run={run} />
      ) : null}
      {goodsId ? <InspectionLink goodsId={goodsId} tip={myRole !== 'seller'} /> : null}
      {myRole === 'seller' && active && !handover.completedAt ? <SignContract orderId={handover.orderId} busy={busy} run={run} /> : null}
      {handover.steps.map((step, i) => {
        const state = stepState(step)
        return (
          <View key={step.key} className={'ho-step ho-step--' + state + ' ho-step-' + step.key}>
            <View className='ho-step__head'>
              <Text className='ho-step__no'>{i + 1}</Text>
              <Text className='ho-step__name'>{stepText(step.key)}</Text>
              <Text className={'ho-step__state ho-step__state--' + state}>{stepStateText(state)}</Text>
            </View>
            {step.doneAt && step.doneBy ? (
              <Text className='ho-step__who'>{t('trade.ho.doneBy', { who: roleText(step.doneBy), time: formatDate(step.doneAt, true) })}</Text>
            ) : null}
            {step.confirmedAt && step.confirmedBy ? (
              <Text className='ho-step__who'>
                {t('trade.ho.confirmedBy', { who: roleText(step.confirmedBy), time: formatDate(step.confirmedAt, true) })}
              </Text>
            ) : null}
            {active && !handover.completedAt ? <StepActions step={step} orderId={handover.orderId} myRole={myRole} busy={busy} run={run} /> : null}
          </View>
        )
      })}
    </View>
  )
}

export default observer(HandoverCard)
