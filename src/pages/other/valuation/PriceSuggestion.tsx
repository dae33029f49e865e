import { Text, View } from '@tarojs/components'
import { useEffect, useState } from 'react'
import type { AttrValues, PriceCheck } from '../../../../contract/valuation'
import { checkAskedPrice, valuate } from '../../../api/valuation'
import { t } from '../../../locales'
import { formatFen } from '../../../utils/format'
import './PriceSuggestion.scss'
import '../../../locales/valuation'

interface Props {
  gameId: number
  attrs: AttrValues
  /** the asked price in fen (null: not a valid price yet) */
  price: number | null
  /** the seller takes the suggestion (yuan text, as the price field holds it) */
  onUse: (yuan: string) => void
}

/** how long typing may pause before the valuation is asked for again */
const SETTLE_MS = 500

/**
 * The consignment form's price help: the valuation of the attributes typed so far as a suggested price with its
 * range, and a warning when the asked price lies far outside it. Says nothing when the valuation cannot be had.
 */
export default function PriceSuggestion({ gameId, attrs, price, onUse }: Props) {
  const [check, setCheck] = useState<PriceCheck | null>(null)
  const key = JSON.stringify(attrs)
  useEffect(() => {
    let stale = false
    const timer = setTimeout(() => {
      const asked = price !== null ? checkAskedPrice(gameId, attrs, price) : valuate(gameId, attrs).then((valuation) => ({ valuation, belowPercent: null, farFromRange: null }))
      asked.then((c) => !stale && setCheck(c)).catch(() => !stale && setCheck(null))
    }, SETTLE_MS)
    return () => {
      stale = true
      clearTimeout(timer)
    }
    // the attributes by value: the form hands a new object on every render
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [gameId, key, price])
  if (!check) return null
  const v = check.valuation
  if (v.status !== 'ok') return <Text className='muted price-suggestion price-suggestion--none'>{t('valuation.referenceNone')}</Text>
  return (
    <View className='price-suggestion'>
      <View className='price-suggestion__line'>
        <Text className='price-suggestion__text'>{t('valuation.suggest', { price: formatFen(v.estimate), low: formatFen(v.low), high: formatFen(v.high) })}</Text>
        <Text className='link price-suggestion__use' onClick={() => onUse(String(v.estimate / 100))}>
          {t('valuation.useSuggest')}
        </Text>
      </View>
      {check.farFromRange ? (
        <Text className={'price-suggestion__warn price-suggestion__warn--' + check.farFromRange}>
          {t(check.farFromRange === 'above' ? 'valuation.farAbove' : 'valuation.farBelow')}
        </Text>
      ) : null}
    </View>
  )
}
