import { View, Text } from '@tarojs/components'
import { Cell, Popup } from '@nutui/nutui-react-taro'
import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import type { CouponChoice } from '../../contract/types'
import { t } from '../locales'
import '../locales/order'
import { formatFen } from '../utils/format'
import './CouponPicker.scss'

interface Props {
  /** the row's label ('优惠券' / '红包') and the popup's title */
  label: string
  title: string
  noneLabel: string
  choices: CouponChoice[]
  value: number | null
  onChange: (recordId: number | null) => void
  className?: string
}

/** A checkout row for one coupon or red packet (or none), chosen in a bottom popup. */
function CouponPicker({ label, title, noneLabel, choices, value, onChange, className }: Props) {
  const [open, setOpen] = useState(false)
  const chosen = choices.find((c) => c.recordId === value)
  const summary = chosen ? '-' + formatFen(chosen.amount) : choices.length === 0 ? t('order.noneAvailable') : noneLabel
  const pick = (id: number | null) => {
    onChange(id)
    setOpen(false)
  }
  return (
    <>
      <Cell
        className={'coupon-picker ' + (className ?? '')}
        title={label}
        extra={<Text className={'coupon-picker__value' + (chosen ? ' coupon-picker__value--on' : '')}>{summary + (choices.length ? ' ›' : '')}</Text>}
        clickable={choices.length > 0}
        onClick={() => choices.length > 0 && setOpen(true)}
      />
      <Popup visible={open} position='bottom' round closeable title={title} onClose={() => setOpen(false)}>
        <View className='coupon-picker__list'>
          {choices.map((c) => (
            <View
              key={c.recordId}
              className={'coupon-picker__item coupon-choice-' + c.recordId + (c.recordId === value ? ' coupon-picker__item--on' : '')}
              onClick={() => pick(c.recordId)}
            >
              <Text className='coupon-picker__amount'>{formatFen(c.amount)}</Text>
              <View className='coupon-picker__info'>
                <Text className='coupon-picker__name'>{c.name}</Text>
                <Text className='muted'>{c.threshold > 0 ? t('coupon.threshold', { amount: formatFen(c.threshold) }) : t('coupon.noThreshold')}</Text>
              </View>
              <Text className='coupon-picker__tick'>{c.recordId === value ? '✓' : ''}</Text>
            </View>
          ))}
          <View className={'coupon-picker__item coupon-choice-none' + (value === null ? ' coupon-picker__item--on' : '')} onClick={() => pick(null)}>
            <Text className='coupon-picker__name'>{noneLabel}</Text>
            <Text className='coupon-picker__tick'>{value === null ? '✓' : ''}</Text>
          </View>
        </View>
      </Popup>
    </>
  )
}

export default observer(CouponPicker)
