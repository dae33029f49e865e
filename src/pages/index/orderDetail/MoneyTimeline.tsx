import { View, Text } from '@tarojs/components'
import { Step, Steps } from '@nutui/nutui-react-taro'
import { useEffect, useState } from 'react'
import type { MoneyStep, OrderMoney } from '../../../../contract/money'
import { getOrderMoney } from '../../../api/order'
import { t, type MessageKey } from '../../../locales'
import '../../../locales/money'
import { formatDate } from '../../../utils/date'
import { formatFen } from '../../../utils/format'
import { navigateTo } from '../../../utils/nav'

const when = (at: string | null) => (at ? formatDate(at, true) : '')
const money = (fen: number | null) => formatFen(fen ?? 0)

/** a step's title and its line below (amounts, where, until when) */
function describe(s: MoneyStep): { title: string; lines: string[] } {
  const lines: string[] = []
  const amount = money(s.amount)
  switch (s.kind) {
    case 'paid':
      if (s.wallet !== null && s.external !== null && s.state === 'done') lines.push(t('money.paidParts', { wallet: money(s.wallet), external: money(s.external) }))
      if (s.state !== 'done' && s.until) lines.push(t('money.until', { time: when(s.until) }))
      return { title: t(s.state === 'done' ? 'money.paid' : 'money.paying', { amount }), lines }
    case 'escrow':
      if (s.until) lines.push(t('money.until', { time: when(s.until) }))
      return { title: t('money.escrow', { amount }), lines }
    case 'freeze': {
      const f = s.freeze!
      if (s.amount) lines.push(t('money.freezeHeld', { amount }))
      if (s.state === 'done') lines.push(t('money.freezeEnded', { time: when(s.until) }) + (f.outcome ? ' · ' + t(('money.outcome.' + f.outcome) as MessageKey) : ''))
      else lines.push(s.until ? t('money.freezeUntil', { time: when(s.until) }) : t('money.freezeStaff'))
      return { title: t(f.by === 'dispute' ? 'money.freeze.dispute' : 'money.freeze.claim', { reason: t(('money.reason.' + f.reason) as MessageKey) }), lines }
    }
    case 'released':
      if (s.fee !== null) lines.push(t('money.fee', { fee: money(s.fee) }))
      if (s.state === 'done') return { title: s.amount === null ? t('money.released') : t('money.releasedAmount', { amount }), lines }
      return { title: s.amount === null ? t('money.releaseNext') : t('money.releaseNextAmount', { amount }), lines }
    case 'settling':
      if (s.state !== 'next') lines.push(s.until ? t('money.settlingUntil', { time: when(s.until) }) : t('money.settlingFrozen'))
      return { title: t('money.settling', { amount }), lines }
    case 'withdrawable':
      if (s.at && s.state !== 'done') lines.push(t('money.withdrawableAt', { time: when(s.at) }))
      return { title: t('money.withdrawable', { amount }), lines }
    case 'refund':
      if (s.destination) lines.push(t(('money.refund.' + s.destination) as MessageKey))
      return { title: t(s.state === 'done' ? 'money.refund' : 'money.refunding', { amount }), lines }
    case 'taken_back':
      return { title: t('money.takenBack', { amount }), lines }
    case 'compensation':
      return { title: t('money.compensation', { amount }), lines }
  }
}

/**
 * Where the order's money is (GET /need/orders/{id}/money): paid, held, frozen, released, settling, withdrawable,
 * refunded, as NutUI Steps. Withdrawals are not per order: the seller gets the wallet link and says why. Nothing
 * shows when the timeline cannot be read.
 */
export default function MoneyTimeline({ orderId, version }: { orderId: number; version: string }) {
  const [data, setData] = useState<OrderMoney | null>(null)
  useEffect(() => {
    let alive = true
    getOrderMoney(orderId).then(
      (m) => alive && setData(m),
      () => alive && setData(null),
    )
    return () => {
      alive = false
    }
  }, [orderId, version])
  if (!data || data.steps.length === 0) return null
  const reached = data.steps.filter((s) => s.state !== 'next').length
  return (
    <View className='card money-timeline'>
      <Text className='card-title'>{t('money.title')}</Text>
      <Steps direction='vertical' value={reached}>
        {data.steps.map((s, i) => {
          const { title, lines } = describe(s)
          const at = s.state === 'next' ? '' : when(s.at)
          return (
            <Step
              key={s.kind + i}
              value={i + 1}
              className={'money-step money-step--' + s.kind + ' money-step--' + s.state}
              title={title}
              description={[at, ...lines].filter(Boolean).join(' · ')}
            />
          )
        })}
      </Steps>
      {data.walletLink ? (
        <View className='money-timeline__wallet'>
          <Text className='muted money-timeline__note'>{t('money.walletNote')}</Text>
          <Text className='link money-timeline__link' onClick={() => void navigateTo('wallet')}>
            {t('money.toWallet')}
          </Text>
        </View>
      ) : null}
    </View>
  )
}
