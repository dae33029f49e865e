import { View, Text } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import type { ReactNode } from 'react'
import type { RecycleRequest } from '../../contract/types'
import { t } from '../locales'
import { formatFen } from '../utils/format'
import { formatDate } from '../utils/date'
import RecycleStatusTag from './RecycleStatusTag'
import './RecycleCard.scss'
import '../locales/recycle'

interface Props {
  request: RecycleRequest
  /** the appraisal view: how the best quote compares with the price the seller hoped for */
  compare?: boolean
  onClick?: () => void
  /** action buttons at the foot of the card */
  children?: ReactNode
}

/** One recycling request of its owner: expected price, quotes so far, the best one and, once agreed, the deal. */
function RecycleCard({ request: r, compare, onClick, children }: Props) {
  const agreed = r.acceptedQuote && (r.status === 'accepted' || r.status === 'completed') ? r.acceptedQuote : null
  return (
    <View className={'card recycle-card recycle-card--' + r.status} onClick={onClick}>
      <View className='recycle-card__head'>
        <Text className='recycle-card__title'>{r.title}</Text>
        <RecycleStatusTag request={r} />
      </View>
      <Text className='recycle-card__sub'>{[r.gameName, r.region].filter(Boolean).join(' · ')}</Text>
      <View className='recycle-card__figures'>
        <View className='recycle-card__figure recycle-expected'>
          <Text className='recycle-card__label'>{t('recycle.card.expected')}</Text>
          <Text className='recycle-card__value'>{formatFen(r.expectedPrice)}</Text>
        </View>
        <View className='recycle-card__figure recycle-best'>
          <Text className='recycle-card__label'>{t('recycle.card.best')}</Text>
          <Text className='recycle-card__value recycle-card__value--strong'>
            {/* quotes no longer live (rejected with a cancelled request, lapsed) are counted but have no best */}
            {r.bestQuote !== null ? formatFen(r.bestQuote) : r.quoteCount > 0 ? '—' : t('recycle.card.noQuote')}
          </Text>
        </View>
        <View className='recycle-card__figure recycle-count'>
          <Text className='recycle-card__label'>{t('recycle.card.count')}</Text>
          <Text className='recycle-card__value'>{r.quoteCount}</Text>
        </View>
      </View>
      {agreed ? (
        <Text className='recycle-card__line recycle-agreed'>
          {t('recycle.card.agreed', { amount: formatFen(agreed.amount), name: agreed.merchantName })}
        </Text>
      ) : null}
      {compare && !agreed && r.bestQuote !== null && r.expectedPrice > 0 ? (
        <Text className='recycle-card__line recycle-ratio'>
          {t('recycle.card.ratio', { p: Math.round((r.bestQuote / r.expectedPrice) * 100) })}
        </Text>
      ) : null}
      <View className='recycle-card__foot'>
        <Text className='muted'>{formatDate(r.createdAt, true)}</Text>
        {children ? (
          <View className='recycle-card__actions' onClick={(e) => e.stopPropagation()}>
            {children}
          </View>
        ) : null}
      </View>
    </View>
  )
}

export default observer(RecycleCard)
