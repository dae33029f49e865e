import { View, Text, Image } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import Taro from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import type { Dispute, RoomRole } from '../../../contract/trade'
import { escalateDispute, withdrawDispute } from '../../api/trade'
import { t, type MessageKey } from '../../locales'
import { formatDate } from '../../utils/date'
import { formatFen } from '../../utils/format'
import { formatSeconds, useSecondsLeft } from '../../utils/useSecondsLeft'
import AnswerForm from './AnswerForm'
import DecideForm from './DecideForm'
import { disputeOpen, disputeStatusText, outcomeText } from './tradeState'
import { disputeTypeText } from './tradeText'
import type { Runner } from './runner'
import '../../locales/orderTrade'
import '../../locales/trade'

/** What was decided: the outcome, the money, the reason, by whom and when. */
function Decision({ dispute }: { dispute: Dispute }) {
  if (!dispute.outcome) return null
  return (
    <View className={'dp-decision dp-decision--' + dispute.outcome}>
      <View className='dp-row'>
        <Text className='dp-row__label'>{t('trade.dp.result')}</Text>
        <Text className='dp-row__value dp-outcome'>
          {outcomeText(dispute.outcome)}
          {dispute.refundAmount !== null && dispute.outcome !== 'rejected' ? ' · ' + t('trade.dp.refundAmount', { amount: formatFen(dispute.refundAmount) }) : ''}
        </Text>
      </View>
      {dispute.decisionReason ? <Text className='dp-text dp-reason'>{t('trade.dp.reason', { reason: dispute.decisionReason })}</Text> : null}
      {dispute.decidedBy && dispute.decidedAt ? (
        <Text className='dp-meta'>{t(dispute.decidedBy === 'seller' ? 'trade.dp.decidedBy.seller' : 'trade.dp.decidedBy.staff', { time: formatDate(dispute.decidedAt, true) })}</Text>
      ) : null}
    </View>
  )
}

/**
 * A dispute as both sides (and staff) see it: type, description, evidence, state, the seller's answer, the answer
 * deadline, escalation and the decision; below, what the caller may do now (the server's can* flags; staff decide
 * a dispute that is with them).
 */
function DisputeCard({ dispute, myRole, busy, run }: { dispute: Dispute; myRole: RoomRole; busy: boolean; run: Runner }) {
  const left = useSecondsLeft(dispute.status === 'awaiting_seller' ? dispute.sellerDeadline : null)
  const preview = (i: number) => void Taro.previewImage({ urls: dispute.images, current: dispute.images[i] }).catch(() => undefined)
  const escalated = dispute.escalatedBy && dispute.escalatedAt ? t(('trade.dp.escalated.' + dispute.escalatedBy) as MessageKey, { time: formatDate(dispute.escalatedAt, true) }) : ''
  return (
    <View className={'trade-card dispute-card dispute-card--' + dispute.status}>
      <View className='trade-card__head'>
        <Text className='trade-card__title'>{t('orderTrade.afterSale') + ' · ' + disputeTypeText(dispute.type)}</Text>
        <Text className={'trade-card__extra dp-status dp-status--' + dispute.status}>{disputeStatusText(dispute.status)}</Text>
      </View>
      <Text className='dp-meta'>{t('trade.dp.openedAt', { time: formatDate(dispute.createdAt, true) })}</Text>
      <Text className='dp-text dp-description'>{dispute.description}</Text>
      {dispute.images.length > 0 ? (
        <View className='dp-images'>
          {dispute.images.map((url, i) => (
            <Image key={url + i} className='dp-image' src={url} mode='aspectFill' onClick={() => preview(i)} />
          ))}
        </View>
      ) : null}
      {dispute.status === 'awaiting_seller' && left > 0 ? <Text className='dp-deadline'>{t('trade.dp.deadline', { time: formatSeconds(left) })}</Text> : null}
      {dispute.sellerAnswer ? (
        <View className='dp-answer-shown'>
          <Text className='dp-row__label'>
            {t('trade.dp.sellerAnswer')}
            {dispute.sellerAnsweredAt ? ' · ' + formatDate(dispute.sellerAnsweredAt, true) : ''}
          </Text>
          <Text className='dp-text'>{dispute.sellerAnswer}</Text>
        </View>
      ) : null}
      {escalated ? <Text className='dp-meta dp-escalated'>{escalated}</Text> : null}
      {dispute.heldAmount > 0 && disputeOpen(dispute.status) ? <Text className='dp-meta dp-held'>{t('trade.dp.held', { amount: formatFen(dispute.heldAmount) })}</Text> : null}
      <Decision dispute={dispute} />
      {dispute.appealed ? <Text className='dp-meta dp-appealed'>{t('trade.dp.appealed')}</Text> : null}

      {dispute.canAnswer ? <AnswerForm dispute={dispute} busy={busy} run={run} /> : null}
      {dispute.canWithdraw || (dispute.canEscalate && dispute.status !== 'resolved') || dispute.canAppeal ? (
        <View className='dp-actions'>
          {dispute.canWithdraw ? (
            <Button
              size='small'
              className='dp-withdraw'
              disabled={busy}
              onClick={() => void run(() => withdrawDispute(dispute.id), 'trade.dp.withdrawn', t('trade.dp.withdrawAsk'))}
            >
              {t('trade.dp.withdraw')}
            </Button>
          ) : null}
          {dispute.canEscalate && dispute.status !== 'resolved' ? (
            <Button
              size='small'
              type='primary'
              fill='outline'
              className='dp-escalate'
              disabled={busy}
              onClick={() => void run(() => escalateDispute(dispute.id), 'trade.dp.escalated', t('trade.dp.escalateAsk'))}
            >
              {t('trade.dp.escalate')}
            </Button>
          ) : null}
          {dispute.canAppeal ? (
            <Button
              size='small'
              type='primary'
              className='dp-appeal'
              disabled={busy}
              onClick={() => void run(() => escalateDispute(dispute.id), 'trade.dp.appealDone', t('trade.dp.appealAsk'))}
            >
              {t('trade.dp.appeal')}
            </Button>
          ) : null}
        </View>
      ) : null}
      {myRole === 'staff' && dispute.status === 'with_staff' ? <DecideForm key={dispute.id + (dispute.appealed ? 'a' : '')} dispute={dispute} busy={busy} run={run} /> : null}
    </View>
  )
}

export default observer(DisputeCard)
