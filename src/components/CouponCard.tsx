import { View, Text } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import type { ReactNode } from 'react'
import type { CouponKind } from '../../contract/types'
import { t } from '../locales'
import '../locales/order'
import { formatFen } from '../utils/format'
import './CouponCard.scss'

export interface CouponFace {
  kind: CouponKind
  name: string
  amount: number
  threshold: number
  gameName: string | null
}

interface Props {
  coupon: CouponFace
  /** validity, stock, limits: one muted line each */
  lines: string[]
  /** the button or state on the right (claim, claimed, use) */
  action?: ReactNode
  /** used or expired records are greyed */
  dim?: boolean
  onClick?: () => void
  className?: string
}

/** A coupon or red packet as a ticket: the amount off and its threshold on the left, the rules on the right. */
function CouponCard({ coupon, lines, action, dim, onClick, className }: Props) {
  return (
    <View
      className={'coupon-card coupon-card--' + coupon.kind + (dim ? ' coupon-card--dim' : '') + (className ? ' ' + className : '')}
      onClick={onClick}
    >
      <View className='coupon-card__value'>
        <Text className='coupon-card__amount'>{formatFen(coupon.amount).replace(/\.00$/, '')}</Text>
        <Text className='coupon-card__threshold'>
          {coupon.threshold > 0 ? t('coupon.threshold', { amount: formatFen(coupon.threshold).replace(/\.00$/, '') }) : t('coupon.noThreshold')}
        </Text>
      </View>
      <View className='coupon-card__body'>
        <Text className='coupon-card__name'>{coupon.name}</Text>
        <Text className='coupon-card__line'>{coupon.gameName ? t('coupon.gameOnly', { game: coupon.gameName }) : t('coupon.anyGame')}</Text>
        {lines.map((l) => (
          <Text key={l} className='coupon-card__line'>
            {l}
          </Text>
        ))}
      </View>
      {action ? (
        <View className='coupon-card__action' onClick={(e) => e.stopPropagation()}>
          {action}
        </View>
      ) : null}
    </View>
  )
}

export default observer(CouponCard)
